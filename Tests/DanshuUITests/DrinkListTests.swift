import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The drink list under the day panel: entries that differ never read the same, and a price shows where it fits.
@Suite struct DrinkListTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// The trial's day: `IPA × 3` at 680 yen, then the preset's price changed to 700 and tapped once more.
    static func state(_ entries: [DrinkEntry]) -> AppState {
        var state = AppState(
            journal: Journal(presets: [], days: [today: DayRecord(drank: true, drinks: entries)]), today: today)
        state.message = nil
        return state
    }

    static func ipa(count: Int, yen: Int?, ml: Int = 350, kcal: Int? = nil) -> DrinkEntry {
        var entry = Preset(name: "IPA", abvTenths: 65, ml: ml, priceYen: yen, extraKcal: kcal).entry
        entry.count = count
        return entry
    }

    func drinkRows(_ state: AppState, _ width: Int = 80, _ height: Int = 22, _ language: Language = .ja) -> [String] {
        let canvas = Screen.render(
            state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: false)
        ).canvas
        let layout = MainLayout(for: state, width: width, height: height)
        // Each row up to the gauge's frame, the trailing spaces trimmed.
        return (layout.drinks.y + 1..<layout.drinks.maxY).map { canvas.row($0) }
            .map { String($0.split(separator: "│", omittingEmptySubsequences: false)[0].dropFirst(layout.drinks.x)) }
            .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
            .filter { $0.contains(" × ") }
    }

    @Test("the same drink at two prices: each line shows its price per drink, so the two lines differ (trial)")
    func twoPrices() {
        let state = Self.state([Self.ipa(count: 3, yen: 680), Self.ipa(count: 1, yen: 700)])
        let ja = drinkRows(state)
        #expect(ja.count == 2 && ja[0].hasPrefix(" IPA 680円 × 3") && ja[1].hasPrefix(" IPA 700円 × 1"), "\(ja)")
        let en = drinkRows(state, 80, 24, .en)
        #expect(en.count == 2 && en[0].hasPrefix(" IPA ¥680 × 3") && en[1].hasPrefix(" IPA ¥700 × 1"), "\(en)")
    }

    @Test(
        "same name, same price: the size or the calories tell the entries apart; an unpriced lone drink shows no price")
    func otherDifferences() {
        let sizes = drinkRows(Self.state([Self.ipa(count: 1, yen: 680), Self.ipa(count: 2, yen: 680, ml: 500)]))
        #expect(
            sizes.count == 2 && sizes[0].hasPrefix(" IPA 680円 350ml 6.5% × 1")
                && sizes[1].hasPrefix(" IPA 680円 500ml 6.5% × 2"), "\(sizes)")
        let kcal = drinkRows(Self.state([Self.ipa(count: 1, yen: nil, kcal: 40), Self.ipa(count: 1, yen: nil)]))
        #expect(kcal.count == 2 && kcal[0].hasPrefix(" IPA +40kcal × 1") && kcal[1].hasPrefix(" IPA × 1"), "\(kcal)")
        let plain = drinkRows(Self.state([Self.ipa(count: 2, yen: nil)]))
        #expect(plain.count == 1 && plain[0].hasPrefix(" IPA × 2"), "\(plain)")
    }

    @Test("a lone drink's price gives way to its whole name; what tells two apart cuts the name instead")
    func longNames() {
        let long = String(repeating: "長", count: 17) // 34 of the 37 columns a name has at 80: not with a price
        var one = Preset(name: long, abvTenths: 50, ml: 500, priceYen: 300).entry
        let alone = drinkRows(Self.state([one]))
        #expect(alone.first?.hasPrefix(" " + long + " × 1") == true, "\(alone)")
        one.count = 2
        var other = one
        other.priceYen = 320
        let twins = drinkRows(Self.state([one, other]))
        #expect(twins.count == 2 && twins[0].contains("… 300円 × 2") && twins[1].contains("… 320円 × 2"), "\(twins)")
    }
}
