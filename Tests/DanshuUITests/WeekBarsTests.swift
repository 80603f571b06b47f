import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// On large terminals the selected week shows as bars under the calendar: its sum in the title, each
/// day's amount under its bar, and a click on a bar selects that day.
@Suite("Week bars")
struct WeekBarsTests {
    func frame(_ state: AppState, _ language: Language = .ja) -> Frame {
        Screen.render(state, width: 200, height: 60, catalog: Catalog(language), theme: Theme(color: true))
    }

    @Test("the week of the 28th: 40 g and six sober days, the amounts under the bars")
    func summaryAndAmounts() throws {
        let state = SizeSnapshotTests.state()
        let layout = MainLayout(for: state, width: 200, height: 60)
        let canvas = frame(state).canvas
        #expect(canvas.row(layout.weekBars.y).contains("この週  合計 40.0g  休肝日 6日"))
        let amounts = (layout.weekBars.x..<layout.weekBars.maxX).map { canvas[$0, layout.weekBars.maxY - 2].text }
            .joined()
            .trimmingCharacters(in: .whitespaces)
        #expect(amounts.filter { $0 == "○" }.count == 6 && amounts.hasSuffix("!40.0g"), "\(amounts)")
        #expect(frame(state, .en).canvas.row(layout.weekBars.y).contains("This week  40.0g in all  6 sober days"))
    }

    @Test("a click on a bar's column selects its day; days after today take no click")
    func clickSelects() throws {
        var state = SizeSnapshotTests.state()
        reduce(&state, .main(.todayPressed)) // Sunday the 29th: the rest of its week is in the future
        let layout = MainLayout(for: state, width: 200, height: 60)
        let drawn = frame(state)
        let y = layout.weekBars.y + 2
        #expect(drawn.action(atX: layout.weekBars.x + 1, y: y) == .main(.dayClicked(state.today)))
        #expect(drawn.action(atX: layout.weekBars.x + layout.calendarCellWidth + 1, y: y) == nil)
        reduce(&state, .main(.dayMoved(by: -7)))
        let lastWeek = frame(state)
        let saturday = try #require(lastWeek.action(atX: layout.weekBars.x + 6 * layout.calendarCellWidth + 1, y: y))
        #expect(saturday == .main(.dayClicked(state.today.adding(days: -1))))
    }
}
