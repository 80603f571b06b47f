import DanshuCore

/// The month calendar: title, weekday row, one row per week, and a legend.
/// A day cell is `!29▒`: an over-limit mark, the number, and a state glyph, so no state depends on color.
enum CalendarView {
    static func draw(_ state: AppState, in rect: Rect, cellWidth: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        let settings = state.journal.settings
        let grid = MonthGrid(month: state.shownMonth, weekStartsOn: settings.weekStartsOn)
        let title = "‹ " + catalog.monthTitle(state.shownMonth) + " ›"
        let titleX = rect.x + max(0, (rect.width - TextWidth.of(title)) / 2)
        frame.canvas.put(title, x: titleX, y: rect.y, style: theme.title, maxWidth: rect.width)
        frame.hits.append(Hit(x: titleX, y: rect.y, width: 2, height: 1, action: .monthMoved(by: -1)))
        frame.hits.append(Hit(x: titleX + TextWidth.of(title) - 2, y: rect.y, width: 2, height: 1, action: .monthMoved(by: 1)))

        for (column, weekday) in grid.columnWeekdays.enumerated() {
            let name = catalog.weekdayNames[weekday]
            let x = rect.x + column * cellWidth + (cellWidth - TextWidth.of(name) + 1) / 2
            frame.canvas.put(name, x: x, y: rect.y + 1, style: theme.weekday(weekday))
        }

        let maxTenths = settings.gaugeMaxGrams * 10
        let limitTenths = settings.dailyLimitGrams * 10
        for (row, week) in grid.weeks.enumerated() {
            let y = rect.y + 2 + row
            for (column, cell) in week.enumerated() {
                guard let date = cell else { continue }
                let x = rect.x + column * cellWidth
                drawDay(date, state: state, x: x, y: y, width: cellWidth, maxTenths: maxTenths, limitTenths: limitTenths,
                        into: &frame, theme: theme)
                if date <= state.today { frame.hits.append(Hit(x: x, y: y, width: cellWidth, height: 1, action: .dayClicked(date))) }
            }
        }

        let legendY = rect.y + 8
        guard legendY < rect.maxY else { return }
        var x = rect.x
        x += frame.canvas.put("○", x: x, y: legendY, style: theme.sober)
        x += frame.canvas.put(catalog.legendSober + " ", x: x, y: legendY, style: theme.dim)
        x += frame.canvas.put("░▒▓█", x: x, y: legendY, style: theme.plain)
        x += frame.canvas.put(catalog.legendDrank + " ", x: x, y: legendY, style: theme.dim)
        x += frame.canvas.put("!", x: x, y: legendY, style: theme.error)
        frame.canvas.put(catalog.legendOver, x: x, y: legendY, style: theme.dim, maxWidth: rect.maxX - x)
    }

    private static func drawDay(_ date: LocalDate, state: AppState, x: Int, y: Int, width: Int, maxTenths: Int, limitTenths: Int,
                                into frame: inout Frame, theme: Theme) {
        let number = date.day < 10 ? " \(date.day)" : "\(date.day)"
        var numberStyle = theme.plain
        var mark = " ", markStyle = theme.plain, over = false
        if date > state.today {
            numberStyle = theme.dim
        } else {
            switch state.journal.state(of: date) {
            case .unrecorded:
                numberStyle = theme.dim
            case .sober:
                numberStyle = theme.sober
                mark = "○"
                markStyle = theme.sober
            case .drank(let g):
                numberStyle = theme.drankDay(gramsTenths: g, maxTenths: maxTenths)
                mark = Theme.bandGlyph(RiskBand(gramsTenths: g))
                markStyle = theme.gaugeFill(gramsTenths: g, maxTenths: maxTenths)
                over = g > limitTenths
            }
        }
        if date == state.today {
            numberStyle.underline = true
            numberStyle.bold = true
        }
        let isSelected = date == state.selected
        // The cell: [over mark][number][state glyph], padded; the selected day is reversed across the cell.
        let pad = width - 4
        let left = x + pad / 2
        if isSelected { frame.canvas.fill(x: x, y: y, width: width, height: 1, style: theme.selected) }
        func styled(_ s: Style) -> Style {
            var s = s
            if isSelected { s.reverse = true }
            return s
        }
        frame.canvas.put(over ? "!" : " ", x: left, y: y, style: styled(over ? theme.error : theme.plain))
        frame.canvas.put(number, x: left + 1, y: y, style: styled(numberStyle))
        frame.canvas.put(mark, x: left + 3, y: y, style: styled(markStyle))
    }
}
