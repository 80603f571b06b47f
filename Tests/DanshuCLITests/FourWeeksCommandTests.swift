import DanshuCore
import Foundation
import Testing

/// One "last 4 weeks" (issue 40, item 2): the 28 days ending today in `stats`, `stats --json`, `stats --weeks` and its
/// JSON and the report, compared per recorded day with the 28 before, the change withheld below 21 recorded days.
@Suite("The last 4 weeks on the command line")
struct FourWeeksCommandTests {
    /// The issue's newcomer: every day of the last 28 recorded (a drinking day of 60 g every other day, sober between),
    /// and only 7 of the 28 before (each 40 g).
    static func newcomer() -> CLI {
        let cli = CLI()
        let today = LocalDate(year: 2026, month: 11, day: 29)!
        var lines: [String] = []
        for back in (0..<28).reversed() {
            let date = today.adding(days: -back).iso
            lines.append(
                back % 2 == 0
                    ? #""\#(date)": {"drank": true, "drinks": [{"count": 1, "grams": 60, "name": "日本酒"}]}"#
                    : #""\#(date)": {"drank": false}"#)
        }
        for back in 28..<35 {
            lines.insert(
                #""\#(today.adding(days: -back).iso)": {"drank": true, "drinks": [{"count": 1, "grams": 40, "name": "日本酒"}]}"#,
                at: 0)
        }
        cli.writeJournal(Fixture.journal(lines.sorted()))
        return cli
    }

    static func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any], "\(result)")
    }

    @Test(
        "the same 28 days everywhere: stats --json, stats --weeks --json and the report's JSON name the same span and grams"
    )
    func oneSpanEverywhere() throws {
        let cli = Self.newcomer()
        let stats = try #require(try Self.json(cli.run("stats", "--json"))["comparison"] as? [String: Any])
        let trends = try #require(
            try Self.json(cli.run("stats", "--weeks", "6", "--json"))["comparison"] as? [String: Any])
        let report = try #require(try Self.json(cli.run("report", "--format", "json"))["summary"] as? [String: Any])
        #expect(stats["from"] as? String == "2026-11-02" && stats["to"] as? String == "2026-11-29")
        #expect(
            trends["recentStart"] as? String == "2026-11-02" && trends["recentEnd"] as? String == "2026-11-29",
            "\(trends)")
        #expect(report["from"] as? String == "2026-11-02" && report["to"] as? String == "2026-11-29")
        // 14 × 60 g over 28 recorded days: 30.0 g a day, the same figure in each.
        #expect(trends["recentGrams"] as? Double == 840.0 && report["totalGrams"] as? Double == 840.0)
        #expect(
            trends["recentGramsPerRecordedDay"] as? Double == 30.0 && stats["gramsPerRecordedDay"] as? Double == 30.0
                && report["gramsPerRecordedDay"] as? Double == 30.0)
        #expect(trends["earlierStart"] as? String == "2026-10-05" && trends["earlierEnd"] as? String == "2026-11-01")
        #expect(trends["earlierRecordedDays"] as? Int == 7 && trends["earlierGramsPerRecordedDay"] as? Double == 40.0)
    }

    @Test(
        "the four weeks before have 7 recorded days: no ±%, and the words say why, in both languages; the text says the same span"
    )
    func changeWithheld() throws {
        let cli = Self.newcomer()
        let trends = try #require(
            try Self.json(cli.run("stats", "--weeks", "6", "--json"))["comparison"] as? [String: Any])
        #expect(trends["changePercent"] is NSNull, "7 of 28 days before: nothing to compare a change with")
        let text = cli.run("stats", "--weeks", "6").lines
        #expect(
            text.contains("直近4週（11/2〜11/29） 記録日あたり 30.0g  前の4週 40.0g（記録 28日・7日。増減は、どちらも21日分の記録がそろってから）"),
            "\(text)")
        #expect(!text.contains { $0.contains("%") })
        let english = cli.run("--lang", "en", "stats", "--weeks", "6").lines
        #expect(
            english.contains(
                "Last 4 weeks (2 Nov–29 Nov) 30.0g per recorded day, the 4 before 40.0g (28 and 7 days recorded: the change waits until each has 21)"
            ),
            "\(english)")
        // Once the weeks before have 21 recorded days, the change per recorded day: 30.0 g against 40.0 g × 7 / 21.
        let filled = Self.newcomer()
        for back in 35..<49 {
            filled.run("log", LocalDate(year: 2026, month: 11, day: 29)!.adding(days: -back).iso, "--sober")
        }
        let compared = try #require(
            try Self.json(filled.run("stats", "--weeks", "6", "--json"))["comparison"] as? [String: Any])
        #expect(
            compared["earlierRecordedDays"] as? Int == 21 && compared["earlierGramsPerRecordedDay"] as? Double == 13.3)
        #expect(compared["changePercent"] as? Int == 125, "\(compared)")
        #expect(filled.run("stats", "--weeks", "6").lines.contains("直近4週（11/2〜11/29） 記録日あたり 30.0g  前の4週 13.3g  +125%"))
    }
}
