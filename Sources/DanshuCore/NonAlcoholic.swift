/// Non-alcoholic drinks (design.md §1): a drink under 1 % ABV is not alcohol (Japan's liquor tax law draws the line there),
/// and a day whose drinks are all under 1 % is a sober day everywhere; its drinks are still listed, with their kcal and
/// price. The one rule every count asks (`DayRecord.isDrinkingDay`), instead of the answer itself (docs/decisions.md,
/// "Non-alcoholic drinks").
public enum NonAlcoholic {
    /// The ABV, in tenths of a percent, from which a drink is alcohol: 1 %.
    public static let alcoholFromABVTenths = 10
}

extension DrinkEntry {
    /// Whether this drink is not alcohol: under 1 % ABV, or, entered as grams only, 0 g.
    public var isNonAlcoholic: Bool {
        abvTenths.map { $0 < NonAlcoholic.alcoholFromABVTenths } ?? (gramsTenths == 0)
    }
}

extension Preset {
    /// Whether the preset's drink is not alcohol: under 1 % ABV (a ノンアル preset may hold 0–0.9 %).
    public var isNonAlcoholic: Bool { abvTenths < NonAlcoholic.alcoholFromABVTenths }
}

extension DayRecord {
    /// Whether the day counts as a drinking day: true when answered はい with a drink of alcohol or with no drink given
    /// (the answer alone says so), false when answered いいえ or はい with only non-alcoholic drinks, nil when not answered.
    /// Every streak, count and mark asks this; `drank` is only the answer.
    public var isDrinkingDay: Bool? {
        guard let drank else { return nil }
        return drank && !hadOnlyNonAlcoholicDrinks
    }

    /// Whether the day is answered はい and every one of its drinks, of which there is at least one, is non-alcoholic:
    /// a sober day, said kindly where the answer is shown.
    public var hadOnlyNonAlcoholicDrinks: Bool {
        drank == true && !drinks.isEmpty && drinks.allSatisfy(\.isNonAlcoholic)
    }
}
