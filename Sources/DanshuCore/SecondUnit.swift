/// A unit shown beside grams (design.md §6): the drinks, units or standard drinks a health service counts in.
public enum SecondUnit: String, CaseIterable, Sendable {
    /// Grams only (the default).
    case none
    /// Japan's ドリンク: 10 g of pure alcohol.
    case drinksJP
    /// The UK's unit: 8 g.
    case ukUnits
    /// The US standard drink: 14 g.
    case usDrinks

    /// Pure alcohol in one unit, in tenths of a gram; nil for `none`.
    public var gramsTenthsPerUnit: Int? {
        switch self {
        case .none: return nil
        case .drinksJP: return 100
        case .ukUnits: return 80
        case .usDrinks: return 140
        }
    }

    /// Grams (in tenths) in this unit, in tenths rounded half up once: 40.0 g is 4.0 drinks (40), 5.0 UK units,
    /// 2.9 US drinks. Nil for `none`.
    public func tenths(ofGramsTenths gramsTenths: Int) -> Int? {
        gramsTenthsPerUnit.map { dividedRoundingHalfUp(max(gramsTenths, 0) * 10, by: $0) }
    }
}
