/// One week's pure alcohol and answers as of today: a bar of the trends pane and a row of `stats --weeks`.
/// Days after today count for nothing; an unrecorded day adds no grams.
public struct WeekTotal: Equatable, Sendable {
    /// The week's first day (a Sunday or a Monday, per `Settings.weekStartsOn`).
    public let firstDay: LocalDate
    /// Days of the week up to today: 0 for a week still to come, 7 once it has ended.
    public let elapsedDays: Int
    /// Elapsed days answered いいえ.
    public let soberDays: Int
    /// Elapsed days answered はい.
    public let drinkingDays: Int
    /// The week's pure alcohol in tenths of a gram: the exact sum of its drinking days.
    public let totalTenths: Int
    /// Whether the week is complete: its last day has ended (it is before today), or every one of its seven days is
    /// answered. A week whose last day is today and not yet answered is still under way, so the four-week comparison
    /// does not take it in with a day missing, and a goal not reached yet is not missed yet.
    public let isComplete: Bool
    /// Elapsed days with a 飲みたい気持ち, answered or not.
    public let cravingDays: Int
    /// The sum of those days' 飲みたい気持ち.
    public let cravingSum: Int

    /// Tallies the week starting on `firstDay` from the journal's days as of `today`.
    public init(firstDay: LocalDate, days: [LocalDate: DayRecord], today: LocalDate) {
        self.firstDay = firstDay
        var elapsed = 0, sober = 0, drinking = 0, total = 0, cravingDays = 0, cravingSum = 0
        for offset in 0..<7 {
            let date = firstDay.adding(days: offset)
            guard date <= today else { break }
            elapsed += 1
            let record = days[date]
            if let craving = record?.craving {
                cravingDays += 1
                cravingSum += craving
            }
            switch DayState(record) {
            case .unrecorded: break
            case .sober: sober += 1
            case .drank(let g): drinking += 1; total += g
            }
        }
        elapsedDays = elapsed
        isComplete = firstDay.adding(days: 6) < today || (elapsed == 7 && sober + drinking == 7)
        soberDays = sober
        drinkingDays = drinking
        totalTenths = total
        self.cravingDays = cravingDays
        self.cravingSum = cravingSum
    }

    /// The week's seventh day.
    public var lastDay: LocalDate { firstDay.adding(days: 6) }
    /// Elapsed days with no answer.
    public var unrecordedDays: Int { elapsedDays - soberDays - drinkingDays }
    /// Whether a day of the week is answered; a week without one (before the first record, say) says nothing.
    public var hasRecord: Bool { soberDays + drinkingDays > 0 }
    /// `totalTenths / drinkingDays` rounded half up, 0 without a drinking day: what the bar's color tells.
    public var averageTenthsPerDrinkingDay: Int { drinkingDays == 0 ? 0 : dividedRoundingHalfUp(totalTenths, by: drinkingDays) }
    /// The week's average 飲みたい気持ち in tenths, rounded half up, as the statistics give a month's; nil without one.
    public var averageCravingTenths: Int? { cravingDays == 0 ? nil : dividedRoundingHalfUp(cravingSum * 10, by: cravingDays) }
    /// The same average in whole steps of the 0–10 scale, rounded half up from the exact average (not from the
    /// tenths): what fits under a bar.
    public var averageCraving: Int? { cravingDays == 0 ? nil : dividedRoundingHalfUp(cravingSum, by: cravingDays) }
    /// How the week stands against a 休肝日 goal of `goal` sober days. The one rule for the statistics pane, the
    /// month table, the trends, `stats` and its JSON: a week with nothing recorded is neither met nor missed (nil),
    /// and a week still under way is met once it reaches the goal and missed only after it has ended.
    public func soberGoal(_ goal: Int) -> SoberGoal? {
        guard hasRecord else { return nil }
        if soberDays >= goal { return .met }
        return isComplete ? .missed : nil
    }

    /// The first days of the weeks that belong to `month`: those whose fourth day lies in it.
    /// Every week thus belongs to exactly one month, the one holding at least four of its days.
    public static func firstDays(of month: YearMonth, weekStartsOn: WeekStart) -> [LocalDate] {
        var start = weekStartsOn.firstDay(ofWeekHolding: month.firstDay)
        var starts: [LocalDate] = []
        while start <= month.lastDay {
            if month.contains(start.adding(days: 3)) { starts.append(start) }
            start = start.adding(days: 7)
        }
        return starts
    }
}

/// A week's result against the 休肝日 goal (`WeekTotal.soberGoal(_:)`).
public enum SoberGoal: Equatable, Sendable {
    case met
    case missed
}

/// The trends pane and `danshu stats --weeks` (DESIGN §6): weekly totals against the weekly budget, the last four
/// weeks against the four before, and sober days per week against the 休肝日 goal.
public struct WeeklyTrends: Equatable, Sendable {
    /// The last `comparedWeeks` complete weeks against as many before them.
    public struct Comparison: Equatable, Sendable {
        /// The recent weeks, oldest first: those ending with the last shown week that has ended.
        public let recent: [WeekTotal]
        /// The weeks before them, oldest first.
        public let earlier: [WeekTotal]
        /// The recent weeks' pure alcohol in tenths of a gram.
        public let recentTenths: Int
        /// The earlier weeks' pure alcohol in tenths of a gram.
        public let earlierTenths: Int
        /// The change from the earlier weeks to the recent ones in whole percent, rounded half away from zero
        /// (−66.7 % is −67); nil when there is nothing to compare: a span without a recorded day, or no
        /// alcohol before and some now.
        public let changePercent: Int?
        /// Recent weeks with a record that met the 休肝日 goal.
        public let goalWeeksMet: Int
        /// Recent weeks with a record: a week nobody recorded is neither met nor missed.
        public let goalWeeksCounted: Int
        /// Whether a recent week has a record: without one there is nothing to say of the recent weeks.
        public let recentHasRecord: Bool
        /// Whether an earlier week has a record: without one the recent weeks have nothing to be compared with.
        public let earlierHasRecord: Bool

        /// Whether every recent week with a record met the 休肝日 goal, and there was one: the goal's line is then green.
        public var goalMetEveryWeek: Bool { goalWeeksCounted > 0 && goalWeeksMet == goalWeeksCounted }
    }

    /// How many complete weeks are compared with as many before them.
    public static let comparedWeeks = 4

    /// The weeks shown, oldest first; the last holds the day the trends end with.
    public let weeks: [WeekTotal]
    /// The weekly budget in tenths of a gram; 0 when it is off.
    public let weeklyLimitTenths: Int
    /// The 休肝日 goal: sober days per week.
    public let soberDaysPerWeekGoal: Int
    public let comparison: Comparison
    /// Whether a shown week has a 飲みたい気持ち: the pane and `stats --weeks` show craving by week only then.
    public var hasCraving: Bool { weeks.contains { $0.cravingDays > 0 } }

    /// `count` weeks (at least one) ending with the week that holds `date`, from the journal as of `today`.
    /// Looks up only the days of those weeks and of the eight compared, never the whole journal.
    public init(journal: Journal, weeks count: Int, endingWithWeekHolding date: LocalDate, today: LocalDate) {
        let settings = journal.settings
        let last = settings.weekStartsOn.firstDay(ofWeekHolding: date)
        let days = journal.days
        func week(_ back: Int) -> WeekTotal { WeekTotal(firstDay: last.adding(days: -7 * back), days: days, today: today) }
        weeks = (0..<max(1, count)).reversed().map(week)
        weeklyLimitTenths = settings.weeklyLimitTenths
        soberDaysPerWeekGoal = settings.soberDaysPerWeekGoal

        // A week still under way would make the recent weeks look lighter than they are.
        let newest = weeks[weeks.count - 1].isComplete ? 0 : 1
        let compared = Self.comparedWeeks
        let recent = (newest..<newest + compared).reversed().map(week)
        let earlier = (newest + compared..<newest + 2 * compared).reversed().map(week)
        comparison = Comparison(recent: recent, earlier: earlier, goal: soberDaysPerWeekGoal)
    }
}

extension WeeklyTrends.Comparison {
    init(recent: [WeekTotal], earlier: [WeekTotal], goal: Int) {
        self.recent = recent
        self.earlier = earlier
        recentTenths = recent.reduce(0) { $0 + $1.totalTenths }
        earlierTenths = earlier.reduce(0) { $0 + $1.totalTenths }
        let results = recent.compactMap { $0.soberGoal(goal) }
        goalWeeksCounted = results.count
        goalWeeksMet = results.filter { $0 == .met }.count
        recentHasRecord = recent.contains(where: \.hasRecord)
        earlierHasRecord = earlier.contains(where: \.hasRecord)
        if !recentHasRecord || !earlierHasRecord || (earlierTenths == 0 && recentTenths > 0) {
            changePercent = nil
        } else if earlierTenths == 0 {
            changePercent = 0
        } else {
            let change = (recentTenths - earlierTenths) * 100
            let magnitude = dividedRoundingHalfUp(abs(change), by: earlierTenths)
            changePercent = change < 0 ? -magnitude : magnitude
        }
    }
}
