import DanshuTestSupport
import Testing

@Suite("danshu presets")
struct PresetsCommandTests {
    @Test("the list is aligned by display width; looking creates no journal")
    func listIsAlignedByDisplayWidth() {
        let cli = CLI()
        let list = """
            #  名前                   度数     量  純アルコール
            1  ビール500缶              5%  500ml         20.0g
            2  赤ワイン1杯             13%  120ml         12.5g
            3  赤ワイン1本             13%  720ml         74.9g
            4  日本酒1合               15%  180ml         21.6g
            5  ウイスキーダブル1杯     43%   60ml         20.6g
            6  ストロング 9% 500ml      9%  500ml         36.0g
            7  缶チューハイ 7% 500ml    7%  500ml         28.0g

            """
        cli.expect(["presets"], prints: list)
        cli.expect(["presets", "list"], prints: list)
        #expect(cli.journalBytes == nil)
        #expect(cli.run("--lang", "en", "presets").lines.first == "#  Name                    ABV  Volume  Alcohol")
    }

    @Test("add, mv and rm say what they did and print the list; past days keep a removed preset's drinks")
    func addRemoveAndMove() {
        let cli = CLI()
        let added = cli.run("presets", "add", "ハイボール", "７", "３５０")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr == "プリセット「ハイボール」を追加しました\n")
        #expect(added.lines.last == "8  ハイボール               7%  350ml         19.6g")
        #expect(cli.journalText.contains(#"    {"abv": 7, "ml": 350, "name": "ハイボール"}"#))

        let moved = cli.run("presets", "mv", "ハイボール", "1")
        #expect(moved.stderr == "プリセット「ハイボール」を 1 番にしました\n")
        #expect(moved.lines[1].hasPrefix("1  ハイボール"))
        #expect(moved.lines[2].hasPrefix("2  ビール500缶"))
        #expect(cli.run("presets", "mv", "2", "8").lines.last?.hasPrefix("8  ビール500缶") == true)

        let removed = cli.run("presets", "rm", "1")
        #expect(removed.stderr == "プリセット「ハイボール」を削除しました\n")
        #expect(removed.lines.count == 8)
        #expect(cli.run("presets", "rm", "ビール500缶").lines.count == 7)
        // Past days keep their drinks: a day logged with a preset is unchanged after the preset goes.
        #expect(cli.run("log", "1").lines[2] == "  赤ワイン1杯 × 1  12.5g")
        cli.run("presets", "rm", "赤ワイン1杯")
        #expect(cli.run("show").lines[2] == "  赤ワイン1杯 × 1  12.5g")
    }

    @Test("presets add takes ABV before ml; units let the values come in any order")
    func addSpellings() {
        let cli = CLI()
        for (name, abv, ml) in [
            ("酒a", "15", "180"), ("酒b", "180ml", "15%"), ("酒c", "１５％", "１８０ｍｌ"), ("酒d", "180ML", "15"),
        ] {
            let added = cli.run("presets", "add", name, abv, ml)
            #expect(added.status == 0, "\(name): \(added.stderr)")
            #expect(added.lines.last?.contains(name) == true)
            #expect(
                added.lines.last?.hasSuffix("15%  180ml         21.6g") == true, "\(name): \(added.lines.last ?? "")")
        }
    }

    @Test("a journal created in English gets the default presets named in English, same numbers")
    func englishDefaults() {
        let english = [
            "Beer 500ml can", "Red wine glass", "Red wine bottle", "Sake 180ml", "Whisky double",
            "Strong chuhai 9% 500ml", "Chuhai 7% 500ml",
        ]
        let japanese = [
            "ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ウイスキーダブル1杯",
            "ストロング 9% 500ml", "缶チューハイ 7% 500ml",
        ]
        // Looking at a journal that has no file yet shows the presets it will be created with.
        #expect(CLI().run("--lang", "en", "presets", "--names").lines == english)
        #expect(CLI().run("presets", "--names").lines == japanese)

        for (arguments, environment) in [
            (["--lang", "en", "log", "4"], [:]), (["log", "4"], ["DANSHU_LANG": "en"]),
            (["config", "language", "en"], [:]),
        ] {
            let cli = CLI()
            #expect(cli.run(arguments, extra: environment).status == 0)
            #expect(cli.run("presets", "--names").lines == english, "\(arguments) \(environment)")
            let list = cli.run("--lang", "en", "presets").lines
            #expect(list[4] == "4  Sake 180ml              15%   180ml    21.6g", "\(list)")
        }
        // Only a new journal: the presets of one that exists stay as they are, whatever the language.
        let cli = CLI()
        cli.run("log", "1")
        cli.run("--lang", "en", "log", "1")
        cli.run("config", "language", "en")
        #expect(cli.run("presets", "--names").lines == japanese)
        #expect(cli.journalText.contains("ビール500缶"))
    }

    @Test("--names prints one name a line for completion, in every language; names with a line break are left out")
    func namesOneALineForCompletion() {
        let cli = CLI()
        #expect(cli.run("presets", "add", "クラフト ビール", "6.5", "473").status == 0)
        let names = "ビール500缶\n赤ワイン1杯\n赤ワイン1本\n日本酒1合\nウイスキーダブル1杯\nストロング 9% 500ml\n缶チューハイ 7% 500ml\nクラフト ビール\n"
        cli.expect(["presets", "list", "--names"], prints: names)
        cli.expect(["presets", "--names"], prints: names)
        cli.expect(["--lang", "en", "presets", "list", "--names"], prints: names)
        cli.expectRefused(["presets", "rm", "1", "--names"], "--names は presets list にだけ使えます")

        // A name with a line break (only a hand edit makes one) cannot be one line: it is left out.
        cli.writeJournal(
            Fixture.journal([]).replacingOccurrences(of: #""name": "日本酒1合""#, with: #""name": "two\nlines""#))
        cli.expect(["presets", "--names"], prints: "ビール500缶\n赤ワイン1杯\n")
        // No presets: nothing at all, rather than the list's "no presets" message.
        cli.writeJournal(Fixture.journal([]).replacingOccurrences(of: Fixture.presets, with: "[]"))
        cli.expect(["presets", "--names"], prints: "")
    }

    @Test("bad names, numbers, positions and subcommands are refused and change nothing")
    func presetsRefuseBadInput() {
        let cli = CLI()
        cli.run("presets", "add", "サワー", "5", "500")
        cli.expectRefused(["presets", "add", "ビール500缶", "5", "500"], "名前「ビール500缶」: 同じ名前があります")
        cli.expectRefused(["presets", "add", "x", "101", "500"], "度数 (%)「101」: 0〜100 の範囲で")
        cli.expectRefused(["presets", "add", "x", "5", "5001"], "量 (ml)「5001」: 1〜5000 の範囲で")
        cli.expectRefused(["presets", "add", "x", "five", "500"], "度数 (%)「five」: 数で入力")
        cli.expectRefused(["presets", "add", "x", "5.55", "500"], "小数は1桁まで")
        cli.expectRefused(["presets", "add", " ", "5", "500"], "名前「 」: 入力してください")
        cli.expectRefused(["presets", "add", "x", "5"], "ML を指定してください")
        cli.expectRefused(
            ["presets", "add", "日本酒", "180", "15"],
            "度数が先、量が後です。度数 15%、量 180ml なら danshu presets add 日本酒 15 180（単位を付けて danshu presets add 日本酒 15% 180ml でも）")
        cli.expectRefused(
            ["--lang", "en", "presets", "add", "my sake", "180", "15"],
            "ABV comes first, then ml; for 15% and 180 ml write danshu presets add 'my sake' 15 180")
        cli.expectRefused(["presets", "add", "x", "5%", "15%"], "度数（%）が2つあります")
        cli.expectRefused(["presets", "add", "x", "350ml", "500ml"], "量（ml）が2つあります")
        cli.expectRefused(["presets", "add", "x", "5", "500", "300", "extra"], "余分な引数「extra」")
        cli.expectRefused(["presets", "rm", "9"], "プリセット 9 番はありません。1〜8 番")
        cli.expectRefused(["presets", "rm", "ワイン"], "「ワイン」というプリセットはありません")
        cli.expectRefused(["presets", "rm"], "NAME|NUMBER を指定してください")
        cli.expectRefused(["presets", "mv", "1", "0"], "位置「0」は使えません。1〜8 の番号で")
        cli.expectRefused(["presets", "mv", "1", "x"], "位置「x」は使えません")
        cli.expectRefused(["presets", "mv", "1"], "POSITION を指定してください")
        cli.expectRefused(["presets", "sort"], "presets の後には list、add、rm、mv のどれかを書きます（「sort」ではなく）")
        cli.expectRefused(["--lang", "en", "presets", "add", "x", "-5", "500"], "ABV (%) '-5': from 0 to 100")
    }

    @Test("presets add makes the 1,000th preset; the 1,001st is refused")
    func presetLimit() {
        let cli = CLI()
        cli.writeJournal(LimitsJournal.journal(presets: 999))
        let added = cli.run("presets", "add", "最後", "5", "350")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("1000  最後"))
        cli.expectRefused(["presets", "add", "もう一つ", "5", "350"], "プリセットは1000件までです")
    }
}
