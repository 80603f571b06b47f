import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The preset pane (`e`) shows a price and the calories besides alcohol once a preset has them, as `presets list` does.
@Suite struct PresetPaneColumnsTests {
    static func state(price: Bool, kcal: Bool) -> AppState {
        var journal = Journal()
        journal.presets[0].priceYen = price ? 300 : nil
        journal.presets[3].extraKcal = kcal ? 150 : nil
        var state = AppState(journal: journal, today: LocalDate(year: 2026, month: 11, day: 29)!)
        reduce(&state, .app(.presetPanePressed))
        return state
    }

    func text(_ state: AppState, _ width: Int, _ language: Language) -> String {
        Screen.render(state, width: width, height: 24, catalog: Catalog(language), theme: Theme(color: false)).canvas
            .text
    }

    @Test(
        "price and kcal columns once a preset has them, at 80 and 120 columns, in both languages (trial)",
        arguments: [Language.ja, .en], [80, 120])
    func columns(_ language: Language, _ width: Int) {
        let catalog = Catalog(language)
        let both = text(Self.state(price: true, kcal: true), width, language)
        #expect(both.contains(catalog.presetPriceColumn) && both.contains(catalog.presetKcalColumn), "\(both)")
        #expect(both.contains(catalog.yen(300)) && both.contains(catalog.kcal(150)), "\(both)")
        let priced = text(Self.state(price: true, kcal: false), width, language)
        #expect(priced.contains(catalog.yen(300)) && !priced.contains(catalog.presetKcalColumn), "\(priced)")
        let neither = text(Self.state(price: false, kcal: false), width, language)
        #expect(
            !neither.contains(catalog.presetPriceColumn) && !neither.contains(catalog.presetKcalColumn), "\(neither)")
    }

    @Test("snapshot: both columns at 80×22")
    func snapshot() {
        let canvas = Screen.render(
            Self.state(price: true, kcal: true), width: 80, height: 22, catalog: Catalog(.ja), theme: Theme(color: true)
        ).canvas
        assertSnapshot(canvas, named: "presets-feedback-80x22")
        assertSnapshot(
            Screen.render(
                Self.state(price: true, kcal: true), width: 80, height: 24, catalog: Catalog(.en),
                theme: Theme(color: true)
            ).canvas,
            named: "presets-feedback-80x24-en")
    }
}
