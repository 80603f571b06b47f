import Testing

/// Language and color choices from the command line and the environment.
@Suite("Language and color")
struct AppearanceTests {
    @Test("--lang en shows the English screen")
    func english() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: ["--lang", "en"])
        let screen = try await app.waitFor("Did you drink?", "November 2026")
        #expect(!screen.contains("お酒を飲みましたか？"))
        try app.send("Right")
        try await app.waitFor("Future days cannot be recorded")
    }

    @Test("DANSHU_LANG=en shows the English screen")
    func englishFromEnvironment() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, environment: ["DANSHU_LANG": "en"])
        try await app.waitFor("Did you drink?")
    }

    @Test("colors by default on tmux-256color")
    func colorByDefault() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y", "1")
        try await app.waitFor("20.0g")
        #expect(ScreenText.hasColor(try app.screen(escapes: true)))
    }

    @Test(
        "no color escapes at all",
        arguments: [
            (["--color", "never"], [String: String]()), ([], ["NO_COLOR": "1"]),
        ])
    func noColor(arguments: [String], environment: [String: String]) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: arguments, environment: environment)
        try await app.waitFor("お酒を飲みましたか？")
        // A day over the limit: the gauge, the calendar mark and the band would all be colored.
        try app.send("y", "1", "2", "3")
        try await app.waitFor("107.4g")
        let screen = try app.screen(escapes: true)
        #expect(!ScreenText.hasColor(screen), "color escapes in:\n\(screen)")
        // Bands are still told apart without color.
        #expect(screen.contains("非常に高リスク"))
    }

    @Test("--color always wins over NO_COLOR")
    func alwaysOverridesNoColor() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: ["--color", "always"], environment: ["NO_COLOR": "1"])
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y", "1")
        try await app.waitFor("20.0g")
        #expect(ScreenText.hasColor(try app.screen(escapes: true)))
    }

    /// Starts on `term`, records 32.5g for today and returns the screen with its escapes (and without).
    private func coloredDay(term: String) async throws -> (escaped: String, plain: String) {
        let app = try TmuxSession(folder: try TmuxSession.Folder(), term: term)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y", "1", "2")
        let plain = try await app.waitFor("32.5g", "中リスク", "赤ワイン1杯 × 1")
        return (try app.screen(escapes: true), plain)
    }

    @Test("COLORTERM=truecolor draws the gauge in 24-bit color: 32.5g of 60 is (255, 234, 0)")
    func trueColor() async throws {
        // ncurses sends 24-bit colors only through a direct-color entry; without it this test could not tell.
        guard ExternalTool.exists("infocmp"),
            try ExternalTool.run("infocmp", ["tmux-direct"], in: Sandbox()).status == 0
        else {
            throw TmuxSession.Failure(
                "the terminfo entry tmux-direct is missing: install ncurses-term (scripts/ensure-deps.sh does)")
        }
        let app = try TmuxSession(folder: try TmuxSession.Folder(), environment: ["COLORTERM": "truecolor"])
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y", "1", "2")
        try await app.waitFor("32.5g", "38;2;255;234;0", escapes: true)
    }

    @Test("TERM=screen has 8 colors: colored, but no 256-color or 24-bit escapes")
    func eightColors() async throws {
        let screen = try await coloredDay(term: "screen").escaped
        #expect(ScreenText.hasColor(screen))
        #expect(!screen.contains("38;5;") && !screen.contains("38;2;") && !screen.contains("48;5;"))
    }

    @Test("TERM=vt100 has no colors: none sent, and the band still shows as words and glyphs")
    func monochromeTerminal() async throws {
        let screen = try await coloredDay(term: "vt100")
        #expect(!ScreenText.hasColor(screen.escaped))
        #expect(screen.plain.contains("32.5g ▒ 中リスク"))
    }

    @Test("under LANG=C the app still draws and reads Japanese (it falls back to C.UTF-8)")
    func asciiLocale() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, environment: ["LANG": "C"])
        try await app.waitFor("お酒を飲みましたか？", "2026年11月29日(日)")
        try app.send("m")
        try await app.waitFor("メモ: 2026年11月29日(日)")
        try app.type("飲み会🍺")
        try app.send("Enter")
        try await app.waitFor("メモ: 飲み会🍺")
        #expect(try folder.journalDays()["2026-11-29"]?["note"] as? String == "飲み会🍺")
    }

    @Test("English counts one day as a day")
    func englishSingularDay() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder(), arguments: ["--lang", "en"])
        try await app.waitFor("Did you drink?")
        try app.send("n")
        let main = try await app.waitFor("Sober day 1", "your longest yet")
        #expect(main.contains("1 sober day "), "\(main)")
        // Yesterday sober too, then a drink today: the longest streak is that one day, a number again.
        try app.send("Left")
        try await app.waitFor("28 Nov")
        try app.send("n")
        try await app.waitFor("Sober day 2", "2 sober days ")
        try app.send("Right")
        try await app.waitFor("29 Nov")
        try app.send("y")
        try await app.waitFor("Your next sober day is day 1", "longest 1 day ", "1 sober day ")
        try app.send("s")
        let screen = try await app.waitFor("Statistics", "Your next sober day is day 1")
        #expect(screen.contains("longest 1 day\n") || screen.contains("longest 1 day "), "\(screen)")
        #expect(!screen.contains("1 days"), "\(screen)")
    }
}
