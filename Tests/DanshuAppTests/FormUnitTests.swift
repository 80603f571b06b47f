import DanshuCore
import DanshuTestSupport
import DanshuText
import Testing

@testable import DanshuApp

/// The drink form with a value typed in the other field's unit.
@Suite("Units in the form")
struct FormUnitTests {
    @Test("In the form a unit in the other field is named, not called not-a-number")
    func formFieldUnits() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.addPressed))
        state.fill("酒", "180ml", "15%")
        reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(state.form?.problems == [.abv: .otherFieldsUnit, .ml: .otherFieldsUnit])
        #expect(Catalog(.ja).problem(.otherFieldsUnit, field: .abv) == "ml は量の欄へ")
        #expect(Catalog(.en).problem(.otherFieldsUnit, field: .ml) == "% goes under ABV")
    }
}
