import Foundation
import Testing

/// From 40×16 (a phone's terminal) the main screen shows, with its full layout from 80×22 (an 80×24 terminal under a
/// tmux or screen status line); below 40×16 the app says so and still quits; growing back redraws the main screen.
@Suite("Terminal size")
struct ScreenSizeTests {
    @Test("shrinking to 39×20 shows the needed and current size; growing back shows the main screen")
    func shrinkAndGrow() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.resize(width: 39, height: 20)
        let small = try await app.waitFor("端末が小さすぎます", "必要 40×16", "現在 39×20", "q で終了")
        #expect(!small.contains("お酒を飲みましたか？"))
        try app.resize(width: 80, height: 24)
        let main = try await app.waitFor("お酒を飲みましたか？", "2026年11月29日(日)")
        #expect(!main.contains("端末が小さすぎます"))
        // A bigger terminal is used, not just tolerated: still the main screen, and keys still work.
        try app.resize(width: 120, height: 40)
        // Only the 120-column frame has a rule 120 cells long under the header.
        try await app.waitForScreen(what: "the main screen at 120×40") { screen in
            screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first
                == Substring(String(repeating: "─", count: 120))
        }
        try app.send("y")
        try await app.waitFor("[はい]")
    }

    @Test(
        "80×22 and 80×23, a terminal under a status line, show the full main screen; 80×21 and 79×22 the smaller one; 39×22 and 80×15 none"
    )
    func statusLineSizes() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, width: 80, height: 22)
        let at22 = try await app.waitFor("お酒を飲みましたか？", "○休肝", "[1 ビール500缶]", "q 終了")
        #expect(!at22.contains("端末が小さすぎます"))
        try app.send("y", "1")
        try await app.waitFor("ビール500缶 × 1", "20.0g ▒ 中リスク")
        try app.resize(width: 80, height: 23)
        try await app.waitFor("ビール500缶 × 1", "q 終了")
        // Below 80×22 the smaller layout (issue 44): the calendar's legend in its short words, the day and its drink still there.
        try app.resize(width: 80, height: 21)
        try await app.waitForScreen(what: "the smaller main screen at 80×21") { screen in
            screen.contains("お酒を飲みましたか？") && screen.contains("ビール500缶 × 1") && !screen.contains("端末が小さすぎます")
                && screen.contains("超過")
        }
        try app.resize(width: 79, height: 22)
        try await app.waitForScreen(what: "the smaller main screen at 79×22") { screen in
            screen.contains("お酒を飲みましたか？") && screen.contains("ビール500缶 × 1") && !screen.contains("端末が小さすぎます")
                && screen.split(separator: "\n").allSatisfy { ScreenLayoutEndToEndTests.columns($0) <= 79 }
        }
        try app.resize(width: 39, height: 22)
        try await app.waitFor("端末が小さすぎます", "必要 40×16", "現在 39×22")
        try app.resize(width: 80, height: 15)
        try await app.waitFor("端末が小さすぎます", "現在 80×15")
        try app.resize(width: 80, height: 22)
        try await app.waitFor("ビール500缶 × 1", "q 終了")
    }

    @Test("q quits from the too-small screen")
    func quitWhenTooSmall() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.resize(width: 39, height: 15)
        try await app.waitFor("端末が小さすぎます")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
    }

    @Test("starting in a small terminal shows the too-small screen at once")
    func startSmall() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, width: 30, height: 24)
        try await app.waitFor("端末が小さすぎます", "現在 30×24")
        try app.resize(width: 80, height: 22)
        try await app.waitFor("お酒を飲みましたか？")
    }

    @Test("Ctrl-L repaints a screen that something else wrote over")
    func repaint() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.writeToTerminal("\u{1B}[2J\u{1B}[HGARBAGE")
        try await app.waitForScreen(what: "the screen overwritten") { !$0.contains("お酒を飲みましたか？") }
        try app.send("C-l")
        let screen = try await app.waitFor("お酒を飲みましたか？", "断酒", "2026年11月")
        #expect(!screen.contains("GARBAGE"))
    }

    @Test("what is typed in a form survives a resize to too small and back")
    func formSurvivesResize() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("o")
        try await app.waitFor("その他の飲み物")
        try app.type("梅酒")
        try app.send("Tab", "1", "2", "Tab", "9", "0")
        try await app.waitFor("梅酒", "8.6g")
        try app.resize(width: 39, height: 20)
        try await app.waitFor("端末が小さすぎます")
        try app.resize(width: 80, height: 24)
        try await app.waitFor("その他の飲み物", "梅酒", "8.6g")
        try app.send("Enter")
        try await app.waitFor("梅酒 × 1", "合計純アルコール量")
        #expect(try app.folder.journalDays()["2026-11-29"]?["drinks"] != nil)
    }
}

/// A resize is seen whenever it comes: while a key is handled, a paste is read, the journal is saved, a form is
/// open or the confetti plays (issue 27: one that came between ncurses' look at its flag and its wait stayed
/// unseen until the next key). The figures against the 100 ms target are `make stress`'s.
@Suite("Resizes at random moments")
struct ResizeStressTests {
    @Test("200 resizes at random moments, each drawn at its new size before any further key")
    func resizesAtRandomMoments() throws {
        let folder = try TmuxSession.Folder()
        let result = try Sandbox.run(
            try WideTerminal.pythonWithPyte(),
            [
                Project.path("Tests/EndToEndTests/Support/resize_stress.py"), "--bin", DanshuBinary.path,
                "--resizes", "200",
            ],
            environment: ProcessInfo.processInfo.environment, folder: folder.path)
        print(result.stdout)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("resize stress: 200 resizes"), "\(result.stdout)")
    }
}
