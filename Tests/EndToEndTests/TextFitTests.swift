import Testing

/// Text that must be shown whole at 80×24.
@Suite("Text that must fit at 80×24")
struct TextFitTests {
    @Test("a sober day's words fit in the day panel")
    func soberDayText() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("n")
        let screen = try await app.waitFor("[いいえ]", "○ 休肝日")
        #expect(screen.contains("○ " + "休肝日 おつかれさま"))
    }

    @Test("the help pane says how to leave it")
    func helpSaysHowToLeave() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("?")
        let screen = try await app.waitFor("ヘルプ", "スクロール")
        #expect(screen.contains("戻る"))
        try await app.pressEscape(until: "お酒を飲みましたか？")
    }
}
