/// A color as red, green and blue bytes.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    public static let green = RGB(0, 255, 0)
    public static let yellow = RGB(255, 255, 0)
    public static let red = RGB(255, 0, 0)
    public static let black = RGB(0, 0, 0)

    public var description: String { "(\(r),\(g),\(b))" }

    /// The color `n / d` of the way from `a` to `b` (0 ≤ n ≤ d), each channel rounded half up.
    static func mix(_ a: RGB, _ b: RGB, _ n: Int, over d: Int) -> RGB {
        func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8(clamping: dividedRoundingHalfUp(Int(from) * d + (Int(to) - Int(from)) * n, by: d))
        }
        return RGB(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
    }
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
        // t = g / max as the exact ratio num / den; all interpolation is integer.
        let num = max(g10, 0)
        let den = max(maxTenths, 1)
        if 2 * num <= den { // t ≤ 0.5: green → yellow at s = 2t
            return .mix(.green, .yellow, 2 * num, over: den)
        } else if num <= den { // t ≤ 1: yellow → red at s = 2t − 1
            return .mix(.yellow, .red, 2 * num - den, over: den)
        } else if num <= 2 * den { // t ≤ 2: red → black at s = t − 1
            return .mix(.red, .black, num - den, over: den)
        }
        return .black
    }
}
