/// The risk level of a day's total pure alcohol.
public enum RiskBand: Int, CaseIterable, Sendable, Comparable {
    case low, moderate, high, veryHigh

    /// The least total in the band, in tenths of a gram: 0, 20 g, 40 g, 60 g.
    public var lowestTenths: Int {
        switch self {
        case .low: return 0
        case .moderate: return 200
        case .high: return 400
        case .veryHigh: return 600
        }
    }

    /// The band for a day's total in tenths of a gram: <20 g, <40 g, <60 g, ≥60 g.
    public init(gramsTenths g10: Int) {
        if g10 >= RiskBand.veryHigh.lowestTenths {
            self = .veryHigh
        } else if g10 >= RiskBand.high.lowestTenths {
            self = .high
        } else if g10 >= RiskBand.moderate.lowestTenths {
            self = .moderate
        } else {
            self = .low
        }
    }

    public static func < (a: RiskBand, b: RiskBand) -> Bool { a.rawValue < b.rawValue }
}
