import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The statistics pane's AUDIT-C and its line comparing the last four weeks with people like the user (issue 36).
@Suite struct ClinicalFeedbackScreenTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// Six weeks recorded: a drinking day of 60 g (three beers) every other day, sober between; a man in his 40s.
    /// The last 28 days hold 14 drinking days: 840 g over 28 days, 30.0 g a day.
    static func state(sex: Sex = .male, band: AgeBand = .forties, grams: Int = 600, days: Int = 42) -> AppState {
        var journal = Journal()
        journal.settings.sex = sex
        journal.settings.ageBand = band
        let beer = journal.presets[0].entry
        for back in 0..<days {
            var entry = beer
            entry.count = grams / 200
            journal.days[today.adding(days: -back)] = back % 2 == 0 ? DayRecord(drank: true, drinks: [entry]) : .sober
        }
        var state = AppState(journal: journal, today: today)
        state.message = nil
        reduce(&state, .app(.statisticsPressed))
        return state
    }

    func render(_ state: AppState, _ width: Int = 80, _ height: Int = 24, language: Language) -> Canvas {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true)).canvas
    }

    @Test(
        "80×24 in both languages: above the line, the share of men in their 40s and the survey's year; AUDIT-C's score",
        arguments: [Language.ja, .en])
    func aboveTheLine(_ language: Language) {
        // Every other day five beers (100 g): 50.0 g a day, above 40 g.
        let canvas = render(Self.state(grams: 1000), language: language)
        let rows = (0..<canvas.height).map(canvas.row)
        // Every drinking day is over 60 g: the heavy days stand beside the figure (issue 40).
        let line =
            language == .ja
            ? " 直近4週 1日50.0g: 基準 40g超（2023年調査で40代男性の 23.6%）・60g超の日 14日"
            : " 4 weeks: 50.0g/day, above 40g, 14 days over 60g (2023: 23.6% of men 40–49)"
        #expect(rows[21].trimmingTrailingSpaces == line, "\(canvas.text)")
        #expect(
            canvas.text.contains(language == .ja ? "AUDIT-C（日記から）  10点・目安以上" : "AUDIT-C (diary)  10, at or over 6"),
            "\(canvas.text)")
        assertSnapshot(canvas, named: "statistics-comparison-80x24-\(language.rawValue)")
    }

    @Test(
        "80×24 in both languages: at or below the line, approval only; fewer than 28 days, AUDIT-C says how many more",
        arguments: [Language.ja, .en])
    func withinTheLineAndTooFewDays(_ language: Language) {
        // Every other day 40 g for 20 recorded days: 20.0 g a day, within a man's 40 g; AUDIT-C needs 8 more days.
        let canvas = render(Self.state(grams: 400, days: 20), language: language)
        let rows = (0..<canvas.height).map(canvas.row)
        #expect(
            canvas.text.contains(language == .ja ? "AUDIT-C（日記から）  あと8日で表示" : "AUDIT-C (diary)  8 more days needed"),
            "\(canvas.text)")
        // 20 of 28 days recorded: one missing for the comparison.
        #expect(rows[21].contains(language == .ja ? "（あと 1日）" : "(1 more)"), "\(canvas.text)")
        let within = render(Self.state(grams: 400, days: 22), language: language)
        let line = (0..<within.height).map(within.row)[21]
        #expect(
            line.trimmingTrailingSpaces
                == (language == .ja
                    ? " 直近4週間は基準内です（1日 20.0g・基準 40g・60g超の日なし）"
                    : " Last 4 weeks within the guideline: 20.0g a day, line 40g, no day over 60g"),
            "\(within.text)")
        #expect(!line.contains("%"), "never the share at or below the line")
        #expect(within[1, 21].style == Theme(color: true).sober, "approval is green")
        assertSnapshot(within, named: "statistics-within-line-80x24-\(language.rawValue)")
    }

    @Test(
        "issue 40: at or below the line with heavy days, the pane approves nothing: the heavy days beside the average, not green",
        arguments: [Language.ja, .en])
    func heavyDaysWithinTheLine(_ language: Language) {
        // Every other day four beers (80 g): 40.0 g a day, at a man's line, and 14 days over 60 g.
        let canvas = render(Self.state(grams: 800), language: language)
        let line = (0..<canvas.height).map(canvas.row)[21].trimmingTrailingSpaces
        #expect(
            line
                == (language == .ja
                    ? " 直近4週 1日40.0gで基準 40g以下ですが、60g超の日 14日ありました"
                    : " Last 4 weeks 40.0g a day, at or under the 40g line, but 14 days over 60g"),
            "\(canvas.text)")
        #expect(!canvas.text.contains("基準内") && !canvas.text.contains("within the guideline"))
        #expect(canvas[1, 21].style != Theme(color: true).sober, "no approval, so not green")
    }

    @Test(
        "the line fits 80 columns in every case: each sex, age band and amount, both languages, at either ambiguous width"
    )
    func lineFitsEveryCase() {
        for language in [Language.ja, .en] {
            for sex in Sex.allCases {
                for band in AgeBand.allCases {
                    for (grams, days) in [(3000, 42), (400, 42), (400, 10)] {
                        let canvas = render(
                            Self.state(sex: sex, band: band, grams: grams, days: days), 80, 22, language: language)
                        let row = canvas.row(19)
                        #expect(
                            !row.trimmingTrailingSpaces.hasSuffix("…"),
                            "\(language) \(sex) \(band) \(grams) \(days): \(row)")
                        #expect(row.hasPrefix(" ") && row.count > 20, "\(language) \(sex) \(band): \(canvas.text)")
                        if sex != .unspecified && grams == 3000 {
                            #expect(row.contains("2023"), "the survey's year: \(row)")
                        }
                    }
                }
            }
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
