import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// The line that folds in a sync conflict copy, on the app's message line, is whole at 80 columns (issue 34, item 5): on
/// one row when it fits, else on two, as a shell continuation when the command alone is wider than a row, so that the two
/// rows pasted together are the command.
@Suite("The conflict copy's line, whole at 80 columns")
struct CopyLineFitTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!
    static let commands = [
        "danshu merge ~/.local/share/danshu/journal.sync-conflict-20261128-101010-ABCDEFG.json",
        "danshu --file ~/sync/journal.json merge ~/sync/journal.sync-conflict-20261128-101010-ABCDEFG.json",
        "danshu --file ~/data/journal.json merge ~/'data/journal (Taro'\\''s conflicted copy 2026-11-28).json'",
        "danshu merge ~/sync/journal.sync-conflict-20261128-101010-ABCDEFG.json",
    ]

    /// The screen's rows as text.
    static func rows(_ frame: Frame) -> [String] {
        (0..<frame.canvas.height).map { y in frame.canvas.cells(row: y).map(\.text).joined() }
    }

    /// What `sh` reads from the rows that hold the command, pasted together: a backslash at the end of a row joins the next.
    static func pasted(_ rows: [String], from start: String) -> String? {
        guard let first = rows.firstIndex(where: { $0.contains(start) }) else { return nil }
        var text = String(rows[first][rows[first].range(of: start)!.lowerBound...])
        var index = first
        while text.trimmingCharacters(in: .whitespaces).hasSuffix("\\") && index + 1 < rows.count {
            text =
                String(text.trimmingCharacters(in: .whitespaces).dropLast())
                + rows[index + 1].trimmingCharacters(in: .whitespaces)
            index += 1
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    @Test(
        "at 80 columns, in both languages, every line is on the screen whole, ready to paste",
        arguments: Language.allCases)
    func wholeAt80(_ language: Language) {
        for command in Self.commands {
            var state = AppState(journal: Journal(days: [Self.today: .sober]), today: Self.today)
            state.message = .syncConflictCopy(command: command, others: 1)
            let frame = Screen.render(
                state, width: 80, height: 24, catalog: Catalog(language), theme: Theme(color: false))
            let rows = Self.rows(frame)
            #expect(
                Self.pasted(rows, from: "danshu ") == command,
                "\(language) \(command):\n\(rows.suffix(4).joined(separator: "\n"))")
            #expect(rows[23].contains("q 終了") || rows[23].contains("q quit"), "the key line stays")
            #expect(!rows.joined().contains("…"), "nothing is cut")
        }
    }

    @Test("on a wide screen the message is one row, as before")
    func oneRowWhenItFits() {
        var state = AppState(journal: Journal(days: [Self.today: .sober]), today: Self.today)
        state.message = .syncConflictCopy(command: Self.commands[1], others: 0)
        let rows = Self.rows(
            Screen.render(state, width: 200, height: 24, catalog: Catalog(.ja), theme: Theme(color: false)))
        #expect(rows[22].trimmingCharacters(in: .whitespaces) == "同期の競合コピーがあります。終了後に取り込んで削除: " + Self.commands[1])
    }

    @Test("words are split as the shell splits them: never inside quotes")
    func shellWords() {
        #expect(
            CommandRows.layout(lead: "long words:", short: "x:", command: Self.commands[2], width: 79)
                == [
                    "x: danshu --file ~/data/journal.json merge \\",
                    "  ~/'data/journal (Taro'\\''s conflicted copy 2026-11-28).json'",
                ])
    }
}
