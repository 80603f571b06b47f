import Testing

/// Feelings and the settings of design.md §6 on the command line: `log --mood N --craving N`, `show`, `stats`,
/// export and import, `config celebrate` and `lockPastDays`; subcommands with a date are never locked.
@Suite("Feelings on the command line")
struct FeelingsCommandTests {
    @Test(
        "log --mood --craving records them on any day, alone or with drinks; show prints them; the file turns version 2"
    )
    func logAndShow() {
        let cli = CLI()
        // Feelings alone leave the day unanswered; log prints the day as show does.
        cli.expect(
            ["log", "--mood", "4", "--craving", "2"],
            prints: """
                2026年11月29日(日)
                お酒を飲みましたか？ 未回答
                気分 4/5  飲みたい 2/10

                """)
        #expect(cli.journalText.contains(#"    "2026-11-29": {"craving": 2, "mood": 4}"#))
        #expect(cli.journalText.contains("\"version\": 2,"))
        // One value given keeps the other; with drinks, on an earlier day (the presets keep the journal's language).
        cli.run("log", "-3", "1", "--craving", "8")
        cli.expect(
            ["--lang", "en", "log", "-3", "--mood", "２"],
            prints: """
                Thu 26 Nov 2026
                Did you drink? Yes
                  ビール500缶 × 1  20.0g
                Total pure alcohol 20.0g (moderate risk)
                Calories 140 kcal
                mood 2/5  craving 8/10

                """)
        // An empty value clears it.
        cli.run("log", "--mood", "", "--craving", "")
        #expect(!cli.journalText.contains("2026-11-29"))
    }

    @Test("out of range or not a number: exit 2 with the range, nothing written")
    func outOfRange() {
        let cli = CLI()
        cli.expectRefused(["log", "--mood", "6"], "--mood は 1〜5 の整数です（指定: 「6」）")
        cli.expectRefused(["log", "--mood", "0"], "--mood は 1〜5 の整数です")
        cli.expectRefused(
            ["--lang", "en", "log", "--craving", "11"], "--craving takes a whole number from 0 to 10, not '11'")
        cli.expectRefused(
            ["--lang", "en", "log", "1", "--craving", "high"], "--craving takes a whole number from 0 to 10")
        cli.expectRefused(["log", "--mood", "3.5"], "--mood は 1〜5 の整数です")
        #expect(cli.journalBytes == nil)
    }

    @Test("a subcommand with a date is never locked: a recorded day a week ago changes at once")
    func notLocked() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        #expect(cli.run("log", "2026-11-02", "--sober", "--mood", "5").status == 0)
        #expect(cli.journalText.contains(#"    "2026-11-02": {"drank": false, "mood": 5},"#))
    }

    @Test("stats: the month's feelings once it has some, and always in --json")
    func stats() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        #expect(!cli.run("stats").stdout.contains("気分"))
        cli.run("log", "2026-11-01", "--mood", "4", "--craving", "1")
        cli.run("log", "2026-11-03", "--mood", "5")
        cli.run("log", "2026-11-02", "--mood", "2", "--craving", "6")
        let lines = cli.run("stats").lines
        // The pane's rows (issue 41): the mood on sober and on drinking days on one row.
        #expect(lines.contains("気分の平均           休肝日4.5 飲酒日2.0"), "\(lines)")
        #expect(lines.contains("飲みたい気持ち 平均  3.5/10"))
        let json = cli.run("stats", "--json").stdout
        #expect(
            json.contains(
                "  \"averageMoodSoberDays\": 4.5,\n  \"averageMoodDrinkingDays\": 2.0,\n  \"averageCraving\": 3.5,\n"))
    }

    @Test("export and import carry them in the CSV columns mood and craving, and in JSON")
    func exchange() {
        let cli = CLI()
        cli.run("log", "-1", "--sober", "--mood", "3", "--craving", "7")
        cli.run("log", "--craving", "0")
        let csv = cli.run("export").stdout
        #expect(csv.hasPrefix("date,drank,name,ml,abv,grams,count,note,mood,craving\r\n"))
        #expect(csv.contains("2026-11-28,false,,,,,,,3,7\r\n2026-11-29,,,,,,,,,0\r\n"))
        let json = cli.run("export", "--format", "json").stdout
        let other = CLI()
        other.write(csv, to: other.file("days.csv"))
        #expect(other.run("import", other.file("days.csv")).status == 0)
        #expect(other.run("export").stdout == csv)
        let third = CLI()
        third.write(json, to: third.file("days.json"))
        #expect(third.run("import", third.file("days.json")).status == 0)
        #expect(third.run("export").stdout == csv)
    }

    @Test("config celebrate and lockPastDays: true or false, written only when false")
    func settings() {
        let cli = CLI()
        cli.expect(["config", "celebrate", "false"], prints: "", says: "celebrate を false にしました\n")
        cli.expect(["config", "lockPastDays"], prints: "true\n")
        cli.expectRefused(["config", "lockPastDays", "no"], "lockPastDays に「no」は使えません。使える値: true|false")
        #expect(cli.journalText.contains(#""settings": {"celebrate": false, "dailyLimitGrams""#))
        cli.run("config", "celebrate", "true")
        #expect(cli.journalText.contains("\"version\": 1,"))
    }
}
