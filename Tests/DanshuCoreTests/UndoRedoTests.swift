import Testing
import DanshuCore
import DanshuApp

/// One change to data as the keys make it.
struct DataChange: Sendable, CustomTestStringConvertible {
    let name: String
    let actions: [Action]
    var testDescription: String { name }

    static let all: [DataChange] = [
        DataChange(name: "はい on a past day", actions: [.dayMoved(by: -1), .answered(.yes)]),
        DataChange(name: "いいえ clearing the drinks", actions: [.answered(.no)]),
        DataChange(name: "a chip", actions: [.chipTapped(1)]),
        DataChange(name: "-", actions: [.removeLastDrinkPressed]),
        DataChange(name: "a note rewritten", actions: [.notePressed, .textEdited(.clear), .textEdited(.insert("二次会なし")), .submitPressed]),
        DataChange(name: "a note removed", actions: [.notePressed, .textEdited(.clear), .submitPressed]),
        DataChange(name: "a one-off by ABV and volume", actions: [.oneOffPressed] + filling(["ハイボール", "7", "350"]) + [.submitPressed]),
        DataChange(name: "a one-off by grams", actions: [.oneOffPressed] + filling(["梅酒", "", "", "10"]) + [.submitPressed]),
        DataChange(name: "a preset added", actions: [.presetPanePressed, .addPresetPressed] + filling(["ハイボール", "7", "350"]) + [.submitPressed]),
        DataChange(name: "a preset edited", actions: [.presetPanePressed, .editPresetPressed, .textEdited(.insert("（大）")), .submitPressed]),
        DataChange(name: "a preset deleted", actions: [.presetPanePressed, .deletePresetPressed, .confirmAnswered(true)]),
        DataChange(name: "a preset moved", actions: [.presetPanePressed, .presetMoved(by: 1)]),
    ]
}

@Suite("Undo and redo")
struct UndoRedoTests {
    /// Today with two beers and a note, a sober day before yesterday.
    func session() -> AppState {
        AppState.fixture(today: "2026-11-29", days: [
            "2026-11-29": drank(entry(Drink.beer, count: 2), note: "乾杯"),
            "2026-11-27": .sober,
        ])
    }

    @Test("Every change to data is undone and redone exactly", arguments: DataChange.all)
    func undoThenRedo(change: DataChange) {
        var state = session()
        let before = state.journal
        var effects: [Effect] = []
        for action in change.actions { effects += reduce(&state, action) }
        let after = state.journal
        #expect(effects == [.save])
        #expect(after != before)
        #expect(state.modal == nil)

        #expect(reduce(&state, .undoPressed) == [.save])
        #expect(state.journal == before)
        #expect(state.message == .undone)

        #expect(reduce(&state, .redoPressed) == [.save])
        #expect(state.journal == after)
        #expect(state.message == .redone)

        #expect(reduce(&state, .redoPressed) == [])
        #expect(state.message == .nothingToRedo)
    }

    @Test("Undo goes back one change at a time, redo forward again")
    func stepByStep() {
        var state = AppState.fixture(today: "2026-11-29")
        var journals = [state.journal]
        for action in [Action.chipTapped(0), .chipTapped(1), .answered(.no)] {
            reduce(&state, action)
            journals.append(state.journal)
        }

        for expected in journals.reversed().dropFirst() {
            reduce(&state, .undoPressed)
            #expect(state.journal == expected)
        }
        #expect(reduce(&state, .undoPressed) == [])
        #expect(state.message == .nothingToUndo)

        for expected in journals.dropFirst() {
            reduce(&state, .redoPressed)
            #expect(state.journal == expected)
        }
    }

    @Test("A new change forgets what could be redone")
    func newChangeClearsRedo() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .chipTapped(0))
        reduce(&state, .undoPressed)

        reduce(&state, .chipTapped(1))

        #expect(reduce(&state, .redoPressed) == [])
        #expect(state.message == .nothingToRedo)
        #expect(state.selectedRecord == drank(entry(Drink.wineGlass)))
    }

    @Test("With nothing done, undo and redo say so and save nothing")
    func nothingToUndo() {
        var state = AppState.fixture(today: "2026-11-29")

        #expect(reduce(&state, .undoPressed) == [])
        #expect(state.message == .nothingToUndo)
        #expect(reduce(&state, .redoPressed) == [])
        #expect(state.message == .nothingToRedo)
    }

    @Test("Moving around is not a change")
    func movingIsNotAChange() {
        var state = AppState.fixture(today: "2026-11-29")
        for action in [Action.dayMoved(by: -3), .monthMoved(by: -1), .chipPageTurned(by: 1), .todayPressed,
                       .presetPanePressed, .presetSelectionMoved(by: 2), .closePressed, .notePressed, .cancelPressed] {
            #expect(reduce(&state, action) == [])
        }
        #expect(state.history.canUndo == false)
    }

    @Test("Undo and redo show the day the change was made on")
    func showTheDayOfTheChange() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .dayMoved(by: -1))
        reduce(&state, .answered(.no))        // the 28th
        reduce(&state, .todayPressed)
        reduce(&state, .chipTapped(0))        // the 29th
        reduce(&state, .dayMoved(by: -5))     // looking at the 24th

        reduce(&state, .undoPressed)
        #expect(state.selected == day("2026-11-29"))
        #expect(state.journal.days[day("2026-11-29")] == nil)
        reduce(&state, .undoPressed)
        #expect(state.selected == day("2026-11-28"))
        #expect(state.journal.days.isEmpty)

        reduce(&state, .redoPressed)
        #expect(state.journal.days == [day("2026-11-28"): .sober])
        #expect(state.selected == day("2026-11-28"))
        reduce(&state, .redoPressed)
        #expect(state.selectedRecord == drank(entry(Drink.beer)))
        #expect(state.selected == day("2026-11-29"))
    }

    @Test("Undo reaches back 500 changes; older ones are forgotten")
    func depth() {
        var state = AppState.fixture(today: "2026-11-29")
        for _ in 1...501 { reduce(&state, .chipTapped(0)) }

        for _ in 1...500 { reduce(&state, .undoPressed) }
        #expect(state.selectedRecord == drank(entry(Drink.beer)))

        #expect(reduce(&state, .undoPressed) == [])
        #expect(state.message == .nothingToUndo)
        #expect(state.selectedRecord == drank(entry(Drink.beer)))
    }
}
