import Foundation
import Testing

@Suite("danshu show, check, status and stats")
struct ReadCommandTests {
    @Test func showPrintsTheDay() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        #expect(try box.run("show", "2026-11-15").lines == [
            "2026年11月15日(日)",
            "お酒を飲みましたか？ はい",
            "  日本酒1合 × 3  64.8g",
            "合計純アルコール量 64.8g（非常に高リスク）",
            "1日の上限 20g 超え",
            "メモ: 忘年会",
        ])
        #expect(try box.run("show", "2026-11-10").lines == [
            "2026年11月10日(火)", "お酒を飲みましたか？ はい", "合計純アルコール量 0.0g（低リスク）",
        ])
        #expect(try box.run("show").lines == ["2026年11月29日(日)", "お酒を飲みましたか？ いいえ"])
        #expect(try box.run("show", "2026-11-04").lines == ["2026年11月4日(水)", "まだ記録がありません"])
        #expect(try box.run("--lang", "en", "show", "2026-11-05").lines == [
            "Thu 5 Nov 2026", "Did you drink? Yes", "  赤ワイン1杯 × 1  12.5g", "Total pure alcohol 12.5g (low risk)",
        ])
    }

    @Test("show of a day after today only looks: exit 0, nothing recorded, nothing written")
    func showOfAFutureDay() throws {
        let box = Sandbox()
        let result = try box.run("show", "2026-11-30")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.lines == ["2026年11月30日(月)", "まだ来ていない日です。記録はありません"])
        #expect(try box.run("--lang", "en", "show", "2027-01-01").lines == ["Fri 1 Jan 2027", "This day is still to come: nothing is recorded"])
        #expect(box.journalBytes == nil)
        // Recording it is still refused.
        try box.expectRefused(["log", "2026-11-30", "1"], "2026-11-30 は未来の日なので記録できません")
    }

    @Test func showRefusesBadDays() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        try box.expectRefused(["show", "2026-13-45"], "「2026-13-45」という日はありません")
        try box.expectRefused(["show", "someday"], "「someday」は日付ではありません")
        try box.expectRefused(["show", "-1", "-2"], "余分な引数「-2」があります")
    }

    @Test func checkReportsDaysAndPresets() throws {
        let box = Sandbox()
        let missing = try box.run("check")
        #expect(missing.status == 0)
        #expect(missing.stdout == "ok: \(box.journal)（ファイルはまだありません。最初の記録で作られます）\n")
        box.writeJournal(Fixture.november)
        #expect(try box.run("check").stdout == "ok: \(box.journal)（16日、プリセット 3件）\n")
        #expect(try box.run("--lang", "en", "check").stdout == "ok: \(box.journal) (16 days, 3 presets)\n")
        try box.expectRefused(["check", "now"], "余分な引数「now」")
    }

    @Test func checkNamesThePlaceOfABadJournal() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.corrupt)
        let result = try box.run("--lang", "en", "check")
        #expect(result.status == 3)
        #expect(result.stderr == "danshu: \(box.journal): line 4, column 39: expected true, found '}'\n")
        #expect(try box.run("check").stderr == "danshu: \(box.journal): 4行39列目: true が必要ですが、「}」があります\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func statusInJapaneseAndEnglish() throws {
        let box = Sandbox()
        #expect(try box.run("status").stdout == "今日 未記録\n")
        box.writeJournal(Fixture.november)
        #expect(try box.run("status").stdout == "断酒 14日目 · 今日 休肝日\n")
        #expect(try box.run("--lang", "en", "status").stdout == "Sober day 14 · today sober\n")
        #expect(try box.run(["status"], extra: ["DANSHU_LANG": "en"]).stdout == "Sober day 14 · today sober\n")
        #expect(try box.run(["status"], extra: ["DANSHU_TODAY": "2026-11-30"]).stdout == "断酒 15日目 · 今日 未記録\n")
        #expect(try box.run(["--lang=en", "status"], extra: ["DANSHU_TODAY": "2026-11-15"]).stdout == "today drank 64.8g\n")
        try box.expectRefused(["status", "today"], "余分な引数「today」")
    }

    @Test func statsAsText() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let result = try box.run("stats")
        #expect(result.status == 0)
        #expect(result.lines == [
            "2026年11月の統計",
            "休肝日            12日",
            "飲酒日            4日",
            "未記録            13日",
            "まだ来ていない日  1日",
            "合計純アルコール  117.3g",
            "飲酒日の平均      29.3g",
            "上限 20g 超え     2日",
            "最も多かった日    11月15日 64.8g",
            "週2日の休肝日     3 / 4週",
            "今月の休肝日目標  12日 / 目標 9日 達成",
            "",
            "継続",
            "現在の連続        14日",
            "最長の連続        14日",
            "休肝日の累計      12日",
            "次の目標          30日",
            "90日まであと      76日",
        ])
        let english = try box.run("--lang", "en", "stats", "--month", "2026-10")
        #expect(english.lines.first == "Statistics for October 2026")
        #expect(english.lines.contains("Not recorded         31 days"))
    }

    @Test("a new journal: stats and status agree with the app's welcome, with no streak of 0 days")
    func newJournal() throws {
        let box = Sandbox()
        let stats = try box.run("stats")
        #expect(stats.status == 0)
        #expect(Array(stats.lines.suffix(4)) == ["", "継続", "まだ記録がありません。", "記録を始めると継続日数が出ます"])
        #expect(stats.lines.contains("まだ来ていない日  1日"))
        #expect(!stats.stdout.contains("90日"))
        #expect(try box.run("--lang", "en", "stats").lines.suffix(2) == ["Nothing recorded yet.", "Streaks begin with your first record."])
        #expect(try box.run("status").stdout == "今日 未記録\n")
        #expect(box.journalBytes == nil)

        try box.run("log", "--sober")
        let started = try box.run("--lang", "en", "stats").lines
        #expect(started.contains("Current streak       1 day"))
        #expect(started.contains("Days to 90           89 days"))
        #expect(try box.run("status").stdout == "断酒 1日目 · 今日 休肝日\n")
    }

    @Test func statsAsJSONMatchesTheHandCount() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let result = try box.run("stats", "--json")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        let expected: [String: Any] = [
            "month": "2026-11", "today": "2026-11-29", "daysInMonth": 30, "elapsedDays": 29, "futureDays": 1,
            "soberDays": 12, "drinkingDays": 4, "unrecordedDays": 13,
            "totalGrams": 117.3, "averageGramsPerDrinkingDay": 29.3, "dailyLimitGrams": 20.0, "daysOverLimit": 2,
            "heaviestDay": "2026-11-15", "heaviestDayGrams": 64.8,
            "soberDaysPerWeekGoal": 2, "weeksMet": 3, "weeksCounted": 4, "soberGoalDays": 9, "soberGoalReached": true,
            "currentStreak": 14, "longestStreak": 14, "totalSoberDays": 12, "soberDaysThisMonth": 12,
            "nextMilestone": 30, "daysToHabit": 76,
        ]
        #expect(Set(object.keys) == Set(expected.keys))
        for (key, value) in expected {
            #expect((object[key] as? NSObject) == (value as? NSObject), "\(key): \(String(describing: object[key]))")
        }
        // Grams keep one decimal in the text itself.
        #expect(result.stdout.contains("\"dailyLimitGrams\": 20.0,\n"))
        #expect(result.stdout.contains("\"totalGrams\": 117.3,\n"))

        let empty = try box.run("stats", "--json", "--month", "2026-12")
        let december = try #require(try JSONSerialization.jsonObject(with: Data(empty.stdoutBytes)) as? [String: Any])
        #expect(december["heaviestDay"] is NSNull)
        #expect(december["elapsedDays"] as? Int == 0)
    }

    @Test func statsRefusesBadMonths() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        try box.expectRefused(["stats", "--month", "2026-13"], "「2026-13」は月ではありません")
        try box.expectRefused(["stats", "--month"], "--month の後に値が必要です")
        try box.expectRefused(["stats", "--json=yes"], "--json は値を取りません")
        try box.expectRefused(["stats", "--week"], "stats に --week というオプションはありません")
    }
}
