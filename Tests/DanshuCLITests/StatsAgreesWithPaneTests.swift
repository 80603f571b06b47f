import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI
import Foundation
import Testing

/// One layout of each statistic (issue 41, item 2): `danshu stats` prints the rows the statistics pane draws, and
/// `danshu stats --weeks` ends with the lines the trends pane ends with, for the same journal, in both languages.
@Suite("stats and the panes print the same rows")
struct StatsAgreesWithPaneTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// The journals compared: none yet, November's, and one with every row the statistics may show (feelings, money,
    /// the second unit, a heavy day's context, AUDIT-C's answers and the comparison, the medicine).
    static func journals() -> [(name: String, cli: CLI)] {
        let empty = CLI()
        let november = CLI()
        november.writeJournal(Fixture.november)
        let full = CLI()
        for back in 0...60 {
            let date = today.adding(days: -back).iso
            if back % 3 == 0 { full.run("log", date, "1x4") } else { full.run("log", date, "--sober") }
        }
        full.run("log", "2026-11-28", "--craving", "5", "--mood", "3")
        full.run("log", "2026-11-26", "--where", "home", "--why", "stress")
        full.run("log", "2026-11-27", "--drink", "ワイン:13:120:800")
        for (key, value) in [
            ("sex", "male"), ("usualYenPerWeek", "5000"), ("secondUnit", "drinksJP"), ("medicine", "セリンクロ"),
        ] {
            full.run("config", key, value)
        }
        return [("a new journal", empty), ("November", november), ("every row", full)]
    }

    /// The app's state on the journal the commands read, with `key`'s pane open.
    static func state(_ cli: CLI, pressing action: Action) throws -> AppState {
        let journal = try cli.journalBytes.map { try JournalReader.read($0, file: "journal.json") } ?? Journal()
        var state = AppState(journal: journal, today: today)
        state.message = nil
        reduce(&state, action)
        return state
    }

    /// The canvas's rows as one text, for messages.
    static func text(_ canvas: Canvas) -> String { (0..<canvas.height).map(canvas.row).joined(separator: "\n") }

    /// Columns `range` of row `y`, trailing spaces left out.
    static func text(_ canvas: Canvas, y: Int, columns range: Range<Int>) -> String {
        var line = range.map { canvas[$0, y].text }.joined()
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    @Test(
        "stats' month, streaks and money are the rows of the pane's first column, beside its heatmap, less the goal's bar",
        arguments: [Language.ja, .en])
    func statisticsRows(_ language: Language) throws {
        let catalog = Catalog(language)
        for (name, cli) in Self.journals() {
            let printed = cli.run("--lang", language.rawValue, "stats").lines
            // From 120 columns the pane is two columns of sections (issue 43): the first 60 columns wide, the heatmap
            // heading the second from column 63.
            let canvas = Screen.render(
                try Self.state(cli, pressing: .app(.statisticsPressed)), width: 120, height: 60,
                catalog: catalog, theme: Theme(color: false)
            ).canvas
            // The goal's bar is the pane's own: a row of nothing else is left out.
            let bar = Set([" ", ScreenGlyphs.current.goalMet, ScreenGlyphs.current.goalToGo])
            let isBar = { (row: String) in !row.isEmpty && row.allSatisfy { bar.contains(String($0)) } }
            var left: [String] = []
            for y in 2..<(canvas.height - 3) {
                let row = Self.text(canvas, y: y, columns: 1..<62)
                if row.hasPrefix(catalog.statMonthByMonth) { break }
                if !isBar(row) { left.append(row) }
            }
            while left.last == "" { left.removeLast() }
            // The command: its title, the month's rows, a blank line, the streak's, a blank line, the money's, and then
            // the blocks the pane's second column shows.
            let blanks = printed.indices.filter { printed[$0].isEmpty }
            try #require(blanks.count >= 2, "\(name): \(printed)")
            let end = blanks.count > 2 ? blanks[2] : printed.count
            #expect(
                Array(printed[1..<end]) == left,
                "\(name) \(language)\n\(printed.joined(separator: "\n"))\n--- pane\n\(Self.text(canvas))")
            let heatmap = try #require(
                (2..<canvas.height).first {
                    Self.text(canvas, y: $0, columns: 63..<120).hasPrefix(catalog.statLastYear)
                })
            #expect(heatmap == 2, "the heatmap heads the second column\n\(Self.text(canvas))")
        }
    }

    @Test("stats --weeks ends with the trends pane's comparison and 休肝日 goal", arguments: [Language.ja, .en])
    func trendsLines(_ language: Language) throws {
        for (name, cli) in Self.journals() {
            let printed = cli.run("--lang", language.rawValue, "stats", "--weeks", "8").lines
            let canvas = Screen.render(
                try Self.state(cli, pressing: .app(.trendsPressed)), width: 200, height: 40,
                catalog: Catalog(language), theme: Theme(color: false)
            ).canvas
            let rows = (0..<canvas.height).map(canvas.row)
            let closing = Array(printed.suffix(2)).map { " " + $0 }
            let at = try #require(
                rows.firstIndex(of: closing[0]), "\(name) \(language): \(closing[0])\n\(Self.text(canvas))")
            #expect(rows[at + 1] == closing[1], "\(name) \(language)\n\(Self.text(canvas))")
        }
    }

    @Test(
        "stats' urges are the rows of the pane's i: the grid by the hour and the triggers at 120 columns",
        arguments: [Language.ja, .en])
    func urgeRows(_ language: Language) throws {
        let cli = CLI()
        cli.now = ("2026-11-29", 22)
        #expect(cli.run("plans", "add", "--starter", "1").status == 0)
        for back in 1...12 {
            cli.run("log", "-\(back)", back % 4 == 0 ? "1x2" : "--sober")
            cli.run(
                "urge", String(4 + back % 6), "-\(back)", "--at", "\(17 + back % 5):30", "--trigger",
                back % 3 == 0 ? "offered" : "stress",
                "--plan", "1", "--after", "2", "--after-minutes", "20")
        }
        let printed = cli.run("--lang", language.rawValue, "stats").lines
        var state = try Self.state(cli, pressing: .app(.statisticsPressed))
        reduce(&state, .app(.statisticsUrgesToggled))
        let canvas = Screen.render(
            state, width: 120, height: 40, catalog: Catalog(language), theme: Theme(color: false)
        ).canvas
        let rows = (0..<canvas.height).map(canvas.row).map { line -> String in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        let catalog = Catalog(language)
        // The grid: its title and eight rows, from the printed block, stand in the pane's right column.
        let title = try #require(
            printed.firstIndex(of: catalog.urgeGridTitle(blocks: false)), "\(printed.joined(separator: "\n"))")
        for line in printed[title...(title + 8)] {
            #expect(rows.contains { $0.hasSuffix(line) }, "\(line)\n--- pane\n\(Self.text(canvas))")
        }
        // The triggers' rows, each as printed, in the left column.
        let triggers = try #require(printed.firstIndex(of: catalog.urgeTriggersTitle))
        for line in printed[(triggers + 1)...].prefix(while: { !$0.isEmpty }) {
            #expect(rows.contains { $0.hasPrefix(" " + line) }, "\(line)\n--- pane\n\(Self.text(canvas))")
        }
    }
}
