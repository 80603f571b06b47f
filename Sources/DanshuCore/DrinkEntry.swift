/// What a day records of one kind of drink: a snapshot of name, volume, ABV and grams, and how many.
public struct DrinkEntry: Equatable, Hashable, Sendable {
    public var name: String
    /// Volume of one drink; nil for a one-off entered as grams only.
    public var ml: Int?
    /// ABV in tenths of a percent; nil for a one-off entered as grams only.
    public var abvTenths: Int?
    /// Pure alcohol of one drink in tenths of a gram.
    public var gramsTenths: Int
    public var count: Int
    /// What one cost in whole yen, nil when not given (version 2, `price`).
    public var priceYen: Int?
    /// Kilocalories of one besides its alcohol's, nil when not given (version 2, `kcal`).
    public var extraKcal: Int?

    public init(
        name: String, ml: Int?, abvTenths: Int?, gramsTenths: Int, count: Int, priceYen: Int? = nil,
        extraKcal: Int? = nil
    ) {
        self.name = name
        self.ml = ml
        self.abvTenths = abvTenths
        self.gramsTenths = gramsTenths
        self.count = count
        self.priceYen = priceYen
        self.extraKcal = extraKcal
    }

    /// All of this entry's pure alcohol in tenths of a gram.
    public var totalTenths: Int { gramsTenths * count }

    /// True when `other` records the same drink, so a tap adds to this entry instead of a new one.
    public func isSameDrink(as other: DrinkEntry) -> Bool {
        name == other.name && ml == other.ml && abvTenths == other.abvTenths && gramsTenths == other.gramsTenths
            && priceYen == other.priceYen && extraKcal == other.extraKcal
    }
}
