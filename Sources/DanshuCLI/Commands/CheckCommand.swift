import DanshuCore
import DanshuStore

/// `danshu check`: reads the journal as the app would; `ok: PATH (N days, M presets)` or the
/// reader's error (exit 3), why changes are refused when the journal is read-only, and the sync tools'
/// conflict copies beside it. Never writes.
enum CheckCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        let path = try context.journalPath()
        let store = JournalStore(path: path)
        store.seedsWriter = false  // check never saves
        let journal = try context.load(store)
        context.print(context.catalog.checkOK(path: path, days: journal.days.count, presets: journal.presets.count,
                                              exists: store.lastBytes != nil))
        if let readOnly = JournalAccess.readOnlyReason(journal: path) { context.print(context.catalog.checkReadOnly(readOnly)) }
        for copy in SyncConflictCopies.beside(journal: path) { context.print(context.catalog.checkConflictCopy(copy)) }
        // Left to the process's end: freeing thousands of records one by one takes longer than the exit does.
        _ = Unmanaged.passRetained(Kept(journal))
    }

    private final class Kept {
        let journal: Journal
        init(_ journal: Journal) { self.journal = journal }
    }
}
