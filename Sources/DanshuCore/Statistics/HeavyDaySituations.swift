/// The situations of the heavy drinking days of a span (design.md §8, the day's context): how often each place, company,
/// reason and aftermath was given on its heavy days, most common first. The statistics and the report show the most
/// common; a heavy day without a context counts only in `heavyDays`.
public struct HeavyDaySituations: Equatable, Sendable {
    /// A value and the number of heavy days that gave it.
    public struct Count<Value: Equatable & Sendable>: Equatable, Sendable {
        public let value: Value
        public let days: Int
    }

    /// Heavy drinking days of the span up to today (`ClinicalThresholds.isHeavy`).
    public let heavyDays: Int
    /// Of them, those with a context.
    public let daysWithContext: Int
    /// Each dimension's values that heavy days gave, most days first, ties in the order of the values' cases.
    public let places: [Count<DayContext.Place>]
    public let companies: [Count<DayContext.Company>]
    public let reasons: [Count<DayContext.Reason>]
    public let aftermaths: [Count<DayContext.Aftermath>]

    /// Whether there is anything to show: a heavy day with a context.
    public var hasAny: Bool { daysWithContext > 0 }

    /// The heavy days among `from...to` (days after `today` count for nothing) by `thresholds`.
    public init(journal: Journal, from: LocalDate, to: LocalDate, thresholds: ClinicalThresholds, today: LocalDate) {
        var heavy = 0
        var contexts: [DayContext] = []
        var date = from
        while date <= min(to, today) {
            if let record = journal.days[date], record.isDrinkingDay == true,
                thresholds.isHeavy(gramsTenths: record.totalTenths)
            {
                heavy += 1
                if let context = record.context { contexts.append(context) }
            }
            date = date.adding(days: 1)
        }
        heavyDays = heavy
        daysWithContext = contexts.count
        places = Self.ranked(DayContext.Place.allCases) { value in contexts.count { $0.place == value } }
        companies = Self.ranked(DayContext.Company.allCases) { value in contexts.count { $0.company == value } }
        reasons = Self.ranked(DayContext.Reason.allCases) { value in contexts.count { $0.reasons.contains(value) } }
        aftermaths = Self.ranked(DayContext.Aftermath.allCases) { value in contexts.count { $0.aftermath == value } }
    }

    /// The values given at least once, most days first; the sort is stable, so ties keep the cases' order.
    private static func ranked<Value>(_ values: [Value], days: (Value) -> Int) -> [Count<Value>] {
        values.map { Count(value: $0, days: days($0)) }.filter { $0.days > 0 }.enumerated()
            .sorted { $0.element.days != $1.element.days ? $0.element.days > $1.element.days : $0.offset < $1.offset }
            .map(\.element)
    }
}
