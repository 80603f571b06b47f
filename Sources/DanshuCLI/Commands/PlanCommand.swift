import DanshuCore
import DanshuText
import DanshuUI

/// `danshu plan [WEEK] --days LIST [--max AMOUNT]`, `--sober`, `--none`, `--show`: a week's plan (design.md §8) with the edit
/// the app's plan form makes (`JournalEdit.planWeek`), checked by the same rules. WEEK is any day of the week (this week
/// by default, `next` for the next); the week starts as the calendar's does (`weekStartsOn`). Without an option, or with
/// `--show`, prints the week's plan against what was recorded, and the suggestion.
enum PlanCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(1)
        let arguments = context.arguments
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        let daysText = arguments.value("days")
        let maxText = arguments.value("max")
        let sober = arguments.flag("sober")
        let none = arguments.flag("none")
        let show = arguments.flag("show")
        let changes = [daysText != nil || maxText != nil, sober, none].filter { $0 }.count
        if changes > 1 || (show && changes > 0) {
            throw context.usageError(catalog.planOptionsTogether, showUsage: true)
        }
        var days: Set<Weekday>?
        if let daysText {
            switch PlanInput.days(daysText) {
            case .success(let parsed): days = parsed
            case .failure(let problem): throw context.usageError(catalog.message(for: problem, text: daysText))
            }
        }
        guard changes > 0 else {
            let journal = try context.read()
            let today = context.today(journal.settings)
            let start = try week(journal.settings, today: today, context)
            context.print(text(start, journal, today: today, catalog: catalog))
            return
        }
        let editor = try context.change { editor throws(CommandFailure) in
            let start = try week(editor.journal.settings, today: editor.today, context)
            let plan: WeekPlan?
            if none {
                plan = nil
            } else if sober {
                plan = .sober
            } else {
                let existing = editor.journal.plans[start]
                var maxTenths = existing?.drinkingDays.isEmpty == false ? existing?.maxTenths : nil
                if let maxText {
                    switch PlanInput.amount(maxText, oneDrinkTenths: editor.journal.settings.oneDrinkTenths) {
                    case .success(let tenths): maxTenths = tenths
                    case .failure: throw context.usageError(catalog.badPlanAmount(maxText))
                    }
                }
                guard let drinking = days ?? existing?.drinkingDays, !drinking.isEmpty || days != nil else {
                    throw context.usageError(catalog.planNeedsDays, showUsage: true)
                }
                guard drinking.isEmpty || maxTenths != nil else {
                    throw context.usageError(catalog.planNeedsMax, showUsage: true)
                }
                plan = WeekPlan(drinkingDays: drinking, maxTenths: drinking.isEmpty ? nil : maxTenths)
            }
            try editor.apply(.planWeek(start, plan))
        }
        let start = try week(editor.journal.settings, today: editor.today, context)
        context.print(text(start, editor.journal, today: editor.today, catalog: context.catalog))
        // A plan counts every recorded day of its week, those recorded before it was made too: said when there are some.
        if editor.journal.plans[start] != nil,
            (0..<7).contains(where: {
                start.adding(days: $0) <= editor.today && editor.journal.days[start.adding(days: $0)]?.drank != nil
            })
        {
            context.print(context.catalog.planCountsRecordedDays)
        }
    }

    /// The first day of the week WEEK names (a DATE, `next`, `last`, this week when absent), as the calendar's weeks start.
    static func week(_ settings: Settings, today: LocalDate, _ context: CommandContext) throws(CommandFailure)
        -> LocalDate
    {
        var date = today
        if let word = context.arguments.positionals.first {
            if let weeks = relativeWeeks[NumberInput.normalize(word).lowercased()] {
                date = today.adding(days: 7 * weeks)
            } else {
                date = try context.date(word, today: today, allowFuture: true)
            }
        }
        return settings.weekStartsOn.firstDay(ofWeekHolding: date)
    }

    /// Words for a week counted from this one.
    private static let relativeWeeks = ["this": 0, "next": 1, "last": -1, "今週": 0, "来週": 1, "先週": -1]

    /// The week's plan as `--show` prints it: the span and the plan, each day's plan with what was recorded, how many
    /// recorded days kept to it, and the suggestion with the command that takes it.
    static func text(_ start: LocalDate, _ journal: Journal, today: LocalDate, catalog: Catalog) -> String {
        let unit = journal.settings.secondUnit
        let end = start.adding(days: 6)
        let tally = PlanTally(journal: journal, from: start, to: end, today: today)
        var lines = [
            catalog.planShowTitle(
                start, end, plan: journal.plans[start].map { catalog.planSummary($0, weekStart: start, unit) })
        ]
        if tally != nil {
            let rows = (0..<7).map { offset -> [String] in
                let date = start.adding(days: offset)
                let state = date > today ? nil : journal.state(of: date)
                let plan = journal.dayPlan(on: date)
                return [
                    catalog.reportDate(date),
                    plan.map { catalog.dayPlanLine($0, kept: state.flatMap($0.kept), unit) } ?? "",
                    state.map(catalog.dayStatus) ?? "",
                ]
            }
            lines += TextTable.lines(rows, indent: 2)
        }
        if let tally, tally.recordedDays > 0 { lines.append(catalog.daysAsPlanned(tally)) }
        let suggestion = PlanSuggestion(journal: journal, today: today)
        let hasDrinkingDays = journal.plans[start].map { !$0.drinkingDays.isEmpty } ?? false
        lines.append(
            catalog.planShowSuggestion(suggestion, unit, week: start, needsDays: !hasDrinkingDays, today: today))
        return lines.joined(separator: "\n")
    }
}
