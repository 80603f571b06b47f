import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// A read-only journal says so for as long as it is open (issue 26, item 8): the key line starts with a marker, as
/// vim's `[RO]`, on every pane, in both languages and at every size, whatever message the message line then shows.
@Suite struct ReadOnlyMarkerTests {
    static let sizes = [(80, 22), (80, 24), (100, 30), (200, 60)]

    static func state(readOnly: Bool = true) -> AppState {
        let fixture = ScreenSnapshotTests.fixture()
        let reason = ReadOnlyReason(cause: .writeProtected, path: "/home/a/journal.json")
        var state = AppState(journal: fixture.journal, today: fixture.today, readOnly: readOnly ? reason : nil)
        state.message = nil
        return state
    }

    /// The panes, each reached as a user would, ending with a key the journal refuses or another message.
    static let panes: [(name: String, actions: [Action])] = [
        ("main, after a refused answer", [.main(.answered(.yes))]),
        ("main, after undo", [.app(.undoPressed)]),
        ("statistics", [.app(.statisticsPressed)]),
        ("trends", [.app(.trendsPressed)]),
        ("presets, after a refused add", [.app(.presetPanePressed), .presets(.addPressed)]),
        ("help", [.app(.helpPressed)]),
        ("report", [.app(.reportPressed)]),
    ]

    @Test("the key line starts with the marker on every pane, after any message", arguments: [Language.ja, .en])
    func markerStays(_ language: Language) {
        let catalog = Catalog(language)
        for (name, actions) in Self.panes {
            var state = Self.state()
            for action in actions { reduce(&state, action) }
            for size in Self.sizes {
                let canvas = Screen.render(
                    state, width: size.0, height: size.1, catalog: catalog, theme: Theme(color: true)
                ).canvas
                let keyLine = canvas.row(size.1 - 1)
                #expect(
                    keyLine.hasPrefix(" " + catalog.readOnlyMarker),
                    "\(name) \(language) \(size): \(keyLine)\n\(canvas.text)")
                // Whole key entries beside it, none cut at the edge.
                #expect(TextWidth.of(" " + KeyLine.text(for: state, width: size.0 - 1, catalog: catalog)) <= size.0)
                // The marker stands out from the dim keys, with color or without.
                #expect(canvas[1, size.1 - 1].style == Theme(color: true).error)
            }
        }
    }

    @Test(
        "the main key line leaves out the keys that would change a day, as on a locked day; a writable journal has no marker",
        arguments: [Language.ja, .en])
    func keysThatWork(_ language: Language) {
        let catalog = Catalog(language)
        let readOnly = KeyLine.text(for: Self.state(), width: 79, catalog: catalog)
        let writable = KeyLine.text(for: Self.state(readOnly: false), width: 79, catalog: catalog)
        #expect(!readOnly.contains("y/n") && !readOnly.contains("1-0") && readOnly.contains("q "), "\(readOnly)")
        #expect(writable.contains("y/n") && !writable.contains(catalog.readOnlyMarker), "\(writable)")
    }
}
