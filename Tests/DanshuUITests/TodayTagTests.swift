import DanshuApp
import DanshuCore
import DanshuText
@testable import DanshuUI
import Testing

/// The day panel always says which day is today (issue 26, item 12).
@Suite struct TodayTagTests {
    @Test("today is said at every size, in both languages and both ambiguous widths; the year goes first when room is short",
          arguments: [(80, 22), (80, 24), (100, 30), (200, 60)])
    func todayIsSaid(width: Int, height: Int) {
        var state = ScreenSnapshotTests.fixture()
        state.selected = state.today
        for language in [Language.ja, .en] {
            for ambiguous in [1, 2] {
                let text = TextWidth.withAmbiguousWidth(ambiguous) {
                    let canvas = Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: false)).canvas
                    return (0..<canvas.height).map(canvas.row).joined(separator: "\n")
                }
                let catalog = Catalog(language)
                #expect(text.contains(catalog.dateWithoutYear(state.today) + " " + catalog.todayLabel)
                        || text.contains(catalog.longDate(state.today) + " " + catalog.todayLabel),
                        "\(width)x\(height) \(language) width \(ambiguous):\n\(text)")
            }
        }
    }
}

/// A very wide main screen keeps its panels together (issue 26, item 12).
@Suite struct WideMainLayoutTests {
    @Test("at 200 and 300 columns the calendar, the middle column and the gauge stand side by side; the margin is on the right",
          arguments: [200, 300])
    func panelsTogether(width: Int) {
        let layout = MainLayout(width: width, height: 60)
        #expect(layout.calendarCellWidth == 8)
        #expect(layout.dayPanel.x - layout.calendar.maxX <= 2, "no band between the calendar and the day panel")
        #expect(layout.gauge.x - layout.dayPanel.maxX <= 1 && layout.dayPanel.width <= 64, "no band between the day panel and the gauge")
        // Up to 159 columns nothing changed: the gauge at the right edge.
        #expect(MainLayout(width: 159, height: 60).gauge.maxX == 159)
    }
}
