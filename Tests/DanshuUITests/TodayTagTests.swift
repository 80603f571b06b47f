import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The day panel always says which day is today (issue 26, item 12).
@Suite struct TodayTagTests {
    @Test(
        "today is said at every size, in both languages and both ambiguous widths; the year goes first when room is short",
        arguments: [(80, 22), (80, 24), (100, 30), (200, 60)])
    func todayIsSaid(width: Int, height: Int) {
        var state = ScreenSnapshotTests.fixture()
        state.selected = state.today
        for language in [Language.ja, .en] {
            for ambiguous in [1, 2] {
                let text = TextWidth.withAmbiguousWidth(ambiguous) {
                    let canvas = Screen.render(
                        state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: false)
                    ).canvas
                    return (0..<canvas.height).map(canvas.row).joined(separator: "\n")
                }
                let catalog = Catalog(language)
                #expect(
                    text.contains(catalog.dateWithoutYear(state.today) + " " + catalog.todayLabel)
                        || text.contains(catalog.longDate(state.today) + " " + catalog.todayLabel),
                    "\(width)x\(height) \(language) width \(ambiguous):\n\(text)")
            }
        }
    }
}

/// A very wide main screen keeps its panels together (issue 26, item 12), the calendar taking the width (issue 43).
@Suite struct WideMainLayoutTests {
    @Test(
        "from 120 columns the calendar, the text column and the gauge stand side by side, the calendar's cells taking the width up to 16 columns; past that the margin is on the right",
        arguments: [120, 140, 159, 160, 200, 300])
    func panelsTogether(width: Int) {
        let layout = MainLayout(width: width, height: 60)
        #expect(layout.dayPanel.x - layout.calendar.maxX == 2, "no band between the calendar and the day panel")
        #expect(
            layout.gauge.x - layout.dayPanel.maxX <= 2 && MainLayout.textColumnWidths.contains(layout.dayPanel.width),
            "no band between the day panel and the gauge: \(layout)")
        #expect(
            width - layout.gauge.maxX < 7 || layout.calendarCellWidth == MainLayout.calendarCellWidths.upperBound,
            "\(layout)")
        #expect(layout.calendarCellWidth == [120: 5, 140: 8, 159: 11, 160: 11, 200: 16, 300: 16][width])
    }
}
