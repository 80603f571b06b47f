import DanshuCore
import DanshuText

/// The weeks' trends as lines of text: the one layout of each, which the trends pane draws (its weeks as bars with their
/// digits, which only a screen can draw) and `danshu stats --weeks` prints (its weeks as a table).
public enum TrendsText {
    /// `danshu stats --weeks`' lines: the title, the weekly budget while it is set, the weeks as a table, then the pane's
    /// closing lines, each on one line.
    public static func lines(_ report: TrendsReport, catalog: Catalog) -> [String] {
        let limit = report.budgetIsOn ? [catalog.trendsLegendLimit(report.weeklyLimitGrams)] : []
        return [catalog.trendsTitle] + limit + weekTable(report, catalog: catalog) + [""]
            + closingLines(report, catalog: catalog, width: nil).map(\.text)
    }

    /// The weeks as an aligned table, oldest first: a column of weeks over the weekly budget while one is set, of average
    /// 飲みたい気持ち once a week has one, and of planned drinking days and days as planned once a week has a plan, as the
    /// pane draws its line and adds its rows of digits.
    static func weekTable(_ report: TrendsReport, catalog: Catalog) -> [String] {
        let craving = report.showsCraving
        let limited = report.budgetIsOn
        let plans = report.showsPlans
        let header =
            [catalog.weekHeader, catalog.totalHeader] + (limited ? [catalog.weeklyLimitHeader] : [])
            + [catalog.drinkingDaysHeader, catalog.soberDaysHeader, catalog.unrecordedHeader]
            + (craving ? [catalog.cravingHeader] : [])
            + (plans ? [catalog.plannedDaysHeader, catalog.asPlannedHeader] : [])
        let rows = report.weeks.map { row -> [String] in
            let week = row.total
            let planCells: [String] =
                plans
                ? [
                    row.plan.map { catalog.days($0.plannedDays) } ?? "",
                    row.plan.map { "\($0.daysAsPlanned)/\($0.recordedDays)" } ?? "",
                ] : []
            return [
                catalog.shortSpan(week.firstDay, week.lastDay) + (week.isComplete ? "" : " " + catalog.thisWeek),
                catalog.grams(week.totalTenths, report.secondUnit),
            ]
                + (limited ? [row.isOverBudget ? catalog.overWeeklyLimitMark : ""] : [])
                + [catalog.days(week.drinkingDays), catalog.days(week.soberDays), catalog.days(week.unrecordedDays)]
                + (craving ? [week.averageCravingTenths.map(formatTenths) ?? ""] : []) + planCells
        }
        let numbers = [1] + Array((limited ? 3 : 2)..<header.count)
        return TextTable.lines([header] + rows, rightAligned: Set(numbers))
    }

    /// The last four weeks against the four before per recorded day, then the 休肝日 goal over the weeks they touch (in
    /// the sober style once every week met it): wrapped at `width` between phrases, the comparison on at most two lines
    /// (a narrow screen's three), never cut in a word, or each on one line when `width` is nil.
    static func closingLines(_ report: TrendsReport, catalog: Catalog, width: Int?) -> [ToneLine] {
        let comparison = report.comparison
        let sentence = catalog.trendsComparison(comparison)
        let lines =
            width.map {
                TextWrap.lines(sentence, firstWidth: $0, width: $0, maxLines: $0 < 60 ? 3 : 2, breaks: .phrases)
            } ?? [sentence]
        let goal = catalog.trendsGoal(comparison, goal: report.soberDaysPerWeekGoal)
        let goalLines = width.map { TextWrap.words(goal, width: $0, breaks: .phrases) } ?? [goal]
        return lines.map { ToneLine($0) }
            + goalLines.map { ToneLine($0, comparison.goalMetEveryWeek ? .sober : .plain) }
    }
}
