import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// English (and Japanese) that broke on screen (issue 26, item 3): a sentence cut inside a word, a unit shown beside a
/// day's grams but not the month's, a streak of 0 on a drinking day. In both languages at every size design.md §2 names.
@Suite struct WordsOnScreenTests {
    static let sizes = [(80, 22), (80, 24), (100, 30), (200, 60)]
    static let languages = [Language.ja, .en]

    /// The snapshots' November, with feelings on a day so the statistics' labels take their widest.
    static func state(unit: SecondUnit = .drinksJP) -> AppState {
        var state = ScreenSnapshotTests.fixture()
        state.journal.settings.secondUnit = unit
        state.journal.days[LocalDate(year: 2026, month: 11, day: 28)!]?.mood = 3
        state.journal.days[LocalDate(year: 2026, month: 11, day: 28)!]?.craving = 7
        return state
    }

    static func render(_ state: AppState, _ size: (Int, Int), _ language: Language) -> Canvas {
        Screen.render(state, width: size.0, height: size.1, catalog: Catalog(language), theme: Theme(color: true))
            .canvas
    }

    /// The screen's text without spaces or line breaks, so a sentence wrapped over two rows is still found whole.
    static func squeezed(_ text: String) -> String { String(text.filter { $0 != " " && $0 != "\n" }) }

    @Test("the month's total keeps the second unit its days show, for every unit", arguments: languages)
    func monthTotalKeepsTheUnit(_ language: Language) {
        let catalog = Catalog(language)
        for unit in [SecondUnit.drinksJP, .ukUnits, .usDrinks] {
            var state = Self.state(unit: unit)
            reduce(&state, .app(.statisticsPressed))
            // The unit's word as the catalog says it (`ドリンク`, `drinks`, `UK units`…), without its number.
            let word = catalog.secondUnitAmount(20, unit).drop { !$0.isLetter }
            for size in Self.sizes {
                let canvas = Self.render(state, size, language)
                let rows = (0..<canvas.height).map(canvas.row)
                let total = rows.first { $0.hasPrefix(" " + catalog.statTotal) }
                let average = rows.first { $0.hasPrefix(" " + catalog.statAverage) }
                #expect(
                    total?.contains(word) == true && average?.contains(word) == true,
                    "\(unit) \(language) \(size): \(total ?? "no total row")\n\(canvas.text)")
            }
        }
    }

    @Test("a grams column too narrow for both keeps the unit with whole numbers before it drops it")
    func gramsWithUnitGiveWayInSteps() {
        let ja = Catalog(.ja)
        let en = Catalog(.en)
        #expect(GramsText.fitting(2286, .drinksJP, width: 22, catalog: ja) == "228.6g（22.9ドリンク）")
        #expect(GramsText.fitting(2286, .drinksJP, width: 20, catalog: ja) == "229g（22.9ドリンク）")
        #expect(GramsText.fitting(2286, .usDrinks, width: 20, catalog: ja) == "229g（16USドリンク）")
        #expect(GramsText.fitting(2286, .usDrinks, width: 20, catalog: en) == "229g (16 US drinks)")
        #expect(GramsText.fitting(2286, .usDrinks, width: 10, catalog: en) == "228.6g")
        #expect(GramsText.fitting(2286, .none, width: 20, catalog: en) == "228.6g")
    }

    @Test(
        "the trends pane's comparison is never cut: it wraps to a second row where one is too narrow",
        arguments: languages)
    func trendsComparisonWhole(_ language: Language) {
        let catalog = Catalog(language)
        var state = Self.state()
        reduce(&state, .app(.trendsPressed))
        for size in Self.sizes {
            let report = TrendsReport(
                journal: state.journal, weeks: TrendsView.weekCount(width: size.0),
                endingWithWeekHolding: state.selected,
                today: state.today)
            let sentence = catalog.trendsComparison(report.comparison)
            let canvas = Self.render(state, size, language)
            #expect(
                Self.squeezed(canvas.text).contains(Self.squeezed(sentence)),
                "\(language) \(size): \(sentence)\n\(canvas.text)")
            // Nothing below it is pushed off: the legend's last line still stands above the message line.
            let legend = report.showsCraving ? catalog.trendsLegendCraving : catalog.trendsLegendSober
            #expect(
                (0..<(size.1 - 2)).contains { canvas.row($0).contains(legend) }, "\(language) \(size)\n\(canvas.text)")
        }
    }

    @Test(
        "on a drinking day the header and the statistics say what starts a streak, never 「断酒 0日目」 or 90 days to 90",
        arguments: languages)
    func noStreakOfZero(_ language: Language) {
        let catalog = Catalog(language)
        var state = Self.state()
        state.selected = state.today
        reduce(&state, .main(.answered(.yes)))
        state.message = nil
        #expect(state.streaks.current == 0)
        for size in Self.sizes {
            for pane in [nil, Action.app(.statisticsPressed)] {
                var shown = state
                if let pane { reduce(&shown, pane) }
                let text = Self.render(shown, size, language).text
                #expect(text.contains(catalog.streakTitle(0)), "\(language) \(size)\n\(text)")
                #expect(!text.contains(language == .ja ? "断酒 0日目" : "Sober day 0"), "\(language) \(size)\n\(text)")
                #expect(!text.contains(catalog.daysToHabit(Streaks.habitHorizon)), "\(language) \(size)\n\(text)")
                #expect(!text.contains(catalog.nextMilestone(1)), "\(language) \(size)\n\(text)")
            }
        }
    }
}
