import Foundation
import Testing

/// A journal that uses both sides of design.md §8 at once, the week's plan (issue 25) and the medicine and the day's
/// context (issue 24): the report carries both in text, HTML and JSON, and a JSON export brings both into another
/// journal.
@Suite("Plans beside the medicine and the context on the command line")
struct PlanMedicineReportTests {
    /// The medicine set, taken yesterday (a Saturday, 60 g, with its context) and today; last week planned Fri and Sat.
    static func journal() -> CLI {
        let cli = MedicineContextCommandTests.journal()
        #expect(cli.run("plan", "last", "--days", "fri,sat", "--max", "40").status == 0)
        return cli
    }

    @Test("the report's text, HTML and JSON have the plan's rows and the medicine's side by side, and the day both")
    func report() throws {
        let cli = Self.journal()
        #expect(cli.journalText.contains("\n  \"version\": 3,\n") && cli.journalText.contains("\n  \"plans\": {\n"))
        let text = cli.run("report").stdout
        #expect(text.contains("予定どおりの日（記録のうち）") && text.contains("服薬した日（セリンクロ）"), "\(text)")
        #expect(text.contains("予定: 40g まで（超えた）") && text.contains("服薬  場所 店"), "\(text)")
        let html = cli.run("report", "--format", "html").stdout
        #expect(html.contains("予定どおりの日（記録のうち）") && html.contains("服薬した飲酒日"))

        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("report", "--format", "json").stdoutBytes))
                as? [String: Any])
        #expect((report["summary"] as? [String: Any])?["plannedDays"] as? Int == 2)
        #expect((report["medicine"] as? [String: Any])?["daysTaken"] as? Int == 2)
        let days = try #require(report["days"] as? [[String: Any]])
        let saturday = try #require(days.first { $0["date"] as? String == "2026-11-28" })
        #expect((saturday["plan"] as? [String: Any])?["kept"] as? Bool == false)
        #expect(
            saturday["medicine"] as? String == "セリンクロ"
                && (saturday["context"] as? [String: Any])?["where"] as? String == "out")
    }

    @Test(
        "a JSON export carries the plans, the setting and the days' medicine and context; imported, it gives the same export"
    )
    func jsonRoundTrip() {
        let cli = Self.journal()
        let json = cli.run("export", "--format", "json").stdout
        let file = cli.file("export.json")
        cli.write(json, to: file)
        let other = CLI()
        other.run("config", "medicine", "セリンクロ")
        #expect(other.run("import", file).status == 0)
        #expect(other.run("export", "--format", "json").stdout == json)
    }
}
