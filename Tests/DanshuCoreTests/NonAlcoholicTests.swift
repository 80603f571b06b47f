import DanshuCore
import DanshuTestSupport
import Testing

/// Non-alcoholic drinks (issue 40, item 1; design.md §1): under 1 % ABV is not alcohol, and a day of only such drinks is a
/// sober day for every count, while its drinks keep their kcal and price.
@Suite("Non-alcoholic drinks")
struct NonAlcoholicTests {
    static let today = day("2026-11-29")
    /// A non-alcoholic beer, 350 ml at `abvTenths`, 120 yen, 30 kcal besides its alcohol.
    static func nonAlcoholic(abvTenths: Int = 0) -> DrinkEntry {
        let grams = PureAlcohol.tenths(ml: 350, abvTenths: abvTenths)
        return DrinkEntry(
            name: "ノンアルビール", ml: 350, abvTenths: abvTenths, gramsTenths: grams, count: 1, priceYen: 120, extraKcal: 30)
    }

    @Test("under 1 % is not alcohol; 1.0 % is; a drink of grams alone is alcohol unless it has none")
    func theLine() {
        #expect(Self.nonAlcoholic(abvTenths: 0).isNonAlcoholic && Self.nonAlcoholic(abvTenths: 9).isNonAlcoholic)
        #expect(!Self.nonAlcoholic(abvTenths: 10).isNonAlcoholic && !entry(Drink.beer).isNonAlcoholic)
        #expect(DrinkEntry(name: "g", ml: nil, abvTenths: nil, gramsTenths: 0, count: 1).isNonAlcoholic)
        #expect(!DrinkEntry(name: "g", ml: nil, abvTenths: nil, gramsTenths: 1, count: 1).isNonAlcoholic)
        #expect(
            Preset(name: "ノンアル", abvTenths: 9, ml: 350).isNonAlcoholic
                && !Preset(name: "低アル", abvTenths: 10, ml: 350).isNonAlcoholic)
    }

    @Test(
        "はい with only non-alcoholic drinks is a sober day; with one drink of alcohol, or with no drink at all, a drinking day"
    )
    func whatADayIs() {
        let only = drank(Self.nonAlcoholic(), Self.nonAlcoholic(abvTenths: 5))
        #expect(only.isDrinkingDay == false && only.hadOnlyNonAlcoholicDrinks && DayState(only) == .sober)
        #expect(only.drank == true, "the answer stays はい: the journal's bytes do not change")
        let mixed = drank(Self.nonAlcoholic(abvTenths: 5), entry(Drink.beer))
        // The 0.5 % beer's 1.4 g is not alcohol: the day's pure alcohol is the beer's.
        #expect(mixed.isDrinkingDay == true && DayState(mixed) == .drank(gramsTenths: 200) && mixed.totalTenths == 200)
        #expect(
            DayRecord(drank: true).isDrinkingDay == true && DayState(DayRecord(drank: true)) == .drank(gramsTenths: 0))
        #expect(DayRecord.sober.isDrinkingDay == false && DayRecord(drank: nil).isDrinkingDay == nil)
    }

    /// Two sober days, a drinking day before them, and today only a non-alcoholic beer.
    static func journal() -> Journal {
        Journal(days: [
            day("2026-11-26"): drank(entry(Drink.beer)), day("2026-11-27"): .sober, day("2026-11-28"): .sober,
            day("2026-11-29"): drank(nonAlcoholic()),
        ])
    }

    @Test("the issue's steps: two sober days, then a non-alcoholic beer today: the streak goes on, in every count")
    func theStreakGoesOn() {
        let journal = Self.journal()
        let streaks = Streaks(days: journal.days, today: Self.today)
        #expect(
            streaks.current == 3 && streaks.longest == 3 && streaks.totalSoberDays == 3
                && streaks.soberDaysThisMonth == 3)
        #expect(journal.milestoneDue(today: Self.today)?.days == 3)
        let facts = StatusFacts(journal: journal, today: Self.today)
        #expect(facts.streak == 3 && facts.state == .sober && facts.band == nil && facts.answered)
        let month = MonthStatistics(journal: journal, month: Self.today.yearMonth, today: Self.today)
        #expect(month.soberDays == 3 && month.drinkingDays == 1 && month.totalTenths == 200)
        let week = WeekTotal(firstDay: day("2026-11-29"), days: journal.days, today: Self.today)
        #expect(week.soberDays == 1 && week.drinkingDays == 0 && week.soberGoal(1) == .met)
        let report = ClinicReport(journal: journal, weeks: 1, endingOn: Self.today, today: Self.today)
        #expect(report.days.last?.mark == .sober && report.days.last?.drinks == [Self.nonAlcoholic()], "still listed")
        #expect(report.summary.soberDays == 3 && report.summary.drinkingDays == 1)
        #expect(DayPlan.sober.kept(journal.state(of: Self.today)) == true, "a planned sober day kept")
    }

    @Test("AUDIT-C and the comparison count a non-alcoholic day as a sober recorded day")
    func clinicalMeasures() {
        var journal = Journal()
        journal.settings.sex = .male
        for back in 0..<28 { journal.days[Self.today.adding(days: -back)] = drank(Self.nonAlcoholic()) }
        let audit = AuditC(journal: journal, endingOn: Self.today, today: Self.today)
        #expect(audit.recordedDays == 28 && audit.answers?.q1 == 0 && audit.score == 0)
        let comparison = DrinkingComparison(journal: journal, endingOn: Self.today, today: Self.today)
        #expect(comparison.recordedDays == 28 && comparison.totalTenths == 0 && comparison.outcome == .withinLine)
    }

    @Test("its drinks keep their kcal and price: the month's spending and calories, and mood on sober days")
    func kcalAndPriceStay() {
        var journal = Self.journal()
        journal.days[Self.today]?.mood = 4
        let feedback = MonthFeedback(journal: journal, month: Self.today.yearMonth, today: Self.today)
        // 120 yen and 30 kcal from the non-alcoholic beer, 140 kcal from the beer's 20 g.
        #expect(feedback.spentYen == 120 && feedback.kcal == 170)
        let feelings = MonthFeelings(journal: journal, month: Self.today.yearMonth, today: Self.today)
        #expect(feelings.moodOnSoberDaysTenths == 40 && feelings.moodOnDrinkingDaysTenths == nil)
    }
}
