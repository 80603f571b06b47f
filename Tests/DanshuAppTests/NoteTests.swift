import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

@Suite("The day's note")
struct NoteTests {
    @Test("m opens the note; typed text is saved on Enter")
    func writeNote() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": .sober])

        reduce(&state, .main(.notePressed))
        #expect(state.noteText == "")
        state.type("ノンアルで乗り切った")
        let effects = reduce(&state, .modal(.note(.submitPressed)))

        #expect(effects.isOneSave)
        #expect(state.modal == nil)
        #expect(state.selectedRecord == DayRecord(drank: false, note: "ノンアルで乗り切った"))
        #expect(state.message == .noteSaved)
    }

    @Test("A note on an unrecorded day keeps the day unanswered")
    func noteOnUnrecordedDay() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .main(.notePressed))
        state.type("明日から断酒")
        reduce(&state, .modal(.note(.submitPressed)))

        #expect(state.selectedRecord == DayRecord(drank: nil, note: "明日から断酒"))
        #expect(state.journal.state(of: day("2026-11-29")) == .unrecorded)
        #expect(state.streaks.current == 0)
    }

    @Test("The note opens with the day's text, the cursor at its end")
    func editNote() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": drank(note: "飲み会")])

        reduce(&state, .main(.notePressed))
        state.type("（一次会で帰宅）")
        reduce(&state, .modal(.note(.submitPressed)))

        #expect(state.selectedRecord?.note == "飲み会（一次会で帰宅）")
    }

    @Test("Esc leaves the note as it was")
    func cancel() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": drank(note: "飲み会")])
        let before = state.journal

        reduce(&state, .main(.notePressed))
        reduce(&state, .modal(.note(.textEdited(.clear))))
        state.type("書き直し")
        let effects = reduce(&state, .modal(.note(.cancelPressed)))

        #expect(effects == [])
        #expect(state.modal == nil)
        #expect(state.journal == before)
        #expect(state.history.canUndo == false)
    }

    @Test("An empty note removes it; a day with nothing else becomes unrecorded", arguments: ["", "  ", "　"])
    func emptyNoteRemoves(typed: String) {
        var state = AppState.fixture(
            today: "2026-11-29",
            days: [
                "2026-11-29": DayRecord(drank: nil, note: "メモ"),
                "2026-11-28": DayRecord(drank: false, note: "メモ"),
            ])

        reduce(&state, .main(.notePressed))
        reduce(&state, .modal(.note(.textEdited(.clear))))
        state.type(typed)
        #expect(reduce(&state, .modal(.note(.submitPressed))).isOneSave)
        #expect(state.journal.days[day("2026-11-29")] == nil)
        #expect(state.message == .noteRemoved)

        reduce(&state, .main(.dayMoved(by: -1)))
        reduce(&state, .main(.notePressed))
        reduce(&state, .modal(.note(.textEdited(.clear))))
        reduce(&state, .modal(.note(.submitPressed)))
        #expect(state.selectedRecord == .sober)
    }

    @Test("Spaces around the note are dropped; a pasted line break becomes a space")
    func trimmed() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .main(.notePressed))
        state.type("  一次会\n二次会　")
        reduce(&state, .modal(.note(.submitPressed)))

        #expect(state.selectedRecord?.note == "一次会 二次会")
    }

    @Test("Saving the note unchanged is not a change")
    func unchanged() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": drank(note: "飲み会")])

        reduce(&state, .main(.notePressed))
        let effects = reduce(&state, .modal(.note(.submitPressed)))

        #expect(effects == [])
        #expect(state.history.canUndo == false)
        #expect(state.modal == nil)
    }

    @Test(
        "While the note is open, other keys type nothing into the day",
        arguments: [
            Action.main(.answered(.yes)), .main(.chipTapped(0)), .main(.removeLastDrinkPressed),
            .main(.dayMoved(by: -1)), .app(.undoPressed),
        ])
    func modalTakesKeys(action: Action) {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": drank(entry(Drink.beer))])
        reduce(&state, .main(.chipTapped(0)))
        let journal = state.journal
        reduce(&state, .main(.notePressed))

        let effects = reduce(&state, action)

        #expect(effects == [])
        #expect(state.journal == journal)
        #expect(state.selected == day("2026-11-29"))
        #expect(state.noteText == "")
    }
}
