import DanshuCore

/// How a cell is drawn: colors and attributes, independent of what the terminal can show.
public struct Style: Hashable, Sendable {
    /// The text color; nil keeps the terminal's default foreground.
    public var foreground: RGB?
    /// The cell color; nil keeps the terminal's own background (design.md §2: the user's background is kept).
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
    public init(
        foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default colors with no attributes.
    public static let plain = Style()

}
