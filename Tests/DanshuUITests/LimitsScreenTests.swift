import DanshuApp
import DanshuCore
import DanshuStorm
import DanshuText
import DanshuUI
import Testing

/// The screens with amounts as large as the limits allow: every number shown whole (never cut with …),
/// the total equal to the drinks listed, nothing off the screen.
@Suite("Screens at the limits")
struct LimitsScreenTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)

    /// Every day of November up to today with 100 entries of 999 drinks of 4,000 g (5,000 ml at 100 %).
    static func heaviest() -> AppState {
        var journal = Journal()
        let entries = (0..<Limits.entriesPerDay).map {
            DrinkEntry(
                name: "特大\($0)", ml: Limits.ml.upperBound, abvTenths: Limits.abvTenths.upperBound,
                gramsTenths: Limits.gramsTenths.upperBound, count: Limits.count.upperBound)
        }
        for offset in 0..<29 { journal.days[today.adding(days: -offset)] = DayRecord(drank: true, drinks: entries) }
        var state = AppState(journal: journal, today: today)
        state.message = nil
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int) -> Frame {
        Screen.render(state, width: width, height: height, catalog: Catalog(.ja), theme: Theme(color: true))
    }

    /// A digit followed by … anywhere: a number cut short.
    func cutNumbers(_ canvas: Canvas) -> [String] {
        (0..<canvas.height).map(canvas.row).filter { row in
            zip(row, row.dropFirst()).contains { $0.isNumber && $1 == "…" }
        }
    }

    @Test(
        "the largest day: its total, every listed drink and the gauge value are shown whole",
        arguments: [(80, 24), (120, 40), (300, 100)])
    func largestDay(width: Int, height: Int) {
        let state = Self.heaviest()
        let frame = render(state, width, height)
        #expect(FrameCheck.problems(frame, width: width, height: height).isEmpty)
        #expect(cutNumbers(frame.canvas).isEmpty, "\(cutNumbers(frame.canvas))\n\(frame.canvas.text)")
        #expect(frame.canvas.text.contains("399600000.0g"))
        #expect(frame.canvas.text.contains("特大0 × 999") && frame.canvas.text.contains("3996000.0g"))
        #expect(frame.canvas.text.contains("400t▶"), "\(frame.canvas.text)")
        #expect(StateCheck.shownTotalProblem(state, frame, width: width, height: height) == nil)
    }

    @Test("999 beers: the gauge shows whole grams")
    func countLimitOfOneDrink() {
        var beer = Preset.defaults[0].entry
        beer.count = Limits.count.upperBound
        var state = AppState(
            journal: Journal(days: [Self.today: DayRecord(drank: true, drinks: [beer])]), today: Self.today)
        state.message = nil
        let frame = render(state, 80, 24)
        #expect(frame.canvas.text.contains("19980g▶") && frame.canvas.text.contains("19980.0g"), "\(frame.canvas.text)")
        #expect(StateCheck.shownTotalProblem(state, frame, width: 80, height: 24) == nil)
    }

    @Test("a listed day of the largest drinks: the total equals the drinks as shown")
    func largestListedDay() {
        var state = Self.heaviest()
        state.journal.days[Self.today]?.drinks.removeLast(Limits.entriesPerDay - 3)
        let frame = render(state, 80, 24)
        #expect(frame.canvas.text.contains("11988000.0g"))
        #expect(StateCheck.shownTotalProblem(state, frame, width: 80, height: 24) == nil)
    }

    @Test("the statistics of the largest month are shown whole", arguments: [(80, 24), (120, 40)])
    func largestMonth(width: Int, height: Int) {
        var state = Self.heaviest()
        reduce(&state, .app(.statisticsPressed))
        let frame = render(state, width, height)
        #expect(FrameCheck.problems(frame, width: width, height: height).isEmpty)
        #expect(cutNumbers(frame.canvas).isEmpty, "\(cutNumbers(frame.canvas))\n\(frame.canvas.text)")
        #expect(frame.canvas.text.contains("11588400000.0g") && frame.canvas.text.contains("399600000.0g"))
    }

    @Test("the preset pane at 1,000 presets numbers the last one whole", arguments: [(80, 24), (300, 100)])
    func thousandPresets(width: Int, height: Int) {
        var state = AppState(
            journal: Journal(presets: (1...Limits.presets).map { Preset(name: "酒\($0)", abvTenths: 50, ml: 350) }),
            today: Self.today)
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.selectionMoved(by: Limits.presets)))
        let frame = render(state, width, height)
        #expect(FrameCheck.problems(frame, width: width, height: height).isEmpty)
        #expect(cutNumbers(frame.canvas).isEmpty, "\(cutNumbers(frame.canvas))")
        #expect(frame.canvas.text.contains("1000  酒1000"), "\(frame.canvas.text)")
        #expect(frame.canvas.text.contains("999  酒999"))
    }
}
