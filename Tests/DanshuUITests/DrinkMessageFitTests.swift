import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// The confirmation after a number key, `-` or `o` keeps its count and `u` in view however long the
/// drink's name: the name is shortened by display width, never the end of the message.
@Suite struct DrinkMessageFitTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    @Test(arguments: [
        (Language.ja, "u で取り消し", String(repeating: "とても長い名前の日本酒", count: 20)),
        (.en, "u to undo", String(repeating: "A very long name for a beer ", count: 20)),
        (.ja, "u で取り消し", String(repeating: "👨‍👩‍👧", count: 60)),
    ])
    func longNamesAreShortened(language: Language, ending: String, name: String) {
        let journal = Journal(presets: [Preset(name: name, abvTenths: 50, ml: 350)])
        var state = AppState(journal: journal, today: Self.today)
        let catalog = Catalog(language)
        for action in [Action.main(.chipTapped(0)), .main(.chipTapped(0)), .main(.removeLastDrinkPressed)] {
            reduce(&state, action)
            for width in [80, 120] {
                let frame = Screen.render(state, width: width, height: 24, catalog: catalog, theme: Theme(color: false))
                let rows = (0..<24).map { frame.canvas.row($0) }
                let line = rows.first { $0.contains(ending) }
                #expect(
                    line != nil,
                    "\(action) at \(width): no row ends the message with \(ending)\n\(rows.joined(separator: "\n"))")
                #expect(line?.contains("…") == true)
                #expect(line.map(TextWidth.of) ?? 0 <= width)
            }
        }
        // A name that fits is shown whole.
        var short = AppState(
            journal: Journal(presets: [Preset(name: "ビール", abvTenths: 50, ml: 350)]), today: Self.today)
        reduce(&short, .main(.chipTapped(0)))
        let frame = Screen.render(short, width: 80, height: 24, catalog: Catalog(.ja), theme: Theme(color: false))
        #expect((0..<24).contains { frame.canvas.row($0).contains("ビール を追加（今日 1杯目）u で取り消し") })
    }
}
