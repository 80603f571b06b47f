/// What a week's plan says of one day: the one rule of "as planned" (design.md §8) that the day panel, the calendar, the
/// trends pane, `stats --weeks` and the report all ask.
public enum DayPlan: Equatable, Sendable {
    /// Not a planned drinking day.
    case sober
    /// A planned drinking day, with the most one means to drink on it in tenths of a gram.
    case drinking(maxTenths: Int)

    /// Whether a recorded day kept to the plan: a sober day always (a planned drinking day that stayed sober is a win, not
    /// a miss); a drinking day only on a planned drinking day and within its amount (the amount itself is within). Nil for
    /// a day not answered, which neither kept nor broke it.
    public func kept(_ state: DayState) -> Bool? {
        switch state {
        case .unrecorded: return nil
        case .sober: return true
        case .drank(let grams):
            guard case .drinking(let maxTenths) = self else { return false }
            return grams <= maxTenths
        }
    }
}

/// A span of days (a week, the report's weeks) against the plans that cover it: one value, so the trends pane,
/// `stats --weeks --json` and the report count the same days.
public struct PlanTally: Equatable, Sendable {
    /// The plan shown for the span: the one covering its first day, else the first covering a later day.
    public let plan: WeekPlan
    /// The day that plan starts.
    public let planStart: LocalDate
    /// Days of the span planned as drinking days, after today too.
    public let plannedDays: Int
    /// Recorded days up to today, covered by a plan, that kept to it.
    public let daysAsPlanned: Int
    /// Recorded days up to today, covered by a plan, that did not.
    public let daysNotAsPlanned: Int

    /// Recorded days up to today that a plan covers.
    public var recordedDays: Int { daysAsPlanned + daysNotAsPlanned }

    /// The days from `from` to `to` against the journal's plans as of `today`; nil when no plan covers any of them.
    /// Days after today are never recorded (a record there is ignored, as everywhere).
    public init?(journal: Journal, from: LocalDate, to: LocalDate, today: LocalDate) {
        guard !journal.plans.isEmpty, from <= to else { return nil }
        var shown: (start: LocalDate, plan: WeekPlan)?
        var planned = 0
        var kept = 0
        var broken = 0
        for number in from.dayNumber...to.dayNumber {
            let date = LocalDate(dayNumber: number)
            guard let covering = journal.planCovering(date) else { continue }
            if shown == nil { shown = covering }
            let dayPlan = covering.plan.plan(for: Weekday(of: date))
            if case .drinking = dayPlan { planned += 1 }
            guard date <= today, let result = dayPlan.kept(journal.state(of: date)) else { continue }
            if result { kept += 1 } else { broken += 1 }
        }
        guard let shown else { return nil }
        plan = shown.plan
        planStart = shown.start
        plannedDays = planned
        daysAsPlanned = kept
        daysNotAsPlanned = broken
    }
}

extension Journal {
    /// Whether a recorded day up to `today` went against its plan: a drinking day on a planned sober day or over the
    /// planned amount. The calendar marks these with `!` as it marks a day over the daily limit.
    public func isAgainstPlan(_ date: LocalDate, today: LocalDate) -> Bool {
        guard date <= today, let dayPlan = dayPlan(on: date) else { return false }
        return dayPlan.kept(state(of: date)) == false
    }
}
