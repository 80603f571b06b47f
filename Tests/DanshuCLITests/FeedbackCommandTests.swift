import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import Foundation
import Testing

@testable import DanshuUI

/// Feedback on the command line (design.md §6): prices in `presets add` and `log --drink`, the new settings through
/// `config`, money, calories and the second unit in `show`, `stats` and `status`, `stats --weeks` against the
/// trends pane, exports with prices, and journal version 2 from the first new field on.
@Suite("Feedback on the command line")
struct FeedbackCommandTests {
    @Test(
        "presets add NAME ABV ML YEN: the list shows prices once one has one; a chip records it; show says what the day cost"
    )
    func presetWithAPrice() {
        let cli = CLI()
        cli.expect(
            ["presets", "add", "ハイボール", "7", "350", "４５０円"],
            prints: """
                #  名前                   度数     量  純アルコール   価格
                1  ビール500缶              5%  500ml         20.0g
                2  赤ワイン1杯             13%  120ml         12.5g
                3  赤ワイン1本             13%  720ml         74.9g
                4  日本酒1合               15%  180ml         21.6g
                5  ウイスキーダブル1杯     43%   60ml         20.6g
                6  ストロング 9% 500ml      9%  500ml         36.0g
                7  缶チューハイ 7% 500ml    7%  500ml         28.0g
                8  ハイボール               7%  350ml         19.6g  450円

                """, says: "プリセット「ハイボール」を追加しました\n")
        #expect(cli.journalText.contains(#"    {"abv": 7, "ml": 350, "name": "ハイボール", "price": 450}"#))
        cli.expect(
            ["log", "ハイボールx2", "1"],
            prints: """
                2026年11月29日(日)
                お酒を飲みましたか？ はい
                  ハイボール 450円 × 2  39.2g
                  ビール500缶 × 1       20.0g
                合計純アルコール量 59.2g（高リスク）
                1日の上限 20g 超え
                カロリー 414kcal
                支出 900円

                """)
        let english = cli.run("--lang", "en", "presets", "add", "Sake", "15", "180", "¥1,200")
        #expect(
            english.stderr == "Added preset Sake\n"
                && english.lines.last == "9  Sake                   15%   180ml    21.6g  ¥1,200")
    }

    @Test(
        "bad prices are refused with the reason and the range, and change nothing",
        arguments: [
            ("-5", "価格 (円)「-5」: 0〜100,000 の範囲で"), ("1e3", "価格 (円)「1e3」: 円の整数で入力"), ("abc", "価格 (円)「abc」: 円の整数で入力"),
            ("100001", "価格 (円)「100001」: 0〜100,000 の範囲で"), ("12.5", "価格 (円)「12.5」: 円の整数で入力"),
        ])
    func badPrices(price: String, message: String) {
        let cli = CLI()
        cli.run("log", "--sober")
        cli.expectRefused(["presets", "add", "ハイボール", "7", "350", price], message)
        cli.expectRefused(["log", "--drink", "ハイボール:7:350:\(price)"], message)
        #expect(!cli.journalText.contains("ハイボール"))
    }

    @Test(
        "--drink NAME:ABV:ML:YEN: a unit decides, an empty last value is no price, a bare one is taken where only one reading is a drink"
    )
    func oneOffSpellings() {
        let cli = CLI()
        let cases: [(String, String)] = [
            ("ハイボール:7:350:450", "  ハイボール 450円 × 1  19.6g"), // without a price it would be 350 %: only the price fits
            ("ハイボール:350ml:7%:¥450", "  ハイボール 450円 × 1  19.6g"), ("サワー:５%:５００ml:３００円", "  サワー 300円 × 1  20.0g"),
            ("a:b:7:350", "  a:b × 1  19.6g"), // b is no ABV: only the name with a colon fits
            ("焼酎 6:4:25:200円", "  焼酎 6 200円 × 1  0.8g"), // a unit says price
            ("焼酎 6:4:25:200:", "  焼酎 6:4 × 1  40.0g"), // an empty price
            ("焼酎 6:4:25%:200ml", "  焼酎 6:4 × 1  40.0g"), // a unit says volume
            ("x:5%:30:500", "  x 500円 × 1  1.2g"), // a unit before the last two: a value, not the name
            ("Mix 1:2:5:500:", "  Mix 1:2 × 1  20.0g"), ("Mix 1:2:5:¥500", "  Mix 1 500円 × 1  0.1g"),
        ]
        for (text, line) in cases {
            cli.run("log", "--sober")
            let logged = cli.run("log", "--drink", text)
            #expect(logged.status == 0, "\(text): \(logged.stderr)")
            #expect(logged.lines.count > 2 && logged.lines[2] == line, "\(text): \(logged.lines)")
        }
    }

    @Test("--drink with a bare last value that reads both ways is refused with both spellings, and nothing is written")
    func ambiguousOneOff() {
        let cli = CLI()
        cli.run("log", "--sober")
        cli.expectRefused(
            ["log", "--drink", "焼酎 6:4:25:200"],
            """
            --drink「焼酎 6:4:25:200」は2通りに読めます。名前「焼酎 6:4」・25%・200ml・価格なしなら --drink '焼酎 6:4:25:200:'、\
            名前「焼酎 6」・4%・25ml・200円なら --drink '焼酎 6:4:25:200円' と指定してください
            """)
        cli.expectRefused(
            ["--lang", "en", "log", "--drink", "Mix 1:2:5:500"],
            """
            --drink 'Mix 1:2:5:500' can be read two ways: for 'Mix 1:2', 5% in 500 ml without a price, write \
            --drink 'Mix 1:2:5:500:'; for 'Mix 1', 2% in 5 ml at ¥500, write --drink 'Mix 1:2:5:¥500'
            """)
        // Values the price reading would take only in the other order still make it a reading the user may mean.
        cli.expectRefused(["log", "--drink", "sake:180:15:500"], "なら --drink sake:15:180:500円 と指定してください")
        // Each spelling offered is taken, as what it says.
        #expect(cli.run("log", "--drink", "焼酎 6:4:25:200:").lines[2] == "  焼酎 6:4 × 1  40.0g")
        let sake = cli.run("log", "--drink", "sake:15:180:500円").lines
        #expect(sake.count > 3 && sake[3].hasPrefix("  sake 500円 × 1 ") && sake[3].hasSuffix(" 21.6g"), "\(sake)")
    }

    @Test(
        "config takes the new settings within their ranges and says the range otherwise; default values keep version 1")
    func settings() {
        let cli = CLI()
        cli.run("log", "--sober")
        let versionOne = cli.journalBytes
        cli.expectRefused(
            ["config", "secondUnit", "pints"], "secondUnit に「pints」は使えません。使える値: none|drinksJP|ukUnits|usDrinks")
        cli.expectRefused(["config", "usualYenPerWeek", "-1"], "usualYenPerWeek に「-1」は使えません。使える値: 0–1000000")
        cli.expectRefused(["config", "usualYenPerWeek", "1e3"], "使える値: 0–1000000")
        cli.expectRefused(
            ["--lang", "en", "config", "weeklyLimitGrams", "1401"], "weeklyLimitGrams cannot be '1401': it takes 0–1400"
        )
        cli.expect(["config", "weeklyLimitGrams", "100"], prints: "", says: "weeklyLimitGrams はすでに 100 です\n")
        #expect(cli.journalBytes == versionOne)
        cli.expect(["config", "secondUnit", "drinksJP"], prints: "", says: "secondUnit を drinksJP にしました\n")
        #expect(cli.journalText.contains("\"version\": 2,") && cli.journalText.contains(#""secondUnit": "drinksJP""#))
        cli.run("config", "secondUnit", "none")
        #expect(cli.journalBytes == versionOne)
    }

    @Test(
        "the first field of version 2 writes version 2; the run's .bak keeps the version-1 bytes; a version 5 file is refused untouched"
    )
    func versions() throws {
        let cli = CLI()
        cli.run("log", "1")
        let versionOne = try #require(cli.journalBytes)
        #expect(String(decoding: versionOne, as: UTF8.self).contains("\"version\": 1,"))
        #expect(cli.run("log", "--drink", "梅酒:12:90:300円").status == 0)
        #expect(cli.journalText.contains("\"version\": 2,"))
        #expect(cli.bytes(of: cli.journal + ".bak") == versionOne)
        // Version 1 and 2 files both load; 4 is from a newer danshu.
        #expect(cli.run("show").status == 0)
        let newer = cli.journalText.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 5")
        cli.writeJournal(newer)
        for arguments in [
            ["show"], ["log", "1"], ["config", "usualYenPerWeek", "100"], ["stats", "--weeks", "4"], ["status"],
        ] {
            let result = cli.run(arguments)
            #expect(result.status == 3, "\(arguments): \(result)")
            #expect(result.stderr.contains("バージョン 1〜4 が必要ですが、バージョン 5 です"), "\(arguments)")
        }
        #expect(cli.journalText == newer)
    }

    @Test(
        "money not spent: status {notSpent} and --json, read from the file's end and from the whole file alike; stats says it"
    )
    func moneyNotSpent() {
        let cli = CLI()
        cli.writeJournal(Fixture.november) // 14 sober days up to today
        cli.expect(["status", "--format", "[{notSpent}]"], prints: "[]\n")
        cli.run("config", "usualYenPerWeek", "10000")
        cli.expect(["status", "--format", "{streak}日 {notSpent}"], prints: "14日 20,000円\n")
        cli.expect(["--lang", "en", "status", "--format", "{notSpent}"], prints: "¥20,000\n")
        let json = cli.run("status", "--json").stdout
        #expect(json.contains(#""monthSober": 12, "notSpentYen": 20000, "streak": 14}"#))
        // A hand edit's layout sends status to the whole file: the same answer.
        cli.writeJournal(cli.journalText.replacingOccurrences(of: "\"drank\": false}", with: "\"drank\":false}"))
        #expect(cli.run("status", "--json").stdout == json)
        let stats = cli.run("stats").lines
        // November up to the 29th: 10,000 × 29 / 7 = 41,428; nothing priced.
        #expect(stats.contains("支出                 0円") && stats.contains("浮いたお金           41,428円"), "\(stats)")
        #expect(stats.contains("  浮いたお金 20,000円"), "the streak's fact, as the pane says it")
    }

    @Test(
        "stats: the second unit beside grams, the month's calories and spending, its year's, in the text and the JSON")
    func statsWithFeedback() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.run("config", "secondUnit", "drinksJP")
        cli.run("log", "2026-03-01", "--drink", "ワイン:13:120:800")
        cli.run("log", "2026-11-28", "--drink", "ワイン:13:120:800")
        let text = cli.run("stats").lines
        #expect(text.contains("合計純アルコール  129.8g（13.0ドリンク）"))
        #expect(
            text.contains("カロリー             909kcal") && text.contains("支出                 800円")
                && text.contains("2026年の支出         1,600円"),
            "\(text)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--json").stdoutBytes)) as? [String: Any])
        #expect(object["totalInSecondUnit"] as? Double == 13.0 && object["kcal"] as? Int == 909)
        #expect(
            object["spentYen"] as? Int == 800 && object["yearSpentYen"] as? Int == 1_600
                && object["notSpentYen"] is NSNull)
        #expect(cli.run("show", "2026-11-28").lines.contains("合計純アルコール量 12.5g（1.3ドリンク、低リスク）"))
    }

    @Test("show: grams, second unit and band in one bracket; the limit line reads as a sentence in English")
    func showTotalAndLimit() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expect(
            ["--lang", "en", "show", "2026-11-02"],
            prints: """
                Mon 2 Nov 2026
                Did you drink? Yes
                  ビール500缶 × 2  40.0g
                Total pure alcohol 40.0g (high risk)
                Over the 20 g daily limit
                Calories 280 kcal

                """)
        cli.run("config", "secondUnit", "ukUnits")
        #expect(
            cli.run("--lang", "en", "show", "2026-11-02").lines[3]
                == "Total pure alcohol 40.0g (5.0 UK units, high risk)")
        #expect(cli.run("show", "2026-11-02").lines[3...4] == ["合計純アルコール量 40.0g（5.0ユニット、高リスク）", "1日の上限 20g 超え"])
    }

    @Test("stats --weeks with the weekly limit off has no limit column")
    func weeksWithoutLimit() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.run("config", "weeklyLimitGrams", "0")
        #expect(
            Array(cli.run("stats", "--weeks", "2").lines.prefix(4)) == [
                "週ごとの推移",
                "週                合計  飲酒日  休肝日  未記録",
                "11/22〜11/28      0.0g     0日     7日     0日",
                "11/29〜12/5 今週  0.0g     0日     1日     0日",
            ])
    }

    @Test("config usualYenPerWeek takes a price's spellings: commas, 円, ¥, full-width digits; the range when refused")
    func usualYenSpellings() {
        let cli = CLI()
        for (typed, stored) in [
            ("7,000", 7_000), ("¥12,500", 12_500), ("7000円", 7_000), ("￥1,000,000", 1_000_000), ("７，０００円", 7_000),
            ("0", 0),
        ] {
            cli.expect(["config", "usualYenPerWeek", typed], prints: "", says: "usualYenPerWeek を \(stored) にしました\n")
            #expect(cli.run("config", "usualYenPerWeek").stdout == "\(stored)\n")
        }
        for typed in ["7,00", "1,000,001", "-1", "7.5", "1e3", "abc"] {
            cli.expectRefused(
                ["config", "usualYenPerWeek", typed], "usualYenPerWeek に「\(typed)」は使えません。使える値: 0–1000000")
        }
        cli.expectRefused(
            ["--lang", "en", "config", "usualYenPerWeek", "7.5"], "usualYenPerWeek cannot be '7.5': it takes 0–1000000")
    }

    @Test("stats --weeks N prints the pane's numbers; --json gives the same as the pane on the same journal")
    func weeksAgainstThePane() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.run("log", "2026-10-10", "1x6")
        cli.run("log", "2026-10-14", "--sober")
        let text = cli.run("stats", "--weeks", "3")
        #expect(
            text.lines == [
                "週ごとの推移",
                "週の上限 100g",
                "週                 合計  週の上限  飲酒日  休肝日  未記録",
                "11/15〜11/21      64.8g               1日     2日     4日",
                "11/22〜11/28       0.0g               0日     7日     0日",
                "11/29〜12/5 今週   0.0g               0日     1日     0日",
                "",
                "直近4週（11/2〜11/29） 記録日あたり 7.8g  前の4週 40.0g（記録 15日・3日。増減は、どちらも21日分の記録がそろってから）",
                "休肝日 週2日の目標（直近4週にかかる週）: 達成 3週・未達 2週",
            ], "\(text.stdout)")
        cli.expectRefused(["stats", "--weeks", "0"], "--weeks「0」は使えません。1〜520 の週数で")
        cli.expectRefused(["stats", "--weeks", "x"], "1〜520 の週数で")
        cli.expectRefused(["stats", "--weeks", "4", "--month", "2026-10"], "--weeks と --month は一緒に使えません")

        // The pane at 80 columns shows 26 weeks; the JSON of 26 weeks tells the same numbers.
        let count = TrendsView.weekCount(width: 80)
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(cli.run("stats", "--weeks", String(count), "--json").stdoutBytes))
                as? [String: Any])
        let weeks = try #require(json["weeks"] as? [[String: Any]])
        let comparison = try #require(json["comparison"] as? [String: Any])
        #expect(
            weeks.count == count && weeks.last?["start"] as? String == "2026-11-29"
                && weeks.last?["complete"] as? Bool == false)
        #expect(comparison["recentGrams"] as? Double == 117.3 && comparison["earlierGrams"] as? Double == 120.0)
        #expect(
            comparison["recentGramsPerRecordedDay"] as? Double == 7.8
                && comparison["earlierGramsPerRecordedDay"] as? Double == 40.0)
        #expect(comparison["recentRecordedDays"] as? Int == 15 && comparison["earlierRecordedDays"] as? Int == 3)
        #expect(
            comparison["changePercent"] is NSNull && comparison["goalWeeksMet"] as? Int == 3
                && comparison["goalWeeksMissed"] as? Int == 2)

        let journal = try JournalReader.read(cli.journalBytes ?? [], file: "journal.json")
        var state = AppState(journal: journal, today: LocalDate(year: 2026, month: 11, day: 29)!)
        reduce(&state, .app(.trendsPressed))
        let canvas = Screen.render(state, width: 80, height: 22, catalog: Catalog(.ja), theme: Theme(color: false))
            .canvas
        let rows = (0..<canvas.height).map(canvas.row)
        // `·` for a week with nothing recorded; the week under way shows its sober days, met or not yet (null).
        let sober = weeks.map { week in
            (week["soberDays"] as? Int ?? 0) + (week["drinkingDays"] as? Int ?? 0) == 0
                ? "·" : String(week["soberDays"] as? Int ?? -1)
        }
        #expect(weeks.last?["metSoberGoal"] is NSNull, "the week under way with 1 of 2 sober days is not missed yet")
        #expect(
            rows.contains(" " + sober.joined(separator: "  ")),
            "the pane's row of sober days\n\(rows.joined(separator: "\n"))")
        #expect(
            rows.contains { $0.hasPrefix(" 直近4週（11/2〜11/29） 記録日あたり 7.8g  前の4週 40.0g") },
            "\(rows.joined(separator: "\n"))")
        #expect(rows[2].hasPrefix(" \(weeks.last?["totalGrams"] as? Double ?? -1)g"))
    }

    @Test("stats --weeks with cravings: a column of weekly averages, and averageCraving in the JSON as in the pane")
    func weeksWithCraving() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let json0 = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--weeks", "2", "--json").stdoutBytes))
                as? [String: Any])
        #expect((json0["weeks"] as? [[String: Any]])?.allSatisfy { $0["averageCraving"] is NSNull } == true)
        cli.run("log", "2026-11-23", "--craving", "2")
        cli.run("log", "2026-11-24", "--craving", "3", "--mood", "4")
        cli.run("log", "2026-11-29", "--craving", "7")
        let text = cli.run("--lang", "en", "stats", "--weeks", "3")
        #expect(
            text.lines.dropFirst(2).prefix(4) == [
                "Week                    Total  Weekly limit  Drinking   Sober  Not recorded  Craving",
                "15 Nov–21 Nov           64.8g                   1 day  2 days        4 days",
                "22 Nov–28 Nov            0.0g                  0 days  7 days        0 days      2.5",
                "29 Nov–5 Dec this week   0.0g                  0 days   1 day        0 days      7.0",
            ], "\(text.stdout)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--weeks", "3", "--json").stdoutBytes))
                as? [String: Any])
        let weeks = try #require(json["weeks"] as? [[String: Any]])
        #expect(
            weeks[0]["averageCraving"] is NSNull && weeks[1]["averageCraving"] as? Double == 2.5
                && weeks[2]["averageCraving"] as? Double == 7.0)
        // The pane shows the same weeks' averages, whole (2.5 → 3), under the sober days.
        let journal = try JournalReader.read(cli.journalBytes ?? [], file: "journal.json")
        var state = AppState(journal: journal, today: LocalDate(year: 2026, month: 11, day: 29)!)
        reduce(&state, .app(.trendsPressed))
        let canvas = Screen.render(state, width: 80, height: 22, catalog: Catalog(.ja), theme: Theme(color: false))
            .canvas
        let rows = (0..<canvas.height).map(canvas.row)
        #expect(
            rows.contains { $0.hasSuffix("   3  7") && $0.trimmingCharacters(in: .whitespaces) == "3  7" },
            "\(rows.joined(separator: "\n"))")
    }

    @Test("export and import with prices: CSV and JSON round trips give the same days and bytes")
    func exchange() {
        let cli = CLI()
        cli.run("presets", "add", "ハイボール", "7", "350", "450")
        cli.run("log", "-1", "ハイボールx2", "1")
        cli.run("log", "--drink", "梅酒:12:90:300円", "--note", "a, \"quoted\" note")
        cli.run("log", "-2", "--sober")
        let csv = cli.run("export").stdout
        #expect(csv.hasPrefix("date,drank,name,ml,abv,grams,count,note,price,kcal\r\n"))
        #expect(csv.contains("2026-11-28,true,ハイボール,350,7,19.6,2,,450,\r\n"))
        let json = cli.run("export", "--format", "json").stdout
        for (name, text) in [("days.csv", csv), ("days.json", json)] {
            let other = CLI()
            other.write(text, to: other.file(name))
            #expect(other.run("import", other.file(name)).status == 0)
            #expect(other.run("export").stdout == csv, "\(name)")
            #expect(other.run("show", "-1").stdout == cli.run("show", "-1").stdout)
        }
    }
}
