/// The feedback figures of a month as of today (design.md §6): what it cost against the usual spending, its
/// calories, and what its year cost so far. Like `MonthStatistics`, days after today count for nothing.
public struct MonthFeedback: Equatable, Sendable {
    public let month: YearMonth
    /// Yen spent on the month's drinking days up to today; drinks without a price count 0.
    public let spentYen: Int
    /// Whether a drink of those days has a price.
    public let hasPrices: Bool
    /// Yen spent in the month's year, from 1 January up to today.
    public let yearSpentYen: Int
    /// Whether a drink of the year up to today has a price.
    public let yearHasPrices: Bool
    /// The month's kilocalories: the exact sum of its days, rounded half up once.
    public let kcal: Int
    /// What the usual spending comes to over the month's days up to today, ⌊usualYenPerWeek × days / 7⌋
    /// (the whole month once it is over); nil while `usualYenPerWeek` is 0.
    public let usualYen: Int?

    /// The usual spending less what was spent: money not spent, negative when more was spent than usual;
    /// nil while `usualYenPerWeek` is 0.
    public var notSpentYen: Int? { usualYen.map { $0 - spentYen } }

    /// Computes the month's figures, and its year's spending, from the journal as of `today`.
    public init(journal: Journal, month: YearMonth, today: LocalDate) {
        self.month = month
        var spent = 0
        var kcalTenths = 0
        var elapsed = 0
        var priced = false
        for offset in 0..<month.dayCount {
            let date = month.firstDay.adding(days: offset)
            guard date <= today else { break }
            elapsed += 1
            guard let record = journal.days[date], record.drank == true else { continue }
            spent += record.spentYen
            kcalTenths += record.kcalTenths
            priced = priced || record.hasPrice
        }
        spentYen = spent
        hasPrices = priced
        kcal = Calories.whole(kcalTenths)
        usualYen = journal.settings.notSpentYen(overDays: elapsed)

        var yearSpent = 0
        var yearPriced = false
        var date = LocalDate(year: month.year, month: 1, day: 1) ?? month.firstDay
        while date <= today && date.year == month.year {
            if let record = journal.days[date], record.drank == true {
                yearSpent += record.spentYen
                yearPriced = yearPriced || record.hasPrice
            }
            date = date.adding(days: 1)
        }
        yearSpentYen = yearSpent
        yearHasPrices = yearPriced
    }
}
