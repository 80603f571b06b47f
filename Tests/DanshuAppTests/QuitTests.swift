import DanshuApp
import DanshuCore
import DanshuTestSupport
import Foundation
import Testing

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

    @Test(
        "leaving: what the restored terminal says keeps what came in or was not saved; the switch names every message kind (issue 40)"
    )
    func partingWordsNameEveryKind() throws {
        var state = AppState.fixture(today: "2026-11-29")
        state.message = .saveFailed(reason: "disk full")
        reduce(&state, .system(.lookedBeforeLeaving))
        #expect(state.leaving?.parting == [.saveFailed(reason: "disk full")])
        var added = AppState.fixture(today: "2026-11-29")
        added.message = .drinkAdded(name: "ビール500缶", dayCount: 1, today: true)
        reduce(&added, .system(.lookedBeforeLeaving))
        #expect(added.leaving?.parting == [], "the screen said it already")
        // STYLE: no `default:` in a switch over what a user did or was told, so a new kind of message is placed by whoever
        // adds it instead of being dropped at the end without a word.
        let source = try String(
            contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/DanshuApp/Reducer+Leaving.swift").path,
            encoding: .utf8)
        let start = try #require(source.range(of: "static func partingWords"))
        let rest = source[start.upperBound...]
        let function = rest.range(of: "\n    }\n").map { rest[..<$0.lowerBound] } ?? rest
        #expect(function.contains("case .syncMerged") && !function.contains("default:"), "\(function)")
    }
}
