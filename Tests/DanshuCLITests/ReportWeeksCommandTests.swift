import DanshuCore
import Foundation
import Testing

/// The report's weeks follow `weekStartsOn` (issue 40, item 4): the 28 days to Sunday 11-29 with weeks from Sunday are
/// a partial week from Monday 11-02, three whole weeks and today alone; a partial week is judged on its days; a plan
/// appears under its own week only; text, JSON and HTML agree.
@Suite("The report's weeks")
struct ReportWeeksCommandTests {
    /// Sober Mondays and Tuesdays, a beer on the other days, from 11-02 to 11-29; a plan for this week (11-29 to 12-05)
    /// of Friday and Saturday.
    static func journal() -> CLI {
        let cli = CLI()
        var lines: [String] = []
        let first = LocalDate(year: 2026, month: 11, day: 2)!
        for offset in 0..<28 {
            let date = first.adding(days: offset)
            let sober = offset % 7 == 0 || offset % 7 == 1
            lines.append(
                sober
                    ? #""\#(date.iso)": {"drank": false}"#
                    : #""\#(date.iso)": {"drank": true, "drinks": [{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#
            )
        }
        cli.writeJournal(Fixture.journal(lines))
        #expect(cli.run("plan", "--days", "fri,sat", "--max", "60g").status == 0)
        return cli
    }

    @Test(
        "weeks from Sunday: the first and the last are partial and say so; the plan of 11-29 is only under today's week"
    )
    func weeksFromSunday() throws {
        let cli = Self.journal()
        let text = cli.run("report").lines
        let weeks = Array(text.drop { $0 != "週ごと" }.dropFirst().prefix { !$0.isEmpty })
        #expect(weeks.first?.hasPrefix("  11/2〜11/7（一部）") == true, "\(weeks)")
        #expect(
            weeks.contains { $0.hasPrefix("  11/8〜11/14 ") } && weeks.contains { $0.hasPrefix("  11/22〜11/28 ") },
            "\(weeks)")
        // Six days of a week: 2 × 6 / 7 sober days asked, rounded up; Monday and Tuesday sober, so met.
        #expect(weeks.contains { $0.contains("休肝日 2日 / 6日分の目標 2日 達成") }, "\(weeks)")
        let today = try #require(weeks.firstIndex { $0.hasPrefix("  11/29（一部）") }, "\(weeks)")
        let plan = try #require(weeks.firstIndex { $0.contains("予定 金・土 60g まで") }, "\(weeks)")
        #expect(
            plan > today && weeks.filter { $0.contains("予定") }.count == 1,
            "the plan is under its own week only: \(weeks)")
        let english = cli.run("--lang", "en", "report").stdout
        #expect(
            english.contains("  2 Nov–7 Nov (partial)") && english.contains("2 sober days, goal 2 for 6 days: met"),
            "\(english)")

        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("report", "--format", "json").stdoutBytes))
                as? [String: Any])
        #expect(json["weeks"] as? Int == 4)
        let detail = try #require(json["weeksDetail"] as? [[String: Any]])
        #expect(
            detail.map { $0["start"] as? String } == [
                "2026-11-02", "2026-11-08", "2026-11-15", "2026-11-22", "2026-11-29",
            ])
        #expect(detail.map { $0["partial"] as? Bool } == [true, false, false, false, true])
        #expect(detail.map { $0["days"] as? Int } == [6, 7, 7, 7, 1] && detail.first?["soberGoalDays"] as? Int == 2)
        #expect(detail.map { $0["plannedDays"] is NSNull } == [true, true, true, true, false], "\(detail)")

        let html = cli.run("report", "--format", "html").stdout
        #expect(html.contains("<tr><td>11/2〜11/7（一部）</td>") && html.contains("<tr><td>11/29（一部）</td>"), "\(html)")
    }

    @Test("weeks from Monday: the same 28 days are four whole weeks, each judged on the goal")
    func weeksFromMonday() throws {
        let cli = Self.journal()
        #expect(cli.run("config", "weekStartsOn", "monday").status == 0)
        let text = cli.run("report").lines
        let weeks = Array(text.drop { $0 != "週ごと" }.dropFirst().prefix { !$0.isEmpty })
        #expect(weeks.first?.hasPrefix("  11/2〜11/8 ") == true && !weeks.contains { $0.contains("一部") }, "\(weeks)")
        #expect(weeks.filter { $0.contains("休肝日 2日 / 目標 2日 達成") }.count == 4, "\(weeks)")
    }
}
