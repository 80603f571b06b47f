/// The weeks' trends (design.md §6): what the trends pane (`w`) and `danshu stats --weeks` show, computed once from the
/// journal, the weeks and today. It holds each week with its standing against the weekly budget and the 休肝日 goal,
/// the comparison of the last four weeks (`FourWeeks`) with the four before per recorded day, and which parts appear; the pane draws it,
/// the command prints it, JSON encodes it, and none of them reads the settings again.
public struct TrendsReport: Equatable, Sendable {
    /// One week as the pane and the command show it (`ReportWeek`).
    public typealias Week = ReportWeek

    /// The journal date the report was computed as of.
    public let today: LocalDate
    public let weekStartsOn: WeekStart
    /// The unit shown beside grams; `.none` shows grams alone.
    public let secondUnit: SecondUnit
    /// Whether the weekly budget is set (`weeklyLimitGrams` above 0): its line, column, words and legend appear only then.
    public let budgetIsOn: Bool
    /// The weekly budget in whole grams, as the words name it; 0 when it is off.
    public let weeklyLimitGrams: Int
    /// The weekly budget in tenths of a gram, where the line crosses the bars; 0 when it is off.
    public let weeklyLimitTenths: Int
    /// The 休肝日 goal: sober days per week.
    public let soberDaysPerWeekGoal: Int
    /// The weeks shown, oldest first; the last holds the day the trends end with.
    public let weeks: [Week]
    public let comparison: WeeklyTrends.Comparison
    /// Whether the 飲みたい気持ち by week appears: a shown week has one, so it stays away until used.
    public let showsCraving: Bool
    /// Whether the plans appear: a shown week has one, so they stay away until used.
    public let showsPlans: Bool

    /// `count` weeks (at least one) ending with the week that holds `date`, from the journal as of `today`.
    public init(journal: Journal, weeks count: Int, endingWithWeekHolding date: LocalDate, today: LocalDate) {
        let settings = journal.settings
        let trends = WeeklyTrends(journal: journal, weeks: count, endingWithWeekHolding: date, today: today)
        self.today = today
        weekStartsOn = settings.weekStartsOn
        secondUnit = settings.secondUnit
        budgetIsOn = settings.weeklyLimitGrams > 0
        weeklyLimitGrams = settings.weeklyLimitGrams
        weeklyLimitTenths = trends.weeklyLimitTenths
        soberDaysPerWeekGoal = trends.soberDaysPerWeekGoal
        weeks = trends.weeks.map { ReportWeek($0, journal: journal, today: today) }
        comparison = trends.comparison
        showsCraving = trends.hasCraving
        showsPlans = weeks.contains { $0.plan != nil }
    }

    /// The newest week shown: the one holding the day the trends end with.
    public var newestWeek: Week { weeks[weeks.count - 1] }
}
