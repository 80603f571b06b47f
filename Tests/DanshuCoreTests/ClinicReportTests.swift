import DanshuCore
import DanshuTestSupport
import Testing

/// The report for the doctor (design.md §8) against hand computations: marks, the summary beside the span before, the
/// thresholds of each sex at their edges, and the responder criteria.
@Suite("The report for the doctor")
struct ClinicReportTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// A drinking day of exactly `tenths` (one one-off drink).
    static func grams(_ tenths: Int) -> DayRecord {
        DayRecord(
            drank: true, drinks: [DrinkEntry(name: "drink", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1)])
    }

    static func journal(_ days: [Int: DayRecord], sex: Sex = .unspecified) -> Journal {
        var journal = Journal(
            days: Dictionary(uniqueKeysWithValues: days.map { (today.adding(days: -$0.key), $0.value) }))
        journal.settings.sex = sex
        return journal
    }

    @Test("marks without color: ◎ sober, ○ within the daily limit, △ over it, × heavy; unrecorded never sober")
    func marks() {
        let report = ClinicReport(
            journal: Self.journal([
                0: .sober, 1: Self.grams(200), 2: Self.grams(201), 3: Self.grams(400),
                4: Self.grams(401), 5: DayRecord(drank: true), 6: DayRecord(drank: nil, note: "x"),
            ]),
            weeks: 1, endingOn: Self.today, today: Self.today)
        #expect(report.days.map(\.date) == (0..<7).reversed().map { Self.today.adding(days: -$0) })
        #expect(
            report.days.reversed().map(\.mark) == [
                .sober, .withinLimit, .overLimit, .overLimit, .heavy, .withinLimit, .unrecorded,
            ])
        #expect(report.summary.recordedDays == 6 && report.summary.soberDays == 1 && report.summary.drinkingDays == 5)
        #expect(
            report.summary.unrecordedDays == 1 && report.summary.totalTenths == 1202
                && report.summary.heavyDrinkingDays == 1)
        // 120.2 g over 6 recorded days: 20.03 g, rounded half up to 20.0; exactly above 20 g a day: medium for women.
        #expect(report.summary.tenthsPerRecordedDay == 200 && report.summary.whoLevel == .medium)
    }

    @Test(
        "heavy days: more than 60 g for men, 40 g for women and unspecified; exactly at the line is not heavy",
        arguments: [
            (Sex.male, 600, false), (.male, 601, true), (.female, 400, false), (.female, 401, true),
            (.unspecified, 400, false), (.unspecified, 401, true),
        ])
    func heavyDays(sex: Sex, tenths: Int, heavy: Bool) {
        let report = ClinicReport(
            journal: Self.journal([0: Self.grams(tenths)], sex: sex), weeks: 1, endingOn: Self.today, today: Self.today)
        #expect(report.summary.heavyDrinkingDays == (heavy ? 1 : 0))
        #expect(report.thresholds.isDefaultForUnspecified == (sex == .unspecified))
    }

    @Test(
        "WHO levels of grams per recorded day at their edges, for each sex",
        arguments: [
            (Sex.male, 400, WHORiskLevel.low), (.male, 401, .medium), (.male, 600, .medium), (.male, 601, .high),
            (.male, 1000, .high), (.male, 1001, .veryHigh),
            (.female, 200, .low), (.female, 201, .medium), (.female, 400, .medium), (.female, 401, .high),
            (.female, 600, .high), (.female, 601, .veryHigh), (.unspecified, 201, .medium),
        ])
    func whoLevels(sex: Sex, tenths: Int, level: WHORiskLevel) {
        // Seven recorded days, each with the same amount: the average is exactly it.
        let report = ClinicReport(
            journal: Self.journal(Dictionary(uniqueKeysWithValues: (0..<7).map { ($0, Self.grams(tenths)) }), sex: sex),
            weeks: 1, endingOn: Self.today, today: Self.today)
        #expect(report.summary.whoLevel == level)
    }

    @Test(
        "the average is compared exactly, not after rounding: 20.01 g a day is medium for women though it shows 20.0g")
    func exactAverage() {
        // 3 days: 20.0 + 20.0 + 20.1 = 60.1 g → 20.033 g a day.
        let report = ClinicReport(
            journal: Self.journal([0: Self.grams(200), 1: Self.grams(200), 2: Self.grams(201)]),
            weeks: 1, endingOn: Self.today, today: Self.today)
        #expect(report.summary.tenthsPerRecordedDay == 200 && report.summary.whoLevel == .medium)
    }

    @Test("the span before is the same length just before; responder criteria against it")
    func responder() {
        // Before: 28 days of 80 g (very high for women, 20 heavy... all heavy). Now: 7 days of 10 g, the rest sober.
        var days: [Int: DayRecord] = [:]
        for back in 28..<56 { days[back] = Self.grams(800) }
        for back in 0..<28 { days[back] = back < 7 ? Self.grams(100) : .sober }
        let report = ClinicReport(journal: Self.journal(days), weeks: 4, endingOn: Self.today, today: Self.today)
        #expect(
            report.previous.from == Self.today.adding(days: -55) && report.previous.to == Self.today.adding(days: -28))
        #expect(report.previous.whoLevel == .veryHigh && report.previous.heavyDrinkingDays == 28)
        #expect(report.summary.whoLevel == .low && report.summary.heavyDrinkingDays == 0)
        #expect(
            report.responder
                == ClinicReport.Responder(hddAtMost4Per28: true, gramsPerDayDown70: true, whoLevelDown2: true))
        // 2.5 g a day against 80: down 96.9 %.
        #expect(report.summary.tenthsPerRecordedDay == 25)
    }

    @Test("responder edges: 4 heavy days in 28 meet it, 5 do not; exactly 70 % down meets it, less does not")
    func responderEdges() {
        func report(now: [Int: DayRecord], before: [Int: DayRecord]) -> ClinicReport {
            var days = now
            for (back, record) in before { days[back + 28] = record }
            return ClinicReport(journal: Self.journal(days), weeks: 4, endingOn: Self.today, today: Self.today)
        }
        let before = Dictionary(uniqueKeysWithValues: (0..<28).map { ($0, Self.grams(1000)) })
        let four = Dictionary(uniqueKeysWithValues: (0..<28).map { ($0, $0 < 4 ? Self.grams(500) : .sober) })
        #expect(report(now: four, before: before).responder.hddAtMost4Per28 == true)
        let five = Dictionary(uniqueKeysWithValues: (0..<28).map { ($0, $0 < 5 ? Self.grams(500) : .sober) })
        #expect(report(now: five, before: before).responder.hddAtMost4Per28 == false)
        // 100 g a day before; now exactly 30 g a day (30 %), then 30.1 g.
        let thirty = Dictionary(uniqueKeysWithValues: (0..<28).map { ($0, Self.grams(300)) })
        #expect(report(now: thirty, before: before).responder.gramsPerDayDown70 == true)
        let more = Dictionary(uniqueKeysWithValues: (0..<28).map { ($0, Self.grams($0 == 0 ? 328 : 300)) })
        #expect(report(now: more, before: before).responder.gramsPerDayDown70 == false)
        // Very high before, high now: one step, not two.
        let high = Dictionary(uniqueKeysWithValues: (0..<28).map { ($0, Self.grams(500)) })
        #expect(report(now: high, before: before).responder.whoLevelDown2 == false)
    }

    @Test("with nothing recorded before, the criteria cannot be judged (null); nor without alcohol to come down from")
    func responderNull() {
        let none = ClinicReport(
            journal: Self.journal([0: Self.grams(100)]), weeks: 4, endingOn: Self.today, today: Self.today)
        #expect(
            none.responder == ClinicReport.Responder(hddAtMost4Per28: nil, gramsPerDayDown70: nil, whoLevelDown2: nil))
        let soberBefore = ClinicReport(
            journal: Self.journal([0: Self.grams(100), 30: .sober]), weeks: 4, endingOn: Self.today, today: Self.today)
        #expect(soberBefore.responder.gramsPerDayDown70 == nil && soberBefore.responder.whoLevelDown2 == false)
    }

    @Test(
        "weeks start on weekStartsOn's day; a week the period cuts is partial, tallied and judged on its days only; days after today count for nothing"
    )
    func weeksAndFuture() {
        // 14 days from Tuesday 11-17 to Monday 11-30 (today Sunday 11-29): 11-17…21 (5 days), 11-22…28, 11-29…30 (2 days).
        var journal = Self.journal([0: Self.grams(600), 1: Self.grams(500), 2: .sober, 3: .sober, 8: .sober, 9: .sober])
        journal.days[Self.today.adding(days: 1)] = Self.grams(999) // a hand edit after today
        let report = ClinicReport(journal: journal, weeks: 2, endingOn: Self.today.adding(days: 1), today: Self.today)
        #expect(report.periodWeeks == 2)
        let weeks = report.weeks.map(\.total)
        #expect(weeks.map(\.firstDay) == [day("2026-11-15"), day("2026-11-22"), day("2026-11-29")])
        #expect(weeks.map(\.from) == [day("2026-11-17"), day("2026-11-22"), day("2026-11-29")])
        #expect(weeks.map(\.dayCount) == [5, 7, 2] && weeks.map(\.isPartial) == [true, false, true])
        #expect(weeks[1].totalTenths == 500 && weeks[1].soberDays == 2 && report.weeks[1].soberGoal == .met)
        // Five days are asked for 2 × 5/7 sober days, rounded up: 2, and 11-20 and 11-21 are; two days for 1.
        #expect(report.weeks[0].soberGoalDays == 2 && report.weeks[0].soberGoal == .met)
        #expect(report.weeks[2].soberGoalDays == 1 && report.weeks[2].soberGoal == nil, "under way, short of its share")
        #expect(weeks[2].totalTenths == 600 && weeks[2].elapsedDays == 1)
        #expect(report.days.last?.mark == .unrecorded && report.summary.totalTenths == 1100)
        // Weeks starting on Monday: the 14 days ending Sunday 11-29 are two whole weeks.
        journal.settings.weekStartsOn = .monday
        let monday = ClinicReport(journal: journal, weeks: 2, endingOn: Self.today, today: Self.today)
        #expect(
            monday.weeks.map(\.total.from) == [day("2026-11-16"), day("2026-11-23")]
                && monday.weeks.map(\.total.dayCount) == [7, 7])
        #expect(monday.weeks.allSatisfy { !$0.total.isPartial })
    }
}
