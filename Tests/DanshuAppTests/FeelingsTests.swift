import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// `f`: the day's 気分 and 飲みたい気持ち (design.md §6), chosen with ← →, Tab between them, Delete to clear one,
/// Enter to save as one undoable change, Esc to leave the day as it was.
@Suite("Feelings")
struct FeelingsTests {
    @Test("on an unrecorded day: ← → start at the low end, Tab moves, Enter saves both; the streaks do not change")
    func onAnUnrecordedDay() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-27": .sober, "2026-11-28": .sober])
        state.message = nil
        let today = day("2026-11-29")
        let streaks = state.streaks

        assertReduce(&state, .main(.feelingsPressed)) { $0.modal = .feelings(FeelingsForm(nil)) }
        var form = FeelingsForm(nil)
        // Four presses of → from nothing give 4 (issue 26: the first used to jump to the middle, 3).
        for mood in 1...4 {
            form.mood = mood
            assertReduce(&state, .modal(.feelings(.valueStepped(by: 1)))) { $0.modal = .feelings(form) }
        }
        form.focus = .craving
        assertReduce(&state, .modal(.feelings(.fieldMoved(by: 1)))) { $0.modal = .feelings(form) }
        form.craving = 0
        assertReduce(&state, .modal(.feelings(.valueStepped(by: -1)))) { $0.modal = .feelings(form) }
        form.craving = 4
        assertReduce(&state, .modal(.feelings(.digitTyped(4)))) { $0.modal = .feelings(form) }
        assertReduce(&state, .modal(.feelings(.submitPressed)), effects: [.save(days: [today])]) {
            $0.modal = nil
            $0.journal.days[today] = DayRecord(drank: nil, mood: 4, craving: 4)
            $0.message = .feelingsSaved(mood: true, craving: true)
            $0.unsaved = .edit
        }
        #expect(state.journal.state(of: today) == .unrecorded)
        #expect(state.streaks == streaks)
    }

    @Test("the form opens with the day's values; values stop at the ends of their scales; Delete clears one")
    func rangesAndClearing() {
        var state = AppState.fixture(
            today: "2026-11-29", days: ["2026-11-29": DayRecord(drank: false, mood: 5, craving: 1)])
        reduce(&state, .main(.feelingsPressed))
        #expect(state.modal == .feelings(FeelingsForm(DayRecord(drank: false, mood: 5, craving: 1))))
        reduce(&state, .modal(.feelings(.valueStepped(by: 1))))
        reduce(&state, .modal(.feelings(.fieldMoved(by: 1))))
        for _ in 0..<3 { reduce(&state, .modal(.feelings(.valueStepped(by: -1)))) }
        guard case .feelings(let form)? = state.modal else { return #expect(Bool(false), "the form closed") }
        #expect(form.mood == 5 && form.craving == 0)
        reduce(&state, .modal(.feelings(.valueCleared)))
        reduce(&state, .modal(.feelings(.fieldMoved(by: 1))))
        reduce(&state, .modal(.feelings(.valueCleared)))
        let effects = reduce(&state, .modal(.feelings(.submitPressed)))
        #expect(effects.isOneSave && state.message == .feelingsCleared)
        #expect(state.selectedRecord == .sober)
        // A day with nothing else is unrecorded again once its feelings go.
        var feelingsOnly = AppState.fixture(
            today: "2026-11-29", days: ["2026-11-29": DayRecord(drank: nil, craving: 9)])
        reduce(&feelingsOnly, .main(.feelingsPressed))
        reduce(&feelingsOnly, .modal(.feelings(.fieldMoved(by: 1))))
        reduce(&feelingsOnly, .modal(.feelings(.valueCleared)))
        reduce(&feelingsOnly, .modal(.feelings(.submitPressed)))
        #expect(feelingsOnly.journal.days.isEmpty)
    }

    @Test("Esc leaves the day as it was; Enter without a change saves nothing")
    func cancelling() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": DayRecord(drank: nil, mood: 2)])
        state.message = nil
        let before = state
        reduce(&state, .main(.feelingsPressed))
        reduce(&state, .modal(.feelings(.valueStepped(by: 1))))
        assertReduce(&state, .modal(.feelings(.cancelPressed))) { $0.modal = nil }
        #expect(state.journal == before.journal)
        reduce(&state, .main(.feelingsPressed))
        assertReduce(&state, .modal(.feelings(.submitPressed))) { $0.modal = nil }
    }

    @Test("undo and redo take the feelings back and make them again, as one step")
    func undoRedo() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.feelingsPressed))
        reduce(&state, .modal(.feelings(.digitTyped(3))))
        reduce(&state, .modal(.feelings(.fieldMoved(by: 1))))
        reduce(&state, .modal(.feelings(.digitTyped(5))))
        reduce(&state, .modal(.feelings(.submitPressed)))
        reduce(&state, .system(.saved))
        #expect(state.selectedRecord == DayRecord(drank: nil, mood: 3, craving: 5))
        reduce(&state, .app(.undoPressed))
        #expect(state.selectedRecord == nil)
        reduce(&state, .app(.redoPressed))
        #expect(state.selectedRecord == DayRecord(drank: nil, mood: 3, craving: 5))
    }

    @Test("飲みたい気持ち: 1, 0 is 10, not 0; 0 alone, or after another key, is 0; 1 then 0 on 気分 is no 10")
    func cravingTenTypedAsOneZero() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.feelingsPressed))
        func form() -> FeelingsForm? { if case .feelings(let form)? = state.modal { form } else { nil } }
        reduce(&state, .modal(.feelings(.digitTyped(1))))
        reduce(&state, .modal(.feelings(.fieldMoved(by: 1))))
        reduce(&state, .modal(.feelings(.digitTyped(0))))
        #expect(form()?.mood == 1 && form()?.craving == 0, "the 1 was on 気分")
        reduce(&state, .modal(.feelings(.digitTyped(1))))
        reduce(&state, .modal(.feelings(.valueCleared)))
        reduce(&state, .modal(.feelings(.digitTyped(0))))
        #expect(form()?.craving == 0, "a key between the 1 and the 0")
        reduce(&state, .modal(.feelings(.digitTyped(1))))
        reduce(&state, .modal(.feelings(.digitTyped(0))))
        #expect(form()?.craving == 10)
        reduce(&state, .modal(.feelings(.submitPressed)))
        #expect(state.selectedRecord == DayRecord(drank: nil, mood: 1, craving: 10))
    }

    @Test(
        "a digit sets the focused value where one digit can: 気分 1–5, 飲みたい気持ち 0–9; any other says why and changes nothing"
    )
    func digits() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.feelingsPressed))
        reduce(&state, .modal(.feelings(.digitTyped(6))))
        #expect(state.message == .moodOutOfRange && state.modal == .feelings(FeelingsForm(nil)))
        reduce(&state, .modal(.feelings(.digitTyped(0))))
        #expect(state.message == .moodOutOfRange)
        reduce(&state, .modal(.feelings(.digitTyped(5))))
        reduce(&state, .modal(.feelings(.fieldMoved(by: 1))))
        reduce(&state, .modal(.feelings(.digitTyped(0))))
        reduce(&state, .modal(.feelings(.valueStepped(by: 1))))
        var form = FeelingsForm(nil)
        form.mood = 5
        form.craving = 1
        form.focus = .craving
        #expect(state.modal == .feelings(form))
        reduce(&state, .modal(.feelings(.digitTyped(9))))
        reduce(&state, .modal(.feelings(.valueStepped(by: 1))))
        form.craving = 10
        #expect(state.modal == .feelings(form), "10 is → from 9")
    }

    @Test("a journal opened read-only does not open the form")
    func readOnly() {
        var state = AppState(
            journal: Journal(), today: day("2026-11-29"), readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j"))
        reduce(&state, .main(.feelingsPressed))
        #expect(state.modal == nil && state.message == .readOnlyRefused(.writeProtected))
    }

    @Test("the message names what the day now holds: a craving alone is not called 気分 (trial)")
    func savedNamesTheValues() {
        for (mood, craving) in [(true, false), (false, true), (true, true)] {
            var state = AppState.fixture(today: "2026-11-29")
            reduce(&state, .main(.feelingsPressed))
            if mood { reduce(&state, .modal(.feelings(.valueStepped(by: 1)))) }
            reduce(&state, .modal(.feelings(.fieldMoved(by: 1))))
            if craving { reduce(&state, .modal(.feelings(.valueStepped(by: 1)))) }
            reduce(&state, .modal(.feelings(.submitPressed)))
            #expect(state.message == .feelingsSaved(mood: mood, craving: craving))
        }
    }
}
