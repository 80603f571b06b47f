import DanshuCore

/// The trends pane (`w`) and `danshu stats --weeks`.
extension Catalog {
    public var trendsTitle: String { pick("週ごとの推移", "Weekly trends") }
    /// The tag beside a span that holds today.
    public var thisWeek: String { pick("今週", "this week") }

    /// A week's days: `2026年11月23日〜29日`, `2026年11月30日〜12月6日` / `23–29 Nov 2026`, `30 Nov – 6 Dec 2026`.
    public func weekSpan(_ first: LocalDate, _ last: LocalDate) -> String {
        let lastMonth = shortMonth(last.month)
        if first.year != last.year {
            return pick(
                "\(first.year)年\(first.month)月\(first.day)日〜\(last.year)年\(last.month)月\(last.day)日",
                "\(first.day) \(shortMonth(first.month)) \(first.year) – \(last.day) \(lastMonth) \(last.year)")
        }
        if first.month != last.month {
            return pick(
                "\(first.year)年\(first.month)月\(first.day)日〜\(last.month)月\(last.day)日",
                "\(first.day) \(shortMonth(first.month)) – \(last.day) \(lastMonth) \(last.year)")
        }
        return pick(
            "\(first.year)年\(first.month)月\(first.day)日〜\(last.day)日",
            "\(first.day)–\(last.day) \(lastMonth) \(last.year)")
    }

    /// A week's first day under its bar: `11/23` / `23 Nov`.
    public func weekLabel(_ d: LocalDate) -> String { pick("\(d.month)/\(d.day)", "\(d.day) \(shortMonth(d.month))") }

    /// A short span of days: `11/2〜11/29` / `2 Nov–29 Nov`.
    public func shortSpan(_ first: LocalDate, _ last: LocalDate) -> String {
        pick("\(weekLabel(first))〜\(weekLabel(last))", "\(weekLabel(first))–\(weekLabel(last))")
    }

    /// The week against the weekly budget.
    public func weeklyLimitStatus(limitGrams: Int, over: Bool) -> String {
        over
            ? pick("週の上限 \(limitGrams)g 超え", "over \(limitGrams) g a week")
            : pick("週の上限 \(limitGrams)g 以内", "within \(limitGrams) g a week")
    }

    /// `飲酒 2日` / `2 drinking days`.
    public func drinkingDaysFact(_ n: Int) -> String {
        pick("飲酒 \(n)日", n == 1 ? "1 drinking day" : "\(n) drinking days")
    }
    /// `未記録 1日` / `1 day not recorded`.
    public func unrecordedDaysFact(_ n: Int) -> String { pick("未記録 \(n)日", "\(days(n)) not recorded") }

    /// A change in percent: `+12%`, `-25%`, `0%` (ASCII signs: − and ± are two cells in some terminals).
    public func percentChange(_ n: Int) -> String { n > 0 ? "+\(n)%" : "\(n)%" }

    /// The last four weeks (`FourWeeks`: the 28 days ending the day the trends are as of) against the four before, per
    /// recorded day: `直近4週（11/2〜11/29） 記録日あたり 35.5g  前の4週 9.5g  +274%`; the change withheld, and why,
    /// while either has fewer than 21 recorded days.
    public func trendsComparison(_ c: WeeklyTrends.Comparison) -> String {
        let n = FourWeeks.days / 7
        guard c.recentHasRecord, let recentPerDay = c.recent.tenthsPerRecordedDay else {
            return pick("直近\(n)週に記録がありません", "Nothing recorded in the last \(n) weeks")
        }
        let span = shortSpan(c.recent.from, c.recent.to)
        let recent = pick(
            "直近\(n)週（\(span)） 記録日あたり \(formatGrams(recentPerDay))",
            "Last \(n) weeks (\(span)) \(formatGrams(recentPerDay)) per recorded day")
        guard c.earlierHasRecord, let earlierPerDay = c.earlier.tenthsPerRecordedDay else {
            return recent + pick("  前の\(n)週は記録なし", "; the \(n) before have no record")
        }
        let earlier = pick("  前の\(n)週 \(formatGrams(earlierPerDay))", ", the \(n) before \(formatGrams(earlierPerDay))")
        if c.isChangeWithheld {
            let needed = FourWeeks.neededRecordedDays
            return recent + earlier
                + pick(
                    "（記録 \(c.recent.recordedDays)日・\(c.earlier.recordedDays)日。増減は、どちらも\(needed)日分の記録がそろってから）",
                    " (\(c.recent.recordedDays) and \(c.earlier.recordedDays) days recorded: the change waits until each has \(needed))"
                )
        }
        return recent + earlier + (c.changePercent.map { pick("  ", ": ") + percentChange($0) } ?? "")
    }

    /// Sober days per week against the 休肝日 goal over the weeks the last four weeks touch (a partial week against its
    /// share of the goal): `休肝日 週2日の目標（直近4週にかかる週）: 達成 3週・未達 1週` / `Goal of 2 sober days a week (weeks in the last 4):
    /// met in 3 weeks, missed in 1`.
    public func trendsGoal(_ c: WeeklyTrends.Comparison, goal: Int) -> String {
        let n = FourWeeks.days / 7
        let head = pick(
            "休肝日 週\(goal)日の目標（直近\(n)週にかかる週）: ", "Goal of \(soberDays(goal)) a week (weeks in the last \(n)): ")
        guard c.goalWeeksCounted > 0 else { return head + pick("記録のある週がありません", "no week recorded yet") }
        let missed = c.goalWeeksMissed == 0 ? "" : pick("・未達 \(c.goalWeeksMissed)週", ", missed in \(c.goalWeeksMissed)")
        return head + pick("達成 \(c.goalWeeksMet)週", "met in \(weeksCount(c.goalWeeksMet))") + missed
    }

    /// `4 weeks` / `1 week`: English only.
    func weeksCount(_ n: Int) -> String { n == 1 ? "1 week" : "\(n) weeks" }

    /// The legend's parts: the bars, the line of the weekly budget, the digits of sober days.
    public var trendsLegendBars: String { pick("週の合計（色は飲酒日の平均）", "weekly total (color: per drinking day)") }
    /// Without color, after the band glyphs `░▒▓█`: the full cells of a bar are the band of that average.
    public var trendsLegendBarsWithoutColor: String {
        pick("週の合計（濃さは飲酒日の平均のリスク）", "weekly total (shade: risk per drinking day)")
    }
    public func trendsLegendLimit(_ grams: Int) -> String { pick("週の上限 \(grams)g", "weekly limit \(grams) g") }
    public var trendsLegendSober: String { pick("数字 週の休肝日", "digits: sober days") }
    /// With the craving row under the sober days' digits.
    public var trendsLegendSoberUpper: String { pick("上の段 週の休肝日", "upper digits: sober days") }
    public var trendsLegendCraving: String {
        pick(
            "下の段 飲みたい気持ち（その週の平均、\(Limits.craving.lowerBound)〜\(Limits.craving.upperBound)）",
            "lower digits: average craving that week (\(Limits.craving.lowerBound) to \(Limits.craving.upperBound))")
    }

    /// Column headers of the weeks' table (`stats --weeks`).
    public var weekHeader: String { pick("週", "Week") }
    public var totalHeader: String { pick("合計", "Total") }
    public var weeklyLimitHeader: String { pick("週の上限", "Weekly limit") }
    public var drinkingDaysHeader: String { pick("飲酒日", "Drinking") }
    public var soberDaysHeader: String { pick("休肝日", "Sober") }
    public var unrecordedHeader: String { pick("未記録", "Not recorded") }
    /// The week's average 飲みたい気持ち, once a week has one.
    public var cravingHeader: String { pick("飲みたい気持ち", "Craving") }
    /// A week over the weekly budget, in its column.
    public var overWeeklyLimitMark: String { pick("超え", "over") }
    /// The table's columns once a week has a plan.
    public var plannedDaysHeader: String { pick("飲む予定", "Planned") }
    public var asPlannedHeader: String { pick("予定どおり", "As planned") }
}
