import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

/// A drink beyond what a person can drink (issue 40, `BeyondDrinkable`) is asked about once before it is recorded: y
/// records it, n or Esc records nothing (a typed one-off goes back to its form as typed); a day already past the line is
/// not asked about again.
@Suite("The question before an amount beyond drinking")
struct AmountQuestionTests {
    /// Six bottles of wine today: 449.4 g, one more passes 500 g.
    static func sixBottles() -> AppState {
        AppState.fixture(today: "2026-11-29", days: ["2026-11-29": drank(entry(Drink.wineBottle, count: 6))])
    }

    @Test(
        "a chip that takes the day past 500 g asks; n keeps the day; y records it as the chip would; the next is not asked"
    )
    func chip() {
        var state = Self.sixBottles()
        let before = state.journal
        #expect(reduce(&state, .main(.chipTapped(2))) == [])
        guard case .amountQuestion(let question)? = state.modal else {
            Issue.record("no question: \(String(describing: state.modal))")
            return
        }
        #expect(
            question.beyond == .day(gramsTenths: 5243) && question.entry == entry(Drink.wineBottle)
                && question.form == nil)
        #expect(reduce(&state, .modal(.amountQuestion(.answered(false)))) == [])
        #expect(state.modal == nil && state.journal == before)
        reduce(&state, .main(.chipTapped(2)))
        #expect(reduce(&state, .modal(.amountQuestion(.cancelPressed))) == [] && state.journal == before)
        reduce(&state, .main(.chipTapped(2)))
        #expect(reduce(&state, .modal(.amountQuestion(.answered(true)))).isOneSave)
        #expect(state.modal == nil && state.selectedRecord == drank(entry(Drink.wineBottle, count: 7)))
        #expect(state.message == .drinkAdded(name: Drink.wineBottle.name, dayCount: 7, today: true))
        // Asked once: the day is past the line now, one more beer is recorded at once; undo takes each back.
        #expect(reduce(&state, .main(.chipTapped(0))).isOneSave && state.modal == nil)
        reduce(&state, .app(.undoPressed))
        reduce(&state, .app(.undoPressed))
        #expect(state.journal == before)
    }

    @Test("o: a one-off of 600 g asks; n goes back to the form as typed; y records it")
    func oneOff() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("梅酒", "", "", "600")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))) == [])
        guard case .amountQuestion(let question)? = state.modal else {
            Issue.record("no question: \(String(describing: state.modal))")
            return
        }
        #expect(question.beyond == .entry(gramsTenths: 6000))
        let typed = question.form
        reduce(&state, .modal(.amountQuestion(.answered(false))))
        #expect(state.form == typed && state.form?.previewTenths == 6000 && state.journal.days.isEmpty)
        reduce(&state, .modal(.drinkForm(.submitPressed)))
        #expect(reduce(&state, .modal(.amountQuestion(.answered(true)))).isOneSave)
        #expect(state.modal == nil)
        #expect(
            state.selectedRecord == drank(DrinkEntry(name: "梅酒", ml: nil, abvTenths: nil, gramsTenths: 6000, count: 1)))
    }

    @Test("stronger than any drink sold asks even on an ordinary day; within the lines nothing is asked")
    func strongerThanSold() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("エタノール", "99", "30")
        reduce(&state, .modal(.drinkForm(.submitPressed)))
        if case .amountQuestion(let question)? = state.modal {
            #expect(question.beyond == .strongerThanSold(abvTenths: 990))
        } else {
            Issue.record("no question: \(String(describing: state.modal))")
        }
        var plain = AppState.fixture(today: "2026-11-29")
        reduce(&plain, .main(.oneOffPressed))
        plain.fill("スピリタス", "96", "30")
        #expect(reduce(&plain, .modal(.drinkForm(.submitPressed))).isOneSave && plain.modal == nil)
    }

    @Test("on a read-only journal nothing is asked: the change is refused with the reason")
    func readOnly() {
        let base = Self.sixBottles()
        var state = AppState(
            journal: base.journal, today: base.today, readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j.json"))
        #expect(reduce(&state, .main(.chipTapped(2))) == [])
        #expect(state.modal == nil && state.message == .readOnlyRefused(.writeProtected))
    }
}
