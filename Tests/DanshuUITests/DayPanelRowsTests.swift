import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The day panel gives its rows by priority (docs/decisions.md): at 80×22 a note always keeps a line, whatever else
/// the day holds, and what gives way is still told somewhere on the screen.
@Suite struct DayPanelRowsTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!
    static let past = LocalDate(year: 2026, month: 11, day: 20)!
    static let note = "今日は会社の飲み会で、思ったより飲んでしまった。次は気をつけたい。"

    /// The trial's day: three beers (60 g, over the limit), feelings and a note, shown locked unless `locked` is false.
    static func state(unit: SecondUnit = .drinksJP, locked: Bool = true, feelings: Bool = true, note: Bool = true)
        -> AppState
    {
        var settings = Settings()
        settings.secondUnit = unit
        var beer = Preset.defaults[0].entry
        beer.count = 3
        let record = DayRecord(
            drank: true, drinks: [beer], note: note ? Self.note : nil,
            mood: feelings ? 3 : nil, craving: feelings ? 5 : nil)
        var state = AppState(journal: Journal(settings: settings, days: [past: record]), today: today)
        reduce(&state, .main(.dayClicked(past)))
        if !locked { reduce(&state, .main(.unlockPressed)) }
        state.message = nil
        return state
    }

    static func panel(_ state: AppState, _ width: Int, _ height: Int, _ language: Language) -> [String] {
        let canvas = Screen.render(
            state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: false)
        ).canvas
        let rect = MainLayout(for: state, width: width, height: height).dayPanel
        return (rect.y..<rect.maxY).map { y in (rect.x..<rect.maxX).map { canvas[$0, y].text }.joined() }
    }

    @Test(
        "every mix of feelings, second unit, lock and over-limit keeps the note's first line, the band whole and the over-limit mark",
        arguments: [Language.ja, .en], [1, 2])
    func noteKeepsALine(_ language: Language, ambiguous: Int) {
        TextWidth.withAmbiguousWidth(ambiguous) {
            let catalog = Catalog(language)
            let days = [SecondUnit.none, .drinksJP, .ukUnits].flatMap { unit in
                [true, false].flatMap { locked in [true, false].map { (unit: unit, locked: locked, feelings: $0) } }
            }
            for (unit, locked, feelings) in days {
                for size in [(80, 22), (80, 24), (100, 30)] {
                    let state = Self.state(unit: unit, locked: locked, feelings: feelings)
                    let rows = Self.panel(state, size.0, size.1, language)
                    let label =
                        "\(unit) locked \(locked) feelings \(feelings) \(size) \(language) ambiguous \(ambiguous):\n"
                        + rows.joined(separator: "\n")
                    #expect(rows.contains { $0.hasPrefix(catalog.noteLabel + ": ") }, "\(label)")
                    #expect(rows.contains { $0.contains(catalog.band(.veryHigh)) }, "\(label)")
                    #expect(rows.contains { $0.contains("!") }, "\(label)")
                    #expect(
                        !feelings || rows.contains { $0.contains(catalog.dayFeelings(mood: 3, craving: 5)[0]) },
                        "\(label)")
                }
            }
        }
    }

    @Test("the trial's day at 80×22: the over-limit line shares the band's row, the note keeps its line")
    func trialDay() {
        let state = Self.state()
        let canvas = Screen.render(state, width: 80, height: 22, catalog: Catalog(.ja), theme: Theme(color: true))
            .canvas
        assertSnapshot(canvas, named: "main-day-panel-full-80x22")
        assertSnapshot(
            TextWidth.withAmbiguousWidth(2) {
                Screen.render(state, width: 80, height: 22, catalog: Catalog(.ja), theme: Theme(color: true)).canvas
            }, named: "wide-day-panel-full-80x22")
        // With room, every row stands on its own: at 120 columns the panel is taller.
        let wide = Self.panel(state, 120, 40, .ja)
        #expect(wide.contains { $0.hasPrefix("! 1日の上限 20g 超え") } && wide.contains { $0.hasPrefix("記録済み Enter で修正") })
    }

    @Test("without a note nothing gives way: the over-limit line keeps its own row")
    func withoutANote() {
        let rows = Self.panel(Self.state(note: false), 80, 22, .ja)
        #expect(
            rows.contains { $0.hasPrefix("! 1日の上限 20g 超え") } && rows.contains { $0.hasPrefix("記録済み Enter で修正") },
            "\(rows.joined(separator: "\n"))")
    }
}
