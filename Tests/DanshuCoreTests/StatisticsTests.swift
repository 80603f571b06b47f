import DanshuCore
import DanshuTestSupport
import Testing

/// The statistics pane's numbers for hand-computed months.
@Suite struct StatisticsTests {
    // MARK: A month with a slip

    /// February 2026 (Sunday 1st to Saturday 28th), all sober but one slip and one forgotten day.
    private func februaryWithASlip() throws -> Journal {
        var journal = Journal()
        try record(.sober, from: "2026-02-01", through: "2026-02-28", in: &journal)
        try record(drank(sake(2)), on: "2026-02-14", in: &journal)
        try forget("2026-02-20", in: &journal)
        return journal
    }

    @Test func monthWithASlip() throws {
        let stats = MonthStatistics(
            journal: try februaryWithASlip(), month: YearMonth(year: 2026, month: 2),
            today: try date("2026-03-10"))
        #expect(stats.dayCount == 28)
        #expect(stats.elapsedDays == 28)
        #expect(stats.futureDays == 0)
        #expect(stats.soberDays == 26)
        #expect(stats.drinkingDays == 1)
        #expect(stats.unrecordedDays == 1)
        #expect(formatGrams(stats.totalTenths) == "43.2g")
        #expect(formatGrams(stats.averageTenthsPerDrinkingDay) == "43.2g")
        #expect(stats.daysOverLimit == 1)
        #expect(stats.heaviestDay == MonthStatistics.HeaviestDay(date: try date("2026-02-14"), tenths: 432))
        #expect(stats.soberGoalDays == 8)
        #expect(stats.soberProgress == 1)
        // Four whole weeks; the slip and the forgotten day still leave six sober days in theirs.
        #expect(stats.weeks.map(\.soberDays) == [7, 6, 6, 7])
        #expect(stats.weeksMet == 4)
        #expect(stats.weeksCounted == 4)
    }

    @Test func aSlipEndsTheStreakAndNothingElse() throws {
        let statistics = MonthReport(
            journal: try februaryWithASlip(), month: YearMonth(year: 2026, month: 2),
            today: try date("2026-02-28"))
        #expect(statistics.streaks.current == 14) // 15th–28th; the forgotten 20th does not break it
        #expect(statistics.streaks.longest == 14) // 1st–13th is 13
        #expect(statistics.streaks.totalSoberDays == 26)
        #expect(statistics.month.soberDays == statistics.streaks.soberDaysThisMonth)
        #expect(statistics.heatmap.months.last?.month == YearMonth(year: 2026, month: 2))
    }

    // MARK: The current month, partly in the future

    /// November 2026 (Sunday 1st) as of Wednesday the 18th, with gaps and a hand-edited future day.
    private func novemberSoFar() throws -> Journal {
        var journal = Journal()
        for iso in [
            "2026-11-01", "2026-11-03", "2026-11-04", "2026-11-08", "2026-11-09",
            "2026-11-11", "2026-11-12", "2026-11-13",
        ] {
            try record(.sober, on: iso, in: &journal)
        }
        try record(drank(beer(2)), on: "2026-11-02", in: &journal) // 40.0 g
        try record(drank(wineGlass), on: "2026-11-10", in: &journal) // 12.5 g
        try record(drank(oneOff(tenths: 201)), on: "2026-11-14", in: &journal)
        try record(.sober, on: "2026-11-25", in: &journal) // after today: ignored
        return journal
    }

    @Test func currentMonthCountsOnlyUpToToday() throws {
        let stats = MonthStatistics(
            journal: try novemberSoFar(), month: YearMonth(year: 2026, month: 11),
            today: try date("2026-11-18"))
        #expect(stats.elapsedDays == 18)
        #expect(stats.futureDays == 12)
        #expect(stats.soberDays == 8)
        #expect(stats.drinkingDays == 3)
        #expect(stats.unrecordedDays == 7) // 5th–7th, 15th–18th; not the 12 days still to come
        #expect(formatGrams(stats.totalTenths) == "72.6g")
        #expect(formatGrams(stats.averageTenthsPerDrinkingDay) == "24.2g")
        #expect(stats.daysOverLimit == 2)
        #expect(stats.heaviestDay?.date == (try date("2026-11-02")))
        #expect(stats.soberGoalDays == 9)
        #expect(stats.soberProgress == 8.0 / 9.0)
    }

    @Test func weeksStillUnderWayAreNotCountedAsMissed() throws {
        let stats = MonthStatistics(
            journal: try novemberSoFar(), month: YearMonth(year: 2026, month: 11),
            today: try date("2026-11-18"))
        // The week of 29 November has four days in December, so it is December's.
        #expect(stats.weeks.map(\.firstDay.iso) == ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22"])
        #expect(stats.weeks.map(\.soberDays) == [3, 5, 0, 0])
        #expect(stats.weeks.map(\.isComplete) == [true, true, false, false])
        #expect(stats.weeks.map { $0.soberGoal(2) } == [.met, .met, nil, nil])
        #expect(stats.weeksMet == 2)
        #expect(stats.weeksCounted == 2)
    }

    @Test("a week with nothing recorded is neither met nor missed: the month and the trends count the same weeks")
    func weeksWithNothingRecordedAreNeither() throws {
        // The case: an empty journal's October counted 0 of 4 weeks met.
        let empty = MonthStatistics(
            journal: Journal(), month: YearMonth(year: 2026, month: 10), today: try date("2026-11-18"))
        #expect(empty.weeksCounted == 0 && empty.weeksMet == 0)
        // November so far: one week without a record in the middle of recorded ones.
        var journal = try novemberSoFar()
        for offset in 0..<7 {
            try forget(LocalDate(year: 2026, month: 11, day: 8)!.adding(days: offset).iso, in: &journal)
        }
        let month = MonthStatistics(
            journal: journal, month: YearMonth(year: 2026, month: 11), today: try date("2026-11-18"))
        #expect(month.weeks.map { $0.soberGoal(2) } == [.met, nil, nil, nil])
        #expect(month.weeksCounted == 1 && month.weeksMet == 1)
        let trends = WeeklyTrends(
            journal: journal, weeks: 4, endingWithWeekHolding: try date("2026-11-22"), today: try date("2026-11-18"))
        #expect(trends.weeks.map { $0.soberGoal(2) } == month.weeks.map { $0.soberGoal(2) })
    }

    @Test func aMonthAfterTodayIsAllFuture() throws {
        let stats = MonthStatistics(
            journal: try novemberSoFar(), month: YearMonth(year: 2026, month: 12),
            today: try date("2026-11-18"))
        #expect(stats.elapsedDays == 0)
        #expect(stats.futureDays == 31)
        #expect(stats.unrecordedDays == 0)
        #expect(stats.heaviestDay == nil)
        #expect(stats.weeksCounted == 0)
        #expect(stats.soberProgress == 0)
    }

    // MARK: 休肝日 weeks in a month starting mid-week, across the new year

    /// 28 Dec 2025 – 1 Feb 2026: one beer (exactly the 20 g limit) a day, except these days.
    private func newYear(weekStartsOn: WeekStart) throws -> Journal {
        var journal = Journal()
        journal.settings.weekStartsOn = weekStartsOn
        try record(drank(beer(1)), from: "2025-12-28", through: "2026-02-01", in: &journal)
        for iso in [
            "2025-12-29", "2025-12-30", "2026-01-02", "2026-01-04", "2026-01-07", "2026-01-08",
            "2026-01-14", "2026-01-20", "2026-01-21", "2026-01-22", "2026-01-31",
        ] {
            try record(.sober, on: iso, in: &journal)
        }
        try forget("2026-01-03", in: &journal)
        return journal
    }

    @Test func sundayFirstWeeksOfAMonthStartingOnThursday() throws {
        let january = YearMonth(year: 2026, month: 1)
        let stats = MonthStatistics(
            journal: try newYear(weekStartsOn: .sunday), month: january,
            today: try date("2026-01-31"))
        // Sunday 28 December holds only three days of January: it is December's week.
        #expect(stats.weeks.map(\.firstDay.iso) == ["2026-01-04", "2026-01-11", "2026-01-18", "2026-01-25"])
        #expect(stats.weeks.map(\.soberDays) == [3, 1, 3, 1])
        #expect(stats.weeks.map { $0.soberGoal(2) } == [.met, .missed, .met, .missed])
        #expect(stats.weeksMet == 2)
        #expect(stats.weeksCounted == 4)
    }

    @Test func mondayFirstWeeksOfAMonthStartingOnThursday() throws {
        let january = YearMonth(year: 2026, month: 1)
        let stats = MonthStatistics(
            journal: try newYear(weekStartsOn: .monday), month: january,
            today: try date("2026-01-31"))
        // Monday 29 December holds four days of January: January's, with its December days counted.
        #expect(
            stats.weeks.map(\.firstDay.iso)
                == ["2025-12-29", "2026-01-05", "2026-01-12", "2026-01-19", "2026-01-26"])
        #expect(stats.weeks.map(\.soberDays) == [4, 2, 1, 3, 1])
        #expect(stats.weeks.last?.isComplete == false) // ends Sunday 1 February
        #expect(stats.weeksMet == 3)
        #expect(stats.weeksCounted == 4)
    }

    @Test func decemberOwnsTheNewYearWeekWhenSundayFirst() throws {
        let stats = MonthStatistics(
            journal: try newYear(weekStartsOn: .sunday), month: YearMonth(year: 2025, month: 12),
            today: try date("2026-01-31"))
        #expect(
            stats.weeks.map(\.firstDay.iso)
                == ["2025-11-30", "2025-12-07", "2025-12-14", "2025-12-21", "2025-12-28"])
        #expect(stats.weeks.last?.lastDay == (try date("2026-01-03")))
        #expect(stats.weeks.last?.soberDays == 3) // 29th, 30th and 2 January
    }

    @Test func decemberLosesTheNewYearWeekWhenMondayFirst() throws {
        let stats = MonthStatistics(
            journal: try newYear(weekStartsOn: .monday), month: YearMonth(year: 2025, month: 12),
            today: try date("2026-01-31"))
        #expect(stats.weeks.map(\.firstDay.iso) == ["2025-12-01", "2025-12-08", "2025-12-15", "2025-12-22"])
    }

    @Test func aWeekCountsOnceItMeetsTheGoalEvenBeforeItEnds() throws {
        let journal = try newYear(weekStartsOn: .monday)
        let january = YearMonth(year: 2026, month: 1)
        let tuesday = MonthStatistics(journal: journal, month: january, today: try date("2026-01-20"))
        #expect(tuesday.weeks[3].soberDays == 1)
        #expect(tuesday.weeksMet == 2)
        #expect(tuesday.weeksCounted == 3)
        let wednesday = MonthStatistics(journal: journal, month: january, today: try date("2026-01-21"))
        #expect(wednesday.weeks[3].soberDays == 2)
        #expect(wednesday.weeksMet == 3)
        #expect(wednesday.weeksCounted == 4)
    }

    @Test func januaryOfBeersAtTheLimit() throws {
        let stats = MonthStatistics(
            journal: try newYear(weekStartsOn: .sunday), month: YearMonth(year: 2026, month: 1),
            today: try date("2026-01-31"))
        #expect(stats.soberDays == 9)
        #expect(stats.unrecordedDays == 1)
        #expect(stats.drinkingDays == 21)
        #expect(formatGrams(stats.totalTenths) == "420.0g")
        #expect(formatGrams(stats.averageTenthsPerDrinkingDay) == "20.0g")
        #expect(stats.daysOverLimit == 0) // 20 g a day is within the limit
        #expect(stats.heaviestDay?.date == (try date("2026-01-01"))) // the first of the equal days
        #expect(stats.soberGoalDays == 9)
        #expect(stats.soberProgress == 1)
    }

    // MARK: Limits, averages and goals

    @Test func daysOverTheLimitAreStrictlyOver() throws {
        var journal = Journal()
        try record(drank(beer(1)), on: "2026-03-02", in: &journal) // 20.0 g: at the limit
        try record(drank(oneOff(tenths: 201)), on: "2026-03-03", in: &journal) // 20.1 g: just over
        try record(drank(strong), on: "2026-03-04", in: &journal) // 36.0 g
        let march = YearMonth(year: 2026, month: 3)
        let today = try date("2026-03-31")
        #expect(MonthStatistics(journal: journal, month: march, today: today).daysOverLimit == 2)
        journal.settings.dailyLimitGrams = 36
        #expect(MonthStatistics(journal: journal, month: march, today: today).daysOverLimit == 0)
        journal.settings.dailyLimitGrams = 0
        #expect(MonthStatistics(journal: journal, month: march, today: today).daysOverLimit == 3)
    }

    @Test func averageRoundsHalfUpToATenth() throws {
        let march = YearMonth(year: 2026, month: 3)
        let today = try date("2026-03-31")
        var journal = Journal()
        #expect(MonthStatistics(journal: journal, month: march, today: today).averageTenthsPerDrinkingDay == 0)
        try record(drank(beer(1)), on: "2026-03-02", in: &journal) // 20.0 g
        try record(drank(wineGlass), on: "2026-03-03", in: &journal) // 12.5 g
        #expect(
            formatGrams(
                MonthStatistics(journal: journal, month: march, today: today)
                    .averageTenthsPerDrinkingDay) == "16.3g") // 16.25 g
        try record(drank(), on: "2026-03-04", in: &journal) // はい, nothing entered yet: 0.0 g
        #expect(
            formatGrams(
                MonthStatistics(journal: journal, month: march, today: today)
                    .averageTenthsPerDrinkingDay) == "10.8g") // 10.833… g
    }

    @Test func monthlySoberGoalFollowsTheMonthLength() throws {
        func goal(_ perWeek: Int, _ year: Int, _ month: Int) throws -> Int {
            var journal = Journal()
            journal.settings.soberDaysPerWeekGoal = perWeek
            return MonthStatistics(
                journal: journal, month: YearMonth(year: year, month: month),
                today: try date("2030-01-01")
            ).soberGoalDays
        }
        #expect(try goal(2, 2026, 2) == 8) // 8
        #expect(try goal(2, 2028, 2) == 8) // 8.29
        #expect(try goal(2, 2026, 4) == 9) // 8.57
        #expect(try goal(2, 2026, 5) == 9) // 8.86
        #expect(try goal(3, 2026, 5) == 13) // 13.29
        #expect(try goal(7, 2026, 5) == 31)
        #expect(try goal(0, 2026, 5) == 0)
    }

    @Test func aGoalOfZeroIsAlwaysMet() throws {
        var journal = try februaryWithASlip()
        journal.settings.soberDaysPerWeekGoal = 0
        try record(drank(beer(1)), from: "2026-02-01", through: "2026-02-28", in: &journal)
        let stats = MonthStatistics(
            journal: journal, month: YearMonth(year: 2026, month: 2),
            today: try date("2026-02-28"))
        #expect(stats.soberDays == 0)
        #expect(stats.soberProgress == 1)
        #expect(stats.weeksMet == 4)
        #expect(stats.weeksCounted == 4)
    }
}

// MARK: - Fixtures

// Members of the suite, so they cannot clash with helpers of the module's other test files.
extension StatisticsTests {
    private func date(_ iso: String) throws -> LocalDate { try #require(LocalDate(iso: iso)) }

    private func beer(_ count: Int) -> DrinkEntry {
        DrinkEntry(name: "ビール500缶", ml: 500, abvTenths: 50, gramsTenths: 200, count: count)
    }
    private func sake(_ count: Int) -> DrinkEntry {
        DrinkEntry(name: "日本酒1合", ml: 180, abvTenths: 150, gramsTenths: 216, count: count)
    }
    private var wineGlass: DrinkEntry {
        DrinkEntry(name: "赤ワイン1杯", ml: 120, abvTenths: 130, gramsTenths: 125, count: 1)
    }
    private var strong: DrinkEntry {
        DrinkEntry(name: "ストロング 9% 500ml", ml: 500, abvTenths: 90, gramsTenths: 360, count: 1)
    }
    private func oneOff(tenths: Int) -> DrinkEntry {
        DrinkEntry(name: "その他", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1)
    }
    private func drank(_ entries: DrinkEntry...) -> DayRecord { DayRecord(drank: true, drinks: entries) }

    private func record(_ record: DayRecord, on iso: String, in journal: inout Journal) throws {
        journal.days[try date(iso)] = record
    }

    private func record(_ record: DayRecord, from first: String, through last: String, in journal: inout Journal) throws
    {
        let start = try date(first)
        let end = try date(last)
        for n in start.dayNumber...end.dayNumber { journal.days[LocalDate(dayNumber: n)] = record }
    }

    private func forget(_ iso: String, in journal: inout Journal) throws {
        journal.days[try date(iso)] = nil
    }
}
