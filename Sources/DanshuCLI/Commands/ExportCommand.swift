import DanshuCore
import DanshuStore

/// `danshu export [--format csv|json] [--from DATE] [--to DATE]`: the days on standard output,
/// byte for byte (made inert only when standard output is a terminal).
enum ExportCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        let arguments = context.arguments
        let format = arguments.value("format") ?? "csv"
        guard format == "csv" || format == "json" else {
            throw context.usageError(context.catalog.badChoice(option: "--format", value: format, allowed: "csv|json"))
        }
        let journal = try context.read()
        let today = context.today(journal.settings)
        let from = try arguments.value("from").map { text throws(CommandFailure) in try context.date(text, today: today, allowFuture: true) }
        let to = try arguments.value("to").map { text throws(CommandFailure) in try context.date(text, today: today, allowFuture: true) }
        if let from, let to, from > to { throw context.usageError(context.catalog.fromAfterTo(from: from, to: to)) }
        context.printBytes(format == "json" ? JournalExport.json(journal, from: from, to: to) : JournalExport.csv(journal, from: from, to: to))
    }
}
