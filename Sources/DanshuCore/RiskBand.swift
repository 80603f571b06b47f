/// The risk level of a day's total pure alcohol.
public enum RiskBand: Int, CaseIterable, Sendable, Comparable {
    case low, moderate, high, veryHigh

    /// The band for a day's total in tenths of a gram: <20 g, <40 g, <60 g, ≥60 g.
    public init(gramsTenths g10: Int) {
        switch g10 {
        case ..<200: self = .low
        case ..<400: self = .moderate
        case ..<600: self = .high
        default: self = .veryHigh
        }
    }

    public static func < (a: RiskBand, b: RiskBand) -> Bool { a.rawValue < b.rawValue }
}
