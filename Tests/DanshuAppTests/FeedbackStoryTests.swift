import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// Prices in the forms and the trends pane (design.md §6), told as stories: each key and what it changed.
@Suite("Prices and the trends pane")
struct FeedbackStoryTests {
    static let highball = Preset(name: "ハイボール", abvTenths: 70, ml: 350, priceYen: 450, extraKcal: 40)

    @Test(
        "a: a preset with a price and calories, as an input method types them; Enter shows them again; its chip records them"
    )
    func presetWithAPrice() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.addPressed))
        state.fill("ハイボール", "7", "350", "４５０円", "４０")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        #expect(state.journal.presets.last == Self.highball)

        reduce(&state, .presets(.editPressed))
        #expect(state.form?.price.text == "450" && state.form?.kcal.text == "40")
        reduce(&state, .modal(.drinkForm(.cancelPressed)))
        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.chipTapped(7)))
        #expect(state.selectedRecord == drank(Self.highball.entry))
        #expect(state.selectedRecord?.spentYen == 450 && state.selectedRecord?.drinks.first?.extraKcal == 40)
    }

    @Test("a price left empty is no price; clearing it in the form takes it away", arguments: ["", "  "])
    func emptyPrice(_ text: String) {
        var state = AppState.fixture(today: "2026-11-29", presets: [Self.highball])
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.editPressed))
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 3))))
        assertReduce(&state, .modal(.drinkForm(.textEdited(.clear)))) {
            $0.modal = .drinkForm(Self.form($0, price: ""))
        }
        state.type(text)
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        #expect(state.journal.presets == [Preset(name: "ハイボール", abvTenths: 70, ml: 350, extraKcal: 40)])
    }

    /// The open form with its price field set to `price`, the cursor at its end.
    static func form(_ state: AppState, price: String) -> DrinkForm {
        var form = state.form ?? DrinkForm(purpose: .oneOff)
        form.price = TextField(price, limit: form.price.limit)
        return form
    }

    @Test(
        "bad prices and calories stay in the form with the reason beside the field, and change nothing",
        arguments: [
            ("-5", DrinkForm.Field.price, DrinkForm.Problem.drink(.outOfRange(0...100_000))),
            ("100001", .price, .drink(.outOfRange(0...100_000))), ("1e3", .price, .number(.notANumber)),
            ("abc", .price, .number(.notANumber)), ("12.5", .price, .number(.notANumber)),
        ])
    func badPrice(text: String, field: DrinkForm.Field, problem: DrinkForm.Problem) {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.addPressed))
        state.fill("ハイボール", "7", "350", text, "10001")
        let before = state.journal
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))) == [])
        #expect(state.form?.problems == [field: problem, .kcal: .drink(.outOfRange(0...10_000))])
        #expect(state.form?.focus == .price)
        #expect(state.journal == before)
    }

    @Test("o: a one-off with a price; the grams-only one-off takes one too")
    func oneOffWithAPrice() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("ハイボール", "7", "350", "", "¥450")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        reduce(&state, .main(.oneOffPressed))
        state.fill("梅酒", "", "", "10.5", "300")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        #expect(state.selectedRecord?.drinks.map(\.priceYen) == [450, 300])
        #expect(state.selectedRecord?.spentYen == 750)
        // Undo takes the priced drink back like any other.
        reduce(&state, .app(.undoPressed))
        #expect(state.selectedRecord?.drinks.map(\.priceYen) == [450])
    }

    @Test("a preset's price changes with three of it on the day: the messages count every IPA the day shows (trial)")
    func priceChangedMidDay() {
        let ipa = Preset(name: "IPA", abvTenths: 65, ml: 350, priceYen: 680)
        var state = AppState.fixture(today: "2026-11-29", presets: [ipa])
        for _ in 0..<3 { reduce(&state, .main(.chipTapped(0))) }
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.editPressed))
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 3))))
        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("700")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.chipTapped(0)))
        #expect(state.selectedRecord?.drinks.map(\.count) == [3, 1], "another price is another entry")
        #expect(state.message == .drinkAdded(name: "IPA", dayCount: 4, today: true))
        reduce(&state, .main(.removeLastDrinkPressed))
        #expect(state.selectedRecord?.drinks.map(\.count) == [3])
        #expect(state.message == .drinkRemoved(name: "IPA", dayLeft: 3, today: true))
        reduce(&state, .main(.removeLastDrinkPressed))
        #expect(state.message == .drinkRemoved(name: "IPA", dayLeft: 2, today: true))
    }

    // MARK: The trends pane

    @Test("w opens the trends pane; ← → move by a week, PgUp PgDn by four, the selected day with them; Esc returns")
    func trendsPane() {
        var state = AppState.fixture(today: "2026-11-29")
        state.message = nil
        assertReduce(&state, .app(.trendsPressed)) { $0.pane = .trends }
        assertReduce(&state, .trends(.weekMoved(by: -1))) { $0.selected = day("2026-11-22") }
        assertReduce(&state, .trends(.weekMoved(by: -4))) { $0.selected = day("2026-10-25") }
        assertReduce(&state, .trends(.weekMoved(by: 4))) { $0.selected = day("2026-11-22") }
        assertReduce(&state, .main(.todayPressed)) { $0.selected = day("2026-11-29") }
        assertReduce(&state, .app(.closePressed)) { $0.pane = .main }
    }

    @Test(
        "→ from a week before reaches this week even when the same weekday is still to come; from this week it is refused"
    )
    func trendsStopAtThisWeek() {
        var state = AppState.fixture(today: "2026-11-30") // a Monday
        state.message = nil
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .main(.dayClicked(day("2026-11-25")))) // Wednesday of the week before
        assertReduce(&state, .trends(.weekMoved(by: 1))) { $0.selected = day("2026-11-30") }
        assertReduce(&state, .trends(.weekMoved(by: 1))) { $0.message = .futureDay }
        // Four weeks on from five weeks back: the same weekday, four weeks later.
        reduce(&state, .main(.dayClicked(day("2026-10-21"))))
        assertReduce(&state, .trends(.weekMoved(by: 4))) { $0.selected = day("2026-11-18") }
    }

    @Test("the trends pane only looks: on a read-only journal it opens and moves")
    func trendsReadOnly() {
        var state = AppState(
            journal: Journal(), today: day("2026-11-29"), readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j"))
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .trends(.weekMoved(by: -1)))
        #expect(state.pane == .trends && state.selected == day("2026-11-22"))
        #expect(state.message == .openedReadOnly(.writeProtected))
    }
}
