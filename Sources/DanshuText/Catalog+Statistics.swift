import DanshuCore

/// The statistics pane and `danshu stats` (`StatisticsText`).
extension Catalog {
    public var statisticsTitle: String { pick("統計", "Statistics") }
    public var statSoberDays: String { pick("休肝日", "Sober days") }
    public var statDrinkingDays: String { pick("飲酒日", "Drinking days") }
    public var statUnrecordedDays: String { pick("未記録", "Not recorded") }
    public var statTotal: String { pick("合計純アルコール", "Total pure alcohol") }
    public var statAverage: String { pick("飲酒日の平均", "Per drinking day") }
    public func statOverLimit(_ limitGrams: Int) -> String { pick("上限 \(limitGrams)g 超え", "Days over \(limitGrams) g") }
    public func statWeeksMet(_ goal: Int) -> String { pick("週\(goal)日の休肝日", soberDays(goal) + " a week") }
    public var statHeaviest: String { pick("最も多かった日", "Heaviest day") }
    public var statMonthGoal: String { pick("今月の休肝日目標", "Month's sober goal") }
    public var statLastYear: String { pick("過去12か月", "Last 12 months") }
    /// The month-by-month table of a large statistics pane, and its short heading for the total.
    public var statMonthByMonth: String { pick("月ごと", "Month by month") }
    public var statTotalShort: String { pick("合計", "Total") }

    /// `22日` / `22 days`.
    public func days(_ n: Int) -> String { pick("\(n)日", n == 1 ? "1 day" : "\(n) days") }
    /// `3 / 4週` / `3 of 4 weeks`.
    public func weeks(met: Int, of counted: Int) -> String {
        pick("\(met) / \(counted)週", "\(met) of \(counted) week" + (counted == 1 ? "" : "s"))
    }
    /// `11月15日` / `15 Nov`.
    public func shortDate(_ d: LocalDate) -> String { pick("\(d.month)月\(d.day)日", "\(d.day) \(shortMonth(d.month))") }
    /// The progress against the month's sober-day goal (`MonthStatistics.soberGoalReached`):
    /// `22日 / 目標 9日 達成` / `22 days: 9-day goal met`; `5日 / 目標 9日` / `5 of 9 days`.
    public func goalProgress(_ sober: Int, goal: Int, reached: Bool) -> String {
        reached
            ? pick("\(sober)日 / 目標 \(goal)日 達成", "\(days(sober)): \(goal)-day goal met")
            : pick("\(sober)日 / 目標 \(goal)日", "\(sober) of \(days(goal))")
    }
}
