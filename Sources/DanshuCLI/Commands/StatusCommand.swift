import DanshuCore
import DanshuStore

/// `danshu status [--format TEMPLATE | --json]`: one short line for a shell prompt or a status bar.
/// Every prompt runs it, so it glances at the journal's end (`JournalTailReader`) and reads the whole
/// file only when the file is not laid out as danshu writes it.
enum StatusCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        let arguments = context.arguments
        if arguments.flag("json") && arguments.value("format") != nil {
            throw context.usageError(context.catalog.formatOrJSON)
        }
        let format = try arguments.value("format").map { text throws(CommandFailure) in
            switch StatusFormat.parse(text) {
            case .success(let format): return format
            case .failure(let error): throw context.usageError(context.catalog.message(for: error))
            }
        }
        let facts = try todayFacts(context)
        // The urges are read only when asked: the whole journal, not its end.
        let asksRisk = arguments.flag("urge-risk") || format?.parts.contains(.placeholder(.urgeRisk)) == true
        let risk = asksRisk ? try urgeRisk(context) : nil
        let catalog = context.catalog
        if arguments.flag("json") {
            context.printBytes(StatusJSON.encode(facts, urgeRisk: risk))
        } else if let format {
            context.print(format.render { catalog.statusValue($0, facts, urgeRisk: risk) })
        } else {
            let line = catalog.statusLine(streak: facts.streak, today: facts.record)
            context.print(risk.flatMap(catalog.urgeRiskLine).map { line + "  " + $0 } ?? line)
        }
    }

    /// The urge risk now: the last 90 days of the journal and its plans.
    static func urgeRisk(_ context: CommandContext) throws(CommandFailure) -> UrgeRiskNow {
        let guess = context.host.today(dayStartsAtHour: 0)
        let journal = try context.read(
            keepingDaysIn: guess.adding(days: -UrgeRiskHours.days - 1)...guess.adding(days: 1))
        let today = context.today(journal.settings)
        return UrgeRiskNow(
            journal: journal, today: today,
            now: context.host.now(dayStartsAtHour: journal.settings.dayStartsAtHour).time)
    }

    /// Today's facts: from the journal's last lines when they are the writer's, else from the whole journal.
    static func todayFacts(_ context: CommandContext) throws(CommandFailure) -> StatusFacts {
        try todayGlance(context).facts
    }

    /// Today's facts and the journal's settings: from its first and last lines when they are the writer's, else from
    /// the whole journal.
    static func todayGlance(_ context: CommandContext) throws(CommandFailure) -> JournalTailReader.Glance {
        let path = try context.journalPath()
        if let glance = JournalTailReader.glance(path: path, today: context.today) {
            context.speak(as: glance.settings)
            return glance
        }
        let journal = try context.read()
        return JournalTailReader.Glance(
            settings: journal.settings, facts: StatusFacts(journal: journal, today: context.today(journal.settings)))
    }
}
