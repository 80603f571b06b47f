import DanshuTestSupport
import Foundation
import Testing

/// Text in the journal is data: names, notes and paths holding escape sequences and bidi controls show as
/// visible text when standard output or error is a terminal, and keep every byte through a pipe.
@Suite("Text from the journal on a terminal and through a pipe")
struct JournalTextTests {
    static let pwned = HostileJournal.pwned
    static let pwnedShown = HostileJournal.pwnedShown
    static let journal = HostileJournal.journal
    static func actionable(_ text: String) -> [String] { HostileJournal.actionable(text) }

    @Test("show, presets list, status, import and errors on a terminal: nothing a terminal acts on, columns aligned")
    func commandsOnATerminal() {
        let cli = CLI()
        cli.terminal = true
        cli.writeJournal(Self.journal)
        let shown = cli.run("show")
        #expect(shown.status == 0)
        #expect(Self.actionable(shown.stdout).isEmpty, "show: \(Self.actionable(shown.stdout))")
        #expect(shown.stdout.contains(Self.pwnedShown + " × 2"))
        #expect(shown.stdout.contains("^[[31m^M<U+202E>note"))

        let list = cli.run("presets", "list")
        #expect(Self.actionable(list.stdout).isEmpty, "presets list: \(Self.actionable(list.stdout))")
        #expect(list.stdout.contains(Self.pwnedShown) && list.stdout.contains("abc<U+202E>fed"))
        // Columns stay aligned: the visible form is measured, not the raw name.
        let rows = list.lines.filter { $0.hasSuffix("g") }
        #expect(
            rows.count == 2 && Set(rows.map(\.count)).count == 1,
            "rows of different lengths:\n\(rows.joined(separator: "\n"))")

        let status = cli.run("status")
        #expect(status.status == 0 && !status.stdout.isEmpty && Self.actionable(status.stdout).isEmpty)

        cli.write(
            "date,drank,name,ml,abv,grams,count,note\r\n2026-11-29,true,\"\u{1B}]0;csv\u{07}\u{202E}\",350,5,14,1,\u{1B}[2J\r\n",
            to: cli.file("hostile.csv"))
        let dryRun = cli.run("import", cli.file("hostile.csv"), "--dry-run")
        #expect(dryRun.status == 0)
        #expect(
            Self.actionable(dryRun.stdout + dryRun.stderr).isEmpty,
            "import: \(Self.actionable(dryRun.stdout + dryRun.stderr))")
        #expect(dryRun.stdout.contains("^[]0;csv^G<U+202E>"))

        let refused = cli.run("log", "\u{1B}]0;pwned\u{07}\u{202E}")
        #expect(refused.status == 2)
        #expect(Self.actionable(refused.stderr).isEmpty, "error: \(Self.actionable(refused.stderr))")
        #expect(refused.stderr.contains("^[]0;pwned^G<U+202E>"))
    }

    @Test("through a pipe the same commands keep every byte; exports are exact")
    func commandsThroughAPipe() throws {
        let cli = CLI()
        cli.writeJournal(Self.journal)
        #expect(cli.run("show").stdout.contains(Self.pwned + " × 2"))
        #expect(cli.run("presets", "list").stdout.contains("abc\u{202E}fed"))
        let json = cli.run("export", "--format", "json")
        #expect(json.status == 0)
        let days =
            try #require(try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any])["days"]
            as? [String: Any]
        let today = try #require(days?["2026-11-29"] as? [String: Any])
        #expect(today["note"] as? String == "\u{1B}[31m\r\u{202E}note")
        let csv = cli.run("export", "--format", "csv").stdout
        #expect(csv.contains("\"\u{1B}[31m\r\u{202E}note\"") && csv.contains(Self.pwned))
        // An error through a pipe quotes the word as it was typed.
        #expect(cli.run("log", "\u{1B}]0;pwned\u{07}\u{202E}").stderr.contains("\u{1B}]0;pwned\u{07}\u{202E}"))
    }

    @Test("a path with escapes in an error on a terminal shows them as text")
    func hostilePathOnATerminal() {
        let cli = CLI()
        cli.terminal = true
        let path = cli.file("\u{1B}]0;pwned\u{07}\u{202E}.json")
        cli.write("{not json", to: path)
        let result = cli.run("--file", path, "check")
        #expect(result.status == 3)
        #expect(result.stderr.contains("^[]0;pwned^G<U+202E>.json"), "\(result)")
        #expect(Self.actionable(result.stderr).isEmpty)
    }
}
