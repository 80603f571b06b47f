import DanshuCore
import DanshuStore

/// `danshu export [--format csv|json] [--table days|urges|if-then-plans] [--from DATE] [--to DATE]`: the days (or, in
/// CSV, the urges' or the if-then plans' table) on standard output, byte for byte (made inert only when standard output
/// is a terminal).
enum ExportCommand {
    /// The CSV tables, by their `--table` word: one row a day's drink, an urge, or an if-then plan (design.md §9).
    private enum Table: String, CaseIterable {
        case days
        case urges
        case ifThenPlans = "if-then-plans"
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        let arguments = context.arguments
        let format = arguments.value("format") ?? "csv"
        guard format == "csv" || format == "json" else {
            throw context.usageError(context.catalog.badChoice(option: "--format", value: format, allowed: "csv|json"))
        }
        let word = arguments.value("table") ?? Table.days.rawValue
        guard let table = Table(rawValue: word) else {
            let allowed = Table.allCases.map(\.rawValue).joined(separator: "|")
            throw context.usageError(context.catalog.badChoice(option: "--table", value: word, allowed: allowed))
        }
        if format == "json" && arguments.value("table") != nil {
            throw context.usageError(context.catalog.exportTableIsCSV)
        }
        let journal = try context.read()
        let today = context.today(journal.settings)
        let from = try arguments.value("from").map { text throws(CommandFailure) in
            try context.date(text, today: today, allowFuture: true)
        }
        let to = try arguments.value("to").map { text throws(CommandFailure) in
            try context.date(text, today: today, allowFuture: true)
        }
        if let from, let to, from > to { throw context.usageError(context.catalog.fromAfterTo(from: from, to: to)) }
        guard format == "csv" else { return context.printBytes(JournalExport.json(journal, from: from, to: to)) }
        switch table {
        case .days: context.printBytes(JournalExport.csv(journal, from: from, to: to))
        case .urges: context.printBytes(JournalExport.urgesCSV(journal, from: from, to: to))
        // Every plan, whatever the range: urges of any day may name any of them.
        case .ifThenPlans: context.printBytes(JournalExport.ifThenPlansCSV(journal))
        }
    }
}
