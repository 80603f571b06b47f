import Foundation
import Testing

@Suite("danshu usage, help and version")
struct UsageTests {
    static let commands = ["log", "show", "stats", "status", "remind", "merge", "export", "import", "presets", "config", "check", "help"]

    @Test func version() throws {
        let box = Sandbox()
        for arguments in [["--version"], ["-V"], ["status", "--version"]] {
            let result = try box.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout == "danshu 0.1.0\n")
        }
    }

    @Test func overviewListsEveryCommand() throws {
        let box = Sandbox()
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try box.run(arguments)
            #expect(result.status == 0)
            for command in Self.commands { #expect(result.stdout.contains("\n  \(command) "), "\(command)") }
        }
        let english = try box.run("--lang", "en", "help")
        #expect(english.stdout.hasPrefix("danshu — a journal for quitting or cutting down on alcohol\n"))
        #expect(english.stdout.contains("Exit status: 0 done, 1 could not save, 2 usage or bad input, 3 journal unreadable, 4 journal locked."))
    }

    @Test(arguments: commands)
    func everyCommandHasHelp(_ command: String) throws {
        let box = Sandbox()
        let viaOption = try box.run(command, "--help")
        #expect(viaOption.status == 0)
        #expect(viaOption.stdout.hasPrefix("使い方: danshu \(command)"))
        #expect(viaOption.stdout.contains("共通オプション"))
        #expect(try box.run("help", command).stdout == viaOption.stdout)
        #expect(try box.run("--lang", "en", command, "-h").stdout.hasPrefix("usage: danshu \(command)"))
        #expect(box.journalBytes == nil)
    }

    @Test func helpWinsOverAMistakeOnTheSameLine() throws {
        let box = Sandbox()
        let result = try box.run("log", "--bogus", "--help")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("使い方: danshu log"))
    }

    @Test func mistakesInTheWords() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        try box.expectRefused(["frobnicate"], "「frobnicate」というコマンドはありません。コマンド: log, show, stats")
        try box.expectRefused(["--lang", "en", "frobnicate"], "unknown command 'frobnicate': the commands are log, show")
        try box.expectRefused(["help", "frobnicate"], "「frobnicate」というコマンドはありません")
        try box.expectRefused(["--frob"], "--frob というオプションはありません")
        try box.expectRefused(["--lang", "fr", "status"], "--lang に使える値は ja|en です（「fr」は使えません）")
        try box.expectRefused(["--color", "pink", "status"], "--color に使える値は auto|always|never です")
        try box.expectRefused(["status", "--file"], "--file の後に値が必要です")
        try box.expectRefused(["--file=", "status"], "--file にはパスが必要ですが、空です")
        try box.expectRefused(["log", "1", "--sober=yes"], "--sober は値を取りません")
        try box.expectRefused(["--sober", "log"], "コマンドのオプションはコマンド名の後に書きます")
    }

    @Test func usageErrorsShowHowToType() throws {
        let box = Sandbox()
        let result = try box.run("show", "a", "b")
        #expect(result.stderr == "danshu: 余分な引数「b」があります\n使い方: danshu show [DATE]\n")
    }

    @Test func globalOptionsAnywhereAndDoubleDash() throws {
        let box = Sandbox()
        let file = box.file("elsewhere.json")
        #expect(try box.run("log", "--file", file, "1", "--lang=en").lines.first == "Sun 29 Nov 2026")
        #expect(box.bytes(of: file) != nil)
        #expect(box.journalBytes == nil)
        #expect(try box.run(["show"], extra: ["DANSHU_FILE": file]).lines.count == 4)
        // After `--`, a word starting with a hyphen is a preset name.
        try box.run("--file", file, "presets", "add", "--", "-strong-", "9", "350")
        #expect(try box.run("--file", file, "log", "--", "-strong-x2").lines[3] == "  -strong- × 2        50.4g")
    }

    @Test func bareDanshuWithoutATerminalSaysToUseASubcommand() throws {
        let box = Sandbox()
        let result = try box.run([String]())
        #expect(result.status == 2)
        #expect(result.stderr.contains("danshu log / show / status"))
        #expect(box.journalBytes == nil)
    }
}

@Suite("a mistyped DANSHU_TODAY")
struct PinnedTodayTests {
    @Test(arguments: ["garbage", "2026-13-01", "2026-02-30"])
    func isRefusedRatherThanIgnored(_ value: String) throws {
        let box = Sandbox()
        try box.expectRefused(["log", "1"], "DANSHU_TODAY", extra: ["DANSHU_TODAY": value])
        try box.expectRefused(["status"], "YYYY-MM-DD", extra: ["DANSHU_TODAY": value])
    }
}
