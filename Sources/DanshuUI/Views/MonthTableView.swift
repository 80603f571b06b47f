import DanshuCore
import DanshuText

/// On a large terminal, under the statistics' streaks: the months up to the shown one (back to the journal's first
/// recorded day's, and at most as many as rows allow), one row each, newest first, with the shown month's figures side by side (sober, drinking and unrecorded days, the total, the average per
/// drinking day, days over the limit, weeks that met the 休肝日 goal), so months can be compared at a glance.
enum MonthTableView {
    /// The fewest rows worth drawing: the title, the header and three months.
    static let minimumRows = 5

    /// Draws the table in `rect` when it fits (at least `minimumRows` rows, wide enough for every column), with `spread`
    /// its columns sharing the room left so it spans the rectangle; returns whether it did. The shown month's row is the report's; the months before it are counted as it counts.
    @discardableResult
    static func draw(
        _ report: MonthReport, journal: Journal, in rect: Rect, spread: Bool = false, into frame: inout Frame,
        catalog: Catalog,
        theme: Theme
    ) -> Bool {
        guard rect.height >= minimumRows else { return false }
        // Back to the month of the journal's first recorded day: a month before it has nothing to compare.
        guard let firstDay = journal.firstRecordedDay else { return false }
        let first = YearMonth(year: firstDay.year, month: firstDay.month)
        let shown = report.month.month
        let months = (0..<(rect.height - 2)).map { shown.adding(months: -$0) }.filter { $0 >= first }
        let rows = months.map { month in
            (
                month,
                StatisticsText.monthTableColumns(
                    month == shown
                        ? report.month : MonthStatistics(journal: journal, month: month, today: report.today),
                    report, catalog: catalog)
            )
        }
        guard let sample = rows.first?.1 else { return false }
        let monthWidth = 2 + (rows.map { TextWidth.of(catalog.monthTitle($0.0)) }.max() ?? 0)
        var widths = sample.indices.map { i in
            2 + max(TextWidth.of(sample[i].header), rows.map { TextWidth.of($0.1[i].value) }.max() ?? 0)
        }
        guard monthWidth + widths.reduce(0, +) <= rect.width else { return false }
        if spread {
            // The columns share the room left, so the table spans the width it was given.
            let extra = rect.width - monthWidth - widths.reduce(0, +)
            widths = widths.enumerated().map {
                $0.element + extra / widths.count + ($0.offset < extra % widths.count ? 1 : 0)
            }
        }

        frame.canvas.put(catalog.statMonthByMonth, x: rect.x, y: rect.y, style: theme.title)
        var x = rect.x + monthWidth
        for (i, column) in sample.enumerated() {
            frame.canvas.put(
                TextWidth.pad(column.header, to: widths[i], alignRight: true), x: x, y: rect.y + 1, style: theme.dim)
            x += widths[i]
        }
        for (row, (month, values)) in rows.enumerated() {
            let y = rect.y + 2 + row
            let style = month == shown ? theme.title : theme.plain
            frame.canvas.put(catalog.monthTitle(month), x: rect.x, y: y, style: style)
            x = rect.x + monthWidth
            for (i, column) in values.enumerated() {
                frame.canvas.put(TextWidth.pad(column.value, to: widths[i], alignRight: true), x: x, y: y, style: style)
                x += widths[i]
            }
        }
        return true
    }
}
