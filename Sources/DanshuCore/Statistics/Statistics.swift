/// Everything the statistics pane shows: the shown month, the streak facts and the 12-month heatmap.
public struct Statistics: Equatable, Sendable {
    public let month: MonthStatistics
    /// The streak facts as of today, the same the header shows.
    public let streaks: Streaks
    public let heatmap: Heatmap
    /// The month's 気分 and 飲みたい気持ち.
    public let feelings: MonthFeelings
    /// What the month cost, its calories and the year's spending (DESIGN §6).
    public let feedback: MonthFeedback

    /// Computes the pane's statistics for `month` from the journal as of `today`.
    public init(journal: Journal, month: YearMonth, today: LocalDate) {
        self.month = MonthStatistics(journal: journal, month: month, today: today)
        self.streaks = Streaks(days: journal.days, today: today)
        self.heatmap = Heatmap(journal: journal, endingWith: month, today: today)
        self.feelings = MonthFeelings(journal: journal, month: month, today: today)
        self.feedback = MonthFeedback(journal: journal, month: month, today: today)
    }
}
