import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The month at a glance (from 140 columns) after the urges came (issues 42 and 43): the selected day's urges, each
/// with what it came to, and the plans the month's urges used; nothing of them before an urge or a plan.
@Suite struct GlanceUrgesTests {
    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language) -> String {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true)).canvas
            .text
    }

    @Test("the selected day's urges and the plans in use, in both languages", arguments: [Language.ja, .en])
    func urgesOfTheDay(_ language: Language) throws {
        let catalog = Catalog(language)
        var state = UrgeStatisticsPaneTests.state(urgesPressed: false)
        state.selected = try #require(LocalDate(year: 2026, month: 11, day: 18))
        let day = try #require(state.journal.days[state.selected]?.urges.first)
        for size in [(160, 48), (200, 60)] {
            let text = render(state, size.0, size.1, language)
            #expect(text.contains(catalog.glanceUrgesTitle(state.selected, today: state.today)), "\(size)")
            // 20:30, strength 7 that came to 3, with its triggers.
            #expect(text.contains(catalog.urgeSummaryWithAfter(day)), "\(size)\n\(text)")
            #expect(
                catalog.urgeSummaryWithAfter(day).contains("7→3") || catalog.urgeSummaryWithAfter(day).contains("7 → 3")
            )
            #expect(text.contains(String(catalog.urgePlansTitle.prefix(6))), "\(size)")
        }
        // A day without urges says how to log one.
        state.selected = try #require(LocalDate(year: 2026, month: 11, day: 5))
        #expect(render(state, 160, 48, language).contains(String(catalog.glanceNoUrges.prefix(8))))
    }

    @Test("before any urge or plan the glance says nothing of them", arguments: [Language.ja, .en])
    func nothingBeforeUse(_ language: Language) {
        let text = render(ScreenSnapshotTests.fixture(), 200, 60, language)
        let catalog = Catalog(language)
        #expect(
            !text.contains(
                catalog.glanceUrgesTitle(
                    ScreenSnapshotTests.fixture().selected, today: ScreenSnapshotTests.fixture().today)))
        #expect(!text.contains(String(catalog.glanceNoUrges.prefix(8))))
    }
}
