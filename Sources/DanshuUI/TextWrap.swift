/// Breaks text into lines of at most a given display width, never splitting a wide character.
enum TextWrap {
    /// Lines for `text`: the first line may have a different width (after a label). At most `maxLines`;
    /// the last one ends with … when text was left over.
    static func lines(_ text: String, firstWidth: Int, width: Int, maxLines: Int) -> [String] {
        guard maxLines > 0 else { return [] }
        var lines: [String] = []
        var current = "", used = 0
        var limit = max(0, firstWidth)
        var rest = Substring(text)
        while let c = rest.first {
            let w = TextWidth.of(String(c))
            if used + w > limit {
                lines.append(current)
                if lines.count == maxLines { break }
                current = ""
                used = 0
                limit = max(1, width)
                if w > limit { rest.removeFirst(); continue }  // cannot fit anywhere
                continue
            }
            current.append(c)
            used += w
            rest.removeFirst()
        }
        if lines.count < maxLines {
            lines.append(current)
        } else if !rest.isEmpty, let last = lines.popLast() {
            lines.append(TextWidth.truncate(last + String(rest), to: lines.isEmpty ? firstWidth : width))
        }
        return lines
    }

    /// Every line of `text` within `width` columns, broken between words where it can (English) and between
    /// characters only inside a word wider than the line (Japanese runs, a tiny terminal). Nothing is cut.
    static func words(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let joined = current.isEmpty ? String(word) : current + " " + word
            if TextWidth.of(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word wider than a line goes by characters; its last piece starts the next line.
            var pieces = Self.lines(String(word), firstWidth: width, width: width, maxLines: Int.max)
            current = pieces.removeLast()
            lines += pieces
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
