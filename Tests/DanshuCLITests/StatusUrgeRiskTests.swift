import DanshuCore
import DanshuTestSupport
import Testing

/// `danshu status`' urge risk (design.md §9): only when asked (`{urgeRisk}`, `--urge-risk`), from 10 urges in 90 days,
/// whether now is within this person's risky hours, with the plan they used most then.
@Suite("danshu status: the urge risk")
struct StatusUrgeRiskTests {
    /// Twelve evenings of urges at 21:xx, most of them answered with the walk; one at noon.
    static func cli(evenings: Int = 12) -> CLI {
        let cli = CLI()
        cli.now = ("2026-11-29", 22)
        #expect(cli.run("plans", "add", "--starter", "1").status == 0)
        for back in 1...evenings {
            let plan = back % 3 == 0 ? [] : ["--plan", "1"]
            #expect(
                cli.run(["urge", "6", "-\(back)", "--at", "21:\(10 + back)", "--trigger", "stress"] + plan).status == 0)
        }
        #expect(cli.run("urge", "3", "-2", "--at", "12:00").status == 0)
        return cli
    }

    @Test(
        "{urgeRisk} within the risky hour names the plan used most then; outside it, nothing",
        arguments: [Language.ja, .en])
    func placeholder(_ language: Language) {
        let cli = Self.cli()
        cli.now = ("2026-11-29", 21)
        cli.minute = 40
        cli.expect(
            ["--lang", language.rawValue, "status", "--format", "[{urgeRisk}]"],
            prints: language == .ja ? "[衝動が多い時間です：散歩する]\n" : "[Urges often come now: go for a walk]\n")
        cli.now = ("2026-11-29", 12)
        cli.expect(["--lang", language.rawValue, "status", "--format", "[{urgeRisk}]"], prints: "[]\n")
        cli.now = ("2026-11-29", 20)
        cli.expect(["--lang", language.rawValue, "status", "--format", "[{urgeRisk}]"], prints: "[]\n")
    }

    @Test("before 10 urges in 90 days there are no risky hours")
    func tooFewUrges() {
        let cli = Self.cli(evenings: 8) // 9 urges
        cli.now = ("2026-11-29", 21)
        cli.expect(["status", "--format", "[{urgeRisk}]"], prints: "[]\n")
        #expect(cli.run("status", "--json", "--urge-risk").stdout.hasSuffix(#""streak": 0, "urgeRisk": null}"# + "\n"))
    }

    @Test("off unless asked: the line and JSON stay as they were; --urge-risk adds it")
    func onlyWhenAsked() {
        let cli = Self.cli()
        cli.now = ("2026-11-29", 21)
        let plain = cli.run("status").stdout
        #expect(!plain.contains("衝動"))
        #expect(!cli.run("status", "--json").stdout.contains("urgeRisk"))
        #expect(cli.run("status", "--urge-risk").stdout == plain.dropLast() + "  衝動が多い時間です：散歩する\n")
        #expect(
            cli.run("status", "--json", "--urge-risk").stdout.hasSuffix(
                #""urgeRisk": {"hours": [21], "now": true, "plan": {"if": "trigger:stress", "then": "response:walk"}}}"#
                    + "\n"))
        cli.now = ("2026-11-29", 9)
        #expect(cli.run("status", "--urge-risk").stdout == plain)
        #expect(cli.run("status", "--json", "--urge-risk").stdout.contains(#""now": false"#))
    }
}
