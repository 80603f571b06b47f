/// Pure alcohol arithmetic in exact integer tenths (of a gram, of a percent).
public enum PureAlcohol {
    /// Grams of pure alcohol in tenths for `ml` millilitres at `abvTenths` tenths of a percent:
    /// ml × abv% / 100 × 0.8, rounded half up once.
    public static func tenths(ml: Int, abvTenths: Int) -> Int {
        // g10 = ml × abv10 × 8 / 1000; all terms are non-negative.
        dividedRoundingHalfUp(ml * abvTenths * 8, by: 1000)
    }
}

/// `n / d` for non-negative `n` and positive `d`, rounded half up: the one rounding danshu does, in grams,
/// averages, goals and colors alike.
public func dividedRoundingHalfUp(_ n: Int, by d: Int) -> Int {
    (2 * n + d) / (2 * d)
}

/// Whole grams from tenths, rounded half up (405 → 41): for places too narrow for the decimal.
public func wholeGrams(_ tenths: Int) -> Int { dividedRoundingHalfUp(tenths, by: 10) }

/// Formats integer tenths with one decimal: 200 → "20.0".
public func formatTenths(_ tenths: Int) -> String {
    let sign = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    return "\(sign)\(magnitude / 10).\(magnitude % 10)"
}

/// Formats integer tenths with a decimal only when needed: 50 → "5", 135 → "13.5".
public func formatTenthsCompact(_ tenths: Int) -> String {
    tenths % 10 == 0 ? String(tenths / 10) : formatTenths(tenths)
}

/// Formats grams in tenths the way the screen shows them: 200 → "20.0g".
public func formatGrams(_ tenths: Int) -> String { formatTenths(tenths) + "g" }

/// Formats an ABV in tenths of a percent the one way the app and the command line show it, as it is typed:
/// 50 → "5%", 135 → "13.5%".
public func formatABV(_ tenths: Int) -> String { formatTenthsCompact(tenths) + "%" }

/// Formats a volume the one way the app and the command line show it: 500 → "500ml".
public func formatMillilitres(_ ml: Int) -> String { "\(ml)ml" }
