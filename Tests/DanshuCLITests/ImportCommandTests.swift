import DanshuTestSupport
import Testing

@Suite("danshu import")
struct ImportCommandTests {
    /// The header of an export made before feelings (without `mood,craving`): import still takes it.
    static let header = "date,drank,name,ml,abv,grams,count,note\r\n"

    @Test("a CSV export imports into an empty journal and exports again byte for byte")
    func csvRoundTripIntoAnEmptyJournal() {
        let source = CLI()
        source.writeJournal(Fixture.awkward)
        let csv = source.run("export").stdoutBytes
        let target = CLI()
        target.write(csv, to: target.file("days.csv"))
        target.expect(["import", target.file("days.csv")], prints: "追加 5日、同じ 0日、競合 0日、置き換え 0日\n")
        #expect(target.run("export").stdoutBytes == csv)
        // Days, drinks and notes are exactly those of the source journal.
        #expect(days(of: target.run("export", "--format", "json").stdout) == days(of: Fixture.awkward))
    }

    @Test("a JSON export imports into an empty journal with the same days")
    func jsonRoundTripIntoAnEmptyJournal() {
        let source = CLI()
        source.writeJournal(Fixture.november)
        let json = source.run("export", "--format", "json").stdoutBytes
        let target = CLI()
        target.write(json, to: target.file("days.json"))
        target.expect(
            ["--lang", "en", "import", target.file("days.json")], prints: "added 16, same 0, conflicts 0, replaced 0\n")
        #expect(
            days(of: target.run("export", "--format", "json").stdout) == days(of: String(decoding: json, as: UTF8.self))
        )
        #expect(target.run("export").stdout == source.run("export").stdout)
    }

    @Test("- reads standard input")
    func importFromStandardInput() {
        let cli = CLI()
        let result = cli.run(["import", "-"], stdin: Array((Self.header + "2026-11-28,false,,,,,,\n").utf8))
        #expect(result.status == 0, "\(result)")
        #expect(cli.run("show", "-1").lines.last == "お酒を飲みましたか？ いいえ")
    }

    @Test(
        "conflicts are listed both ways and ours kept; --dry-run changes nothing; --theirs replaces; a second import finds nothing new"
    )
    func conflictsAreListedAndKept() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let file = cli.file("other.csv")
        cli.write(
            Self.header
                + "2026-10-31,false,,,,,,\n"
                + "2026-11-01,false,,,,,,\n"
                + "2026-11-02,true,ビール500缶,500,5,20.0,1,\n", to: file)
        let before = cli.journalBytes
        let conflict = """
            競合 2026-11-02
              ジャーナル:
                お酒を飲みましたか？ はい
                  ビール500缶 × 2  40.0g
                合計純アルコール量 40.0g（高リスク）
                1日の上限 20g 超え
                カロリー 280kcal
              ファイル:
                お酒を飲みましたか？ はい
                  ビール500缶 × 1  20.0g
                合計純アルコール量 20.0g（中リスク）
                カロリー 140kcal

            """

        let dryRun = cli.run("import", file, "--dry-run")
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout == conflict + "追加 1日、同じ 1日、競合 1日、置き換え 0日\n--dry-run: 何も変更していません\n")
        #expect(cli.journalBytes == before)

        let kept = cli.run("import", file)
        #expect(kept.stdout == conflict + "追加 1日、同じ 1日、競合 1日、置き換え 0日\n")
        #expect(kept.stderr.contains("--theirs"))
        #expect(cli.run("show", "2026-10-31").lines.last == "お酒を飲みましたか？ いいえ")
        #expect(cli.run("show", "2026-11-02").lines[2] == "  ビール500缶 × 2  40.0g")

        #expect(cli.run("import", file, "--theirs").lines.last == "追加 0日、同じ 2日、競合 1日、置き換え 1日")
        #expect(cli.run("show", "2026-11-02").lines[2] == "  ビール500缶 × 1  20.0g")
        cli.expect(["import", file], prints: "追加 0日、同じ 3日、競合 0日、置き換え 0日\n")
    }

    @Test(
        "columns a CSV lacks are unknown, not none: a day whose columns agree is the same, and --theirs keeps ours' feelings and prices"
    )
    func missingColumnsAreUnknown() {
        let cli = CLI()
        cli.run("log", "2026-11-24", "--drink", "ハイボール:7:350:450円", "--mood", "4", "--craving", "6")
        cli.run("log", "2026-11-25", "--sober", "--mood", "5", "--craving", "1")
        cli.run("log", "2026-11-26", "--drink", "ハイボール:7:350:450円", "--mood", "2")
        let journal = cli.journalText
        // An export of a danshu before feelings and prices: the same days, and one drink more on the 26th.
        let file = cli.file("old.csv")
        cli.write(
            Self.header
                + "2026-11-24,true,ハイボール,350,7,19.6,1,\r\n"
                + "2026-11-25,false,,,,,,\r\n"
                + "2026-11-26,true,ハイボール,350,7,19.6,1,\r\n"
                + "2026-11-26,true,ビール500缶,500,5,20.0,1,\r\n", to: file)
        cli.expect(
            ["import", file, "--dry-run"],
            prints: """
                競合 2026-11-26
                  ジャーナル:
                    お酒を飲みましたか？ はい
                      ハイボール 450円 × 1  19.6g
                    合計純アルコール量 19.6g（低リスク）
                    カロリー 137kcal
                    支出 450円
                    気分 2/5
                  ファイル:
                    お酒を飲みましたか？ はい
                      ハイボール 450円 × 1  19.6g
                      ビール500缶 × 1       20.0g
                    合計純アルコール量 39.6g（中リスク）
                    1日の上限 20g 超え
                    カロリー 277kcal
                    支出 450円
                    気分 2/5
                追加 0日、同じ 2日、競合 1日、置き換え 0日
                --dry-run: 何も変更していません

                """, says: "競合した日はジャーナルのままです。ファイルの方を使うには --theirs を付けてください\n")
        #expect(cli.journalText == journal)
        #expect(cli.run("import", file, "--theirs").lines.last == "追加 0日、同じ 2日、競合 1日、置き換え 1日")
        #expect(cli.run("show", "2026-11-24").lines.suffix(2) == ["支出 450円", "気分 4/5  飲みたい 6/10"])
        #expect(cli.run("show", "2026-11-25").lines.last == "気分 5/5  飲みたい 1/10")
        #expect(cli.run("show", "2026-11-26").lines.suffix(2) == ["支出 450円", "気分 2/5"])

        // A header with only some later columns: craving is known (and differs), mood is not.
        cli.write("date,drank,name,ml,abv,grams,count,note,craving\r\n2026-11-25,false,,,,,,,3\r\n", to: file)
        #expect(cli.run("import", file, "--theirs").lines.last == "追加 0日、同じ 0日、競合 1日、置き換え 1日")
        #expect(cli.run("show", "2026-11-25").lines.last == "気分 5/5  飲みたい 3/10")
        // JSON carries every field: a day without feelings there is a day without feelings.
        cli.write(#"{"format": "danshu-journal", "version": 1, "days": {"2026-11-25": {"drank": false}}}"#, to: file)
        #expect(cli.run("import", file, "--theirs").lines.last == "追加 0日、同じ 0日、競合 1日、置き換え 1日")
        #expect(cli.run("show", "2026-11-25").lines.last == "お酒を飲みましたか？ いいえ")
    }

    @Test("a bad file names the file and line, in both languages, and changes nothing")
    func badImportFilesNameTheLineAndChangeNothing() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let file = cli.file("bad.csv")
        cli.write(Self.header + "2026-11-04,false,,,,,,\n2026-11-06,true,beer,500,five,,1,\n", to: file)
        cli.expectRefused(["import", file], "\(file): 3行目: abv 列: 0〜100 の数（％、小数点以下1桁まで）が必要ですが、\"five\" です")
        cli.expectRefused(
            ["--lang", "en", "import", file],
            "\(file): line 3: abv: expected a percentage from 0 to 100 with at most one decimal, found \"five\"")
        cli.write("date;drank\n", to: file)
        cli.expectRefused(
            ["--lang", "en", "import", file],
            "\(file): line 1: expected the header date,drank,name,ml,abv,grams,count,note (then any of mood, craving, price, kcal, medicine, where, with, why, after, each at most once), found \"date;drank\""
        )
        cli.write(Self.header + "2026-11-04,false,,,,,,\n\"2026-11-05,false\n", to: file)
        cli.expectRefused(["--lang", "en", "import", file], "line 3: expected '\"' to close the quoted field")
        cli.write(Self.header + "2026-11-30,false,,,,,,\n", to: file)
        cli.expectRefused(["import", file], "2026-11-30 は未来の日なので取り込めません（今日は 2026-11-29）")
        cli.write(
            "{\"format\": \"danshu-journal\", \"version\": 1, \"days\": {\"2026-11-04\": {\"drank\": 1}}}", to: file)
        cli.expectRefused(
            ["--lang", "en", "import", file], "\(file): days.2026-11-04.drank: expected true or false, found 1")
        cli.expectRefused(["import", cli.file("missing.csv")], "を読めません: ファイルまたはフォルダがありません（ENOENT）")
        cli.expectRefused(["import"], "FILE を指定してください")
        cli.expectRefused(["import", file, "--mine"], "import に --mine というオプションはありません")
    }

    @Test("a day of 100 entries imports; a day of 101, in CSV or JSON, refuses the whole file")
    func importLimits() {
        let cli = CLI()
        cli.writeJournal(LimitsJournal.journal(presets: 3))
        func rows(_ date: String, _ n: Int) -> String { (0..<n).map { "\(date),true,記録\($0),,,1.0,1,\r\n" }.joined() }
        cli.write(Self.header + rows("2026-11-27", 100), to: cli.file("full.csv"))
        #expect(cli.run("import", cli.file("full.csv")).status == 0)
        cli.write(Self.header + "2026-11-20,false,,,,,,\r\n" + rows("2026-11-26", 101), to: cli.file("over.csv"))
        cli.expectRefused(["import", cli.file("over.csv")], "2026-11-26")
        cli.write(
            LimitsJournal.journal(
                presets: 3, days: [#""2026-11-20": {"drank": false}"#, LimitsJournal.day("2026-11-26", entries: 101)]),
            to: cli.file("over.json"))
        cli.expectRefused(["import", cli.file("over.json")], "1日の記録は 100 件まで")
        #expect(cli.run("show", "2026-11-20").stdout.contains("まだ記録がありません"), "nothing of a refused file was imported")
    }

    /// The lines of a journal document's `days` object.
    func days(of journal: String) -> [Substring] {
        guard let start = journal.range(of: "\"days\": ") else { return [] }
        return journal[start.upperBound...].split(separator: "\n")
    }
}
