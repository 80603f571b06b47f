import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// Whether a key works is decided once (issue 41, `CommandAvailability`): the reducer refuses what it answers
/// unavailable before acting, with the reason's words, and acts on what it answers available.
@Suite("Key availability")
struct CommandAvailabilityTests {
    static let reason = ReadOnlyReason(cause: .writeProtected, path: "/home/u/journal.json")

    @Test("on a read-only journal its reason comes first, on a locked day and a day with nothing to remove too")
    func readOnlyFirst() {
        let days: [String: DayRecord] = ["2026-11-20": drank(entry(Drink.beer)), "2026-11-28": .sober]
        var state = AppState.fixture(today: "2026-11-29", days: days)
        state = AppState(journal: state.journal, today: state.today, readOnly: Self.reason)
        reduce(&state, .main(.dayClicked(day("2026-11-20"))))
        #expect(state.isSelectedDayLocked)
        let changing: [MainAction] = [
            .answered(.no), .chipTapped(0), .removeLastDrinkPressed, .notePressed, .medicinePressed,
        ]
        for action in changing {
            let before = state
            #expect(reduce(&state, .main(action)) == [])
            #expect(state.journal == before.journal && state.modal == nil, "\(action)")
            #expect(
                state.message == .readOnlyRefused(.writeProtected), "\(action): \(String(describing: state.message))")
            #expect(state.availability(of: .main(action)) == .unavailable(.readOnly(.writeProtected)))
        }
        reduce(&state, .main(.dayMoved(by: 8))) // 11-28, sober: no drink to remove
        reduce(&state, .main(.removeLastDrinkPressed))
        #expect(state.message == .readOnlyRefused(.writeProtected))
    }

    @Test("the plan form's d on a week without a plan says so and keeps the form open with what was marked")
    func planFormKeepsWhatWasMarked() {
        var state = AppState.fixture(today: "2026-11-28", days: ["2026-11-27": .sober])
        reduce(&state, .app(.trendsPressed))
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.dayToggled)))
        let open = state.modal
        #expect(state.availability(of: .modal(.plan(.removePressed))) == .unavailable(.noPlanToRemove))
        #expect(reduce(&state, .modal(.plan(.removePressed))) == [])
        #expect(state.modal == open && state.message == .plan(.nothingToRemove))
    }

    @Test("a key answered unavailable changes nothing and says the reason's words; available, the reducer acts")
    func reducerFollowsTheAnswer() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-28": .sober])
        state.message = nil
        let cases: [(Action, CommandAvailability.Reason)] = [
            (.main(.removeLastDrinkPressed), .noDrinkToRemove), (.main(.contextPressed), .notADrinkingDay),
            (.main(.medicinePressed), .noMedicineSet), (.main(.chipPageTurned(by: 1)), .onePageOfChips),
            (.main(.unlockPressed), .dayNotLocked), (.app(.writeBackPressed), .nothingToWriteBack),
        ]
        for (action, reason) in cases {
            #expect(state.availability(of: action) == .unavailable(reason), "\(action)")
            var after = state
            #expect(reduce(&after, action) == [])
            #expect(after.message == reason.message, "\(action)")
            after.message = state.message
            #expect(after == state, "\(action) changed the state")
        }
        reduce(&state, .main(.answered(.yes)))
        reduce(&state, .main(.chipTapped(0)))
        state.journal.settings.medicine = "セリンクロ"
        for action in [Action.main(.removeLastDrinkPressed), .main(.contextPressed), .main(.medicinePressed)] {
            #expect(state.availability(of: action) == .available, "\(action)")
            var after = state
            reduce(&after, action)
            #expect(after != state, "\(action) did nothing")
        }
    }
}
