/// The report a doctor reads at a visit (design.md §8): the weeks ending on a day, day by day with a mark that needs no
/// color, week by week against the budget and the 休肝日 goal, and a summary in the measures clinics use beside the
/// same span before it. One value, computed once: the app's pane and `danshu report` print it, JSON and HTML encode it.
/// Unrecorded days are never counted as sober.
public struct ClinicReport: Equatable, Sendable {
    /// How a day reads at a glance, without color: ◎ sober, ○ within the daily limit, △ over it, × a heavy drinking day.
    public enum Mark: String, CaseIterable, Sendable {
        case sober, withinLimit, overLimit, heavy, unrecorded
    }

    /// One day of the period.
    public struct Day: Equatable, Sendable {
        public let date: LocalDate
        /// The day as recorded; nil when there is no record at all.
        public let record: DayRecord?
        /// The day's pure alcohol in tenths of a gram (0 unless it is a drinking day).
        public let tenths: Int
        public let mark: Mark
        /// What the week's plan says of the day; nil when no plan covers it.
        public let plan: DayPlan?
        /// The drinking day's pure alcohol in the second unit, in tenths; nil on another day or while no unit is set.
        public let tenthsInSecondUnit: Int?
        /// The name the day's medicine was taken under, while a medicine is set (`Settings.shownMedicine(of:)`); else nil.
        public let medicine: String?

        /// Whether the day kept to its plan (`DayPlan.kept`); nil without a plan or a record.
        public var keptPlan: Bool? { plan?.kept(DayState(record)) }

        /// Whether the day is a drinking day (a day of only non-alcoholic drinks is sober: `DayRecord.isDrinkingDay`).
        public var drank: Bool { mark == .withinLimit || mark == .overLimit || mark == .heavy }

        /// What was drunk on a day answered はい, listed on a day of only non-alcoholic drinks too; empty otherwise.
        public var drinks: [DrinkEntry] { record?.drank == true ? record?.drinks ?? [] : [] }

        /// What the day was like, on a day answered はい (only such a day holds a context); nil otherwise.
        public var context: DayContext? { record?.drank == true ? record?.context : nil }
    }

    /// A span of days summed up in the measures clinics use.
    public struct Summary: Equatable, Sendable {
        public let from: LocalDate
        public let to: LocalDate
        public let recordedDays: Int
        public let drinkingDays: Int
        public let soberDays: Int
        public let unrecordedDays: Int
        /// The pure alcohol of the drinking days, in tenths of a gram.
        public let totalTenths: Int
        /// `totalTenths` per recorded day, rounded half up to a tenth; nil without a recorded day.
        public let tenthsPerRecordedDay: Int?
        /// Days of strictly more than `thresholds.heavyDayTenths`.
        public let heavyDrinkingDays: Int
        /// The WHO level of the grams per recorded day, compared exactly; nil without a recorded day.
        public let whoLevel: WHORiskLevel?
        /// The span against the plans that cover it; nil when none does.
        public let plan: PlanTally?

        /// The number of days in the span.
        public var days: Int { to.dayNumber - from.dayNumber + 1 }
    }

    /// Whether each responder criterion of the HAUDY trial is met (a response is counted against the span before);
    /// nil when the span before, or this one, has no recorded day (or, for the grams, no alcohol to come down from).
    public struct Responder: Equatable, Sendable {
        /// Heavy drinking days at most 4 per 28 days.
        public let hddAtMost4Per28: Bool?
        /// Grams per recorded day down by at least 70 %.
        public let gramsPerDayDown70: Bool?
        /// The WHO level down by at least two steps.
        public let whoLevelDown2: Bool?

        public init(hddAtMost4Per28: Bool?, gramsPerDayDown70: Bool?, whoLevelDown2: Bool?) {
            self.hddAtMost4Per28 = hddAtMost4Per28
            self.gramsPerDayDown70 = gramsPerDayDown70
            self.whoLevelDown2 = whoLevelDown2
        }
    }

    /// How many days the report covers by default: four weeks, a visit every two to four weeks.
    public static let defaultWeeks = 4
    /// The longest report: a year.
    public static let weeksRange = 1...52

    public let sex: Sex
    public let thresholds: ClinicalThresholds
    public let dailyLimitTenths: Int
    /// 0 when the weekly budget is off.
    public let weeklyLimitTenths: Int
    public let soberDaysPerWeekGoal: Int
    /// Whether the weekly budget is set (`weeklyLimitTenths` above 0): its words, JSON values and weeks' standing
    /// against it appear only then.
    public let budgetIsOn: Bool
    public let secondUnit: SecondUnit
    /// The days, oldest first.
    public let days: [Day]
    /// The period's length in weeks (its days / 7): `4週間`.
    public let periodWeeks: Int
    /// The weeks the period touches, starting on `weekStartsOn`'s day as everywhere else, oldest first; a week the
    /// period cuts (its first or last) is partial, tallied and judged only on its days inside the period
    /// (`WeekTotal.soberGoalDays`: its share of the 休肝日 goal, rounded up), and against the plans that cover its days
    /// inside the period (`PlanTally`, as the trends count a week), so a plan appears with its own week only.
    public let weeks: [ReportWeek]
    public let summary: Summary
    /// The same number of days just before.
    public let previous: Summary
    public let responder: Responder
    /// AUDIT-C from the diary at each of the 12 month ends up to the report's last day, that day's last (design.md §8).
    public let auditCHistory: [AuditC]
    /// AUDIT-C as of the report's last day.
    public var auditC: AuditC { auditCHistory[auditCHistory.count - 1] }
    /// Whether AUDIT-C appears: a day of the 365 ending on the report's last day is recorded.
    public var showsAuditC: Bool { auditC.recordedDays > 0 }
    /// The four weeks ending on the report's last day against the risk line and people like the user (design.md §8).
    public let comparison: DrinkingComparison
    /// Whether the plans appear: the period or the one before has a planned day, so they stay away until used.
    public var showsPlans: Bool { summary.plan != nil || previous.plan != nil }
    /// The medicine's name while the setting names one; nil keeps every part of the medicine out of the report.
    public let medicineName: String?
    /// The medicine over the period and over the period before; nil while no medicine is set.
    public let medicine: MedicineSummary?
    public let previousMedicine: MedicineSummary?
    /// The situations of the period's heavy drinking days.
    public let heavySituations: HeavyDaySituations
    /// The period's urges (design.md §9): per week, the share followed by drinking, the top triggers, the plans in use.
    public let urges: UrgeReport

    /// The `weeks` weeks ending on `to` from the journal as of `today`; days after today are not counted.
    public init(journal: Journal, weeks count: Int, endingOn to: LocalDate, today: LocalDate) {
        let settings = journal.settings
        sex = settings.sex
        thresholds = ClinicalThresholds(sex: settings.sex)
        dailyLimitTenths = settings.dailyLimitTenths
        weeklyLimitTenths = settings.weeklyLimitTenths
        soberDaysPerWeekGoal = settings.soberDaysPerWeekGoal
        budgetIsOn = settings.weeklyLimitTenths > 0
        secondUnit = settings.secondUnit
        let length = max(1, count) * 7
        let from = to.adding(days: 1 - length)
        let thresholds = self.thresholds
        func day(_ offset: Int) -> Day {
            Self.day(from.adding(days: offset), journal: journal, thresholds: thresholds, today: today)
        }
        days = (0..<length).map(day)
        periodWeeks = max(1, count)
        weeks = WeekTotal.weeks(
            from: from, to: to, weekStartsOn: settings.weekStartsOn, days: journal.days, today: today
        )
        .map { ReportWeek($0, journal: journal, today: today) }
        func plan(_ first: LocalDate, _ last: LocalDate) -> PlanTally? {
            PlanTally(journal: journal, from: first, to: last, today: today)
        }
        summary = Self.summary(days, from: from, to: to, thresholds: thresholds, plan: plan(from, to))
        let before = from.adding(days: -length)
        previous = Self.summary(
            (-length..<0).map(day), from: before, to: from.adding(days: -1), thresholds: thresholds,
            plan: plan(before, from.adding(days: -1)))
        responder = Self.responder(now: summary, before: previous)
        auditCHistory = AuditC.history(journal: journal, endingOn: to, today: today)
        comparison = DrinkingComparison(journal: journal, endingOn: to, today: today)
        medicineName = settings.medicineName
        medicine = medicineName.map { _ in MedicineSummary(journal: journal, from: from, to: to, today: today) }
        previousMedicine = medicineName.map { _ in
            MedicineSummary(journal: journal, from: before, to: from.adding(days: -1), today: today)
        }
        heavySituations = HeavyDaySituations(journal: journal, from: from, to: to, thresholds: thresholds, today: today)
        urges = UrgeReport(journal: journal, from: from, to: to, today: today)
    }

    /// One day as the report reads it: after today, nothing counts.
    private static func day(_ date: LocalDate, journal: Journal, thresholds: ClinicalThresholds, today: LocalDate)
        -> Day
    {
        let record = date <= today ? journal.days[date] : nil
        let plan = journal.dayPlan(on: date)
        let settings = journal.settings
        let medicine = settings.shownMedicine(of: record)
        switch DayState(record) {
        case .unrecorded:
            return Day(
                date: date, record: record, tenths: 0, mark: .unrecorded, plan: plan, tenthsInSecondUnit: nil,
                medicine: medicine)
        case .sober:
            return Day(
                date: date, record: record, tenths: 0, mark: .sober, plan: plan, tenthsInSecondUnit: nil,
                medicine: medicine)
        case .drank(let tenths):
            let mark: Mark =
                thresholds.isHeavy(gramsTenths: tenths)
                ? .heavy
                : settings.isOverDailyLimit(gramsTenths: tenths) ? .overLimit : .withinLimit
            return Day(
                date: date, record: record, tenths: tenths, mark: mark, plan: plan,
                tenthsInSecondUnit: settings.secondUnit.tenths(ofGramsTenths: tenths), medicine: medicine)
        }
    }

    private static func summary(
        _ days: [Day], from: LocalDate, to: LocalDate, thresholds: ClinicalThresholds,
        plan: PlanTally?
    ) -> Summary {
        var sober = 0
        var drinking = 0
        var total = 0
        var heavy = 0
        for day in days {
            switch day.mark {
            case .unrecorded: break
            case .sober: sober += 1
            case .withinLimit, .overLimit, .heavy:
                drinking += 1
                total += day.tenths
                if day.mark == .heavy { heavy += 1 }
            }
        }
        let recorded = sober + drinking
        return Summary(
            from: from, to: to, recordedDays: recorded, drinkingDays: drinking, soberDays: sober,
            unrecordedDays: days.count - recorded, totalTenths: total,
            tenthsPerRecordedDay: recorded == 0 ? nil : dividedRoundingHalfUp(total, by: recorded),
            heavyDrinkingDays: heavy, whoLevel: thresholds.whoLevel(totalTenths: total, days: recorded), plan: plan)
    }

    private static func responder(now: Summary, before: Summary) -> Responder {
        guard now.recordedDays > 0, before.recordedDays > 0, let level = now.whoLevel, let earlier = before.whoLevel
        else {
            return Responder(hddAtMost4Per28: nil, gramsPerDayDown70: nil, whoLevelDown2: nil)
        }
        // ≤ 4 per 28 days of the span; per day: now / recorded ≤ 0.3 × before / its recorded, exactly.
        let hdd = now.heavyDrinkingDays * 28 <= 4 * now.days
        let down70: Bool? =
            before.totalTenths == 0
            ? nil
            : now.totalTenths * before.recordedDays * 10 <= 3 * before.totalTenths * now.recordedDays
        return Responder(
            hddAtMost4Per28: hdd, gramsPerDayDown70: down70, whoLevelDown2: earlier.rawValue - level.rawValue >= 2)
    }
}
