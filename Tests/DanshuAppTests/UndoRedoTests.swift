import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

/// One change to data as the keys make it.
struct DataChange: Sendable, CustomTestStringConvertible {
    let name: String
    let actions: [Action]
    var testDescription: String { name }

    static let all: [DataChange] = [
        DataChange(name: "はい on a past day", actions: [.main(.dayMoved(by: -1)), .main(.answered(.yes))]),
        DataChange(name: "いいえ clearing the drinks", actions: [.main(.answered(.no))]),
        DataChange(name: "a chip", actions: [.main(.chipTapped(1))]),
        DataChange(name: "-", actions: [.main(.removeLastDrinkPressed)]),
        DataChange(
            name: "a note rewritten",
            actions: [
                .main(.notePressed), .modal(.note(.textEdited(.clear))), .modal(.note(.textEdited(.insert("二次会なし")))),
                .modal(.note(.submitPressed)),
            ]),
        DataChange(
            name: "a note removed",
            actions: [.main(.notePressed), .modal(.note(.textEdited(.clear))), .modal(.note(.submitPressed))]),
        DataChange(
            name: "a one-off by ABV and volume",
            actions: [.main(.oneOffPressed)] + filling(["ハイボール", "7", "350"]) + [.modal(.drinkForm(.submitPressed))]),
        DataChange(
            name: "a one-off by grams",
            actions: [.main(.oneOffPressed)] + filling(["梅酒", "", "", "10"]) + [.modal(.drinkForm(.submitPressed))]),
        DataChange(
            name: "a preset added",
            actions: [.app(.presetPanePressed), .presets(.addPressed)] + filling(["ハイボール", "7", "350"]) + [
                .modal(.drinkForm(.submitPressed))
            ]),
        DataChange(
            name: "a preset edited",
            actions: [
                .app(.presetPanePressed), .presets(.editPressed), .modal(.drinkForm(.textEdited(.insert("（大）")))),
                .modal(.drinkForm(.submitPressed)),
            ]),
        DataChange(
            name: "a preset deleted",
            actions: [.app(.presetPanePressed), .presets(.deletePressed), .modal(.confirmDelete(.answered(true)))]),
        DataChange(name: "a preset moved", actions: [.app(.presetPanePressed), .presets(.moved(by: 1))]),
    ]
}

@Suite("Undo and redo")
struct UndoRedoTests {
    /// Today with two beers and a note, a sober day before yesterday.
    func session() -> AppState {
        AppState.fixture(
            today: "2026-11-29",
            days: [
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
        #expect(effects.isOneSave)
        #expect(after != before)
        #expect(state.modal == nil)

        #expect(reduce(&state, .app(.undoPressed)).isOneSave)
        #expect(state.journal == before)
        #expect(state.message == .undone)

        #expect(reduce(&state, .app(.redoPressed)).isOneSave)
        #expect(state.journal == after)
        #expect(state.message == .redone)

        #expect(reduce(&state, .app(.redoPressed)) == [])
        #expect(state.message == .nothingToRedo)
    }

    @Test("Undo goes back one change at a time, redo forward again")
    func stepByStep() {
        var state = AppState.fixture(today: "2026-11-29")
        var journals = [state.journal]
        for action in [Action.main(.chipTapped(0)), .main(.chipTapped(1)), .main(.answered(.no))] {
            reduce(&state, action)
            journals.append(state.journal)
        }

        for expected in journals.reversed().dropFirst() {
            reduce(&state, .app(.undoPressed))
            #expect(state.journal == expected)
        }
        #expect(reduce(&state, .app(.undoPressed)) == [])
        #expect(state.message == .nothingToUndo)

        for expected in journals.dropFirst() {
            reduce(&state, .app(.redoPressed))
            #expect(state.journal == expected)
        }
    }

    @Test("A new change forgets what could be redone")
    func newChangeClearsRedo() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.chipTapped(0)))
        reduce(&state, .app(.undoPressed))

        reduce(&state, .main(.chipTapped(1)))

        #expect(reduce(&state, .app(.redoPressed)) == [])
        #expect(state.message == .nothingToRedo)
        #expect(state.selectedRecord == drank(entry(Drink.wineGlass)))
    }

    @Test("With nothing done, undo and redo say so and save nothing")
    func nothingToUndo() {
        var state = AppState.fixture(today: "2026-11-29")

        #expect(reduce(&state, .app(.undoPressed)) == [])
        #expect(state.message == .nothingToUndo)
        #expect(reduce(&state, .app(.redoPressed)) == [])
        #expect(state.message == .nothingToRedo)
    }

    @Test("Moving around is not a change")
    func movingIsNotAChange() {
        var state = AppState.fixture(today: "2026-11-29")
        for action in [
            Action.main(.dayMoved(by: -3)), .main(.monthMoved(by: -1)), .main(.chipPageTurned(by: 1)),
            .main(.todayPressed),
            .app(.presetPanePressed), .presets(.selectionMoved(by: 2)), .app(.closePressed), .main(.notePressed),
            .modal(.note(.cancelPressed)),
        ] {
            #expect(reduce(&state, action) == [])
        }
        #expect(state.history.canUndo == false)
    }

    @Test("Undo and redo show the day the change was made on")
    func showTheDayOfTheChange() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.dayMoved(by: -1)))
        reduce(&state, .main(.answered(.no))) // the 28th
        reduce(&state, .main(.todayPressed))
        reduce(&state, .main(.chipTapped(0))) // the 29th
        reduce(&state, .main(.dayMoved(by: -5))) // looking at the 24th

        reduce(&state, .app(.undoPressed))
        #expect(state.selected == day("2026-11-29"))
        #expect(state.journal.days[day("2026-11-29")] == nil)
        reduce(&state, .app(.undoPressed))
        #expect(state.selected == day("2026-11-28"))
        #expect(state.journal.days.isEmpty)

        reduce(&state, .app(.redoPressed))
        #expect(state.journal.days == [day("2026-11-28"): .sober])
        #expect(state.selected == day("2026-11-28"))
        reduce(&state, .app(.redoPressed))
        #expect(state.selectedRecord == drank(entry(Drink.beer)))
        #expect(state.selected == day("2026-11-29"))
    }

    @Test("Undo reaches back 500 changes; older ones are forgotten")
    func depth() {
        var state = AppState.fixture(today: "2026-11-29")
        for _ in 1...501 {
            reduce(&state, .main(.chipTapped(0)))
            // The 26th beer passes 500 g, which is asked about once (`BeyondDrinkable`): y records it.
            if case .amountQuestion? = state.modal { reduce(&state, .modal(.amountQuestion(.answered(true)))) }
        }

        for _ in 1...500 { reduce(&state, .app(.undoPressed)) }
        #expect(state.selectedRecord == drank(entry(Drink.beer)))

        #expect(reduce(&state, .app(.undoPressed)) == [])
        #expect(state.message == .nothingToUndo)
        #expect(state.selectedRecord == drank(entry(Drink.beer)))
    }
}
