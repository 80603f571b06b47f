import DanshuCore
import DanshuStore

/// `danshu check`: reads the journal as the app would; `ok: PATH (N days, M presets)` or the
/// reader's error (exit 3), why changes are refused when the journal is read-only, and the sync tools'
/// conflict copies beside it. Never writes.
enum CheckCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(0)
        let path = try context.journalPath()
        // Only their number is shown, so the days are counted, not kept.
        let counted: JournalCount?
        do {
            counted = try JournalStore(path: path).count()
        } catch {
            throw context.unreadable(error)
        }
        if let counted { context.speak(as: counted.settings) }
        context.print(
            context.catalog.checkOK(
                path: path, days: counted?.days ?? 0, presets: counted?.presets ?? 0,
                exists: counted != nil))
        if let readOnly = JournalAccess.readOnlyReason(journal: path) {
            context.print(context.catalog.checkReadOnly(readOnly))
        }
        for copy in SyncConflictCopies.beside(journal: path) {
            context.print(
                context.catalog.checkConflictCopy(
                    copy, command: ShellLine.foldCopy(copy, journal: path, environment: context.host.environment)))
        }
    }
}
