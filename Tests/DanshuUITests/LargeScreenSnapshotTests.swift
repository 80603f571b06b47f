import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// A big terminal used well (issue 43): the main screen, the statistics and the trends at 120×40, 160×48 and 200×60, in
/// both languages, on twenty-two weeks of days with plans, feelings, a note and a heavy week.
@Suite struct LargeScreenSnapshotTests {
    static let sizes = [(120, 40), (160, 48), (200, 60)]

    /// The plans' twenty-two weeks on the main screen, Saturday the 28th selected: two drinks, a plan, a feeling and a note.
    static func main() -> AppState {
        var state = PlanSnapshotTests.state()
        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.dayMoved(by: -1)))
        state.journal.days[state.selected]?.mood = 4
        state.journal.days[state.selected]?.note = "友だちと居酒屋。二杯でやめて、帰りは歩いた。"
        state.message = nil
        return state
    }

    /// The same weeks with cravings, on the trends pane.
    static func trends() -> AppState {
        var state = TrendsSnapshotTests.stateWithCravings()
        state.journal.plans = PlanSnapshotTests.state().journal.plans
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language) -> Canvas {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true)).canvas
    }

    func name(_ screen: String, _ width: Int, _ height: Int, _ language: Language) -> String {
        "large-\(screen)-\(width)x\(height)" + (language == .en ? "-en" : "")
    }

    @Test(
        "the main screen: the week's bars under the calendar, today's panel whole, from 140 columns the month at a glance",
        arguments: sizes, [Language.ja, .en])
    func mainScreen(size: (Int, Int), language: Language) {
        assertStyleSnapshot(
            render(Self.main(), size.0, size.1, language), named: name("main", size.0, size.1, language))
    }

    @Test(
        "the statistics: two columns of sections, AUDIT-C whole, the months compared beneath", arguments: sizes,
        [Language.ja, .en])
    func statistics(size: (Int, Int), language: Language) {
        assertStyleSnapshot(
            render(StatisticsPaneTests.yearState(), size.0, size.1, language),
            named: name("statistics", size.0, size.1, language))
    }

    @Test(
        "the trends: up to a year of weeks, bars of at most 16 rows, the last eight weeks as a table", arguments: sizes,
        [Language.ja, .en])
    func trends(size: (Int, Int), language: Language) {
        assertStyleSnapshot(
            render(Self.trends(), size.0, size.1, language), named: name("trends", size.0, size.1, language))
    }

    @Test("the month at a glance says the week's plan day by day, what each day came to, and where plans are made")
    func glance() {
        let catalog = Catalog(.ja)
        let text = render(Self.main(), 200, 60, .ja).text
        #expect(text.contains("予定: 土 20g まで  予定どおり 4/7日") && text.contains("土28  ▓ 41.6g  予定: 20g まで（超えた）"), "\(text)")
        var unplanned = Self.main()
        unplanned.journal.plans = [:]
        #expect(render(unplanned, 200, 60, .ja).text.contains(catalog.glanceNoPlan))
        // Below 140 columns the text column is today's alone.
        #expect(!render(Self.main(), 139, 60, .ja).text.contains("今月の休肝日目標"))
        #expect(render(Self.main(), 140, 60, .ja).text.contains("今月の休肝日目標"))
    }
}
