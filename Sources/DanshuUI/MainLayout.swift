import DanshuApp
import DanshuCore
import DanshuText

/// Where each part of the main screen goes for a terminal size: the one place that splits the main screen.
///
/// Rows, top to bottom: the header, a rule, the body, the chip page row, the chips, the message and the key line. The
/// gauge stands on the right across the whole body. Below 120 columns the day panel sits beside the calendar and the drink
/// list spans the width beneath them. From 120 columns the body is split once into three columns (`Rect.columns`): the
/// calendar over the week's bars, the text column and the gauge. The text column holds today's panel (the day, then its
/// drinks, every one where the rows allow) and from 140 columns under it the month at a glance (`GlanceView`'s sections).
/// The calendar's cells take the width the text column does not need, and the rows the week's bars do not. Below 80×22,
/// down to a phone's 40×16 (issue 44), the same parts shrink: the day panel beside a narrow gauge, the calendar above
/// them where the rows allow it (else `g` puts it in the day's place), the chips in as many rows as they need, the key
/// line in two rows where it is narrow.
public struct MainLayout: Equatable, Sendable {
    /// Below this the app shows the too-small screen: a phone's terminal in portrait, with room for the day's question.
    public static let minimumWidth = 40
    public static let minimumHeight = 16
    /// From this size the main screen has its full layout: an 80×24 terminal less a tmux or screen status line.
    public static let fullWidth = 80
    public static let fullHeight = 22
    /// Below the full layout, the gauge's columns: value, arrow, framed bar, marker and its grams (no band's words).
    static let narrowGaugeWidth = 15
    /// Below the full layout, the fewest rows the day keeps under the calendar before the calendar gives way to `g`.
    static let dayRowsUnderCalendar = 7
    /// Below the full layout, the day panel's fewest columns beside the calendar: its lines whole at 40 columns.
    static let dayPanelFewestColumns = 23
    /// Columns of the gauge region: value, arrow, framed bar, marker and its label.
    static var gaugeWidth: Int { 24 + ScreenGlyphs.barCells }
    /// From this width the drink list moves under the day panel and the week's bars under the calendar.
    static let threeColumnsWidth = 120
    /// From this width the text column holds the month at a glance under today's panel.
    static let glanceWidth = 140
    /// The fewest rows the week's bars are drawn in: a title, three rows of bars, the amounts and the dates.
    static let weekBarsMinimumHeight = 6
    /// The most rows of bars the week takes: more only stretches seven bars; the calendar's cells take the rows instead.
    static let weekBarsMaximumBars = 12
    /// The widest the drink list grows: past it the grams would sit too far from the names to read as one line.
    static let drinksMaximumWidth = 64
    /// The text column's fewest columns from 120 columns (the drink list's lines and the month's figures whole), and its
    /// most: wider, the short lines of a day not yet answered would leave a band of blank beside them.
    static let textColumnWidths = 53...55
    /// The rows today's panel keeps above the month at a glance (more when the day needs them): fewer than the blank
    /// rows a hole would take beside a day not yet answered, enough for a day of a few drinks, so the glance stays put.
    static let todayRows = 13
    /// The tallest calendar week: the day's number and glyph, its grams, its plan, and blank rows between weeks.
    static let calendarCellHeights = 1...5
    /// The widest calendar day from 120 columns: past it a month no longer reads as one glance.
    static let calendarCellWidths = 5...16

    public let header: Rect
    public let calendar: Rect
    public let dayPanel: Rect
    public let drinks: Rect
    /// The selected week as bars of grams; empty when there is no room.
    public let weekBars: Rect
    /// The month at a glance under today's panel (from 140 columns); empty when there is no room.
    public let glance: Rect
    public let gauge: Rect
    public let chips: Rect
    /// The row just above the chips: the chip page (`‹ 1/3 Tab ›`) when there are pages, else a blank separator.
    public let chipPageRow: Int
    public let messageRow: Int
    public let hintRow: Int
    /// Columns per calendar day: 4 at 80 columns, up to 16 on very wide terminals.
    public let calendarCellWidth: Int
    /// Rows per calendar week: 1, or up to 5 on tall terminals (the second row holds the day's grams, the third its plan).
    public let calendarCellHeight: Int
    /// Rows the calendar's legend may take: 2 where a row is left blank under the calendar (80×24 and taller), else 1.
    public let legendRows: Int
    /// Whether the calendar fills its six weeks with the days of the months beside it (from 120 columns).
    public let calendarShowsNeighbours: Bool
    /// The key line's rows: two below 80 columns.
    public let keyLineRows: Int
    /// Whether the rule stands under the header: not below 18 rows, where the calendar's six weeks need its row.
    public let ruleShown: Bool
    /// Whether the screen is too short for the calendar and the day together, so `g` shows one in the other's place.
    public let monthTakesTurns: Bool

    /// The rows today's panel needs for the selected day: the day panel's with its note whole, and the drink list's.
    public struct TodayRows: Equatable, Sendable {
        public var dayPanel: Int, drinks: Int
        public init(dayPanel: Int, drinks: Int) {
            self.dayPanel = dayPanel
            self.drinks = drinks
        }
        /// A drinking day with a few drinks, feelings, a plan and a short note: the layout without a state to ask.
        public static let usual = TodayRows(dayPanel: 11, drinks: 5)
    }

    /// The most rows the chips take: two on the full layout, up to four on a small screen, where a page of ten chips
    /// would otherwise leave names of two or three cells.
    public static func chipRowsAllowed(width: Int, height: Int) -> Int {
        width >= fullWidth && height >= fullHeight ? ChipStripView.maximumRows : height >= 20 ? 4 : 3
    }

    /// The layout for a terminal of `width` × `height` whose chips take `chipRows` rows and whose selected day takes
    /// `today` rows; `showsMonth` puts the calendar in the day's place where the screen is too short for both.
    public init(width: Int, height: Int, chipRows: Int = 2, today: TodayRows = .usual, showsMonth: Bool = false) {
        header = Rect(x: 0, y: 0, width: width, height: 1)
        keyLineRows = width < MainLayout.fullWidth ? 2 : 1
        hintRow = height - keyLineRows
        messageRow = hintRow - 1
        chips = Rect(x: 1, y: messageRow - chipRows, width: width - 2, height: chipRows)
        chipPageRow = chips.y - 1
        ruleShown = height >= 18
        let top = ruleShown ? 2 : 1
        let bottom = chipPageRow
        let content = max(0, bottom - top)
        guard width >= MainLayout.fullWidth && height >= MainLayout.fullHeight else {
            // Small: [calendar] over [day panel and drinks | narrow gauge], or one of them in turn (`g`).
            calendarCellWidth = 4
            calendarCellHeight = 1
            legendRows = 1
            calendarShowsNeighbours = false
            weekBars = Rect(x: 1, y: bottom, width: 0, height: 0)
            glance = Rect(x: 1, y: bottom, width: 0, height: 0)
            var body = Rect(x: 1, y: top, width: width - 1, height: content)
            let calendarRows = CalendarView.height(cellHeight: 1)
            let calendarWidth = 7 * calendarCellWidth
            // Wide enough, the calendar stands beside the day as on the full layout; else above it, where the rows allow.
            let beside =
                width >= 1 + calendarWidth + 2 + MainLayout.dayPanelFewestColumns + 1 + MainLayout.narrowGaugeWidth + 1
            monthTakesTurns =
                beside ? content < calendarRows - 1 : content < calendarRows + 1 + MainLayout.dayRowsUnderCalendar
            let showsCalendar = !monthTakesTurns || showsMonth
            let showsDay = !monthTakesTurns || !showsMonth
            calendar =
                showsCalendar
                ? Rect(x: 1, y: top, width: calendarWidth, height: min(calendarRows, content))
                : Rect(x: 1, y: top, width: 0, height: 0)
            if beside && showsCalendar && showsDay {
                body = body.columns([.cells(calendarWidth + 1), .rest], gap: 1)[1]
            }
            let below = beside || !showsCalendar ? 0 : calendarRows + 1
            let day = showsDay ? body.below(below) : Rect(x: 1, y: bottom, width: 0, height: 0)
            let columns = day.columns([.rest, .cells(1), .cells(MainLayout.narrowGaugeWidth)])
            gauge = day.isEmpty ? Rect(x: width, y: top, width: 0, height: 0) : columns[2]
            let panelRows = min(today.dayPanel, columns[0].height)
            dayPanel = columns[0].top(panelRows)
            let drinksY = panelRows + (columns[0].height - panelRows > 2 ? 1 : 0)
            drinks = Rect(
                x: columns[0].x, y: columns[0].y + drinksY, width: columns[0].width,
                height: day.isEmpty ? 0 : columns[0].height - drinksY)
            return
        }
        monthTakesTurns = false
        guard width >= MainLayout.threeColumnsWidth else {
            calendarCellWidth = width >= 100 ? 5 : 4
            let calendarWidth = 7 * calendarCellWidth
            let panelX = 1 + calendarWidth + 2
            gauge = Rect(x: width - MainLayout.gaugeWidth, y: top, width: MainLayout.gaugeWidth, height: content)
            let middleWidth = gauge.x - 1 - panelX
            let barsMinimum = MainLayout.weekBarsMinimumHeight
            // Two-row weeks only when the drink list and the bars still get their rows beneath.
            let roomy = content >= CalendarView.height(cellHeight: 2) + 1 + 7 + 1 + barsMinimum
            calendarCellHeight = roomy ? 2 : 1
            calendar = Rect(
                x: 1, y: top, width: calendarWidth, height: CalendarView.height(cellHeight: calendarCellHeight))
            dayPanel = Rect(x: panelX, y: top, width: middleWidth, height: calendar.height)
            // A blank row under the calendar's legend when the drink list can spare it.
            let lowerY = calendar.maxY + (bottom - calendar.maxY > 6 ? 1 : 0)
            legendRows = lowerY > calendar.maxY ? 2 : 1
            let lower = bottom - lowerY
            let barsHeight = lower >= 7 + 1 + barsMinimum ? min(barsMinimum + (lower - 7 - 1 - barsMinimum) / 2, 12) : 0
            let drinksHeight = barsHeight > 0 ? lower - 1 - barsHeight : lower
            drinks = Rect(x: 1, y: lowerY, width: min(gauge.x - 4, MainLayout.drinksMaximumWidth), height: drinksHeight)
            weekBars = Rect(x: 1, y: bottom - barsHeight, width: barsHeight > 0 ? calendarWidth : 0, height: barsHeight)
            glance = Rect(x: 0, y: 0, width: 0, height: 0)
            calendarShowsNeighbours = false
            return
        }
        // The one split of the body: the calendar's columns first (cells as wide as the text column's fewest columns
        // leave), the text column, the gauge; a very wide screen's margin after the gauge.
        let gaugeWidth = MainLayout.gaugeWidth
        let texts = MainLayout.textColumnWidths
        let spare = width - 1 - 2 - 1 - gaugeWidth - texts.lowerBound
        calendarCellWidth = max(
            MainLayout.calendarCellWidths.lowerBound, min(MainLayout.calendarCellWidths.upperBound, spare / 7))
        let body = Rect(x: 1, y: top, width: width - 1, height: content)
        let columns = body.columns([
            .cells(7 * calendarCellWidth), .cells(2), .fill(most: texts.upperBound), .cells(1), .cells(gaugeWidth),
        ])
        let left = columns[0]
        let text = columns[2]
        gauge = columns[4]
        calendarShowsNeighbours = true

        // The calendar grows by whole rows a week once the week's bars have their most rows below it (and a row for the
        // legend's second line and a blank one); the bars take what is left, up to their most.
        let barsMinimum = MainLayout.weekBarsMinimumHeight
        let heights = MainLayout.calendarCellHeights
        let grown = (content - CalendarView.fixedRows - 2 - 3 - MainLayout.weekBarsMaximumBars) / 6
        calendarCellHeight = max(heights.lowerBound, min(heights.upperBound, grown))
        let calendarRows = CalendarView.height(cellHeight: calendarCellHeight)
        let lowerY = top + calendarRows + (content - calendarRows > barsMinimum ? 1 : 0)
        legendRows = lowerY > top + calendarRows ? 2 : 1
        let strip = left.below(lowerY - top + (legendRows > 1 ? 1 : 0))
        calendar = left.top(calendarRows)
        weekBars =
            strip.height >= barsMinimum
            ? strip.top(3 + MainLayout.weekBarsMaximumBars) : Rect(x: left.x, y: strip.y, width: 0, height: 0)

        // Today's panel: the day as tall as it is (its note whole), a blank row, then its drinks. From 140 columns the month
        // at a glance takes the rows under them, from a fixed row as long as the day fits above it, so it does not move
        // from day to day.
        let panelRows = min(today.dayPanel, content)
        dayPanel = text.top(panelRows)
        let drinksY = panelRows + 1
        guard width >= MainLayout.glanceWidth else {
            drinks = Rect(
                x: text.x, y: top + drinksY, width: min(text.width, MainLayout.drinksMaximumWidth),
                height: content - drinksY)
            glance = Rect(x: text.x, y: bottom, width: 0, height: 0)
            return
        }
        let todayRows = max(MainLayout.todayRows, drinksY + today.drinks)
        drinks = Rect(
            x: text.x, y: top + drinksY, width: min(text.width, MainLayout.drinksMaximumWidth),
            height: max(0, min(content, todayRows) - drinksY))
        glance = text.below(min(content, todayRows + 1))
    }
}

extension MainLayout {
    /// The layout the main screen uses for `state` at this size: the chips take one row or two (`chipRows` when the
    /// caller has arranged them already), and from 120 columns today's panel is as tall as the selected day in `catalog`'s
    /// words.
    public init(for state: AppState, width: Int, height: Int, catalog: Catalog = Catalog(.ja), chipRows: Int? = nil) {
        let chipRows =
            chipRows
            ?? ChipStripView.arrange(
                state, width: width - 2, maximumRows: MainLayout.chipRowsAllowed(width: width, height: height)
            ).rows
        var today = TodayRows.usual
        let full = width >= MainLayout.fullWidth && height >= MainLayout.fullHeight
        if width >= MainLayout.threeColumnsWidth || !full {
            let text = MainLayout(width: width, height: height, chipRows: chipRows).dayPanel.width
            today = TodayRows(
                dayPanel: DayPanelView.rowsNeeded(state, width: text, catalog: catalog),
                drinks: DrinkListView.rowsNeeded(state))
        }
        self.init(width: width, height: height, chipRows: chipRows, today: today, showsMonth: state.showsMonth)
    }
}
