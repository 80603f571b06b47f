import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// `p` in the trends pane (issue 25): the week's plan, its days marked with Space, its amount stepped by a drink, the
/// suggestion taken only with `s`, saved as one undoable change with Enter, removed with `d`, left alone with Esc.
@Suite("The plan form")
struct PlanFormTests {
    /// Saturday 2026-11-28; the week from Sunday 11-22 holds a 50 g day, the one before a 35 g day.
    static func state() -> AppState {
        var state = AppState.fixture(
            today: "2026-11-28",
            days: [
                "2026-11-16": drank(entry(Drink.beer), entry(Drink.wineGlass)), // 32.5 g
                "2026-11-24": drank(entry(Drink.beer, count: 2), entry(Drink.wineGlass)), // 52.5 g
            ])
        state.message = nil
        return state
    }

    static let week = day("2026-11-22")

    @Test(
        "the story: p opens this week's form, Space marks Friday and Saturday, → sets one drink and more, Enter saves it; u takes it back"
    )
    func story() {
        var state = Self.state()
        reduce(&state, .app(.trendsPressed))
        var form = PlanForm(journal: state.journal, weekStart: Self.week, today: state.today)
        assertReduce(&state, .trends(.planPressed)) { $0.modal = .plan(form) }
        // The last 14 days hold 52.5 g at most; less a drink is 42 g, over the 40 g heavy-day line (no sex set): 40 g.
        #expect(form.suggestion?.maxTenths == 400 && form.suggestion?.isHeavyDayLine == true && !form.hadPlan)
        for _ in 0..<5 { reduce(&state, .modal(.plan(.stepped(by: 1)))) }
        assertReduce(&state, .modal(.plan(.dayToggled))) {
            form.dayCursor = 5
            form.drinkingDays = [.friday]
            $0.modal = .plan(form)
        }
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        reduce(&state, .modal(.plan(.dayToggled)))
        // Enter before an amount is chosen says what is missing and keeps the form.
        let open = state.modal
        assertReduce(&state, .modal(.plan(.submitPressed))) { $0.message = .plan(.refused(.noAmount)) }
        #expect(state.modal == open)
        reduce(&state, .modal(.plan(.fieldMoved(by: 1))))
        for _ in 0..<4 { reduce(&state, .modal(.plan(.stepped(by: 1)))) } // 10, 20, 30, 40 g
        reduce(&state, .modal(.plan(.stepped(by: -1))))
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        let plan = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400)
        assertReduce(&state, .modal(.plan(.submitPressed)), effects: [.save(days: [])]) {
            $0.modal = nil
            $0.journal.plans[Self.week] = plan
            $0.message = .plan(.saved(weekStart: Self.week))
            $0.unsaved = .edit
        }
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.plans.isEmpty && state.pane == .trends)
        reduce(&state, .app(.redoPressed))
        #expect(state.journal.plans == [Self.week: plan])
    }

    @Test("the suggestion is shown and never taken without s; s takes it into the amount")
    func suggestion() {
        var state = Self.state()
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.dayToggled)))
        guard case .plan(var form)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(form.maxTenths == nil)
        reduce(&state, .modal(.plan(.submitPressed)))
        #expect(state.journal.plans.isEmpty && state.message == .plan(.refused(.noAmount)))
        reduce(&state, .modal(.plan(.suggestionTaken)))
        form.maxTenths = 400
        form.focus = .amount
        #expect(state.modal == .plan(form))
        reduce(&state, .modal(.plan(.submitPressed)))
        #expect(state.journal.plans[Self.week] == WeekPlan(drinkingDays: [.sunday], maxTenths: 400))
        // Nothing to step down from: s says so and changes nothing.
        var sober = AppState.fixture(today: "2026-11-28", days: ["2026-11-27": .sober])
        reduce(&sober, .app(.trendsPressed))
        reduce(&sober, .trends(.planPressed))
        let open = sober.modal
        reduce(&sober, .modal(.plan(.suggestionTaken)))
        #expect(sober.modal == open && sober.message == .plan(.noSuggestion))
    }

    @Test(
        "s before any day is marked takes the amount, says the days are next and puts the cursor on them; Space then uses it (issue 40)"
    )
    func suggestionBeforeAnyDay() {
        var state = Self.state()
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.fieldMoved(by: 1)))) // on the amount row, as a user looking at the amount is
        guard case .plan(var form)? = state.modal else { return #expect(Bool(false), "no form") }
        reduce(&state, .modal(.plan(.suggestionTaken)))
        form.maxTenths = 400
        form.focus = .days
        #expect(state.modal == .plan(form) && state.message == .plan(.suggestionNeedsDays))
        #expect(state.message?.isError == false)
        reduce(&state, .modal(.plan(.dayToggled)))
        reduce(&state, .modal(.plan(.submitPressed)))
        #expect(state.journal.plans[Self.week] == WeekPlan(drinkingDays: [.sunday], maxTenths: 400))
    }

    @Test(
        "the week row moves to next week, showing its own plan; a week with no drinking day saves as a sober week; d removes a plan"
    )
    func otherWeeksAndRemoval() {
        var state = Self.state()
        let next = day("2026-11-29")
        state.journal.plans[next] = WeekPlan(drinkingDays: [.saturday], maxTenths: 200)
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.fieldMoved(by: -1))))
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        guard case .plan(let form)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(form.weekStart == next && form.hadPlan && form.drinkingDays == [.saturday] && form.maxTenths == 200)
        // Removing it is one change, and says which week.
        #expect(reduce(&state, .modal(.plan(.removePressed))).isOneSave)
        #expect(state.journal.plans.isEmpty && state.message == .plan(.removed(weekStart: next)) && state.modal == nil)
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.removePressed)))
        #expect(state.message == .plan(.nothingToRemove))
        // This week, no day marked: a week planned sober.
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.submitPressed)))
        #expect(state.journal.plans == [Self.week: .sober])
        // Esc leaves the journal as it was.
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.dayToggled)))
        let before = state.journal
        reduce(&state, .modal(.plan(.cancelPressed)))
        #expect(state.journal == before && state.modal == nil)
    }

    @Test(
        "← → on the week row with unsaved days or an amount keep them and say so; a second ← → moves and drops them; Tab then arrows never drop them silently"
    )
    func unsavedChangesAreKept() {
        var state = Self.state()
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .trends(.planPressed))
        // Friday marked, an amount chosen, then Tab from the amount row wraps to the week row.
        for _ in 0..<5 { reduce(&state, .modal(.plan(.stepped(by: 1)))) }
        reduce(&state, .modal(.plan(.dayToggled)))
        reduce(&state, .modal(.plan(.fieldMoved(by: 1))))
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        reduce(&state, .modal(.plan(.fieldMoved(by: 1))))
        guard case .plan(let typed)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(
            typed.focus == .week && typed.hasUnsavedChanges && typed.drinkingDays == [.friday] && typed.maxTenths == 100
        )
        // → keeps the week and what was typed, and says how to save or drop it.
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        guard case .plan(let kept)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(
            kept.weekStart == Self.week && kept.drinkingDays == [.friday] && kept.maxTenths == 100 && kept.moveWarned)
        #expect(state.message == .plan(.unsavedChanges) && state.message?.isError == true)
        // Any other key asks again: a Tab round back to the week row and → still keep them.
        for _ in 0..<3 { reduce(&state, .modal(.plan(.fieldMoved(by: 1)))) }
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        guard case .plan(let again)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(again.weekStart == Self.week && again.drinkingDays == [.friday])
        // Enter saves them; a second → right after the warning moves and drops them instead.
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        guard case .plan(let moved)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(moved.weekStart == day("2026-11-29") && moved.drinkingDays.isEmpty && !moved.hasUnsavedChanges)
        #expect(state.journal.plans.isEmpty)
        // With nothing typed the week row moves at once.
        reduce(&state, .modal(.plan(.stepped(by: -1))))
        guard case .plan(let back)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(back.weekStart == Self.week)
        // A shown week's own plan is not unsaved; changing it is.
        state.modal = nil
        state.journal.plans[Self.week] = WeekPlan(drinkingDays: [.saturday], maxTenths: 200)
        reduce(&state, .trends(.planPressed))
        guard case .plan(var planned)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(!planned.hasUnsavedChanges)
        planned.stepAmount(by: 1)
        #expect(planned.hasUnsavedChanges)
    }

    @Test("weeks past the plannable ones are refused in the form; a read-only journal opens no form")
    func limits() {
        var state = Self.state()
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.fieldMoved(by: -1))))
        for _ in 0..<Limits.planWeeksAhead { reduce(&state, .modal(.plan(.stepped(by: 1)))) }
        guard case .plan(let last)? = state.modal else { return #expect(Bool(false), "no form") }
        #expect(last.weekStart == Self.week.adding(days: 7 * Limits.planWeeksAhead))
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        #expect(state.modal == .plan(last) && state.message == .plan(.refused(.tooFarAhead)))

        var readOnly = AppState(
            journal: Journal(), today: day("2026-11-28"),
            readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j.json"))
        reduce(&readOnly, .app(.trendsPressed))
        reduce(&readOnly, .trends(.planPressed))
        #expect(readOnly.modal == nil && readOnly.message == .readOnlyRefused(.writeProtected))
    }
}
