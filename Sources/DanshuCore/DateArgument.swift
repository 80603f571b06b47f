/// A day as typed on the command line: `YYYY-MM-DD`, `today`, `yesterday` (or 今日, 昨日), or `-N`
/// for N days ago. Full-width digits and minus signs, as a Japanese input method types them, count too.
public enum DateArgument {
    /// Why a typed day was refused.
    public enum Problem: Error, Equatable, Sendable {
        /// Not one of the forms at all.
        case unrecognized(String)
        /// Shaped like `YYYY-MM-DD` but no such day, like `2026-13-45` or `2026-2-3`.
        case impossible(String)
        /// Outside the years danshu records (`Limits.years`).
        case outOfRange(String)
    }

    /// True when the text is meant as a day rather than, say, a preset name: `today`, `-3`, or four
    /// digits and a hyphen at the start.
    public static func looksLikeDate(_ text: String) -> Bool {
        let s = NumberInput.normalize(text)
        if relativeWords[s.lowercased()] != nil { return true }
        if isDaysAgo(s) { return true }
        let head = Array(s.utf8.prefix(5))
        return head.count == 5 && head[0..<4].allSatisfy(isDigit) && head[4] == 0x2D
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
        guard let date = LocalDate(iso: s) else { return .failure(.impossible(text)) }
        return checked(date, text)
    }

    /// Words for days counted back from today.
    private static let relativeWords: [String: Int] = ["today": 0, "yesterday": 1, "今日": 0, "昨日": 1, "きょう": 0, "きのう": 1]

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
