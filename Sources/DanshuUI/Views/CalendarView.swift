import DanshuCore
import DanshuApp
import DanshuText

/// The month calendar: title, weekday row, six week rows, and a legend.
/// A day cell is `!29▒`: an over-limit mark, the number, and a state glyph, so no state depends on color. In a planned
/// week `!` also marks a day against the plan, and a planned drinking day not yet answered shows `◇`; a planned drinking
/// day that stayed sober is simply sober (a win, not a miss).
/// Cells two or three rows tall show a drinking day's grams on their second row.
enum CalendarView {
    /// Rows besides the weeks: the title, the weekday names and the legend.
    static let fixedRows = 3

    /// Rows the calendar takes with weeks `cellHeight` rows tall (always six weeks, so the panels never jump).
    static func height(cellHeight: Int) -> Int { fixedRows + 6 * cellHeight }

    static func draw(_ state: AppState, in rect: Rect, cellWidth: Int, cellHeight: Int = 1, into frame: inout Frame,
                     catalog: Catalog, theme: Theme) {
        let settings = state.journal.settings
        let grid = MonthGrid(month: state.shownMonth, weekStartsOn: settings.weekStartsOn)
        let title = "‹ " + catalog.monthTitle(state.shownMonth) + " ›"
        let titleX = rect.x + max(0, (rect.width - TextWidth.of(title)) / 2)
        frame.canvas.put(title, x: titleX, y: rect.y, style: theme.title, maxWidth: rect.width)
        frame.hits.append(Hit(x: titleX, y: rect.y, width: 2, height: 1, action: .main(.monthMoved(by: -1))))
        frame.hits.append(Hit(x: titleX + TextWidth.of(title) - 2, y: rect.y, width: 2, height: 1, action: .main(.monthMoved(by: 1))))

        for (column, weekday) in grid.columnWeekdays.enumerated() {
            let name = catalog.weekdayNames[weekday]
            let x = rect.x + column * cellWidth + (cellWidth - TextWidth.of(name) + 1) / 2
            frame.canvas.put(name, x: x, y: rect.y + 1, style: theme.weekday(weekday))
        }

        let maxTenths = settings.gaugeMaxTenths
        for (row, week) in grid.weeks.enumerated() {
            let y = rect.y + 2 + row * cellHeight
            for (column, cell) in week.enumerated() {
                guard let date = cell else { continue }
                let x = rect.x + column * cellWidth
                drawDay(date, state: state, x: x, y: y, width: cellWidth, height: cellHeight, maxTenths: maxTenths,
                        into: &frame, theme: theme)
                if date <= state.today {
                    frame.hits.append(Hit(x: x, y: y, width: cellWidth, height: cellHeight, action: .main(.dayClicked(date))))
                }
            }
        }

        let legendY = rect.y + 2 + 6 * cellHeight
        guard legendY < rect.maxY else { return }
        // The full word for ! where it fits whole, else the short one (80 columns), so the feelings mark is always explained.
        let glyphs = ScreenGlyphs.current
        let planned = monthHasPlan(state)
        let overWord = [planned ? catalog.legendOverOrPlan : catalog.legendOver, catalog.legendOverShort].first { over in
            TextWidth.of(glyphs.sober + catalog.legendSober + " " + glyphs.bands.joined() + catalog.legendDrank + " !" + over
                         + " " + feelingsMark + catalog.legendFeelings) <= rect.width
        } ?? catalog.legendOverShort
        var x = rect.x
        x += frame.canvas.put(glyphs.sober, x: x, y: legendY, style: theme.sober)
        x += frame.canvas.put(catalog.legendSober + " ", x: x, y: legendY, style: theme.dim)
        x += frame.canvas.put(glyphs.bands.joined(), x: x, y: legendY, style: theme.plain)
        x += frame.canvas.put(catalog.legendDrank + " ", x: x, y: legendY, style: theme.dim)
        x += frame.canvas.put("!", x: x, y: legendY, style: theme.error)
        x += frame.canvas.put(overWord + " ", x: x, y: legendY, style: theme.dim, maxWidth: rect.maxX - x)
        x += frame.canvas.put(feelingsMark, x: x, y: legendY, style: theme.info, maxWidth: rect.maxX - x)
        x += frame.canvas.put(catalog.legendFeelings, x: x, y: legendY, style: theme.dim, maxWidth: rect.maxX - x)
        // The plan's mark where it fits whole; the day panel names a planned day in any case.
        let plannedPart = " " + glyphs.planned + catalog.legendPlanned
        if planned && x + TextWidth.of(plannedPart) <= rect.maxX {
            x += frame.canvas.put(" ", x: x, y: legendY)
            x += frame.canvas.put(glyphs.planned, x: x, y: legendY, style: theme.info)
            frame.canvas.put(catalog.legendPlanned, x: x, y: legendY, style: theme.dim)
        }
    }

    /// Whether a plan covers a day of the shown month: only then does the legend speak of plans.
    static func monthHasPlan(_ state: AppState) -> Bool {
        guard !state.journal.plans.isEmpty else { return false }
        let month = state.shownMonth
        return (0..<month.dayCount).contains { state.journal.planCovering(month.firstDay.adding(days: $0)) != nil }
    }

    /// A day with a 気分 or 飲みたい気持ち: one cell in any terminal, beside the number.
    static let feelingsMark = "*"

    private static func drawDay(_ date: LocalDate, state: AppState, x: Int, y: Int, width: Int, height: Int, maxTenths: Int,
                                into frame: inout Frame, theme: Theme) {
        let number = date.day < 10 ? " \(date.day)" : "\(date.day)"
        var numberStyle = theme.plain
        var mark = " ", markStyle = theme.plain, over = false
        var grams: Int?
        var feelings = false
        if date > state.today {
            numberStyle = theme.dim
        } else {
            feelings = state.journal.days[date]?.hasFeelings == true
            switch state.journal.state(of: date) {
            case .unrecorded:
                numberStyle = theme.dim
            case .sober:
                numberStyle = theme.sober
                mark = ScreenGlyphs.current.sober
                markStyle = theme.sober
            case .drank(let g):
                numberStyle = theme.drankDay(gramsTenths: g, maxTenths: maxTenths)
                mark = ScreenGlyphs.current.band(RiskBand(gramsTenths: g))
                markStyle = theme.gaugeFill(gramsTenths: g, maxTenths: maxTenths)
                over = state.journal.settings.isOverDailyLimit(gramsTenths: g) || state.journal.isAgainstPlan(date, today: state.today)
                grams = g
            }
        }
        // A planned drinking day not answered yet (or still to come) shows the plan's mark where a state glyph would be.
        if mark == " ", case .drinking? = state.journal.dayPlan(on: date) {
            mark = ScreenGlyphs.current.planned
            markStyle = theme.info
        }
        if date == state.today {
            numberStyle.underline = true
            numberStyle.bold = true
        }
        let isSelected = date == state.selected
        // The cell: [over mark][number][state glyph], padded; the selected day is reversed across the cell.
        let pad = width - 4
        let left = x + pad / 2
        if isSelected { frame.canvas.fill(x: x, y: y, width: width, height: height, style: theme.selected) }
        // The selected cell is one reversed block: a single style, so moving the selection repaints two cells
        // with one attribute change each instead of one per part (the glyphs still tell the day's state).
        var selectedStyle = theme.selected
        if date == state.today {
            selectedStyle.underline = true
            selectedStyle.bold = true
        }
        func styled(_ s: Style) -> Style { isSelected ? selectedStyle : s }
        // Marks sit right against their own day, never where they could be read as the neighbour's: `!` just before
        // the digits (in a single digit's padding when that is free), `*` after the cell where there is a spare
        // column, else just before the digits too; an over-limit day of two digits in a 4-column cell shows `*` in
        // place of its band glyph, keeping the band's color.
        var glyph = mark, glyphStyle = markStyle
        var overX = left, feelingsX: Int?
        if feelings {
            if pad >= 1 {
                feelingsX = left + 4
            } else if date.day < 10 {
                feelingsX = left + 1
            } else if !over {
                feelingsX = left
            } else {
                glyph = feelingsMark
                if !theme.color { glyphStyle = theme.info }
            }
        }
        if date.day < 10 && feelingsX != left + 1 { overX = left + 1 }
        frame.canvas.put(" ", x: left, y: y, style: styled(theme.plain))
        frame.canvas.put(number, x: left + 1, y: y, style: styled(numberStyle))
        frame.canvas.put(glyph, x: left + 3, y: y, style: styled(glyphStyle))
        if over { frame.canvas.put("!", x: overX, y: y, style: styled(theme.error)) }
        if let feelingsX { frame.canvas.put(feelingsMark, x: feelingsX, y: y, style: styled(theme.info)) }
        if height > 1, let grams {
            // Right-aligned under the state glyph, as exact as the cell allows: `40.0g`, `40g`, `136`.
            let room = left + 4 - x, whole = String(wholeGrams(grams))
            let text = [formatGrams(grams), whole + "g", whole].first { TextWidth.of($0) <= room } ?? ""
            frame.canvas.put(text, x: left + 4 - TextWidth.of(text), y: y + 1, style: styled(markStyle))
        }
    }
}
