import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Pure alcohol")
struct PureAlcoholTests {
    @Test("The default presets are seed 000's, in order")
    func defaultPresets() {
        #expect(
            Preset.defaults.map(\.name) == [
                "ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合",
                "ウイスキーダブル1杯", "ストロング 9% 500ml", "缶チューハイ 7% 500ml",
            ])
        #expect(Preset.defaults.map(\.abvTenths) == [50, 130, 130, 150, 430, 90, 70])
        #expect(Preset.defaults.map(\.ml) == [500, 120, 720, 180, 60, 500, 500])
    }

    @Test(
        "Each default preset's grams, exactly",
        arguments: zip(Preset.defaults, [200, 125, 749, 216, 206, 360, 280]))
    func defaultPresetGrams(preset: Preset, tenths: Int) {
        #expect(preset.gramsTenths == tenths)
        #expect(preset.entry.gramsTenths == tenths)
        #expect(preset.entry.count == 1)
    }

    @Test("350 ml at 9 % is 25.2 g, where floating point is off at the last digit")
    func strongCan350() {
        #expect(PureAlcohol.tenths(ml: 350, abvTenths: 90) == 252)
    }

    // ml × abv10 × 8 is a multiple of 8 and 500 + 1000k never is, so an exact half tenth cannot occur;
    // these are the nearest values on either side of a .x5 boundary.
    @Test(
        "One rounding per drink, half up at the .x5 boundary",
        arguments: [
            (ml: 1, abvTenths: 62, tenths: 0), // 0.0496 g → 0.0 g
            (ml: 1, abvTenths: 63, tenths: 1), // 0.0504 g → 0.1 g
            (ml: 120, abvTenths: 162, tenths: 156), // 15.552 g → 15.6 g (not truncated to 15.5)
            (ml: 120, abvTenths: 163, tenths: 156), // 15.648 g → 15.6 g (not rounded up to 15.7)
            (ml: 120, abvTenths: 12, tenths: 12), // 1.152 g → 1.2 g
            (ml: 120, abvTenths: 13, tenths: 12), // 1.248 g → 1.2 g
            (ml: 500, abvTenths: 0, tenths: 0), // alcohol-free beer
            (ml: 5000, abvTenths: 1000, tenths: 40000), // the largest drink the limits allow
        ])
    func roundingHalfUp(ml: Int, abvTenths: Int, tenths: Int) {
        #expect(PureAlcohol.tenths(ml: ml, abvTenths: abvTenths) == tenths)
    }

    @Test("Agrees with ml × ABV % / 100 × 0.8 rounded half up, for every ABV in tenths")
    func agreesWithTheFormula() {
        var wrong: [String] = []
        for ml in [1, 7, 30, 60, 120, 180, 330, 350, 355, 500, 720, 1800, 5000] {
            for abvTenths in 0...1000 {
                // Exact grams in thousandths of a tenth; round half up by the remainder.
                let (tenths, thousandths) = (ml * abvTenths * 8).quotientAndRemainder(dividingBy: 1000)
                let expected = thousandths >= 500 ? tenths + 1 : tenths
                let got = PureAlcohol.tenths(ml: ml, abvTenths: abvTenths)
                if got != expected { wrong.append("\(ml) ml × \(abvTenths)‰: \(got), expected \(expected)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test("Sums of a day are exact: 3 × 25.2 g is 75.6 g")
    func sumsAreExact() {
        let strong350 = DrinkEntry(name: "ストロング350", ml: 350, abvTenths: 90, gramsTenths: 252, count: 3)
        let day = DayRecord(drank: true, drinks: [strong350, entry(Drink.wineGlass, count: 2)])
        #expect(day.totalTenths == 756 + 250)
        #expect(day.drinkCount == 5)
    }

    @Test(
        "formatTenths shows one decimal",
        arguments: [
            (200, "20.0"), (5, "0.5"), (0, "0.0"), (749, "74.9"), (12345, "1234.5"), (-5, "-0.5"), (-200, "-20.0"),
        ])
    func formatTenthsOneDecimal(tenths: Int, text: String) {
        #expect(formatTenths(tenths) == text)
    }

    @Test("formatGrams adds the unit", arguments: [(200, "20.0g"), (252, "25.2g"), (0, "0.0g")])
    func formatGramsWithUnit(tenths: Int, text: String) {
        #expect(formatGrams(tenths) == text)
    }

    @Test(
        "formatTenthsCompact drops a zero decimal",
        arguments: [
            (50, "5"), (135, "13.5"), (0, "0"), (1000, "100"), (5, "0.5"), (430, "43"), (-135, "-13.5"), (-50, "-5"),
        ])
    func formatTenthsCompactly(tenths: Int, text: String) {
        #expect(formatTenthsCompact(tenths) == text)
    }
}
