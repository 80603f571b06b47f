/// One week's pure alcohol and answers as of today: a bar of the trends pane and a row of `stats --weeks` or the report.
/// Days after today count for nothing; an unrecorded day adds no grams. A week cut by a span of days (the report's
/// first and last week, the four weeks' first and last) is partial: tallied and judged only on its days inside the span.
public struct WeekTotal: Equatable, Sendable {
    /// The week's first day (a Sunday or a Monday, per `Settings.weekStartsOn`).
    public let firstDay: LocalDate
    /// The first and last day tallied: the whole week, or the days of a partial week inside its span.
    public let from: LocalDate
    public let to: LocalDate
    /// Days of the tallied days up to today: 0 for a week still to come, all of them once it has ended.
    public let elapsedDays: Int
    /// Elapsed sober days (`DayState.sober`: いいえ, or only non-alcoholic drinks).
    public let soberDays: Int
    /// Elapsed drinking days.
    public let drinkingDays: Int
    /// The week's pure alcohol in tenths of a gram: the exact sum of its drinking days.
    public let totalTenths: Int
    /// Whether the week is complete: its last tallied day has ended (it is before today), or every tallied day is
    /// answered. A week whose last day is today and not yet answered is still under way, so the four-week comparison
    /// does not take it in with a day missing, and a goal not reached yet is not missed yet.
    public let isComplete: Bool
    /// Elapsed days with a 飲みたい気持ち, answered or not.
    public let cravingDays: Int
    /// The sum of those days' 飲みたい気持ち.
    public let cravingSum: Int

    /// Tallies the week starting on `firstDay` from the journal's days as of `today`; with `span`, only its days inside it.
    public init(
        firstDay: LocalDate, days: [LocalDate: DayRecord], today: LocalDate, within span: ClosedRange<LocalDate>? = nil
    ) {
        self.firstDay = firstDay
        let from = max(firstDay, span?.lowerBound ?? firstDay)
        let to = min(firstDay.adding(days: 6), span?.upperBound ?? firstDay.adding(days: 6))
        self.from = from
        self.to = to
        let dayCount = max(0, to.dayNumber - from.dayNumber + 1)
        var elapsed = 0
        var sober = 0
        var drinking = 0
        var total = 0
        var cravingDays = 0
        var cravingSum = 0
        for offset in 0..<dayCount {
            let date = from.adding(days: offset)
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
            case .drank(let g):
                drinking += 1
                total += g
            }
        }
        elapsedDays = elapsed
        isComplete = to < today || (elapsed == dayCount && sober + drinking == dayCount)
        soberDays = sober
        drinkingDays = drinking
        totalTenths = total
        self.cravingDays = cravingDays
        self.cravingSum = cravingSum
    }

    /// The week's seventh day.
    public var lastDay: LocalDate { firstDay.adding(days: 6) }
    /// The days tallied: 7, or fewer for a partial week.
    public var dayCount: Int { to.dayNumber - from.dayNumber + 1 }
    /// Whether a span cut the week: it is tallied and judged only on its days inside the span.
    public var isPartial: Bool { dayCount < 7 }
    /// Elapsed days with no answer.
    public var unrecordedDays: Int { elapsedDays - soberDays - drinkingDays }
    /// Whether a day of the week is answered; a week without one (before the first record, say) says nothing.
    public var hasRecord: Bool { soberDays + drinkingDays > 0 }
    /// `totalTenths / drinkingDays` rounded half up, 0 without a drinking day: what the bar's color tells.
    public var averageTenthsPerDrinkingDay: Int {
        drinkingDays == 0 ? 0 : dividedRoundingHalfUp(totalTenths, by: drinkingDays)
    }
    /// The week's average 飲みたい気持ち in tenths, rounded half up, as the statistics give a month's; nil without one.
    public var averageCravingTenths: Int? {
        cravingDays == 0 ? nil : dividedRoundingHalfUp(cravingSum * 10, by: cravingDays)
    }
    /// The same average in whole steps of the 0–10 scale, rounded half up from the exact average (not from the
    /// tenths): what fits under a bar.
    public var averageCraving: Int? { cravingDays == 0 ? nil : dividedRoundingHalfUp(cravingSum, by: cravingDays) }
    /// How the week stands against a 休肝日 goal of `goal` sober days. The one rule for the statistics pane, the
    /// month table, the trends, `stats`, the report and their JSON: a week with nothing recorded is neither met nor
    /// missed (nil), a week still under way is met once it reaches the goal and missed only after it has ended, and a
    /// partial week is asked for its share of the goal (`soberGoalDays`).
    public func soberGoal(_ goal: Int) -> SoberGoal? {
        guard hasRecord else { return nil }
        if soberDays >= soberGoalDays(goal) { return .met }
        return isComplete ? .missed : nil
    }

    /// The sober days the week is asked for: the goal, or for a partial week the goal pro rata for its days, rounded up
    /// (a 3-day part of a week with a goal of 2 asks for 1; a part is never asked for none while the goal is not 0).
    public func soberGoalDays(_ goal: Int) -> Int { isPartial ? (goal * dayCount + 6) / 7 : goal }

    /// The weeks (each starting on `weekStartsOn`'s day) that the days `from...to` touch, oldest first, each tallied only
    /// on its days inside them: the first and the last may be partial. The report's weeks and the four weeks' goal.
    public static func weeks(
        from: LocalDate, to: LocalDate, weekStartsOn: WeekStart, days: [LocalDate: DayRecord],
        today: LocalDate
    ) -> [WeekTotal] {
        var weeks: [WeekTotal] = []
        var start = weekStartsOn.firstDay(ofWeekHolding: from)
        while start <= to {
            weeks.append(WeekTotal(firstDay: start, days: days, today: today, within: from...to))
            start = start.adding(days: 7)
        }
        return weeks
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

/// The trends pane and `danshu stats --weeks` (design.md §6): weekly totals against the weekly budget, the last four
/// weeks against the four before (per recorded day), and sober days per week against the 休肝日 goal.
public struct WeeklyTrends: Equatable, Sendable {
    /// The last four weeks (`FourWeeks`: the 28 days ending the day the trends are as of) against the 28 days before,
    /// per recorded day, and the 休肝日 goal over the weeks those four weeks touch.
    public struct Comparison: Equatable, Sendable {
        /// The last four weeks.
        public let recent: SpanTally
        /// The four weeks before them.
        public let earlier: SpanTally
        /// The change of the grams per recorded day from the earlier span to the recent one, in whole percent rounded half
        /// away from zero (−66.7 % is −67); nil when it is withheld (`isChangeWithheld`), when a span has no recorded day,
        /// or when there was no alcohol before and some now.
        public let changePercent: Int?
        /// The weeks the recent span touches (per `weekStartsOn`), the first and last partial where it cuts them.
        public let recentWeeks: [WeekTotal]
        /// Recent weeks that met the 休肝日 goal (a partial week its share, `WeekTotal.soberGoalDays`).
        public let goalWeeksMet: Int
        /// Recent weeks that missed it: over, and short of it.
        public let goalWeeksMissed: Int

        /// Recent weeks met or missed: a week nobody recorded, or one under way short of the goal, is neither.
        public var goalWeeksCounted: Int { goalWeeksMet + goalWeeksMissed }
        /// Whether a recent day is recorded: without one there is nothing to say of the recent weeks.
        public var recentHasRecord: Bool { recent.recordedDays > 0 }
        /// Whether an earlier day is recorded: without one the recent weeks have nothing to be compared with.
        public var earlierHasRecord: Bool { earlier.recordedDays > 0 }
        /// Whether the change is withheld although both spans have a record: one of them has fewer recorded days than a
        /// comparison needs (`FourWeeks.neededRecordedDays`, the rule of the comparison with the risk line too).
        public var isChangeWithheld: Bool {
            recentHasRecord && earlierHasRecord && !(recent.hasEnoughRecord && earlier.hasEnoughRecord)
        }
        /// Whether every recent week met or missed met the 休肝日 goal, and there was one: the goal's line is then green.
        /// It speaks of sober days only; the amount is judged where it is shown, heavy days beside it.
        public var goalMetEveryWeek: Bool { goalWeeksCounted > 0 && goalWeeksMissed == 0 }
    }

    /// The weeks shown, oldest first; the last holds the day the trends end with.
    public let weeks: [WeekTotal]
    /// The weekly budget in tenths of a gram; 0 when it is off.
    public let weeklyLimitTenths: Int
    /// The 休肝日 goal: sober days per week.
    public let soberDaysPerWeekGoal: Int
    public let comparison: Comparison
    /// Whether a shown week has a 飲みたい気持ち: the pane and `stats --weeks` show craving by week only then.
    public var hasCraving: Bool { weeks.contains { $0.cravingDays > 0 } }

    /// `count` weeks (at least one) ending with the week that holds `date`, from the journal as of `today`; the
    /// comparison is of the four weeks ending on `date` (today at the latest). Looks up only the days of those weeks
    /// and of the eight compared, never the whole journal.
    public init(journal: Journal, weeks count: Int, endingWithWeekHolding date: LocalDate, today: LocalDate) {
        let settings = journal.settings
        let last = settings.weekStartsOn.firstDay(ofWeekHolding: date)
        let days = journal.days
        weeks = (0..<max(1, count)).reversed().map {
            WeekTotal(firstDay: last.adding(days: -7 * $0), days: days, today: today)
        }
        weeklyLimitTenths = settings.weeklyLimitTenths
        soberDaysPerWeekGoal = settings.soberDaysPerWeekGoal
        comparison = Comparison(journal: journal, endingOn: min(date, today), today: today)
    }
}

extension WeeklyTrends.Comparison {
    /// The four weeks ending on `end` against the four before, from the journal as of `today`.
    init(journal: Journal, endingOn end: LocalDate, today: LocalDate) {
        let settings = journal.settings
        let span = FourWeeks(endingOn: end)
        let thresholds = ClinicalThresholds(sex: settings.sex)
        recent = SpanTally(journal: journal, span, thresholds: thresholds, today: today)
        earlier = SpanTally(journal: journal, span.before, thresholds: thresholds, today: today)
        recentWeeks = WeekTotal.weeks(
            from: span.from, to: span.to, weekStartsOn: settings.weekStartsOn, days: journal.days, today: today)
        let results = recentWeeks.compactMap { $0.soberGoal(settings.soberDaysPerWeekGoal) }
        goalWeeksMet = results.filter { $0 == .met }.count
        goalWeeksMissed = results.count - goalWeeksMet
        changePercent = Self.change(from: earlier, to: recent)
    }

    /// The change of grams per recorded day, compared exactly (not from the rounded figures); nil unless both spans
    /// have the recorded days a comparison needs, and when there was no alcohol before and some now.
    static func change(from earlier: SpanTally, to recent: SpanTally) -> Int? {
        guard recent.hasEnoughRecord, earlier.hasEnoughRecord else { return nil }
        if earlier.totalTenths == 0 { return recent.totalTenths == 0 ? 0 : nil }
        // (r / rd − e / ed) / (e / ed) = (r × ed − e × rd) / (e × rd)
        let change = (recent.totalTenths * earlier.recordedDays - earlier.totalTenths * recent.recordedDays) * 100
        let magnitude = dividedRoundingHalfUp(abs(change), by: earlier.totalTenths * recent.recordedDays)
        return change < 0 ? -magnitude : magnitude
    }
}
