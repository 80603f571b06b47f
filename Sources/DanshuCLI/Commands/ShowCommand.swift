import DanshuCore

/// `danshu show [DATE]`: the day as text.
enum ShowCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(1)
        let journal = try context.read()
        let today = context.today(journal.settings)
        // Looking is not recording: a day after today is shown too, with nothing recorded on it.
        let date = try context.arguments.positionals.first.map { text throws(CommandFailure) in
            try context.date(text, today: today, allowFuture: true)
        } ?? today
        if date > today && journal.days[date] == nil {
            context.print(context.catalog.longDate(date) + "\n" + context.catalog.futureNothingRecorded)
        } else {
            printDay(date, of: journal, context)
        }
    }

    /// Prints a day the way `show` does.
    static func printDay(_ date: LocalDate, of journal: Journal, _ context: CommandContext) {
        let lines = DayText.lines(date, journal.days[date], settings: journal.settings, catalog: context.catalog, inert: context.inert)
        context.print(lines.joined(separator: "\n"))
    }
}
