import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// `p` (the day's medicine taken, or not) and `c` (what the drinking day was like) in the app: each an undoable change of
/// the selected day, refused where the day may not hold it, on a locked past day and on a read-only journal.
@Suite("Medicine and the day's context in the app")
struct MedicineAndContextAppTests {
    static let today = day("2026-11-29")
    static func settings(medicine: String) -> Settings {
        var settings = Settings()
        settings.medicine = medicine
        return settings
    }

    @Test(
        "p without a medicine set says how to set one and changes nothing, not even a day marked under an earlier name")
    func medicineNotSet() {
        var state = AppState.fixture(today: "2026-11-29")
        state.message = nil
        assertReduce(&state, .main(.medicinePressed)) { $0.message = .medicineNotSet }
        state.journal.days[Self.today] = DayRecord(drank: false, medicine: "Antabuse")
        state.message = nil
        assertReduce(&state, .main(.medicinePressed)) { $0.message = .medicineNotSet }
    }

    @Test("p marks the selected day taken under the setting's name, p again takes it back, u and Ctrl-R step through")
    func medicineToggles() {
        var state = AppState.fixture(
            today: "2026-11-29", days: ["2026-11-28": .sober], settings: Self.settings(medicine: "セリンクロ"))
        state.message = nil
        assertReduce(&state, .main(.medicinePressed), effects: [.save(days: [Self.today])]) {
            $0.journal.days[Self.today] = DayRecord(drank: nil, medicine: "セリンクロ")
            $0.message = .medicineTaken(name: "セリンクロ")
            $0.unsaved = .edit
        }
        #expect(state.journal.state(of: Self.today) == .unrecorded)
        reduce(&state, .main(.medicinePressed))
        #expect(state.journal.days[Self.today] == nil && state.message == .medicineTakenBack(name: "セリンクロ"))
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.days[Self.today]?.medicine == "セリンクロ")
        reduce(&state, .app(.redoPressed))
        #expect(state.journal.days[Self.today] == nil)
        // A day taken under an earlier name is taken back by p, whatever the setting says now.
        state.journal.days[Self.today] = DayRecord(drank: false, medicine: "Antabuse")
        reduce(&state, .main(.medicinePressed))
        #expect(state.journal.days[Self.today] == .sober && state.message == .medicineTakenBack(name: "Antabuse"))
    }

    @Test("p and c change the day: refused on a locked past day until Enter, and on a read-only journal")
    func refusedWhereTheDayIsGuarded() {
        let beer = Preset.defaults[0].entry
        var state = AppState.fixture(
            today: "2026-11-29", days: ["2026-11-20": DayRecord(drank: true, drinks: [beer])],
            settings: Self.settings(medicine: "セリンクロ"))
        reduce(&state, .main(.dayClicked(day("2026-11-20"))))
        let locked = state
        for action in [Action.main(.medicinePressed), .main(.contextPressed)] {
            reduce(&state, action)
            #expect(
                state.journal == locked.journal && state.modal == nil && state.message == .pastDayLocked, "\(action)")
        }
        reduce(&state, .main(.unlockPressed))
        reduce(&state, .main(.medicinePressed))
        #expect(state.journal.days[day("2026-11-20")]?.medicine == "セリンクロ")

        var readOnly = AppState(
            journal: locked.journal, today: Self.today,
            readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j.json"))
        for action in [Action.main(.medicinePressed), .main(.contextPressed)] {
            reduce(&readOnly, action)
            #expect(
                readOnly.journal == locked.journal && readOnly.modal == nil
                    && readOnly.message == .readOnlyRefused(.writeProtected))
        }
    }

    @Test(
        "c on a day that is not a drinking day says why and opens nothing; on a drinking day it opens with the day's context"
    )
    func contextOnlyOnDrinkingDays() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-28": .sober])
        state.message = nil
        assertReduce(&state, .main(.contextPressed)) { $0.message = .contextNeedsDrinking }
        reduce(&state, .main(.dayMoved(by: -1)))
        assertReduce(&state, .main(.contextPressed)) { $0.message = .contextNeedsDrinking }
        let context = DayContext(place: .home, reasons: [.habit])
        state.journal.days[Self.today] = DayRecord(drank: true, context: context)
        reduce(&state, .main(.todayPressed))
        reduce(&state, .main(.contextPressed))
        #expect(state.modal == .context(ContextForm(DayRecord(drank: true, context: context))))
    }

    @Test(
        "the form: ← → step a row's choice from its first, digits pick, the reasons take several with Space or digits, Delete empties a row, Enter saves one change"
    )
    func contextForm() throws {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": DayRecord(drank: true)])
        reduce(&state, .main(.contextPressed))
        func form() -> ContextForm? {
            if case .context(let form)? = state.modal { return form }
            return nil
        }
        reduce(&state, .modal(.context(.valueStepped(by: 1))))
        #expect(form()?.context.place == .home, "the first press from none gives the first choice")
        reduce(&state, .modal(.context(.valueStepped(by: 1))))
        reduce(&state, .modal(.context(.valueStepped(by: 9))))
        #expect(form()?.context.place == .other, "kept at the last")
        reduce(&state, .modal(.context(.numberTyped(2))))
        #expect(form()?.context.place == .out)
        reduce(&state, .modal(.context(.fieldMoved(by: 1))))
        reduce(&state, .modal(.context(.numberTyped(3))))
        #expect(form()?.context.company == .friends)
        reduce(&state, .modal(.context(.numberTyped(6))))
        #expect(
            form()?.context.company == .friends && state.message == .noSuchChoice(count: 5),
            "a number past the row's choices")
        reduce(&state, .modal(.context(.fieldMoved(by: 1))))
        reduce(&state, .modal(.context(.numberTyped(1)))) // stress in
        reduce(&state, .modal(.context(.valueStepped(by: 3)))) // the cursor to meal
        reduce(&state, .modal(.context(.reasonToggled))) // meal in
        reduce(&state, .modal(.context(.numberTyped(1)))) // stress out
        #expect(form()?.context.reasons == [.meal] && form()?.reasonCursor == 0)
        reduce(&state, .modal(.context(.numberTyped(7))))
        #expect(form()?.context.reasons == [.meal, .craving])
        reduce(&state, .modal(.context(.fieldMoved(by: 1))))
        reduce(&state, .modal(.context(.reasonToggled))) // Space does nothing off the reasons
        reduce(&state, .modal(.context(.numberTyped(1))))
        reduce(&state, .modal(.context(.valueCleared)))
        #expect(form()?.context.aftermath == nil)
        reduce(&state, .modal(.context(.numberTyped(2))))
        let effects = reduce(&state, .modal(.context(.submitPressed)))
        let saved = DayContext(place: .out, company: .friends, reasons: [.meal, .craving], aftermath: .blackout)
        #expect(effects == [.save(days: [Self.today])] && state.modal == nil && state.message == .contextSaved)
        #expect(state.journal.days[Self.today]?.context == saved)
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.days[Self.today]?.context == nil)
        reduce(&state, .app(.redoPressed))

        // Emptied whole and saved: the day has no context; Esc leaves the day as it was.
        reduce(&state, .main(.contextPressed))
        for _ in 0..<4 {
            reduce(&state, .modal(.context(.valueCleared)))
            reduce(&state, .modal(.context(.fieldMoved(by: 1))))
        }
        reduce(&state, .modal(.context(.submitPressed)))
        #expect(state.journal.days[Self.today]?.context == nil && state.message == .contextCleared)
        reduce(&state, .app(.undoPressed))
        reduce(&state, .main(.contextPressed))
        reduce(&state, .modal(.context(.numberTyped(1))))
        reduce(&state, .modal(.context(.cancelPressed)))
        #expect(state.journal.days[Self.today]?.context == saved && state.modal == nil)
    }

    @Test("n on a drinking day with a context clears it with the drinks; u brings both back")
    func soberClearsContext() {
        let beer = Preset.defaults[0].entry
        let context = DayContext(place: .home, aftermath: .hangover)
        var state = AppState.fixture(
            today: "2026-11-29",
            days: ["2026-11-29": DayRecord(drank: true, drinks: [beer], medicine: "x", context: context)])
        reduce(&state, .main(.answered(.no)))
        #expect(state.journal.days[Self.today] == DayRecord(drank: false, medicine: "x"))
        reduce(&state, .app(.undoPressed))
        #expect(
            state.journal.days[Self.today] == DayRecord(drank: true, drinks: [beer], medicine: "x", context: context))
    }
}
