/// One displayed unit of text, as `Canvas.put`, `TextWidth` and `SafeText` all lay it out.
enum Glyph {
    /// A printable scalar shown as itself, 1 or 2 columns wide; combining marks may follow it.
    case character(Unicode.Scalar, width: Int)
    /// One column of replacement text (caret notation, `<U+XXXX>`, the newline mark); takes no marks.
    case replacement(Unicode.Scalar)
    /// A zero-width combining mark that belongs to the character before it.
    case mark(Unicode.Scalar)

    /// Columns this glyph takes.
    var width: Int {
        switch self {
        case .character(_, let width): width
        case .replacement: 1
        case .mark: 0
        }
    }
}

/// Splits a string into glyphs, making control and format characters inert and visible (see `SafeText`).
struct GlyphScanner: IteratorProtocol, Sequence {
    private let scalars: String.UnicodeScalarView
    private var index: String.UnicodeScalarView.Index
    /// Replacement text still to be handed out, one column at a time.
    private var pending: [Unicode.Scalar] = []
    private var pendingIndex = 0
    /// Whether the last glyph was a character that combining marks may attach to.
    private var lastTakesMarks = false
    /// Marks already attached to that character.
    private var marksOnLast = 0

    init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
    }

    mutating func next() -> Glyph? {
        if pendingIndex < pending.count {
            defer { pendingIndex += 1 }
            return .replacement(pending[pendingIndex])
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            let value = scalar.value
            if value >= 0x20 && value < 0x7F { // printable ASCII: the common case
                lastTakesMarks = true
                marksOnLast = 0
                return .character(scalar, width: 1)
            }
            if value == 0x0D, index < scalars.endIndex, scalars[index] == "\n" {
                scalars.formIndex(after: &index) // CR LF is one line break
                return startReplacement(SafeText.lineBreakMark)
            }
            switch SafeText.classify(scalar) {
            case .character(let width):
                lastTakesMarks = true
                marksOnLast = 0
                return .character(scalar, width: width)
            case .mark:
                if lastTakesMarks {
                    guard marksOnLast < Cell.maxMarks else { continue } // more than ncurses can hold
                    marksOnLast += 1
                    return .mark(scalar)
                }
                return startReplacement(SafeText.codePointNotation(scalar))
            case .dropped:
                continue
            case .replaced(let text):
                return startReplacement(text)
            }
        }
        return nil
    }

    private mutating func startReplacement(_ text: String) -> Glyph? {
        lastTakesMarks = false
        marksOnLast = 0
        pending = Array(text.unicodeScalars)
        pendingIndex = 0
        return next()
    }
}

extension Glyph {
    /// Cell texts for the 128 ASCII scalars, built once so that ASCII cells cost no String building.
    static let asciiStrings: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    /// The text a cell shows for this scalar.
    static func text(of scalar: Unicode.Scalar) -> String {
        scalar.value < 128 ? asciiStrings[Int(scalar.value)] : String(Character(scalar))
    }
}

extension Sequence<Glyph> {
    /// The glyphs written out as one string: the sanitized text.
    var text: String {
        var out = String.UnicodeScalarView()
        for glyph in self {
            switch glyph {
            case .character(let scalar, _), .replacement(let scalar), .mark(let scalar):
                out.append(scalar)
            }
        }
        return String(out)
    }
}
