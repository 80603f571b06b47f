import Foundation
import Testing

@Suite("danshu export and import")
struct ExportImportTests {
    static let header = "date,drank,name,ml,abv,grams,count,note\r\n"

    @Test func csvExportWithARange() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let result = try box.run("export", "--from", "2026-11-10", "--to", "2026-11-15")
        #expect(result.status == 0)
        #expect(result.stdout == Self.header
            + "2026-11-10,true,,,,,,\r\n"
            + "2026-11-15,true,日本酒1合,180,15,21.6,3,忘年会\r\n")
        let days = try box.run("export", "--format=csv", "--from", "-1").stdout
        #expect(days == Self.header + "2026-11-28,false,,,,,,\r\n2026-11-29,false,,,,,,\r\n")
        #expect(try box.run("export", "--to", "2026-11-01").stdout == Self.header + "2026-11-01,false,,,,,,\r\n")
    }

    @Test func csvQuotesAwkwardText() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.awkward)
        let csv = try box.run("export").stdout
        #expect(csv == Self.header
            + "2026-11-20,true,\"Weird, \"\"name\"\"\nsecond line\",350,7,19.6,2,\"multi\r\nline, \"\"quoted\"\" メモ\"\r\n"
            + "2026-11-20,true,\"日本酒:大吟醸, 冷\",180,15.5,22.3,1,\"multi\r\nline, \"\"quoted\"\" メモ\"\r\n"
            + "2026-11-20,true,grams only,,,10.5,1,\"multi\r\nline, \"\"quoted\"\" メモ\"\r\n"
            + "2026-11-21,false,,,,,,\u{1B}]0;pwned\u{07}\u{1B}[31mred\r\n"
            + "2026-11-22,true,,,,,,\r\n"
            + "2026-11-23,,,,,,,\"note only, no answer\"\r\n"
            + "2026-11-28,true,ビール500缶,500,5,20.0,1,\r\n")
    }

    @Test func jsonExportIsTheJournalsOwnFormatForTheRange() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let result = try box.run("export", "--format", "json", "--from", "2026-11-14", "--to", "2026-11-16")
        #expect(result.stdout == Fixture.journal([
            #""2026-11-15": {"drank": true, "drinks": [{"abv": 15, "count": 3, "grams": 21.6, "ml": 180, "name": "日本酒1合"}], "note": "忘年会"}"#,
        ]))
        // The whole journal exports as the file's own bytes.
        #expect(try box.run("export", "--format", "json").stdoutBytes == box.journalBytes)
    }

    @Test func exportRefusesBadOptions() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        try box.expectRefused(["export", "--format", "xml"], "--format に使える値は csv|json です（「xml」は使えません）")
        try box.expectRefused(["export", "--from", "2026-11-20", "--to", "2026-11-10"], "--from 2026-11-20 が --to 2026-11-10 より後です")
        try box.expectRefused(["export", "--from", "11/20"], "「11/20」は日付ではありません")
        try box.expectRefused(["export", "out.csv"], "余分な引数「out.csv」")
    }

    @Test func csvRoundTripIntoAnEmptyJournal() throws {
        let source = Sandbox()
        source.writeJournal(Fixture.awkward)
        let csv = try source.run("export").stdoutBytes
        let target = Sandbox()
        target.write(csv, to: target.file("days.csv"))
        let imported = try target.run("import", target.file("days.csv"))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "追加 5日、同じ 0日、競合 0日、置き換え 0日\n")
        #expect(try target.run("export").stdoutBytes == csv)
        // Days, drinks and notes are exactly those of the source journal.
        #expect(days(of: try target.run("export", "--format", "json").stdout) == days(of: Fixture.awkward))
    }

    @Test func jsonRoundTripIntoAnEmptyJournal() throws {
        let source = Sandbox()
        source.writeJournal(Fixture.november)
        let json = try source.run("export", "--format", "json").stdoutBytes
        let target = Sandbox()
        target.write(json, to: target.file("days.json"))
        #expect(try target.run("--lang", "en", "import", target.file("days.json")).stdout == "added 16, same 0, conflicts 0, replaced 0\n")
        let again = try target.run("export", "--format", "json").stdout
        #expect(days(of: again) == days(of: String(decoding: json, as: UTF8.self)))
        #expect(try target.run("export").stdout == source.run("export").stdout)
    }

    @Test func importFromStandardInput() throws {
        let box = Sandbox()
        let result = try box.run(["import", "-"], stdin: Array((Self.header + "2026-11-28,false,,,,,,\n").utf8))
        #expect(result.status == 0)
        #expect(try box.run("show", "-1").lines.last == "お酒を飲みましたか？ いいえ")
    }

    @Test func conflictsAreListedAndKept() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let file = box.file("other.csv")
        box.write(Self.header
            + "2026-10-31,false,,,,,,\n"
            + "2026-11-01,false,,,,,,\n"
            + "2026-11-02,true,ビール500缶,500,5,20.0,1,\n", to: file)
        let before = box.journalBytes

        let dryRun = try box.run("import", file, "--dry-run")
        #expect(dryRun.status == 0)
        #expect(box.journalBytes == before)
        let conflict = [
            "競合 2026-11-02",
            "  ジャーナル:",
            "    お酒を飲みましたか？ はい",
            "      ビール500缶 × 2  40.0g",
            "    合計純アルコール量 40.0g（高リスク）",
            "    1日の上限 20g 超え",
            "  ファイル:",
            "    お酒を飲みましたか？ はい",
            "      ビール500缶 × 1  20.0g",
            "    合計純アルコール量 20.0g（中リスク）",
        ]
        #expect(dryRun.lines == conflict + ["追加 1日、同じ 1日、競合 1日、置き換え 0日", "--dry-run: 何も変更していません"])

        let kept = try box.run("import", file)
        #expect(kept.lines == conflict + ["追加 1日、同じ 1日、競合 1日、置き換え 0日"])
        #expect(kept.stderr.contains("--theirs"))
        #expect(try box.run("show", "2026-10-31").lines.last == "お酒を飲みましたか？ いいえ")
        #expect(try box.run("show", "2026-11-02").lines[2] == "  ビール500缶 × 2  40.0g")

        let theirs = try box.run("import", file, "--theirs")
        #expect(theirs.lines.last == "追加 0日、同じ 2日、競合 1日、置き換え 1日")
        #expect(try box.run("show", "2026-11-02").lines[2] == "  ビール500缶 × 1  20.0g")
        // Importing the same file again finds nothing new.
        #expect(try box.run("import", file).lines == ["追加 0日、同じ 3日、競合 0日、置き換え 0日"])
    }

    @Test func badImportFilesNameTheLineAndChangeNothing() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let file = box.file("bad.csv")
        box.write(Self.header + "2026-11-04,false,,,,,,\n2026-11-06,true,beer,500,five,,1,\n", to: file)
        try box.expectRefused(["import", file], "\(file): 3行目: abv 列: 0〜100 の数（％、小数点以下1桁まで）が必要ですが、\"five\" です")
        try box.expectRefused(["--lang", "en", "import", file], "\(file): line 3: abv: expected a percentage from 0 to 100 with at most one decimal, found \"five\"")
        box.write("date;drank\n", to: file)
        try box.expectRefused(["--lang", "en", "import", file], "\(file): line 1: expected the header date,drank,name,ml,abv,grams,count,note, found \"date;drank\"")
        box.write(Self.header + "2026-11-04,false,,,,,,\n\"2026-11-05,false\n", to: file)
        try box.expectRefused(["--lang", "en", "import", file], "line 3: expected '\"' to close the quoted field")
        box.write(Self.header + "2026-11-30,false,,,,,,\n", to: file)
        try box.expectRefused(["import", file], "2026-11-30 は未来の日なので取り込めません（今日は 2026-11-29）")
        box.write("{\"format\": \"danshu-journal\", \"version\": 1, \"days\": {\"2026-11-04\": {\"drank\": 1}}}", to: file)
        try box.expectRefused(["--lang", "en", "import", file], "\(file): days.2026-11-04.drank: expected true or false, found 1")
        try box.expectRefused(["import", box.file("missing.csv")], "を読めません: ファイルまたはフォルダがありません（ENOENT）")
        try box.expectRefused(["import"], "FILE を指定してください")
        try box.expectRefused(["import", file, "--mine"], "import に --mine というオプションはありません")
    }

    /// The lines of a journal document's `days` object.
    func days(of journal: String) -> [Substring] {
        guard let start = journal.range(of: "\"days\": ") else { return [] }
        return journal[start.upperBound...].split(separator: "\n")
    }
}
