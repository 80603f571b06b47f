import DanshuCore

/// The symbols the screen is drawn with, for the terminal's ambiguous width. Where a terminal draws
/// East Asian Ambiguous characters (○ ─ │ ┌ ▶ ◀ ▒ ▓ █ ·) two cells wide, symbols of the same meaning that
/// are one cell everywhere keep the calendar, the heatmap and the frames in their columns: ◦ for a sober day,
/// ░ ▚ ▙ ▮ for the bands, ASCII frames, ► ◄ for the gauge's pointers, ◊ for a planned drinking day. The gauge's and the week's bars keep
/// their eighth-cell blocks (there are no one-cell ones) and are drawn as wide as those are.
public struct ScreenGlyphs: Equatable, Sendable {
    /// A sober day (calendar, heatmap, week bars, legends).
    public let sober: String
    /// An unrecorded day in the heatmap and the week bars.
    public let unrecorded: String
    /// The band glyphs, low to very high: a drinking day without color, the calendar's mark column.
    public let bands: [String]
    /// Frame pieces: horizontal and vertical lines and the four corners.
    public let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String
    /// The gauge's value pointer (`40.0g▶`) and its max marker (`◀非常に高リスク`).
    public let pointerRight, pointerLeft: String
    /// The statistics goal bar: a day met, a day still to go.
    public let goalMet, goalToGo: String
    /// The preset pane's mark for the preset being moved in reorder mode.
    public let moving: String
    /// A planned drinking day not yet answered, in the calendar's mark column.
    public let planned: String
    /// A form's rows scrolled on a short screen: more rows above, more below, both beside a single row (`FormBox`).
    public let moreAbove, moreBelow, moreBoth: String

    /// The set for terminals drawing ambiguous characters one cell wide: the screen's own look.
    public static let narrow = ScreenGlyphs(
        sober: "○", unrecorded: "·", bands: ["░", "▒", "▓", "█"],
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        pointerRight: "▶", pointerLeft: "◀", goalMet: "█", goalToGo: "░", moving: "↕", planned: "◇",
        moreAbove: "▲", moreBelow: "▼", moreBoth: "↕")

    /// The set for terminals drawing them two cells wide: every symbol one cell in any terminal.
    public static let wide = ScreenGlyphs(
        sober: "◦", unrecorded: ".", bands: ["░", "▚", "▙", "▮"],
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        pointerRight: "►", pointerLeft: "◄", goalMet: "▮", goalToGo: "▯", moving: "⇅", planned: "◊",
        moreAbove: "▴", moreBelow: "▾", moreBoth: "⇕")

    /// The set for the ambiguous width in force (`TextWidth.ambiguousWidth`).
    public static var current: ScreenGlyphs { TextWidth.ambiguousWidth == 2 ? wide : narrow }

    /// The glyph of a risk band.
    public func band(_ band: RiskBand) -> String {
        switch band {
        case .low: return bands[0]
        case .moderate: return bands[1]
        case .high: return bands[2]
        case .veryHigh: return bands[3]
        }
    }

    /// The cells the gauge's and the week's bars take across: their blocks have no one-cell form.
    public static var barCells: Int { TextWidth.of("█") }

    /// A horizontal line `width` cells long.
    public func line(_ width: Int) -> String {
        String(repeating: horizontal, count: max(0, width / max(1, TextWidth.of(horizontal))))
    }
}
