import DanshuCore
import DanshuText

/// `danshu stats [--month YYYY-MM] [--json]`: a month's statistics and the streak facts.
enum StatsCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        let journal = try context.read()
        let catalog = context.catalog
        let today = context.today(journal.settings)
        var month = today.yearMonth
        if let text = context.arguments.value("month") {
            guard let parsed = YearMonth(iso: NumberInput.normalize(text)), Limits.years.contains(parsed.year) else {
                throw context.usageError(catalog.badMonth(text))
            }
            month = parsed
        }
        let statistics = MonthStatistics(journal: journal, month: month, today: today)
        let feelings = MonthFeelings(journal: journal, month: month, today: today)
        let streaks = Streaks(days: journal.days, today: today)
        if context.arguments.flag("json") {
            context.printBytes(StatisticsJSON.encode(statistics, feelings: feelings, streaks: streaks, today: today))
        } else {
            context.print(text(statistics, feelings, streaks, catalog))
        }
    }

    /// The statistics as labelled, aligned lines: the month (its feelings once it has some), then the streaks.
    static func text(_ s: MonthStatistics, _ feelings: MonthFeelings, _ streaks: Streaks, _ catalog: Catalog) -> String {
        var month: [[String]] = [
            [catalog.statSoberDays, catalog.days(s.soberDays)],
            [catalog.statDrinkingDays, catalog.days(s.drinkingDays)],
            [catalog.statUnrecordedDays, catalog.days(s.unrecordedDays)],
        ]
        if s.futureDays > 0 { month.append([catalog.statFutureDays, catalog.days(s.futureDays)]) }
        month += [
            [catalog.statTotal, formatGrams(s.totalTenths)],
            [catalog.statAverage, formatGrams(s.averageTenthsPerDrinkingDay)],
            [catalog.statOverLimit(s.dailyLimitTenths / 10), catalog.days(s.daysOverLimit)],
            [catalog.statHeaviest, s.heaviestDay.map { "\(catalog.shortDate($0.date)) \(formatGrams($0.tenths))" } ?? catalog.statNone],
            [catalog.statWeeksMet(s.soberDaysPerWeekGoal), catalog.weeks(met: s.weeksMet, of: s.weeksCounted)],
            [catalog.statMonthGoal, catalog.goalProgress(s.soberDays, goal: s.soberGoalDays)],
        ]
        if feelings.daysWithFeelings > 0 {
            month += [
                [catalog.statMoodSober, catalog.statAverageText(feelings.moodOnSoberDaysTenths)],
                [catalog.statMoodDrinking, catalog.statAverageText(feelings.moodOnDrinkingDaysTenths)],
                [catalog.statCraving, catalog.statCravingValue(feelings.cravingTenths)],
            ]
        }
        let streakRows: [[String]] = !streaks.hasRecordedDay ? [] : [
            [catalog.statCurrentStreak, catalog.days(streaks.current)],
            [catalog.statLongestStreak, catalog.days(streaks.longest)],
            [catalog.statTotalSober, catalog.days(streaks.totalSoberDays)],
            [catalog.statNextMilestone, streaks.nextMilestone.map(catalog.days) ?? catalog.statNone],
            [catalog.statDaysToHabit, catalog.days(streaks.daysToHabit)],
        ]
        // One table for both parts, so their values line up.
        let lines = TextTable.lines(month + streakRows)
        let streakLines = streaks.hasRecordedDay ? Array(lines.dropFirst(month.count)) : [catalog.streaksNotStarted]
        return ([catalog.statsTitle(s.month)] + lines.prefix(month.count) + ["", catalog.statStreaks] + streakLines)
            .joined(separator: "\n")
    }
}
