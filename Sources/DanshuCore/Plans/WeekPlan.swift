/// A day of the week, Sunday first, as `LocalDate.weekday` numbers them.
public enum Weekday: Int, CaseIterable, Comparable, Sendable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// The name in the journal file and on the command line: `sun` … `sat`.
    public var name: String { ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][rawValue] }

    /// The weekday of a file's or a command line's name (`fri`), nil for any other text.
    public init?(name: String) {
        guard let day = Weekday.allCases.first(where: { $0.name == name }) else { return nil }
        self = day
    }

    /// The weekday a date falls on.
    public init(of date: LocalDate) { self = Weekday(rawValue: date.weekday) ?? .sunday }

    public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
}

/// A plan for one week (design.md §8, issue 25): the days one means to drink and at most how much pure alcohol on each
/// of them. A plan without a drinking day is a week planned sober; a week with no plan at all has none in the journal.
/// A plan covers the seven days from the day it starts on (the week's first day when it was made), so it means the
/// same days whatever `weekStartsOn` says later (`Journal.planCovering`).
public struct WeekPlan: Equatable, Sendable {
    /// The days one means to drink.
    public var drinkingDays: Set<Weekday>
    /// The most pure alcohol on each drinking day, in tenths of a gram; nil when no day is planned for drinking.
    public var maxTenths: Int?

    public init(drinkingDays: Set<Weekday>, maxTenths: Int?) {
        self.drinkingDays = drinkingDays
        self.maxTenths = maxTenths
    }

    /// A week planned without drinking.
    public static let sober = WeekPlan(drinkingDays: [], maxTenths: nil)

    /// The drinking days in the order of the week from Sunday, as the file lists them.
    public var sortedDrinkingDays: [Weekday] { drinkingDays.sorted() }

    /// Why a journal may not hold this plan, nil when it may: drinking days need an amount, and an amount is within
    /// `Limits.planMaxTenths`.
    public var problem: PlanProblem? {
        if let maxTenths, !Limits.planMaxTenths.contains(maxTenths) { return .amountOutOfRange }
        if !drinkingDays.isEmpty && maxTenths == nil { return .noAmount }
        return nil
    }

    /// What the plan says of a day of the week.
    public func plan(for weekday: Weekday) -> DayPlan {
        guard drinkingDays.contains(weekday), let maxTenths else { return .sober }
        return .drinking(maxTenths: maxTenths)
    }
}

/// Why a plan was refused.
public enum PlanProblem: Error, Equatable, Sendable {
    /// Drinking days were planned without the most one means to drink on them.
    case noAmount
    /// The amount is outside `Limits.planMaxTenths`.
    case amountOutOfRange
    /// The week starts more than `Limits.planWeeksAhead` weeks after this week.
    case tooFarAhead
}

extension Limits {
    /// A planned day's most pure alcohol: 0.1 g to 500 g, in tenths.
    public static let planMaxTenths = 1...5000
    /// How many weeks after the one holding today a week may be planned.
    public static let planWeeksAhead = 52
}

extension Journal {
    /// The plan that covers `date`, and the day it starts: the latest one starting on `date` or in the six days before.
    /// Plans made under one `weekStartsOn` keep their days when it changes; where two would then overlap, the later wins.
    public func planCovering(_ date: LocalDate) -> (start: LocalDate, plan: WeekPlan)? {
        guard !plans.isEmpty else { return nil }
        for back in 0..<7 {
            let start = date.adding(days: -back)
            if let plan = plans[start] { return (start, plan) }
        }
        return nil
    }

    /// What the plans say of `date`; nil when no plan covers it.
    public func dayPlan(on date: LocalDate) -> DayPlan? {
        planCovering(date).map { $0.plan.plan(for: Weekday(of: date)) }
    }

    /// `.planWeek`: the week starting on `start` gets `plan` (nil: no plan). Plans starting on its other six days go too,
    /// since they would cover its later days; undo puts them back.
    mutating func planWeek(_ start: LocalDate, _ plan: WeekPlan?, today: LocalDate) throws(EditRefusal) -> AppliedEdit?
    {
        guard start >= Self.firstRecordableDay else { throw .tooEarly }
        guard start <= Self.lastPlannableWeekStart(today: today) else { throw .invalidPlan(.tooFarAhead) }
        if let problem = plan?.problem { throw .invalidPlan(problem) }
        var changes: [LocalDate: WeekPlan?] = [:]
        changes.updateValue(plan, forKey: start)
        for offset in 1..<7 where plans[start.adding(days: offset)] != nil {
            changes.updateValue(nil, forKey: start.adding(days: offset))
        }
        return changePlans(changes)
    }

    /// The latest day a planned week may start on: `Limits.planWeeksAhead` weeks after today, and within `Limits.years`.
    public static func lastPlannableWeekStart(today: LocalDate) -> LocalDate {
        let last = LocalDate(year: Limits.years.upperBound, month: 12, day: 25) ?? today
        return min(today.adding(days: 7 * Limits.planWeeksAhead), last)
    }

    /// `.importPlans`: every plan checked before any is taken.
    mutating func importPlans(_ imported: [LocalDate: WeekPlan]) throws(EditRefusal) -> AppliedEdit? {
        for (start, plan) in imported {
            guard start >= Self.firstRecordableDay, Limits.years.contains(start.adding(days: 6).year) else {
                throw .tooEarly
            }
            if let problem = plan.problem { throw .invalidPlan(problem) }
        }
        return changePlans(imported.mapValues { $0 })
    }

    /// Sets or removes (nil) the plans of some weeks; the inverse puts back what they replaced. No day changes.
    mutating func changePlans(_ changes: [LocalDate: WeekPlan?]) -> AppliedEdit? {
        let inverse = swapPlans(changes)
        guard !inverse.isEmpty else { return nil }
        return AppliedEdit(inverse: .restore(JournalSnapshot(plans: inverse)), days: [])
    }

    /// Puts `changes` in place and returns what they replaced, for the weeks that changed.
    mutating func swapPlans(_ changes: [LocalDate: WeekPlan?]) -> [LocalDate: WeekPlan?] {
        var replaced: [LocalDate: WeekPlan?] = [:]
        for (start, plan) in changes where plans[start] != plan {
            replaced.updateValue(plans[start], forKey: start)
            plans[start] = plan
        }
        return replaced
    }
}
