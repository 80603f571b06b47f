import Foundation
import Testing

@Suite("danshu stats")
struct StatsCommandTests {
    @Test(
        "November as text: the pane's rows (the month, the streak, the money), then AUDIT-C and the comparison; another month in English"
    )
    func statsAsText() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expect(
            ["stats"],
            prints: """
                2026年11月の統計
                今月の休肝日目標  12日 / 目標 9日 達成
                休肝日            12日
                飲酒日            4日
                未記録            13日
                合計純アルコール  117.3g
                飲酒日の平均      29.3g
                上限 20g 超え     2日
                週2日の休肝日     3 / 4週
                最も多かった日    11月15日  64.8g

                断酒 14日目
                  最長記録を更新中
                  休肝日 累計12日
                  次の目標 30日
                  断酒90日まで あと76日

                カロリー             821kcal

                AUDIT-C（日記から）
                  AUDIT-C は記録が28日分たまると表示します（あと 12日）

                生活習慣病のリスクを高める量との比較（直近4週間）
                  基準との比較は直近28日のうち21日分の記録があると表示します（あと 6日）
                  1日 40g を超えた日（直近4週間）: 1日

                """)
        let english = cli.run("--lang", "en", "stats", "--month", "2026-10")
        #expect(english.lines.first == "Statistics for October 2026")
        #expect(english.lines.contains("Not recorded         31 days"))
    }

    @Test("a new journal: stats and status agree with the app's welcome, with no streak of 0 days")
    func newJournal() {
        let cli = CLI()
        let stats = cli.run("stats")
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("\n\nまだ記録がありません。\n記録を始めると継続日数が出ます\n\n"), "\(stats.stdout)")
        #expect(stats.lines.contains("未記録            29日"))
        #expect(!stats.stdout.contains("90日"))
        #expect(
            cli.run("--lang", "en", "stats").stdout.contains(
                "\n\nNothing recorded yet.\nStreaks begin with your first record.\n\n"))
        cli.expect(["status"], prints: "今日 未記録\n")
        #expect(cli.journalBytes == nil)

        cli.run("log", "--sober")
        let started = cli.run("--lang", "en", "stats").lines
        #expect(started.contains("Sober day 1"))
        #expect(started.contains("  89 days to a 90-day streak"))
        cli.expect(["status"], prints: "断酒 1日目 · 今日 休肝日\n")
    }

    @Test("--json matches the hand count, with grams keeping one decimal; an empty month has no heaviest day")
    func statsAsJSONMatchesTheHandCount() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let result = cli.run("stats", "--json")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        let expected: [String: Any] = [
            "month": "2026-11", "today": "2026-11-29", "daysInMonth": 30, "elapsedDays": 29, "futureDays": 1,
            "soberDays": 12, "drinkingDays": 4, "unrecordedDays": 13,
            "totalGrams": 117.3, "averageGramsPerDrinkingDay": 29.3, "dailyLimitGrams": 20.0, "daysOverLimit": 2,
            "heaviestDay": "2026-11-15", "heaviestDayGrams": 64.8,
            "soberDaysPerWeekGoal": 2, "weeksMet": 3, "weeksCounted": 4, "soberGoalDays": 9, "soberGoalReached": true,
            "currentStreak": 14, "longestStreak": 14, "currentIsLongest": true, "totalSoberDays": 12,
            "soberDaysThisMonth": 12,
            "nextMilestone": 30, "daysToHabit": 76,
            "averageMoodSoberDays": NSNull(), "averageMoodDrinkingDays": NSNull(), "averageCraving": NSNull(),
            "secondUnit": "none", "totalInSecondUnit": NSNull(), "kcal": 821, "spentYen": 0, "yearSpentYen": 0,
            "usualYenPerWeek": 0,
            "notSpentYen": NSNull(), "streakNotSpentYen": NSNull(),
        ]
        #expect(Set(object.keys) == Set(expected.keys).union(["auditC", "comparison", "heavyDaySituations"]))
        let situations = try #require(object["heavyDaySituations"] as? [String: Any])
        #expect(
            situations["heavyDays"] as? Int == 1 && situations["daysWithContext"] as? Int == 0
                && (situations["why"] as? [Any])?.isEmpty == true)
        // 16 recorded days: no AUDIT-C yet (issue 36), 12 more needed; every month of its history null, never 0.
        let audit = try #require(object["auditC"] as? [String: Any])
        #expect(["q1", "q2", "q3", "score", "positive"].allSatisfy { audit[$0] is NSNull }, "\(audit)")
        #expect(
            audit["recordedDays"] as? Int == 16 && audit["neededDays"] as? Int == 12 && audit["cutOff"] as? Int == 4)
        let history = try #require(audit["history"] as? [[String: Any]])
        #expect(history.count == 12 && history.allSatisfy { $0["score"] is NSNull }, "\(history)")
        #expect(history.first?["end"] as? String == "2025-12-31" && history.first?["recordedDays"] as? Int == 0)
        // 15 of the last 28 days recorded: 6 missing; nothing compared.
        let comparison = try #require(object["comparison"] as? [String: Any])
        #expect(
            comparison["recordedDays"] as? Int == 15 && comparison["neededDays"] as? Int == 6
                && comparison["gramsPerRecordedDay"] is NSNull)
        #expect(
            comparison["sex"] as? String == "unspecified" && comparison["above"] is NSNull
                && comparison["surveyYear"] as? Int == 2023)
        for (key, value) in expected {
            #expect((object[key] as? NSObject) == (value as? NSObject), "\(key): \(String(describing: object[key]))")
        }
        #expect(result.stdout.contains("\"dailyLimitGrams\": 20.0,\n"))
        #expect(result.stdout.contains("\"totalGrams\": 117.3,\n"))

        let empty = cli.run("stats", "--json", "--month", "2026-12")
        let december = try #require(try JSONSerialization.jsonObject(with: Data(empty.stdoutBytes)) as? [String: Any])
        #expect(december["heaviestDay"] is NSNull)
        #expect(december["elapsedDays"] as? Int == 0)
    }

    @Test("bad months and options are refused")
    func statsRefusesBadMonths() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expectRefused(["stats", "--month", "2026-13"], "「2026-13」は月ではありません")
        cli.expectRefused(["stats", "--month"], "--month の後に値が必要です")
        cli.expectRefused(["stats", "--json=yes"], "--json は値を取りません")
        cli.expectRefused(["stats", "--week"], "stats に --week というオプションはありません")
    }
}
