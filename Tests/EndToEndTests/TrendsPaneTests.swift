import Testing

/// The trends pane in a real terminal: the one end-to-end test of design.md §6's keys (the rest is in-process).
@Suite("Trends pane")
struct TrendsPaneTests {
    @Test("w shows this week's bar and the comparison; ← moves a week back; Esc returns to the same day")
    func trends() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y", "1", "1")
        try await app.waitFor("40.0g")
        try app.send("w")
        try await app.waitFor(
            "週ごとの推移  ‹ 2026年11月29日〜12月5日 › 今週", "40.0g  週の上限 100g 以内  飲酒 1日  休肝日 0日",
            "直近4週（11/2〜11/29） 記録日あたり 40.0g  前の4週は記録なし", "Esc 戻る")
        try app.send("Left")
        try await app.waitFor("‹ 2026年11月22日〜28日 ›", "0.0g  週の上限 100g 以内  飲酒 0日  休肝日 0日  未記録 7日")
        try await app.pressEscape(until: "2026年11月22日(日)", "お酒を飲みましたか？")
    }
}
