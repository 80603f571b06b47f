import DanshuUI
import DanshuCore
import DanshuText

/// `danshu stats [--month YYYY-MM] [--json]`: a month's statistics and the streak facts;
/// `danshu stats --weeks N [--json]`: the trends pane's numbers for the last N weeks.
enum StatsCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        if let weeks = context.arguments.value("weeks") { return try runWeeks(weeks, context) }
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
        let report = MonthReport(journal: journal, month: month, today: today)
        if context.arguments.flag("json") {
            context.printBytes(StatisticsJSON.encode(report))
        } else {
            context.print(text(report, catalog))
        }
    }

    /// `--weeks N`: the weeks ending with this week, as the trends pane shows them.
    static func runWeeks(_ text: String, _ context: CommandContext) throws(CommandFailure) {
        if context.arguments.value("month") != nil { throw context.usageError(context.catalog.weeksOrMonth) }
        guard case .success(let count) = NumberInput.whole(text, range: weeksRange) else {
            throw context.usageError(context.catalog.badWeeks(text, range: weeksRange))
        }
        let journal = try context.read()
        let today = context.today(journal.settings)
        let report = TrendsReport(journal: journal, weeks: count, endingWithWeekHolding: today, today: today)
        if context.arguments.flag("json") {
            context.printBytes(TrendsJSON.encode(report))
        } else {
            context.print(weeksText(report, context.catalog))
        }
    }

    /// How many weeks `--weeks` may ask for: up to ten years.
    static let weeksRange = 1...520

    /// The weeks as an aligned table, then the comparison and the 休肝日 goal, as the pane says them; a column of
    /// weeks over the weekly limit while one is set, of average 飲みたい気持ち once a week has one, and of planned
    /// drinking days and days as planned once a week has a plan, as the pane draws its line and adds its rows.
    static func weeksText(_ report: TrendsReport, _ catalog: Catalog) -> String {
        let craving = report.showsCraving, limited = report.budgetIsOn, plans = report.showsPlans
        let header = [catalog.weekHeader, catalog.totalHeader] + (limited ? [catalog.weeklyLimitHeader] : [])
            + [catalog.drinkingDaysHeader, catalog.soberDaysHeader, catalog.unrecordedHeader] + (craving ? [catalog.cravingHeader] : [])
            + (plans ? [catalog.plannedDaysHeader, catalog.asPlannedHeader] : [])
        let rows = report.weeks.map { row -> [String] in
            let week = row.total
            let planCells: [String] = plans ? [row.plan.map { catalog.days($0.plannedDays) } ?? "",
                                               row.plan.map { "\($0.daysAsPlanned)/\($0.recordedDays)" } ?? ""] : []
            return [catalog.shortSpan(week.firstDay, week.lastDay) + (week.isComplete ? "" : " " + catalog.thisWeek),
                    catalog.grams(week.totalTenths, report.secondUnit)]
                + (limited ? [row.isOverBudget ? catalog.overWeeklyLimitMark : ""] : [])
                + [catalog.days(week.drinkingDays), catalog.days(week.soberDays), catalog.days(week.unrecordedDays)]
                + (craving ? [week.averageCravingTenths.map(formatTenths) ?? ""] : []) + planCells
        }
        let limit = limited ? [catalog.trendsLegendLimit(report.weeklyLimitGrams)] : []
        let numbers = [1] + Array((limited ? 3 : 2)..<header.count)
        return ([catalog.trendsTitle] + limit + TextTable.lines([header] + rows, rightAligned: Set(numbers))
                + ["", catalog.trendsComparison(report.comparison), catalog.trendsGoal(report.comparison, goal: report.soberDaysPerWeekGoal)])
            .joined(separator: "\n")
    }

    /// The statistics as labelled, aligned lines: the month (its money once used, its feelings once it has some),
    /// then the streaks, AUDIT-C and the comparison with people like the user once a day of theirs is recorded.
    static func text(_ report: MonthReport, _ catalog: Catalog) -> String {
        let s = report.month, feedback = report.feedback, feelings = report.feelings, streaks = report.streaks
        var month: [[String]] = [
            [catalog.statSoberDays, catalog.days(s.soberDays)],
            [catalog.statDrinkingDays, catalog.days(s.drinkingDays)],
            [catalog.statUnrecordedDays, catalog.days(s.unrecordedDays)],
        ]
        if s.futureDays > 0 { month.append([catalog.statFutureDays, catalog.days(s.futureDays)]) }
        month += [
            [catalog.statTotal, catalog.grams(s.totalTenths, report.secondUnit)],
            [catalog.statAverage, catalog.grams(s.averageTenthsPerDrinkingDay, report.secondUnit)],
            [catalog.statOverLimit(report.dailyLimitGrams), catalog.days(s.daysOverLimit)],
            [catalog.statHeaviest, s.heaviestDay.map { "\(catalog.shortDate($0.date)) \(formatGrams($0.tenths))" } ?? catalog.statNone],
            [catalog.statWeeksMet(s.soberDaysPerWeekGoal), catalog.weeks(met: s.weeksMet, of: s.weeksCounted)],
            [catalog.statMonthGoal, catalog.goalProgress(s.soberDays, goal: s.soberGoalDays, reached: s.soberGoalReached)],
            [catalog.statKcal, catalog.kcal(feedback.kcal)],
        ]
        if report.showsSpent { month.append([catalog.statSpent, catalog.yen(feedback.spentYen)]) }
        if report.showsYearSpent { month.append([catalog.statYearSpent(feedback.month.year), catalog.yen(feedback.yearSpentYen)]) }
        if let notSpent = feedback.notSpentYen { month.append([catalog.statNotSpent, catalog.notSpentValue(notSpent)]) }
        if report.showsFeelings {
            month += [
                [catalog.statMoodSober, catalog.statAverageText(feelings.moodOnSoberDaysTenths)],
                [catalog.statMoodDrinking, catalog.statAverageText(feelings.moodOnDrinkingDaysTenths)],
                [catalog.statCraving, catalog.statCravingValue(feelings.cravingTenths)],
            ]
        }
        let streakNotSpent = report.streakNotSpentYen.map { [[catalog.statStreakNotSpent, catalog.yen($0)]] } ?? []
        let streakRows: [[String]] = !streaks.hasRecordedDay ? [] : [
            [catalog.statCurrentStreak, catalog.days(streaks.current)],
        ] + streakNotSpent + [
            [catalog.statLongestStreak, catalog.longestStreakValue(streaks)],
            [catalog.statTotalSober, catalog.days(streaks.totalSoberDays)],
            [catalog.statNextMilestone, streaks.nextMilestone.map(catalog.days) ?? catalog.statNone],
            [catalog.statDaysToHabit, catalog.days(streaks.daysToHabit)],
        ]
        // One table for both parts, so their values line up.
        let lines = TextTable.lines(month + streakRows)
        let streakLines = streaks.hasRecordedDay ? Array(lines.dropFirst(month.count)) : [catalog.streaksNotStarted]
        // AUDIT-C and the comparison with people like the user, in 80 columns (DESIGN §8).
        let audit = !report.showsAuditC ? []
            : [""] + ClinicalFeedbackText.auditCLines(report.auditC, history: report.auditCHistory, catalog: catalog, width: 80)
        let comparison = !report.showsComparison ? []
            : [""] + ClinicalFeedbackText.comparisonLines(report.comparison, catalog: catalog, width: 80)
        let situations = !report.heavySituations.hasAny ? [] : ["", catalog.heavySituationsTitle(report.heavySituations)]
            + TextTable.lines(catalog.heavySituationsRows(report.heavySituations), indent: 2)
        return ([catalog.statsTitle(s.month)] + lines.prefix(month.count) + situations + ["", catalog.statStreaks] + streakLines + audit + comparison)
            .joined(separator: "\n")
    }
}
