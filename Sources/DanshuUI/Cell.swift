/// One column of the screen: what is shown there and how.
public struct Cell: Equatable, Sendable {
    /// One displayed character: a base scalar plus at most `maxMarks` zero-width combining marks;
    /// "" for the right half of a wide character.
    public var text: String
    /// Columns the character takes: 1 or 2; 0 for the right half of a wide character.
    public var width: Int
    /// Colors and attributes.
    public var style: Style

    /// The most combining marks one cell keeps: ncurses stores a base and four marks (CCHARW_MAX = 5).
    public static let maxMarks = 4

    /// A cell from its parts. Canvas only ever stores cells it made itself, so this is for tests and drivers.
    public init(_ text: String, width: Int = 1, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A plain space: what a new canvas is filled with.
    public static let blank = Cell(" ")
}
