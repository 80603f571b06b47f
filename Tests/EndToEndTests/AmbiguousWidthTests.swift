import Foundation
import Testing

/// Terminals that draw East Asian Ambiguous characters (○ ─ │ ▶ █ …) two cells wide, as many Japanese
/// set-ups do (design.md §2), played by the tests' own emulator (`WideTerminal`): the app measures the width at
/// start and lays the screen out by it, a terminal that never answers costs no wait, and nothing of the
/// measurement is left behind. Whether the app took 1 or 2 shows in what it draws: its first screen is the
/// one it draws when told that width with DANSHU_AMBIGUOUS_WIDTH, and the two widths draw differently.
@Suite("Ambiguous-width terminals")
struct AmbiguousWidthTests {
    static let question = "お酒を飲みましたか？"
    /// The key hint, the bottom row: the last one a frame draws.
    static let hint = "q 終了"
    static let wide = WideTerminal.Options(ambiguousWidth: 2)
    static let narrow = WideTerminal.Options(ambiguousWidth: 1)
    static let silentWide = WideTerminal.Options(ambiguousWidth: 2, answers: false)

    /// The app's first whole screen in a terminal like `options`, with DANSHU_AMBIGUOUS_WIDTH set to `told`
    /// (nil: measured); with `expected`, once it shows exactly that screen. Told a width, the app must not ask
    /// the terminal.
    @discardableResult
    static func firstScreen(
        _ options: WideTerminal.Options, told: String? = nil,
        expected: WideTerminal.Snapshot? = nil
    ) async throws -> WideTerminal.Snapshot {
        let folder = try TmuxSession.Folder()
        let terminal = try WideTerminal(
            folder: folder, options: options,
            environment: told.map { ["DANSHU_AMBIGUOUS_WIDTH": $0] } ?? [:])
        defer { terminal.close() }
        let screen =
            if let expected {
                try await terminal.waitForState(what: "exactly this screen:\n\(expected.text)\n") {
                    $0.lines == expected.lines
                }
            } else {
                try await terminal.waitFor(question, hint)
            }
        if told != nil {
            #expect(screen.requests.isEmpty, "told the width (\(told ?? "")), the app asked the terminal anyway")
        }
        return screen
    }

    /// The screens the app draws in this terminal when told 1 and 2, checked to differ, so that drawing one
    /// of them says which width the app used.
    static func toldScreens(_ options: WideTerminal.Options) async throws -> (
        one: WideTerminal.Snapshot, two: WideTerminal.Snapshot
    ) {
        let one = try await firstScreen(options, told: "1")
        let two = try await firstScreen(options, told: "2")
        try #require(
            one.lines != two.lines,
            "the first screen shows ambiguous characters, so widths 1 and 2 draw it differently:\n\(one.text)")
        return (one, two)
    }

    @Test("a terminal drawing ambiguous characters two cells wide is measured as 2: the screen is the one for width 2")
    func wideTerminalIsMeasured() async throws {
        let told = try await Self.toldScreens(Self.wide)
        try await Self.firstScreen(Self.wide, expected: told.two)
    }

    @Test("a terminal drawing them one cell wide is measured as 1, not 2")
    func narrowTerminalIsMeasured() async throws {
        let told = try await Self.toldScreens(Self.narrow)
        try await Self.firstScreen(Self.narrow, expected: told.one)
    }

    @Test("a terminal that never answers: the app asks, waits only briefly, and takes 1")
    func silentTerminal() async throws {
        let told = try await Self.toldScreens(Self.silentWide)
        let measured = try await Self.firstScreen(Self.silentWide, expected: told.one)
        let asked = try #require(measured.requests.first, "the app never asked the terminal for its cursor position")
        // The app waits at most 100 ms; 3 s is slack for a loaded 2-core machine and still fails a wait of seconds.
        print("silentTerminal: the first screen came \(measured.changedAt - asked) s after the app asked")
        #expect(
            measured.changedAt - asked < 3.0,
            "the first screen came \(measured.changedAt - asked) s after the app asked")
    }

    @Test(
        "a wide terminal that answers late (under load, over ssh): the first screen takes 1, then the answers redraw it for 2, and they are no keys"
    )
    func lateAnswers() async throws {
        var late = Self.wide
        late.answerDelayMilliseconds = 600
        let told = try await Self.toldScreens(Self.wide)
        let measured = try await Self.firstScreen(late, expected: told.two)
        #expect(measured.requests.count == 2)
        // Taken as keys, the answers would be an F3 the app has no use for, and it would say so on the message line.
        #expect(!measured.text.contains("F3"), "the answers were read as keys:\n\(measured.text)")
    }

    @Test("DANSHU_AMBIGUOUS_WIDTH=2 on a terminal that never answers draws what a measured wide terminal gets")
    func toldTwoOnSilentTerminal() async throws {
        let told = try await Self.toldScreens(Self.silentWide)
        try await Self.firstScreen(Self.wide, expected: told.two)
    }

    @Test("y typed while the app asks the terminal is still the answer はい", arguments: [true, false])
    func keyTypedDuringProbe(answers: Bool) async throws {
        let folder = try TmuxSession.Folder()
        let terminal = try WideTerminal(
            folder: folder, options: WideTerminal.Options(answers: answers, typedOnFirstRequest: "y"))
        defer { terminal.close() }
        try await terminal.waitFor(Self.question)
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while try folder.journalDays()["2026-11-29"]?["drank"] as? Bool != true, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(25))
        }
        #expect(
            try folder.journalDays()["2026-11-29"]?["drank"] as? Bool == true,
            "the journal: \(String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self))")
    }

    @Test("after q the shell's line is as it was: no ○ left by the measurement, the prompt kept", arguments: [1, 2])
    func nothingLeftBehind(ambiguousWidth: Int) async throws {
        let folder = try TmuxSession.Folder()
        let terminal = try WideTerminal(
            folder: folder, options: WideTerminal.Options(ambiguousWidth: ambiguousWidth, before: "shell> "))
        defer { terminal.close() }
        let running = try await terminal.waitFor(Self.question, Self.hint)
        #expect(running.alternate, "the app draws on the alternate screen")
        #expect(running.requests.count == 2, "the app measured (it printed ○ between two requests)")
        try terminal.type("q")
        #expect(try await terminal.exitStatus() == 0)
        let after = try #require(try terminal.snapshot())
        #expect(!after.alternate)
        #expect(
            after.text.trimmingCharacters(in: .whitespacesAndNewlines) == "shell>",
            "the normal screen after q:\n\(after.text)")
    }

    @Test(
        "a DANSHU_AMBIGUOUS_WIDTH other than auto, 1 or 2 exits 2 naming the variable, and writes nothing",
        arguments: ["3", "double"])
    func badValue(value: String) async throws {
        let folder = try TmuxSession.Folder()
        let terminal = try WideTerminal(folder: folder, environment: ["DANSHU_AMBIGUOUS_WIDTH": value])
        defer { terminal.close() }
        #expect(try await terminal.exitStatus() == 2)
        let screen = try #require(try terminal.snapshot())
        #expect(screen.text.contains("DANSHU_AMBIGUOUS_WIDTH"), "the screen:\n\(screen.text)")
        #expect(screen.requests.isEmpty, "the terminal was asked before the value was refused")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data").isEmpty,
            "no journal, no lock file")
    }

    /// Rows of a screen that start with a frame's top or bottom (`+--…--+`) or a side (`| … |`), trimmed.
    static func frameRows(_ screen: WideTerminal.Snapshot) -> [String] {
        screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("+-") || $0.hasPrefix("|") }
    }

    @Test(
        "in a wide terminal every screen fits whole: rows not wrapped, frames closed, the key line whole",
        arguments: [24, 22])
    func everyScreenFitsWide(lines: Int) async throws {
        var options = Self.wide
        options.lines = lines
        // Told the width: this test is about the layout, which must not hang on how fast the terminal answers.
        let terminal = try WideTerminal(
            folder: try TmuxSession.Folder(), options: options, environment: ["DANSHU_AMBIGUOUS_WIDTH": "2"])
        defer { terminal.close() }
        func check(_ screen: WideTerminal.Snapshot, _ what: String) {
            let last = screen.lines.last?.trimmingCharacters(in: .whitespaces) ?? ""
            #expect(!last.isEmpty && screen.lines.count == lines, "\(what): the key line\n\(screen.text)")
            // A frame's top and bottom end in their corner; a side row has both sides (the gauge's too).
            for row in Self.frameRows(screen)
            where row.hasPrefix("+-") ? !row.hasSuffix("+") : row.filter({ $0 == "|" }).count < 2 {
                Issue.record("\(what): a frame row cut or wrapped: \(row)\n\(screen.text)")
            }
        }
        var screen = try await terminal.waitFor(Self.question, Self.hint, "+--+")
        check(screen, "main")
        #expect(screen.text.contains("日  月  火  水  木  金  土"))
        // Three beers fill the gauge with blocks two cells wide: ncurses must place them, and the frame after
        // them, as the terminal draws them (the app's own wcwidth), or the frame's right side moves.
        try terminal.type("y")
        try terminal.type("1")
        try terminal.type("1")
        try terminal.type("1")
        screen = try await terminal.waitFor("ビール500缶 × 3", "60.0g")
        check(screen, "main with a full gauge")
        let filledRows = screen.lines.filter { $0.contains("|█|") }
        #expect(filledRows.count >= 10, "the gauge's filled rows, framed on both sides:\n\(screen.text)")
        #expect(
            !screen.text.contains("|█ |") && !screen.text.contains("|█  |"),
            "a block drawn off its place:\n\(screen.text)")
        try terminal.type("o")
        screen = try await terminal.waitFor("+- その他の飲み物")
        check(screen, "the one-off form")
        // Each Esc waits for what only it brings: an Esc followed within 25 ms by the next key is Alt plus that key.
        try await terminal.press("\u{1B}", what: "the form closed") { !$0.text.contains("その他の飲み物") }
        try terminal.type("s")
        screen = try await terminal.waitFor("過去12か月", "Esc 戻る")
        check(screen, "statistics")
        try await terminal.press("\u{1B}", what: "the main screen") { $0.text.contains(Self.question) }
        try terminal.type("e")
        screen = try await terminal.waitFor("プリセットの編集", "ビール500缶")
        check(screen, "presets")
        try terminal.type("d")
        screen = try await terminal.waitFor("削除しますか？")
        check(screen, "the delete question")
        try terminal.type("n")
        try await terminal.press("\u{1B}", what: "the main screen") { $0.text.contains(Self.question) }
        try terminal.type("?")
        screen = try await terminal.waitFor("メイン画面")
        check(screen, "help")
        try await terminal.press("\u{1B}", what: "the main screen") { $0.text.contains(Self.question) }
        try terminal.type("q")
        #expect(try await terminal.exitStatus() == 0)
    }
}
