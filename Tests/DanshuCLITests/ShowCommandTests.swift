import Testing

@Suite("danshu show")
struct ShowCommandTests {
    @Test("a drinking day, an empty drinking day, a sober day, an unrecorded day, and in English")
    func showPrintsTheDay() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expect(
            ["show", "2026-11-15"],
            prints: """
                2026年11月15日(日)
                お酒を飲みましたか？ はい
                  日本酒1合 × 3  64.8g
                合計純アルコール量 64.8g（非常に高リスク）
                1日の上限 20g 超え
                カロリー 454kcal
                メモ: 忘年会

                """)
        cli.expect(["show", "2026-11-10"], prints: "2026年11月10日(火)\nお酒を飲みましたか？ はい\n合計純アルコール量 0.0g（低リスク）\n")
        cli.expect(["show"], prints: "2026年11月29日(日)\nお酒を飲みましたか？ いいえ\n")
        cli.expect(["show", "2026-11-04"], prints: "2026年11月4日(水)\nまだ記録がありません\n")
        cli.expect(
            ["--lang", "en", "show", "2026-11-05"],
            prints:
                "Thu 5 Nov 2026\nDid you drink? Yes\n  赤ワイン1杯 × 1  12.5g\nTotal pure alcohol 12.5g (low risk)\nCalories 88 kcal\n"
        )
    }

    @Test("show of a day after today only looks: exit 0, nothing recorded, nothing written")
    func showOfAFutureDay() {
        let cli = CLI()
        cli.expect(["show", "2026-11-30"], prints: "2026年11月30日(月)\nまだ来ていない日です。記録はありません\n")
        cli.expect(
            ["--lang", "en", "show", "2027-01-01"],
            prints: "Fri 1 Jan 2027\nThis day is still to come: nothing is recorded\n")
        #expect(cli.journalBytes == nil)
        // Recording it is still refused.
        cli.expectRefused(["log", "2026-11-30", "1"], "2026-11-30 は未来の日なので記録できません")
    }

    @Test("a day that does not exist, a word that is no date, and one word too many are refused")
    func showRefusesBadDays() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expectRefused(["show", "2026-13-45"], "「2026-13-45」という日はありません")
        cli.expectRefused(["show", "someday"], "「someday」は日付ではありません")
        cli.expectRefused(["show", "-1", "-2"], "余分な引数「-2」があります")
    }
}
