import DanshuCore
import Testing
import DanshuTestSupport
import DanshuApp

/// `q` quits at once, except where it would drop text typed into a form the user cannot see.
@Suite("Quitting")
struct QuitTests {
    @Test("q on the main screen quits; every change is already saved")
    func quitsAtOnce() {
        var state = AppState.fixture(today: "2026-11-29")
        #expect(reduce(&state, .app(.quitPressed)) == [.quit])
    }

    @Test("q reaching an open note asks first; any key but y keeps the note and its text")
    func asksWithNoteOpen() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.notePressed))
        state.type("今日は飲まなかった")

        #expect(reduce(&state, .app(.quitPressed)) == [])
        #expect(state.askingToQuit)
        #expect(state.message == .confirmQuit)

        #expect(reduce(&state, .app(.quitAnswered(false))) == [])
        #expect(!state.askingToQuit)
        #expect(state.noteText == "今日は飲まなかった")
        #expect(state.journal.days.isEmpty)
    }

    @Test("y to the question quits; the unsaved note is not written")
    func quitsOnYes() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        reduce(&state, .app(.quitPressed))
        #expect(reduce(&state, .app(.quitAnswered(true))) == [.quit])
        #expect(state.journal.days.isEmpty)
    }

    @Test("while asking, any other action only ends the question: a digit adds nothing")
    func otherKeysCancel() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.notePressed))
        reduce(&state, .app(.quitPressed))
        #expect(reduce(&state, .main(.chipTapped(0))) == [])
        #expect(!state.askingToQuit)
        #expect(state.journal.days.isEmpty)
        #expect(state.modal != nil)
    }

    @Test("q with the delete question open quits: nothing typed is lost")
    func quitsFromQuestion() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.deletePressed))
        #expect(reduce(&state, .app(.quitPressed)) == [.quit])
    }
}
