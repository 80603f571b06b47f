import Foundation
import Testing

/// Moving through days and months with keys and the mouse.
@Suite("Moving between days")
struct NavigationTests {
    /// The day panel's date line, e.g. `2026年11月28日(土)`, from the first line that has one after the calendar title.
    private func expectSelected(_ app: TmuxSession, _ date: String, month: String) async throws {
        try await app.waitForScreen(what: "\(date) selected in \(month)") { screen in
            screen.contains("‹ \(month) ›") && screen.contains(date)
        }
    }

    @Test("arrows move by day and week, PgUp/PgDn and < > by month, t returns to today")
    func keys() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("2026年11月29日(日) 今日")

        try app.send("Left")
        try await expectSelected(app, "2026年11月28日(土)", month: "2026年11月")
        try app.send("Up")
        try await expectSelected(app, "2026年11月21日(土)", month: "2026年11月")
        try app.send("Right")
        try await expectSelected(app, "2026年11月22日(日)", month: "2026年11月")
        try app.send("Down")
        try await expectSelected(app, "2026年11月29日(日)", month: "2026年11月")
        try app.send("Left", "Left", "Up")
        try await expectSelected(app, "2026年11月20日(金)", month: "2026年11月")

        // Months keep the day of the month.
        try app.send("PPage")
        try await expectSelected(app, "2026年10月20日(火)", month: "2026年10月")
        try app.send("<")
        try await expectSelected(app, "2026年9月20日(日)", month: "2026年9月")
        try app.send(">")
        try await expectSelected(app, "2026年10月20日(火)", month: "2026年10月")
        try app.send("NPage")
        try await expectSelected(app, "2026年11月20日(金)", month: "2026年11月")

        try app.send("t")
        try await expectSelected(app, "2026年11月29日(日) 今日", month: "2026年11月")
    }

    @Test(
        "a future day cannot be selected, and the message says why",
        arguments: ["Right", "Down", "l", "j", "NPage", ">"])
    func futureDay(key: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("2026年11月29日(日) 今日")
        try app.send(key)
        let screen = try await app.waitFor("未来の日は記録できません")
        #expect(screen.contains("‹ 2026年11月 ›"))
        #expect(screen.contains("2026年11月29日(日) 今日"))
        // Still usable: the next key works and clears the message.
        try app.send("Left")
        try await app.waitForScreen(what: "28日 selected, message gone") { screen in
            screen.contains("2026年11月28日(土)") && !screen.contains("未来の日は記録できません")
        }
    }

    @Test("with --mouse, clicking a day selects it and clicking はい answers")
    func mouseClicks() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: ["--mouse"])
        let screen = try await app.waitFor("2026年11月29日(日) 今日")
        #expect(try app.paneFormat("#{mouse_any_flag}") == "1", "the app asks the terminal for mouse reports")

        let day = try #require(ScreenText.cell(of: "18", in: screen, onLineStartingWith: " 15  16"))
        try app.click(x: day.x + 1, y: day.y)
        let selected = try await app.waitFor("2026年11月18日(水)")
        #expect(!selected.contains("今日"))

        let yes = try #require(ScreenText.cell(of: "はい", in: selected))
        try app.click(x: yes.x + 1, y: yes.y)
        try await app.waitFor("[はい]", "合計純アルコール量")
        #expect(try folder.journalDays()["2026-11-18"]?["drank"] as? Bool == true)
    }
}
