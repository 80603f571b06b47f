import Testing

/// The statistics and help panes open over the main screen and return to it.
@Suite("Statistics and help panes")
struct PaneTests {
    @Test("s shows the month's numbers for what was recorded; months move; Esc returns")
    func statistics() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y", "1", "2")
        try await app.waitFor("32.5g")
        try app.send("Left", "n")
        try await app.waitFor("2026年11月28日(土)", "[いいえ]")
        try app.send("s")
        try await app.waitFor(
            "統計  ‹ 2026年11月 ›", "休肝日            1日", "飲酒日            1日",
            "未記録            27日", "合計純アルコール  32.5g", "上限 20g 超え     1日")
        try app.send("<")
        try await app.waitFor("統計  ‹ 2026年10月 ›", "合計純アルコール  0.0g")
        // The pane shows the calendar's month, so the calendar comes back where the pane was left.
        try await app.pressEscape(until: "お酒を飲みましたか？", "‹ 2026年10月 ›")
    }

    @Test("? lists the keys from the keymap and closes with Esc")
    func help() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("?")
        try await app.waitFor("ヘルプ", "メイン画面", "前の日", "その日の服薬を記録")
        // Paging stops at the end, whatever the help's length: the last sections are then on screen.
        try app.send("NPage", "NPage", "NPage", "NPage", "NPage", "NPage", "NPage", "NPage")
        try await app.waitFor("削除の確認", "飲める量を超える記録の確認")
        // The if-then plan form's keys stand just before the questions.
        try app.send("PPage")
        try await app.waitFor("もしもプランの入力", "前の選択肢 / 1時間前")
        try await app.pressEscape(until: "お酒を飲みましたか？")
    }
}
