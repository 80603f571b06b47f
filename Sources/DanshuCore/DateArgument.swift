/// A day as typed on the command line: `YYYY-MM-DD` (the month and day with or without a leading zero, `2026-11-1`, or
/// `YYYY/M/D`, `YYYY.M.D`), `today`, `yesterday`, `tomorrow` (or
/// 今日, 昨日, 明日), or `-N` for N days ago. Full-width digits and minus signs, as a Japanese input method types them,
/// count too.
public enum DateArgument {
    /// Why a typed day was refused.
    public enum Problem: Error, Equatable, Sendable {
        /// Not one of the forms at all.
        case unrecognized(String)
        /// Shaped like `YYYY-MM-DD` but no such day, like `2026-13-45` or `2026-2-30`.
        case impossible(String)
        /// Outside the years danshu records (`Limits.years`).
        case outOfRange(String)
    }

    /// True when the text is meant as a day rather than, say, a preset name: `today`, `tomorrow`, `-3`, four digits
    /// and a separator at the start, or digits around a slash (`11/20`): so a day typed in a form danshu does not
    /// take is refused as a day, with the forms it takes, not looked up as a preset.
    public static func looksLikeDate(_ text: String) -> Bool {
        let s = NumberInput.normalize(text)
        if relativeWords[s.lowercased()] != nil { return true }
        if isDaysAgo(s) { return true }
        let bytes = Array(s.utf8)
        let head = bytes.prefix(5)
        if head.count == 5 && head.prefix(4).allSatisfy(isDigit)
            && [0x2D, 0x2F, 0x2E].contains(head[head.startIndex + 4])
        {
            return true
        }
        return bytes.contains(0x2F) && bytes.allSatisfy { isDigit($0) || $0 == 0x2F }
            && bytes.first.map(isDigit) == true
    }

    /// The day `text` names, counting relative forms back from `today`.
    public static func parse(_ text: String, today: LocalDate) -> Result<LocalDate, Problem> {
        let s = NumberInput.normalize(text)
        if let back = relativeWords[s.lowercased()] { return checked(today.adding(days: -back), text) }
        if isDaysAgo(s) {
            let digits = s.dropFirst().drop { $0 == "0" }
            // More than 7 digits of days is long before any recordable year.
            guard digits.count <= 7 else { return .failure(.outOfRange(text)) }
            return checked(today.adding(days: -(Int(digits) ?? 0)), text)
        }
        guard looksLikeDate(s) else { return .failure(.unrecognized(text)) }
        if let date = LocalDate(iso: s) { return checked(date, text) }
        // `2026-11-1`, `2026/11/20`, `2026.1.5`: year, month and day, the month and day one or two digits.
        let separator: Character = s.contains("/") ? "/" : s.contains(".") ? "." : "-"
        let parts = s.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            return .failure(parts.count == 3 && parts[0].count == 4 ? .impossible(text) : .unrecognized(text))
        }
        guard let date = LocalDate(year: year, month: month, day: day) else { return .failure(.impossible(text)) }
        return checked(date, text)
    }

    /// Words for days counted back from today.
    /// Tomorrow is -1 days back: a day after today, which recording refuses as such and `show` shows.
    private static let relativeWords: [String: Int] = [
        "today": 0, "yesterday": 1, "tomorrow": -1, "今日": 0, "昨日": 1, "明日": -1,
        "きょう": 0, "きのう": 1, "あした": -1,
    ]

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// `-N`: a hyphen and one or more digits.
    private static func isDaysAgo(_ s: String) -> Bool {
        let bytes = Array(s.utf8)
        return bytes.count >= 2 && bytes[0] == 0x2D && bytes.dropFirst().allSatisfy(isDigit)
    }

    private static func checked(_ date: LocalDate, _ text: String) -> Result<LocalDate, Problem> {
        Limits.years.contains(date.year) ? .success(date) : .failure(.outOfRange(text))
    }
}
