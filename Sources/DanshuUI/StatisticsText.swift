import DanshuCore
import DanshuText

/// A month's statistics as lines of text: the one layout of each row, which the statistics pane draws (adding the goal's
/// bar, the heatmap, the month table and the comparison's one line, which only a screen has room for) and `danshu stats`
/// prints (adding AUDIT-C, the comparison and the heavy days' situations in full, as the report prints them).
public enum StatisticsText {
    /// The columns a row's value needs beside its label (`sober 4.2 drank 2.8`); the goal's words may reach left.
    static let valueWidth = 19
    /// The width of `danshu stats`' lines.
    static let textWidth = 80

    /// `danshu stats`' lines under its title: the month's figures, the streaks, the month's calories and money, then the
    /// blocks the pane shows as one row each, in full: the heavy days' situations, AUDIT-C and the comparison with people
    /// like the user; last, once the month has one, its urges (`urgeLines`, the pane's `i`), the grid's rows from
    /// `firstWeekday`.
    public static func lines(_ report: MonthReport, catalog: Catalog, firstWeekday: Int = 0) -> [String] {
        let width = textWidth
        let figures =
            monthLines(report, catalog: catalog, width: width) + [ToneLine("")] + streakLines(report, catalog: catalog)
        let feedback = feedbackLines(report, catalog: catalog, width: width, summaries: false)
        let situations = ReportText.situationLines(report.heavySituations, catalog: catalog, width: width)
        let audit =
            !report.showsAuditC
            ? []
            : [""]
                + ClinicalFeedbackText.auditCLines(
                    report.auditC, history: report.auditCHistory, catalog: catalog, width: width)
        let comparison =
            !report.showsComparison
            ? []
            : [""] + ClinicalFeedbackText.comparisonLines(report.comparison, catalog: catalog, width: width)
        let urges = urgeLines(report.urges, catalog: catalog, width: width, firstWeekday: firstWeekday).map(\.text)
        return figures.map(\.text) + [""] + feedback.map(\.text) + situations + audit + comparison
            + (urges.isEmpty ? [] : [""] + urges)
    }

    /// How wide the month's labels are in `width` columns: the longest label and two spaces, leaving the values their
    /// 19 columns (18 in Japanese, 21 once the month has feelings; 21 in English, `2 sober days a week`).
    static func labelWidth(_ report: MonthReport, catalog: Catalog, width: Int) -> Int {
        var labels = [
            catalog.statMonthGoal, catalog.statSoberDays, catalog.statDrinkingDays, catalog.statUnrecordedDays,
            catalog.statTotal, catalog.statAverage, catalog.statOverLimit(report.dailyLimitGrams),
            catalog.statWeeksMet(report.month.soberDaysPerWeekGoal), catalog.statHeaviest,
        ]
        if report.showsFeelings { labels += [catalog.statMood, catalog.statCraving] }
        return min(width - valueWidth, (labels.map(TextWidth.of).max() ?? 18) + 2)
    }

    /// The month's figures: its sober goal, then a row a figure, label and value in columns of `width`.
    static func monthLines(_ report: MonthReport, catalog: Catalog, width: Int) -> [ToneLine] {
        goalLines(report, catalog: catalog, width: width) + figureLines(report, catalog: catalog, width: width)
    }

    /// The month's sober days against its goal: beside the label where they fit the value column, else alone under it,
    /// ending a column before `width`, where the pane's bar ends.
    static func goalLines(_ report: MonthReport, catalog: Catalog, width: Int) -> [ToneLine] {
        let month = report.month
        let labelWidth = labelWidth(report, catalog: catalog, width: width)
        let progress = catalog.goalProgress(month.soberDays, goal: month.soberGoalDays, reached: month.soberGoalReached)
        let tone: Tone = month.soberGoalReached ? .sober : .plain
        let label = TextWidth.pad(catalog.statMonthGoal, to: labelWidth)
        let progressWidth = TextWidth.of(progress)
        guard progressWidth > width - labelWidth else {
            return [ToneLine([.init(label, .dim), .init(progress, tone)])]
        }
        let lead = String(repeating: " ", count: max(0, width - 1 - progressWidth))
        return [ToneLine(label, .dim), ToneLine([.init(lead), .init(progress, tone)])]
    }

    /// A row a figure of the month; grams with the second unit as far as they fit (rounded before the unit gives way),
    /// reaching a column past `width` into the gap beside it; the heaviest day once the month has one, the feelings once
    /// it has some. Where a label and its value do not fit side by side (a phone's screen), the value goes under the label.
    static func figureLines(_ report: MonthReport, catalog: Catalog, width: Int) -> [ToneLine] {
        let month = report.month
        let labelWidth = labelWidth(report, catalog: catalog, width: width)
        func row(_ label: String, _ value: String, _ tone: Tone = .plain) -> [ToneLine] {
            guard TextWidth.of(label) + 2 <= labelWidth, labelWidth + TextWidth.of(value) <= width + 1 else {
                return [ToneLine(label, .dim), ToneLine([.init("  "), .init(value, tone)])]
            }
            return [ToneLine([.init(TextWidth.pad(label, to: labelWidth), .dim), .init(value, tone)])]
        }
        let gramsRoom = width - labelWidth + 1
        func grams(_ tenths: Int) -> String {
            GramsText.fitting(tenths, report.secondUnit, width: gramsRoom, catalog: catalog)
        }
        let average = month.averageTenthsPerDrinkingDay
        var lines: [ToneLine] = [
            row(catalog.statSoberDays, catalog.days(month.soberDays), .sober),
            row(catalog.statDrinkingDays, catalog.days(month.drinkingDays)),
            row(catalog.statUnrecordedDays, catalog.days(month.unrecordedDays), .dim),
            row(catalog.statTotal, grams(month.totalTenths)),
            row(catalog.statAverage, grams(average), .band(RiskBand(gramsTenths: average))),
            row(
                catalog.statOverLimit(report.dailyLimitGrams), catalog.days(month.daysOverLimit),
                month.daysOverLimit > 0 ? .error : .plain),
            row(
                catalog.statWeeksMet(month.soberDaysPerWeekGoal),
                catalog.weeks(met: month.weeksMet, of: month.weeksCounted)),
        ].flatMap { $0 }
        if let heaviest = month.heaviestDay {
            let date = catalog.shortDate(heaviest.date) + "  "
            let grams = GramsText.fitting(heaviest.tenths, width: width - labelWidth - TextWidth.of(date))
            lines += row(catalog.statHeaviest, date + grams, .band(RiskBand(gramsTenths: heaviest.tenths)))
        }
        if report.showsFeelings {
            let feelings = report.feelings
            let mood = catalog.statMoodBySober(
                sober: feelings.moodOnSoberDaysTenths, drinking: feelings.moodOnDrinkingDaysTenths)
            lines +=
                row(catalog.statMood, mood) + row(catalog.statCraving, catalog.statCravingValue(feelings.cravingTenths))
        }
        return lines
    }

    /// The streak and its facts, indented under it (money not spent over it, the longest, the sober days in all, and while
    /// one is under way the next milestone and the days to 90); before the first recorded day, when they will start.
    static func streakLines(_ report: MonthReport, catalog: Catalog) -> [ToneLine] {
        let streaks = report.streaks
        guard streaks.hasRecordedDay else {
            return catalog.streaksNotStarted.split(separator: "\n").map { ToneLine(String($0), .streak) }
        }
        let facts = [
            report.streakNotSpentYen.map(catalog.notSpentFact), catalog.longestStreak(streaks),
            catalog.totalSober(streaks.totalSoberDays),
            streaks.isUnderWay ? streaks.nextMilestone.map(catalog.nextMilestone) : nil,
            streaks.isUnderWay ? catalog.daysToHabit(streaks.daysToHabit) : nil,
        ].compactMap { $0 }
        return [ToneLine(catalog.streakTitle(streaks.current), .streak)] + facts.map { ToneLine("  " + $0) }
    }

    /// The month's calories, what it and its year cost once a drink has a price, and the money not spent against the
    /// usual spending once that is set (design.md §6); with `summaries`, as the pane shows them, AUDIT-C's score, the heavy
    /// days' most common situations and the score of a year before, each in one row. The labels line up over every row
    /// the pane shows, so the rows read the same with or without the summaries.
    static func feedbackLines(_ report: MonthReport, catalog: Catalog, width: Int, summaries: Bool) -> [ToneLine] {
        let feedback = report.feedback
        var rows: [(label: String, value: String, tone: Tone)] = [
            (catalog.statKcal, catalog.kcal(feedback.kcal), .plain)
        ]
        if report.showsSpent { rows.append((catalog.statSpent, catalog.yen(feedback.spentYen), .plain)) }
        if report.showsYearSpent {
            rows.append((catalog.statYearSpent(feedback.month.year), catalog.yen(feedback.yearSpentYen), .plain))
        }
        if let notSpent = feedback.notSpentYen {
            rows.append((catalog.statNotSpent, catalog.notSpentValue(notSpent), notSpent >= 0 ? .sober : .plain))
        }
        let money = rows.count
        if report.showsAuditC {
            let positive = report.auditC.positive
            let tone: Tone = positive == true ? .error : positive == false ? .plain : .dim
            rows.append((catalog.auditCLabel, catalog.auditCValue(report.auditC), tone))
        }
        if report.heavySituations.hasAny {
            rows.append(
                ("", catalog.heavySituationsShort(report.heavySituations, width: width, measure: TextWidth.of), .plain))
        }
        if report.showsAuditC, let yearAgo = report.auditCHistory.first, report.auditCHistory.count > 1,
            yearAgo.answers != nil
        {
            rows.append((catalog.auditCYearAgoLabel, catalog.auditCScore(yearAgo), .dim))
        }
        let labelWidth = (rows.filter { !$0.label.isEmpty }.map { TextWidth.of($0.label) }.max() ?? 0) + 2
        return rows.prefix(summaries ? rows.count : money).map { row in
            row.label.isEmpty
                ? ToneLine(row.value, row.tone)
                : ToneLine([.init(TextWidth.pad(row.label, to: labelWidth), .dim), .init(row.value, row.tone)])
        }
    }

    /// The month table's columns after the month, as header and value; the headers are the rows' labels.
    static func monthTableColumns(_ s: MonthStatistics, _ report: MonthReport, catalog: Catalog) -> [(
        header: String, value: String
    )] {
        [
            (catalog.statSoberDays, String(s.soberDays)), (catalog.statDrinkingDays, String(s.drinkingDays)),
            (catalog.statUnrecordedDays, String(s.unrecordedDays)),
            (catalog.statTotalShort, formatGrams(s.totalTenths)),
            (catalog.statAverage, s.drinkingDays > 0 ? formatGrams(s.averageTenthsPerDrinkingDay) : "-"),
            (catalog.statOverLimit(report.dailyLimitGrams), String(s.daysOverLimit)),
            (catalog.statWeeksMet(s.soberDaysPerWeekGoal), "\(s.weeksMet)/\(s.weeksCounted)"),
        ]
    }
}
