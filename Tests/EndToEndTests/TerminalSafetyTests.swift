import Foundation
import Testing

@Suite("danshu output on a terminal")
struct TerminalSafetyTests {
    /// Runs danshu under `script`, which gives it a pseudo-terminal for standard output.
    func runOnTerminal(_ box: Sandbox, _ arguments: [String]) throws -> String {
        let command = ([DanshuBinary.path] + arguments).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        .joined(separator: " ")
        let result = try Sandbox.run(
            "/usr/bin/script", ["-qec", command, "/dev/null"], environment: box.environment, folder: box.folder)
        return result.stdout
    }

    @Test func journalTextCannotDriveTheTerminal() throws {
        let box = Sandbox()
        box.writeJournal(Fixture.awkward)
        let shown = try runOnTerminal(box, ["show", "2026-11-21"])
        #expect(!shown.contains("\u{1B}"))
        #expect(!shown.contains("\u{07}"))
        #expect(shown.contains("メモ: ^[]0;pwned^G^[[31mred"))
        let exported = try runOnTerminal(box, ["export"])
        #expect(!exported.contains("\u{1B}"))
        // Through a pipe the same export keeps every byte.
        #expect(try box.run("export").stdout.contains("\u{1B}]0;pwned\u{07}\u{1B}[31mred"))
        #expect(try box.run("show", "2026-11-21").stdout.contains("メモ: \u{1B}]0;pwned"))
    }
}
