import DanshuCore
import DanshuApp
import DanshuText

/// `s`: the shown month's figures and sober goal on the left, the streaks below them, and a
/// 12-month heatmap on the right colored like the calendar (glyphs without color). Every row of words is
/// `StatisticsText`'s, the lines `danshu stats` prints; the pane adds what only a screen draws.
enum StatisticsView {
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
        // `i`: the month's urges in the pane's body instead of its figures (design.md §9).
        if state.statisticsShowsUrges {
            UrgeStatisticsView.draw(report.urges, in: Rect(x: 1, y: 2, width: width - 2, height: height - 4),
                                    firstWeekday: state.journal.settings.weekStartsOn.weekday, into: &frame, catalog: catalog, theme: theme)
            StatusLinesView.draw(state, messageRow: height - 2, hintRow: height - 1, width: width, into: &frame, catalog: catalog, theme: theme)
            return
        }

        let heatmapWidth = 5 + 31 + 1
        // A large screen is laid out for reading (issue 26, item 7): the month's figures keep the width they have at
        // 100 columns, the heatmap stands right beside them, and the month table runs beneath both.
        let readable = width >= StatisticsView.readingLayoutWidth
        let leftWidth = readable ? StatisticsView.readingLeftWidth : width - heatmapWidth - 3
        let heatmapX = readable ? leftWidth + 3 : width - heatmapWidth
        // The rows are `StatisticsText`'s, which `danshu stats` prints; the pane adds the goal's bar in the value column,
        // on the goal's line when its words went below it, else on a line of its own under them.
        let labelWidth = StatisticsText.labelWidth(report, catalog: catalog, width: leftWidth)
        var y = 2
        let goal = StatisticsText.goalLines(report, catalog: catalog, width: leftWidth)
        for (i, line) in goal.enumerated() {
            frame.canvas.put(line, x: 1, y: y + i, maxWidth: leftWidth, theme: theme)
        }
        let barWidth = max(4, leftWidth - labelWidth - 1)
        let filled = Int((month.soberProgress * Double(barWidth)).rounded())
        let barX = 1 + labelWidth, barY = goal.count > 1 ? y : y + 1
        let glyphs = ScreenGlyphs.current
        frame.canvas.put(String(repeating: glyphs.goalMet, count: filled), x: barX, y: barY, style: theme.sober)
        frame.canvas.put(String(repeating: glyphs.goalToGo, count: barWidth - filled), x: barX + filled, y: barY, style: theme.dim)
        y += 2
        // Grams reach a column into the gap before the heatmap.
        for line in StatisticsText.figureLines(report, catalog: catalog, width: leftWidth) {
            frame.canvas.put(line, x: 1, y: y, maxWidth: leftWidth + 1, theme: theme)
            y += 1
        }

        y += 1
        // The comparison with people like the user (DESIGN §8) takes the row above the message line, across the pane.
        let bottom = report.showsComparison ? height - 3 : height - 2
        for line in StatisticsText.streakLines(report, catalog: catalog) where y < bottom {
            frame.canvas.put(line, x: 1, y: y, maxWidth: leftWidth - 1, theme: theme)
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

    /// The month's calories, money, AUDIT-C and the heavy days' situations (`StatisticsText.feedbackLines`): under the
    /// heatmap, as many rows as fit above `bottom`.
    @discardableResult
    static func drawFeedback(_ report: MonthReport, x: Int, y: Int, bottom: Int, width: Int, into frame: inout Frame,
                             catalog: Catalog, theme: Theme) -> Int {
        let lines = StatisticsText.feedbackLines(report, catalog: catalog, width: width, summaries: true)
        let y = y + (bottom - y > lines.count ? 1 : 0)  // a blank row after the legend when there is room
        let shown = lines.prefix(max(0, bottom - y))
        for (i, line) in shown.enumerated() {
            frame.canvas.put(line, x: x, y: y + i, maxWidth: width, theme: theme)
        }
        return y + shown.count
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
