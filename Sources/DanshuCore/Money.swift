/// Money (design.md §6): what drinks cost and what the user did not spend, in whole yen, with exact integers.
extension Limits {
    /// A drink's price in whole yen.
    public static let priceYen = 0...100_000
}

/// The one rule of money not spent.
public enum Money {
    /// What someone who used to spend `perWeek` yen a week would have spent over `days` days: the usual per day
    /// times the days, rounded down once at the end, ⌊perWeek × days / 7⌋ (10,000 a week is 1,428 for one day
    /// and 10,000, not 9,996, for seven).
    public static func usualYen(perWeek: Int, days: Int) -> Int { max(perWeek, 0) * max(days, 0) / 7 }

    /// The yen not spent over `days` days (a streak: nothing was spent) at `usualPerWeek`; nil while it is 0 (off).
    public static func notSpentYen(usualPerWeek: Int, days: Int) -> Int? {
        usualPerWeek > 0 ? usualYen(perWeek: usualPerWeek, days: days) : nil
    }
}

extension Settings {
    /// The yen not spent over `days` days at the usual weekly spending; nil while `usualYenPerWeek` is 0 (off).
    public func notSpentYen(overDays days: Int) -> Int? { Money.notSpentYen(usualPerWeek: usualYenPerWeek, days: days) }
}

extension DrinkEntry {
    /// What all of this entry cost: its price times the count, 0 without a price.
    public var spentYen: Int { (priceYen ?? 0) * count }
}

extension DayRecord {
    /// What the day's drinks cost; drinks without a price count 0.
    public var spentYen: Int { drank == true ? drinks.reduce(0) { $0 + $1.spentYen } : 0 }

    /// Whether a drink of the day has a price: only then does the day say what it cost.
    public var hasPrice: Bool { drank == true && drinks.contains { $0.priceYen != nil } }
}

extension NumberInput {
    /// A price as people type it, in whole yen within `Limits.priceYen`: `500`, `５００`, `500円`, `¥500`, `￥1,200`
    /// (commas only between groups of three digits). `1e3`, `12.5`, `-5` and `abc` are refused.
    public static func yen(_ text: String) -> Result<Int, Problem> { yen(text, range: Limits.priceYen) }

    /// An amount of yen typed as a price is, within `range` (`usualYenPerWeek`: `7,000`, `7000円`, `¥7,000`).
    public static func yen(_ text: String, range: ClosedRange<Int>) -> Result<Int, Problem> {
        var s = normalize(text.replacingYenSign())
        if s.hasPrefix("¥") { s = String(s.dropFirst()).trimmingSpaces }
        for unit in ["円", "yen"] where s.lowercased().hasSuffix(unit) {
            s = String(s.dropLast(unit.count)).trimmingSpaces
        }
        if s.contains(",") {
            let groups = s.split(separator: ",", omittingEmptySubsequences: false)
            let isDigits: (Substring) -> Bool = { $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
            guard let head = groups.first, (1...3).contains(head.count),
                groups.dropFirst().allSatisfy({ $0.count == 3 }),
                groups.allSatisfy(isDigits)
            else { return .failure(.notANumber) }
            s = groups.joined()
        }
        return whole(s, range: range)
    }
}

extension String {
    /// The full-width yen sign (U+FFE5) as ¥, which `NumberInput.normalize` leaves alone.
    fileprivate func replacingYenSign() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{FFE5}" ? "¥" : $0 }))
    }
}
