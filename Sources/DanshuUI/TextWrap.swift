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
}
