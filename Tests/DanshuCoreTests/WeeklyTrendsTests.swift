import DanshuCore
import DanshuTestSupport
import Testing

/// The trends pane's numbers (design.md §6) for hand-computed weeks, and a month's money and calories.
@Suite("Weekly trends and a month's feedback")
struct WeeklyTrendsTests {
    static func grams(_ tenths: Int, yen: Int? = nil) -> DayRecord {
        drank(DrinkEntry(name: "g", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1, priceYen: yen))
    }

    static func journal(_ days: [String: DayRecord], weekStartsOn: WeekStart = .sunday) -> Journal {
        var journal = Journal()
        journal.settings.weekStartsOn = weekStartsOn
        for (iso, record) in days { journal.days[day(iso)] = record }
        return journal
    }

    @Test("a week across a month and a year end is one week: its days in both years count")
    func weekAcrossTheYearEnd() {
        let journal = Self.journal([
            "2025-12-28": .sober, "2025-12-31": drank(entry(Drink.beer)), "2026-01-01": drank(entry(Drink.wineGlass)),
            "2026-01-02": .sober, "2026-01-04": .sober,
        ])
        let trends = WeeklyTrends(
            journal: journal, weeks: 2, endingWithWeekHolding: day("2026-01-04"), today: day("2026-01-10"))
        let week = trends.weeks[0]
        #expect(week.firstDay == day("2025-12-28") && week.lastDay == day("2026-01-03"))
        #expect(week.totalTenths == 325 && week.drinkingDays == 2 && week.soberDays == 2 && week.unrecordedDays == 3)
        #expect(week.averageTenthsPerDrinkingDay == 163) // 16.25 g → 16.3 g, rounded half up
        #expect(week.isComplete && week.hasRecord)
        #expect(trends.weeks[1].firstDay == day("2026-01-04") && trends.weeks[1].soberDays == 1)
        // Weeks starting on Monday cut the same days differently.
        let monday = WeeklyTrends(
            journal: Self.journal(
                ["2025-12-28": .sober, "2025-12-29": drank(entry(Drink.beer))], weekStartsOn: .monday),
            weeks: 1, endingWithWeekHolding: day("2025-12-31"), today: day("2026-01-10"))
        #expect(
            monday.weeks[0].firstDay == day("2025-12-29") && monday.weeks[0].totalTenths == 200
                && monday.weeks[0].soberDays == 0)
    }

    @Test("a week with unrecorded days: they add no grams and no sober day, and the goal is judged on what is recorded")
    func weekWithUnrecordedDays() {
        let journal = Self.journal(["2026-11-01": .sober, "2026-11-04": Self.grams(300)])
        let week = WeeklyTrends(
            journal: journal, weeks: 1, endingWithWeekHolding: day("2026-11-01"), today: day("2026-11-29")
        ).weeks[0]
        #expect(week.elapsedDays == 7 && week.soberDays == 1 && week.drinkingDays == 1 && week.unrecordedDays == 5)
        #expect(week.totalTenths == 300 && week.soberGoal(2) == .missed && week.soberGoal(1) == .met)
    }

    @Test("the week under way counts up to today; a day recorded after today (a hand edit) counts for nothing")
    func weekUnderWay() {
        let journal = Self.journal(["2026-11-29": .sober, "2026-11-30": Self.grams(200), "2026-12-02": Self.grams(999)])
        let week = WeeklyTrends(
            journal: journal, weeks: 1, endingWithWeekHolding: day("2026-11-30"), today: day("2026-12-01")
        ).weeks[0]
        #expect(week.firstDay == day("2026-11-29") && week.elapsedDays == 3)
        #expect(week.totalTenths == 200 && week.soberDays == 1 && week.unrecordedDays == 1)
        #expect(!week.isComplete)
        // Under way and short of the goal: not missed yet; met as soon as it reaches it.
        #expect(week.soberGoal(2) == nil && week.soberGoal(1) == .met)
    }

    @Test(
        "a week is complete once its last day has ended, or once all seven days are answered; on its last day, unanswered, it is still under way"
    )
    func completeAfterItsLastDay() {
        // Sunday 11-22 to Saturday 11-28, today the Saturday, one sober day short of the goal of two, Saturday unanswered.
        var days: [String: DayRecord] = [
            "2026-11-22": .sober, "2026-11-23": Self.grams(200), "2026-11-24": Self.grams(200),
            "2026-11-25": Self.grams(200), "2026-11-26": Self.grams(200), "2026-11-27": Self.grams(200),
        ]
        for week in 0..<8 { days[day("2026-09-27").adding(days: 7 * week).iso] = .sober }
        func trends(_ days: [String: DayRecord], today: String) -> WeeklyTrends {
            WeeklyTrends(journal: Self.journal(days), weeks: 1, endingWithWeekHolding: day(today), today: day(today))
        }
        let saturday = trends(days, today: "2026-11-28")
        let week = saturday.weeks[0]
        #expect(week.elapsedDays == 7 && week.unrecordedDays == 1 && !week.isComplete)
        #expect(week.soberGoal(2) == nil, "not missed while Saturday can still be a sober day")
        // The comparison is of the 28 days ending today, per recorded day: an unanswered today lowers nothing.
        #expect(
            saturday.comparison.recent.from == day("2026-11-01") && saturday.comparison.recent.to == day("2026-11-28"))
        // Saturday answered: every day is, so the week is complete that same day.
        days["2026-11-28"] = Self.grams(200)
        let answered = trends(days, today: "2026-11-28")
        #expect(answered.weeks[0].isComplete && answered.weeks[0].soberGoal(2) == .missed)
        // Saturday unanswered and over: on Sunday the week has ended.
        days["2026-11-28"] = nil
        let sunday = WeeklyTrends(
            journal: Self.journal(days), weeks: 2, endingWithWeekHolding: day("2026-11-29"), today: day("2026-11-29"))
        #expect(sunday.weeks[0].isComplete && sunday.weeks[0].soberGoal(2) == .missed && !sunday.weeks[1].isComplete)
        #expect(sunday.comparison.recent.to == day("2026-11-29") && sunday.comparison.earlier.to == day("2026-11-01"))
        // The report's weeks are the same values: its week ending on an unanswered today is under way too.
        let report = ClinicReport(
            journal: Self.journal(days), weeks: 1, endingOn: day("2026-11-28"), today: day("2026-11-28"))
        #expect(report.weeks.map(\.total) == [week])
    }

    @Test("weeks before the first record say nothing: no grams, no goal met or missed, nothing to compare with")
    func weeksBeforeTheFirstRecord() {
        let journal = Self.journal(["2026-11-22": .sober, "2026-11-23": .sober, "2026-11-25": Self.grams(400)])
        let trends = WeeklyTrends(
            journal: journal, weeks: 6, endingWithWeekHolding: day("2026-11-29"), today: day("2026-11-29"))
        #expect(trends.weeks.map(\.hasRecord) == [false, false, false, false, true, false])
        #expect(trends.weeks.map(\.totalTenths) == [0, 0, 0, 0, 400, 0])
        // The last four weeks are the 28 days ending today; the goal is judged on the weeks they touch, the first
        // (from Monday the 2nd) and the last (today alone) partial.
        let c = trends.comparison
        #expect(c.recent.from == day("2026-11-02") && c.recent.to == day("2026-11-29"))
        #expect(c.earlier.from == day("2026-10-05") && c.earlier.to == day("2026-11-01"))
        #expect(
            c.recentWeeks.map(\.from) == [
                day("2026-11-02"), day("2026-11-08"), day("2026-11-15"), day("2026-11-22"), day("2026-11-29"),
            ])
        #expect(c.recentWeeks.map(\.dayCount) == [6, 7, 7, 7, 1])
        #expect(
            c.recent.totalTenths == 400 && c.recent.recordedDays == 3 && c.earlier.totalTenths == 0
                && c.earlier.recordedDays == 0)
        #expect(c.changePercent == nil && !c.isChangeWithheld, "the four weeks before hold no record")
        #expect(c.goalWeeksCounted == 1 && c.goalWeeksMet == 1)
        // No record at all: nothing counted.
        let empty = WeeklyTrends(
            journal: Journal(), weeks: 26, endingWithWeekHolding: day("2026-11-29"), today: day("2026-11-29"))
        #expect(empty.weeks.count == 26 && empty.weeks.allSatisfy { !$0.hasRecord })
        #expect(empty.comparison.changePercent == nil && empty.comparison.goalWeeksCounted == 0)
    }

    @Test(
        "the change in percent, rounded half away from zero; nil without alcohol before and some now",
        arguments: [
            (100, 300, -67), (300, 200, 50), (0, 0, 0), (5, 0, nil), (0, 7, -100), (1, 3, -67), (1, 8, -88),
            (3, 8, -63), (9, 8, 13), (7, 8, -13), (250, 200, 25),
        ] as [(Int, Int, Int?)])
    func changePercent(recent: Int, earlier: Int, percent: Int?) {
        // All 56 days recorded, sober but for one drinking day in each span, so per recorded day the change is the totals'.
        var days: [String: DayRecord] = [:]
        for offset in 0..<56 { days[day("2026-10-05").adding(days: offset).iso] = .sober }
        days["2026-11-27"] = Self.grams(recent)
        days["2026-10-06"] = Self.grams(earlier)
        let trends = WeeklyTrends(
            journal: Self.journal(days), weeks: 1, endingWithWeekHolding: day("2026-11-29"), today: day("2026-11-29"))
        #expect(trends.comparison.recent.totalTenths == recent && trends.comparison.earlier.totalTenths == earlier)
        #expect(trends.comparison.changePercent == percent)
    }

    @Test("the comparison is of the 28 days ending the day the trends end with, and the 28 before")
    func comparisonOfPastWeeks() {
        let trends = WeeklyTrends(
            journal: Journal(), weeks: 3, endingWithWeekHolding: day("2026-11-18"), today: day("2026-11-29"))
        #expect(trends.weeks.last?.firstDay == day("2026-11-15"))
        #expect(trends.comparison.recent.from == day("2026-10-22") && trends.comparison.recent.to == day("2026-11-18"))
        #expect(trends.comparison.earlier.to == day("2026-10-21"))
    }

    /// A day's record with a 飲みたい気持ち only (unanswered), or on an answered day.
    static func craving(_ value: Int, _ record: DayRecord = DayRecord(drank: nil)) -> DayRecord {
        var record = record
        record.craving = value
        return record
    }

    @Test(
        "a week's average craving: its days up to today with one, answered or not, in tenths and whole, rounded half up",
        arguments: [
            ([4], 40, 4), ([2, 3], 25, 3), ([0, 0, 1], 3, 0), ([2, 2, 3], 23, 2), ([10, 9], 95, 10), ([0], 0, 0),
            ([1, 2, 2, 2], 18, 2), ([], nil, nil),
        ] as [([Int], Int?, Int?)])
    func weekCraving(values: [Int], tenths: Int?, whole: Int?) {
        var days: [String: DayRecord] = ["2026-11-22": .sober]
        let records: [DayRecord] = [.sober, Self.grams(200), DayRecord(drank: nil), .sober]
        for (i, value) in values.enumerated() {
            days[day("2026-11-23").adding(days: i).iso] = Self.craving(value, records[i % records.count])
        }
        let week = WeeklyTrends(
            journal: Self.journal(days), weeks: 1, endingWithWeekHolding: day("2026-11-22"), today: day("2026-11-29")
        )
        .weeks[0]
        #expect(week.cravingDays == values.count && week.averageCravingTenths == tenths && week.averageCraving == whole)
    }

    @Test("craving by week: a day after today counts for nothing; the trends know whether a shown week has any")
    func cravingByWeek() {
        let journal = Self.journal([
            "2026-11-29": Self.craving(6), "2026-12-01": Self.craving(0), "2026-11-20": Self.craving(1, .sober),
        ])
        let trends = WeeklyTrends(
            journal: journal, weeks: 3, endingWithWeekHolding: day("2026-11-30"), today: day("2026-11-30"))
        #expect(trends.weeks.map(\.averageCraving) == [1, nil, 6]) // the 20th; none; the 29th (not 0 of the 1st)
        #expect(trends.hasCraving)
        #expect(
            !WeeklyTrends(
                journal: journal, weeks: 1, endingWithWeekHolding: day("2026-11-10"), today: day("2026-11-30")
            ).hasCraving)
    }

    @Test("the weekly limit and the goal are the settings'")
    func settingsCarriedOver() {
        var journal = Journal()
        journal.settings.weeklyLimitGrams = 140
        journal.settings.soberDaysPerWeekGoal = 3
        let trends = WeeklyTrends(
            journal: journal, weeks: 0, endingWithWeekHolding: day("2026-11-29"), today: day("2026-11-29"))
        #expect(trends.weeklyLimitTenths == 1_400 && trends.soberDaysPerWeekGoal == 3 && trends.weeks.count == 1)
    }

    // MARK: A month's money and calories

    /// November 2026 up to the 29th with prices, one unpriced drink and a sober day; one priced day in March.
    static func november(usual: Int) -> Journal {
        var journal = Self.journal([
            "2026-11-02": Self.grams(200, yen: 600), "2026-11-10": Self.grams(5), "2026-11-11": .sober,
            "2026-11-28": Self.grams(5, yen: 600), "2026-11-30": Self.grams(100, yen: 9_999),
            "2026-03-01": Self.grams(100, yen: 1_000), "2025-12-31": Self.grams(100, yen: 50_000),
        ])
        journal.settings.usualYenPerWeek = usual
        return journal
    }

    @Test(
        "a month's spending, its year's up to today, its calories rounded once, and the usual spending over its days so far"
    )
    func monthFeedback() {
        let today = day("2026-11-29")
        let november = MonthFeedback(
            journal: Self.november(usual: 7_000), month: YearMonth(year: 2026, month: 11), today: today)
        #expect(november.spentYen == 1_200 && november.hasPrices)
        #expect(november.yearSpentYen == 2_200 && november.yearHasPrices) // March's 1,000, not 2025's, not the 30th
        #expect(november.kcal == 147) // 7 × (20.0 + 0.5 + 0.5) = 147.0
        #expect(november.usualYen == 29_000 && november.notSpentYen == 27_800) // 7,000 × 29 / 7
        // More spent than usual: negative, said kindly by the words.
        let frugal = MonthFeedback(
            journal: Self.november(usual: 100), month: YearMonth(year: 2026, month: 11), today: today)
        #expect(frugal.usualYen == 414 && frugal.notSpentYen == -786) // ⌊100 × 29 / 7⌋ = 414
        // A past month counts all its days; a month still to come counts none; off is nil.
        let october = MonthFeedback(
            journal: Self.november(usual: 7_000), month: YearMonth(year: 2026, month: 10), today: today)
        #expect(
            october.usualYen == 31_000 && october.spentYen == 0 && !october.hasPrices && october.yearSpentYen == 2_200)
        let december = MonthFeedback(
            journal: Self.november(usual: 7_000), month: YearMonth(year: 2026, month: 12), today: today)
        #expect(december.usualYen == 0 && december.notSpentYen == 0)
        #expect(
            MonthFeedback(journal: Self.november(usual: 0), month: YearMonth(year: 2026, month: 11), today: today)
                .notSpentYen == nil)
        let kcalAtHalf = MonthFeedback(
            journal: Self.journal(["2026-11-10": Self.grams(5)]), month: YearMonth(year: 2026, month: 11),
            today: today)
        #expect(kcalAtHalf.kcal == 4) // 3.5 kcal → 4
    }
}
