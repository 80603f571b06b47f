import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

@Suite("The app on a read-only journal")
struct ReadOnlyAppTests {
    static let reason = ReadOnlyReason(cause: .writeProtected, path: "/home/u/journal.json")

    /// A session on a read-only journal: yesterday drank two beers, today is sober, default presets.
    static func readOnlyState() -> AppState {
        var state = AppState.fixture(
            today: "2026-11-29",
            days: [
                "2026-11-28": drank(entry(Drink.beer, count: 2), note: "忘年会"),
                "2026-11-29": .sober,
            ])
        state = AppState(journal: state.journal, today: state.today, readOnly: reason)
        return state
    }

    @Test("it opens saying read-only and why, instead of the welcome")
    func opensSayingWhy() {
        let state = AppState(journal: Journal(), today: day("2026-11-29"), readOnly: Self.reason)
        #expect(state.message == .openedReadOnly(.writeProtected))
        #expect(!Message.openedReadOnly(.writeProtected).isError)
    }

    @Test(
        "every key that changes data is refused with the reason, and the journal and history stay as they were",
        arguments: [
            Action.main(.answered(.yes)), .main(.answered(.no)), .main(.chipTapped(0)), .main(.removeLastDrinkPressed),
            .presets(.moved(by: 1)),
        ])
    func changesAreRefused(_ action: Action) {
        var state = Self.readOnlyState()
        // Yesterday has drinks to answer いいえ to or take back; today is sober, to answer はい to.
        if action != .main(.answered(.yes)) { reduce(&state, .main(.dayMoved(by: -1))) }
        let before = state
        var writable = state
        writable.readOnly = nil
        #expect(reduce(&writable, action).isOneSave, "the action changes a writable journal")

        let effects = reduce(&state, action)

        #expect(effects == [])
        #expect(state.journal == before.journal)
        #expect(state.history == before.history)
        #expect(state.selected == before.selected)
        #expect(state.message == .readOnlyRefused(.writeProtected))
        #expect(state.message?.isError == true)
    }

    @Test(
        "forms that exist only to change the journal do not open, so nothing is typed in vain",
        arguments: [
            Action.main(.notePressed), .main(.oneOffPressed), .presets(.addPressed), .presets(.editPressed),
            .presets(.deletePressed),
            .presets(.reorderToggled),
        ])
    func changeFormsDoNotOpen(_ action: Action) {
        var state = Self.readOnlyState()
        if action != .main(.notePressed) && action != .main(.oneOffPressed) { reduce(&state, .app(.presetPanePressed)) }
        var writable = state
        writable.readOnly = nil
        reduce(&writable, action)
        #expect(
            writable.modal != nil || writable.presetPane.reordering, "the action opens a form on a writable journal")

        #expect(reduce(&state, action) == [])
        #expect(state.modal == nil)
        #expect(state.presetPane.reordering == false)
        #expect(state.message == .readOnlyRefused(.writeProtected))
    }

    @Test("a form open when the save is refused keeps its text")
    func openFormKeepsItsText() {
        var state = Self.readOnlyState()
        state.modal = .note(TextField("書きかけのメモ", limit: 10_000))

        #expect(reduce(&state, .modal(.note(.submitPressed))) == [])
        #expect(state.noteText == "書きかけのメモ")
        #expect(state.journal == Self.readOnlyState().journal)
        #expect(state.message == .readOnlyRefused(.writeProtected))
    }

    @Test("days, months, statistics, help and the preset list still work, and the message line says read-only again")
    func viewingWorks() {
        var state = Self.readOnlyState()
        reduce(&state, .main(.answered(.yes)))
        #expect(state.message == .readOnlyRefused(.writeProtected))

        reduce(&state, .main(.dayMoved(by: -1)))
        #expect(state.selected == day("2026-11-28"))
        #expect(state.selectedRecord?.note == "忘年会")
        #expect(state.message == .openedReadOnly(.writeProtected))
        reduce(&state, .main(.monthMoved(by: -1)))
        #expect(state.selected.yearMonth == day("2026-10-28").yearMonth)
        reduce(&state, .app(.statisticsPressed))
        #expect(state.pane == .statistics)
        reduce(&state, .app(.helpPressed))
        #expect(state.pane == .help)
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.selectionMoved(by: 2)))
        #expect(state.pane == .presets)
        #expect(state.presetPane.selection == 2)
        #expect(state.message == .openedReadOnly(.writeProtected))
        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(reduce(&state, .app(.quitPressed)) == [.quit])
    }

    @Test("undo and redo have nothing to take back: no change was ever made")
    func undoHasNothing() {
        var state = Self.readOnlyState()
        reduce(&state, .main(.answered(.no)))
        #expect(reduce(&state, .app(.undoPressed)) == [])
        #expect(state.message == .nothingToUndo)
        #expect(reduce(&state, .app(.redoPressed)) == [])
        #expect(state.message == .nothingToRedo)
    }

    @Test("a writable journal's session is unchanged: y still answers and saves")
    func writableUnchanged() {
        var state = AppState.fixture(today: "2026-11-29")
        #expect(state.readOnly == nil)
        #expect(state.message == .welcome)
        #expect(reduce(&state, .main(.answered(.yes))).isOneSave)
        #expect(state.message == nil)
    }
}
