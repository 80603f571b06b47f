import DanshuCore
import DanshuText
import DanshuUI

/// `danshu stats [--month YYYY-MM] [--json]`: a month's statistics and the streak facts;
/// `danshu stats --weeks N [--json]`: the trends pane's numbers for the last N weeks.
enum StatsCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        if let weeks = context.arguments.value("weeks") { return try runWeeks(weeks, context) }
        let journal = try context.read()
        let catalog = context.catalog
        let today = context.today(journal.settings)
        var month = today.yearMonth
        if let text = context.arguments.value("month") {
            guard let parsed = YearMonth(iso: NumberInput.normalize(text)), Limits.years.contains(parsed.year) else {
                throw context.usageError(catalog.badMonth(text))
            }
            month = parsed
        }
        let report = MonthReport(journal: journal, month: month, today: today)
        if context.arguments.flag("json") {
            context.printBytes(StatisticsJSON.encode(report, urges: UrgeJSON.shows(journal)))
        } else {
            context.print(text(report, catalog, firstWeekday: journal.settings.weekStartsOn.weekday))
        }
    }

    /// `--weeks N`: the weeks ending with this week, as the trends pane shows them.
    static func runWeeks(_ text: String, _ context: CommandContext) throws(CommandFailure) {
        if context.arguments.value("month") != nil { throw context.usageError(context.catalog.weeksOrMonth) }
        guard case .success(let count) = NumberInput.whole(text, range: weeksRange) else {
            throw context.usageError(context.catalog.badWeeks(text, range: weeksRange))
        }
        let journal = try context.read()
        let today = context.today(journal.settings)
        let report = TrendsReport(journal: journal, weeks: count, endingWithWeekHolding: today, today: today)
        if context.arguments.flag("json") {
            context.printBytes(TrendsJSON.encode(report))
        } else {
            context.print(weeksText(report, context.catalog))
        }
    }

    /// How many weeks `--weeks` may ask for: up to ten years.
    static let weeksRange = 1...520

    /// The trends pane's lines as text (`TrendsText`): its weeks as a table, then its comparison and 休肝日 goal.
    static func weeksText(_ report: TrendsReport, _ catalog: Catalog) -> String {
        TrendsText.lines(report, catalog: catalog).joined(separator: "\n")
    }

    /// The statistics pane's lines as text (`StatisticsText`) under the month's title.
    static func text(_ report: MonthReport, _ catalog: Catalog, firstWeekday: Int = 0) -> String {
        ([catalog.statsTitle(report.month.month)]
            + StatisticsText.lines(report, catalog: catalog, firstWeekday: firstWeekday))
            .joined(separator: "\n")
    }
}
