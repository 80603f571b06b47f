import DanshuCore

/// `danshu status`: one short line for a shell prompt or a status bar. Reads the journal and counts
/// the streak, nothing more, so it stays fast on a journal of many years.
enum StatusCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        let journal = try context.read()
        let today = context.today(journal.settings)
        let streaks = Streaks(days: journal.days, today: today)
        context.print(context.catalog.statusLine(streak: streaks.current, today: journal.state(of: today)))
    }
}
