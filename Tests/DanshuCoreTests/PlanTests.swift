import DanshuCore
import DanshuTestSupport
import Testing

/// Numbers from a seed (Knuth's MMIX LCG, high bits), so a failing case can be run again.
private struct SeededNumbers {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}

/// The week's plan (issue 25): what a plan says of a day, how a week, the trends and the report count days as planned,
/// the edit that makes a plan, and the stepped-down suggestion.
@Suite("The week's plan")
struct PlanTests {
    /// Sunday 2026-11-22 to Saturday 2026-11-28, today being that Saturday.
    static let week = day("2026-11-22")
    static let today = day("2026-11-28")
    static let friSat40 = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400)

    static func grams(_ tenths: Int) -> DayRecord {
        drank(DrinkEntry(name: "g", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1))
    }

    /// The week of the brief: sober Sunday, a drink on Monday (not planned), Friday within 40 g, Saturday over it.
    static var journal: Journal {
        var journal = Journal()
        journal.days = [
            day("2026-11-22"): .sober, day("2026-11-23"): grams(100), day("2026-11-25"): .sober,
            day("2026-11-27"): grams(400), day("2026-11-28"): grams(401),
        ]
        journal.plans[week] = friSat40
        return journal
    }

    @Test(
        "a sober day keeps any plan, a planned drinking day that stayed sober included; a drinking day keeps it only on a planned day within its amount"
    )
    func keptRule() {
        let drinking = DayPlan.drinking(maxTenths: 400)
        #expect(drinking.kept(.sober) == true)
        #expect(DayPlan.sober.kept(.sober) == true)
        #expect(drinking.kept(.drank(gramsTenths: 400)) == true) // the amount itself is within
        #expect(drinking.kept(.drank(gramsTenths: 401)) == false)
        #expect(drinking.kept(.drank(gramsTenths: 0)) == true) // はい with no drink entered yet
        #expect(DayPlan.sober.kept(.drank(gramsTenths: 1)) == false)
        #expect(drinking.kept(.unrecorded) == nil && DayPlan.sober.kept(.unrecorded) == nil)
    }

    @Test("a plan covers the seven days from its start: the latest start on the day or in the six before")
    func covering() {
        var journal = Journal()
        journal.plans[Self.week] = Self.friSat40
        #expect(journal.dayPlan(on: day("2026-11-21")) == nil)
        #expect(journal.dayPlan(on: day("2026-11-22")) == .sober)
        #expect(journal.dayPlan(on: day("2026-11-27")) == .drinking(maxTenths: 400))
        #expect(journal.dayPlan(on: day("2026-11-28")) == .drinking(maxTenths: 400))
        #expect(journal.dayPlan(on: day("2026-11-29")) == nil)
        // A plan made after weeks started on Monday: from its start on, it is the one that counts.
        journal.plans[day("2026-11-24")] = WeekPlan(drinkingDays: [.saturday], maxTenths: 200)
        #expect(journal.dayPlan(on: day("2026-11-23")) == .sober)
        #expect(journal.dayPlan(on: day("2026-11-27")) == .sober)
        #expect(journal.dayPlan(on: day("2026-11-28")) == .drinking(maxTenths: 200))
        #expect(journal.dayPlan(on: day("2026-11-30")) == .sober)
        #expect(journal.planCovering(day("2026-11-30"))?.start == day("2026-11-24"))
    }

    @Test(
        "a week's tally: the planned drinking days (after today too), and the recorded days that kept to the plan or not"
    )
    func tally() throws {
        let tally = try #require(
            PlanTally(journal: Self.journal, from: Self.week, to: Self.week.adding(days: 6), today: Self.today))
        #expect(tally.plan == Self.friSat40 && tally.planStart == Self.week)
        #expect(tally.plannedDays == 2)
        #expect(tally.daysAsPlanned == 3) // Sunday, Wednesday, Friday
        #expect(tally.daysNotAsPlanned == 2) // Monday (not a drinking day), Saturday (over)
        #expect(tally.recordedDays == 5)
        // Seen from Thursday: Friday and Saturday are still planned, not yet kept or broken.
        let earlier = try #require(
            PlanTally(journal: Self.journal, from: Self.week, to: Self.week.adding(days: 6), today: day("2026-11-26")))
        #expect(earlier.plannedDays == 2 && earlier.daysAsPlanned == 2 && earlier.daysNotAsPlanned == 1)
        // No plan covering the span: nothing to tally.
        #expect(
            PlanTally(journal: Self.journal, from: day("2026-11-29"), to: day("2026-12-05"), today: Self.today) == nil)
        #expect(PlanTally(journal: Journal(), from: Self.week, to: Self.today, today: Self.today) == nil)
        #expect(Self.journal.isAgainstPlan(day("2026-11-28"), today: Self.today))
        #expect(!Self.journal.isAgainstPlan(day("2026-11-27"), today: Self.today))
        #expect(!Self.journal.isAgainstPlan(day("2026-11-28"), today: day("2026-11-27")))
    }

    @Test("the trends pane, stats --weeks and the report give the same figures for the same week")
    func figuresAgree() throws {
        let journal = Self.journal
        let trends = TrendsReport(journal: journal, weeks: 4, endingWithWeekHolding: Self.today, today: Self.today)
        let report = ClinicReport(journal: journal, weeks: 1, endingOn: Self.today, today: Self.today)
        #expect(trends.showsPlans && report.showsPlans)
        let week = try #require(trends.newestWeek.plan)
        #expect(report.weeks.map(\.plan) == [week])
        #expect(report.summary.plan == week)
        #expect(trends.weeks.dropLast().allSatisfy { $0.plan == nil })
        // The days of the report say the same day by day.
        #expect(report.days.filter { $0.keptPlan == true }.count == week.daysAsPlanned)
        #expect(report.days.filter { $0.keptPlan == false }.count == week.daysNotAsPlanned)
        #expect(report.days.filter { if case .drinking = $0.plan { true } else { false } }.count == week.plannedDays)
        // Without a plan, nothing of it appears.
        var none = journal
        none.plans = [:]
        #expect(!TrendsReport(journal: none, weeks: 4, endingWithWeekHolding: Self.today, today: Self.today).showsPlans)
        #expect(!ClinicReport(journal: none, weeks: 4, endingOn: Self.today, today: Self.today).showsPlans)
    }

    @Test(
        "planning a week is one edit: undone by its inverse, plans starting inside the week go with it, and a journal holds no invalid plan"
    )
    func edit() throws {
        var journal = Self.journal
        let stray = WeekPlan(drinkingDays: [.monday], maxTenths: 100)
        journal.plans[day("2026-11-24")] = stray
        let before = journal
        let plan = WeekPlan(drinkingDays: [.saturday], maxTenths: 300)
        let applied = try #require(try journal.apply(.planWeek(Self.week, plan), today: Self.today))
        #expect(applied.days.isEmpty)
        #expect(journal.plans == [Self.week: plan])
        _ = try journal.apply(applied.inverse, today: Self.today)
        #expect(journal == before)
        // The same plan again changes nothing; no plan removes it.
        _ = try journal.apply(.planWeek(Self.week, Self.friSat40), today: Self.today)
        #expect(try journal.apply(.planWeek(Self.week, Self.friSat40), today: Self.today) == nil)
        _ = try journal.apply(.planWeek(Self.week, nil), today: Self.today)
        #expect(journal.plans.isEmpty && journal.formatVersion == 1)
        #expect(throws: EditRefusal.invalidPlan(.noAmount)) {
            try journal.apply(
                .planWeek(Self.week, WeekPlan(drinkingDays: [.friday], maxTenths: nil)), today: Self.today)
        }
        #expect(throws: EditRefusal.invalidPlan(.amountOutOfRange)) {
            try journal.apply(
                .planWeek(Self.week, WeekPlan(drinkingDays: [.friday], maxTenths: 5001)), today: Self.today)
        }
        let farAhead = Self.week.adding(days: 7 * (Limits.planWeeksAhead + 1))
        #expect(throws: EditRefusal.invalidPlan(.tooFarAhead)) {
            try journal.apply(.planWeek(farAhead, .sober), today: Self.today)
        }
        #expect(journal.plans.isEmpty)
        // A week planned sober, and far ahead within the limit, is a plan; it makes the journal version 3.
        _ = try journal.apply(.planWeek(Self.week.adding(days: 7 * Limits.planWeeksAhead), .sober), today: Self.today)
        #expect(journal.formatVersion == 3)
    }

    @Test(
        "the suggestion: the heaviest day of the last 14 days, today included, less one drink, in whole grams, whatever week is planned"
    )
    func suggestion() throws {
        var journal = Journal()
        journal.settings.sex = .male
        journal.days = [
            day("2026-11-10"): Self.grams(900), day("2026-11-12"): Self.grams(475), day("2026-11-27"): Self.grams(600),
        ]
        // The 14 days to today hold 47.5 g (11-12) and 60.0 g (11-27); 60 − 10 = 50 g. 11-10 is older than that.
        let next = try #require(PlanSuggestion(journal: journal, today: Self.today))
        #expect(
            next.maxTenths == 500 && next.heaviestDay == day("2026-11-27") && next.stepTenths == 100
                && !next.isHeavyDayLine)
        #expect(next.from == day("2026-11-15") && next.to == Self.today)
        // Today counts: a slip today is in the window at once.
        journal.days[Self.today] = Self.grams(650)
        #expect(PlanSuggestion(journal: journal, today: Self.today)?.heaviestDay == Self.today)
        journal.days[Self.today] = nil
        // Whole grams, rounded down; one drink is the second unit's.
        journal.settings.secondUnit = .usDrinks
        #expect(PlanSuggestion(journal: journal, today: Self.today)?.maxTenths == 460) // 60 − 14
        journal.days = [day("2026-11-20"): Self.grams(475)]
        journal.settings.secondUnit = .ukUnits
        #expect(PlanSuggestion(journal: journal, today: Self.today)?.maxTenths == 390) // 47.5 − 8 = 39.5
        // Nothing to step down from: no drinking day, or none heavier than a drink and a gram.
        journal.days = [day("2026-11-20"): Self.grams(85), day("2026-11-21"): .sober]
        #expect(PlanSuggestion(journal: journal, today: Self.today) == nil)
        #expect(PlanSuggestion(journal: Journal(), today: Self.today) == nil)
    }

    @Test(
        "a suggestion never goes above the heavy-drinking-day line: after a 114.9 g day it is the line, 60 g for men, 40 g otherwise"
    )
    func suggestionNeverHeavy() throws {
        var journal = Journal()
        journal.days = [day("2026-11-21"): Self.grams(1149), day("2026-11-26"): Self.grams(300)]
        for (sex, line) in [(Sex.male, 600), (.female, 400), (.unspecified, 400)] {
            journal.settings.sex = sex
            let suggestion = try #require(PlanSuggestion(journal: journal, today: Self.today))
            #expect(
                suggestion.maxTenths == line && suggestion.isHeavyDayLine && suggestion.heavyDayTenths == line, "\(sex)"
            )
            #expect(!ClinicalThresholds(sex: sex).isHeavy(gramsTenths: suggestion.maxTenths))
        }
        // The line itself less a drink is below it: stepped down as usual.
        journal.settings.sex = .male
        journal.days = [day("2026-11-21"): Self.grams(700)]
        let stepped = try #require(PlanSuggestion(journal: journal, today: Self.today))
        #expect(stepped.maxTenths == 600 && !stepped.isHeavyDayLine)
        // Over every drinking day a random journal can hold, never above the line.
        var numbers = SeededNumbers(seed: 35)
        for _ in 0..<200 {
            var random = Journal()
            random.settings.sex = [Sex.male, .female, .unspecified][Int(numbers.next() % 3)]
            random.settings.secondUnit = [SecondUnit.none, .drinksJP, .ukUnits, .usDrinks][Int(numbers.next() % 4)]
            for offset in 0..<14 where numbers.next() % 2 == 0 {
                random.days[Self.today.adding(days: -offset)] = Self.grams(Int(numbers.next() % 5000))
            }
            guard let s = PlanSuggestion(journal: random, today: Self.today) else { continue }
            #expect(s.maxTenths <= ClinicalThresholds(sex: random.settings.sex).heavyDayTenths && s.maxTenths % 10 == 0)
            #expect(s.maxTenths <= s.heaviestTenths - s.stepTenths)
        }
    }

    @Test("typed days and amounts: names, spans and Japanese; grams or drinks of the second unit")
    func typed() throws {
        #expect(try PlanInput.days("fri,sat").get() == [.friday, .saturday])
        #expect(try PlanInput.days("Friday Saturday").get() == [.friday, .saturday])
        #expect(try PlanInput.days("mon-thu").get() == [.monday, .tuesday, .wednesday, .thursday])
        #expect(try PlanInput.days("金,土").get() == [.friday, .saturday])
        #expect(try PlanInput.days("金土").get() == [.friday, .saturday])
        #expect(try PlanInput.days("金曜日、日曜").get() == [.friday, .sunday])
        #expect(PlanInput.days("fri,xyz") == .failure(.unknownDay("xyz")))
        #expect(PlanInput.days("thu-mon") == .failure(.unknownDay("thu-mon")))
        #expect(PlanInput.days(" ") == .failure(.empty))
        #expect(PlanInput.amount("40", oneDrinkTenths: 100) == .success(400))
        #expect(PlanInput.amount("40g", oneDrinkTenths: 100) == .success(400))
        #expect(PlanInput.amount("４０ｇ", oneDrinkTenths: 100) == .success(400))
        #expect(PlanInput.amount("12.5 g", oneDrinkTenths: 100) == .success(125))
        #expect(PlanInput.amount("2drinks", oneDrinkTenths: 100) == .success(200))
        #expect(PlanInput.amount("2 ドリンク", oneDrinkTenths: 140) == .success(280))
        #expect(PlanInput.amount("1.5 UK units", oneDrinkTenths: 80) == .success(120))
        #expect(PlanInput.amount("0", oneDrinkTenths: 100) == .failure(.outOfRange))
        #expect(PlanInput.amount("501g", oneDrinkTenths: 100) == .failure(.outOfRange))
        #expect(PlanInput.amount("forty", oneDrinkTenths: 100) == .failure(.notAnAmount))
        #expect(PlanInput.amount("12.25", oneDrinkTenths: 100) == .failure(.notAnAmount))
    }

    @Test(
        "on random journals and plans: every recorded covered day is kept or not, weeks add up to their span, and edits undo exactly",
        arguments: 0..<20)
    func properties(seed: UInt64) throws {
        var random = SeededNumbers(seed: seed)
        var journal = Journal()
        let first = day("2026-09-06") // a Sunday
        for offset in 0..<84 where random.next() % 4 != 0 {
            let date = first.adding(days: offset)
            journal.days[date] = random.next() % 3 == 0 ? .sober : Self.grams(Int(random.next() % 800))
        }
        let today = first.adding(days: 80)
        for week in 0..<12 where random.next() % 2 == 0 {
            let days = Set(Weekday.allCases.filter { _ in random.next() % 3 == 0 })
            let plan = WeekPlan(drinkingDays: days, maxTenths: days.isEmpty ? nil : Int(random.next() % 600) + 1)
            let before = journal
            let applied = try journal.apply(.planWeek(first.adding(days: 7 * week), plan), today: today)
            if let applied {
                var undone = journal
                _ = try undone.apply(applied.inverse, today: today)
                #expect(undone == before)
            }
        }
        let span = PlanTally(journal: journal, from: first, to: first.adding(days: 83), today: today)
        let weeks = (0..<12).compactMap {
            PlanTally(
                journal: journal, from: first.adding(days: 7 * $0), to: first.adding(days: 7 * $0 + 6), today: today)
        }
        #expect(span?.plannedDays ?? 0 == weeks.reduce(0) { $0 + $1.plannedDays })
        #expect(span?.daysAsPlanned ?? 0 == weeks.reduce(0) { $0 + $1.daysAsPlanned })
        #expect(span?.daysNotAsPlanned ?? 0 == weeks.reduce(0) { $0 + $1.daysNotAsPlanned })
        let recordedCovered = (0..<84).map { first.adding(days: $0) }.filter {
            $0 <= today && journal.dayPlan(on: $0) != nil && journal.days[$0]?.drank != nil
        }
        #expect(span?.recordedDays ?? 0 == recordedCovered.count)
        #expect(journal.formatVersion == (journal.plans.isEmpty ? 1 : 3))
    }
}
