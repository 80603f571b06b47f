import Foundation
import Testing

/// A phone-sized terminal (issue 44): the day's check-in in tmux at 45×20, as someone would do it over ssh from a
/// phone, with the journal checked after.
@Suite("A phone-sized terminal")
struct SmallScreenTests {
    @Test(
        "at 45×20: answer the day, add two chips, undo one, move to yesterday and quit; the journal holds one beer today"
    )
    func checkInAt45x20() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, width: 45, height: 20)
        let first = try await app.waitFor("お酒を飲みましたか？", "q 終了")
        #expect(!first.contains("端末が小さすぎます"))
        #expect(first.split(separator: "\n").allSatisfy { ScreenLayoutEndToEndTests.columns($0) <= 45 }, "\(first)")
        try await app.press("y", until: "[はい]")
        try await app.press("1", until: "20.0g ▒ 中リスク")
        try await app.press("2", until: "32.5g ▒ 中リスク")
        try await app.press("u", until: "20.0g ▒ 中リスク")
        // The chips' number keys are named on the screen, the gauge shows the day's grams.
        let day = try app.screen()
        #expect(day.contains("[1 ") && day.contains("20.0g▶"), "\(day)")
        try await app.press("Left", until: "11月28日(土)")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        let days = try folder.journalDays()
        let today = try #require(days["2026-11-29"], "today is recorded: \(days)")
        #expect(today["drank"] as? Bool == true)
        let drinks = try #require(today["drinks"] as? [[String: Any]])
        #expect(
            drinks.count == 1 && drinks.first?["name"] as? String == "ビール500缶" && drinks.first?["count"] as? Int == 1,
            "\(drinks)")
        #expect(days["2026-11-28"] == nil, "moving to yesterday changed nothing")
    }

    @Test(
        "at 40×16 g shows the month in the day's place and back; the arrows move the day on both",
        arguments: ["ja", "en"])
    func monthTakesTurns(language: String) async throws {
        let ja = language == "ja"
        let app = try TmuxSession(
            folder: try TmuxSession.Folder(), arguments: ["--lang", language], width: 40, height: 16)
        try await app.waitFor(ja ? "お酒を飲みましたか？" : "Did you drink?", ja ? "g カレンダー" : "g calendar")
        let month = try await app.press(
            "g", until: ja ? "‹ 2026年11月 ›" : "‹ November 2026 ›", ja ? "g 日の記録" : "g the day")
        #expect(!month.contains(ja ? "お酒を飲みましたか？" : "Did you drink?"))
        try app.send("Up")
        try await app.press("g", until: ja ? "11月22日(日)" : "Sun 22 Nov")
    }
}
