import DanshuApp
import DanshuCore
import DanshuText

/// The selected day's week as seven bars of grams under the calendar's columns, each in the gauge color of
/// its day (band glyphs without color), on a scale that holds the gauge's max, across it the gauge's band lines (20 g,
/// 40 g) where no bar covers them, labelled where the first day's cell has room; under each bar the day's
/// amount (`○` sober, `·` unrecorded, `!` over the daily limit) and its date. The title sums the week up.
enum WeekBarsView {
    /// The widest a day's bar grows in the calendar's widest cells: wider, a bar reads as a block, not a day.
    static let widestBar = 6

    static func draw(
        _ state: AppState, in rect: Rect, cellWidth: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let barRows = rect.height - 3
        guard barRows >= 1, rect.width >= 7 * cellWidth else { return }
        let settings = state.journal.settings
        let firstDay = settings.weekStartsOn.firstDay(ofWeekHolding: state.selected)
        let days = (0..<7).map { firstDay.adding(days: $0) }
        let states = days.map { $0 > state.today ? nil : state.journal.state(of: $0) }
        let maxTenths = settings.gaugeMaxTenths

        // The week's grams and sober days are the trends' (`WeekTotal`); the heaviest day sets the bars' scale.
        let week = WeekTotal(firstDay: firstDay, days: state.journal.days, today: state.today)
        var heaviest = 0
        for case .drank(let g)? in states { heaviest = max(heaviest, g) }
        // Whole parts only, as many as fit: the title, the week's grams, its sober days.
        var x = rect.x
        // The second unit beside the grams when the title has room for it.
        var grams = catalog.weekTotal(week.totalTenths, settings.secondUnit)
        if TextWidth.of(catalog.weekBarsTitle + "  " + grams) > rect.width {
            grams = catalog.weekTotal(week.totalTenths, .none)
        }
        for (i, part) in [catalog.weekBarsTitle, grams, catalog.weekSoberDays(week.soberDays)].enumerated() {
            let text = (i == 0 ? "" : "  ") + part
            guard x + TextWidth.of(text) <= rect.maxX else { break }
            x += frame.canvas.put(text, x: x, y: rect.y, style: i == 0 ? theme.title : theme.plain)
        }

        let scaleTop = max(maxTenths, heaviest, 1)
        let barWidth = max(1, min(WeekBarsView.widestBar, cellWidth - 2))
        let bottomRow = rect.y + barRows // the lowest row of bars
        drawBandLines(
            scaleTop: scaleTop, maxTenths: maxTenths, x: rect.x, width: 7 * cellWidth, bottom: bottomRow, rows: barRows,
            labelRoom: (cellWidth - barWidth) / 2, into: &frame, theme: theme)
        for (column, date) in days.enumerated() {
            let cellX = rect.x + column * cellWidth
            if date <= state.today {
                frame.hits.append(
                    Hit(
                        x: cellX, y: rect.y + 1, width: cellWidth, height: rect.height - 1,
                        action: .main(.dayClicked(date))))
            }
            if case .drank(let g)? = states[column] {
                drawBar(
                    grams: g, scaleTop: scaleTop, maxTenths: maxTenths, x: cellX + (cellWidth - barWidth) / 2,
                    width: barWidth, bottom: bottomRow, rows: barRows, into: &frame, theme: theme)
            }
            let (amount, style) = amountText(states[column], settings: settings, room: cellWidth - 1, theme: theme)
            frame.canvas.put(amount, x: cellX + cellWidth - 1 - TextWidth.of(amount), y: bottomRow + 1, style: style)

            var dateStyle = date > state.today ? theme.dim : theme.plain
            if date == state.today {
                dateStyle.bold = true
                dateStyle.underline = true
            }
            if date == state.selected { dateStyle = theme.selected }
            let number = (date.day < 10 ? " " : "") + String(date.day)
            let weekday = catalog.weekdayNames[date.weekday]
            let label = TextWidth.of(weekday) + 2 <= cellWidth - 1 ? weekday + number : number
            frame.canvas.put(label, x: cellX + cellWidth - 1 - TextWidth.of(label), y: bottomRow + 2, style: dateStyle)
        }
    }

    /// The gauge's band lines (`GaugeView`'s ticks: 40 g, 20 g, those under its max) across the bars' rows, dim, under
    /// the bars drawn after them; each labelled at its left end where `labelRoom` columns hold its grams.
    static func drawBandLines(
        scaleTop: Int, maxTenths: Int, x: Int, width: Int, bottom: Int, rows: Int, labelRoom: Int,
        into frame: inout Frame, theme: Theme
    ) {
        let glyphs = ScreenGlyphs.current
        for threshold in [RiskBand.high, .moderate].map(\.lowestTenths) where threshold < maxTenths {
            // The row the threshold's eighths end in, as a bar of exactly that many grams would.
            let row = Int((Double(threshold) / Double(scaleTop) * Double(rows * 8)).rounded()) / 8
            guard row > 0, row < rows else { continue }
            let y = bottom - row
            let label = formatTenthsCompact(threshold) + "g"
            let labelled = TextWidth.of(label) + 1 <= labelRoom
            let start = labelled ? x + TextWidth.of(label) : x
            if labelled { frame.canvas.put(label, x: x, y: y, style: theme.dim) }
            frame.canvas.put(glyphs.line(max(0, x + width - 1 - start)), x: start, y: y, style: theme.dim)
        }
    }

    /// One bar, filled from `bottom` up in eighths of a cell; any alcohol shows at least one eighth.
    static func drawBar(
        grams g: Int, scaleTop: Int, maxTenths: Int, x: Int, width: Int, bottom: Int, rows: Int,
        into frame: inout Frame, theme: Theme
    ) {
        var units = Int((Double(g) / Double(scaleTop) * Double(rows * 8)).rounded())
        if g > 0 { units = max(units, 1) }
        let style = theme.gaugeFill(gramsTenths: g, maxTenths: maxTenths)
        for row in 0..<rows {
            let filled = min(8, units - 8 * row)
            guard filled > 0 else { break }
            var glyph = filled == 8 ? "█" : GaugeView.eighths[filled - 1]
            // Without color the full cells show the band of their height, as the gauge does.
            if !theme.color && filled == 8 {
                glyph = ScreenGlyphs.current.band(RiskBand(gramsTenths: scaleTop * (row + 1) / rows - 1))
            }
            // Eighth blocks are two cells in a terminal drawing ambiguous characters wide.
            frame.canvas.put(
                String(repeating: glyph, count: max(1, width / TextWidth.of(glyph))), x: x, y: bottom - row,
                style: style)
        }
    }

    /// The amount under a bar: the grams as exact as `room` allows, after `!` when over the daily limit.
    static func amountText(_ state: DayState?, settings: Settings, room: Int, theme: Theme) -> (String, Style) {
        switch state {
        case nil: return ("", theme.plain)
        case .unrecorded?: return (ScreenGlyphs.current.unrecorded, theme.dim)
        case .sober?: return (ScreenGlyphs.current.sober, theme.sober)
        case .drank(let g)?:
            let whole = String(wholeGrams(g))
            let mark = settings.isOverDailyLimit(gramsTenths: g) ? "!" : ""
            let text =
                [mark + formatGrams(g), mark + whole + "g", whole + "g", whole].first { TextWidth.of($0) <= room } ?? ""
            return (text, theme.band(RiskBand(gramsTenths: g)))
        }
    }
}
