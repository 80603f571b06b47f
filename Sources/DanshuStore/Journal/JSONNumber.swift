/// A JSON number as read: its exact decimal digits and its text in the file.
struct JSONNumber {
    /// Where the number's text starts and ends in the file.
    var start: Int
    var end: Int
    var negative = false
    /// Up to 18 significant digits; the value is ±mantissa × 10^exponent.
    var mantissa: UInt64 = 0
    var exponent = 0
    /// False when digits beyond the 18th were not zero: the value is then no exact number of tenths.
    var exact = true

    /// The value × 10^power when that is a whole number within ±10^15, else nil.
    func scaled(by power: Int) -> Int? {
        guard exact else { return nil }
        var m = mantissa
        var e = exponent + power
        if m == 0 { return 0 }
        while e < 0 {
            guard m % 10 == 0 else { return nil }
            m /= 10
            e += 1
        }
        let limit: UInt64 = 1_000_000_000_000_000
        while e > 0 {
            guard m <= limit / 10 else { return nil }
            m *= 10
            e -= 1
        }
        guard m <= limit else { return nil }
        return negative ? -Int(m) : Int(m)
    }

    /// The value when it is a whole number.
    var integer: Int? { scaled(by: 0) }
    /// The value in tenths when it has at most one decimal.
    var tenths: Int? { scaled(by: 1) }
}
