/// Where each part of the main screen goes for a terminal size; grows with larger terminals.
public struct MainLayout: Equatable, Sendable {
    /// Below this the app shows the too-small screen.
    public static let minimumWidth = 80
    public static let minimumHeight = 24
    /// Columns of the gauge region: value, arrow, framed bar, marker and its label.
    static let gaugeWidth = 25

    public let header: Rect
    public let calendar: Rect
    public let dayPanel: Rect
    public let drinks: Rect
    public let gauge: Rect
    public let chips: Rect
    public let messageRow: Int
    public let hintRow: Int
    /// Columns per calendar day: 4 at 80 columns, up to 6 on wide terminals.
    public let calendarCellWidth: Int

    public init(width: Int, height: Int) {
        header = Rect(x: 0, y: 0, width: width, height: 1)
        hintRow = height - 1
        messageRow = height - 2
        let chipRows = width >= 160 ? 1 : 2
        chips = Rect(x: 1, y: messageRow - chipRows, width: width - 2, height: chipRows)
        let top = 2
        let bottom = chips.y - 1  // one blank row above the chips
        calendarCellWidth = width >= 130 ? 6 : width >= 100 ? 5 : 4
        calendar = Rect(x: 1, y: top, width: 7 * calendarCellWidth, height: 9)
        gauge = Rect(x: width - MainLayout.gaugeWidth, y: top, width: MainLayout.gaugeWidth, height: min(bottom - top, 22))
        let panelX = calendar.maxX + 2
        dayPanel = Rect(x: panelX, y: top, width: gauge.x - 1 - panelX, height: calendar.height)
        let drinksY = calendar.maxY + 1
        drinks = Rect(x: 1, y: drinksY, width: gauge.x - 4, height: bottom - drinksY)
    }
}
