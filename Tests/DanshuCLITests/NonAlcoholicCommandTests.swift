import Foundation
import Testing

/// Non-alcoholic drinks on the command line (issue 40, item 1): a drink under 1 % is not alcohol, and a day of only such
/// drinks is a sober day in `log`, `show`, `status`, `stats`, `remind`, the report and `merge`, its drinks still listed.
@Suite("Non-alcoholic drinks on the command line")
struct NonAlcoholicCommandTests {
    static let beer = #"{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}"#

    /// A drinking day on 11-26, then 11-27 and 11-28 sober; today is 11-29.
    static func twoSoberDays() -> CLI {
        let cli = CLI()
        cli.writeJournal(
            Fixture.journal([
                #""2026-11-26": {"drank": true, "drinks": [\#(beer)]}"#,
                #""2026-11-27": {"drank": false}"#, #""2026-11-28": {"drank": false}"#,
            ]))
        return cli
    }

    @Test(
        "the issue's steps: two sober days, then log --drink ノンアルビール:0:350: a sober day everywhere, the drink still listed"
    )
    func theIssuesSteps() throws {
        let cli = Self.twoSoberDays()
        let log = cli.run("log", "--drink", "ノンアルビール:0:350:150")
        #expect(log.status == 0, "\(log.stderr)")
        #expect(
            log.lines == [
                "2026年11月29日(日)", "お酒を飲みましたか？ はい", "  ノンアルビール 150円 × 1  0.0g", "ノンアルだけの日は休肝日です",
                "カロリー 0kcal", "支出 150円",
            ], "\(log.stdout)")
        #expect(
            cli.journalText.contains(
                #""2026-11-29": {"drank": true, "drinks": [{"abv": 0, "count": 1, "grams": 0, "ml": 350, "name": "ノンアルビール", "price": 150}]}"#
            ),
            "the answer stays はい in the file: \(cli.journalText)")
        cli.expect(["status"], prints: "断酒 3日目 · 今日 休肝日（ノンアル）\n")
        cli.expect(["--lang", "en", "status"], prints: "Sober day 3 · sober (non-alcoholic) today\n")
        cli.expect(["status", "--format", "{streak} {today} [{band}] {monthSober}"], prints: "3 休肝日（ノンアル） [] 3\n")
        cli.expect(
            ["status", "--json"],
            prints:
                #"{"answered": true, "band": null, "date": "2026-11-29", "drank": false, "grams": 0.0, "monthSober": 3, "notSpentYen": null, "streak": 3}"#
                + "\n")
        #expect(cli.run("stats").lines.contains("断酒 3日目"), "\(cli.run("stats").stdout)")
        #expect(cli.run("stats").lines.contains("休肝日            3日"))
        #expect(
            cli.run("--lang", "en", "stats").lines.contains("Sober day 3"), "\(cli.run("--lang", "en", "stats").stdout)"
        )
        cli.expect(["remind"], prints: "")
        #expect(cli.run("--lang", "en", "show").lines.contains("Only non-alcoholic drinks: a sober day"))
    }

    @Test(
        "a preset may hold 0.5 %: logged alone it is a sober day; beside a beer its trace is not counted in the day's grams"
    )
    func aPresetUnderOnePercent() {
        let cli = Self.twoSoberDays()
        #expect(cli.run("presets", "add", "微アル", "0.5", "350").status == 0)
        let alone = cli.run("log", "微アル")
        #expect(alone.lines.contains("  微アル × 1  1.4g") && alone.lines.contains("ノンアルだけの日は休肝日です"), "\(alone.stdout)")
        cli.expect(["status"], prints: "断酒 3日目 · 今日 休肝日（ノンアル）\n")
        let mixed = cli.run("log", "ビール500缶")
        #expect(mixed.lines.contains("合計純アルコール量 20.0g（中リスク）"), "\(mixed.stdout)")
        cli.expect(["status"], prints: "今日 飲酒 20.0g\n")
    }

    @Test("the report marks it sober and still lists what was drunk, in text and JSON, in both languages")
    func theReport() throws {
        let cli = Self.twoSoberDays()
        cli.run("log", "--drink", "ノンアルビール:0:350")
        #expect(
            cli.run("report").lines.contains {
                $0.hasPrefix("11/29(日)") && $0.contains("◎") && $0.hasSuffix("休肝日（ノンアル: ノンアルビール × 1）")
            },
            "\(cli.run("report").stdout)")
        #expect(cli.run("--lang", "en", "report").stdout.contains("sober (non-alcoholic: ノンアルビール × 1)"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("report", "--format", "json").stdoutBytes))
                as? [String: Any])
        let today = try #require((json["days"] as? [[String: Any]])?.last)
        #expect(
            today["mark"] as? String == "sober" && today["drank"] as? Bool == false
                && (today["drinks"] as? [Any])?.count == 1, "\(today)")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["soberDays"] as? Int == 3 && summary["drinkingDays"] as? Int == 1)
    }

    @Test("merge: a conflict's line says a day of only non-alcoholic drinks is sober, and how many")
    func mergeLine() {
        let cli = CLI()
        cli.environment["TMPDIR"] = cli.folder
        let (base, ours, theirs) = (cli.file("base.json"), cli.file("ours.json"), cli.file("theirs.json"))
        cli.write(Fixture.journal([]), to: base)
        cli.write(
            Fixture.journal([
                #""2026-11-28": {"drank": true, "drinks": [{"abv": 0, "count": 2, "grams": 0, "ml": 350, "name": "ノンアルビール"}]}"#
            ]), to: ours)
        cli.write(Fixture.journal([#""2026-11-28": {"drank": true, "drinks": [\#(Self.beer)]}"#]), to: theirs)
        let result = cli.run("merge", base, ours, theirs)
        #expect(result.status == 1)
        #expect(result.stderr.contains("  2026-11-28  こちら: 休肝日（ノンアル 2杯）  相手: 飲酒 20.0g（1杯）"), "\(result.stderr)")
    }
}
