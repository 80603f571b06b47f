import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The trends pane (`w`, design.md §6) as text and styles: at 80×22 and 200×60, with colors and without, in English,
/// with the second unit, and at ambiguous width 2; the money and calories on the other screens.
@Suite struct TrendsSnapshotTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// Twenty-two weeks of records ending today (a Sunday), so the oldest weeks at 80 columns and most at 200 come
    /// before the first record: weekends of beer and sake that grow and shrink, one week well over the weekly
    /// limit, one week unrecorded but for its Sunday, sober days between, and beer at 300 yen.
    static func state() -> AppState {
        var journal = Journal()
        journal.presets[0].priceYen = 300
        let beer = journal.presets[0].entry
        let sake = journal.presets[3].entry
        let first = today.adding(days: -7 * 22)
        for offset in 0...(7 * 22) {
            let date = first.adding(days: offset)
            let week = offset / 7
            if week == 12 && date.weekday != 0 { continue } // a week away: only its Sunday recorded
            switch date.weekday {
            case 5, 6:
                var drinks = [beer]
                drinks[0].count = 1 + (week * 7 + date.weekday) % 3
                if week % 4 == 1 { drinks.append(sake) }
                if week == 16 { drinks[0].count = 6 } // the heavy week
                journal.days[date] = DayRecord(drank: true, drinks: drinks)
            case 3 where week % 3 == 0:
                journal.days[date] = DayRecord(drank: true, drinks: [sake])
            default:
                journal.days[date] = .sober
            }
        }
        var state = AppState(journal: journal, today: today, now: ClockTime(wrapping: 21 * 60))
        reduce(&state, .app(.trendsPressed))
        state.message = nil
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja, color: Bool = true) -> Frame
    {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: color))
    }

    @Test func at80x22() {
        assertStyleSnapshot(render(Self.state(), 80, 22).canvas, named: "trends-80x22")
    }

    @Test func at80x22WithoutColor() {
        assertStyleSnapshot(render(Self.state(), 80, 22, color: false).canvas, named: "trends-80x22-no-color")
    }

    @Test func at200x60() {
        assertStyleSnapshot(render(Self.state(), 200, 60).canvas, named: "trends-200x60")
    }

    @Test func at200x60WithoutColor() {
        assertStyleSnapshot(render(Self.state(), 200, 60, color: false).canvas, named: "trends-200x60-no-color")
    }

    @Test("in English, with weeks from Monday, the second unit, and four weeks back")
    func englishSecondUnitMonday() {
        var state = Self.state()
        state.journal.settings.weekStartsOn = .monday
        state.journal.settings.secondUnit = .ukUnits
        state.journal.settings.weeklyLimitGrams = 0
        reduce(&state, .trends(.weekMoved(by: -4)))
        assertSnapshot(render(state, 80, 24, .en).canvas, named: "trends-80x24-en")
    }

    @Test(
        "the week's line keeps its days at 80 columns in English with a second unit and the budget: the unit gives way first (trial)",
        arguments: [SecondUnit.none, .drinksJP, .ukUnits, .usDrinks], [Language.ja, .en])
    func weekLineKeepsItsDays(_ unit: SecondUnit, _ language: Language) {
        var state = Self.state()
        state.journal.settings.secondUnit = unit
        state.journal.days[Self.today.adding(days: -5)] = nil // a day of the week before not recorded
        reduce(&state, .trends(.weekMoved(by: -1)))
        let catalog = Catalog(language)
        let week = WeeklyTrends(
            journal: state.journal, weeks: 1, endingWithWeekHolding: state.selected, today: state.today
        ).weeks[0]
        #expect(week.unrecordedDays == 1)
        let line = render(state, 80, 24, language).canvas.row(2)
        for fact in [
            catalog.drinkingDaysFact(week.drinkingDays), catalog.weekSoberDays(week.soberDays),
            catalog.unrecordedDaysFact(1),
        ] {
            #expect(line.contains(fact), "\(unit) \(language): \(line)")
        }
        #expect(
            line.contains(catalog.weeklyLimitStatus(limitGrams: 100, over: false))
                || line.contains(catalog.weeklyLimitStatus(limitGrams: 100, over: true)),
            "\(unit) \(language): \(line)")
    }

    @Test("without color the legend says the bars' glyphs are the band of the average per drinking day (trial)")
    func legendWithoutColor() {
        let glyphs = ScreenGlyphs.narrow.bands.joined()
        for language in [Language.ja, .en] {
            let catalog = Catalog(language)
            let plain = render(Self.state(), 80, 22, language, color: false).canvas.text
            #expect(plain.contains(glyphs + " " + catalog.trendsLegendBarsWithoutColor), "\(plain)")
            #expect(plain.contains(catalog.trendsLegendLimit(100)), "the budget's part still fits: \(plain)")
            #expect(!plain.contains(catalog.trendsLegendBars))
            #expect(render(Self.state(), 80, 22, language).canvas.text.contains("█ " + catalog.trendsLegendBars))
        }
    }

    /// Cravings on some days of the last ten weeks (a week without any in between), so the pane adds its row of
    /// weekly averages and the legend its line.
    static func stateWithCravings() -> AppState {
        var state = state()
        for back in 0..<70 where back % 3 == 0 && !(15..<22).contains(back) {
            let date = today.adding(days: -back)
            state.journal.days[date, default: DayRecord(drank: nil)].craving = (back / 3) % 11
        }
        return state
    }

    @Test("craving by week under the sober days once a shown week has one: 80×22 in color and without, and in English")
    func withCravings() {
        assertStyleSnapshot(render(Self.stateWithCravings(), 80, 22).canvas, named: "trends-craving-80x22")
        assertSnapshot(
            render(Self.stateWithCravings(), 80, 22, color: false).canvas, named: "trends-craving-80x22-no-color")
        assertSnapshot(render(Self.stateWithCravings(), 80, 24, .en).canvas, named: "trends-craving-80x24-en")
        // Without a craving in the shown weeks, no row: the pane is as before.
        #expect(!render(Self.state(), 80, 22).canvas.text.contains("飲みたい気持ち"))
    }

    @Test("at ambiguous width 2 the pane still fits, with the one-cell glyphs")
    func wide() {
        TextWidth.withAmbiguousWidth(2) {
            assertSnapshot(render(Self.state(), 80, 22).canvas, named: "trends-wide-80x22")
        }
    }

    @Test(
        "the pane uses the width and the height it is given: 26 weeks at 80 columns, a year from 158; at 200×60 bars of 16 rows and the last 8 weeks as a table (issue 43)"
    )
    func usesTheSpace() {
        let small = render(Self.state(), 80, 22).canvas.text
        #expect(small.contains("週ごとの推移  ‹ 2026年11月29日〜12月5日 › 今週"))
        #expect(small.contains("直近4週（11/2〜11/29）"), "the 28 days ending the selected day, today")
        #expect(TrendsView.weekCount(width: 80) == 26 && TrendsView.weekCount(width: 120) == 39)
        #expect(TrendsView.weekCount(width: 158) == 52 && TrendsView.weekCount(width: 200) == 52)
        let large = render(Self.state(), 200, 60).canvas
        let rows = (0..<large.height).map(large.row)
        // The weekly budget's line crosses the bars: from the highest bar's top down to the line of labels under them.
        let labels = rows.firstIndex { $0.contains("11/29") && $0.contains("11/1") } ?? 0
        let top = rows.firstIndex { $0.contains("█") || $0.contains("▇") } ?? 0
        #expect(labels - top <= TrendsView.mostBarRows, "\(large.text)")
        let catalog = Catalog(.ja)
        let header = rows.firstIndex {
            $0.hasPrefix(" " + catalog.weekHeader + " ") && $0.contains(catalog.totalHeader)
        }
        #expect(
            header.map { rows[($0 + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count }
                == TrendsView.tableWeeks,
            "\(large.text)")
    }

    @Test("clicking the title's arrows moves by a week")
    func titleArrows() {
        let frame = render(Self.state(), 80, 22)
        let arrows = frame.hits.filter { if case .trends = $0.action { return true } else { return false } }
        #expect(arrows.map(\.action) == [.trends(.weekMoved(by: -1)), .trends(.weekMoved(by: 1))])
    }

    // MARK: Money, calories and the second unit elsewhere

    @Test("the main screen and the statistics with every feedback setting on")
    func otherScreens() {
        var state = Self.state()
        state.journal.settings.secondUnit = .drinksJP
        state.journal.settings.usualYenPerWeek = 7_000
        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.dayMoved(by: -2))) // Friday: beer and sake
        assertSnapshot(render(state, 80, 22).canvas, named: "main-feedback-80x22")
        assertSnapshot(render(state, 120, 40, .en).canvas, named: "main-feedback-120x40-en")
        reduce(&state, .app(.statisticsPressed))
        assertSnapshot(render(state, 80, 22).canvas, named: "statistics-feedback-80x22")
        assertSnapshot(render(state, 80, 24, .en).canvas, named: "statistics-feedback-80x24-en")
    }
}
