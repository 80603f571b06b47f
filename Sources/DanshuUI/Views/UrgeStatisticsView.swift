import DanshuCore
import DanshuText

/// The shown month's urges (design.md §9), `i` in the statistics pane: the rows of `StatisticsText`'s urges block, the
/// lines `danshu stats` prints, placed in whatever rectangle it is given. Where two columns fit, the figures, the
/// triggers and the plans go left and the hour × weekday grid right (4-hour blocks at 80 columns, by the hour from
/// about 120); in one column they stack. Self-contained, so a layout may place it as one section (`rows`, `draw`).
enum UrgeStatisticsView {
    /// The narrowest left column beside the grid.
    static let figuresColumnWidth = 40
    /// The blank columns between the two.
    static let gap = 2

    /// Draws the month's urges into `rect`; while the month has none, says how to log one.
    static func draw(
        _ urges: UrgeReport, in rect: Rect, firstWeekday: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        guard urges.hasUrges else {
            for (i, line) in TextWrap.words(catalog.urgesNoneThisMonth, width: rect.width).prefix(rect.height)
                .enumerated()
            {
                frame.canvas.put(line, x: rect.x, y: rect.y + i, style: theme.dim, maxWidth: rect.width)
            }
            return
        }
        for column in columns(
            urges, width: rect.width, height: rect.height, firstWeekday: firstWeekday, catalog: catalog)
        {
            for (i, line) in column.lines.prefix(rect.height).enumerated() {
                frame.canvas.put(line, x: rect.x + column.x, y: rect.y + i, maxWidth: column.width, theme: theme)
            }
        }
    }

    /// The rows the block takes at `width` with every line shown: what a layout that stacks sections asks.
    static func rows(_ urges: UrgeReport, width: Int, firstWeekday: Int, catalog: Catalog) -> Int {
        guard urges.hasUrges else { return TextWrap.words(catalog.urgesNoneThisMonth, width: width).count }
        return columns(urges, width: width, height: .max, firstWeekday: firstWeekday, catalog: catalog).map(
            \.lines.count
        ).max() ?? 0
    }

    /// The block's columns, each its offset, width and lines: the grid beside the rest where both fit in `width`, else
    /// one column. Where `height` is short, the lists give way, the longer first, keeping their most telling rows.
    static func columns(_ urges: UrgeReport, width: Int, height: Int, firstWeekday: Int, catalog: Catalog)
        -> [(x: Int, width: Int, lines: [ToneLine])]
    {
        let blank = [ToneLine("")]
        // The grid by the hour once the left column keeps its width beside it, else in blocks.
        let hourWidth = StatisticsText.urgeGridWidth(catalog: catalog, width: .max)
        let blockWidth = StatisticsText.urgeGridWidth(catalog: catalog, width: 0)
        let gridWidth = width - figuresColumnWidth - gap >= hourWidth ? hourWidth : blockWidth
        guard width - gridWidth - gap >= figuresColumnWidth else {
            return [
                (0, width, StatisticsText.urgeLines(urges, catalog: catalog, width: width, firstWeekday: firstWeekday))
            ]
        }
        let leftWidth = width - gridWidth - gap
        let figures = StatisticsText.urgeFigureLines(urges, catalog: catalog, width: leftWidth)
        var triggerLimit = urges.triggers.count
        var planLimit = urges.plans.count
        func lists() -> [ToneLine] {
            let triggers = StatisticsText.urgeTriggerLines(
                urges, catalog: catalog, width: leftWidth, limit: triggerLimit)
            let plans = StatisticsText.urgePlanLines(urges, catalog: catalog, width: leftWidth, limit: planLimit)
            return (triggers.isEmpty ? [] : blank + triggers) + (plans.isEmpty ? [] : blank + plans)
        }
        var left = figures + lists()
        while left.count > height && triggerLimit + planLimit > 0 {
            if triggerLimit >= planLimit { triggerLimit -= 1 } else { planLimit -= 1 }
            left = figures + lists()
        }
        let grid = StatisticsText.urgeGridLines(
            urges.grid, catalog: catalog, width: gridWidth, firstWeekday: firstWeekday)
        return [(0, leftWidth, left), (leftWidth + gap, gridWidth, grid)]
    }
}
