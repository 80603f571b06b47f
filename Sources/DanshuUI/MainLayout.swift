import DanshuCore
import DanshuApp

/// Where each part of the main screen goes for a terminal size; grows with larger terminals.
///
/// Rows, top to bottom: the header, a rule, the content, the chip page row, the chips, the message and the
/// key line. The gauge stands on the right across the whole content. Below 120 columns the day panel sits
/// beside the calendar and the drink list spans the width beneath them; from 120 columns the screen has
/// three columns: the calendar over the week's bars, the day panel over the drink list, and the gauge.
public struct MainLayout: Equatable, Sendable {
    /// Below this the app shows the too-small screen: an 80×24 terminal less a tmux or screen status line.
    public static let minimumWidth = 80
    public static let minimumHeight = 22
    /// Columns of the gauge region: value, arrow, framed bar, marker and its label.
    static var gaugeWidth: Int { 24 + ScreenGlyphs.barCells }
    /// From this width the drink list moves under the day panel and the week's bars under the calendar.
    static let threeColumnsWidth = 120
    /// The fewest rows the week's bars are drawn in: a title, three rows of bars, the amounts and the dates.
    static let weekBarsMinimumHeight = 6
    /// The widest the drink list grows: past it the grams would sit too far from the names to read as one line.
    static let drinksMaximumWidth = 64

    public let header: Rect
    public let calendar: Rect
    public let dayPanel: Rect
    public let drinks: Rect
    /// The selected week as bars of grams; empty when there is no room.
    public let weekBars: Rect
    public let gauge: Rect
    public let chips: Rect
    /// The row just above the chips: the chip page (`‹ 1/3 Tab ›`) when there are pages, else a blank separator.
    public let chipPageRow: Int
    public let messageRow: Int
    public let hintRow: Int
    /// Columns per calendar day: 4 at 80 columns, up to 14 on very wide terminals.
    public let calendarCellWidth: Int
    /// Rows per calendar week: 1, or 2 and 3 on tall terminals (the second row holds the day's grams).
    public let calendarCellHeight: Int
    /// Rows the calendar's legend may take: 2 where a row is left blank under the calendar (80×24 and taller), else 1.
    public let legendRows: Int

    /// The layout for a terminal of `width` × `height` whose chips take `chipRows` rows (1 or 2).
    public init(width: Int, height: Int, chipRows: Int = 2) {
        header = Rect(x: 0, y: 0, width: width, height: 1)
        hintRow = height - 1
        messageRow = height - 2
        chips = Rect(x: 1, y: messageRow - chipRows, width: width - 2, height: chipRows)
        chipPageRow = chips.y - 1
        let top = 2, bottom = chipPageRow
        let content = bottom - top
        switch width {
        // Wide terminals: the calendar grows to 8 columns a day, no more: wider cells only spread a month apart.
        case 160...: calendarCellWidth = 8
        case 130...: calendarCellWidth = 6
        case 100...: calendarCellWidth = 5
        default: calendarCellWidth = 4
        }
        let calendarWidth = 7 * calendarCellWidth
        let panelX = 1 + calendarWidth + 2
        // The gauge stands at the right edge, except on a very wide screen: there it stands beside a middle column as
        // wide as the drink list grows, so the panels keep together instead of leaving wide empty bands between them (issue 26,
        // item 12); what is left is a margin on the right.
        let gaugeX = width >= 160 ? min(width - MainLayout.gaugeWidth, panelX + MainLayout.drinksMaximumWidth + 1) : width - MainLayout.gaugeWidth
        gauge = Rect(x: gaugeX, y: top, width: MainLayout.gaugeWidth, height: content)
        let middleWidth = gauge.x - 1 - panelX
        let barsMinimum = MainLayout.weekBarsMinimumHeight
        if width >= MainLayout.threeColumnsWidth {
            // The calendar grows by whole weeks while the week's bars keep their fewest rows below it.
            calendarCellHeight = max(1, min(3, (content - CalendarView.fixedRows - 1 - barsMinimum) / 6))
            calendar = Rect(x: 1, y: top, width: calendarWidth, height: CalendarView.height(cellHeight: calendarCellHeight))
            dayPanel = Rect(x: panelX, y: top, width: middleWidth, height: calendar.height)
            let lowerY = calendar.maxY + (bottom - calendar.maxY > 6 ? 1 : 0)
            legendRows = lowerY > calendar.maxY ? 2 : 1
            drinks = Rect(x: panelX, y: lowerY, width: min(middleWidth, MainLayout.drinksMaximumWidth), height: bottom - lowerY)
            weekBars = bottom - lowerY >= barsMinimum
                ? Rect(x: 1, y: lowerY, width: calendarWidth, height: min(bottom - lowerY, 24))
                : Rect(x: 1, y: lowerY, width: 0, height: 0)
        } else {
            // Two-row weeks only when the drink list and the bars still get their rows beneath.
            let roomy = content >= CalendarView.height(cellHeight: 2) + 1 + 7 + 1 + barsMinimum
            calendarCellHeight = roomy ? 2 : 1
            calendar = Rect(x: 1, y: top, width: calendarWidth, height: CalendarView.height(cellHeight: calendarCellHeight))
            dayPanel = Rect(x: panelX, y: top, width: middleWidth, height: calendar.height)
            // A blank row under the calendar's legend when the drink list can spare it.
            let lowerY = calendar.maxY + (bottom - calendar.maxY > 6 ? 1 : 0)
            legendRows = lowerY > calendar.maxY ? 2 : 1
            let lower = bottom - lowerY
            let barsHeight = lower >= 7 + 1 + barsMinimum ? min(barsMinimum + (lower - 7 - 1 - barsMinimum) / 2, 12) : 0
            let drinksHeight = barsHeight > 0 ? lower - 1 - barsHeight : lower
            drinks = Rect(x: 1, y: lowerY, width: min(gauge.x - 4, MainLayout.drinksMaximumWidth), height: drinksHeight)
            weekBars = Rect(x: 1, y: bottom - barsHeight, width: barsHeight > 0 ? calendarWidth : 0, height: barsHeight)
        }
    }
}

extension MainLayout {
    /// The layout the main screen uses for `state` at this size (the chips take one row or two).
    public init(for state: AppState, width: Int, height: Int) {
        self.init(width: width, height: height, chipRows: ChipStripView.arrange(state, width: width - 2).rows)
    }
}
