import Foundation
import Testing

/// The subcommands through the real binary, a few lines each: what a shell sees (exit statuses, standard
/// output and error as pipes, standard input), and the journal a real process writes. Every case of every
/// command is in DanshuCLITests, in-process.
@Suite("danshu subcommands through the real binary")
struct CommandSmokeTests {
    static let commands = [
        "log", "urge", "ask", "show", "plan", "plans", "stats", "report", "status", "remind", "merge", "export",
        "import", "presets", "config", "check", "help",
    ]

    @Test("log creates the journal (0600 in a 0700 folder) and prints the day; show reads it back; exit 0")
    func logThenShow() throws {
        let box = Sandbox()
        let logged = try box.run("log", "ビール500缶x2", "2")
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stderr.isEmpty)
        #expect(
            logged.lines == [
                "2026年11月29日(日)",
                "お酒を飲みましたか？ はい",
                "  ビール500缶 × 2  40.0g",
                "  赤ワイン1杯 × 1  12.5g",
                "合計純アルコール量 52.5g（高リスク）",
                "1日の上限 20g 超え",
                "カロリー 368kcal",
            ])
        let journal = String(decoding: box.journalBytes ?? [], as: UTF8.self)
        #expect(
            journal.contains(
                #"    "2026-11-29": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}, {"abv": 13, "count": 1, "grams": 12.5, "ml": 120, "name": "赤ワイン1杯"}]}"#
            ))
        let file = try FileManager.default.attributesOfItem(atPath: box.journal)[.posixPermissions] as? NSNumber
        let folder =
            try FileManager.default.attributesOfItem(atPath: box.folder + "/data/danshu")[.posixPermissions]
            as? NSNumber
        #expect(file?.intValue == 0o600 && folder?.intValue == 0o700)
        #expect(try box.run("show").stdout == logged.stdout)
    }

    @Test("a refused command: exit 2, the reason on standard error, nothing on standard output or disk")
    func refused() throws {
        let box = Sandbox()
        try box.expectRefused(["log", "2026-11-30", "1"], "2026-11-30 は未来の日なので記録できません（今日は 2026-11-29）")
        try box.expectRefused(["--lang", "en", "frobnicate"], "unknown command 'frobnicate'")
        #expect(box.journalBytes == nil)
    }

    @Test("an unreadable journal: exit 3 with the place, and the file stays")
    func unreadable() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.corrupt)
        let result = try box.run("--lang", "en", "check")
        #expect(result.status == 3)
        #expect(result.stderr == "danshu: \(box.journal): line 4, column 39: expected true, found '}'\n")
        #expect(result.stdout.isEmpty)
        #expect(box.journalBytes == Array(Fixture.corrupt.utf8))
    }

    @Test("import - reads a real pipe on standard input")
    func importFromStandardInput() throws {
        let box = Sandbox()
        let result = try box.run(
            ["import", "-"], stdin: Array("date,drank,name,ml,abv,grams,count,note\r\n2026-11-28,false,,,,,,\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "追加 1日、同じ 0日、競合 0日、置き換え 0日\n")
        #expect(try box.run("show", "-1").lines.last == "お酒を飲みましたか？ いいえ")
    }

    @Test("export writes the journal's own bytes to a pipe")
    func exportThroughAPipe() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        #expect(try box.run("export", "--format", "json").stdoutBytes == box.journalBytes)
    }

    @Test("--help and --version through a pipe: exit 0, every command listed")
    func helpAndVersion() throws {
        let box = Sandbox()
        let help = try box.run("--help")
        #expect(help.status == 0 && help.stderr.isEmpty)
        for command in Self.commands { #expect(help.stdout.contains("\n  \(command) "), "\(command)") }
        #expect(try box.run("log", "--help").stdout.hasPrefix("使い方: danshu log"))
        let version = try box.run("--version")
        #expect(version.status == 0 && version.stdout == "danshu 0.1.0\n")
    }

    @Test("remind: exit 1 and one line while today is open, silent exit 0 once answered")
    func remind() throws {
        let box = Sandbox()
        let open = try box.run("remind")
        #expect(open.status == 1 && open.stdout == "今日はまだ記録していません（danshu ask で答えられます）\n")
        try box.run("log", "--sober")
        let answered = try box.run("remind")
        #expect(answered.status == 0 && answered.stdout.isEmpty && answered.stderr.isEmpty)
    }
}

/// Bytes a shell passes that are not UTF-8: the real binary finds them in its arguments (issue 26, item 11).
@Suite("Arguments that are not UTF-8")
struct UndecodableArgumentTests {
    @Test("a note in another encoding (here Shift_JIS) ends the command, exit 2, naming the argument; no journal")
    func shiftJISNote() throws {
        let box = Sandbox()
        // 「酒」 in Shift_JIS: 0x8E 0x F0, not UTF-8. A shell passes the bytes as they are.
        let script = #"exec "$0" log --sober --note "$(printf '\216\360')""#
        let result = try Sandbox.run(
            "/bin/sh", ["-c", script, DanshuBinary.path], environment: box.environment, folder: box.folder)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("4 番目の引数が UTF-8 の文字ではありません"), "\(result.stderr)")
        #expect(box.journalBytes == nil)
    }
}
