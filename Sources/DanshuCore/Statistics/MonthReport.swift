/// A month's report (design.md §2, §6): what the statistics pane and `danshu stats` show, computed once from the journal,
/// the month and today. It holds the figures, the streak facts and the 12-month heatmap, and decides which rows appear;
/// the pane draws it, the command prints it, JSON encodes it, and none of them reads the settings again.
public struct MonthReport: Equatable, Sendable {
    /// The journal date the report was computed as of.
    public let today: LocalDate
    public let month: MonthStatistics
    /// The streak facts as of today, the same the header shows.
    public let streaks: Streaks
    public let heatmap: Heatmap
    /// The month's 気分 and 飲みたい気持ち.
    public let feelings: MonthFeelings
    /// What the month cost, its calories and the year's spending (design.md §6).
    public let feedback: MonthFeedback
    /// The daily limit in whole grams, as the labels name it.
    public let dailyLimitGrams: Int
    /// The unit shown beside grams; `.none` shows grams alone.
    public let secondUnit: SecondUnit
    /// The month's total in the second unit, in tenths; nil while no second unit is set.
    public let totalInSecondUnitTenths: Int?
    /// What the user used to spend a week (`Settings.usualYenPerWeek`), 0 when off.
    public let usualYenPerWeek: Int
    /// Money not spent over the current streak; nil while the usual spending is off.
    public let streakNotSpentYen: Int?
    /// Whether the month's spending appears: a drink of the month up to today has a price, or the usual spending is set.
    public let showsSpent: Bool
    /// Whether the year's spending appears: a drink of the year up to today has a price.
    public let showsYearSpent: Bool
    /// Whether the feelings rows appear: a day of the month has a 気分 or a 飲みたい気持ち, so they stay away until used.
    public let showsFeelings: Bool
    /// AUDIT-C from the diary at the end of each of the last 12 months, the last as of today (design.md §8).
    public let auditCHistory: [AuditC]
    /// AUDIT-C as of today: the 365 days ending today.
    public var auditC: AuditC { auditCHistory[auditCHistory.count - 1] }
    /// Whether AUDIT-C appears: a day of the 365 ending today is recorded. Its answers, or how many more days they need.
    public var showsAuditC: Bool { auditC.recordedDays > 0 }
    /// The last four weeks against the risk line and people like the user, as of today (design.md §8).
    public let comparison: DrinkingComparison
    /// Whether the comparison appears: a day of its four weeks is recorded. What it says, or how many more days it needs.
    public var showsComparison: Bool { comparison.recordedDays > 0 }
    /// The situations of the month's heavy drinking days (design.md §8); they appear once one of them has a context.
    public let heavySituations: HeavyDaySituations
    /// The month's urges (design.md §9); they appear once the month has one (`UrgeReport.hasUrges`).
    public let urges: UrgeReport

    /// The report of `month` from the journal as of `today`.
    public init(journal: Journal, month: YearMonth, today: LocalDate) {
        let settings = journal.settings
        self.today = today
        self.month = MonthStatistics(journal: journal, month: month, today: today)
        streaks = Streaks(days: journal.days, today: today)
        heatmap = Heatmap(journal: journal, endingWith: month, today: today)
        feelings = MonthFeelings(journal: journal, month: month, today: today)
        feedback = MonthFeedback(journal: journal, month: month, today: today)
        dailyLimitGrams = settings.dailyLimitGrams
        secondUnit = settings.secondUnit
        totalInSecondUnitTenths = settings.secondUnit.tenths(ofGramsTenths: self.month.totalTenths)
        usualYenPerWeek = settings.usualYenPerWeek
        streakNotSpentYen = settings.notSpentYen(overDays: streaks.current)
        showsSpent = feedback.hasPrices || feedback.usualYen != nil
        showsYearSpent = feedback.yearHasPrices
        showsFeelings = feelings.daysWithFeelings > 0
        auditCHistory = AuditC.history(journal: journal, today: today)
        comparison = DrinkingComparison(journal: journal, endingOn: today, today: today)
        heavySituations = HeavyDaySituations(
            journal: journal, from: month.firstDay, to: month.lastDay,
            thresholds: ClinicalThresholds(sex: settings.sex), today: today)
        urges = UrgeReport(journal: journal, month: month, today: today)
    }
}
