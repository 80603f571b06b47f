import DanshuCore
import DanshuText

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

    /// Grams with the second unit beside them (`Catalog.grams`) when set: whole, else with whole grams
    /// (`229g（22.9ドリンク）`), then with the second unit whole too (`229g（23ドリンク）`), so a month's total keeps the unit
    /// its days show; grams alone (`fitting`) only when none of these fits.
    static func fitting(_ tenths: Int, _ unit: SecondUnit, width: Int, catalog: Catalog) -> String {
        let exact = catalog.grams(tenths, unit)
        guard TextWidth.of(exact) > width, let units = unit.tenths(ofGramsTenths: tenths), tenths >= 0 else {
            return TextWidth.of(exact) <= width ? exact : fitting(tenths, width: width)
        }
        let whole = "\(wholeGrams(tenths))g"
        for amount in [catalog.secondUnitAmount(units, unit), catalog.secondUnitAmount(units, unit, whole: true)] {
            let text = catalog.grams(whole, beside: amount)
            if TextWidth.of(text) <= width { return text }
        }
        return fitting(tenths, width: width)
    }
}
