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

    @Test("no color escapes at all", arguments: [
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
}
