import DanshuTestSupport
import Foundation
import Testing

/// Names, notes and paths that hold escape sequences and bidi controls, through the real binary: on a
/// terminal they show as visible text and never retitle, clear or reorder it; through a pipe every byte stays.
@Suite("Hostile text through the real binary")
struct HostileTextEndToEndTests {
    static let pwned = HostileJournal.pwned
    static let pwnedShown = HostileJournal.pwnedShown
    static let journal = HostileJournal.journal
    static func actionable(_ text: String) -> [String] { HostileJournal.actionable(text) }

    @Test("a preset from the journal named with a title and clear-screen sequence: pane title and screen intact")
    func presetNameInTheApp() async throws {
        let folder = try TmuxSession.Folder()
        try Data(Self.journal.utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder)
        let titleBefore = try app.paneFormat("#{pane_title}")
        // The note's first word does not fit beside its label, so it starts the next row whole.
        let main = try await app.waitFor(Self.pwnedShown + " × 2", "メモ:", "^[[31m^M<U+202E>n", "[2 abc<U+202E>fed]")
        #expect(main.contains("お酒を飲みましたか？") && main.contains("2026年11月"), "the screen was cleared:\n\(main)")
        #expect(main.split(separator: "\n").first?.contains("断酒") == true, "the header moved:\n\(main)")
        try app.send("e")
        let pane = try await app.waitFor("プリセットの編集", Self.pwnedShown, "abc<U+202E>fed")
        #expect(pane.contains(" 5% ") && pane.contains("500ml"), "the row lost its columns:\n\(pane)")
        try app.send("Enter")
        try await app.waitFor("プリセットを編集", "0;pwned^G^[[2J")
        // The first Esc closes the form, the second (alone once the input goes quiet) the pane: only then the question.
        try await app.press("Escape", "Escape", what: "the main screen") { $0.contains("お酒を飲みましたか？") }
        #expect(try app.paneFormat("#{pane_title}") == titleBefore)
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        // The same sequence written raw does retitle the pane, once tmux has read it: the check above can fail.
        try app.writeToTerminal(Self.pwned)
        #expect(try await app.paneFormat("#{pane_title}", becomes: "pwned") == "pwned")
    }

    @Test("a journal that cannot be read, at a path with escapes: the message shows them, the terminal ignores them")
    func hostilePathInAStartupError() async throws {
        let folder = try TmuxSession.Folder()
        let path = folder.path + "/\u{1B}]0;pwned\u{07}\u{202E}.json"
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: path))
        let app = try TmuxSession(folder: folder, arguments: ["--file", path])
        let titleBefore = try app.paneFormat("#{pane_title}")
        #expect(try await app.exitStatus() == 3)
        let screen = try await app.waitFor("^[]0;pwned^G<U+202E>.json")
        #expect(Self.actionable(screen).isEmpty)
        #expect(try app.paneFormat("#{pane_title}") == titleBefore)
    }

    /// Runs danshu under `script`, so standard output and standard error are a terminal.
    func onTerminal(_ box: Sandbox, _ arguments: [String]) throws -> CommandResult {
        let command = ([DanshuBinary.path] + arguments).map(TmuxSession.quoted).joined(separator: " ")
        return try Sandbox.run(
            "/usr/bin/script", ["-qec", command, "/dev/null"], environment: box.environment, folder: box.folder)
    }

    @Test(
        "show and an error on a real terminal (script): nothing a terminal acts on; every command is in DanshuCLITests")
    func commandsOnATerminal() throws {
        let box = Sandbox()
        box.writeJournal(Self.journal)
        let shown = try onTerminal(box, ["show"])
        #expect(shown.status == 0)
        #expect(Self.actionable(shown.stdout).isEmpty, "show: \(Self.actionable(shown.stdout))")
        #expect(shown.stdout.contains(Self.pwnedShown + " × 2"))
        #expect(shown.stdout.contains("^[[31m^M<U+202E>note"))

        let refused = try onTerminal(box, ["log", "\u{1B}]0;pwned\u{07}\u{202E}"])
        #expect(refused.status == 2)
        #expect(Self.actionable(refused.stdout).isEmpty, "error: \(Self.actionable(refused.stdout))")
        #expect(refused.stdout.contains("^[]0;pwned^G<U+202E>"))
    }
}
