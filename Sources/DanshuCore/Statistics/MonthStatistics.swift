/// The statistics of one month as of today: what the statistics pane and `danshu stats` show.
/// Every property is a plain stored number or date so the command line can print it as is.
/// Days after today are future days: never unrecorded, and any record on them is ignored.
public struct MonthStatistics: Equatable, Sendable {
    /// The day with the most pure alcohol in the month.
    public struct HeaviestDay: Equatable, Sendable {
        public let date: LocalDate
        /// The day's pure alcohol in tenths of a gram.
        public let tenths: Int

        public init(date: LocalDate, tenths: Int) {
            self.date = date
            self.tenths = tenths
        }
    }

    public let month: YearMonth
    /// Days in the month (28–31).
    public let dayCount: Int
    /// Days of the month up to and including today.
    public let elapsedDays: Int
    /// Days of the month after today.
    public let futureDays: Int
    /// Elapsed sober days: answered いいえ, or はい with only non-alcoholic drinks.
    public let soberDays: Int
    /// Elapsed drinking days: answered はい, with a drink of alcohol or with no drink entered.
    public let drinkingDays: Int
    /// Elapsed days with no answer.
    public let unrecordedDays: Int
    /// The month's pure alcohol in tenths of a gram: the exact sum of its drinking days.
    public let totalTenths: Int
    /// `totalTenths / drinkingDays` in tenths, rounded half up; 0 with no drinking days.
    public let averageTenthsPerDrinkingDay: Int
    /// The daily limit the month was measured against, in tenths of a gram.
    public let dailyLimitTenths: Int
    /// Drinking days strictly over the daily limit: a day at exactly the limit is within it.
    public let daysOverLimit: Int
    /// The drinking day with the most pure alcohol (the earliest on a tie); nil when no day had any.
    public let heaviestDay: HeaviestDay?
    /// The weekly 休肝日 goal the weeks were measured against.
    public let soberDaysPerWeekGoal: Int
    /// The weeks that belong to the month (see `WeekTotal.firstDays(of:weekStartsOn:)`), in order.
    public let weeks: [WeekTotal]
    /// Counted weeks that met the 休肝日 goal.
    public let weeksMet: Int
    /// Weeks met or missed (`WeekTotal.soberGoal(_:)`): never one with nothing recorded, nor one under way that
    /// has not met the goal yet.
    public let weeksCounted: Int
    /// The month's sober-day goal: weekly goal × days in month / 7, rounded half up.
    public let soberGoalDays: Int
    /// `soberDays / soberGoalDays` capped at 1 for the progress bar; 1 when the goal is 0.
    public let soberProgress: Double

    /// Whether the month's sober days reached its goal: the words say 達成, the pane colors them, JSON says true.
    public var soberGoalReached: Bool { soberDays >= soberGoalDays }

    /// Computes the month's statistics from the journal as of `today`, looking up only the days it needs.
    public init(journal: Journal, month: YearMonth, today: LocalDate) {
        let settings = journal.settings
        self.month = month
        dayCount = month.dayCount

        var elapsed = 0
        var sober = 0
        var drinking = 0
        var total = 0
        var over = 0
        var heaviest: HeaviestDay?
        for offset in 0..<month.dayCount {
            let date = month.firstDay.adding(days: offset)
            guard date <= today else { break }
            elapsed += 1
            switch journal.state(of: date) {
            case .unrecorded:
                break
            case .sober:
                sober += 1
            case .drank(let tenths):
                drinking += 1
                total += tenths
                if settings.isOverDailyLimit(gramsTenths: tenths) { over += 1 }
                if tenths > (heaviest?.tenths ?? 0) { heaviest = HeaviestDay(date: date, tenths: tenths) }
            }
        }
        elapsedDays = elapsed
        futureDays = month.dayCount - elapsed
        soberDays = sober
        drinkingDays = drinking
        unrecordedDays = elapsed - sober - drinking
        totalTenths = total
        averageTenthsPerDrinkingDay = drinking == 0 ? 0 : dividedRoundingHalfUp(total, by: drinking)
        dailyLimitTenths = settings.dailyLimitTenths
        daysOverLimit = over
        heaviestDay = heaviest

        let goal = settings.soberDaysPerWeekGoal
        soberDaysPerWeekGoal = goal
        weeks = WeekTotal.firstDays(of: month, weekStartsOn: settings.weekStartsOn).map {
            WeekTotal(firstDay: $0, days: journal.days, today: today)
        }
        let results = weeks.compactMap { $0.soberGoal(goal) }
        weeksCounted = results.count
        weeksMet = results.filter { $0 == .met }.count

        soberGoalDays = dividedRoundingHalfUp(goal * month.dayCount, by: 7)
        soberProgress = soberGoalDays == 0 ? 1 : min(Double(sober) / Double(soberGoalDays), 1)
    }
}
