import DanshuApp
import DanshuCLI
import DanshuCore
import DanshuStore
import DanshuText
import Testing

/// The week's plan in words (issue 25): every sentence in both languages, English without Japanese, and the words a plan
/// is said with in the file's order of the week.
@Suite("The plan's words")
struct PlanCatalogTests {
    static let week = LocalDate(year: 2026, month: 11, day: 29)!

    /// Every message of the plan form, one sample each.
    static var messages: [Message] {
        let samples: [PlanMessage] = [
            .saved(weekStart: week), .removed(weekStart: week), .nothingToRemove, .refused(.noAmount),
            .refused(.amountOutOfRange), .refused(.tooFarAhead), .noSuggestion, .unsavedChanges,
            .suggestionNeedsDays,
        ]
        for sample in samples {
            switch sample {
            case .saved, .removed, .nothingToRemove, .refused, .noSuggestion, .unsavedChanges, .suggestionNeedsDays:
                continue
            }
        }
        return samples.map { .plan($0) }
    }

    /// Every sentence and label a plan is said with, in the catalog and the command line.
    static func texts(_ c: Catalog) -> [String] {
        var journal = Journal()
        journal.days[week.adding(days: -3)] = DayRecord(drank: true, drinks: [Preset.defaults[0].entry])
        journal.plans[week] = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400)
        let suggestion = PlanSuggestion(journal: journal, today: week.adding(days: 2))
        var heavy = journal
        heavy.days[week] = DayRecord(drank: true, drinks: [Preset.defaults[2].entry])
        let heavyLine = PlanSuggestion(journal: heavy, today: week.adding(days: 2))
        let tally = PlanTally(journal: journal, from: week, to: week.adding(days: 6), today: week.adding(days: 6))
        let plans = [WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400), .sober]
        var texts = Weekday.allCases.map(c.weekdayName)
        texts += SecondUnit.allCases.map { c.planAmount(405, $0) }
        texts += plans.map { c.planSummary($0, weekStart: week, .drinksJP) }
        texts += [DayPlan.sober, .drinking(maxTenths: 400)].flatMap { plan in
            [nil, true, false].flatMap { [c.dayPlanLine(plan, kept: $0, .none), c.dayPlanLineShort(plan, kept: $0)] }
        }
        texts += [
            c.legendPlanned, c.legendOverOrPlan, c.trendsPlanLine(tally, weekStart: week, .none),
            c.trendsPlanLine(nil, weekStart: week, .none),
            c.trendsLegendPlan(middle: true), c.trendsLegendPlan(middle: false),
            c.planFormTitle(week, week.adding(days: 6)),
            c.planNoDrinkingDay, c.planAmountNotSet, c.planAmountNeedsDays, c.planSuggestion(suggestion, .none),
            c.planSuggestion(nil, .none),
            c.planSuggestionReason(suggestion, today: week), c.planSuggestionReason(nil, today: week), c.planUnsaved,
            c.planSuggestionReason(heavyLine, today: week), c.planLimits, c.helpPlanSection,
            c.reportPlannedDays, c.reportDaysAsPlanned, c.reportDaysAsPlannedValue(tally),
            c.reportDaysAsPlannedValue(nil),
            c.reportWeekPlan(tally, .none), c.plannedDaysHeader, c.asPlannedHeader,
            c.planOptionsTogether, c.message(for: .empty, text: ""), c.message(for: .unknownDay("x"), text: "x"),
            c.badPlanAmount("x"),
            c.planNeedsDays, c.planNeedsMax, c.planShowTitle(week, week, plan: nil),
            c.planShowTitle(week, week, plan: "x"),
            c.planShowSuggestion(suggestion, .none, week: week, needsDays: true, today: week),
            c.planShowSuggestion(nil, .none, week: week, needsDays: false, today: week),
            c.planConflict(week, ours: "a", theirs: "b"),
            c.planImportSummary(added: 1, same: 0, conflicts: 2, replaced: false),
            c.planImportSummary(added: 2, same: 1, conflicts: 1, replaced: true), c.help(for: .plan),
        ]
        texts += plans.map { c.mergePlanKeptOurs(week, ours: $0, theirs: nil, unit: .none) }
        texts += [c.text(of: JournalExpectation.weekday), c.text(of: JournalExpectation.planAmount)]
        if let tally { texts.append(c.daysAsPlanned(tally)) }
        return texts + messages.map(c.message)
    }

    @Test("every plan text is there in both languages, and the English has no Japanese")
    func bothLanguages() {
        let ja = Self.texts(Catalog(.ja))
        let en = Self.texts(Catalog(.en))
        #expect(ja.count == en.count)
        for (j, e) in zip(ja, en) {
            #expect(!e.isEmpty && !j.isEmpty)
            #expect(EnglishCatalogTests.japanese(in: e) == nil, "Japanese in English text: \(e)")
        }
        #expect(ja.contains { EnglishCatalogTests.japanese(in: $0) != nil })
    }

    @Test("a plan reads in the week's order from its first day, with whole grams as the brief writes them")
    func planWords() {
        let ja = Catalog(.ja)
        let en = Catalog(.en)
        let plan = WeekPlan(drinkingDays: [.sunday, .saturday], maxTenths: 400)
        // A week from Monday ends on Sunday: Saturday comes first.
        #expect(ja.planSummary(plan, weekStart: Self.week.adding(days: 1), .none) == "土・日 40g まで")
        #expect(en.planSummary(plan, weekStart: Self.week, .none) == "Sun, Sat up to 40g")
        #expect(ja.dayPlanLine(.drinking(maxTenths: 400), kept: nil, .none) == "予定: 40g まで")
        #expect(
            en.dayPlanLine(.drinking(maxTenths: 125), kept: true, .drinksJP) == "Plan: up to 12.5g (1.3 drinks) (kept)")
        // A planned sober day that was a drinking day, 0.0 g included, is not "over": it was drunk on (issue 35).
        #expect(ja.dayPlanLine(.sober, kept: false, .none) == "予定: 休肝日（飲んだ）")
        #expect(en.dayPlanLine(.sober, kept: false, .none) == "Plan: sober day (drank)")
        #expect(ja.dayPlanLineShort(.sober, kept: false) == "予定 休肝日（飲んだ）")
        #expect(ja.dayPlanLine(.drinking(maxTenths: 400), kept: false, .none) == "予定: 40g まで（超えた）")
    }
}
