/// One week measured against the 休肝日 goal: seven days from the week's first day, as of today.
public struct SoberWeek: Equatable, Sendable {
    /// The week's first day (a Sunday or a Monday, per `Settings.weekStartsOn`).
    public let firstDay: LocalDate
    /// The week's seventh day.
    public let lastDay: LocalDate
    /// Days answered いいえ in the week up to today, neighbouring months' days included.
    public let soberDays: Int
    /// True when `soberDays` reaches the weekly goal.
    public let metGoal: Bool
    /// True when the week has ended: its last day is today or earlier.
    public let isComplete: Bool
    /// True when the week counts in `weeksCounted`: it has started and either ended or already met the goal,
    /// so a week still under way is never counted as missed.
    public let isCounted: Bool

    /// Tallies the week starting on `firstDay` from the journal's days as of `today`.
    public init(firstDay: LocalDate, days: [LocalDate: DayRecord], goal: Int, today: LocalDate) {
        self.firstDay = firstDay
        self.lastDay = firstDay.adding(days: 6)
        var sober = 0
        for offset in 0..<7 {
            let date = firstDay.adding(days: offset)
            if date <= today, DayState(days[date]) == .sober { sober += 1 }
        }
        self.soberDays = sober
        self.metGoal = sober >= goal
        self.isComplete = lastDay <= today
        self.isCounted = firstDay <= today && (isComplete || metGoal)
    }

    /// The first days of the weeks that belong to `month`: those whose fourth day lies in it.
    /// Every week thus belongs to exactly one month, the one holding at least four of its days.
    public static func starts(of month: YearMonth, weekStartsOn: WeekStart) -> [LocalDate] {
        var start = weekStartsOn.firstDay(ofWeekHolding: month.firstDay)
        var starts: [LocalDate] = []
        while start <= month.lastDay {
            if month.contains(start.adding(days: 3)) { starts.append(start) }
            start = start.adding(days: 7)
        }
        return starts
    }
}
