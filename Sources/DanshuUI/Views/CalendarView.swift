import DanshuApp
import DanshuCore
import DanshuText

/// The month calendar: title, weekday row, six week rows, and a legend.
/// A day cell is `!29▒ `: an over-limit mark, the number, a state glyph and a blank, so no state depends on color and no
/// day touches the next. In a planned week `!` also marks a day against the plan, and a planned drinking day not yet
/// answered shows `◇`; a planned drinking day that stayed sober is simply sober (a win, not a miss). Where a cell has no
/// column for a mark on every day, the mark is the number's look instead (`Marks`), and the legend shows that look.
/// Cells two or more rows tall show a drinking day's grams on their second row, three or more a planned drinking day's
/// mark and most on the third; from 120 columns the weeks' other cells show the neighbouring months' days, dim.
enum CalendarView {
    /// Rows besides the weeks: the title, the weekday names and the legend.
    static let fixedRows = 3

    /// Rows the calendar takes with weeks `cellHeight` rows tall (always six weeks, so the panels never jump).
    static func height(cellHeight: Int) -> Int { fixedRows + 6 * cellHeight }

    static func draw(
        _ state: AppState, in rect: Rect, cellWidth: Int, cellHeight: Int = 1, legendRows: Int = 1,
        neighbours: Bool = false,
        into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let settings = state.journal.settings
        let grid = MonthGrid(month: state.shownMonth, weekStartsOn: settings.weekStartsOn)
        let title = "‹ " + catalog.monthTitle(state.shownMonth) + " ›"
        let titleX = rect.x + max(0, (rect.width - TextWidth.of(title)) / 2)
        frame.canvas.put(title, x: titleX, y: rect.y, style: theme.title, maxWidth: rect.width)
        frame.hits.append(Hit(x: titleX, y: rect.y, width: 2, height: 1, action: .main(.monthMoved(by: -1))))
        frame.hits.append(
            Hit(x: titleX + TextWidth.of(title) - 2, y: rect.y, width: 2, height: 1, action: .main(.monthMoved(by: 1))))

        for (column, weekday) in grid.columnWeekdays.enumerated() {
            let name = catalog.weekdayNames[weekday]
            let x = rect.x + column * cellWidth + (cellWidth - TextWidth.of(name) + 1) / 2
            frame.canvas.put(name, x: x, y: rect.y + 1, style: theme.weekday(weekday))
        }

        let maxTenths = settings.gaugeMaxTenths
        if neighbours {
            drawNeighbours(
                grid, x: rect.x, y: rect.y + 2, cellWidth: cellWidth, cellHeight: cellHeight, into: &frame, theme: theme
            )
        }
        for (row, week) in grid.weeks.enumerated() where rect.y + 2 + row * cellHeight < rect.maxY {
            let y = rect.y + 2 + row * cellHeight
            for (column, cell) in week.enumerated() {
                guard let date = cell else { continue }
                let x = rect.x + column * cellWidth
                drawDay(
                    date, state: state, x: x, y: y, width: cellWidth, height: cellHeight, maxTenths: maxTenths,
                    into: &frame, theme: theme)
                if date <= state.today {
                    frame.hits.append(
                        Hit(x: x, y: y, width: cellWidth, height: cellHeight, action: .main(.dayClicked(date))))
                }
            }
        }

        let legendY = rect.y + 2 + 6 * cellHeight
        guard legendY < rect.maxY else { return }
        drawLegend(
            state, x: rect.x, y: legendY, room: rect.width + 1, rows: legendRows, cellWidth: cellWidth, into: &frame,
            catalog: catalog, theme: theme)
    }

    /// The days of the months before and after in the six weeks' cells the shown month leaves empty: their numbers dim,
    /// without marks or clicks, where the first row's glyph would be; a wide calendar's weeks then read as weeks.
    static func drawNeighbours(
        _ grid: MonthGrid, x: Int, y: Int, cellWidth: Int, cellHeight: Int, into frame: inout Frame, theme: Theme
    ) {
        let first = grid.month.firstDay
        let leading = grid.weekStartsOn.daysIntoWeek(first)
        for row in 0..<6 {
            for column in 0..<7 where row >= grid.weeks.count || grid.weeks[row][column] == nil {
                let date = first.adding(days: row * 7 + column - leading)
                let place = CellPlace(
                    x: x + column * cellWidth, width: cellWidth, day: date.day, over: false, feelings: false)
                frame.canvas.put(
                    date.day < 10 ? " \(date.day)" : "\(date.day)", x: place.numberX, y: y + row * cellHeight,
                    style: theme.dim)
            }
        }
    }

    /// One mark of the legend, and its words from the longest to the shortest; a mark that is the number's look has no
    /// character, and its words are drawn in that look.
    struct LegendPart {
        let mark: String
        let style: Style
        let words: [String]
        var wordStyle: Style?
    }

    /// How the over-limit and feelings marks show in cells of a width (docs/decisions.md, "Every drinking day keeps its
    /// band glyph"): as `!` and `*` where every day of the month has a column for them, else as the day number's look:
    /// reversed over the limit (the look `!` had without color), bold with feelings. The band glyph never gives way.
    struct Marks: Equatable {
        let overAsCharacter: Bool
        let feelingsAsCharacter: Bool

        init(cellWidth: Int) {
            overAsCharacter = CellPlace.holdsOver(width: cellWidth)
            feelingsAsCharacter = CellPlace.holdsEveryMark(width: cellWidth)
        }

        /// A day number over the limit (or against the plan), where `!` has no column.
        static func over(_ number: Style) -> Style {
            var style = number
            style.reverse = true
            return style
        }

        /// A day number with feelings, where `*` has no column.
        static func feelings(_ number: Style) -> Style {
            var style = number
            style.bold = true
            style.dim = false
            return style
        }
    }

    /// Every mark the cells of the shown month can show, with its words: ○ sober, the bands' blocks, `!` over the daily
    /// limit (or against the plan, once the month has one), `*` the feelings, and ◇ a planned drinking day.
    static func legendParts(_ state: AppState, cellWidth: Int, catalog: Catalog, theme: Theme) -> [LegendPart] {
        let glyphs = ScreenGlyphs.current
        let planned = monthHasPlan(state)
        let marks = Marks(cellWidth: cellWidth)
        // Levels of words: the full ones; the short word for !; no word after the bands (their blocks beside ○ tell what
        // they are); the short word for ○; last, for one row of 80 columns, `!` as 超過 and ◇ left out where it does
        // not fit whole (the day panel names a planned day).
        let over =
            planned
            ? (catalog.legendOverOrPlan, catalog.legendOverOrPlanShort) : (catalog.legendOver, catalog.legendOverShort)
        var parts = [
            LegendPart(
                mark: glyphs.sober, style: theme.sober,
                words: [catalog.legendSober, catalog.legendSober, catalog.legendSober, catalog.legendSoberShort]),
            LegendPart(
                mark: glyphs.bands.joined(), style: theme.plain,
                words: [catalog.legendDrank, catalog.legendDrank, "", ""]),
            // Where even the shortest words do not fit in one row (80×22), `!` keeps the word it had before plans.
            LegendPart(
                mark: marks.overAsCharacter ? "!" : "", style: theme.error,
                words: [over.0, over.1, over.1, over.1, catalog.legendOverShort],
                wordStyle: marks.overAsCharacter ? nil : Marks.over(.plain)),
            LegendPart(
                mark: marks.feelingsAsCharacter ? feelingsMark : "", style: theme.info, words: [catalog.legendFeelings],
                wordStyle: marks.feelingsAsCharacter ? nil : Marks.feelings(.plain)),
        ]
        if planned {
            parts.append(
                LegendPart(
                    mark: glyphs.planned, style: theme.info,
                    words: [catalog.legendPlannedDay, catalog.legendPlannedDay, catalog.legendPlanned]))
        }
        return parts
    }

    /// The legend in `rows` rows of `room` columns (a second only when the layout leaves a row under the calendar and
    /// one is not enough): the longest words with which every mark fits, so no mark shown goes unexplained.
    static func drawLegend(
        _ state: AppState, x left: Int, y top: Int, room: Int, rows: Int, cellWidth: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let parts = legendParts(state, cellWidth: cellWidth, catalog: catalog, theme: theme)
        let levels = parts.map(\.words.count).max() ?? 1
        func word(_ part: LegendPart, _ level: Int) -> String { part.words[min(level, part.words.count - 1)] }
        /// The parts packed into lines at a level of words: each part whole on one line.
        func packed(_ level: Int) -> [[LegendPart]] {
            var lines: [[LegendPart]] = [[]]
            var width = 0
            for part in parts {
                let w = TextWidth.of(part.mark + word(part, level))
                if !lines[lines.count - 1].isEmpty && width + 1 + w > room {
                    lines.append([])
                    width = 0
                }
                width += (lines[lines.count - 1].isEmpty ? 0 : 1) + w
                lines[lines.count - 1].append(part)
            }
            return lines
        }
        // One row with the longest words that fit; then two, where there are two; else the shortest words, cut at the edge.
        // The last level (`!` as 超過, ◇ left out) is for a legend with no second row only: marks drawn as the number's
        // look leave room for it in one row, where two rows still say 超過・予定外.
        var choice: (level: Int, lines: [[LegendPart]]) = (levels - 1, [parts])
        search: for count in 1...max(1, rows) {
            for level in 0..<levels where (level < levels - 1 || count == max(1, rows)) && packed(level).count <= count
            {
                choice = (level, packed(level))
                break search
            }
        }
        for (row, line) in choice.lines.prefix(max(1, rows)).enumerated() {
            var x = left
            let end = left + room
            for (i, part) in line.enumerated() {
                // A part that would be cut at the edge is left out whole (only where nothing fits: ◇ at 80×22).
                if i > 0 && x + 1 + TextWidth.of(part.mark + word(part, choice.level)) > end { break }
                if i > 0 { x += frame.canvas.put(" ", x: x, y: top + row, maxWidth: end - x) }
                x += frame.canvas.put(part.mark, x: x, y: top + row, style: part.style, maxWidth: end - x)
                x += frame.canvas.put(
                    word(part, choice.level), x: x, y: top + row, style: part.wordStyle ?? theme.dim, maxWidth: end - x)
            }
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

    private static func drawDay(
        _ date: LocalDate, state: AppState, x: Int, y: Int, width: Int, height: Int, maxTenths: Int,
        into frame: inout Frame, theme: Theme
    ) {
        let number = date.day < 10 ? " \(date.day)" : "\(date.day)"
        let marks = Marks(cellWidth: width)
        var numberStyle = theme.plain
        var mark = " "
        var markStyle = theme.plain
        var over = false
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
                over =
                    state.journal.settings.isOverDailyLimit(gramsTenths: g)
                    || state.journal.isAgainstPlan(date, today: state.today)
                grams = g
            }
        }
        // A planned drinking day not answered yet (or still to come) shows the plan's mark where a state glyph would be.
        if mark == " ", case .drinking? = state.journal.dayPlan(on: date) {
            mark = ScreenGlyphs.current.planned
            markStyle = theme.info
        }
        if !marks.feelingsAsCharacter {
            // Bold is the feelings' look here: the state's own boldness (a sober day) is the glyph's alone.
            numberStyle.bold = false
            if feelings { numberStyle = Marks.feelings(numberStyle) }
        }
        if over && !marks.overAsCharacter { numberStyle = Marks.over(numberStyle) }
        if date == state.today {
            numberStyle.underline = true
            numberStyle.bold = true
        }
        let isSelected = date == state.selected
        let place = CellPlace(
            x: x, width: width, day: date.day, over: over && marks.overAsCharacter,
            feelings: feelings && marks.feelingsAsCharacter)
        if isSelected { frame.canvas.fill(x: x, y: y, width: width, height: height, style: theme.selected) }
        // The selected cell is one reversed block: a single style, so moving the selection repaints two cells
        // with one attribute change each instead of one per part (the glyphs still tell the day's state).
        var selectedStyle = theme.selected
        if date == state.today {
            selectedStyle.underline = true
            selectedStyle.bold = true
        }
        func styled(_ s: Style) -> Style { isSelected ? selectedStyle : s }
        frame.canvas.put(number, x: place.numberX, y: y, style: styled(numberStyle))
        frame.canvas.put(mark, x: place.glyphX, y: y, style: styled(markStyle))
        if let overX = place.overX { frame.canvas.put("!", x: overX, y: y, style: styled(theme.error)) }
        if let feelingsX = place.feelingsX {
            frame.canvas.put(feelingsMark, x: feelingsX, y: y, style: styled(theme.info))
        }
        let room = place.glyphX + 1 - x
        if height > 1, let grams {
            // Right-aligned under the state glyph, as exact as the cell allows: `40.0g`, `40g`, `136`.
            let whole = String(wholeGrams(grams))
            let text = [formatGrams(grams), whole + "g", whole].first { TextWidth.of($0) <= room } ?? ""
            frame.canvas.put(text, x: place.glyphX + 1 - TextWidth.of(text), y: y + 1, style: styled(markStyle))
        }
        // Cells three rows tall show a planned drinking day's mark with its most under the grams (`◇40g`), answered or not,
        // so the plan and what was drunk stand together.
        if height > 2, case .drinking(let maxTenths)? = state.journal.dayPlan(on: date) {
            let mark = ScreenGlyphs.current.planned
            let text = [mark + formatTenthsCompact(maxTenths) + "g", mark].first { TextWidth.of($0) <= room } ?? ""
            frame.canvas.put(text, x: place.glyphX + 1 - TextWidth.of(text), y: y + 2, style: styled(theme.info))
        }
    }

    /// Where a day's parts go in its cell (docs/decisions.md, "Calendar days never touch"): the cell's last column stays
    /// blank, so a day's marks never touch the next day's; within the rest, [marks][number][state glyph], centred. The
    /// over-limit `!` takes the free column nearest the number (a single digit's own tens column first), the feelings `*`
    /// the next. They are given only at widths where every day has those columns (`holdsOver`, `holdsEveryMark`);
    /// narrower, they are the number's look (`Marks`), and the glyph always keeps its place.
    struct CellPlace: Equatable {
        var numberX: Int, glyphX: Int
        var overX: Int?, feelingsX: Int?

        /// Columns the marks, the number and the glyph take at most.
        static let blockWidth = 5

        init(x: Int, width: Int, day: Int, over: Bool, feelings: Bool) {
            let block = min(width - 1, Self.blockWidth)
            let start = x + max(0, (width - 1 - block) / 2)
            glyphX = start + block - 1
            numberX = glyphX - 2
            // Free columns for marks, nearest the number first.
            var free = Array((start..<numberX).reversed())
            if day < 10 { free.insert(numberX, at: 0) }
            if over, !free.isEmpty { overX = free.removeFirst() }
            if feelings, !free.isEmpty { feelingsX = free.removeFirst() }
        }

        /// Whether a cell of `width` columns has a column for `!` on a two-digit day.
        static func holdsOver(width: Int) -> Bool { min(width - 1, blockWidth) >= blockWidth - 1 }

        /// Whether a cell of `width` columns always has room for both marks.
        static func holdsEveryMark(width: Int) -> Bool { min(width - 1, blockWidth) >= blockWidth }
    }
}
