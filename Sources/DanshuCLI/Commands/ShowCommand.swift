import DanshuCore

/// `danshu show [DATE]`: the day as text.
enum ShowCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(1)
        let journal = try context.read()
        let today = context.today(journal.settings)
        // Looking is not recording: a day after today is shown too, with nothing recorded on it.
        let date =
            try context.arguments.positionals.first.map { text throws(CommandFailure) in
                try context.date(text, today: today, allowFuture: true)
            } ?? today
        if date > today && journal.days[date] == nil {
            let plan = journal.dayPlan(on: date).map {
                context.catalog.dayPlanLine($0, kept: nil, journal.settings.secondUnit)
            }
            context.print(
                ([context.catalog.longDate(date), context.catalog.futureNothingRecorded] + (plan.map { [$0] } ?? []))
                    .joined(separator: "\n"))
        } else {
            printDay(date, of: journal, context)
        }
    }

    /// Prints a day the way `show` does.
    static func printDay(_ date: LocalDate, of journal: Journal, _ context: CommandContext) {
        // The day's plan as the day panel shows it; a day after today is not judged against it.
        let lines = DayText.lines(
            date, journal.days[date], settings: journal.settings, catalog: context.catalog,
            plan: journal.dayPlan(on: date), today: context.today(journal.settings), inert: context.inert)
        context.print(lines.joined(separator: "\n"))
    }
}
