import DanshuApp
import DanshuCore
import DanshuText

/// `w`: weekly totals as bars (design.md §6), as many weeks as fit and ending with the selected day's week, each bar
/// in the gauge color of its week's average per drinking day (band glyphs without color), on a scale that holds
/// the weekly budget, whose line crosses the chart. Under the bars: every fourth week's first day, each week's
/// sober days against the 休肝日 goal (and, once a shown week has one, its days as planned and its average 飲みたい気持ち),
/// the last four weeks (the 28 days ending the selected day) against the four before per recorded day, and a legend. Once a shown week has a plan, the newest week's
/// plan has a line under its summary; `p` plans the selected week. The comparison and the goal are `TrendsText`'s closing
/// lines, which `stats --weeks` prints under its table of the same weeks.
enum TrendsView {
    /// Columns per week: a bar two cells wide and a gap.
    static let columnsPerWeek = 3
    /// A label under every fourth week, counted back from the newest.
    static let labelEvery = 4
    /// Rows besides the bars: title, rule, the week's summary, labels, sober days, comparison (one more when it wraps),
    /// goal, two lines of legend (the bars and the line; the digits), message and key line.
    static let fixedRows = 11
    /// Rows more once a shown week has a 飲みたい気持ち: its digits.
    static let cravingRows = 1
    /// Rows more once a shown week has a plan: the newest week's plan and the digits of days as planned, and with the
    /// craving row too, a line of legend of its own.
    static func planRows(craving: Bool) -> Int { craving ? 3 : 2 }

    /// The most weeks the pane shows: a year, reached from 158 columns.
    static let mostWeeks = 52
    /// The most rows of bars: 128 steps of a bar, more than the eye tells apart; a taller pane shows the weeks' table.
    static let mostBarRows = 16
    /// The most weeks in the table under the legend: the two spans of four weeks the comparison above it compares.
    static let tableWeeks = 8

    /// How many weeks the pane shows at this width: 26 at 80 columns, a year from 158.
    static func weekCount(width: Int) -> Int { max(1, min(mostWeeks, (width - 2) / columnsPerWeek)) }

    static func draw(
        _ state: AppState, width: Int, height screenHeight: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        // Below 80 columns the key line takes two rows; the pane is laid out in the rows above them.
        let keyRows = width < MainLayout.fullWidth ? 2 : 1
        let height = screenHeight - (keyRows - 1)
        let report = TrendsReport(
            journal: state.journal, weeks: weekCount(width: width), endingWithWeekHolding: state.selected,
            today: state.today)
        let newest = report.newestWeek
        drawTitle(newest.total, state: state, width: width, into: &frame, catalog: catalog, theme: theme)
        frame.canvas.put(ScreenGlyphs.current.line(width), x: 0, y: 1, style: theme.frame)
        drawSummary(newest, of: report, y: 2, width: width, into: &frame, catalog: catalog, theme: theme)

        let craving = report.showsCraving
        let plans = report.showsPlans
        // The comparison and the goal are `TrendsText`'s closing lines, which `stats --weeks` prints; the comparison takes
        // a second row, from the bars, where its sentence does not fit one (never cut in a word).
        let closing = TrendsText.closingLines(report, catalog: catalog, width: width - 2)
        let barRows = min(
            mostBarRows,
            max(
                1,
                height - fixedRows - (craving ? cravingRows : 0) - (plans ? planRows(craving: craving) : 0)
                    - (closing.count - 2)))
        if plans {
            frame.canvas.put(
                catalog.trendsPlanLine(newest.plan, weekStart: newest.total.firstDay, report.secondUnit), x: 1, y: 3,
                style: newest.plan == nil ? theme.dim : theme.plain, maxWidth: width - 2)
        }
        let bottom = (plans ? 3 : 2) + barRows // the lowest row of bars
        drawBars(
            report, maxTenths: state.journal.settings.gaugeMaxTenths, left: 1, bottom: bottom, rows: barRows,
            into: &frame, theme: theme)
        drawLabels(report, left: 1, y: bottom + 1, width: width, into: &frame, catalog: catalog, theme: theme)
        drawSoberDays(report, left: 1, y: bottom + 2, into: &frame, theme: theme)
        var y = bottom + 3
        if plans {
            drawDaysAsPlanned(report, left: 1, y: y, into: &frame, theme: theme)
            y += 1
        }
        if craving {
            drawCraving(report, left: 1, y: y, into: &frame, theme: theme)
            y += 1
        }
        for line in closing {
            frame.canvas.put(line, x: 1, y: y, maxWidth: width - 2, theme: theme)
            y += 1
        }
        y += drawLegend(report, y: y, width: width, into: &frame, catalog: catalog, theme: theme)
        drawTable(
            state, in: Rect(x: 1, y: y + 1, width: width - 2, height: height - 2 - (y + 1)), into: &frame,
            catalog: catalog, theme: theme)
        StatusLinesView.draw(
            state, messageRow: height - 2, hintRow: height - 1, width: width, keyRows: keyRows, into: &frame,
            catalog: catalog,
            theme: theme)
    }

    /// Under the legend of a tall pane, the newest weeks as `stats --weeks` prints them (`TrendsText.weekTable`), up to
    /// `tableWeeks` and as many as the rows hold, when they hold the header and four weeks and the table fits the width.
    static func drawTable(_ state: AppState, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        let weeks = min(tableWeeks, rect.height - 1)
        guard weeks >= 4 else { return }
        let report = TrendsReport(
            journal: state.journal, weeks: weeks, endingWithWeekHolding: state.selected, today: state.today)
        let lines = TrendsText.weekTable(report, catalog: catalog)
        guard lines.allSatisfy({ TextWidth.of($0) <= rect.width }) else { return }
        for (i, line) in lines.enumerated() {
            frame.canvas.put(
                line, x: rect.x, y: rect.y + i,
                style: i == 0 ? theme.dim : i == lines.count - 1 ? theme.title : theme.plain)
        }
    }

    /// `週ごとの推移  ‹ 2026年11月23日〜29日 › 今週`, the arrows clickable like the statistics pane's.
    static func drawTitle(
        _ week: WeekTotal, state: AppState, width: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        var x = 1 + frame.canvas.put(catalog.trendsTitle + "  ", x: 1, y: 0, style: theme.title)
        let title = "‹ " + catalog.weekSpan(week.firstDay, week.lastDay) + " ›"
        guard x + TextWidth.of(title) <= width else { return }
        frame.canvas.put(title, x: x, y: 0, style: theme.title)
        frame.hits.append(Hit(x: x, y: 0, width: 2, height: 1, action: .trends(.weekMoved(by: -1))))
        x += TextWidth.of(title)
        frame.hits.append(Hit(x: x - 2, y: 0, width: 2, height: 1, action: .trends(.weekMoved(by: 1))))
        if week.lastDay >= state.today, x + 1 + TextWidth.of(catalog.thisWeek) <= width {
            frame.canvas.put(" " + catalog.thisWeek, x: x, y: 0, style: theme.info)
        }
    }

    /// The newest week's grams (and second unit), its standing against the weekly budget and its days; whole
    /// parts only. When they do not fit, the second unit gives way first, then the budget's words (its line
    /// crosses the chart), then the days not recorded, the drinking days and the sober days.
    static func drawSummary(
        _ row: TrendsReport.Week, of report: TrendsReport, y: Int, width: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let week = row.total
        var parts: [(text: String, style: Style)] = [(catalog.grams(week.totalTenths, report.secondUnit), theme.title)]
        var budget: Int?
        if report.budgetIsOn {
            budget = parts.count
            parts.append(
                (
                    catalog.weeklyLimitStatus(limitGrams: report.weeklyLimitGrams, over: row.isOverBudget),
                    row.isOverBudget ? theme.error : theme.plain
                ))
        }
        var days = [
            (catalog.drinkingDaysFact(week.drinkingDays), theme.plain),
            (catalog.weekSoberDays(week.soberDays), theme.sober),
        ]
        if week.unrecordedDays > 0 { days.append((catalog.unrecordedDaysFact(week.unrecordedDays), theme.dim)) }
        parts += days
        func lineWidth() -> Int { parts.map { TextWidth.of($0.text) }.reduce(0, +) + 2 * (parts.count - 1) }
        if lineWidth() > width - 2 { parts[0].text = formatGrams(week.totalTenths) }
        if lineWidth() > width - 2, let budget { parts.remove(at: budget) }
        while lineWidth() > width - 2 && parts.count > 1 { parts.removeLast() }
        var x = 1
        for (i, part) in parts.enumerated() {
            if i > 0 { x += 2 }
            x += frame.canvas.put(part.text, x: x, y: y, style: part.style, maxWidth: width - 1 - x)
        }
    }

    /// The bars from `bottom` up, in eighths of a cell, and the weekly budget's line where no bar covers it.
    static func drawBars(
        _ report: TrendsReport, maxTenths: Int, left: Int, bottom: Int, rows: Int, into frame: inout Frame, theme: Theme
    ) {
        let limit = report.weeklyLimitTenths
        let heaviest = report.weeks.map(\.total.totalTenths).max() ?? 0
        // Headroom above the line, so a week at the budget does not look like a full chart.
        let scaleTop = max(heaviest, limit + limit / 4, 1)
        let glyphs = ScreenGlyphs.current
        var covered = Set<Int>() // columns whose bar reaches the line's row
        let lineRow = report.budgetIsOn ? min(rows - 1, limit * rows / scaleTop) : -1
        for (i, week) in report.weeks.map(\.total).enumerated() where week.totalTenths > 0 {
            let x = left + i * columnsPerWeek
            var units = Int((Double(week.totalTenths) / Double(scaleTop) * Double(rows * 8)).rounded())
            units = max(units, 1)
            let average = week.averageTenthsPerDrinkingDay
            let style = barStyle(gramsTenths: average, maxTenths: maxTenths, theme: theme)
            for row in 0..<rows {
                let filled = min(8, units - 8 * row)
                guard filled > 0 else { break }
                var glyph = filled == 8 ? "█" : GaugeView.eighths[filled - 1]
                // Without color the full cells show the band of the week's average per drinking day.
                if !theme.color && filled == 8 { glyph = glyphs.band(RiskBand(gramsTenths: average)) }
                frame.canvas.put(
                    String(repeating: glyph, count: max(1, 2 / TextWidth.of(glyph))), x: x, y: bottom - row,
                    style: style)
                if row == lineRow { covered.insert(x) }
            }
        }
        guard lineRow >= 0 else { return }
        let y = bottom - lineRow
        for x in left..<(left + report.weeks.count * columnsPerWeek)
        where !covered.contains(x - (x - left) % columnsPerWeek) || (x - left) % columnsPerWeek == 2 {
            frame.canvas.put(glyphs.horizontal, x: x, y: y, style: theme.dim, maxWidth: 1)
        }
    }

    /// The gauge color of a week's average per drinking day; past the gauge's max it darkens toward black, so the
    /// bar gets the frame's gray behind it and stays visible on a dark terminal (design.md §1).
    static func barStyle(gramsTenths: Int, maxTenths: Int, theme: Theme) -> Style {
        var style = theme.gaugeFill(gramsTenths: gramsTenths, maxTenths: maxTenths)
        if theme.color, let fill = style.foreground, 299 * Int(fill.r) + 587 * Int(fill.g) + 114 * Int(fill.b) < 50_000
        {
            style.background = theme.frame.foreground
        }
        return style
    }

    /// The first day of the newest week and of every fourth week before it, never overlapping; the newest
    /// (the selected day's week) marked.
    static func drawLabels(
        _ report: TrendsReport, left: Int, y: Int, width: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        var free = left // the first column a label may use
        let count = report.weeks.count
        for (i, week) in report.weeks.map(\.total).enumerated() where (count - 1 - i) % labelEvery == 0 {
            let label = catalog.weekLabel(week.firstDay)
            let labelWidth = TextWidth.of(label)
            let x = min(left + i * columnsPerWeek, width - 1 - labelWidth)
            guard x >= free else { continue }
            let newest = i == count - 1
            frame.canvas.put(label, x: x, y: y, style: newest ? theme.selected : theme.dim)
            free = x + labelWidth + 1
        }
    }

    /// Each week's sober days under its bar: bold in the sober style when the 休肝日 goal is met, `·` for a week
    /// without a record.
    static func drawSoberDays(_ report: TrendsReport, left: Int, y: Int, into frame: inout Frame, theme: Theme) {
        for (i, week) in report.weeks.enumerated() {
            let x = left + i * columnsPerWeek
            guard week.total.hasRecord else {
                frame.canvas.put(ScreenGlyphs.current.unrecorded, x: x, y: y, style: theme.dim)
                continue
            }
            frame.canvas.put(
                String(week.total.soberDays), x: x, y: y, style: week.soberGoal == .met ? theme.sober : theme.plain)
        }
    }

    /// Each planned week's days as planned (`PlanTally.daysAsPlanned`) under its sober days: in the sober style when every
    /// recorded day kept to the plan; nothing for a week without a plan or a recorded day under it.
    static func drawDaysAsPlanned(_ report: TrendsReport, left: Int, y: Int, into frame: inout Frame, theme: Theme) {
        for (i, week) in report.weeks.enumerated() {
            guard let plan = week.plan, plan.recordedDays > 0 else { continue }
            let style = plan.daysNotAsPlanned == 0 ? theme.sober : theme.plain
            frame.canvas.put(String(plan.daysAsPlanned), x: left + i * columnsPerWeek, y: y, style: style)
        }
    }

    /// Each week's average 飲みたい気持ち (0–10, whole) under its sober days; nothing for a week without one.
    static func drawCraving(_ report: TrendsReport, left: Int, y: Int, into frame: inout Frame, theme: Theme) {
        for (i, week) in report.weeks.enumerated() {
            guard let craving = week.total.averageCraving else { continue }
            frame.canvas.put(String(craving), x: left + i * columnsPerWeek, y: y, style: theme.info)
        }
    }

    /// What the bars and the line mean, and on the next line what the digits mean; whole parts only. With the
    /// craving row, the sober days' digits are named as the upper row. Returns the rows drawn.
    @discardableResult
    static func drawLegend(
        _ report: TrendsReport, y: Int, width: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) -> Int {
        let glyphs = ScreenGlyphs.current
        // Without color a bar's full cells are the band glyph of its week's average, so the legend shows all four.
        var parts: [(String, String)] = [
            theme.color
                ? (glyphs.bands[3], catalog.trendsLegendBars)
                : (glyphs.bands.joined(), catalog.trendsLegendBarsWithoutColor)
        ]
        if report.budgetIsOn { parts.append((glyphs.horizontal, catalog.trendsLegendLimit(report.weeklyLimitGrams))) }
        drawLegendLine(parts, y: y, width: width, into: &frame, theme: theme)
        let sober = (
            "", report.showsCraving || report.showsPlans ? catalog.trendsLegendSoberUpper : catalog.trendsLegendSober
        )
        var lines = [[sober]]
        if report.showsPlans { lines[0].append(("", catalog.trendsLegendPlan(middle: report.showsCraving))) }
        if report.showsCraving {
            let cravingPart = ("", catalog.trendsLegendCraving)
            if report.showsPlans { lines.append([cravingPart]) } else { lines[0].append(cravingPart) }
        }
        for (i, parts) in lines.enumerated() {
            drawLegendLine(parts, y: y + 1 + i, width: width, into: &frame, theme: theme)
        }
        return 1 + lines.count
    }

    /// Glyph-and-words parts side by side, as many whole parts as fit.
    private static func drawLegendLine(
        _ parts: [(String, String)], y: Int, width: Int, into frame: inout Frame, theme: Theme
    ) {
        var x = 1
        for (i, (glyph, words)) in parts.enumerated() {
            let gap = i == 0 ? "" : "  "
            let lead = gap + glyph + (glyph.isEmpty ? "" : " ")
            guard x + TextWidth.of(lead + words) <= width - 1 else { break }
            x += frame.canvas.put(lead, x: x, y: y, style: theme.plain)
            x += frame.canvas.put(words, x: x, y: y, style: theme.dim)
        }
    }
}
