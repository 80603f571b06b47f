import DanshuCore
import DanshuTestSupport
import Testing

/// The month's report and the weeks' trends decide once which rows appear: the pane, `stats` and its JSON only read them.
@Suite("The month's report and the weeks' trends decide which rows appear")
struct ReportValuesTests {
    static let today = day("2026-11-29")
    static let november = YearMonth(year: 2026, month: 11)

    static func grams(_ tenths: Int, yen: Int? = nil) -> DayRecord {
        drank(DrinkEntry(name: "g", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1, priceYen: yen))
    }

    static func journal(_ days: [String: DayRecord], _ change: (inout Settings) -> Void = { _ in }) -> Journal {
        var journal = Journal()
        for (iso, record) in days { journal.days[day(iso)] = record }
        change(&journal.settings)
        return journal
    }

    static func report(_ journal: Journal, month: YearMonth = november) -> MonthReport {
        MonthReport(journal: journal, month: month, today: today)
    }

    // MARK: The month

    @Test(
        "the month's spending appears exactly when a drink of the month up to today has a price, or the usual spending is set"
    )
    func spendingRows() {
        #expect(!Self.report(Self.journal(["2026-11-02": Self.grams(200)])).showsSpent)
        #expect(Self.report(Self.journal(["2026-11-02": Self.grams(200, yen: 300)])).showsSpent)
        // A price of 0 is still a price: the row says 0円.
        #expect(Self.report(Self.journal(["2026-11-02": Self.grams(200, yen: 0)])).showsSpent)
        // A priced drink after today, or in the month before, is not the month's spending.
        #expect(!Self.report(Self.journal(["2026-11-30": Self.grams(200, yen: 300)])).showsSpent)
        #expect(!Self.report(Self.journal(["2026-10-31": Self.grams(200, yen: 300)])).showsSpent)
        // The usual spending alone brings it (spent 0円 beside money not spent).
        let usual = Self.report(Self.journal(["2026-11-02": Self.grams(200)]) { $0.usualYenPerWeek = 7_000 })
        #expect(usual.showsSpent && usual.feedback.notSpentYen == 29_000) // ⌊7,000 × 29 / 7⌋ − 0
        #expect(Self.report(Self.journal([:])).feedback.notSpentYen == nil)
    }

    @Test("the year's spending appears exactly when a drink of the month's year up to today has a price")
    func yearSpendingRow() {
        let march = Self.journal(["2026-03-01": Self.grams(100, yen: 1_000)])
        #expect(Self.report(march).showsYearSpent && !Self.report(march).showsSpent)
        #expect(!Self.report(Self.journal(["2025-12-31": Self.grams(100, yen: 1_000)])).showsYearSpent)
        #expect(!Self.report(Self.journal(["2026-03-01": Self.grams(100)])).showsYearSpent)
    }

    @Test(
        "the feelings rows appear exactly when a day of the month up to today has a mood or a craving, answered or not")
    func feelingsRows() {
        #expect(!Self.report(Self.journal(["2026-11-02": .sober, "2026-11-03": Self.grams(200)])).showsFeelings)
        #expect(Self.report(Self.journal(["2026-11-02": DayRecord(drank: nil, mood: 3)])).showsFeelings)
        #expect(Self.report(Self.journal(["2026-11-02": DayRecord(drank: false, craving: 0)])).showsFeelings)
        #expect(!Self.report(Self.journal(["2026-11-30": DayRecord(drank: false, mood: 3)])).showsFeelings)
        #expect(!Self.report(Self.journal(["2026-10-31": DayRecord(drank: false, mood: 3)])).showsFeelings)
    }

    @Test("the second unit is beside the total exactly when one is set, rounded half up from the exact total")
    func secondUnit() {
        let days = ["2026-11-02": Self.grams(405)]
        #expect(Self.report(Self.journal(days)).totalInSecondUnitTenths == nil)
        // 4.05 drinks → 4.1
        #expect(Self.report(Self.journal(days) { $0.secondUnit = .drinksJP }).totalInSecondUnitTenths == 41)
        #expect(Self.report(Self.journal(days) { $0.secondUnit = .ukUnits }).secondUnit == .ukUnits)
    }

    @Test("the month's sober goal is reached at exactly its goal days, and a goal of 0 is always reached")
    func soberGoal() {
        // November's goal at 2 a week: 2 × 30 / 7 = 8.57 → 9 days.
        var days: [String: DayRecord] = [:]
        for d in 1...8 { days["2026-11-\(d < 10 ? "0" : "")\(d)"] = .sober }
        let eight = Self.report(Self.journal(days)).month
        #expect(eight.soberGoalDays == 9 && !eight.soberGoalReached)
        days["2026-11-09"] = .sober
        #expect(Self.report(Self.journal(days)).month.soberGoalReached)
        #expect(Self.report(Self.journal([:]) { $0.soberDaysPerWeekGoal = 0 }).month.soberGoalReached)
    }

    @Test("money not spent over the streak is there exactly while the usual spending is set")
    func streakNotSpent() {
        let days = ["2026-11-20": Self.grams(200), "2026-11-21": .sober]
        #expect(Self.report(Self.journal(days)).streakNotSpentYen == nil)
        let usual = Self.report(Self.journal(days) { $0.usualYenPerWeek = 7_000 })
        #expect(usual.streaks.current == 9 && usual.streakNotSpentYen == 9_000)
    }

    // MARK: The weeks

    static func trends(_ journal: Journal, weeks: Int = 3) -> TrendsReport {
        TrendsReport(journal: journal, weeks: weeks, endingWithWeekHolding: today, today: today)
    }

    @Test(
        "the weekly budget is on exactly when weeklyLimitGrams is above 0, and a week is over it only then and only above it"
    )
    func budget() {
        // The week of Sunday 2026-11-22 holds exactly 100.0 g, within the budget; the week before 100.1 g, over it.
        let days = ["2026-11-23": Self.grams(1_000), "2026-11-16": Self.grams(1_001)]
        let on = Self.trends(Self.journal(days))
        #expect(on.budgetIsOn && on.weeklyLimitGrams == 100 && on.weeklyLimitTenths == 1_000)
        #expect(on.weeks.map(\.isOverBudget) == [true, false, false])
        let off = Self.trends(Self.journal(days) { $0.weeklyLimitGrams = 0 })
        #expect(!off.budgetIsOn && off.weeklyLimitTenths == 0 && !off.weeks.contains(where: \.isOverBudget))
        #expect(Self.trends(Self.journal(days) { $0.weeklyLimitGrams = 1 }).budgetIsOn)
    }

    @Test("each week's 休肝日 result is WeekTotal's rule: nothing recorded or under way short of the goal is neither")
    func weekResults() {
        let days: [String: DayRecord] = [
            "2026-11-08": .sober, "2026-11-09": .sober, // met
            "2026-11-15": .sober, // missed: one ended week, one sober day
            "2026-11-29": .sober,
        ] // under way, short of the goal
        let report = Self.trends(Self.journal(days), weeks: 4)
        let expected: [SoberGoal?] = [.met, .missed, nil, nil]
        #expect(report.weeks.map(\.soberGoal) == expected)
        #expect(report.weeks.map(\.soberGoal) == report.weeks.map { $0.total.soberGoal(2) })
    }

    @Test("craving by week appears exactly when a shown week has one; the second unit only when set")
    func cravingAndSecondUnit() {
        let plain = Self.trends(Self.journal(["2026-11-23": Self.grams(405)]))
        #expect(!plain.showsCraving && plain.weeks.allSatisfy { $0.totalInSecondUnitTenths == nil })
        let feelings = Self.trends(
            Self.journal(["2026-11-23": DayRecord(drank: nil, craving: 4)]) { $0.secondUnit = .drinksJP })
        #expect(feelings.showsCraving && feelings.weeks.map(\.totalInSecondUnitTenths) == [0, 0, 0])
        // A craving only in a week before the shown ones does not bring the row.
        #expect(!Self.trends(Self.journal(["2026-11-01": DayRecord(drank: nil, craving: 4)]), weeks: 1).showsCraving)
    }

    @Test("the goal's line is all met only when every recent week with a record met it, and there was one")
    func goalMetEveryWeek() {
        #expect(!Self.trends(Self.journal([:])).comparison.goalMetEveryWeek)
        var days: [String: DayRecord] = [:]
        // The four weeks are 11-02…11-29: Mondays and Tuesdays sober meet the goal in each week they touch (today's
        // week, under way and unanswered, is neither met nor missed).
        for first in ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"] {
            days[first] = .sober
            days[day(first).adding(days: 1).iso] = .sober
        }
        let met = Self.trends(Self.journal(days)).comparison
        #expect(met.goalMetEveryWeek && met.recentHasRecord && !met.earlierHasRecord)
        days["2026-11-09"] = Self.grams(100)
        #expect(!Self.trends(Self.journal(days)).comparison.goalMetEveryWeek)
    }

    // MARK: The report for the doctor

    @Test("the report's weeks and days hold their decisions, so its text, HTML and JSON only read them (issue 41)")
    func clinicReportDecisions() {
        // 14 days ending Monday 11-30 (today 11-29): 11-17…21 cut at the start, 11-22…28 whole, 11-29…30 cut at the end.
        var pill = Self.grams(1_001)
        pill.medicine = "old name"
        pill.context = DayContext(place: .home)
        var sober = DayRecord.sober
        sober.medicine = "セリンクロ"
        let days: [String: DayRecord] = ["2026-11-18": Self.grams(400), "2026-11-23": pill, "2026-11-24": sober]
        func report(_ change: (inout Settings) -> Void) -> ClinicReport {
            ClinicReport(journal: Self.journal(days, change), weeks: 2, endingOn: day("2026-11-30"), today: Self.today)
        }
        let on = report {
            $0.medicine = "セリンクロ"
            $0.secondUnit = .drinksJP
        }
        #expect(on.budgetIsOn && on.showsAuditC)
        #expect(on.weeks.map(\.isOverBudget) == [false, true, false], "100.1 g over the 100 g budget")
        #expect(on.weeks.map(\.soberGoalDays) == [2, 2, 1] && on.weeks.map(\.soberGoal) == [.missed, .missed, nil])
        let byDate = Dictionary(uniqueKeysWithValues: on.days.map { ($0.date.iso, $0) })
        #expect(byDate["2026-11-23"]?.tenthsInSecondUnit == 100 && byDate["2026-11-24"]?.tenthsInSecondUnit == nil)
        #expect(byDate["2026-11-23"]?.medicine == "old name" && byDate["2026-11-24"]?.medicine == "セリンクロ")
        #expect(byDate["2026-11-23"]?.context == DayContext(place: .home) && byDate["2026-11-24"]?.context == nil)
        // With the budget, the medicine and the second unit off, nothing of them is left for a layout to decide.
        let off = report { $0.weeklyLimitGrams = 0 }
        #expect(!off.budgetIsOn && !off.weeks.contains(where: \.isOverBudget))
        #expect(off.days.allSatisfy { $0.medicine == nil && $0.tenthsInSecondUnit == nil })
        #expect(!ClinicReport(journal: Journal(), weeks: 4, endingOn: Self.today, today: Self.today).showsAuditC)
    }
}
