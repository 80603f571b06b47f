import DanshuApp
import DanshuCore
import DanshuText

/// `s`: the shown month's figures and sober goal on the left, the streaks below them, and a
/// 12-month heatmap on the right colored like the calendar (glyphs without color). Every row of words is
/// `StatisticsText`'s, the lines `danshu stats` prints; the pane adds what only a screen draws. From 120 columns the pane
/// is a list of sections (`sections`) placed in two columns (`Section.columns`) with the months compared beneath them:
/// AUDIT-C whole with its 12 months, the comparison with people like the user and the heavy days' situations beside
/// the month's figures.
enum StatisticsView {
    /// From this width the pane is laid out in two columns of sections.
    static let readingLayoutWidth = 120
    /// The month's figures keep the width they have at 100 columns: a goal bar of ~40 cells, not ~140.
    static let readingLeftWidth = 100 - (5 + 31 + 1) - 3
    /// The widest the second column grows: AUDIT-C's 12 months on one row, and no band of blank beside the heatmap.
    static let readingRightWidth = 72
    /// The heatmap's columns: a month's name, 31 days and a blank.
    static let heatmapWidth = 5 + 31 + 1

    static func draw(
        _ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let report = MonthReport(journal: state.journal, month: state.shownMonth, today: state.today)
        let month = report.month
        drawTitle(state, width: width, into: &frame, catalog: catalog, theme: theme)
        // `i`: the month's urges in the pane's body instead of its figures (design.md §9).
        if state.statisticsShowsUrges {
            drawUrges(
                report.urges, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
            return
        }
        guard width < StatisticsView.readingLayoutWidth else {
            drawInColumns(
                report, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
            return
        }
        guard width >= MainLayout.fullWidth && height >= MainLayout.fullHeight else {
            drawInOneColumn(
                report, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
            return
        }

        let heatmapWidth = StatisticsView.heatmapWidth
        let leftWidth = width - heatmapWidth - 3
        let heatmapX = width - heatmapWidth
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
        let barX = 1 + labelWidth
        let barY = goal.count > 1 ? y : y + 1
        let glyphs = ScreenGlyphs.current
        frame.canvas.put(String(repeating: glyphs.goalMet, count: filled), x: barX, y: barY, style: theme.sober)
        frame.canvas.put(
            String(repeating: glyphs.goalToGo, count: barWidth - filled), x: barX + filled, y: barY, style: theme.dim)
        y += 2
        // Grams reach a column into the gap before the heatmap.
        for line in StatisticsText.figureLines(report, catalog: catalog, width: leftWidth) {
            frame.canvas.put(line, x: 1, y: y, maxWidth: leftWidth + 1, theme: theme)
            y += 1
        }

        y += 1
        // The comparison with people like the user (design.md §8) takes the row above the message line, across the pane.
        let bottom = report.showsComparison ? height - 3 : height - 2
        for line in StatisticsText.streakLines(report, catalog: catalog) where y < bottom {
            frame.canvas.put(line, x: 1, y: y, maxWidth: leftWidth - 1, theme: theme)
            y += 1
        }

        // A large terminal compares months in the rows left (design.md §2: use the space).
        let heatmapEnd = drawHeatmap(
            report.heatmap, state: state, x: heatmapX, y: 2, height: height - 4, into: &frame,
            catalog: catalog, theme: theme)
        let feedbackEnd = drawFeedback(
            report, x: heatmapX, y: heatmapEnd, bottom: bottom, width: heatmapWidth,
            into: &frame, catalog: catalog, theme: theme)
        if report.showsComparison {
            let comparison = report.comparison
            // Green only for approval: at or below the line with no heavy drinking day.
            let style = comparison.approves ? theme.sober : comparison.above != nil ? theme.plain : theme.dim
            frame.canvas.put(
                ClinicalFeedbackText.comparisonLine(comparison, catalog: catalog, width: width - 2), x: 1,
                y: height - 3,
                style: style, maxWidth: width - 2)
        }
        _ = feedbackEnd
        let tableY = y + 1
        MonthTableView.draw(
            report, journal: state.journal,
            in: Rect(x: 1, y: tableY, width: leftWidth - 1, height: height - 2 - tableY - 1),
            into: &frame, catalog: catalog, theme: theme)
        StatusLinesView.draw(
            state, messageRow: height - 2, hintRow: height - 1,
            width: width, into: &frame, catalog: catalog, theme: theme)
    }

    /// The month's urges in the body. Below 80×22 (a phone's screen) the block is drawn whole and scrolled with ↑ ↓ as the
    /// figures are, since one column of it is taller than the rows.
    static func drawUrges(
        _ urges: UrgeReport, state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog,
        theme: Theme
    ) {
        let firstWeekday = state.journal.settings.weekStartsOn.weekday
        guard width < MainLayout.fullWidth || height < MainLayout.fullHeight else {
            UrgeStatisticsView.draw(
                urges, in: Rect(x: 1, y: 2, width: width - 2, height: height - 4), firstWeekday: firstWeekday,
                into: &frame, catalog: catalog, theme: theme)
            StatusLinesView.draw(
                state, messageRow: height - 2, hintRow: height - 1, width: width, into: &frame, catalog: catalog,
                theme: theme)
            return
        }
        let keyRows = width < MainLayout.fullWidth ? 2 : 1
        let body = Rect(x: 1, y: 2, width: width - 2, height: max(0, height - 3 - keyRows))
        let total = max(
            1, UrgeStatisticsView.rows(urges, width: body.width, firstWeekday: firstWeekday, catalog: catalog))
        var column = Frame(width: width, height: total)
        UrgeStatisticsView.draw(
            urges, in: Rect(x: 1, y: 0, width: body.width, height: total), firstWeekday: firstWeekday,
            into: &column, catalog: catalog, theme: theme)
        drawScrolled(
            column, total: total, body: body, keyRows: keyRows, state: state, width: width, height: height,
            into: &frame,
            catalog: catalog, theme: theme)
    }

    /// A column drawn whole (`total` rows) shown in `body` from the row the scroll reaches, with the status lines under
    /// it; ↑ ↓ go on the key line where the column is taller than the body.
    static func drawScrolled(
        _ column: Frame, total: Int, body: Rect, keyRows: Int, state: AppState, width: Int, height: Int,
        into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let scroll = state.statisticsScroll.firstRow(rows: total, page: body.height)
        var window = Canvas(width: width, height: body.height)
        window.draw(column.canvas, x: 0, y: -scroll)
        frame.canvas.draw(window, x: 0, y: body.y)
        let keys =
            total > body.height
            ? [KeyLine.item(.app(.statisticsScrolled(by: 1)), .scroll, rank: 8, for: state, catalog: catalog)]
                .compactMap { $0 } : []
        StatusLinesView.draw(
            state, messageRow: height - 1 - keyRows, hintRow: height - keyRows, width: width, keyRows: keyRows,
            keys: keys,
            into: &frame, catalog: catalog, theme: theme)
    }

    /// `統計  ‹ 2026年11月 ›`, the arrows clickable, over the rule.
    static func drawTitle(_ state: AppState, width: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        var x = 1 + frame.canvas.put(catalog.statisticsTitle + "  ", x: 1, y: 0, style: theme.title)
        let title = "‹ " + catalog.monthTitle(state.shownMonth) + " ›"
        frame.canvas.put(title, x: x, y: 0, style: theme.title)
        frame.hits.append(Hit(x: x, y: 0, width: 2, height: 1, action: .main(.monthMoved(by: -1))))
        x += TextWidth.of(title)
        frame.hits.append(Hit(x: x - 2, y: 0, width: 2, height: 1, action: .main(.monthMoved(by: 1))))
        frame.canvas.put(ScreenGlyphs.current.line(width), x: 0, y: 1, style: theme.frame)
    }

    /// From 120 columns: the sections in two columns (the figures', a reader's width; the rest up to theirs), the months
    /// compared beneath the taller one across the width, in the rows left above the message line.
    static func drawInColumns(
        _ report: MonthReport, state: AppState, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let body = Rect(x: 1, y: 2, width: width - 2, height: height - 4)
        let columns = body.columns(
            [.cells(StatisticsView.readingLeftWidth), .fill(most: StatisticsView.readingRightWidth)], gap: 2)
        var bottom = body.y
        var right = columns[0].maxX
        for placed in Section.columns(
            sections(report, state: state, catalog: catalog, theme: theme), in: [columns[0], columns[1]])
        {
            placed.section.draw(placed.rect, &frame)
            bottom = max(bottom, placed.rect.maxY)
            right = max(right, placed.rect.maxX)
        }
        // Under the taller column, as wide as the two.
        let table = body.below(bottom + 1 - body.y)
        MonthTableView.draw(
            report, journal: state.journal,
            in: Rect(x: table.x, y: table.y, width: right - table.x, height: table.height), spread: true,
            into: &frame, catalog: catalog, theme: theme)
        StatusLinesView.draw(
            state, messageRow: height - 2, hintRow: height - 1, width: width, into: &frame, catalog: catalog,
            theme: theme)
    }

    /// Below 80×22 (a phone's screen, issue 44): the sections in one column as wide as the screen, every block whole
    /// (AUDIT-C, the comparison and the heavy days' situations in full, wrapped between phrases), scrolled with ↑ ↓ where
    /// they are longer than the rows, which the key line then offers.
    static func drawInOneColumn(
        _ report: MonthReport, state: AppState, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let keyRows = width < MainLayout.fullWidth ? 2 : 1
        let body = Rect(x: 1, y: 2, width: width - 2, height: max(0, height - 3 - keyRows))
        let sections = sections(
            report, state: state, figuresWidth: body.width, breaks: .phrases, catalog: catalog, theme: theme)
        let total = Section.height(sections, width: body.width)
        // Drawn whole into a column as tall as the sections, then the rows the scroll reaches copied onto the screen.
        var column = Frame(width: width, height: total)
        for placed in Section.stack(sections, in: Rect(x: 1, y: 0, width: body.width, height: total)) {
            placed.section.draw(placed.rect, &column)
        }
        drawScrolled(
            column, total: total, body: body, keyRows: keyRows, state: state, width: width, height: height,
            into: &frame,
            catalog: catalog, theme: theme)
    }

    /// The pane's sections in reading order: the month's sober goal with its bar, its figures, the streak, its calories and
    /// money (the rows and blocks `danshu stats` starts with); heading the second column the 12-month heatmap, AUDIT-C whole with its 12 months, the comparison with people like the user with the
    /// four weeks' heavy days, and the heavy days' situations. Issue 42's urges block is one more entry here.
    static func sections(
        _ report: MonthReport, state: AppState, figuresWidth width: Int = StatisticsView.readingLeftWidth,
        breaks: TextWrap.Breaks = .characters, catalog: Catalog, theme: Theme
    ) -> [Section] {
        var sections = [
            // The goal with its bar over the figures; grams reach a column into the gap beside them, as at 80 columns.
            Section(
                name: "month",
                rows: { _ in 2 + StatisticsText.figureLines(report, catalog: catalog, width: width).count },
                draw: { rect, frame in
                    drawGoal(report, in: rect.top(2), into: &frame, catalog: catalog, theme: theme)
                    for (i, line) in StatisticsText.figureLines(report, catalog: catalog, width: width).enumerated() {
                        frame.canvas.put(line, x: rect.x, y: rect.y + 2 + i, maxWidth: rect.width + 1, theme: theme)
                    }
                }),
            .lines("streak", theme: theme) { _ in StatisticsText.streakLines(report, catalog: catalog) },
            .lines("money", theme: theme) { _ in
                StatisticsText.feedbackLines(report, catalog: catalog, width: width, summaries: false)
            },
            Section(
                name: "heatmap", rows: { _ in report.heatmap.months.count + 2 },
                draw: { rect, frame in
                    drawHeatmap(
                        report.heatmap, state: state, x: rect.x, y: rect.y, height: rect.height, into: &frame,
                        catalog: catalog, theme: theme)
                }
            ).headingColumn(),
        ]
        if report.showsAuditC {
            sections.append(
                .lines("AUDIT-C", theme: theme) { width in
                    ClinicalFeedbackText.auditCLines(
                        report.auditC, history: report.auditCHistory, catalog: catalog, width: width, breaks: breaks
                    )
                    .enumerated().map {
                        $0.offset == 0 ? ToneLine($0.element, .title) : ToneLine($0.element)
                    }
                })
        }
        if report.showsComparison {
            let comparison = report.comparison
            // Green only for approval: at or below the line with no heavy drinking day.
            let tone: Tone = comparison.approves ? .sober : comparison.above != nil ? .plain : .dim
            sections.append(
                .lines("comparison", theme: theme) { width in
                    ClinicalFeedbackText.comparisonLines(comparison, catalog: catalog, width: width, breaks: breaks)
                        .enumerated().map {
                            $0.offset == 0 ? ToneLine($0.element, .title) : ToneLine($0.element, tone)
                        }
                })
        }
        if report.heavySituations.hasAny {
            sections.append(
                .lines("situations", theme: theme) { width in
                    ReportText.situationLines(report.heavySituations, catalog: catalog, width: width).dropFirst()
                        .enumerated().map {
                            $0.offset == 0 ? ToneLine($0.element, .title) : ToneLine($0.element)
                        }
                })
        }
        return sections
    }

    /// The month's sober goal and its bar in the value column: on the goal's line when its words went below it, else on
    /// a line of its own under them.
    static func drawGoal(_ report: MonthReport, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme)
    {
        let labelWidth = StatisticsText.labelWidth(report, catalog: catalog, width: rect.width)
        let goal = StatisticsText.goalLines(report, catalog: catalog, width: rect.width)
        for (i, line) in goal.enumerated() {
            frame.canvas.put(line, x: rect.x, y: rect.y + i, maxWidth: rect.width, theme: theme)
        }
        let barWidth = max(4, rect.width - labelWidth - 1)
        let filled = Int((report.month.soberProgress * Double(barWidth)).rounded())
        let barX = rect.x + labelWidth
        let barY = goal.count > 1 ? rect.y : rect.y + 1
        let glyphs = ScreenGlyphs.current
        frame.canvas.put(String(repeating: glyphs.goalMet, count: filled), x: barX, y: barY, style: theme.sober)
        frame.canvas.put(
            String(repeating: glyphs.goalToGo, count: barWidth - filled), x: barX + filled, y: barY, style: theme.dim)
    }

    /// Draws the heatmap and its legend; returns the row after them.
    @discardableResult
    static func drawHeatmap(
        _ heatmap: Heatmap, state: AppState, x: Int, y: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) -> Int {
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
    static func drawFeedback(
        _ report: MonthReport, x: Int, y: Int, bottom: Int, width: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) -> Int {
        let lines = StatisticsText.feedbackLines(report, catalog: catalog, width: width, summaries: true)
        let y = y + (bottom - y > lines.count ? 1 : 0) // a blank row after the legend when there is room
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
        case .drank(let g):
            return (
                ScreenGlyphs.current.band(RiskBand(gramsTenths: g)),
                theme.gaugeFill(gramsTenths: g, maxTenths: maxTenths)
            )
        }
    }
}
