/// Breaks text into lines of at most a given display width: between words in English, between characters in
/// Japanese, never inside a word or a number with its unit (`40.0g`, `500ml`, `3杯`), never before 。、」 and the
/// like nor after 「（ (kinsoku), and never splitting a wide character. A word wider than a whole line goes by
/// characters (docs/decisions.md, "Text wraps and shortens at word boundaries").
public enum TextWrap {
    /// Where Japanese may break: between any two characters (the kinsoku rules aside), or only between phrases, for the
    /// few short sentences that must never be cut inside a word (the too-small screen, issue 40): after a run of
    /// hiragana ending a phrase (「入力中の|内容を|捨てて|終了しますか？」), after 、。？ and closing brackets, before opening
    /// ones, and where the script changes. A phrase wider than a whole line still goes by characters.
    public enum Breaks {
        case characters, phrases
    }

    /// Lines for `text`: the first line may have a different width (after a label). At most `maxLines`;
    /// the last one ends with … after its last whole word when text was left over.
    static func lines(_ text: String, firstWidth: Int, width: Int, maxLines: Int, breaks: Breaks = .characters)
        -> [String]
    {
        guard maxLines > 0 else { return [] }
        let glyphs = text.map { (character: $0, width: TextWidth.of(String($0))) }
        var lines: [String] = []
        var start = 0 // the current line's first glyph
        var limit = max(0, firstWidth)
        while start < glyphs.count {
            var end = lineEnd(
                glyphs, from: start, limit: limit, wholeLine: lines.isEmpty ? max(1, width) : limit, breaks: breaks)
            if end < glyphs.count, let earlier = breakBeforeOrphan(glyphs, from: start, end: end, breaks: breaks) {
                end = earlier
            }
            if lines.count == maxLines - 1 && end < glyphs.count && !onlySpaces(glyphs[end...]) {
                lines.append(shortened(glyphs[start...], to: limit, breaks: breaks))
                return lines
            }
            lines.append(String(glyphs[start..<end].map(\.character)).trimmingSpaces)
            start = end
            while start < glyphs.count, isSpace(glyphs[start].character) { start += 1 }
            limit = max(1, width)
            while start < glyphs.count, glyphs[start].width > limit { start += 1 } // cannot fit anywhere
        }
        if lines.isEmpty { lines.append("") }
        return lines
    }

    /// Every line of `text` within `width` columns; nothing is cut.
    public static func words(_ text: String, width: Int, breaks: Breaks = .characters) -> [String] {
        lines(text, firstWidth: max(1, width), width: max(1, width), maxLines: Int.max, breaks: breaks)
    }

    /// Where the line from `start` ends: before the glyph that does not fit when it is a space, else at the last
    /// break that fits, else (one word wider than the line) after the last glyph that fits. A first line shorter
    /// than a whole one (`wholeLine`, after a label) stays empty rather than cut a word that a whole line holds.
    private static func lineEnd(
        _ glyphs: [(character: Character, width: Int)], from start: Int, limit: Int, wholeLine: Int,
        breaks: Breaks
    ) -> Int {
        var used = 0
        var lastBreak: Int?
        var i = start
        while i < glyphs.count {
            if i > start, canBreak(glyphs[i - 1].character, glyphs[i].character, breaks) { lastBreak = i }
            used += glyphs[i].width
            if used > limit {
                if isSpace(glyphs[i].character) { return i }
                if let lastBreak { return lastBreak }
                return limit < wholeLine && wordWidth(glyphs, from: start, breaks: breaks) <= wholeLine ? start : i
            }
            i += 1
        }
        return i
    }

    /// A break one character earlier than `end`, where the text after `end` is a single character of Japanese (the
    /// last line would hold 「量」 alone): the line gives up its last character to it, if a line may break there. Nil
    /// where the rest is more than one character, or the line would keep fewer than two.
    private static func breakBeforeOrphan(
        _ glyphs: [(character: Character, width: Int)], from start: Int, end: Int, breaks: Breaks
    ) -> Int? {
        var rest = end
        while rest < glyphs.count, isSpace(glyphs[rest].character) { rest += 1 }
        guard end >= start + 3, rest == glyphs.count - 1, isBreakable(glyphs[rest].character),
            !isSpace(glyphs[end - 1].character),
            canBreak(glyphs[end - 2].character, glyphs[end - 1].character, breaks)
        else { return nil }
        return end - 1
    }

    /// The columns of the word that starts at `start`: up to the first place a line may break.
    private static func wordWidth(_ glyphs: [(character: Character, width: Int)], from start: Int, breaks: Breaks)
        -> Int
    {
        var used = glyphs[start].width
        var i = start + 1
        while i < glyphs.count, !canBreak(glyphs[i - 1].character, glyphs[i].character, breaks),
            !isSpace(glyphs[i].character)
        {
            used += glyphs[i].width
            i += 1
        }
        return used
    }

    /// The rest of the text on one line of `limit` columns, ending with … after its last whole word that fits.
    private static func shortened(
        _ glyphs: ArraySlice<(character: Character, width: Int)>, to limit: Int, breaks: Breaks
    ) -> String {
        let ellipsis = "…"
        let room = limit - TextWidth.of(ellipsis)
        var used = 0
        var best: Int?
        var i = glyphs.startIndex
        while i < glyphs.endIndex {
            if i > glyphs.startIndex,
                canBreak(glyphs[i - 1].character, glyphs[i].character, breaks) || isSpace(glyphs[i].character)
            {
                if used <= room { best = i }
            }
            used += glyphs[i].width
            if used > room { break }
            i += 1
        }
        guard let best, best > glyphs.startIndex else {
            return TextWidth.truncate(String(glyphs.map(\.character)), to: limit)
        }
        // A comma or colon before … reads as a sentence going on: `work…`, not `work,…`.
        var kept = String(glyphs[..<best].map(\.character)).trimmingSpaces
        while let last = kept.last, ",;:、，".contains(last), kept.count > 1 { kept.removeLast() }
        return kept + ellipsis
    }

    /// Whether a line may end between `before` and `after`.
    static func canBreak(_ before: Character, _ after: Character, _ breaks: Breaks = .characters) -> Bool {
        if isSpace(after) { return false } // after the spaces, which the line drops
        if isSpace(before) { return true }
        guard isBreakable(before) || isBreakable(after) else { return false } // inside a word
        if neverStartsLine(after) || neverEndsLine(before) { return false }
        if isDigit(before) && isBreakable(after) { return false } // a number and its counter: 3杯, 180円
        switch breaks {
        case .characters: return true
        case .phrases:
            return endsPhrase(before) || neverEndsLine(after) || isBreakable(before) != isBreakable(after)
                || (isHiragana(before) && !isHiragana(after))
        }
    }

    /// Punctuation after which a phrase ends: 、。？！ and closing brackets, full-width or not.
    private static func endsPhrase(_ c: Character) -> Bool { "、。，．？！：；）〕］｝〉》」』】,.;:!?)]}".contains(c) }

    private static func isHiragana(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        return (0x3041...0x309F).contains(scalar.value)
    }

    private static func isSpace(_ c: Character) -> Bool { c == " " || c == "\u{3000}" }

    private static func onlySpaces(_ glyphs: ArraySlice<(character: Character, width: Int)>) -> Bool {
        glyphs.allSatisfy { isSpace($0.character) }
    }

    /// A character a line may break before or after: a wide one other than the full-width letters and digits.
    private static func isBreakable(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, TextWidth.glibcWidth(scalar) == 2 else { return false }
        return !fullWidthWord.contains { $0.contains(scalar.value) }
    }

    private static func isDigit(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        return ("0"..."9").contains(c) || (0xFF10...0xFF19).contains(scalar.value)
    }

    /// Full-width digits, letters, the full-width period and percent: parts of a word or number (`１３．５％`).
    private static let fullWidthWord: [ClosedRange<UInt32>] = [
        0xFF05...0xFF05, 0xFF0E...0xFF0E, 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A,
    ]

    /// Whether a line never starts with `c`: closing brackets and punctuation, small kana, the long vowel mark.
    static func neverStartsLine(_ c: Character) -> Bool { noLineStart.contains(kinsokuScalar(c)) }
    /// Whether a line never ends with `c`: opening brackets.
    static func neverEndsLine(_ c: Character) -> Bool { noLineEnd.contains(kinsokuScalar(c)) }

    static let noLineStartText = "、。，．・：；？！゛゜ヽヾゝゞ々ー’”）〕］｝〉》」』】〙〗〟｠»ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ‐゠〜～…‥)]},.:;!?%"
    static let noLineEndText = "（〔［｛〈《「『【〘〖〝｟«([{"
    // Sets of scalar values, not of characters: a `Set<Character>` normalizes each character to hash it, at every look-up.
    private static let noLineStart = Set(noLineStartText.unicodeScalars.map(\.value))
    private static let noLineEnd = Set(noLineEndText.unicodeScalars.map(\.value))

    /// The scalar the kinsoku sets know `c` by: as `Character` equality would, the other spellings of the sets' characters
    /// count as them (U+037E is `;`, U+2329 and U+232A are 〈 and 〉, ヽ and ゝ with U+3099 are ヾ and ゞ). Any other
    /// character of more than one scalar is none of them.
    private static func kinsokuScalar(_ c: Character) -> UInt32 {
        var scalars = c.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return .max }
        guard let second = scalars.next() else {
            switch first.value {
            case 0x037E: return 0x3B
            case 0x2329: return 0x3008
            case 0x232A: return 0x3009
            default: return first.value
            }
        }
        guard scalars.next() == nil, second.value == 0x3099, first.value == 0x30FD || first.value == 0x309D else {
            return .max
        }
        return first.value + 1
    }
}

extension String {
    /// Without the spaces (ASCII and ideographic) at its end.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.last == " " || s.last == "\u{3000}" { s.removeLast() }
        return String(s)
    }
}
