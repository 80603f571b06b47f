/// Makes text inert for a terminal: nothing a journal note or preset name holds can move the cursor,
/// change colors, retitle the window or reorder the line.
///
/// - C0 controls and DEL become caret notation: ESC `^[`, CR `^M`, BEL `^G`, DEL `^?`, NUL `^@`.
/// - A newline (LF, or CR LF) becomes `↵` (a lone CR stays `^M`); a tab becomes one space
///   (tab stops mean nothing inside a field).
/// - C1 controls, format characters (general category Cf: bidi controls U+202A–202E, U+2066–2069,
///   U+200E/F, U+061C, zero-width joiners and spaces, the BOM, tags) and every scalar glibc's wcwidth
///   rejects (unassigned, noncharacters, U+2028/2029) become `<U+XXXX>`.
/// - Combining marks stay with the character before them; after a replacement, or at the very start,
///   they have nothing to sit on and become `<U+XXXX>` too. Emoji presentation selectors U+FE0E/FE0F are
///   dropped: terminals widen some emoji for them while wcwidth (and so ncurses) does not.
///
/// The result is printable text whose width `TextWidth.of` gives; sanitizing twice changes nothing.
public enum SafeText {
    /// The text the canvas shows for `s`.
    public static func sanitize(_ s: String) -> String {
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s }
        return GlyphScanner(s).text
    }

    /// What a scalar outside printable ASCII turns into.
    enum Treatment: Equatable {
        /// Shown as itself, this many columns wide.
        case character(width: Int)
        /// A zero-width mark for the previous character.
        case mark
        /// Left out.
        case dropped
        /// Shown as this text instead: printable, one column per scalar.
        case replaced(String)
    }

    /// The mark a line break is shown as.
    static let lineBreakMark = "↵"

    static func classify(_ scalar: Unicode.Scalar) -> Treatment {
        let value = scalar.value
        switch value {
        case 0x0A:
            return .replaced(lineBreakMark)
        case 0x09:
            return .replaced(" ")
        case 0x00..<0x20:
            return .replaced(caretNotation(value))
        case 0x7F:
            return .replaced("^?")
        case 0xFE0E, 0xFE0F:
            return .dropped
        default:
            break
        }
        let width = TextWidth.cells(scalar)
        if width < 0 { return .replaced(codePointNotation(scalar)) }
        // No format character is wide (the all-code-point test checks); skipping the lookup keeps CJK text fast.
        if width < 2, scalar.properties.generalCategory == .format {
            return .replaced(codePointNotation(scalar))
        }
        return width == 0 ? .mark : .character(width: width)
    }

    /// `^[` for ESC: the control's value plus 0x40, after a caret.
    static func caretNotation(_ value: UInt32) -> String {
        "^" + Glyph.text(of: Unicode.Scalar(UInt8(value + 0x40)))
    }

    /// `<U+202E>`: the code point in upper-case hex, at least four digits.
    static func codePointNotation(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
