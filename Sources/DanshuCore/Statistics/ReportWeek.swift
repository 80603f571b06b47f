/// A week as the reports show it: its total (`WeekTotal`, a partial week only its days inside the span), whether it is
/// over the weekly budget, the sober days it is asked for and how it stands against the 休肝日 goal, its total in the
/// second unit and its plan. The trends (`TrendsReport`) and the doctor's report (`ClinicReport`) hold their weeks as
/// these, so the panes, the commands, JSON and HTML read one decision and never make it again.
public struct ReportWeek: Equatable, Sendable {
    public let total: WeekTotal
    /// Whether the week's total is over the weekly budget (`Settings.isOverWeeklyLimit`); never while the budget is off.
    public let isOverBudget: Bool
    /// The sober days the week is asked for: the goal, or a partial week's share of it (`WeekTotal.soberGoalDays`).
    public let soberGoalDays: Int
    /// The week against the 休肝日 goal (`WeekTotal.soberGoal(_:)`); nil when it is neither met nor missed.
    public let soberGoal: SoberGoal?
    /// The week's total in the second unit, in tenths; nil while no second unit is set.
    public let totalInSecondUnitTenths: Int?
    /// The week against the plans that cover its tallied days (`PlanTally`); nil when none does.
    public let plan: PlanTally?

    /// The week `total` from the journal's settings and plans as of `today`.
    public init(_ total: WeekTotal, journal: Journal, today: LocalDate) {
        let settings = journal.settings
        self.total = total
        isOverBudget = settings.isOverWeeklyLimit(gramsTenths: total.totalTenths)
        soberGoalDays = total.soberGoalDays(settings.soberDaysPerWeekGoal)
        soberGoal = total.soberGoal(settings.soberDaysPerWeekGoal)
        totalInSecondUnitTenths = settings.secondUnit.tenths(ofGramsTenths: total.totalTenths)
        plan = PlanTally(journal: journal, from: total.from, to: total.to, today: today)
    }
}
