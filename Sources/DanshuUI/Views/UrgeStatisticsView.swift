import DanshuCore
import DanshuText

/// The shown month's urges (design.md §9), `i` in the statistics pane: the rows of `StatisticsText`'s urges block, the
/// lines `danshu stats` prints, placed in whatever rectangle it is given. Where two columns fit, the figures and the
/// triggers go left and the hour × weekday grid (4-hour blocks beside the figures at 80 columns, by the hour from 120)
/// right with the plans under it; in one column they stack. Self-contained, so a layout may place it as one section.
enum UrgeStatisticsView {
    /// The grid's column at 80 columns, as wide as the heatmap's beside the month's figures.
    static let gridColumnWidth = 5 + 31 + 1
    /// The narrowest left column beside it.
    static let figuresColumnWidth = 38
    /// The blank columns between the two.
    static let gap = 2

    /// Draws the month's urges into `rect`; while the month has none, says how to log one.
    static func draw(_ urges: UrgeReport, in rect: Rect, firstWeekday: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        guard urges.hasUrges else {
            for (i, line) in TextWrap.words(catalog.urgesNoneThisMonth, width: rect.width).prefix(rect.height).enumerated() {
                frame.canvas.put(line, x: rect.x, y: rect.y + i, style: theme.dim, maxWidth: rect.width)
            }
            return
        }
        for column in columns(urges, width: rect.width, height: rect.height, firstWeekday: firstWeekday, catalog: catalog) {
            for (i, line) in column.lines.prefix(rect.height).enumerated() {
                frame.canvas.put(line, x: rect.x + column.x, y: rect.y + i, maxWidth: column.width, theme: theme)
            }
        }
    }

    /// The rows the block takes at `width` with every line shown: what a layout that stacks sections asks.
    static func rows(_ urges: UrgeReport, width: Int, firstWeekday: Int, catalog: Catalog) -> Int {
        guard urges.hasUrges else { return TextWrap.words(catalog.urgesNoneThisMonth, width: width).count }
        return columns(urges, width: width, height: .max, firstWeekday: firstWeekday, catalog: catalog).map(\.lines.count).max() ?? 0
    }

    /// The block's columns, each its offset, width and lines: two where they fit in `width`, the triggers and plans cut
    /// to the rows `height` leaves (the most telling first), else one.
    static func columns(_ urges: UrgeReport, width: Int, height: Int, firstWeekday: Int, catalog: Catalog)
        -> [(x: Int, width: Int, lines: [ToneLine])] {
        let blank = [ToneLine("")]
        guard width >= figuresColumnWidth + gap + gridColumnWidth else {
            let lines = StatisticsText.urgeLines(urges, catalog: catalog, width: width, firstWeekday: firstWeekday)
            return [(0, width, lines)]
        }
        // The grid by the hour once the left column keeps its width beside it.
        let hourGrid = StatisticsText.urgeGridLabelWidth(catalog) + 24 * StatisticsText.gridCell
        let rightWidth = width - figuresColumnWidth - gap >= hourGrid ? hourGrid : gridColumnWidth
        let leftWidth = width - rightWidth - gap
        let figures = StatisticsText.urgeFigureLines(urges, catalog: catalog, width: leftWidth)
        let grid = StatisticsText.urgeGridLines(urges.grid, catalog: catalog, width: rightWidth, firstWeekday: firstWeekday)
        // As many triggers as the rows under the figures hold, and plans under the grid.
        let triggerRoom = height == .max ? Int.max : max(0, height - figures.count - 2)
        let planRoom = height == .max ? Int.max : max(0, height - grid.count - 1)
        let triggers = StatisticsText.urgeTriggerLines(urges, catalog: catalog, width: leftWidth, limit: max(0, triggerRoom))
        var plans = StatisticsText.urgePlanLines(urges, catalog: catalog, width: rightWidth)
        var limit = urges.plans.count
        while plans.count > planRoom && limit > 0 {
            limit -= 1
            plans = StatisticsText.urgePlanLines(urges, catalog: catalog, width: rightWidth, limit: limit)
        }
        let left = figures + (triggers.count > 1 ? blank + triggers : [])
        let right = grid + (plans.isEmpty ? [] : blank + plans)
        return [(0, leftWidth, left), (leftWidth + gap, rightWidth, right)]
    }
}
