/// A color as red, green and blue bytes.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    public static let green = RGB(0, 255, 0)
    public static let yellow = RGB(255, 255, 0)
    public static let red = RGB(255, 0, 0)
    public static let black = RGB(0, 0, 0)

    public var description: String { "(\(r),\(g),\(b))" }
}

/// The day's vertical gauge (seed 003): how full it is, where the max marker sits, and its color.
public enum Gauge {
    /// The value at the top of the gauge: the max while the day is at or under it, else the day's total.
    public static func scaleTopTenths(gramsTenths g10: Int, maxTenths: Int) -> Int {
        max(g10, maxTenths, 1)
    }

    /// Filled fraction of the gauge's height, min(g / max, 1).
    public static func fillFraction(gramsTenths g10: Int, maxTenths: Int) -> Double {
        guard maxTenths > 0 else { return g10 > 0 ? 1 : 0 }
        return min(Double(max(g10, 0)) / Double(maxTenths), 1)
    }

    /// Height fraction of the max marker: 1 (the top) while g ≤ max, else max / g.
    public static func markerFraction(gramsTenths g10: Int, maxTenths: Int) -> Double {
        g10 <= maxTenths ? 1 : Double(maxTenths) / Double(g10)
    }

    /// The gauge color for a day's total: green→yellow→red up to the max, then red→black at twice the max.
    public static func color(gramsTenths g10: Int, maxTenths: Int) -> RGB {
        // t = g / max as the exact ratio g10 / maxTenths; all interpolation is integer, rounded half up.
        let num = max(g10, 0), den = max(maxTenths, 1)
        func channel(_ n: Int, _ d: Int) -> UInt8 {  // 255 × n / d rounded half up, clamped
            let v = (2 * 255 * n + d) / (2 * d)
            return UInt8(clamping: v)
        }
        if 2 * num <= den {            // t ≤ 0.5: green → yellow at s = 2t
            return RGB(channel(2 * num, den), 255, 0)
        } else if num <= den {         // t ≤ 1: yellow → red at s = 2t − 1
            return RGB(255, channel(2 * den - 2 * num, den), 0)
        } else if num <= 2 * den {     // t ≤ 2: red → black at s = t − 1
            return RGB(channel(2 * den - num, den), 0, 0)
        }
        return .black
    }

    /// The same color function over a real t = g / max, for callers that already have the ratio.
    public static func color(t: Double) -> RGB {
        let scaled = Int((max(t, 0) * 1_000_000).rounded())
        return color(gramsTenths: scaled, maxTenths: 1_000_000)
    }
}
