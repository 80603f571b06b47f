import Testing

/// The words around the commands: `--help`, `help`, `--version`, mistakes, global options, bare `danshu`.
@Suite("danshu usage, help and version")
struct UsageTests {
    static let commands = [
        "log", "urge", "show", "plans", "stats", "status", "remind", "merge", "export", "import", "presets", "config",
        "check", "help",
    ]

    @Test("--version, -V, and --version after a command")
    func version() {
        let cli = CLI()
        for arguments in [["--version"], ["-V"], ["status", "--version"]] {
            cli.expect(arguments, prints: "danshu 0.1.0\n")
        }
    }

    @Test("--help, -h and help list every command; in English with the exit statuses")
    func overviewListsEveryCommand() {
        let cli = CLI()
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = cli.run(arguments)
            #expect(result.status == 0)
            for command in Self.commands {
                #expect(result.stdout.contains("\n  \(command) "), "\(arguments): \(command)")
            }
        }
        let english = cli.run("--lang", "en", "help")
        #expect(english.stdout.hasPrefix("danshu — a journal for quitting or cutting down on alcohol\n"))
        #expect(
            english.stdout.contains(
                "Exit status: 0 done, 1 could not save, 2 usage or bad input, 3 journal unreadable, 4 journal locked."))
    }

    @Test(
        "every command has its help, by --help or help COMMAND, in both languages; no journal is made",
        arguments: commands)
    func everyCommandHasHelp(_ command: String) {
        let cli = CLI()
        let viaOption = cli.run(command, "--help")
        #expect(viaOption.status == 0)
        #expect(viaOption.stdout.hasPrefix("使い方: danshu \(command)"))
        #expect(viaOption.stdout.contains("共通オプション"))
        #expect(cli.run("help", command).stdout == viaOption.stdout)
        #expect(cli.run("--lang", "en", command, "-h").stdout.hasPrefix("usage: danshu \(command)"))
        #expect(cli.journalBytes == nil)
    }

    @Test("--help wins over a mistake on the same line")
    func helpWinsOverAMistakeOnTheSameLine() {
        let result = CLI().run("log", "--bogus", "--help")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("使い方: danshu log"))
    }

    @Test("unknown commands and options, bad choices, missing values: exit 2 saying what is wrong")
    func mistakesInTheWords() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expectRefused(
            ["frobnicate"], "「frobnicate」というコマンドはありません。コマンド: log, urge, ask, show, plan, plans, stats, report")
        cli.expectRefused(
            ["--lang", "en", "frobnicate"],
            "unknown command 'frobnicate': the commands are log, urge, ask, show, plan, plans, stats, report")
        cli.expectRefused(["help", "frobnicate"], "「frobnicate」というコマンドはありません")
        cli.expectRefused(["--frob"], "--frob というオプションはありません")
        cli.expectRefused(["--lang", "fr", "status"], "--lang に使える値は ja|en です（「fr」は使えません）")
        cli.expectRefused(["--color", "pink", "status"], "--color に使える値は auto|always|never です")
        cli.expectRefused(["status", "--file"], "--file の後に値が必要です")
        cli.expectRefused(["--file=", "status"], "--file にはパスが必要ですが、空です")
        cli.expectRefused(["log", "1", "--sober=yes"], "--sober は値を取りません")
        cli.expectRefused(["--sober", "log"], "コマンドのオプションはコマンド名の後に書きます")
    }

    @Test("a usage error is followed by how to type the command")
    func usageErrorsShowHowToType() {
        CLI().expect(
            ["show", "a", "b"], prints: "", says: "danshu: 余分な引数「b」があります\n使い方: danshu show [DATE]\n", status: 2)
    }

    @Test("global options anywhere on the line, DANSHU_FILE, and -- before a name that starts with a hyphen")
    func globalOptionsAnywhereAndDoubleDash() {
        let cli = CLI()
        let file = cli.file("elsewhere.json")
        #expect(cli.run("log", "--file", file, "1", "--lang=en").lines.first == "Sun 29 Nov 2026")
        #expect(cli.bytes(of: file) != nil)
        #expect(cli.journalBytes == nil)
        #expect(cli.run(["show"], extra: ["DANSHU_FILE": file]).lines.count == 5)
        // After `--`, a word starting with a hyphen is a preset name.
        cli.run("--file", file, "presets", "add", "--", "-strong-", "9", "350")
        #expect(cli.run("--file", file, "log", "--", "-strong-x2").lines[3] == "  -strong- × 2        50.4g")
    }

    @Test("bare danshu without a terminal says to use a subcommand, exits 2, and makes no journal")
    func bareDanshuWithoutATerminalSaysToUseASubcommand() {
        let cli = CLI()
        for arguments in [[], ["--lang", "en"]] {
            let result = cli.run(arguments)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.contains(arguments.isEmpty ? "danshu log / show / status" : "danshu log, show or status"),
                "\(result)")
            #expect(result.stderr.contains(arguments.isEmpty ? "サブコマンド" : "subcommand"), "\(result)")
        }
        #expect(cli.journalBytes == nil)
    }

    @Test("a mistyped DANSHU_TODAY is refused rather than ignored", arguments: ["garbage", "2026-13-01", "2026-02-30"])
    func mistypedPinnedTodayIsRefused(_ value: String) {
        let cli = CLI()
        cli.expectRefused(["log", "1"], "DANSHU_TODAY", extra: ["DANSHU_TODAY": value])
        cli.expectRefused(["status"], "YYYY-MM-DD", extra: ["DANSHU_TODAY": value])
    }
}
