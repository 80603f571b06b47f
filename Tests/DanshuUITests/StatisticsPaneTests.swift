import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

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

    @Test(
        "every label stands two spaces or more from its value, in both languages and for every 休肝日 goal (trial)",
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

    /// The demo-like year: a record on every day since 2024-12-01, drinking on Fridays and Saturdays.
    static func yearState() -> AppState {
        var state = state()
        let beer = Preset.defaults[0].entry
        var date = LocalDate(year: 2024, month: 12, day: 1)!
        while date <= state.today {
            state.journal.days[date] = [5, 6].contains(date.weekday) ? DayRecord(drank: true, drinks: [beer]) : .sober
            date = date.adding(days: 1)
        }
        return state
    }

    @Test(
        "at 200×60 the months compare under the two columns, AUDIT-C whole beside the figures, and at most a quarter of the rows stay blank",
        arguments: [Language.ja, .en])
    func largeTerminal(_ language: Language) {
        let catalog = Catalog(language)
        let canvas = render(Self.yearState(), 200, 60, language)
        #expect(
            ScreenFitTests.blankRows(canvas) <= 15, "\(ScreenFitTests.blankRows(canvas)) blank rows:\n\(canvas.text)")
        #expect(canvas.text.contains(catalog.statMonthByMonth))
        let rows = (0..<canvas.height).map(canvas.row)
        for month in [YearMonth(year: 2026, month: 11), YearMonth(year: 2025, month: 1)] {
            #expect(rows.contains { $0.hasPrefix(" " + catalog.monthTitle(month) + " ") }, "\(month)\n\(canvas.text)")
        }
        // Nothing before the journal's first month; nothing at 80 columns, where the pane has no room for it; from 120
        // columns the table runs beneath the figures and the heatmap where rows are left (laid out for reading, issue
        // 26 item 7).
        #expect(!rows.contains { $0.hasPrefix(" " + catalog.monthTitle(YearMonth(year: 2024, month: 11)) + " ") })
        #expect(!render(Self.yearState(), 80, 24, language).text.contains(catalog.statMonthByMonth))
        // Two columns of sections (issue 43): the goal bar keeps a reader's width, the second column its most; nothing is
        // stretched across the screen. AUDIT-C stands whole, with its 12 months, beside the month's figures.
        #expect(
            (1 + StatisticsView.readingLeftWidth..<3 + StatisticsView.readingLeftWidth).allSatisfy {
                canvas[$0, 3].text == " "
            },
            "the goal's bar: \(rows[3])")
        let right = 1 + StatisticsView.readingLeftWidth + 2 + StatisticsView.readingRightWidth
        for row in rows[2..<18] {
            #expect(TextWidth.of(row) <= right, "a row reaches past \(right) columns: \(row)")
        }
        let history = rows[2..<30].compactMap { row in
            row.range(of: catalog.auditCHistoryLabel).map { TextWidth.of(String(row[..<$0.lowerBound])) }
        }
        #expect(history.count == 1 && history.allSatisfy { $0 > StatisticsView.readingLeftWidth }, "\(canvas.text)")
        assertSnapshot(render(Self.yearState(), 200, 60, .ja), named: "statistics-200x60")
    }
}
