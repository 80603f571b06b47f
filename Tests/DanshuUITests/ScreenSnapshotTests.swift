import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// The main screen as text: what a user sees for a fixture month, at the sizes and modes they use.
@Suite struct ScreenSnapshotTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// November 2026 with sober days, a few drinking days (one over 60 g) and a gap.
    static func fixture(today: LocalDate = today) -> AppState {
        var journal = Journal()
        let presets = journal.presets
        func day(_ d: Int, _ drinks: [(Int, Int)], note: String? = nil) {
            let date = LocalDate(year: 2026, month: 11, day: d)!
            var entries: [DrinkEntry] = []
            for (index, count) in drinks {
                var e = presets[index].entry
                e.count = count
                entries.append(e)
            }
            journal.days[date] = DayRecord(drank: true, drinks: entries, note: note)
        }
        func sober(_ d: Int) { journal.days[LocalDate(year: 2026, month: 11, day: d)!] = .sober }
        for d in 1...6 { sober(d) }
        day(7, [(0, 2)])
        day(8, [(1, 1)])
        for d in 9...14 { sober(d) }
        day(15, [(0, 1), (4, 2), (2, 1)], note: "同窓会")
        for d in 18...27 { sober(d) }
        day(28, [(0, 2)], note: "金曜日の夜、友だちと")
        // The clock has told the time of day, as it has before the app's first frame (`i` logs an urge).
        var state = AppState(journal: journal, today: today, now: ClockTime(wrapping: 21 * 60))
        state.message = nil
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja, color: Bool = true) -> Frame
    {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: color))
    }

    @Test func mainScreenAt80x24() {
        var state = Self.fixture()
        reduce(&state, .main(.dayMoved(by: -1)))
        assertSnapshot(render(state, 80, 24).canvas, named: "main-80x24")
    }

    @Test func mainScreenAt120x40() {
        var state = Self.fixture()
        reduce(&state, .main(.dayMoved(by: -1)))
        assertSnapshot(render(state, 120, 40).canvas, named: "main-120x40")
    }

    @Test func dayOver60Grams() {
        var state = Self.fixture()
        reduce(&state, .main(.dayClicked(LocalDate(year: 2026, month: 11, day: 15)!)))
        assertSnapshot(render(state, 80, 24).canvas, named: "main-over-60g")
    }

    @Test func soberDay() {
        var state = Self.fixture()
        reduce(&state, .main(.dayClicked(LocalDate(year: 2026, month: 11, day: 20)!)))
        assertSnapshot(render(state, 80, 24).canvas, named: "main-sober-day")
    }

    @Test func monthStartingOnSaturday() {
        // August 2026 begins on a Saturday: six week rows.
        var state = Self.fixture(today: LocalDate(year: 2026, month: 8, day: 31)!)
        state.journal.days = [LocalDate(year: 2026, month: 8, day: 1)!: .sober]
        assertSnapshot(render(state, 80, 24).canvas, named: "main-month-starting-saturday")
    }

    @Test func tooSmall() {
        assertSnapshot(render(Self.fixture(), 39, 15).canvas, named: "too-small-39x15")
    }

    @Test func english() {
        var state = Self.fixture()
        reduce(&state, .main(.dayMoved(by: -1)))
        assertSnapshot(render(state, 80, 24, .en).canvas, named: "main-80x24-en")
    }

    @Test func noColor() {
        var state = Self.fixture()
        reduce(&state, .main(.dayClicked(LocalDate(year: 2026, month: 11, day: 15)!)))
        assertStyleSnapshot(render(state, 80, 24, color: false).canvas, named: "main-no-color")
    }
}

/// The statistics pane for the fixture month, in both languages.
@Suite struct StatisticsSnapshotTests {
    @Test(arguments: [Language.ja, .en])
    func statisticsPane(_ language: Language) {
        var state = ScreenSnapshotTests.fixture()
        reduce(&state, .app(.statisticsPressed))
        let frame = Screen.render(state, width: 80, height: 24, catalog: Catalog(language), theme: Theme(color: true))
        assertSnapshot(frame.canvas, named: "statistics-80x24-\(language.rawValue)")
    }
}

/// The preset edit pane: the list with long and wide names, the form with an error, reorder mode.
@Suite struct PresetPaneSnapshotTests {
    static func state() -> AppState {
        var state = ScreenSnapshotTests.fixture()
        state.journal.presets += [
            Preset(name: "とても長い名前のクラフトビール・インペリアルスタウト樽生", abvTenths: 105, ml: 473),
            Preset(name: "Very long imported beer name that does not fit", abvTenths: 48, ml: 330),
            Preset(name: "梅酒ロック", abvTenths: 120, ml: 90),
        ]
        reduce(&state, .app(.presetPanePressed))
        return state
    }

    func render(_ state: AppState, _ language: Language = .ja) -> Canvas {
        Screen.render(state, width: 80, height: 24, catalog: Catalog(language), theme: Theme(color: true)).canvas
    }

    @Test func listWithLongAndWideNames() {
        var state = Self.state()
        reduce(&state, .presets(.selectionMoved(by: 7)))
        assertSnapshot(render(state), named: "presets-list")
    }

    @Test func formWithAnError() {
        var state = Self.state()
        reduce(&state, .presets(.addPressed))
        for edit in ["ハイボール", "\t", "１０１", "\t", "350"] {
            reduce(
                &state,
                edit == "\t" ? .modal(.drinkForm(.fieldMoved(by: 1))) : .modal(.drinkForm(.textEdited(.insert(edit)))))
        }
        reduce(&state, .modal(.drinkForm(.submitPressed)))
        assertSnapshot(render(state), named: "presets-form-error")
    }

    @Test func reorderMode() {
        var state = Self.state()
        reduce(&state, .presets(.selectionMoved(by: 2)))
        reduce(&state, .presets(.reorderToggled))
        assertSnapshot(render(state, .en), named: "presets-reorder-en")
    }
}
