import DanshuTestSupport
import Testing

@Suite("danshu log")
struct LogCommandTests {
    @Test("names, numbers and counts on a new journal: the day is printed and written in the journal's own bytes")
    func namesNumbersAndCountsOnANewJournal() {
        let cli = CLI()
        cli.expect(
            ["log", "ビール500缶x2", "2"],
            prints: """
                2026年11月29日(日)
                お酒を飲みましたか？ はい
                  ビール500缶 × 2  40.0g
                  赤ワイン1杯 × 1  12.5g
                合計純アルコール量 52.5g（高リスク）
                1日の上限 20g 超え
                カロリー 368kcal

                """)
        #expect(
            cli.journalText.contains(
                #"    "2026-11-29": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}, {"abv": 13, "count": 1, "grams": 12.5, "ml": 120, "name": "赤ワイン1杯"}]}"#
            ))
        #expect(cli.journalText.hasPrefix("{\n  \"format\": \"danshu-journal\""))
    }

    @Test("count marks (×, x, *) add up on the same entry")
    func countMarksAddUpOnTheSameEntry() {
        let cli = CLI()
        cli.run("log", "1×3")
        cli.run("log", "ビール500缶*2", "4")
        let result = cli.run("log", "1")
        #expect(result.lines[2] == "  ビール500缶 × 6  120.0g")
        #expect(result.lines[3] == "  日本酒1合 × 1     21.6g")
    }

    @Test("DATE as -N, yesterday, YYYY-MM-DD and today")
    func relativeDays() {
        let cli = CLI()
        #expect(cli.run("log", "-1", "1").lines.first == "2026年11月28日(土)")
        #expect(cli.run("log", "yesterday", "2").lines.first == "2026年11月28日(土)")
        #expect(cli.run("log", "2026-11-01", "2").lines.first == "2026年11月1日(日)")
        #expect(cli.run("log", "today", "2").lines.first == "2026年11月29日(日)")
        #expect(cli.run("show", "-1").lines.contains("  赤ワイン1杯 × 1  12.5g"))
    }

    @Test("--sober clears the day's drinks and says how many")
    func soberClearsTheDrinksAndSaysSo() {
        let cli = CLI()
        cli.run("log", "1x2")
        cli.expect(["log", "--sober"], prints: "2026年11月29日(日)\nお酒を飲みましたか？ いいえ\n", says: "2杯の記録を消しました\n")
        #expect(cli.journalText.contains(#"    "2026-11-29": {"drank": false}"#))
        // Nothing to clear, nothing said.
        #expect(cli.run("--lang", "en", "log", "-1", "--sober").stderr.isEmpty)
    }

    @Test("--drink one-offs (a colon in the name, full-width units) and a trimmed --note; an empty note removes it")
    func oneOffDrinksAndANote() {
        let cli = CLI()
        cli.expect(
            ["log", "--drink", "ハイボール:濃いめ:7:350", "--drink=サワー:５００ml:５%", "--note", "  送別会  "],
            prints: """
                2026年11月29日(日)
                お酒を飲みましたか？ はい
                  ハイボール:濃いめ × 1  19.6g
                  サワー × 1             20.0g
                合計純アルコール量 39.6g（中リスク）
                1日の上限 20g 超え
                カロリー 277kcal
                メモ: 送別会

                """)
        #expect(cli.journalText.contains(#"{"abv": 7, "count": 1, "grams": 19.6, "ml": 350, "name": "ハイボール:濃いめ"}"#))
        #expect(cli.journalText.contains(#""note": "送別会""#))
        #expect(cli.run("log", "--note", "").lines.last == "カロリー 277kcal")
        #expect(!cli.journalText.contains("送別会"))
    }

    @Test("bad input is refused with exit 2 and the reason, and writes nothing")
    func refusesBadInputAndWritesNothing() {
        let cli = CLI()
        cli.expectRefused(["log", "2026-11-30", "1"], "2026-11-30 は未来の日なので記録できません（今日は 2026-11-29）")
        cli.run("log", "-2", "1")
        cli.expectRefused(["log", "2026-13-45", "1"], "「2026-13-45」という日はありません")
        cli.expectRefused(["log", "1x0"], "杯数「0」は使えません")
        cli.expectRefused(["log", "1x-1"], "杯数「-1」は使えません")
        cli.expectRefused(["log", "1", "ワイン"], "「ワイン」というプリセットはありません")
        cli.expectRefused(["log", "8"], "プリセット 8 番はありません。1〜7 番")
        cli.expectRefused(["log"], "記録するものがありません")
        cli.expectRefused(["log", "--sober", "1"], "--sober（飲まなかった）と飲み物は一緒に指定できません")
        cli.expectRefused(["log", "--drink", "ハイボール"], "NAME:ABV:ML（名前:度数:量）か NAME:ABV:ML:YEN（価格を付けて）の形で")
        cli.expectRefused(["log", "--drink", "x:101:350"], "度数 (%)「101」: 0〜100 の範囲で")
        cli.expectRefused(["log", "--drink", "x:5:abc"], "量 (ml)「abc」: 整数で入力")
        cli.expectRefused(["log", "1x1000"], "杯数「1000」")
        cli.expectRefused(["log", "1", "--bogus"], "log に --bogus というオプションはありません")
        cli.expectRefused(["--lang", "en", "log", "-100000", "1"], "'-100000' is outside the years 1900 to 9999")
        cli.expectRefused(["log", "--note", String(repeating: "あ", count: 10_001)], "メモは 10000 文字まで")
    }

    @Test("--drink takes ABV before ml; a unit on a value decides what it is, in any order")
    func oneOffSpellings() {
        let cli = CLI()
        for spelling in ["sake:15:180", "sake:180ml:15%", "sake:１５％:１８０ｍｌ", "sake:180:15%", "sake:15:180mL"] {
            #expect(cli.run("log", "-1", "--sober").status == 0)
            let logged = cli.run("log", "-1", "--drink", spelling)
            #expect(logged.status == 0, "\(spelling): \(logged.stderr)")
            #expect(logged.lines.dropFirst(2).first == "  sake × 1  21.6g", "\(spelling)")
        }
        cli.run("log", "-1", "--sober")
        cli.expectRefused(
            ["log", "--drink", "sake:180:15"],
            "--drink「sake:180:15」: 度数が先、量が後です。度数 15%、量 180ml なら --drink sake:15:180（単位を付けて --drink sake:15%:180ml でも）")
        cli.expectRefused(
            ["--lang", "en", "log", "--drink", "my sake:180:15"],
            "ABV comes first, then ml; for 15% and 180 ml write --drink 'my sake:15:180' (or, with units, --drink 'my sake:15%:180ml')"
        )
        cli.expectRefused(["log", "--drink", "sake:15%:15%"], "度数（%）が2つあります")
        cli.expectRefused(["--lang", "en", "log", "--drink", "sake:180ml:500ml"], "both values are volumes (ml)")
        cli.expectRefused(["log", "--drink", "sake:15ml:180"], "度数 (%)「180」: 0〜100 の範囲で")
        // A refused --drink stops the whole line: the preset before it is not recorded either.
        cli.expectRefused(["log", "1", "--drink", "sake:180:15"], "度数が先")
    }

    @Test("one bad item stops the whole line: no journal is created")
    func oneBadItemStopsTheWholeLine() {
        let cli = CLI()
        cli.expectRefused(["log", "1", "2", "1x0"], "杯数「0」")
        #expect(cli.journalBytes == nil)
    }

    @Test("today follows the clock: before dayStartsAtHour the evening before is still today")
    func todayFollowsTheClock() {
        let cli = CLI()
        cli.now = ("2026-11-30", 3)
        #expect(cli.run("log", "1").lines.first == "2026年11月29日(日)")
        cli.now = ("2026-11-30", 4)
        #expect(cli.run("log", "1").lines.first == "2026年11月30日(月)")
        // DANSHU_TODAY wins over the clock.
        #expect(cli.run(["log", "1"], extra: ["DANSHU_TODAY": "2026-11-01"]).lines.first == "2026年11月1日(日)")
    }

    // MARK: Limits

    @Test("a count reaches 999; one more is refused and nothing is saved")
    func countLimit() {
        let cli = CLI()
        cli.writeJournal(LimitsJournal.journal(presets: 3))
        // 999 of 14 g is beyond what a person can drink (`BeyondDrinkable`): --force records it; the count limit is this test's.
        #expect(cli.run("log", "酒0x999", "--force").status == 0)
        #expect(cli.run("show").stdout.contains("酒0 × 999"))
        cli.expectRefused(["log", "酒0"], "1種類999杯までです")
        cli.expectRefused(["log", "1x1000"], "1000")
    }

    @Test("a day of 100 entries takes more of a listed drink but no new one")
    func entriesLimit() {
        let cli = CLI()
        cli.writeJournal(LimitsJournal.journal(presets: 3, days: [LimitsJournal.day("2026-11-29", entries: 99)]))
        #expect(cli.run("log", "--drink", "水割り:5:350").status == 0)
        cli.expectRefused(["log", "--drink", "もう一杯:5:350"], "1日100種類までです")
        cli.expectRefused(["log", "酒0"], "1日100種類までです")
        #expect(cli.run("log", "--drink", "水割り:5:350").status == 0, "one more of a listed drink is no new entry")
    }
}

/// A day typed in a form danshu does not take is refused as a day, never looked up as a preset (issue 26).
@Suite("log: days that are not presets")
struct LogDayWordsTests {
    @Test(
        "log tomorrow 1 says tomorrow is a future day; 2026/11/20 is a day; 11/20 is refused with the forms danshu takes"
    )
    func dayWords() {
        let cli = CLI()
        cli.expectRefused(["log", "tomorrow", "1"], "2026-11-30 は未来の日なので記録できません（今日は 2026-11-29）")
        #expect(cli.run("log", "2026/11/20", "1").status == 0)
        #expect(cli.run("show", "2026-11-20").stdout.contains("ビール500缶 × 1"))
        cli.expectRefused(["log", "11/20", "1"], "「11/20」は日付ではありません。YYYY-MM-DD（2026-11-1、2026/11/20 も可）")
        cli.expectRefused(
            ["--lang", "en", "log", "11/20", "1"], "'11/20' is not a day: give YYYY-MM-DD (or 2026-11-1, 2026/11/20)")
    }
}
