import Foundation
import Testing

@Suite("danshu presets and config")
struct PresetsConfigTests {
    @Test func listIsAlignedByDisplayWidth() throws {
        let box = Sandbox()
        let result = try box.run("presets")
        #expect(result.status == 0)
        #expect(result.lines == [
            "#  名前                   度数     量  純アルコール",
            "1  ビール500缶              5%  500ml         20.0g",
            "2  赤ワイン1杯             13%  120ml         12.5g",
            "3  赤ワイン1本             13%  720ml         74.9g",
            "4  日本酒1合               15%  180ml         21.6g",
            "5  ウイスキーダブル1杯     43%   60ml         20.6g",
            "6  ストロング 9% 500ml      9%  500ml         36.0g",
            "7  缶チューハイ 7% 500ml    7%  500ml         28.0g",
        ])
        #expect(try box.run("presets", "list").stdout == result.stdout)
        #expect(box.journalBytes == nil)
        #expect(try box.run("--lang", "en", "presets").lines.first == "#  Name                    ABV  Volume  Alcohol")
    }

    @Test func addRemoveAndMove() throws {
        let box = Sandbox()
        let added = try box.run("presets", "add", "ハイボール", "７", "３５０")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr == "プリセット「ハイボール」を追加しました\n")
        #expect(added.lines.last == "8  ハイボール               7%  350ml         19.6g")
        let journal = String(decoding: box.journalBytes ?? [], as: UTF8.self)
        #expect(journal.contains(#"    {"abv": 7, "ml": 350, "name": "ハイボール"}"#))

        let moved = try box.run("presets", "mv", "ハイボール", "1")
        #expect(moved.stderr == "プリセット「ハイボール」を 1 番にしました\n")
        #expect(moved.lines[1].hasPrefix("1  ハイボール"))
        #expect(moved.lines[2].hasPrefix("2  ビール500缶"))
        #expect(try box.run("presets", "mv", "2", "8").lines.last?.hasPrefix("8  ビール500缶") == true)

        let removed = try box.run("presets", "rm", "1")
        #expect(removed.stderr == "プリセット「ハイボール」を削除しました\n")
        #expect(removed.lines.count == 8)
        #expect(try box.run("presets", "rm", "ビール500缶").lines.count == 7)
        // Past days keep their drinks: a day logged with a preset is unchanged after the preset goes.
        #expect(try box.run("log", "1").lines[2] == "  赤ワイン1杯 × 1  12.5g")
        try box.run("presets", "rm", "赤ワイン1杯")
        #expect(try box.run("show").lines[2] == "  赤ワイン1杯 × 1  12.5g")
    }

    @Test("presets add takes ABV before ml; units let the values come in any order")
    func addSpellings() throws {
        let box = Sandbox()
        for (name, abv, ml) in [("酒a", "15", "180"), ("酒b", "180ml", "15%"), ("酒c", "１５％", "１８０ｍｌ"), ("酒d", "180ML", "15")] {
            let added = try box.run("presets", "add", name, abv, ml)
            #expect(added.status == 0, "\(name): \(added.stderr)")
            #expect(added.lines.last?.contains(name) == true)
            #expect(added.lines.last?.hasSuffix("15%  180ml         21.6g") == true, "\(name): \(added.lines.last ?? "")")
        }
    }

    @Test("a journal created in English gets the default presets named in English, same numbers")
    func englishDefaults() throws {
        let english = ["Beer 500ml can", "Red wine glass", "Red wine bottle", "Sake 180ml", "Whisky double",
                       "Strong chuhai 9% 500ml", "Chuhai 7% 500ml"]
        let japanese = ["ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ウイスキーダブル1杯",
                        "ストロング 9% 500ml", "缶チューハイ 7% 500ml"]
        // Looking at a journal that has no file yet shows the presets it will be created with.
        #expect(try Sandbox().run("--lang", "en", "presets", "--names").lines == english)
        #expect(try Sandbox().run("presets", "--names").lines == japanese)

        for (arguments, environment) in [(["--lang", "en", "log", "4"], [:]), (["log", "4"], ["DANSHU_LANG": "en"]),
                                         (["config", "language", "en"], [:])] {
            let box = Sandbox()
            #expect(try box.run(arguments, extra: environment).status == 0)
            #expect(try box.run("presets", "--names").lines == english, "\(arguments) \(environment)")
            let list = try box.run("--lang", "en", "presets").lines
            #expect(list[4] == "4  Sake 180ml              15%   180ml    21.6g", "\(list)")
        }
        // Only a new journal: the presets of one that exists stay as they are, whatever the language.
        let box = Sandbox()
        try box.run("log", "1")
        try box.run("--lang", "en", "log", "1")
        try box.run("config", "language", "en")
        #expect(try box.run("presets", "--names").lines == japanese)
        #expect(String(decoding: box.journalBytes ?? [], as: UTF8.self).contains("ビール500缶"))
    }

    @Test func namesOneALineForCompletion() throws {
        let box = Sandbox()
        #expect(try box.run("presets", "add", "クラフト ビール", "6.5", "473").status == 0)
        let names = try box.run("presets", "list", "--names")
        #expect(names.status == 0)
        #expect(names.lines == ["ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ウイスキーダブル1杯",
                                "ストロング 9% 500ml", "缶チューハイ 7% 500ml", "クラフト ビール"])
        #expect(try box.run("presets", "--names").stdout == names.stdout)
        #expect(try box.run("--lang", "en", "presets", "list", "--names").stdout == names.stdout)
        try box.expectRefused(["presets", "rm", "1", "--names"], "--names は presets list にだけ使えます")

        // A name with a line break (only a hand edit makes one) cannot be one line: it is left out.
        box.writeJournal(Fixture.journal([]).replacingOccurrences(of: #""name": "日本酒1合""#, with: #""name": "two\nlines""#))
        #expect(try box.run("presets", "--names").lines == ["ビール500缶", "赤ワイン1杯"])
        // No presets: nothing at all, rather than the list's "no presets" message.
        box.writeJournal(Fixture.journal([]).replacingOccurrences(of: Fixture.presets, with: "[]"))
        let none = try box.run("presets", "--names")
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr.isEmpty)
    }

    @Test func presetsRefuseBadInput() throws {
        let box = Sandbox()
        try box.run("presets", "add", "サワー", "5", "500")
        try box.expectRefused(["presets", "add", "ビール500缶", "5", "500"], "名前「ビール500缶」: 同じ名前があります")
        try box.expectRefused(["presets", "add", "x", "101", "500"], "度数 (%)「101」: 0〜100 の範囲で")
        try box.expectRefused(["presets", "add", "x", "5", "5001"], "量 (ml)「5001」: 1〜5000 の範囲で")
        try box.expectRefused(["presets", "add", "x", "five", "500"], "度数 (%)「five」: 数で入力")
        try box.expectRefused(["presets", "add", "x", "5.55", "500"], "小数は1桁まで")
        try box.expectRefused(["presets", "add", " ", "5", "500"], "名前「 」: 入力してください")
        try box.expectRefused(["presets", "add", "x", "5"], "ML を指定してください")
        try box.expectRefused(["presets", "add", "日本酒", "180", "15"],
                              "度数が先、量が後です。度数 15%、量 180ml なら danshu presets add 日本酒 15 180（単位を付けて danshu presets add 日本酒 15% 180ml でも）")
        try box.expectRefused(["--lang", "en", "presets", "add", "my sake", "180", "15"],
                              "ABV comes first, then ml; for 15% and 180 ml write danshu presets add 'my sake' 15 180")
        try box.expectRefused(["presets", "add", "x", "5%", "15%"], "度数（%）が2つあります")
        try box.expectRefused(["presets", "add", "x", "350ml", "500ml"], "量（ml）が2つあります")
        try box.expectRefused(["presets", "add", "x", "5", "500", "extra"], "余分な引数「extra」")
        try box.expectRefused(["presets", "rm", "9"], "プリセット 9 番はありません。1〜8 番")
        try box.expectRefused(["presets", "rm", "ワイン"], "「ワイン」というプリセットはありません")
        try box.expectRefused(["presets", "rm"], "NAME|NUMBER を指定してください")
        try box.expectRefused(["presets", "mv", "1", "0"], "位置「0」は使えません。1〜8 の番号で")
        try box.expectRefused(["presets", "mv", "1", "x"], "位置「x」は使えません")
        try box.expectRefused(["presets", "mv", "1"], "POSITION を指定してください")
        try box.expectRefused(["presets", "sort"], "presets の後には list、add、rm、mv のどれかを書きます（「sort」ではなく）")
        try box.expectRefused(["--lang", "en", "presets", "add", "x", "-5", "500"], "ABV (%) '-5': from 0 to 100")
    }

    @Test func configListsGetsAndSets() throws {
        let box = Sandbox()
        let list = try box.run("config")
        #expect(list.lines == [
            "設定                  値      使える値",
            "ambiguousWidth        auto    auto|1|2",
            "dailyLimitGrams       20      0–200",
            "dayStartsAtHour       4       0–11",
            "gaugeMaxGrams         60      10–500",
            "language              ja      ja|en",
            "mouse                 false   true|false",
            "soberDaysPerWeekGoal  2       0–7",
            "weekStartsOn          sunday  sunday|monday",
        ])
        #expect(try box.run("config", "weekStartsOn").stdout == "sunday\n")

        let set = try box.run("config", "dailyLimitGrams", "40")
        #expect(set.status == 0)
        #expect(set.stderr == "dailyLimitGrams を 40 にしました\n")
        #expect(set.stdout.isEmpty)
        #expect(try box.run("config", "dailyLimitGrams").stdout == "40\n")
        #expect(try box.run("config", "dailyLimitGrams", "４０").stderr == "dailyLimitGrams はすでに 40 です\n")
        try box.run("config", "weekStartsOn", "monday")
        // The journal's language setting is the language of every command.
        #expect(try box.run("config", "language", "en").stderr == "language is now en\n")
        #expect(try box.run("status").stdout == "today not recorded\n")
        #expect(try box.run("--lang", "ja", "status").stdout == "今日 未記録\n")
        let journal = String(decoding: box.journalBytes ?? [], as: UTF8.self)
        #expect(journal.contains(#""settings": {"dailyLimitGrams": 40, "dayStartsAtHour": 4, "gaugeMaxGrams": 60, "language": "en", "mouse": false, "soberDaysPerWeekGoal": 2, "weekStartsOn": "monday"}"#))
    }

    @Test func configRefusesUnknownKeysAndBadValues() throws {
        let box = Sandbox()
        try box.run("config", "mouse", "true")
        try box.expectRefused(["config", "dailyLimitGrams", "201"], "dailyLimitGrams に「201」は使えません。使える値: 0–200")
        try box.expectRefused(["config", "dayStartsAtHour", "12"], "dayStartsAtHour に「12」は使えません。使える値: 0–11")
        try box.expectRefused(["config", "weekStartsOn", "friday"], "weekStartsOn に「friday」は使えません。使える値: sunday|monday")
        try box.expectRefused(["config", "mouse", "yes"], "使える値: true|false")
        try box.expectRefused(["config", "dailyLimit", "20"], "「dailyLimit」という設定はありません。設定: ambiguousWidth, dailyLimitGrams, dayStartsAtHour")
        try box.expectRefused(["config", "colour"], "「colour」という設定はありません")
        try box.expectRefused(["config", "language", "en", "now"], "余分な引数「now」")
        try box.expectRefused(["--lang", "en", "config", "gaugeMaxGrams", "5"], "gaugeMaxGrams cannot be '5': it takes 10–500")
    }
}
