import DanshuCore

/// How a cell is drawn: colors and attributes, independent of what the terminal can show.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// The text color; nil keeps the terminal's default foreground.
    public var foreground: RGB?
    /// The cell color; nil keeps the terminal's own background (DESIGN §2: the user's background is kept).
    public var background: RGB?
    /// Bold (bright) text.
    public var bold = false
    /// Dim (faint) text.
    public var dim = false
    /// Foreground and background swapped.
    public var reverse = false
    /// Underlined text.
    public var underline = false

    /// A style from its parts; every part defaults to the terminal's own look.
    public init(foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, dim: Bool = false,
                reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default colors with no attributes.
    public static let plain = Style()

    /// A short readable form for test legends, e.g. `fg #00FF00 bold`; `plain` when nothing is set.
    public var description: String {
        var parts: [String] = []
        if let foreground { parts.append("fg \(Self.hex(foreground))") }
        if let background { parts.append("bg \(Self.hex(background))") }
        if bold { parts.append("bold") }
        if dim { parts.append("dim") }
        if reverse { parts.append("reverse") }
        if underline { parts.append("underline") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }

    private static func hex(_ c: RGB) -> String {
        let digits = Array("0123456789ABCDEF")
        var out = "#"
        for byte in [c.r, c.g, c.b] {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return out
    }
}
