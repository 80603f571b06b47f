import Foundation
import Testing

/// Answering, tapping drinks, undo and redo, notes: what the screen shows and what is on disk after each key.
@Suite("Recording a day")
struct RecordingTests {
    static let today = "2026-11-29"

    /// Waits for the day panel to show `shown`, then checks the journal already holds the same day.
    private func expectSaved(
        _ app: TmuxSession, shown: [String], absent: [String] = [],
        drinks: [String], totalTenths: Int
    ) async throws {
        try await app.waitForScreen(what: shown.joined(separator: " + ")) { screen in
            shown.allSatisfy(screen.contains) && !absent.contains(where: screen.contains)
        }
        // Read at once: the save comes before the frame, so the file must already match.
        let day = try app.folder.journalDays()[Self.today]
        #expect(day?["drank"] as? Bool == true)
        #expect(ScreenText.drinkCounts(of: day) == drinks)
        #expect(ScreenText.totalTenths(of: day) == totalTenths)
    }

    @Test("はい and chips 1, 1, 2 show the drinks and 52.5g, each saved before the next key")
    func answerAndTapChips() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？", "まだ記録がありません")
        #expect(folder.journalBytes() == nil, "a journal is created on the first change, not before")

        try app.send("y")
        try await expectSaved(app, shown: ["[はい]", "合計純アルコール量", "0.0g"], drinks: [], totalTenths: 0)
        try app.send("1")
        try await expectSaved(app, shown: ["ビール500缶 × 1", "20.0g"], drinks: ["ビール500缶 × 1"], totalTenths: 200)
        try app.send("1")
        try await expectSaved(app, shown: ["ビール500缶 × 2", "40.0g"], drinks: ["ビール500缶 × 2"], totalTenths: 400)
        try app.send("2")
        try await expectSaved(
            app, shown: ["ビール500缶 × 2", "赤ワイン1杯 × 1", "52.5g", "高リスク"],
            drinks: ["ビール500缶 × 2", "赤ワイン1杯 × 1"], totalTenths: 525)
    }

    @Test("undo and redo step the total back and forth, and the file follows")
    func undoRedo() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y", "1", "1", "2")
        try await expectSaved(app, shown: ["52.5g"], drinks: ["ビール500缶 × 2", "赤ワイン1杯 × 1"], totalTenths: 525)

        try app.send("u")
        try await expectSaved(
            app, shown: ["ビール500缶 × 2", "40.0g"], absent: ["52.5g", "赤ワイン1杯 ×"],
            drinks: ["ビール500缶 × 2"], totalTenths: 400)
        try app.send("u")
        try await expectSaved(
            app, shown: ["ビール500缶 × 1", "20.0g"], absent: ["40.0g"],
            drinks: ["ビール500缶 × 1"], totalTenths: 200)
        try app.send("C-r")
        try await expectSaved(
            app, shown: ["ビール500缶 × 2", "40.0g"], absent: ["20.0g"],
            drinks: ["ビール500缶 × 2"], totalTenths: 400)
        try app.send("C-r")
        try await expectSaved(
            app, shown: ["赤ワイン1杯 × 1", "52.5g"],
            drinks: ["ビール500缶 × 2", "赤ワイン1杯 × 1"], totalTenths: 525)
    }

    @Test("q exits 0 with every change saved; a restart shows the same day")
    func quitAndRestart() async throws {
        let folder = try TmuxSession.Folder()
        do {
            let app = try TmuxSession(folder: folder)
            try await app.waitFor("お酒を飲みましたか？")
            try app.send("y", "1", "2", "2")
            try await app.waitFor("赤ワイン1杯 × 2", "45.0g")
            try app.send("q")
            #expect(try await app.exitStatus() == 0)
        }
        let saved = try #require(folder.journalBytes())
        let again = try TmuxSession(folder: folder)
        let screen = try await again.waitFor("2026年11月29日(日)", "[はい]", "ビール500缶 × 1", "赤ワイン1杯 × 2")
        #expect(screen.contains("45.0g"))
        #expect(screen.contains("高リスク"))
        // The first change of a run backs up the journal as the run found it.
        try again.send("-")
        try await again.waitFor("32.5g")
        #expect(FileManager.default.contents(atPath: folder.journal + ".bak") == saved)
    }

    @Test("m writes the day's note; it shows in the day panel and survives a restart")
    func note() async throws {
        let folder = try TmuxSession.Folder()
        do {
            let app = try TmuxSession(folder: folder)
            try await app.waitFor("お酒を飲みましたか？")
            try app.send("m")
            try await app.waitFor("メモ: 2026年11月29日(日)")
            try app.type("飲み会")
            try await app.waitFor("飲み会")
            try app.send("Enter")
            try await app.waitForScreen(what: "the note in the day panel, the editor closed") { screen in
                screen.contains("メモ: 飲み会") && !screen.contains("Esc 取消")
            }
            #expect(try folder.journalDays()[Self.today]?["note"] as? String == "飲み会")
            try app.send("q")
            #expect(try await app.exitStatus() == 0)
        }
        let again = try TmuxSession(folder: folder)
        try await again.waitFor("2026年11月29日(日)", "メモ: 飲み会")
    }
}
