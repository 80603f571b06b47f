import DanshuCLI
import DanshuTestSupport
import Testing

/// What the command line does with text a person would not mean (issue 26, item 11; docs/decisions.md, "Text a person
/// types is one line of text"): said, never silently changed.
@Suite("Text typed on the command line")
struct TypedTextTests {
    @Test(
        "a control character in a note or a drink's name ends the command with its code; nothing is written",
        arguments: [
            ["log", "--sober", "--note", "a\u{1}b"], ["log", "--note", "x\u{0}y", "--sober"],
            ["log", "--drink", "ハイ\u{1B}[31mボール:7%:350ml"], ["presets", "add", "ハイ\u{7F}ボール", "7", "350"],
        ])
    func controlCharacters(arguments: [String]) {
        let cli = CLI()
        let result = cli.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("制御文字 U+00"), "\(result.stderr)")
        #expect(result.stderr.contains("何も変更していません"))
        #expect(cli.journalBytes == nil)
        #expect(cli.run(["--lang", "en"] + arguments).stderr.contains("holds the control character U+00"))
    }

    @Test("a line break or a tab in a note or a preset's name becomes a space, and standard error says so")
    func lineBreaks() {
        let cli = CLI()
        let logged = cli.run("log", "--sober", "--note", "休肝日\n散歩した")
        #expect(logged.status == 0)
        #expect(logged.stderr == "danshu: --note の改行・タブは空白にしました（メモと名前は1行です）\n")
        #expect(cli.journalText.contains(#""note": "休肝日 散歩した""#))
        let added = cli.run("--lang", "en", "presets", "add", "High\tball", "7", "350")
        #expect(
            added.stderr.hasPrefix("danshu: the line breaks and tabs in the name are now spaces"), "\(added.stderr)")
        #expect(added.lines.last?.hasPrefix("8  High ball") == true)
    }

    @Test("an argument that is not UTF-8 ends the command before anything runs, naming its position")
    func undecodableArgument() {
        let cli = CLI()
        let result = cli.run(["log", "--sober", "--note", "\u{FFFD}"], undecodableArgument: 4)
        #expect(result.status == 2)
        #expect(result.stderr == "danshu: 4 番目の引数が UTF-8 の文字ではありません（端末やスクリプトの文字コードを確かめてください）。何も変更していません\n")
        #expect(cli.journalBytes == nil)
    }

    @Test("presets rm and mv of a name no preset has list the presets, not how to record a one-off drink")
    func unknownPresetListsThem() {
        let cli = CLI()
        let removed = cli.run("presets", "rm", "nosuch")
        #expect(removed.status == 2)
        #expect(
            removed.stderr.hasPrefix(
                "danshu: 「nosuch」というプリセットはありません。プリセットは次のとおりです（番号でも指定できます）:\n  1  ビール500缶\n  2  赤ワイン1杯\n"),
            "\(removed.stderr)")
        #expect(!removed.stderr.contains("--drink"))
        let moved = cli.run("--lang", "en", "presets", "mv", "nosuch", "1")
        #expect(
            moved.stderr.hasPrefix("danshu: no preset is called 'nosuch'. The presets are (a number works too):\n  1  ")
        )
        #expect(cli.journalBytes == nil)
    }

    @Test(
        "a whole number may be written with .0 (as a spreadsheet writes it); any other fraction is refused with the range"
    )
    func wholeNumbers() {
        let cli = CLI()
        #expect(cli.run("log", "--sober", "--mood", "3.0").status == 0)
        #expect(cli.journalText.contains(#""mood": 3"#))
        let half = cli.run("log", "--mood", "3.5")
        #expect(half.status == 2 && half.stderr.contains("1") && half.stderr.contains("5"), "\(half)")
    }

    @Test("a setting's value is read without the spaces around it, as numbers are, and the answer shows what was taken")
    func settingValueSpaces() {
        let cli = CLI()
        let set = cli.run("config", "secondUnit", " drinksJP ")
        #expect(set.status == 0, "\(set)")
        #expect(cli.journalText.contains(#""secondUnit": "drinksJP""#))
    }
}
