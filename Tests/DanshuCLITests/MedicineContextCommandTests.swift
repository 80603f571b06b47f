import Foundation
import Testing

/// The medicine and the day's context on the command line (design.md §8): `config medicine`, `log --medicine`,
/// `--no-medicine`, `--where --with --why --after`, `show`, `remind --medicine`, export and import, `merge`, `stats --json`
/// and `report`; and a journal that uses none of them unchanged.
@Suite("Medicine and context on the command line")
struct MedicineContextCommandTests {
    static let dayLine =
        #"    "2026-11-28": {"context": {"after": "hangover", "where": "out", "why": ["social", "meal"], "with": "colleagues"}, "drank": true, "drinks": [{"abv": 5, "count": 3, "grams": 20, "ml": 500, "name": "ビール500缶"}], "medicine": "セリンクロ"}"#

    /// A journal with the medicine set, taken yesterday and today, and yesterday's context.
    static func journal() -> CLI {
        let cli = CLI()
        cli.run("config", "medicine", "セリンクロ")
        cli.run(
            "log", "yesterday", "1x3", "--where", "out", "--with", "colleagues", "--why", "social, meal", "--after",
            "hangover", "--medicine")
        cli.run("log", "--sober", "--medicine")
        return cli
    }

    @Test(
        "log records them on a day as the keys do, show prints them, the file says version 3 and holds one line per day"
    )
    func logAndShow() {
        let cli = Self.journal()
        #expect(cli.journalText.contains(Self.dayLine + ",\n"))
        #expect(cli.journalText.contains(#"    "2026-11-29": {"drank": false, "medicine": "セリンクロ"}"#))
        #expect(
            cli.journalText.contains("\"version\": 3,")
                && cli.journalText.contains(#""medicine": "セリンクロ", "mouse": false"#))
        cli.expect(
            ["show", "yesterday"],
            prints: """
                2026年11月28日(土)
                お酒を飲みましたか？ はい
                  ビール500缶 × 3  60.0g
                合計純アルコール量 60.0g（非常に高リスク）
                1日の上限 20g 超え
                カロリー 420kcal
                状況: 場所 店、だれと 職場の人、理由 付き合い・食事、その後 二日酔い
                服薬: セリンクロ

                """)
        // One part given changes only that part; an empty value clears it; --no-medicine takes the medicine back.
        cli.run("log", "yesterday", "--why", "stress", "--after", "", "--no-medicine")
        #expect(
            cli.journalText.contains(
                #"{"context": {"where": "out", "why": ["stress"], "with": "colleagues"}, "drank": true"#))
        #expect(!cli.journalText.contains(#""name": "ビール500缶"}], "medicine""#))
        // With the setting empty show says nothing of the medicine, though the day keeps it.
        cli.run("config", "medicine", "")
        let today = cli.run("--lang", "en", "show")
        #expect(
            !today.stdout.contains("Medicine")
                && cli.journalText.contains(#""2026-11-29": {"drank": false, "medicine": "セリンクロ"}"#))
    }

    @Test(
        "refused with exit 2 and nothing written: no medicine set, both ways at once, a context on a day not drunk, an unknown word"
    )
    func refusals() {
        let cli = CLI()
        cli.expectRefused(["log", "--medicine"], "薬の名前が設定されていません。先に danshu config medicine 名前 で設定してください")
        cli.run("config", "medicine", "Selincro")
        cli.expectRefused(
            ["--lang", "en", "log", "--medicine", "--no-medicine"], "--medicine and --no-medicine cannot go together")
        cli.expectRefused(["log", "--where", "home"], "--where・--with・--why・--after は飲んだ日に記録します")
        cli.expectRefused(
            ["log", "--sober", "--after", "none"], "--sober（飲まなかった）と --where・--with・--why・--after は一緒に指定できません")
        cli.expectRefused(
            ["--lang", "en", "log", "1", "--where", "pub"],
            "--where takes home|out|work|visit|other, not 'pub'; empty clears it")
        cli.expectRefused(
            ["--lang", "en", "log", "1", "--why", "stress,thirst"],
            "--why takes any of stress,habit,social,meal,celebration,boredom,craving,other, comma-separated, not 'stress,thirst'"
        )
        cli.expectRefused(["config", "medicine", "a\u{1B}b"], "medicine")
        cli.expectRefused(
            ["--lang", "en", "config", "medicine", String(repeating: "x", count: 101)],
            "medicine cannot be '\(String(repeating: "x", count: 101))': it takes a name on one line of at most 100 characters"
        )
    }

    @Test("remind --medicine: one line and exit 1 until today's is marked taken, then silent; exit 2 with none set")
    func remind() {
        let cli = CLI()
        let none = cli.run("remind", "--medicine")
        #expect(none.status == 2 && none.stderr.contains("danshu config medicine"))
        cli.run("config", "medicine", "セリンクロ")
        cli.expect(["remind", "--medicine"], prints: "今日のセリンクロはまだ記録していません（飲んだら danshu log --medicine）\n", status: 1)
        cli.run("log", "yesterday", "--medicine")
        #expect(cli.run("remind", "--medicine").status == 1, "yesterday's does not count for today")
        cli.run("log", "--medicine")
        cli.expect(["remind", "--medicine"], prints: "")
        #expect(cli.run("remind").status == 1, "the day's question is still unanswered")
    }

    @Test(
        "CSV export carries them in their own columns; import into a new journal gives the same days, and the same export"
    )
    func csvRoundTrip() throws {
        let cli = Self.journal()
        let csv = cli.run("export").stdout
        #expect(
            csv == """
                date,drank,name,ml,abv,grams,count,note,medicine,where,with,why,after\r
                2026-11-28,true,ビール500缶,500,5,20.0,3,,セリンクロ,out,colleagues,"social,meal",hangover\r
                2026-11-29,false,,,,,,,セリンクロ,,,,\r

                """)
        let file = cli.file("export.csv")
        cli.write(csv, to: file)
        let other = CLI()
        other.run("config", "medicine", "セリンクロ")
        #expect(other.run("import", file).status == 0)
        #expect(other.run("export").stdout == csv)
        #expect(other.journalText.contains(Self.dayLine))
        // The JSON export is the journal's own lines.
        let json = cli.run("export", "--format", "json").stdout
        #expect(json.contains(Self.dayLine))
        cli.write(json, to: file)
        let third = CLI()
        #expect(third.run("import", file).status == 0 && third.journalText.contains(Self.dayLine))
    }

    @Test("an export without their columns leaves the journal's medicine and context as they are, even with --theirs")
    func olderExportKeepsThem() {
        let cli = Self.journal()
        let before = cli.journalText
        let file = cli.file("old.csv")
        cli.write(
            "date,drank,name,ml,abv,grams,count,note\n2026-11-28,true,ビール500缶,500,5,20,3,\n2026-11-29,false,,,,,,\n",
            to: file)
        cli.expect(["import", file], prints: "追加 0日、同じ 2日、競合 0日、置き換え 0日\n")
        cli.write("date,drank,name,ml,abv,grams,count,note,why\n2026-11-28,true,ビール500缶,500,5,20,3,,stress\n", to: file)
        #expect(cli.run("import", file, "--theirs").status == 0)
        #expect(
            cli.journalText
                == before.replacingOccurrences(of: #""why": ["social", "meal"]"#, with: #""why": ["stress"]"#))
    }

    @Test(
        "merge: a medicine marked on one side and drinks logged on the other both stay; a context changed on both is a conflict"
    )
    func merge() throws {
        let cli = CLI()
        cli.run("config", "medicine", "セリンクロ")
        cli.run("log", "yesterday", "1", "--where", "home")
        let base = cli.file("base.json")
        let ours = cli.file("ours.json")
        let theirs = cli.file("theirs.json")
        try FileManager.default.copyItem(atPath: cli.journal, toPath: base)
        cli.run("log", "yesterday", "1") // ours: one more drink
        try FileManager.default.copyItem(atPath: cli.journal, toPath: ours)
        try FileManager.default.removeItem(atPath: cli.journal)
        try FileManager.default.copyItem(atPath: base, toPath: cli.journal)
        cli.run("log", "yesterday", "--medicine", "--after", "hangover") // theirs: the medicine and what followed
        try FileManager.default.copyItem(atPath: cli.journal, toPath: theirs)
        cli.expect(["merge", base, ours, theirs], prints: "")
        let merged = String(decoding: try #require(cli.bytes(of: ours)), as: UTF8.self)
        #expect(
            merged.contains(
                #"    "2026-11-28": {"context": {"after": "hangover", "where": "home"}, "drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}], "medicine": "セリンクロ"}"#
            ))

        // Both sides changed the context, each its own way: ours stays, and the line says what differs.
        try FileManager.default.removeItem(atPath: ours)
        try FileManager.default.copyItem(atPath: base, toPath: ours)
        cli.write(
            String(decoding: try #require(cli.bytes(of: base)), as: UTF8.self)
                .replacingOccurrences(of: #""where": "home""#, with: #""where": "out""#), to: ours)
        let conflict = cli.run("--lang", "en", "merge", base, ours, theirs)
        #expect(conflict.status == 1)
        #expect(conflict.stderr.contains("out") && conflict.stderr.contains("home, hangover"), "\(conflict.stderr)")
    }

    @Test(
        "stats --json names the heavy days' situations; report text, JSON and HTML carry the medicine and the context")
    func statsAndReport() throws {
        let cli = Self.journal()
        let stats = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--json").stdoutBytes)) as? [String: Any])
        let situations = try #require(stats["heavyDaySituations"] as? [String: Any])
        #expect(situations["heavyDays"] as? Int == 1 && situations["daysWithContext"] as? Int == 1)
        let why = try #require(situations["why"] as? [[String: Any]])
        #expect(why.map { $0["value"] as? String } == ["social", "meal"] && why.map { $0["days"] as? Int } == [1, 1])
        #expect(cli.run("stats").stdout.contains("多量飲酒日の状況（1日のうち1日に記録）"))

        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("report", "--format", "json").stdoutBytes))
                as? [String: Any])
        let medicine = try #require(report["medicine"] as? [String: Any])
        #expect(medicine["name"] as? String == "セリンクロ" && medicine["daysTaken"] as? Int == 2)
        #expect(medicine["drinkingDaysWith"] as? Int == 1 && medicine["drinkingDaysWithout"] as? Int == 0)
        #expect(medicine["gramsPerDrinkingDayWith"] as? Double == 60.0)
        let days = try #require(report["days"] as? [[String: Any]])
        let yesterday = try #require(days.first { $0["date"] as? String == "2026-11-28" })
        #expect(yesterday["medicine"] as? String == "セリンクロ")
        let context = try #require(yesterday["context"] as? [String: Any])
        #expect(context["where"] as? String == "out" && context["why"] as? [String] == ["social", "meal"])
        let text = cli.run("report").stdout
        #expect(text.contains("服薬した日（セリンクロ）") && text.contains("服薬  場所 店  だれと 職場の人"))
        #expect(cli.run("report", "--format", "html").stdout.contains("服薬した飲酒日"))

        cli.run("config", "medicine", "")
        let off = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("report", "--format", "json").stdoutBytes))
                as? [String: Any])
        #expect(off["medicine"] is NSNull && !cli.run("report").stdout.contains("服薬"))
    }

    @Test("a journal that uses none of them stays byte for byte what it was, version 1, after a trip through version 3")
    func untouchedJournal() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.run("log", "-40", "--sober") // a save in the writer's own layout
        let before = cli.journalText
        #expect(before.contains("\"version\": 1,"))
        cli.run("config", "medicine", "x")
        cli.run("log", "-40", "--medicine")
        cli.run("log", "-40", "1", "--where", "home")
        #expect(cli.journalText.contains("\"version\": 3,"))
        cli.run("log", "-40", "--sober", "--no-medicine")
        cli.run("config", "medicine", "")
        #expect(cli.journalText == before)
        #expect(cli.run("export").stdout.hasPrefix("date,drank,name,ml,abv,grams,count,note\r\n"))
    }
}
