import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI
import Testing

/// The same thing in the same words on the screen and on the command line (issue 26, item 6): a preset's ABV, a
/// day's feelings, a priced drink's line. The journal is written by commands, then drawn by the app.
@Suite("Same words in the app and the command line")
struct SameWordsTests {
    static let sizes = [(80, 22), (80, 24), (100, 30), (200, 60)]

    /// The app's screens for the journal the CLI wrote, on `date`, after `actions`, at every size design.md §2 names.
    static func screens(_ cli: CLI, _ language: Language, date: LocalDate, _ actions: [Action] = []) throws -> [String]
    {
        let journal = try JournalReader.read(cli.journalBytes ?? [], file: "journal.json")
        var state = AppState(journal: journal, today: LocalDate(year: 2026, month: 11, day: 29)!)
        state.selected = date
        state.message = nil
        for action in actions { reduce(&state, action) }
        return sizes.map { size in
            let canvas = Screen.render(
                state, width: size.0, height: size.1, catalog: Catalog(language), theme: Theme(color: false)
            ).canvas
            return (0..<canvas.height).map(canvas.row).joined(separator: "\n")
        }
    }

    @Test(
        "a preset's ABV reads the same in `presets list` and the preset pane: 5%, 13.5%", arguments: [Language.ja, .en])
    func abv(_ language: Language) throws {
        let cli = CLI()
        let lang = ["--lang", language == .ja ? "ja" : "en"]
        cli.run(lang + ["presets", "add", "IPA", "6.5", "350"])
        let list = cli.run(lang + ["presets", "list"]).stdout
        for pane in try Self.screens(
            cli, language, date: LocalDate(year: 2026, month: 11, day: 29)!, [.app(.presetPanePressed)])
        {
            for abv in ["5%", "13%", "6.5%"] {
                #expect(list.contains(" \(abv) ") && pane.contains(" \(abv) "), "\(abv)\n\(list)\n\(pane)")
            }
            #expect(!pane.contains("5.0%") && !list.contains("5.0%"), "\(pane)")
        }
    }

    @Test(
        "a day's feelings and a priced drink's line read the same in `show` and the day panel",
        arguments: [Language.ja, .en])
    func dayWords(_ language: Language) throws {
        let cli = CLI()
        let lang = ["--lang", language == .ja ? "ja" : "en"]
        cli.run(
            lang + [
                "log", "2026-11-28", "--drink", "レモンサワー:7:350:180円", "--drink", "レモンサワー:7:350:180円", "--mood", "3",
                "--craving", "4",
            ])
        let show = cli.run(lang + ["show", "2026-11-28"]).lines
        let catalog = Catalog(language)
        let feelings = catalog.feelingsLine(mood: 3, craving: 4)
        let drink = catalog.drinkLine(name: "レモンサワー", detail: catalog.yen(180), count: 2)
        #expect(show.contains(feelings), "\(show)")
        #expect(show.contains { $0.hasPrefix("  " + drink + " ") }, "\(show)")
        for panel in try Self.screens(cli, language, date: LocalDate(year: 2026, month: 11, day: 28)!) {
            #expect(panel.contains(feelings) && panel.contains(drink), "\(show)\n\(panel)")
        }
    }
}
