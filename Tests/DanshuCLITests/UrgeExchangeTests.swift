import Testing

/// Urges and if-then plans through `danshu export` and `danshu import` (design.md §9, issue 42): the CSV tables of
/// their own, JSON carrying both, and an import that adds urges one by one and plans by identity, as one change.
@Suite("Urges and if-then plans in export and import")
struct UrgeExchangeTests {
    static let urgesHeader =
        "date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes\r\n"
    static let plansHeader = "id,if,then,retired\r\n"

    /// A CLI at 21:10 on Sunday 2026-11-29.
    static func cli() -> CLI {
        let cli = CLI()
        cli.now = ("2026-11-29", 21)
        cli.minute = 10
        return cli
    }

    /// A journal with two plans (ids 20261129T2110 and -2), urges on three days (one followed up with plan 1, one
    /// after midnight with a note, one today with plan 2), and the 28th answered sober.
    static func source() -> CLI {
        let cli = cli()
        for command in [
            ["plans", "add", "--if", "trigger:stress", "--then", "response:walk"],
            ["plans", "add", "--if", "hours:18-22", "--then", "response:bath"],
            [
                "urge", "7", "2026-11-27", "--at", "20:00", "--trigger", "stress", "--plan", "1", "--after", "3",
                "--after-minutes", "15",
            ],
            ["urge", "5", "2026-11-28", "--at", "01:30", "--trigger", "tired,bored", "--note", "夜, \"眠れない\""],
            ["log", "2026-11-28", "--sober"],
            [
                "urge", "6", "--at", "10:00", "--trigger", "offered", "--place", "out", "--company", "colleagues",
                "--plan", "2",
            ],
        ] {
            let result = cli.run(command)
            #expect(result.status == 0, "\(command): \(result)")
        }
        return cli
    }

    @Test(
        "export --table urges and --table if-then-plans write their CSV tables; JSON holds both; a bad --table is refused"
    )
    func exportTables() {
        let cli = Self.source()
        cli.expect(
            ["export", "--table", "urges"],
            prints: Self.urgesHeader
                + "2026-11-27,20:00,7,stress,,,,,20261129T2110,,3,15\r\n"
                + "2026-11-28,01:30,5,\"tired,bored\",,,,\"夜, \"\"眠れない\"\"\",,,,\r\n"
                + "2026-11-29,10:00,6,offered,,out,colleagues,,20261129T2110-2,,,\r\n")
        cli.expect(
            ["export", "--table", "urges", "--from", "2026-11-28", "--to", "2026-11-28"],
            prints: Self.urgesHeader + "2026-11-28,01:30,5,\"tired,bored\",,,,\"夜, \"\"眠れない\"\"\",,,,\r\n")
        cli.expect(
            ["export", "--table", "if-then-plans", "--from", "2026-11-28"],
            prints: Self.plansHeader
                + "20261129T2110,trigger:stress,response:walk,\r\n"
                + "20261129T2110-2,hours:18-22,response:bath,\r\n")
        cli.expect(
            ["export", "--table", "days"],
            prints: "date,drank,name,ml,abv,grams,count,note\r\n2026-11-28,false,,,,,,\r\n")
        let json = cli.run("export", "--format", "json").stdout
        #expect(
            json.contains(#"{"id": "20261129T2110-2", "if": {"hours": "18-22"}, "then": {"response": "bath"}}"#),
            "\(json)")
        #expect(
            json.contains(
                #""2026-11-27": {"urges": [{"after": 3, "afterMinutes": 15, "at": "20:00", "plan": "20261129T2110""#),
            "\(json)")
        cli.expectRefused(
            ["export", "--table", "drinks"], "--table に使える値は days|urges|if-then-plans です（「drinks」は使えません）")
        cli.expectRefused(
            ["--lang", "en", "export", "--format", "json", "--table", "urges"],
            "--table picks a CSV table; JSON holds them all")
    }

    @Test("a JSON export, or the three CSV tables, import into an empty journal whole: the same journal, byte for byte")
    func roundTripIntoAnEmptyJournal() {
        let source = Self.source()
        let json = Self.cli()
        json.write(source.run("export", "--format", "json").stdoutBytes, to: json.file("all.json"))
        json.expect(
            ["import", json.file("all.json")],
            prints: """
                追加 3日、同じ 0日、競合 0日、置き換え 0日
                もしもプラン: 追加 2件、同じ 0件、違う 0件
                衝動: 追加 3件、同じ 0件、違う 0件

                """)
        #expect(json.journalText == source.journalText)

        let csv = Self.cli()
        for (name, table) in [("plans.csv", "if-then-plans"), ("urges.csv", "urges"), ("days.csv", "days")] {
            csv.write(source.run("export", "--table", table).stdoutBytes, to: csv.file(name))
        }
        // The urges name the plans, so the plans' table comes first; before it, the urges are refused and nothing changes.
        csv.expectRefused(
            ["import", csv.file("urges.csv")],
            "\(csv.file("urges.csv")): 2行目: plan 列: ジャーナルかこのファイルにあるもしもプランの識別子")
        csv.expect(["import", csv.file("plans.csv")], prints: "もしもプラン: 追加 2件、同じ 0件、違う 0件\n")
        csv.expect(
            ["import", csv.file("urges.csv"), "--dry-run"], prints: "衝動: 追加 3件、同じ 0件、違う 0件\n--dry-run: 何も変更していません\n")
        csv.expect(["import", csv.file("urges.csv")], prints: "衝動: 追加 3件、同じ 0件、違う 0件\n")
        // The 28th held only its urge: its answer comes as a new day's, around the urge.
        csv.expect(["import", csv.file("days.csv")], prints: "追加 1日、同じ 0日、競合 0日、置き換え 0日\n")
        #expect(csv.journalText == source.journalText)
        csv.expect(
            ["--lang", "en", "import", csv.file("urges.csv")], prints: "Urges: 0 added, 3 the same, 0 different\n")
    }

    @Test(
        "into a journal with overlapping days and plans: nothing duplicated, nothing lost, no day's other parts replaced; in English"
    )
    func importIntoAnOverlappingJournal() throws {
        let source = Self.source()
        let target = Self.cli()
        for command in [
            ["plans", "add", "--if", "trigger:stress", "--then", "response:walk"], // 20261129T2110, as the source's
            ["log", "2026-11-27", "ビール500缶"],
            ["urge", "4", "2026-11-27", "--at", "22:00", "--trigger", "habit"],
            ["urge", "5", "2026-11-28", "--at", "01:30", "--trigger", "tired,bored"], // the source's, without its note
            ["log", "2026-11-28", "--sober", "--note", "早く寝た"],
        ] {
            let result = target.run(command)
            #expect(result.status == 0, "\(command): \(result)")
        }
        target.minute = 30
        #expect(target.run("plans", "add", "--if", "place:home", "--then", "response:tea").status == 0) // 20261129T2130
        target.write(source.run("export", "--format", "json").stdoutBytes, to: target.file("all.json"))
        let file = target.file("all.json")

        let before = target.journalBytes
        target.expect(
            ["--lang", "en", "import", file, "--dry-run"],
            prints: """
                Conflict 2026-11-28
                  Journal:
                    Did you drink? No
                    Note: 早く寝た
                  File:
                    Did you drink? No
                added 1, same 1, conflicts 1, replaced 0
                If-then plans: 1 added, 1 the same, 0 different
                Urges: 2 added, 0 the same, 1 different (ours kept)
                --dry-run: nothing was changed

                """, says: "conflicting days keep the journal's version; --theirs takes the file's\n")
        #expect(target.journalBytes == before)
        #expect(
            target.run("import", file).lines.suffix(2) == [
                "もしもプラン: 追加 1件、同じ 1件、違う 0件", "衝動: 追加 2件、同じ 0件、違う 1件（こちらを残しました）",
            ])
        let journal = target.journalText
        // Ours' plans in their order, then the new one; each urge once; the 27th keeps its beer and the 28th its note.
        #expect(
            journal.contains(
                """
                  "ifThenPlans": [
                    {"id": "20261129T2110", "if": {"trigger": "stress"}, "then": {"response": "walk"}},
                    {"id": "20261129T2130", "if": {"place": "home"}, "then": {"response": "tea"}},
                    {"id": "20261129T2110-2", "if": {"hours": "18-22"}, "then": {"response": "bath"}}
                  ],
                """), "\(journal)")
        #expect(
            journal.contains(
                #""2026-11-27": {"drank": true, "drinks": [{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}], "urges": [{"after": 3, "afterMinutes": 15, "at": "20:00", "plan": "20261129T2110", "strength": 7, "triggers": ["stress"]}, {"at": "22:00", "strength": 4, "triggers": ["habit"]}]}"#
            ), "\(journal)")
        #expect(
            journal.contains(
                #""2026-11-28": {"drank": false, "note": "早く寝た", "urges": [{"at": "01:30", "strength": 5, "triggers": ["tired", "bored"]}]}"#
            ), "\(journal)")
        #expect(
            journal.contains(
                #""2026-11-29": {"urges": [{"at": "10:00", "company": "colleagues", "place": "out", "plan": "20261129T2110-2", "strength": 6, "triggers": ["offered"]}]}"#
            ), "\(journal)")
        #expect(journal.components(separatedBy: "\"at\": ").count - 1 == 4)

        // Again: nothing new. --theirs takes the file's urge (its note) and day, keeping every urge.
        #expect(
            target.run("import", file).lines.suffix(2) == [
                "もしもプラン: 追加 0件、同じ 2件、違う 0件", "衝動: 追加 0件、同じ 2件、違う 1件（こちらを残しました）",
            ])
        #expect(
            target.run("import", file, "--theirs").lines.suffix(2) == [
                "もしもプラン: 追加 0件、同じ 2件、違う 0件", "衝動: 追加 0件、同じ 2件、違う 1件（ファイルの方にしました）",
            ])
        #expect(
            target.journalText.contains(
                #""2026-11-28": {"drank": false, "urges": [{"at": "01:30", "note": "夜, \"眠れない\"", "strength": 5, "triggers": ["tired", "bored"]}]}"#
            ), "\(target.journalText)")
        #expect(target.journalText.components(separatedBy: "\"at\": ").count - 1 == 4)
    }

    @Test("a bad row of an urges or plans CSV names its line and column, in both languages, and changes nothing")
    func badRows() {
        let cli = Self.cli()
        #expect(cli.run("urge", "3", "--at", "09:00").status == 0)
        let file = cli.file("urges.csv")
        cli.write(
            Self.urgesHeader + "2026-11-28,20:00,7,stress,,,,,,,,\r\n2026-11-28,21:00,6,stres,,,,,,,,\r\n", to: file)
        cli.expectRefused(["import", file], "\(file): 3行目: triggers 列: \"stress\"、\"tired\"、")
        #expect(cli.run("import", file).stderr.hasSuffix("のいずれかが必要ですが、\"stres\" です\n"))
        cli.expectRefused(
            ["--lang", "en", "import", file], "\(file): line 3: triggers: expected one of \"stress\", \"tired\",")
        cli.write(Self.urgesHeader + "2026-11-28,20:00,7,stress,,,,,nope,,,\r\n", to: file)
        cli.expectRefused(
            ["--lang", "en", "import", file],
            "\(file): line 2: plan: expected the identity of an if-then plan the journal or this file has")
        cli.write(Self.urgesHeader + "2026-11-28,25:00,7,stress,,,,,,,,\r\n", to: file)
        cli.expectRefused(["--lang", "en", "import", file], "\(file): line 2: at: expected a time of day")
        cli.write(Self.urgesHeader + "2026-11-30,20:00,7,stress,,,,,,,,\r\n", to: file)
        cli.expectRefused(["import", file], "2026-11-30 は未来の日なので取り込めません（今日は 2026-11-29）")
        // Today at a time still to come (it is 21:10; 01:30 is after midnight, later in the journal day): refused
        // whole, as `urge --at` refuses it; a time already past is taken.
        for later in ["22:30", "01:30"] {
            cli.write(
                Self.urgesHeader + "2026-11-28,20:00,7,stress,,,,,,,,\r\n2026-11-29,\(later),6,stress,,,,,,,,\r\n",
                to: file)
            cli.expectRefused(
                ["import", file], "2026-11-29 \(later) の衝動はまだ来ていない時刻なので取り込めません（今は 21:10）")
            cli.expectRefused(
                ["--lang", "en", "import", "--dry-run", file],
                "the urge at \(later) on 2026-11-29 is later than now (21:10) and cannot be imported")
        }
        // A JSON export's urge the same way.
        let json = cli.file("later.json")
        cli.write(
            #"{"format": "danshu-journal", "version": 4, "days": {"2026-11-29": {"urges": [{"at": "23:00", "strength": 7}]}}}"#,
            to: json)
        cli.expectRefused(
            ["--lang", "en", "import", json], "the urge at 23:00 on 2026-11-29 is later than now (21:10)")
        cli.write(Self.urgesHeader + "2026-11-29,21:10,6,stress,,,,,,,,\r\n", to: file)
        #expect(cli.run("import", file).status == 0)
        // One the journal already holds (logged at 23:00, another machine's clock): no change, not refused.
        cli.now = ("2026-11-29", 23)
        #expect(cli.run("urge", "6", "--at", "22:30", "--trigger", "stress").status == 0)
        cli.now = ("2026-11-29", 21)
        cli.write(Self.urgesHeader + "2026-11-29,22:30,6,stress,,,,,,,,\r\n", to: file)
        #expect(cli.run("import", file).status == 0)
        // The same urge with a follow-up: the same urge (its time, strength and triggers), not a new one to refuse.
        cli.write(Self.urgesHeader + "2026-11-29,22:30,6,stress,,,,,,,3,10\r\n", to: file)
        #expect(cli.run("import", file).status == 0)
        let plans = cli.file("plans.csv")
        cli.write(Self.plansHeader + "a,trigger:stress,response:walk,\r\nb,trigger:stress,response:fly,\r\n", to: plans)
        cli.expectRefused(["import", plans], "\(plans): 3行目: then 列:")
        cli.expectRefused(["--lang", "en", "import", plans], "\(plans): line 3: then: expected a THEN")
        // A JSON export whose urge names a plan it does not hold: the place of the plan's identity.
        cli.write(
            #"{"format": "danshu-journal", "version": 4, "days": {"2026-11-28": {"urges": [{"at": "20:00", "plan": "x", "strength": 7}]}}}"#,
            to: plans)
        cli.expectRefused(
            ["--lang", "en", "import", plans],
            "\(plans): days.2026-11-28.urges[0].plan: expected the identity of an if-then plan")
    }
}
