import DanshuCore

/// `danshu remind`: for cron and timers. Silent with exit 0 when today is answered (yes or no); else
/// one line and exit 1, so `danshu remind || notify-send …` reminds only when needed.
/// `danshu remind --medicine`: the same for today's medicine, for a timer at the hour the person chooses (before going
/// out, say): silent when it is marked taken; with no medicine set, a usage error (exit 2), so a timer never stays quiet
/// for a reason nobody sees.
enum RemindCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) -> Int32 {
        try context.expectAtMost(0)
        if context.arguments.flag("medicine") { return try medicine(context) }
        guard try !StatusCommand.todayFacts(context).answered else { return ExitCode.success }
        context.print(context.catalog.notRecordedYet)
        return ExitCode.notAnswered
    }

    private static func medicine(_ context: CommandContext) throws(CommandFailure) -> Int32 {
        // Today and the settings from the file's ends, as plain `remind` reads them.
        let glance = try StatusCommand.todayGlance(context)
        guard let name = glance.settings.medicineName else {
            throw context.usageError(context.catalog.medicineNotSetForCommand)
        }
        guard glance.facts.record?.tookMedicine != true else { return ExitCode.success }
        context.print(context.catalog.medicineNotTakenYet(name))
        return ExitCode.notAnswered
    }
}
