import DanshuCore
import DanshuStore
import DanshuText

/// What another program's change to the open journal means for the session: the same three-way merge by meaning
/// as `danshu merge`, against the version the session last read and every value it has had (`MergeBase`: an older
/// version never undoes an edit), or a journal that became unusable.
enum DiskSync {
    /// What `JournalStore.checkDisk` found, for the app; nil when there is nothing to tell (no change, or the same
    /// problem the session already knows of).
    static func action(
        for change: DiskChange, ours: Journal, journalPath: String, home: String?, catalog: Catalog,
        known: DiskProblem?, madeCopy: (String) -> Void = { _ in }
    ) -> DiskFinding? {
        let problem: DiskProblem
        switch change {
        case .none:
            return nil
        case .changed(let base, let theirs):
            return merged(
                base: base, ours: ours, theirs: theirs, journalPath: journalPath, home: home, madeCopy: madeCopy)
        case .unreadable(let error):
            problem = .unreadable(reason: catalog.text(of: error.problem))
        case .emptied:
            problem = .emptied
        case .deleted:
            problem = .deleted
        }
        return problem == known ? nil : .unusable(problem)
    }

    /// A version kept aside merged in (`aside`), then the journal's change (`found`), as one finding: what came in
    /// counted against the session's journal `before` both, the days to write counted against the file the store now
    /// stands on (the journal's change, or the version the save `expected` when the journal had none). Without an
    /// aside version, `found` as it is.
    static func combined(_ aside: DiskFinding?, then found: DiskFinding?, before: Journal, expected: Journal?)
        -> DiskFinding?
    {
        guard case .merged(let first, let early, _)? = aside else { return found }
        switch found {
        case .unusable?:
            return found
        case .merged(let result, let late, let fromDisk)?:
            let cameIn = before.daysDiffering(from: result).count
            let arrival = SyncArrival(
                days: cameIn, settingsOrPresets: result.settings != before.settings || result.presets != before.presets,
                conflicts: (early.conflicts + late.conflicts).sorted(),
                planConflicts: Array(Set(early.planConflicts + late.planConflicts)).sorted(),
                theirsKept: late.theirsKept ?? early.theirsKept)
            return .merged(result, arrival, changedFromDisk: fromDisk)
        case nil:
            // The journal is as the store expected: every day the aside version changed is to be written.
            return .merged(first, early, changedFromDisk: (expected ?? Journal(days: [:])).daysDiffering(from: first))
        }
    }

    /// Theirs merged into ours: what came in, and their version of any day or week's plan both changed, kept beside the
    /// journal as a conflict copy (`danshu merge COPY` and `danshu import --theirs COPY` take it up), told to `madeCopy`.
    static func merged(
        base: MergeBase, ours: Journal, theirs: Journal, journalPath: String, home: String?,
        madeCopy: (String) -> Void = { _ in }
    ) -> DiskFinding {
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        let result = merge.journal
        let cameIn = ours.daysDiffering(from: result).count
        let fromDisk = theirs.daysDiffering(from: result)
        var kept: String?
        if let copy = merge.keptAside(of: theirs) {
            let made = try? JournalFile.createConflictCopy(beside: journalPath, journal: copy)
            made.map(madeCopy)
            kept = made.map { SyncConflictCopies.shortened($0, home: home) }
        }
        let arrival = SyncArrival(
            days: cameIn, settingsOrPresets: result.settings != ours.settings || result.presets != ours.presets,
            conflicts: merge.conflicts.map(\.date), planConflicts: merge.plansKeptOurs, theirsKept: kept)
        return .merged(result, arrival, changedFromDisk: fromDisk)
    }
}
