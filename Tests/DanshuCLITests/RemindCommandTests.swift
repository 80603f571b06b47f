import Testing

/// `danshu remind`, for cron and systemd timers: silent when today is answered, one line and exit 1 when not.
@Suite("danshu remind")
struct RemindCommandTests {
    @Test("silent with exit 0 once today is answered, yes or no")
    func answered() {
        let cli = CLI()
        for arguments in [["log", "--sober"], ["log", "1"]] {
            cli.run(arguments)
            cli.expect(["remind"], prints: "")
        }
    }

    @Test("one line and exit 1 while today is not answered; a note alone does not answer")
    func notAnswered() {
        let cli = CLI()
        cli.expect(["remind"], prints: "今日はまだ記録していません（danshu ask で答えられます）\n", status: 1)
        #expect(cli.journalBytes == nil, "remind writes nothing")
        cli.run("log", "--note", "まだ迷っている")
        cli.run("log", "-1", "--sober")
        cli.expect(["--lang", "en", "remind"], prints: "Today is not recorded yet (danshu ask to answer)\n", status: 1)
    }

    @Test(
        "today changes at dayStartsAtHour: at 3:30 the evening before still counts, at 4:30 it does not; at 5 with the day starting at 5"
    )
    func dayBoundary() {
        let cli = CLI()
        cli.writeJournal(Fixture.journal([#""2026-11-28": {"drank": false}"#]))
        cli.now = ("2026-11-29", 3)
        cli.expect(["remind"], prints: "", status: 0)
        cli.now = ("2026-11-29", 4)
        cli.expect(["remind"], prints: "今日はまだ記録していません（danshu ask で答えられます）\n", status: 1)
        #expect(cli.run("status", "--json").stdout.contains(#""date": "2026-11-29""#))

        // With the day starting at 5, 4:30 is still the evening before.
        let fiveOClock = Fixture.settings.replacingOccurrences(
            of: #""dayStartsAtHour": 4"#, with: #""dayStartsAtHour": 5"#)
        cli.writeJournal(Fixture.journal([#""2026-11-28": {"drank": true, "drinks": []}"#], settings: fiveOClock))
        cli.expect(["remind"], prints: "", status: 0)
        cli.expect(["status", "--format", "{answered} {today}"], prints: "記録済み 飲酒 0.0g\n")
    }

    @Test("an unreadable journal: exit 3 with the reason on standard error, nothing on standard output")
    func unreadable() {
        let cli = CLI()
        cli.writeJournal(Fixture.corrupt)
        let result = cli.run("remind")
        #expect(result.status == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("danshu: \(cli.journal): 4行39列目"))
    }
}
