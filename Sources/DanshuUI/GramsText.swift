import DanshuCore

/// Grams for a narrow place on the screen. Amounts as large as the limits allow (100 entries of 999 drinks of
/// 4,000 g: 399,600,000 g a day) would be cut with … in a fixed column, which reads as a different number.
enum GramsText {
    /// `formatGrams` when it fits in `width` columns, else the amount rounded half up to whole grams (`1235g`),
    /// kilograms (`123kg`) or tonnes (`400t`), the first that fits; a cut `formatGrams` when none does.
    static func fitting(_ tenths: Int, width: Int) -> String {
        let exact = formatGrams(tenths)
        guard exact.utf8.count > width, tenths >= 0 else { return exact }
        for (divisor, unit) in [(10, "g"), (10_000, "kg"), (10_000_000, "t")] {
            let text = String(dividedRoundingHalfUp(tenths, by: divisor)) + unit
            if text.utf8.count <= width { return text }
        }
        return TextWidth.truncate(exact, to: width)
    }
}
