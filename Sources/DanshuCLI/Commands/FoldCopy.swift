import DanshuCore
import DanshuStore
import DanshuText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `danshu merge COPY`: a sync tool's conflict copy (`journal.sync-conflict-….json`, `journal (… conflicted copy
/// …).json`) folded into the journal by meaning, as the merge driver merges: days by date, presets by name, settings
/// key by key, with no common version known (both sides' days count as added). A day or a week's plan the two hold
/// differently keeps the journal's and is listed, and the copy then stays, with the command that takes its version;
/// otherwise the copy is removed. Days after today are folded in too: the other machine's clock or time zone may be ahead.
enum FoldCopy {
    static func run(copy: String, _ context: CommandContext) throws(CommandFailure) -> Int32 {
        let theirs = try MergeCommand.read(copy, context)
        var made: JournalMerge?
        var before = Journal.empty
        let editor = try context.change { editor throws(CommandFailure) in
            before = editor.journal
            let merge = JournalMerge(base: Journal(days: [:]), ours: editor.journal, theirs: theirs)
            made = merge
            editor.replace(with: merge.journal)
        }
        guard let merge = made else { return ExitCode.success }
        let catalog = context.catalog
        let cameIn = before.daysDiffering(from: editor.journal).count
        var lines = MergeCommand.keptOurs(merge, ours: before, theirs: theirs, catalog: catalog)
        let environment = context.host.environment
        var removed = false
        if merge.keptAside(of: theirs) != nil {
            lines.append(
                catalog.foldKeptCopy(
                    takeTheirs: ShellLine.danshu(
                        ["import", "--theirs", copy], journal: try context.journalPath(),
                        environment: environment)))
        } else if unlink(copy) == 0 {
            removed = true
        } else {
            lines.append(catalog.foldCopyNotRemoved(copy, reason: catalog.systemReason(errno)))
        }
        lines.insert(catalog.foldSummary(days: cameIn, removed: removed), at: 0)
        context.print(lines.joined(separator: "\n"))
        return merge.hasConflicts ? ExitCode.mergeConflict : ExitCode.success
    }
}
