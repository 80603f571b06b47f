import DanshuCore
@testable import DanshuUI
import Testing
import DanshuApp
import DanshuText

/// The statistics pane (`s`): labels never run into their values, and large terminals use their rows.
@Suite struct StatisticsPaneTests {
    static func state() -> AppState {
        var state = ScreenSnapshotTests.fixture()
        reduce(&state, .app(.statisticsPressed))
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language) -> Canvas {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true)).canvas
    }

    @Test("every label stands two spaces or more from its value, in both languages and for every 休肝日 goal (trial)",
          arguments: [Language.ja, .en])
    func labelsApart(_ language: Language) {
        let catalog = Catalog(language)
        for goal in 0...7 {
            var state = Self.state()
            state.journal.settings.soberDaysPerWeekGoal = goal
            let canvas = render(state, 80, 24, language)
            let label = catalog.statWeeksMet(goal)
            guard let row = (0..<canvas.height).map(canvas.row).first(where: { $0.hasPrefix(" " + label) }) else {
                Issue.record("\(language) goal \(goal): no row for \(label)\n\(canvas.text)")
                continue
            }
            #expect(row.dropFirst(1 + label.count).hasPrefix("  "), "\(language) goal \(goal): \(row)")
        }
    }
}
