import Foundation
import Testing

/// Text in the journal is data: a hand-edited note or preset name never reaches the terminal as a control sequence.
@Suite("Text from the journal")
struct JournalTextTests {
    @Test("escape sequences in a note and a preset name show as caret notation and do not retitle the terminal")
    func escapesAreShownNotSent() async throws {
        let folder = try TmuxSession.Folder()
        let journal = #"""
            {"format": "danshu-journal", "version": 1,
             "presets": [{"abv": 5, "ml": 500, "name": "\u001b]2;PRESET\u0007ビール"}],
             "days": {"2026-11-29": {"drank": false, "note": "\u001b]2;PWNED\u0007\u001b[31mred"}}}
            """#
        try Data(journal.utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder)
        // The note's first word is wider than the rest of the label's row, so it starts on the next row, whole.
        let screen = try await app.waitFor("メモ:", "^[]2;PWNED^G^[[31", "[1 ^[]2;PRESET^Gビール]")
        #expect(!screen.contains("\u{1B}"))
        let title = try app.paneFormat("#{pane_title}")
        #expect(!title.contains("PWNED") && !title.contains("PRESET"), "pane title: \(title)")
    }
}
