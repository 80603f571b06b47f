import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

@Suite("One-off drinks")
struct OneOffDrinkTests {
    let highball = DrinkEntry(name: "ハイボール", ml: 350, abvTenths: 70, gramsTenths: 196, count: 1)

    @Test("o asks for name, ABV and volume, and adds the drink to the day")
    func byVolume() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .main(.oneOffPressed))
        #expect(state.form?.purpose == .oneOff)
        #expect(state.form?.fields == [.name, .abv, .ml, .grams, .price])
        #expect(state.form?.focus == .name)
        state.fill("ハイボール", "7", "350")
        #expect(state.form?.previewTenths == 196)
        let effects = reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(effects.isOneSave)
        #expect(state.modal == nil)
        #expect(state.selectedRecord == drank(highball))
        #expect(state.message == .drinkAdded(name: "ハイボール", dayCount: 1, today: true))
    }

    @Test("Full-width digits and units as an input method types them")
    func fullWidth() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .main(.oneOffPressed))
        state.fill(" ハイボール ", "７％", "３５０ ml")
        reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(state.selectedRecord == drank(highball))
    }

    @Test("Grams alone, with ABV and volume left empty")
    func byGrams() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .main(.oneOffPressed))
        state.fill("梅酒", "", "", "10.5")
        #expect(state.form?.previewTenths == 105)
        reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(
            state.selectedRecord == drank(DrinkEntry(name: "梅酒", ml: nil, abvTenths: nil, gramsTenths: 105, count: 1)))
    }

    @Test("The same one-off again counts up its entry")
    func sameAgain() {
        var state = AppState.fixture(today: "2026-11-29")

        for _ in 1...2 {
            reduce(&state, .main(.oneOffPressed))
            state.fill("ハイボール", "7", "350")
            reduce(&state, .modal(.drinkForm(.submitPressed)))
        }

        #expect(
            state.selectedRecord?.drinks == [
                DrinkEntry(name: "ハイボール", ml: 350, abvTenths: 70, gramsTenths: 196, count: 2)
            ])
    }

    @Test("Bad input keeps the form open with the reasons and saves nothing")
    func invalid() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("", "abc", "")

        let effects = reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(effects == [])
        #expect(state.form?.problems == [.name: .drink(.missing), .abv: .number(.notANumber), .ml: .drink(.missing)])
        #expect(state.form?.focus == .name)
        #expect(state.journal == .empty)
        #expect(state.history.canUndo == false)
    }

    @Test(
        "Out of range and too precise numbers are refused by field",
        arguments: [
            ("101", "350", DrinkForm.Field.abv, DrinkForm.Problem.drink(.outOfRange(0...1000))),
            ("-5", "350", .abv, .drink(.outOfRange(0...1000))),
            ("13.55", "350", .abv, .number(.tooManyDecimals)),
            ("7", "0", .ml, .drink(.outOfRange(1...5000))),
            ("7", "5001", .ml, .drink(.outOfRange(1...5000))),
            ("7", "1e3", .ml, .number(.notANumber)),
            ("7", "", .ml, .drink(.missing)),
            ("", "350", .abv, .drink(.missing)),
        ])
    func outOfRange(abv: String, ml: String, field: DrinkForm.Field, problem: DrinkForm.Problem) {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("ハイボール", abv, ml)

        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))) == [])

        #expect(state.form?.problems == [field: problem])
        #expect(state.form?.focus == field)
        #expect(state.form?.previewTenths == nil)
        #expect(state.journal.days.isEmpty)
    }

    @Test("With neither volume nor grams the grams field asks for one")
    func neither() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.type("ハイボール")

        reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(state.form?.problems == [.grams: .drink(.missing)])
        #expect(state.form?.focus == .grams)
    }

    @Test("Typing into a field clears its reason; fixing it saves")
    func fixAndSave() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("ハイボール", "70", "350")
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: -2)))) // from grams back to ABV
        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("１０１")
        reduce(&state, .modal(.drinkForm(.submitPressed)))
        #expect(state.form?.problems == [.abv: .drink(.outOfRange(0...1000))])

        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        #expect(state.form?.problems == [:])
        state.type("7")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        #expect(state.selectedRecord == drank(highball))
    }

    @Test("Tab wraps around the five fields")
    func fieldsWrap() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))

        reduce(&state, .modal(.drinkForm(.fieldMoved(by: -1))))
        #expect(state.form?.focus == .price)
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 1))))
        #expect(state.form?.focus == .name)
    }

    @Test("Esc closes the form and adds nothing")
    func cancel() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("ハイボール", "7", "350")

        #expect(reduce(&state, .modal(.drinkForm(.cancelPressed))) == [])

        #expect(state.modal == nil)
        #expect(state.journal == .empty)
    }
}

/// Text past a field's limit is refused with a reason instead of vanishing.
@Suite struct FieldLimitTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)

    @Test func aNameLongerThanTheLimitSaysSo() {
        var state = AppState(journal: Journal(), today: Self.today)
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.addPressed))
        reduce(
            &state,
            .modal(.drinkForm(.textEdited(.insert(String(repeating: "酒", count: Limits.nameLength.upperBound + 1))))))
        guard case .drinkForm(let form)? = state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(form.problems[.name] == .tooLong(Limits.nameLength.upperBound))
        #expect(form.name.text.isEmpty)
    }

    @Test func aNoteLongerThanTheLimitSaysSo() {
        var state = AppState(journal: Journal(), today: Self.today)
        reduce(&state, .main(.notePressed))
        reduce(
            &state, .modal(.note(.textEdited(.insert(String(repeating: "a", count: Limits.noteLength.upperBound + 1)))))
        )
        #expect(state.message == .tooLong(limit: Limits.noteLength.upperBound))
        #expect(state.message?.isError == true)
    }
}
