/// Calories (design.md §6): 7 kcal per gram of pure alcohol, plus a drink's own kcal (sugar and the rest), kept in
/// exact tenths of a kcal and rounded half up once, to whole kcal, for each figure shown.
extension Limits {
    /// A drink's kilocalories besides its alcohol's.
    public static let extraKcal = 0...10_000
}

/// The rule of calories.
public enum Calories {
    /// Kilocalories in a gram of pure alcohol.
    public static let perGramOfAlcohol = 7

    /// One drink's kilocalories in tenths: 7 × its grams (kept in tenths, so this is exact) plus its own.
    public static func tenths(gramsTenths: Int, extraKcal: Int?) -> Int {
        perGramOfAlcohol * gramsTenths + 10 * (extraKcal ?? 0)
    }

    /// Whole kilocalories from tenths, rounded half up: 35 → 4.
    public static func whole(_ tenths: Int) -> Int { dividedRoundingHalfUp(tenths, by: 10) }
}

extension DrinkEntry {
    /// All of this entry's kilocalories in tenths.
    public var kcalTenths: Int { Calories.tenths(gramsTenths: gramsTenths, extraKcal: extraKcal) * count }
}

extension DayRecord {
    /// The day's kilocalories in tenths: every drink of a drinking day.
    public var kcalTenths: Int { drank == true ? drinks.reduce(0) { $0 + $1.kcalTenths } : 0 }
}
