/// The WHO drinking-risk level of an average day's pure alcohol (the levels the nalmefene trials and the HAUDY trial
/// counted responders by). Ordered, so a level down two steps is a difference of two.
public enum WHORiskLevel: Int, Comparable, CaseIterable, Sendable {
    case low = 1
    case medium, high, veryHigh

    public static func < (a: WHORiskLevel, b: WHORiskLevel) -> Bool { a.rawValue < b.rawValue }

    /// The name in JSON: `low|medium|high|veryHigh`.
    public var name: String {
        switch self {
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .veryHigh: "veryHigh"
        }
    }
}

/// The thresholds of design.md §8 for one sex: a heavy drinking day, and the WHO risk levels of grams per day. Unspecified
/// takes the women's, the lower ones.
public struct ClinicalThresholds: Equatable, Sendable {
    /// A day with strictly more than this, in tenths of a gram, is a heavy drinking day: 60 g for men, 40 g for women.
    public let heavyDayTenths: Int
    /// The upper bounds, in grams per day, of low, medium and high: men 40, 60, 100; women 20, 40, 60.
    public let levelBoundsGrams: [Int]
    /// Whether the thresholds are the women's because no sex is set (the report says so).
    public let isDefaultForUnspecified: Bool

    public init(sex: Sex) {
        switch sex {
        case .male:
            heavyDayTenths = 600
            levelBoundsGrams = [40, 60, 100]
        case .female, .unspecified:
            heavyDayTenths = 400
            levelBoundsGrams = [20, 40, 60]
        }
        isDefaultForUnspecified = sex == .unspecified
    }

    /// Whether a day of `tenths` is a heavy drinking day.
    public func isHeavy(gramsTenths tenths: Int) -> Bool { tenths > heavyDayTenths }

    /// The WHO level of `totalTenths` spread over `days` days, compared exactly (no rounding of the average):
    /// `low` up to the first bound, and so on; nil without a day.
    public func whoLevel(totalTenths: Int, days: Int) -> WHORiskLevel? {
        guard days > 0 else { return nil }
        // average ≤ bound  ⇔  total ≤ bound × 10 × days (tenths of a gram)
        for (index, bound) in levelBoundsGrams.enumerated() where totalTenths <= bound * 10 * days {
            return WHORiskLevel(rawValue: index + 1)
        }
        return .veryHigh
    }
}
