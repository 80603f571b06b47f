import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI

/// `danshu report [--weeks N] [--to DATE] [--format text|html|json] [--output FILE] [--no-notes]`: the report for the
/// doctor (design.md §8), the four weeks ending today by default, beside the weeks before.
enum ReportCommand {
    /// The formats `--format` takes.
    enum Format: String, CaseIterable {
        case text, html, json

        /// The ending of the file `--output` names in a folder.
        var fileExtension: String { self == .text ? "txt" : rawValue }
    }

    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        // The catalog only on a refusal: asked before the journal is read, it would read the whole file for its language.
        var weeks = ClinicReport.defaultWeeks
        if let text = context.arguments.value("weeks") {
            guard case .success(let count) = NumberInput.whole(text, range: ClinicReport.weeksRange) else {
                throw context.usageError(context.catalog.badReportWeeks(text, range: ClinicReport.weeksRange))
            }
            weeks = count
        }
        let formatText = context.arguments.value("format") ?? Format.text.rawValue
        guard let format = Format(rawValue: formatText) else {
            throw context.usageError(context.catalog.badReportFormat(formatText, Format.allCases.map(\.rawValue)))
        }
        // Only the weeks asked for and those before them are kept of the journal (every day is still read and checked);
        // today depends on the journal's dayStartsAtHour by a day at most, so a day's margin each way holds them.
        let toText = context.arguments.value("to")
        let guess = context.host.today(dayStartsAtHour: 0)
        let roughTo =
            try toText.map { text throws(CommandFailure) in try context.date(text, today: guess, allowFuture: true) }
            ?? guess
        let first = min(
            roughTo.adding(days: -max(14 * weeks, DrinkingComparison.windowDays) - 2),
            AuditC.firstDayLookedAt(endingOn: roughTo.adding(days: 2)).adding(days: -2))
        let journal = try context.read(keepingDaysIn: first...roughTo.adding(days: 2))
        let catalog = context.catalog
        let today = context.today(journal.settings)
        let to = try toText.map { text throws(CommandFailure) in try reportEnd(text, today: today, context) } ?? today
        let notes = !context.arguments.flag("no-notes")
        let report = ClinicReport(journal: journal, weeks: weeks, endingOn: to, today: today)
        let bytes: [UInt8]
        switch format {
        case .text:
            bytes = Array(
                (ReportText.lines(report, catalog: catalog, notes: notes).joined(separator: "\n") + "\n").utf8)
        case .json: bytes = ReportJSON.encode(report, notes: notes, today: today, urges: UrgeJSON.shows(journal))
        case .html: bytes = Array(ReportHTML.page(report, catalog: catalog, notes: notes).utf8)
        }
        guard let given = context.arguments.value("output") else {
            context.printBytes(bytes)
            return
        }
        // A folder takes the report under the name the app's `h` gives it too: report-YYYY-MM-DD (the last day).
        let output =
            ReportFile.isFolder(given)
            ? (given.hasSuffix("/") ? given : given + "/")
                + ReportFile.name(endingOn: to, extension: format.fileExtension) : given
        do {
            try JournalFile.replace(output, with: bytes)
        } catch {
            throw CommandFailure(
                ExitCode.saveFailed, catalog.reportOutputFailed(output, reason: catalog.systemReason(error.code)))
        }
        context.say(catalog.reportWritten(output))
    }

    /// `--to DATE`: the report's last day, today or before; a day to come is refused with what the report needs.
    static func reportEnd(_ text: String, today: LocalDate, _ context: CommandContext) throws(CommandFailure)
        -> LocalDate
    {
        let date = try context.date(text, today: today, allowFuture: true)
        if date > today { throw context.usageError(context.catalog.reportEndInFuture(date, today: today)) }
        return date
    }
}
