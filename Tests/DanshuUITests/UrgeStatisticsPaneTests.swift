import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The statistics pane's urges (`i`, design.md §9): the month's urges, the share that passed without drinking, the
/// triggers and plans ranked, and the hour × weekday grid, in 4-hour blocks at 80 columns and by the hour where wide.
@Suite struct UrgeStatisticsPaneTests {
    /// The November fixture with two plans and a month of urges: evenings of stress on weekdays, a plan that helps more
    /// than the other, and a night's urges after midnight that belong to the evening before.
    static func state(urgesPressed: Bool = true) -> AppState {
        var state = ScreenSnapshotTests.fixture()
        let walk = IfThenPlan(id: "20261101T2000", situation: .trigger(.stress), response: .coping(.walk))
        let bath = IfThenPlan(id: "20261101T2001", situation: .hours(from: 18, to: 22), response: .coping(.bath))
        state.journal.ifThenPlans = [walk, bath]
        func urge(
            _ day: Int, _ at: String, _ strength: Int, _ triggers: UrgeTriggers, plan: IfThenPlan? = nil,
            after: Int? = nil
        ) {
            let date = LocalDate(year: 2026, month: 11, day: day)!
            var record = state.journal.days[date] ?? DayRecord(drank: nil)
            record.urges.append(
                Urge(
                    at: ClockTime(text: at)!, strength: strength, triggers: triggers, plan: plan?.id,
                    after: after, afterMinutes: after.map { _ in 12 }))
            state.journal.days[date] = record
        }
        for day in [2, 3, 4, 9, 10, 11, 18, 19, 20] { urge(day, "20:30", 7, [.stress, .tired], plan: walk, after: 3) }
        for day in [7, 15, 28] { urge(day, "19:10", 8, [.offered], plan: bath, after: 6) }
        urge(14, "01:30", 6, [.lonely])
        urge(16, "12:05", 4, [.habit, .hungry])
        urge(17, "21:00", 9, [.noReason])
        if urgesPressed {
            reduce(&state, .app(.statisticsPressed))
            reduce(&state, .app(.statisticsUrgesToggled))
        }
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language) -> Canvas {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true)).canvas
    }

    @Test("80×24: the month's urges with the grid in 4-hour blocks, in both languages", arguments: [Language.ja, .en])
    func snapshot(_ language: Language) {
        let canvas = render(Self.state(), 80, 24, language)
        assertSnapshot(canvas, named: "statistics-urges-80x24-\(language.rawValue)")
        let catalog = Catalog(language)
        #expect(canvas.text.contains(catalog.urgeGridTitle(blocks: true).prefix(6)))
    }

    @Test("120×40: the grid by the hour beside the figures")
    func wideSnapshot() {
        assertSnapshot(render(Self.state(), 120, 40, .ja), named: "statistics-urges-120x40-ja")
    }

    @Test("i shows the urges, i again the month's figures; s opens on the figures", arguments: [Language.ja, .en])
    func toggles(_ language: Language) {
        let catalog = Catalog(language)
        var state = Self.state()
        #expect(render(state, 80, 24, language).text.contains(catalog.urgesTitle))
        reduce(&state, .app(.statisticsUrgesToggled))
        #expect(!render(state, 80, 24, language).text.contains(catalog.urgesTitle))
        reduce(&state, .app(.statisticsUrgesToggled))
        reduce(&state, .app(.closePressed))
        reduce(&state, .app(.statisticsPressed))
        #expect(!state.statisticsShowsUrges)
        #expect(Keymap.action(for: .character("i"), in: state) == .app(.statisticsUrgesToggled))
    }

    @Test(
        "the figures agree with the month: 15 urges, 10 of 13 on recorded days passed sober, offered ranks first",
        arguments: [Language.ja, .en])
    func figures(_ language: Language) {
        let catalog = Catalog(language)
        let text = render(Self.state(), 80, 24, language).text
        // Days 7, 15 and 28 are drinking days (the offered urges); 16 and 17 are not recorded.
        let report = UrgeReport(
            journal: Self.state().journal, month: YearMonth(year: 2026, month: 11), today: ScreenSnapshotTests.today)
        #expect(report.count == 15 && report.onUnrecordedDays == 2)
        #expect(report.passedWithoutDrinking == Share(10, of: 13))
        #expect(report.triggers.first?.trigger == .offered)
        #expect(text.contains(catalog.urgesPassed(Share(10, of: 13))), "\(text)")
        #expect(text.contains(catalog.urgeTrigger(.offered)))
    }

    @Test(
        "every size from 80×22 keeps each line within the pane; from 120 columns the grid is by the hour",
        arguments: [Language.ja, .en])
    func sizes(_ language: Language) {
        let catalog = Catalog(language)
        for (width, height) in [(80, 22), (80, 24), (100, 30), (120, 40), (200, 60)] {
            let canvas = render(Self.state(), width, height, language)
            let text = canvas.text
            #expect(text.contains(catalog.urgesTitle), "\(width)×\(height)\n\(text)")
            let byHour = width >= 120
            #expect(
                text.contains(String(catalog.urgeGridTitle(blocks: !byHour).prefix(8))), "\(width)×\(height)\n\(text)")
            // The grid's seven weekday rows are all there.
            let rows = (0..<canvas.height).map(canvas.row)
            let weekdays = catalog.urgeGridWeekdays.filter { day in rows.contains { $0.contains(" " + day + " ") } }
            #expect(weekdays.count == 7, "\(width)×\(height)\n\(text)")
        }
    }

    @Test(
        "a month without urges: i is not offered, and pressed says how to log one; moved to one, the page says so too")
    func emptyMonth() {
        var state = ScreenSnapshotTests.fixture()
        reduce(&state, .app(.statisticsPressed))
        for language in [Language.ja, .en] {
            #expect(!render(state, 80, 24, language).text.contains("i " + Catalog(language).keyHint(.statisticsUrges)))
        }
        reduce(&state, .app(.statisticsUrgesToggled))
        #expect(!state.statisticsShowsUrges && state.message == .noUrgesThisMonth)
        var urges = Self.state()
        #expect(render(urges, 80, 24, .ja).text.contains("i 衝動"))
        reduce(&urges, .main(.monthMoved(by: -1)))
        for language in [Language.ja, .en] {
            #expect(
                render(urges, 80, 24, language).text.contains(String(Catalog(language).urgesNoneThisMonth.prefix(10))))
        }
        // Back to the figures still works there.
        reduce(&urges, .app(.statisticsUrgesToggled))
        #expect(!urges.statisticsShowsUrges)
    }
}

@Suite struct UrgeStatisticsPhoneTests {
    @Test(
        "at 40×16 the month's urges scroll with ↑ ↓ as the figures do, to the grid at their end",
        arguments: [Language.ja, .en])
    func scrolls(_ language: Language) {
        let catalog = Catalog(language)
        var state = UrgeStatisticsPaneTests.state()
        let render = { (state: AppState) in
            Screen.render(state, width: 40, height: 16, catalog: catalog, theme: Theme(color: true)).canvas.text
        }
        let first = render(state)
        #expect(first.contains(catalog.urgesTitle))
        #expect(first.contains(catalog.keyHint(.scroll)), "\(first)")
        #expect(!first.contains(catalog.urgeGridTitle(blocks: true)))
        for _ in 0..<60 { reduce(&state, .app(.statisticsScrolled(by: 1))) }
        let end = render(state)
        #expect(end.contains(String(catalog.urgeGridTitle(blocks: true).prefix(6))), "\(end)")
        // The title and the status lines stay where they are.
        #expect(end.contains(catalog.statisticsTitle))
    }
}
