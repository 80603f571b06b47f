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
