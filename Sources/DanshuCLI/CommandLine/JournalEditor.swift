import DanshuCore
import DanshuText

/// A subcommand's edits of the journal under its lock: each one checked by the journal's own rules
/// (`Journal.apply`), a refusal ending the command with the reason (exit 2). Never the app's state machine.
struct JournalEditor {
    /// The journal with the edits so far.
    var journal: Journal
    /// The journal date of now, for the rules on future days.
    let today: LocalDate
    /// The local clock's time now, for the rule on urges to come (design.md §9).
    let now: ClockTime?
    /// The days the edits touched: the file's writer encodes only these again.
    private(set) var days = Set<LocalDate>()
    private let context: CommandContext

    init(journal: Journal, today: LocalDate, now: ClockTime? = nil, context: CommandContext) {
        self.journal = journal
        self.today = today
        self.now = now
        self.context = context
    }

    /// Makes an edit; true when it changed the journal. A refusal ends the command with its reason, and the sentence
    /// `hint` gives for it (what to type instead), if any.
    @discardableResult
    mutating func apply(_ edit: JournalEdit, hint: (EditRefusal) -> String? = { _ in nil }) throws(CommandFailure)
        -> Bool
    {
        do {
            guard let applied = try journal.apply(edit, today: today, now: now) else { return false }
            days.formUnion(applied.days)
            return true
        } catch {
            throw context.usageError(context.catalog.message(for: error) + (hint(error).map { "\n" + $0 } ?? ""))
        }
    }

    /// Takes a whole journal made by a merge (`danshu merge COPY`): every day that differs is encoded again.
    mutating func replace(with merged: Journal) {
        days.formUnion(journal.daysDiffering(from: merged))
        journal = merged
    }
}
