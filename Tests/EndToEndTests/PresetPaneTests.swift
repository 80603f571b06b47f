import Testing

/// The preset edit pane (design.md §2, seed 000): add, reorder, and the chip strip that follows it.
@Suite("Preset pane")
struct PresetPaneTests {
    /// The preset names in the order the pane lists them.
    private func listedNames(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line -> String? in
            // Rows look like `›  1  ビール500缶   5%  500ml  20.0g`; the first column marks the selection.
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            let start = words.first.map { Int($0) == nil } == true ? 1 : 0
            guard words.count > start + 1, Int(words[start]) != nil, line.hasSuffix("g") else { return nil }
            return String(words[start + 1])
        }
    }

    @Test("add ハイボール 7% 350ml, move it to the top, tap it; the order and the day survive a restart")
    func addMoveAndTap() async throws {
        let folder = try TmuxSession.Folder()
        do {
            let app = try TmuxSession(folder: folder)
            try await app.waitFor("お酒を飲みましたか？")
            try app.send("e")
            try await app.waitFor("プリセットの編集", "缶チューハイ 7% 500ml")
            try app.send("a")
            try await app.waitFor("プリセットを追加")
            try app.type("ハイボール")
            try app.send("Tab", "7", "Tab", "3", "5", "0")
            // The read-only pure alcohol follows the keystrokes before anything is saved.
            try await app.waitFor("ハイボール", "350", "19.6g")
            #expect(try folder.journalPresetNames().contains("ハイボール") == false)
            try app.send("Enter")
            let added = try await app.waitForScreen(what: "ハイボール listed last, the form closed") { screen in
                !screen.contains("プリセットを追加") && self.listedNames(screen).last == "ハイボール"
            }
            #expect(listedNames(added).count == 8)
            #expect(try folder.journalPresetNames().last == "ハイボール")

            for _ in 0..<7 { try app.send("K") }
            try await app.waitForScreen(what: "ハイボール first in the list") { self.listedNames($0).first == "ハイボール" }
            #expect(try folder.journalPresetNames().first == "ハイボール")
            try await app.pressEscape(until: "お酒を飲みましたか？", "[1 ハイボール]", "[2 ビール500缶]")
            try app.send("1")
            try await app.waitFor("ハイボール × 1", "19.6g", "低リスク")
            try app.send("q")
            #expect(try await app.exitStatus() == 0)
        }
        let again = try TmuxSession(folder: folder)
        try await again.waitFor("[1 ハイボール]", "ハイボール × 1", "19.6g")
        try again.send("e")
        let order = ["ハイボール", "ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ウイスキーダブル1杯", "ストロング", "缶チューハイ"]
        try await again.waitForScreen(what: "the presets in the saved order") { self.listedNames($0) == order }
    }

    @Test("reorder mode: m, then ↑ moves the selected preset")
    func reorderMode() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("e")
        try await app.waitFor("プリセットの編集")
        try app.send("j", "j", "m")
        try await app.waitFor("並べ替え")
        try app.send("Up", "Up")
        try await app.waitForScreen(what: "赤ワイン1本 first") { self.listedNames($0).first == "赤ワイン1本" }
        // m ends reordering; the Esc after it, last in the write, waits for quiet and then leaves the pane.
        try await app.press("m", "Escape", what: "the main screen's chips in the new order") { screen in
            ["[1 赤ワイン1本]", "[2 ビール500缶]", "[3 赤ワイン1杯]"].allSatisfy(screen.contains)
        }
        #expect(try folder.journalPresetNames().prefix(3) == ["赤ワイン1本", "ビール500缶", "赤ワイン1杯"])
    }

    /// Opens the add form on a fresh journal.
    private func openAddForm() async throws -> TmuxSession {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("e")
        try await app.waitFor("プリセットの編集")
        try app.send("a")
        try await app.waitFor("プリセットを追加")
        return app
    }

    @Test(
        "bad input stays in the form with the reason next to the field",
        arguments: [
            ("ビール500缶", "5", "500", "同じ名前があります"),
            ("ハイボール", "101", "350", "0〜100"),
            ("ハイボール", "7", "5001", "1〜5000"),
            ("ハイボール", "7", "abc", "整数で入力"),
            ("ハイボール", "x", "350", "数で入力（例"),
        ])
    func badInput(name: String, abv: String, ml: String, reason: String) async throws {
        let app = try await openAddForm()
        try app.type(name)
        try app.send("Tab")
        try app.type(abv)
        try app.send("Tab")
        try app.type(ml)
        try await app.waitFor(name, ml)
        try app.send("Enter")
        let screen = try await app.waitFor("プリセットを追加", reason)
        #expect(app.folder.journalBytes() == nil, "nothing saved:\n\(screen)")
    }

    @Test("full-width digits and period from an input method are accepted")
    func fullWidthNumbers() async throws {
        let app = try await openAddForm()
        try app.type("ハイボール")
        try app.send("Tab")
        try app.type("７．５")
        try app.send("Tab")
        try app.type("３５０")
        try await app.waitFor("21.0g")
        try app.send("Enter")
        try await app.waitForScreen(what: "ハイボール listed") { self.listedNames($0).last == "ハイボール" }
        #expect(try app.folder.journalPresetNames().last == "ハイボール")
    }

    @Test("the form's pure alcohol label is shown whole, apart from its value")
    func pureAlcoholLabel() async throws {
        let app = try await openAddForm()
        try app.type("ハイボール")
        try app.send("Tab", "7", "Tab", "3", "5", "0")
        let screen = try await app.waitFor("19.6g")
        #expect(screen.contains("純アルコール量"))
        #expect(screen.range(of: #"純アルコール量 +19\.6g"#, options: .regularExpression) != nil)
    }
}
