import DanshuCore

/// How the screen looks with or without color: every style the views use, in one place.
/// Without color, states are told apart by glyphs and bold/reverse/underline, never by color alone.
public struct Theme: Sendable {
    public let color: Bool

    public init(color: Bool) { self.color = color }

    public var plain: Style { .plain }
    public var title: Style { Style(bold: true) }
    public var dim: Style { Style(dim: true) }
    public var frame: Style { color ? Style(foreground: RGB(128, 128, 128)) : .plain }
    public var key: Style { Style(bold: true) }
    public var selected: Style { Style(reverse: true) }
    public var error: Style {
        color ? Style(foreground: RGB(255, 85, 85), bold: true) : Style(bold: true, reverse: true)
    }
    public var info: Style { color ? Style(foreground: RGB(95, 215, 255)) : Style(bold: true) }
    public var sober: Style { color ? Style(foreground: RGB(0, 215, 95), bold: true) : Style(bold: true) }
    public var streak: Style {
        color ? Style(foreground: RGB(0, 215, 95), bold: true) : Style(bold: true, underline: true)
    }

    /// Weekday heading colors: Sunday red, Saturday blue.
    public func weekday(_ weekday: Int) -> Style {
        guard color else { return .plain }
        switch weekday {
        case 0: return Style(foreground: RGB(255, 85, 85))
        case 6: return Style(foreground: RGB(95, 135, 255))
        default: return .plain
        }
    }

    /// A drinking day in the calendar: the gauge color behind the number, text readable on it.
    public func drankDay(gramsTenths: Int, maxTenths: Int) -> Style {
        guard color else { return Style(bold: RiskBand(gramsTenths: gramsTenths) == .veryHigh) }
        let bg = Gauge.color(gramsTenths: gramsTenths, maxTenths: maxTenths)
        return Style(foreground: Theme.readableText(on: bg), background: bg)
    }

    /// The gauge bar's fill: the gauge color as the glyphs' foreground.
    public func gaugeFill(gramsTenths: Int, maxTenths: Int) -> Style {
        guard color else { return .plain }
        return Style(foreground: Gauge.color(gramsTenths: gramsTenths, maxTenths: maxTenths))
    }

    /// The risk band's text color.
    public func band(_ band: RiskBand) -> Style {
        guard color else { return Style(bold: band >= .high) }
        switch band {
        case .low: return Style(foreground: RGB(0, 215, 95))
        case .moderate: return Style(foreground: RGB(255, 215, 0))
        case .high: return Style(foreground: RGB(255, 135, 0), bold: true)
        case .veryHigh: return Style(foreground: RGB(255, 85, 85), bold: true)
        }
    }

    /// Black or white, whichever reads better on a background.
    static func readableText(on bg: RGB) -> RGB {
        let luminance = 299 * Int(bg.r) + 587 * Int(bg.g) + 114 * Int(bg.b)
        return luminance >= 128_000 ? .black : RGB(255, 255, 255)
    }
}
