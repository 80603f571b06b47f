import DanshuCore
import DanshuApp
import DanshuText

/// `s`: the shown month's figures and sober goal on the left, the streaks below them, and a
/// 12-month heatmap on the right colored like the calendar (glyphs without color).
enum StatisticsView {
    /// The columns the longest value needs beside its label (`sober 4.2 drank 2.8`); the goal's words may reach left.
    static let valueWidth = 19
    /// From this width the pane is laid out for reading rather than stretched: figures as wide as at 100 columns.
    static let readingLayoutWidth = 120
    static let readingLeftWidth = 100 - (5 + 31 + 1) - 3

    static func draw(_ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        let report = MonthReport(journal: state.journal, month: state.shownMonth, today: state.today)
        let month = report.month
        var x = 1 + frame.canvas.put(catalog.statisticsTitle + "  ", x: 1, y: 0, style: theme.title)
        let title = "‹ " + catalog.monthTitle(state.shownMonth) + " ›"
        frame.canvas.put(title, x: x, y: 0, style: theme.title)
        frame.hits.append(Hit(x: x, y: 0, width: 2, height: 1, action: .main(.monthMoved(by: -1))))
        x += TextWidth.of(title)
        frame.hits.append(Hit(x: x - 2, y: 0, width: 2, height: 1, action: .main(.monthMoved(by: 1))))
        frame.canvas.put(ScreenGlyphs.current.line(width), x: 0, y: 1, style: theme.frame)

        let heatmapWidth = 5 + 31 + 1
        // A large screen is laid out for reading (issue 26, item 7): the month's figures keep the width they have at
        // 100 columns, the heatmap stands right beside them, and the month table runs beneath both.
        let readable = width >= StatisticsView.readingLayoutWidth
        let leftWidth = readable ? StatisticsView.readingLeftWidth : width - heatmapWidth - 3
        let heatmapX = readable ? leftWidth + 3 : width - heatmapWidth
        // The longest label and two spaces, leaving the values their 19 columns at 80: 18 in Japanese (21 once the month
        // has feelings), 21 in English (`2 sober days a week`).
        let feelings = report.feelings
        var labels = [catalog.statMonthGoal, catalog.statSoberDays, catalog.statDrinkingDays, catalog.statUnrecordedDays, catalog.statTotal,
                      catalog.statAverage, catalog.statOverLimit(report.dailyLimitGrams), catalog.statWeeksMet(month.soberDaysPerWeekGoal),
                      catalog.statHeaviest]
        if report.showsFeelings { labels += [catalog.statMood, catalog.statCraving] }
        let labelWidth = min(leftWidth - StatisticsView.valueWidth, (labels.map(TextWidth.of).max() ?? 18) + 2)
        var y = 2
        func row(_ label: String, _ value: String, style: Style = .plain, room: Int? = nil) {
            frame.canvas.put(TextWidth.pad(label, to: labelWidth), x: 1, y: y, style: theme.dim)
            frame.canvas.put(value, x: 1 + labelWidth, y: y, style: style, maxWidth: room ?? leftWidth - labelWidth)
            y += 1
        }
        // Grams with the second unit beside them when set (DESIGN §6), reaching into the gap before the heatmap;
        // rounded to whole numbers before the unit gives way.
        let gramsRoom = leftWidth - labelWidth + 1
        func grams(_ tenths: Int) -> String { GramsText.fitting(tenths, report.secondUnit, width: gramsRoom, catalog: catalog) }
        // The month's sober days against its goal, as a bar.
        let barWidth = max(4, leftWidth - labelWidth - 1)
        let filled = Int((month.soberProgress * Double(barWidth)).rounded())
        frame.canvas.put(TextWidth.pad(catalog.statMonthGoal, to: labelWidth), x: 1, y: y, style: theme.dim)
        let barX = 1 + labelWidth
        let glyphs = ScreenGlyphs.current
        frame.canvas.put(String(repeating: glyphs.goalMet, count: filled), x: barX, y: y, style: theme.sober)
        frame.canvas.put(String(repeating: glyphs.goalToGo, count: barWidth - filled), x: barX + filled, y: y, style: theme.dim)
        y += 1
        // Under the bar in the value column, or ending with the bar when the words are longer than the column.
        let progress = catalog.goalProgress(month.soberDays, goal: month.soberGoalDays, reached: month.soberGoalReached)
        let progressWidth = TextWidth.of(progress)
        let progressX = progressWidth <= leftWidth - labelWidth ? barX : max(1, barX + barWidth - progressWidth)
        frame.canvas.put(progress, x: progressX, y: y, style: month.soberGoalReached ? theme.sober : theme.plain,
                         maxWidth: leftWidth - progressX + 1)
        y += 1
        row(catalog.statSoberDays, catalog.days(month.soberDays), style: theme.sober)
        row(catalog.statDrinkingDays, catalog.days(month.drinkingDays))
        row(catalog.statUnrecordedDays, catalog.days(month.unrecordedDays), style: theme.dim)
        row(catalog.statTotal, grams(month.totalTenths), room: gramsRoom)
        row(catalog.statAverage, grams(month.averageTenthsPerDrinkingDay), style: theme.band(RiskBand(gramsTenths: month.averageTenthsPerDrinkingDay)),
            room: gramsRoom)
        row(catalog.statOverLimit(report.dailyLimitGrams), catalog.days(month.daysOverLimit),
            style: month.daysOverLimit > 0 ? theme.error : theme.plain)
        row(catalog.statWeeksMet(month.soberDaysPerWeekGoal), catalog.weeks(met: month.weeksMet, of: month.weeksCounted))
        if let heaviest = month.heaviestDay {
            let date = catalog.shortDate(heaviest.date) + "  "
            let grams = GramsText.fitting(heaviest.tenths, width: leftWidth - labelWidth - TextWidth.of(date))
            row(catalog.statHeaviest, date + grams, style: theme.band(RiskBand(gramsTenths: heaviest.tenths)))
        }
        if report.showsFeelings {
            row(catalog.statMood, catalog.statMoodBySober(sober: feelings.moodOnSoberDaysTenths, drinking: feelings.moodOnDrinkingDaysTenths))
            row(catalog.statCraving, catalog.statCravingValue(feelings.cravingTenths))
        }

        y += 1
        // The comparison with people like the user (DESIGN §8) takes the row above the message line, across the pane.
        let bottom = report.showsComparison ? height - 3 : height - 2
        let streaks = report.streaks
        // Before the first recorded day there is no streak to count, only two lines saying when there will be.
        let streakLines = streaks.hasRecordedDay ? [catalog.streakTitle(streaks.current)]
            : catalog.streaksNotStarted.split(separator: "\n").map(String.init)
        for line in streakLines where y < bottom {
            frame.canvas.put(line, x: 1, y: y, style: theme.streak, maxWidth: leftWidth - 1)
            y += 1
        }
        let notSpent = report.streakNotSpentYen.map(catalog.notSpentFact) ?? ""
        let facts = !streaks.hasRecordedDay ? [] : [
            notSpent, catalog.longestStreak(streaks), catalog.totalSober(streaks.totalSoberDays),
            streaks.isUnderWay ? streaks.nextMilestone.map(catalog.nextMilestone) ?? "" : "",
            streaks.isUnderWay ? catalog.daysToHabit(streaks.daysToHabit) : "",
        ]
        for fact in facts where !fact.isEmpty && y < bottom {
            frame.canvas.put(fact, x: 3, y: y, maxWidth: leftWidth - 3)
            y += 1
        }

        // A large terminal compares months in the rows left (DESIGN §2: use the space).
        let heatmapEnd = drawHeatmap(report.heatmap, state: state, x: heatmapX, y: 2, height: height - 4, into: &frame,
                                     catalog: catalog, theme: theme)
        let feedbackEnd = drawFeedback(report, x: heatmapX, y: heatmapEnd, bottom: bottom, width: heatmapWidth,
                                       into: &frame, catalog: catalog, theme: theme)
        if report.showsComparison {
            let comparison = report.comparison
            // Green only for approval: at or below the line with no heavy drinking day.
            let style = comparison.approves ? theme.sober : comparison.above != nil ? theme.plain : theme.dim
            frame.canvas.put(ClinicalFeedbackText.comparisonLine(comparison, catalog: catalog, width: width - 2), x: 1, y: height - 3,
                             style: style, maxWidth: width - 2)
        }
        let tableY = readable ? max(y, feedbackEnd) + 1 : y + 1
        let tableWidth = readable ? width - 2 : leftWidth - 1
        MonthTableView.draw(report, journal: state.journal, in: Rect(x: 1, y: tableY, width: tableWidth, height: height - 2 - tableY - 1),
                            into: &frame, catalog: catalog, theme: theme)
        StatusLinesView.draw(state, messageRow: height - 2, hintRow: height - 1,
                             width: width, into: &frame, catalog: catalog, theme: theme)
    }

    /// Draws the heatmap and its legend; returns the row after them.
    @discardableResult
    static func drawHeatmap(_ heatmap: Heatmap, state: AppState, x: Int, y: Int, height: Int, into frame: inout Frame,
                            catalog: Catalog, theme: Theme) -> Int {
        frame.canvas.put(catalog.statLastYear, x: x, y: y, style: theme.title)
        let maxTenths = state.journal.settings.gaugeMaxTenths
        for (i, month) in heatmap.months.enumerated() where i + 1 < height {
            let rowY = y + 1 + i
            let label = TextWidth.pad(catalog.shortMonth(month.month.month), to: 5)
            frame.canvas.put(label, x: x, y: rowY, style: month.month == state.shownMonth ? theme.selected : theme.dim)
            for (d, day) in month.days.enumerated() {
                let (glyph, style) = cell(day, maxTenths: maxTenths, theme: theme)
                frame.canvas.put(glyph, x: x + 5 + d, y: rowY, style: style)
            }
        }
        let legendY = y + 1 + min(heatmap.months.count, height - 1)
        if legendY < y + height {
            var lx = x
            let glyphs = ScreenGlyphs.current
            lx += frame.canvas.put(glyphs.sober, x: lx, y: legendY, style: theme.sober)
            lx += frame.canvas.put(catalog.legendSober + " ", x: lx, y: legendY, style: theme.dim)
            lx += frame.canvas.put(glyphs.bands.joined(), x: lx, y: legendY)
            lx += frame.canvas.put(catalog.legendDrank + " ", x: lx, y: legendY, style: theme.dim)
            lx += frame.canvas.put(glyphs.unrecorded, x: lx, y: legendY, style: theme.dim)
            frame.canvas.put(catalog.legendUnrecorded, x: lx, y: legendY, style: theme.dim)
        }
        return legendY + 1
    }

    /// The month's calories, what it and its year cost once a drink has a price, and the money not spent against
    /// the usual spending once that is set (DESIGN §6): under the heatmap, as many rows as fit above `bottom`.
    @discardableResult
    static func drawFeedback(_ report: MonthReport, x: Int, y: Int, bottom: Int, width: Int, into frame: inout Frame,
                             catalog: Catalog, theme: Theme) -> Int {
        let feedback = report.feedback
        var rows: [(String, String, Style)] = [(catalog.statKcal, catalog.kcal(feedback.kcal), theme.plain)]
        if report.showsSpent { rows.append((catalog.statSpent, catalog.yen(feedback.spentYen), theme.plain)) }
        if report.showsYearSpent {
            rows.append((catalog.statYearSpent(feedback.month.year), catalog.yen(feedback.yearSpentYen), theme.plain))
        }
        if let notSpent = feedback.notSpentYen {
            rows.append((catalog.statNotSpent, catalog.notSpentValue(notSpent), notSpent >= 0 ? theme.sober : theme.plain))
        }
        // AUDIT-C from the diary (DESIGN §8), the situations of the month's heavy days once one has a context (a row of
        // its own width, no label column), and the AUDIT-C of a year before when a row is left for that.
        if report.showsAuditC {
            let style = report.auditC.positive == true ? theme.error : report.auditC.positive == false ? theme.plain : theme.dim
            rows.append((catalog.auditCLabel, catalog.auditCValue(report.auditC), style))
        }
        let situations = report.heavySituations.hasAny
            ? catalog.heavySituationsShort(report.heavySituations, width: width, measure: TextWidth.of) : nil
        if let situations { rows.append(("", situations, theme.plain)) }
        if report.showsAuditC, let yearAgo = report.auditCHistory.first, report.auditCHistory.count > 1, yearAgo.answers != nil {
            rows.append((catalog.auditCYearAgoLabel, catalog.auditCScore(yearAgo), theme.dim))
        }
        let y = y + (bottom - y > rows.count ? 1 : 0)  // a blank row after the legend when there is room
        rows = Array(rows.prefix(max(0, bottom - y)))
        let labelWidth = (rows.filter { !$0.0.isEmpty }.map { TextWidth.of($0.0) }.max() ?? 0) + 2
        for (i, (label, value, style)) in rows.enumerated() where y + i < bottom {
            guard !label.isEmpty else {
                frame.canvas.put(value, x: x, y: y + i, style: style, maxWidth: width)
                continue
            }
            frame.canvas.put(TextWidth.pad(label, to: labelWidth), x: x, y: y + i, style: theme.dim, maxWidth: width)
            frame.canvas.put(value, x: x + labelWidth, y: y + i, style: style, maxWidth: width - labelWidth)
        }
        return y + rows.count
    }

    /// One day of the heatmap: the calendar's glyphs, in the gauge color where there is color.
    static func cell(_ day: Heatmap.Day, maxTenths: Int, theme: Theme) -> (String, Style) {
        if day.isFuture { return (" ", theme.plain) }
        switch day.state {
        case .unrecorded: return (ScreenGlyphs.current.unrecorded, theme.dim)
        case .sober: return (ScreenGlyphs.current.sober, theme.sober)
        case .drank(let g): return (ScreenGlyphs.current.band(RiskBand(gramsTenths: g)), theme.gaugeFill(gramsTenths: g, maxTenths: maxTenths))
        }
    }
}
