/// The amount a plan could step down to (design.md §8): the heaviest day of the last fourteen days (today included) less one
/// drink, in whole grams, and never above the heavy-drinking-day line (`ClinicalThresholds.heavyDayTenths`: 60 g for
/// men, 40 g otherwise), so a slip far over it never makes a heavy day the plan; from there each week steps down a drink
/// towards the daily limit. Shown when planning and taken only by a key: never applied by itself.
public struct PlanSuggestion: Equatable, Sendable {
    /// How many days back the suggestion looks, today included.
    public static let lookBackDays = 14

    /// The days looked at: the fourteen ending today, whatever week is planned, as the words say ("the last 14 days").
    public let from: LocalDate
    public let to: LocalDate
    /// The heaviest day of those, and its pure alcohol in tenths of a gram.
    public let heaviestDay: LocalDate
    public let heaviestTenths: Int
    /// One drink, in tenths: the second unit's, else Japan's 10 g (`Settings.oneDrinkTenths`).
    public let stepTenths: Int
    /// The heavy-drinking-day line of the journal's sex, in tenths: the most a suggestion ever says.
    public let heavyDayTenths: Int
    /// The suggested most per drinking day, in tenths of a whole gram: the heaviest day less one drink, rounded down,
    /// or the heavy-day line when that is less.
    public let maxTenths: Int

    /// Whether the heavy-day line, not the heaviest day less a drink, gave the amount.
    public let isHeavyDayLine: Bool

    /// The days the suggestion looks at as of `today`: the fourteen ending today.
    public static func window(today: LocalDate) -> (from: LocalDate, to: LocalDate) {
        (today.adding(days: 1 - lookBackDays), today)
    }

    /// The suggestion from the journal as of `today`; nil when the last fourteen days hold no drinking day heavier than
    /// one drink and a gram, so there is nothing to step down from.
    public init?(journal: Journal, today: LocalDate) {
        let (from, to) = Self.window(today: today)
        var heaviest: (date: LocalDate, tenths: Int)?
        for number in from.dayNumber...to.dayNumber {
            let date = LocalDate(dayNumber: number)
            guard case .drank(let tenths) = journal.state(of: date), tenths > heaviest?.tenths ?? 0 else { continue }
            heaviest = (date, tenths)
        }
        let step = journal.settings.oneDrinkTenths
        guard let heaviest else { return nil }
        let suggested = (heaviest.tenths - step) / 10 * 10
        guard suggested >= 10 else { return nil }
        let heavyLine = ClinicalThresholds(sex: journal.settings.sex).heavyDayTenths
        self.from = from
        self.to = to
        heaviestDay = heaviest.date
        heaviestTenths = heaviest.tenths
        stepTenths = step
        heavyDayTenths = heavyLine
        isHeavyDayLine = suggested > heavyLine
        maxTenths = min(suggested, heavyLine, Limits.planMaxTenths.upperBound)
    }
}

extension Settings {
    /// One drink in tenths of a gram: the second unit's size, else Japan's ドリンク of 10 g. The plan form steps by it and
    /// the suggestion steps down by it.
    public var oneDrinkTenths: Int { secondUnit.gramsTenthsPerUnit ?? 100 }
}
