import DanshuApp
import DanshuCore

/// The week's plan (design.md §8): the plan form, its messages, and the words every view and command says a plan with.
extension Catalog {
    // MARK: What a plan says

    /// Weekday names for a plan's days, Sunday first: `金` / `Fri`.
    public func weekdayName(_ day: Weekday) -> String {
        pick(weekdayNames[day.rawValue], ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][day.rawValue])
    }

    /// A planned day's most: `40g まで`, `40g（4.0ドリンク）まで` / `up to 40g`, `up to 40g (4.0 drinks)`; whole grams
    /// are written without a decimal, as the settings' grams are.
    public func planAmount(_ tenths: Int, _ unit: SecondUnit) -> String {
        let grams = formatTenthsCompact(tenths) + "g"
        let units =
            unit.tenths(ofGramsTenths: tenths).map {
                pick("（\(secondUnitAmount($0, unit))）", " (\(secondUnitAmount($0, unit)))")
            } ?? ""
        return pick(grams + units + (units.isEmpty ? " まで" : "まで"), "up to \(grams)\(units)")
    }

    /// A week's plan in a few words, its days in the order of the week from `weekStart`:
    /// `金・土 40g まで` / `Fri, Sat up to 40g`; `飲まない週` / `a sober week`.
    public func planSummary(_ plan: WeekPlan, weekStart: LocalDate, _ unit: SecondUnit) -> String {
        guard let maxTenths = plan.maxTenths, !plan.drinkingDays.isEmpty else { return pick("飲まない週", "a sober week") }
        let days = (0..<7).map { Weekday(of: weekStart.adding(days: $0)) }.filter(plan.drinkingDays.contains).map(
            weekdayName)
        return pick(
            days.joined(separator: "・") + " " + planAmount(maxTenths, unit),
            days.joined(separator: ", ") + " " + planAmount(maxTenths, unit))
    }

    /// The day panel's and the report's line for a planned day: `予定: 40g まで（守れた）` / `Plan: up to 40g (kept)`;
    /// `予定: 40g まで（超えた）` / `Plan: up to 40g (over)`; `予定: 休肝日（飲んだ）` / `Plan: sober day (drank)`, since a
    /// planned sober day is broken by drinking at all, 0.0 g included. Without a record, no verdict.
    public func dayPlanLine(_ plan: DayPlan, kept: Bool?, _ unit: SecondUnit) -> String {
        let what: String
        switch plan {
        case .sober: what = pick("休肝日", "sober day")
        case .drinking(let maxTenths): what = planAmount(maxTenths, unit)
        }
        return pick("予定: ", "Plan: ") + what + planVerdict(plan, kept: kept)
    }

    /// `（守れた）`, and for a day that did not keep to its plan `（超えた）` over an amount or `（飲んだ）` on a planned
    /// sober day.
    func planVerdict(_ plan: DayPlan, kept: Bool?) -> String {
        guard let kept else { return "" }
        if kept { return pick("（守れた）", " (kept)") }
        if case .sober = plan { return pick("（飲んだ）", " (drank)") }
        return pick("（超えた）", " (over)")
    }

    /// The same line where the day panel is narrow (80 columns): `予定20gまで（守れた）` / `Plan 20g max (kept)`.
    public func dayPlanLineShort(_ plan: DayPlan, kept: Bool?) -> String {
        let what: String
        switch plan {
        case .sober: what = pick(" 休肝日", " sober")
        case .drinking(let maxTenths):
            what = pick(formatTenthsCompact(maxTenths) + "gまで", " " + formatTenthsCompact(maxTenths) + "g max")
        }
        return pick("予定", "Plan") + what + planVerdict(plan, kept: kept)
    }

    /// How many recorded days kept to the plan: `予定どおり 5/6日` / `as planned 5 of 6 days`.
    public func daysAsPlanned(_ tally: PlanTally) -> String {
        pick(
            "予定どおり \(tally.daysAsPlanned)/\(tally.recordedDays)日",
            "as planned \(tally.daysAsPlanned) of \(days(tally.recordedDays))")
    }

    // MARK: The calendar and the trends pane

    /// The calendar legend's word for the planned-drinking-day mark, and its short form.
    public var legendPlannedDay: String { pick("飲む予定", "planned") }
    public var legendPlanned: String { pick("予定", "plan") }
    /// The legend's word for `!` when the month has a plan: over the daily limit, or against the plan (a drinking day
    /// on a planned sober day is against it at 0.0 g, so not "over"); and its short form.
    public var legendOverOrPlan: String { pick("上限超え・予定外", "over limit/off plan") }
    public var legendOverOrPlanShort: String { pick("超過・予定外", "over/off plan") }

    /// The main screen's month at a glance for a week without a plan, naming where plans are made (on the main screen `p`
    /// is the medicine's key): `この週の予定はまだありません（w → p）` / `No plan for this week yet (w, then p)`.
    public var glanceNoPlan: String { pick("この週の予定はまだありません（w → p）", "No plan for this week yet (w, then p)") }

    /// The trends pane's line for the newest week: `予定: 金・土 40g まで  予定どおり 3/4日` / `No plan (p to plan)`.
    public func trendsPlanLine(_ tally: PlanTally?, weekStart: LocalDate, _ unit: SecondUnit) -> String {
        guard let tally else { return pick("予定なし（p で立てる）", "No plan (p to plan)") }
        let plan = pick("予定: ", "Plan: ") + planSummary(tally.plan, weekStart: tally.planStart, unit)
        return tally.recordedDays == 0 ? plan : plan + pick("  ", ", ") + daysAsPlanned(tally)
    }

    /// The legend of the days-as-planned digits: the lower row, or the middle one above the craving's.
    public func trendsLegendPlan(middle: Bool) -> String {
        middle
            ? pick("中の段 予定どおりの日", "middle digits: days as planned")
            : pick("下の段 予定どおりの日", "lower digits: days as planned")
    }

    // MARK: The plan form

    /// `週の予定: 2026年11月29日〜12月5日` / `Plan for 29 Nov – 5 Dec 2026`.
    public func planFormTitle(_ first: LocalDate, _ last: LocalDate) -> String {
        pick("週の予定: ", "Plan for ") + weekSpan(first, last)
    }

    public func planFieldLabel(_ field: PlanForm.Field) -> String {
        switch field {
        case .week: return pick("週", "Week")
        case .days: return pick("飲む日", "Drinking days")
        case .amount: return pick("1日の上限", "At most a day")
        }
    }

    /// The amount row of a week with no drinking day, or with no amount chosen yet.
    public var planNoDrinkingDay: String { pick("飲む日なし（飲まない週）", "no drinking day (a sober week)") }
    /// Said when planning a week that has begun: the plan counts its days already recorded, as it counts those to come.
    public var planCountsRecordedDays: String {
        pick("予定を立てる前に記録した日も、この週の日はこの予定で数えます", "Days of this week recorded before the plan count against it too")
    }
    /// Beside the week while the form holds days or an amount not saved yet.
    public var planUnsaved: String { pick("未保存", "unsaved") }
    public var planAmountNotSet: String { pick("未入力（← → で選ぶ）", "not set (← → to choose)") }
    /// An amount chosen (or suggested) before any drinking day: what it waits for.
    public var planAmountNeedsDays: String { pick("（飲む日を Space で選ぶ）", " (mark the days with Space)") }

    /// The suggestion: `提案: 30g まで  s で使う` / `Suggested: up to 30g  s takes it`.
    public func planSuggestion(_ suggestion: PlanSuggestion?, _ unit: SecondUnit) -> String {
        guard let suggestion else { return pick("提案: なし", "Suggested: none") }
        return pick("提案: ", "Suggested: ") + planAmount(suggestion.maxTenths, unit) + pick("  s で使う", "  s takes it")
    }

    /// Why it is suggested, naming the days looked at (the last 14, today included):
    /// `直近14日（11/16〜11/29）で最も多い日 60.0g から1杯（10g）減らした量` /
    /// `the heaviest day of the last 14 days (16 Nov–29 Nov), 60.0g, less one drink (10g)`; where that would be a heavy
    /// drinking day, the heavy-day line and why. Without a suggestion, `today` gives the days looked at.
    public func planSuggestionReason(_ suggestion: PlanSuggestion?, today: LocalDate) -> String {
        guard let s = suggestion else {
            let window = PlanSuggestion.window(today: today)
            return pick(
                "直近14日（\(shortSpan(window.from, window.to))）に1杯を超えて飲んだ日がありません",
                "no day of the last 14 days (\(shortSpan(window.from, window.to))) above one drink")
        }
        let step = formatTenthsCompact(s.stepTenths) + "g"
        let line = formatTenthsCompact(s.heavyDayTenths) + "g"
        let span = shortSpan(s.from, s.to)
        if s.isHeavyDayLine {
            return pick(
                "直近14日（\(span)）で最も多い日は \(formatGrams(s.heaviestTenths))。1杯（\(step)）減らしても多量飲酒の日（\(line)超え）なので、その線の \(line)",
                "the heaviest day of the last 14 days (\(span)) was \(formatGrams(s.heaviestTenths)); a drink (\(step)) less is still heavy (over \(line)), so the line: \(line)"
            )
        }
        return pick(
            "直近14日（\(span)）で最も多い日 \(formatGrams(s.heaviestTenths)) から1杯（\(step)）減らした量",
            "the heaviest day of the last 14 days (\(span)), \(formatGrams(s.heaviestTenths)), less one drink (\(step))"
        )
    }

    // MARK: Messages

    /// The message line's words for the plan form's messages.
    public func planMessage(_ m: PlanMessage) -> String {
        switch m {
        case .saved(let start):
            return pick(
                "\(weekSpan(start, start.adding(days: 6)))の予定を保存しました（u で取り消し）",
                "Plan for \(weekSpan(start, start.adding(days: 6))) saved (u to undo)")
        case .removed(let start):
            return pick(
                "\(weekSpan(start, start.adding(days: 6)))の予定をなくしました（u で戻せます）",
                "Plan for \(weekSpan(start, start.adding(days: 6))) removed (u brings it back)")
        case .nothingToRemove: return pick("この週には予定がありません", "This week has no plan")
        case .refused(.noAmount): return pick("飲む日の上限を ← → で選んでください", "Choose the most for a drinking day with ← →")
        case .refused(.amountOutOfRange):
            return pick("上限は \(planLimits) です", "The most for a day is \(planLimits)")
        case .unsavedChanges:
            return pick(
                "未保存の変更があります: Enter で保存、もう一度 ← → で捨てて週を移ります",
                "Unsaved changes: Enter saves them; ← → again drops them and moves")
        case .suggestionNeedsDays:
            return pick("提案の量にしました。飲む日を Space で選んでください", "Took the suggested amount; mark the drinking days with Space")
        case .noSuggestion:
            return pick(
                "提案できる量がありません（直近14日に1杯を超えて飲んだ日がありません）",
                "Nothing to suggest: no day of the last 14 days above one drink")
        case .refused(.tooFarAhead):
            return pick("予定は\(Limits.planWeeksAhead)週先まで立てられます", "Plans go up to \(Limits.planWeeksAhead) weeks ahead")
        }
    }

    /// The range of a planned day's most: `0.1〜500g` / `0.1 to 500 g`.
    public var planLimits: String {
        let low = formatTenthsCompact(Limits.planMaxTenths.lowerBound)
        let high = formatTenthsCompact(Limits.planMaxTenths.upperBound)
        return pick("\(low)〜\(high)g", "\(low) to \(high) g")
    }
}

/// The week's plan in the report for the doctor (`danshu report`, the app's `r`).
extension Catalog {
    /// The summary's rows: planned drinking days, and recorded days as planned.
    public var reportPlannedDays: String { pick("予定した飲酒日", "Planned drinking days") }
    public var reportDaysAsPlanned: String { pick("予定どおりの日（記録のうち）", "Days as planned (of recorded)") }

    /// A summary value: `12/20日` / `12 of 20 days`; `—` without a plan.
    public func reportDaysAsPlannedValue(_ tally: PlanTally?) -> String {
        guard let tally else { return reportNone }
        return pick(
            "\(tally.daysAsPlanned)/\(tally.recordedDays)日", "\(tally.daysAsPlanned) of \(days(tally.recordedDays))")
    }

    /// A week's plan in the weeks table: `予定 金・土 40g まで、予定どおり 5/6日`; empty without a plan.
    public func reportWeekPlan(_ tally: PlanTally?, _ unit: SecondUnit) -> String {
        guard let tally else { return "" }
        let plan = pick("予定 ", "plan: ") + planSummary(tally.plan, weekStart: tally.planStart, unit)
        return tally.recordedDays == 0 ? plan : plan + pick("、", "; ") + daysAsPlanned(tally)
    }
}
