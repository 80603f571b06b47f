/// What a name or a note holds: one line of text, as the app's fields hold it (docs/decisions.md, "Text a person
/// types is one line of text"). A line break or a tab becomes a space; other control characters (C0, DEL, C1: NUL,
/// ESC…) are not text: the app drops them from a paste, the command line refuses them.
public enum OneLineText {
    /// `text` as one line, with what was changed on the way.
    public struct Reading: Equatable, Sendable {
        /// The text with line breaks and tabs as spaces and control characters left out.
        public var text: String
        /// Whether a line break or a tab became a space.
        public var joinedLines: Bool
        /// The control characters left out, in order.
        public var controls: [Unicode.Scalar]
    }

    public static func read(_ text: String) -> Reading {
        var reading = Reading(text: "", joinedLines: false, controls: [])
        for character in text {
            if character.isNewline || character == "\t" {
                reading.text.append(" ")
                reading.joinedLines = true
            } else if let control = character.unicodeScalars.first(where: isControl) {
                reading.controls.append(control)
                let kept = character.unicodeScalars.filter { !isControl($0) }
                reading.text.unicodeScalars.append(contentsOf: kept)
            } else {
                reading.text.append(character)
            }
        }
        return reading
    }

    /// C0 (but the tab and line breaks, which `read` turns into spaces), DEL and C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
