import Testing

@Suite("danshu export")
struct ExportCommandTests {
    static let header = "date,drank,name,ml,abv,grams,count,note\r\n"

    @Test("CSV for a range: --from and --to, -N, and an open end")
    func csvExportWithARange() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expect(
            ["export", "--from", "2026-11-10", "--to", "2026-11-15"],
            prints: Self.header
                + "2026-11-10,true,,,,,,\r\n"
                + "2026-11-15,true,日本酒1合,180,15,21.6,3,忘年会\r\n")
        cli.expect(
            ["export", "--format=csv", "--from", "-1"],
            prints: Self.header + "2026-11-28,false,,,,,,\r\n2026-11-29,false,,,,,,\r\n")
        cli.expect(["export", "--to", "2026-11-01"], prints: Self.header + "2026-11-01,false,,,,,,\r\n")
    }

    @Test("CSV quotes commas, quotes and line breaks; every byte of the text stays")
    func csvQuotesAwkwardText() {
        let cli = CLI()
        cli.writeJournal(Fixture.awkward)
        cli.expect(
            ["export"],
            prints: Self.header
                + "2026-11-20,true,\"Weird, \"\"name\"\"\nsecond line\",350,7,19.6,2,\"multi\r\nline, \"\"quoted\"\" メモ\"\r\n"
                + "2026-11-20,true,\"日本酒:大吟醸, 冷\",180,15.5,22.3,1,\"multi\r\nline, \"\"quoted\"\" メモ\"\r\n"
                + "2026-11-20,true,grams only,,,10.5,1,\"multi\r\nline, \"\"quoted\"\" メモ\"\r\n"
                + "2026-11-21,false,,,,,,\u{1B}]0;pwned\u{07}\u{1B}[31mred\r\n"
                + "2026-11-22,true,,,,,,\r\n"
                + "2026-11-23,,,,,,,\"note only, no answer\"\r\n"
                + "2026-11-28,true,ビール500缶,500,5,20.0,1,\r\n")
    }

    @Test("JSON is the journal's own format for the range; the whole journal exports as the file's own bytes")
    func jsonExportIsTheJournalsOwnFormatForTheRange() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expect(
            ["export", "--format", "json", "--from", "2026-11-14", "--to", "2026-11-16"],
            prints: Fixture.journal([
                #""2026-11-15": {"drank": true, "drinks": [{"abv": 15, "count": 3, "grams": 21.6, "ml": 180, "name": "日本酒1合"}], "note": "忘年会"}"#
            ]))
        #expect(cli.run("export", "--format", "json").stdoutBytes == cli.journalBytes)
    }

    @Test("a bad format, a backward range, a bad date and an extra word are refused")
    func exportRefusesBadOptions() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expectRefused(["export", "--format", "xml"], "--format に使える値は csv|json です（「xml」は使えません）")
        cli.expectRefused(
            ["export", "--from", "2026-11-20", "--to", "2026-11-10"], "--from 2026-11-20 が --to 2026-11-10 より後です")
        cli.expectRefused(["export", "--from", "11/20"], "「11/20」は日付ではありません")
        cli.expectRefused(["export", "out.csv"], "余分な引数「out.csv」")
    }
}
