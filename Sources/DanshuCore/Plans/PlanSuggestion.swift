/// The amount a plan could step down to (DESIGN §8): the heaviest day of the two weeks before the planned one (up to
/// today) minus one drink, in whole grams. Shown when planning and taken only by a key: never applied by itself.
public struct PlanSuggestion: Equatable, Sendable {
    /// How many days back the suggestion looks.
    public static let lookBackDays = 14

    /// The days looked at: the fourteen ending the day before the planned week, or today when that is earlier.
    public let from: LocalDate
    public let to: LocalDate
    /// The heaviest day of those, and its pure alcohol in tenths of a gram.
    public let heaviestDay: LocalDate
    public let heaviestTenths: Int
    /// One drink, in tenths: the second unit's, else Japan's 10 g (`Settings.oneDrinkTenths`).
    public let stepTenths: Int
    /// The suggested most per drinking day, in tenths of a whole gram: the heaviest day less one drink, rounded down.
    public let maxTenths: Int

    /// The suggestion for the week starting on `weekStart`, from the journal as of `today`; nil when the days looked at
    /// hold no drinking day heavier than one drink and a gram, so there is nothing to step down from.
    public init?(journal: Journal, weekStart: LocalDate, today: LocalDate) {
        let to = min(weekStart.adding(days: -1), today)
        let from = to.adding(days: 1 - Self.lookBackDays)
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
        self.from = from
        self.to = to
        heaviestDay = heaviest.date
        heaviestTenths = heaviest.tenths
        stepTenths = step
        maxTenths = min(suggested, Limits.planMaxTenths.upperBound)
    }
}

extension Settings {
    /// One drink in tenths of a gram: the second unit's size, else Japan's ドリンク of 10 g. The plan form steps by it and
    /// the suggestion steps down by it.
    public var oneDrinkTenths: Int { secondUnit.gramsTenthsPerUnit ?? 100 }
}
