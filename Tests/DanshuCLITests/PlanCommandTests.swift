import Foundation
import Testing

/// `danshu plan` (issue 25), and the plan in `stats --weeks --json`, `report`, `merge`, `export` and `import`.
/// Today is Sunday 2026-11-29 (`CLI.now`); the November fixture's last week, 11-22 to 11-28, is all sober.
@Suite("danshu plan")
struct PlanCommandTests {
    /// The November fixture and a drinking week: Friday 12-04 40 g within the plan below, Saturday 12-05 over it.
    static func cli(today: String = "2026-12-05") -> CLI {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.now = (today, 12)
        return cli
    }

    static func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
    }

    @Test(
        "--days and --max plan this week; the journal says version 3 and holds the week on one line; --show prints it beside the days"
    )
    func planThisWeek() {
        let cli = Self.cli(today: "2026-11-29")
        let before = cli.journalBytes
        cli.expect(
            ["plan", "--days", "fri,sat", "--max", "40g"],
            prints: """
                2026年11月29日〜12月5日の予定: 金・土 40g まで
                  11/29(日)  予定: 休肝日（守れた）  休肝日
                  11/30(月)  予定: 休肝日
                  12/1(火)   予定: 休肝日
                  12/2(水)   予定: 休肝日
                  12/3(木)   予定: 休肝日
                  12/4(金)   予定: 40g まで
                  12/5(土)   予定: 40g まで
                予定どおり 1/1日
                提案: なし（直近14日（11/16〜11/29）に1杯を超えて飲んだ日がありません）
                予定を立てる前に記録した日も、この週の日はこの予定で数えます

                """)
        #expect(cli.journalText.contains("\n  \"version\": 3,\n"))
        #expect(
            cli.journalText.contains(
                "\n  \"plans\": {\n    \"2026-11-29\": {\"days\": [\"fri\", \"sat\"], \"maxGrams\": 40}\n  },\n  \"days\": {\n"
            ))
        // --max alone changes the amount; --days alone keeps it; in English.
        #expect(cli.run("plan", "--max", "2drinks").status == 0)
        #expect(cli.run("plan", "--days", "sat").status == 0)
        #expect(cli.run("--lang", "en", "plan").lines.first == "Plan for 29 Nov – 5 Dec 2026: Sat up to 20g")
        // --none leaves the journal as it was, byte for byte.
        #expect(cli.run("plan", "--none").status == 0)
        #expect(cli.journalBytes == before)
    }

    @Test(
        "the suggestion looks at the last 14 days, today's slip included, and never goes above the heavy-day line; --help says the rule"
    )
    func suggestionAfterASlip() {
        let cli = CLI()
        // 114.9 g today (two beers and a bottle of wine): the suggestion is the 40 g line, not 104 g.
        #expect(cli.run("log", "1x2", "3").status == 0)
        let shown = cli.run("plan", "next")
        #expect(
            shown.stdout.contains(
                """
                提案: 40g まで（直近14日（11/16〜11/29）で最も多い日は 114.9g。1杯（10g）減らしても多量飲酒の日（40g超え）なので、その線の 40g）
                使うには: danshu plan 2026-12-06 --days DAYS --max 40g
                """), "\(shown)")
        #expect(cli.run("config", "sex", "male").status == 0)
        let english = cli.run("--lang", "en", "plan", "next")
        #expect(
            english.stdout.contains(
                "Suggested: up to 60g (the heaviest day of the last 14 days (16 Nov–29 Nov) was 114.9g; a drink (10g) less is still heavy (over 60g), so the line: 60g)"
            ),
            "\(english)")
        // A week later the slip is still in the window until it is 14 days old, and the suggestion stays at the line.
        cli.now = ("2026-12-06", 12)
        #expect(cli.run("plan", "next").stdout.contains("提案: 60g まで"))
        cli.now = ("2026-12-13", 12)
        #expect(cli.run("plan", "next").stdout.contains("提案: なし（直近14日（11/30〜12/13）"))
        let help = cli.run("plan", "--help").stdout
        #expect(
            help.contains("提案は直近14日（今日まで）で最も多い日から") && help.contains("多量飲酒の日の線（sex が male なら 60g、ほかは 40g）を超えません"),
            "\(help)")
    }

    @Test(
        "WEEK is any day of the week, next or a date; weeks start as the calendar's do; a sober week; days and amounts as people type them"
    )
    func weeks() {
        let cli = Self.cli(today: "2026-11-29")
        #expect(cli.run("plan", "next", "--sober").lines.first == "2026年12月6日〜12日の予定: 飲まない週")
        #expect(
            cli.run("plan", "2026-12-16", "--days", "金土", "--max", "２ドリンク").lines.first
                == "2026年12月13日〜19日の予定: 金・土 20g まで")
        #expect(cli.run("config", "weekStartsOn", "monday").status == 0)
        #expect(
            cli.run("plan", "2026-12-16", "--days", "Mon-Wed", "--max", "12.5").lines.first
                == "2026年12月14日〜20日の予定: 月・火・水 12.5g まで")
        // The week from Sunday the 13th still covers Monday the 14th's week only up to the 13th: the later plan counts after it.
        #expect(cli.run("--lang", "en", "plan", "2026-12-16").lines[2] == "  Tue 15 Dec  Plan: up to 12.5g")
        #expect(cli.journalText.contains(#""2026-12-06": {"days": []}"#))
    }

    @Test("refusals: exit 2 saying what is wrong, the journal unchanged")
    func refusals() {
        let cli = Self.cli(today: "2026-11-29")
        cli.expectRefused(["plan", "--days", "fri,xyz", "--max", "40"], "「xyz」は曜日ではありません")
        cli.expectRefused(["plan", "--days", "fri", "--max", "forty"], "「forty」は上限の量ではありません")
        cli.expectRefused(["plan", "--days", "fri", "--max", "0g"], "0.1〜500g")
        cli.expectRefused(["plan", "--days", "fri"], "飲む日の上限を --max で指定してください")
        cli.expectRefused(["plan", "--max", "40"], "--days で飲む日を指定してください")
        cli.expectRefused(["plan", "--none", "--sober"], "どれか1つだけ")
        cli.expectRefused(["plan", "--show", "--days", "fri"], "どれか1つだけ")
        cli.expectRefused(["plan", "2028-01-01", "--sober"], "予定は52週先まで立てられます")
        cli.expectRefused(["--lang", "en", "plan", "--days", "funday", "--max", "40"], "'funday' is not a weekday")
        cli.expectRefused(["plan", "a", "b"], "余分な引数「b」があります")
    }

    @Test(
        "stats --weeks --json and the report give a planned week's plannedDays and daysAsPlanned alike; the text and HTML say the plan"
    )
    func figuresAgree() throws {
        let cli = Self.cli()
        #expect(cli.run("log", "2026-12-04", "1x2").status == 0) // 40 g on a planned Friday: as planned
        #expect(cli.run("log", "2026-12-05", "1x2", "2").status == 0) // 52.5 g on Saturday: over
        #expect(cli.run("log", "2026-12-02", "--sober").status == 0)
        #expect(cli.run("plan", "2026-11-29", "--days", "fri,sat", "--max", "40").status == 0)
        let weeks = try Self.json(cli.run("stats", "--weeks", "2", "--json"))["weeks"] as? [[String: Any]] ?? []
        #expect(weeks.count == 2)
        #expect(
            weeks[0]["plannedDays"] is NSNull && weeks[0]["daysAsPlanned"] is NSNull && weeks[0]["planDays"] is NSNull)
        let week = weeks[1]
        #expect(
            week["plannedDays"] as? Int == 2 && week["daysAsPlanned"] as? Int == 3
                && week["daysNotAsPlanned"] as? Int == 1)
        #expect(week["planDays"] as? [String] == ["fri", "sat"] && week["planMaxGrams"] as? Double == 40)

        let report = try Self.json(cli.run("report", "--weeks", "1", "--format", "json"))
        let detail = try #require((report["weeksDetail"] as? [[String: Any]])?.first)
        let summary = try #require(report["summary"] as? [String: Any])
        for key in ["plannedDays", "daysAsPlanned", "daysNotAsPlanned"] {
            #expect(
                (detail[key] as? Int) == (week[key] as? Int) && (summary[key] as? Int) == (week[key] as? Int), "\(key)")
        }
        let days = report["days"] as? [[String: Any]] ?? []
        let saturday = try #require(days.last?["plan"] as? [String: Any])
        #expect(
            saturday["drinking"] as? Bool == true && saturday["maxGrams"] as? Double == 40
                && saturday["kept"] as? Bool == false)
        #expect((days.first?["plan"] as? [String: Any])?["kept"] as? Bool == true) // Sunday the 29th, sober
        #expect((days[2]["plan"] as? [String: Any])?["kept"] is NSNull) // Tuesday the 1st, not recorded
        #expect((report["previous"] as? [String: Any])?["plannedDays"] is NSNull)

        let text = cli.run("report", "--weeks", "1").stdout
        #expect(text.contains("予定: 40g まで（超えた）") && text.contains("予定 金・土 40g まで、予定どおり 3/4日"), "\(text)")
        #expect(text.contains("予定どおりの日（記録のうち）") && text.contains("3/4日"))
        #expect(cli.run("report", "--weeks", "1", "--format", "html").stdout.contains("予定 金・土 40g まで、予定どおり 3/4日"))
        let table = cli.run("stats", "--weeks", "2").stdout
        #expect(table.contains("飲む予定  予定どおり") && table.contains("2日         3/4"), "\(table)")
        // Without a plan in the report's weeks, nothing of plans appears in its text.
        #expect(!cli.run("report", "--weeks", "1", "--to", "2026-11-28").stdout.contains("予定"))
    }

    @Test(
        "merge: a plan changed on one side comes in; changed differently on both, ours stays and the command that takes theirs is said"
    )
    func merge() {
        let cli = Self.cli(today: "2026-11-29")
        cli.environment["TMPDIR"] = cli.folder
        let base = cli.file("base.json")
        let ours = cli.file("ours.json")
        let theirs = cli.file("theirs.json")
        for path in [base, ours, theirs] { cli.write(Fixture.november, to: path) }
        #expect(cli.run("--file", base, "plan", "--days", "fri", "--max", "20").status == 0)
        #expect(cli.run("--file", ours, "plan", "--days", "fri", "--max", "20").status == 0)
        #expect(cli.run("--file", theirs, "plan", "--days", "sat", "--max", "30").status == 0)
        #expect(cli.run("--file", theirs, "plan", "next", "--sober").status == 0)
        var result = cli.run("merge", base, ours, theirs)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cli.run("--file", ours, "plan").lines.first == "2026年11月29日〜12月5日の予定: 土 30g まで")
        #expect(cli.run("--file", ours, "plan", "next").lines.first == "2026年12月6日〜12日の予定: 飲まない週")
        // Both change the week, differently.
        for path in [base, ours] { cli.write(cli.bytes(of: ours) ?? [], to: path) }
        #expect(cli.run("--file", ours, "plan", "--max", "10").status == 0)
        cli.write(cli.bytes(of: base) ?? [], to: theirs)
        #expect(cli.run("--file", theirs, "plan", "--days", "fri,sat").status == 0)
        result = cli.run("merge", base, ours, theirs)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains("2026年11月29日〜12月5日の予定は両方で違う内容に変わっていたので、こちらの「土 10g まで」を残しました"), "\(result.stderr)")
        #expect(
            result.stderr.contains("（相手は「金・土 30g まで」。danshu plan 2026-11-29 --days fri,sat --max 30g で変えられます）"),
            "\(result.stderr)")
        #expect(cli.run("--file", ours, "plan").lines.first == "2026年11月29日〜12月5日の予定: 土 10g まで")
        // Removed on one side and changed on the other, it is kept as changed, and nothing needs saying.
        for path in [base, theirs] { cli.write(cli.bytes(of: ours) ?? [], to: path) }
        #expect(cli.run("--file", theirs, "plan", "--none").status == 0)
        #expect(cli.run("--file", ours, "plan", "--max", "15").status == 0)
        result = cli.run("merge", base, ours, theirs)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(cli.run("--file", ours, "plan").lines.first == "2026年11月29日〜12月5日の予定: 土 15g まで")
    }

    @Test(
        "a JSON export carries the plans and an import takes them: new weeks added, ours kept on a difference unless --theirs; CSV has none"
    )
    func exportImport() {
        let cli = Self.cli(today: "2026-11-29")
        #expect(cli.run("plan", "--days", "fri,sat", "--max", "40").status == 0)
        #expect(cli.run("plan", "next", "--sober").status == 0)
        let exported = cli.run("export", "--format", "json")
        #expect(exported.stdoutBytes == cli.journalBytes)
        #expect(!cli.run("export").stdout.contains("plan"))
        let file = cli.file("export.json")
        cli.write(exported.stdoutBytes, to: file)
        let other = cli.file("other.json")
        #expect(cli.run("--file", other, "plan", "--days", "sat", "--max", "20").status == 0)
        var result = cli.run("--file", other, "import", file)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.contains("予定: 追加 1週、同じ 0週、違う 1週（こちらを残しました）"), "\(result.stdout)")
        #expect(result.lines.contains("2026年11月29日〜12月5日の予定: こちら 土 20g まで / ファイル 金・土 40g まで"), "\(result.stdout)")
        #expect(cli.run("--file", other, "plan").lines.first == "2026年11月29日〜12月5日の予定: 土 20g まで")
        result = cli.run("--file", other, "import", "--theirs", file)
        #expect(result.lines.contains("予定: 追加 0週、同じ 1週、違う 1週（ファイルの予定にしました）"), "\(result.stdout)")
        #expect(cli.run("--file", other, "plan").lines.first == "2026年11月29日〜12月5日の予定: 金・土 40g まで")
        // A date range carries the weeks that share a day with it.
        let december = cli.run("export", "--format", "json", "--from", "2026-12-06")
        #expect(
            december.stdout.contains("\"2026-12-06\": {\"days\": []}")
                && !december.stdout.contains("2026-11-29\": {\"days\""))
    }
}
