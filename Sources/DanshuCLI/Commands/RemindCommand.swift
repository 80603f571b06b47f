import DanshuCore

/// `danshu remind`: for cron and timers. Silent with exit 0 when today is answered (yes or no); else
/// one line and exit 1, so `danshu remind || notify-send …` reminds only when needed.
enum RemindCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) -> Int32 {
        try context.expectAtMost(0)
        guard try !StatusCommand.todayFacts(context).answered else { return ExitCode.success }
        context.print(context.catalog.notRecordedYet)
        return ExitCode.notAnswered
    }
}
