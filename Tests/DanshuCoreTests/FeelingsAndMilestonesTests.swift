import DanshuCore
import DanshuTestSupport
import Testing

/// The domain of design.md §6's feelings and milestones: the ranges, a day with only feelings, the month's
/// averages, and which milestone is due for which streak.
@Suite("Feelings and milestones")
struct FeelingsAndMilestonesTests {
    static let today = day("2026-11-29")

    @Test("feelings outside 1–5 and 0–10, or on a future day, are refused and change nothing")
    func refusals() {
        var journal = Journal()
        for (edit, refusal) in [
            (JournalEdit.setFeelings(Self.today, mood: 0, craving: nil), EditRefusal.moodOutOfRange),
            (.setFeelings(Self.today, mood: 6, craving: nil), .moodOutOfRange),
            (.setFeelings(Self.today, mood: nil, craving: -1), .cravingOutOfRange),
            (.setFeelings(Self.today, mood: 3, craving: 11), .cravingOutOfRange),
            (.setFeelings(Self.today.adding(days: 1), mood: 3, craving: 3), .futureDay),
        ] {
            #expect(throws: refusal) { try journal.apply(edit, today: Self.today) }
        }
        #expect(journal == Journal())
    }

    @Test("a day with only feelings is kept, unrecorded for drinking: the streaks and the month's days ignore it")
    func feelingsOnlyDay() throws {
        var journal = Journal()
        journal.days[day("2026-11-27")] = .sober
        let before = Streaks(days: journal.days, today: Self.today)
        try journal.apply(.setFeelings(Self.today, mood: 2, craving: 9), today: Self.today)
        #expect(journal.days[Self.today] == DayRecord(drank: nil, mood: 2, craving: 9))
        #expect(!DayRecord(drank: nil, craving: 0).isEmpty)
        #expect(journal.state(of: Self.today) == .unrecorded)
        #expect(Streaks(days: journal.days, today: Self.today) == before)
        #expect(MonthStatistics(journal: journal, month: Self.today.yearMonth, today: Self.today).unrecordedDays == 28)
        // Taking both away leaves nothing on the day.
        try journal.apply(.setFeelings(Self.today, mood: nil, craving: nil), today: Self.today)
        #expect(journal.days[Self.today] == nil)
    }

    @Test("the month's averages: mood on sober and drinking days apart, craving over every day that has one, half up")
    func monthAverages() {
        var journal = Journal()
        journal.days[day("2026-11-01")] = DayRecord(drank: false, mood: 4, craving: 1)
        journal.days[day("2026-11-02")] = DayRecord(drank: false, mood: 5)
        journal.days[day("2026-11-03")] = DayRecord(drank: true, mood: 2, craving: 8)
        journal.days[day("2026-11-04")] = DayRecord(drank: nil, mood: 1, craving: 2) // counts for craving only
        journal.days[day("2026-10-31")] = DayRecord(drank: false, mood: 1, craving: 10) // another month
        journal.days[day("2026-11-30")] = DayRecord(drank: false, mood: 1) // after today (a hand edit)
        let feelings = MonthFeelings(journal: journal, month: Self.today.yearMonth, today: Self.today)
        #expect(feelings.moodOnSoberDaysTenths == 45) // (4 + 5) / 2
        #expect(feelings.moodOnDrinkingDaysTenths == 20)
        #expect(feelings.cravingTenths == 37) // (1 + 8 + 2) / 3 = 3.67 → 3.7
        #expect(feelings.daysWithFeelings == 4)
        let none = MonthFeelings(journal: Journal(), month: Self.today.yearMonth, today: Self.today)
        #expect(none.moodOnSoberDaysTenths == nil && none.cravingTenths == nil && none.daysWithFeelings == 0)
    }

    @Test("the milestone due: the highest the streak reached, unless remembered for this streak")
    func due() {
        func journal(lastDrink: String?, soberFrom: String) -> Journal {
            var journal = Journal()
            if let lastDrink { journal.days[day(lastDrink)] = drank(entry(Drink.beer)) }
            journal.days[day(soberFrom)] = .sober
            return journal
        }
        // 30 days exactly, counted from the first answered day.
        var thirty = journal(lastDrink: nil, soberFrom: "2026-10-31")
        #expect(thirty.milestoneDue(today: Self.today) == CelebratedMilestone(days: 30, lastDrinkingDay: nil))
        thirty.celebrated = CelebratedMilestone(days: 30, lastDrinkingDay: nil)
        #expect(thirty.milestoneDue(today: Self.today) == nil)
        #expect(thirty.milestoneDue(today: day("2026-12-30")) == CelebratedMilestone(days: 60, lastDrinkingDay: nil))
        // After a drinking day: 35 days later, 30 is due once; an older streak's 60 does not cover it.
        var after = journal(lastDrink: "2026-10-25", soberFrom: "2026-10-26")
        after.celebrated = CelebratedMilestone(days: 60, lastDrinkingDay: day("2026-08-01"))
        #expect(
            after.milestoneDue(today: Self.today) == CelebratedMilestone(days: 30, lastDrinkingDay: day("2026-10-25")))
        // Today a drinking day, or nothing answered: none.
        #expect(journal(lastDrink: "2026-11-29", soberFrom: "2026-11-01").milestoneDue(today: Self.today) == nil)
        #expect(Journal().milestoneDue(today: Self.today) == nil)
        // A drinking day after today (a hand edit) counts for nothing.
        #expect(
            journal(lastDrink: "2026-12-05", soberFrom: "2026-11-27").milestoneDue(today: Self.today)
                == CelebratedMilestone(days: 3, lastDrinkingDay: nil))
    }
}
