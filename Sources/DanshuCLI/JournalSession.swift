import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal of an interactive session on disk: runs the reducer's effects (a save, a write-back, a report) when the
/// run loop's step asks, says what happened as actions for the reducer, and merges in another program's change to the file
/// (Syncthing, Dropbox, `git pull`) by meaning instead of refusing every later key (issue 21).
///
/// The lock of a journal that did not exist yet is taken at its first save, so a session that changes nothing
/// creates nothing (design.md §3).
final class JournalSession {
    let path: String
    let store: JournalStore
    /// The home folder, so that a path in a message reads `~/…`.
    let home: String?
    /// Where the report pane writes its HTML file: the folder the app was started in (or the home folder).
    let reportFolder: String
    private var lock: JournalLock?
    /// How many times in a row a save met another program's change; bounded, so a file that changes without pause
    /// still lets the session go on.
    private var merges = 0
    private static let mostMergesPerSave = 5
    /// Versions of another program's that a save kept aside and this session merged in: removed once a save holds them.
    private var mergedAside: [String] = []
    /// The sync conflict copies beside the journal the session knows of (found at the start or since, or made by
    /// itself); a new one is named on the message line (issue 34).
    private var knownCopies = Set<String>()
    /// The folder's times when its copies were last listed: listed again only when they moved.
    private var copiesListedAt: [Int]?
    /// What the restored terminal says once the app has ended (`leave`).
    private(set) var parting: [String] = []

    init(path: String, store: JournalStore, lock: JournalLock?, home: String?, reportFolder: String) {
        self.path = path
        self.store = store
        self.lock = lock
        self.home = home
        self.reportFolder = reportFolder
    }

    deinit { lock?.release() }

    /// Does what the first save of `state`'s journal needs beforehand (`JournalStore.prepareFirstSave`), unless the
    /// journal is only read.
    func prepareFirstSave(of state: AppState) {
        if state.readOnly == nil { store.prepareFirstSave(of: state.journal) }
    }

    /// Runs one of the reducer's effects on disk and says what came of it, for the reducer (nil: nothing to tell; the
    /// run loop ends the app at `.quit` itself).
    func perform(_ effect: Effect, on state: AppState, catalog: Catalog) -> SystemAction? {
        switch effect {
        case .save(let days):
            return save(days, state, catalog: catalog)
        case .writeBack:
            do {
                try takeLock()
                let kept = try store.writeBack(state.journal)
                if let kept { knownCopies.insert(kept) }
                return .writtenBack(kept: kept.map { SyncConflictCopies.shortened($0, home: home) })
            } catch {
                return .saveFailed(reason: catalog.shortReason(for: error))
            }
        case .writeReport(let end):
            let path = ReportFile.path(endingOn: end, folder: reportFolder)
            let report = ClinicReport(
                journal: state.journal, weeks: ClinicReport.defaultWeeks, endingOn: end, today: state.today)
            do {
                try JournalFile.replace(path, with: Array(ReportHTML.page(report, catalog: catalog, notes: true).utf8))
                return .reportWritten(path: SyncConflictCopies.shortened(path, home: home))
            } catch {
                return .reportNotWritten(reason: catalog.shortReason(for: error))
            }
        case .quit, .exit:
            return nil
        }
    }

    /// Looks at the file (once a second, and before leaving): another program's change since the last look, merged in,
    /// or a journal that became unusable; else a sync conflict copy that appeared beside it. A `stat` of each when nothing
    /// changed.
    func lookAtDisk(_ state: AppState, catalog: Catalog, environment: [String: String]) -> SystemAction? {
        guard state.readOnly == nil else { return nil }
        merges = 0
        if let found = DiskSync.action(
            for: store.checkDisk(), ours: state.journal, journalPath: path, home: home, catalog: catalog,
            known: state.diskProblem, madeCopy: { self.knownCopies.insert($0) })
        {
            return SystemAction(found)
        }
        guard let (copy, others) = newCopy() else { return nil }
        return .syncCopyAppeared(
            command: ShellLine.foldCopy(copy, journal: path, environment: environment), others: others)
    }

    /// The message naming the copies beside the journal at the start, which the session then knows of.
    func copiesAtStart(environment: [String: String]) -> Message? {
        copiesListedAt = SyncConflictCopies.folderChanged(journal: path)
        let copies = SyncConflictCopies.beside(journal: path)
        knownCopies = Set(copies)
        guard let copy = copies.first else { return nil }
        return .syncConflictCopy(
            command: ShellLine.foldCopy(copy, journal: path, environment: environment), others: copies.count - 1)
    }

    /// A copy beside the journal the session did not know of, and how many others there are; the folder is listed only
    /// when its change time moved.
    private func newCopy() -> (String, others: Int)? {
        let changed = SyncConflictCopies.folderChanged(journal: path)
        guard let changed, changed != copiesListedAt else { return nil }
        copiesListedAt = changed
        let copies = SyncConflictCopies.beside(journal: path)
        let new = copies.filter { !knownCopies.contains($0) }
        knownCopies = Set(copies)
        return new.first.map { ($0, copies.count - 1) }
    }

    /// The app has ended: what the restored terminal says, from the messages of the last steps (`Leaving.parting`), and
    /// the line that folds in a sync conflict copy left beside the journal, which works now that the lock is let go. What
    /// the session holds and the file does not (a save at the end that failed) is kept beside it as a conflict copy first,
    /// unless the user chose to quit without writing over an unusable journal.
    func leave(_ state: AppState, catalog: Catalog, environment: [String: String]) {
        parting = (state.leaving?.parting ?? []).map { catalog.message($0) }
        if state.readOnly == nil, state.diskProblem == nil, !store.holds(state.journal),
            let copy = try? JournalFile.createConflictCopy(beside: path, journal: state.journal)
        {
            knownCopies.insert(copy)
            parting.append(
                catalog.keptAtEnd(command: ShellLine.foldCopy(copy, journal: path, environment: environment)))
            return
        }
        let copies = SyncConflictCopies.beside(journal: path)
        if let copy = copies.first {
            parting.append(
                catalog.syncConflictCopy(
                    command: ShellLine.foldCopy(copy, journal: path, environment: environment),
                    others: copies.count - 1))
        }
    }

    /// One save; a failed one is taken back by the reducer. Another program's version found by the save comes back
    /// merged in, and the reducer then asks for the save again.
    private func save(_ days: Set<LocalDate>, _ state: AppState, catalog: Catalog) -> SystemAction {
        while true {
            do {
                try takeLock()
                try store.save(state.journal, changed: days)
                merges = 0
                // What was kept aside is in the journal now.
                for copy in mergedAside { unlink(copy) }
                mergedAside.removeAll()
                return .saved
            } catch  where error.step == .checkUnchanged && merges < Self.mostMergesPerSave {
                merges += 1
                // A version kept aside (another program replaced the journal twice around the swap) is merged first,
                // against the version this store expected, then the journal's own change as always.
                var ours = state.journal
                var aside: DiskFinding?
                var expected: Journal?
                if let copy = error.keptAside, let theirs = JournalStore.journal(at: copy) {
                    expected = store.lastJournal
                    aside = DiskSync.merged(
                        base: store.mergeBase, ours: ours, theirs: theirs, journalPath: path, home: home,
                        madeCopy: { self.knownCopies.insert($0) })
                    if case .merged(let result, _, _)? = aside {
                        ours = result
                        store.noteMerged(theirs)
                    }
                }
                let change = store.checkDisk(comparingBytes: true)
                let found = DiskSync.action(
                    for: change, ours: ours, journalPath: path, home: home, catalog: catalog, known: nil,
                    madeCopy: { self.knownCopies.insert($0) })
                if let combined = DiskSync.combined(aside, then: found, before: state.journal, expected: expected) {
                    // The copy goes with the save that holds it: only when its merge is what the session takes on (an
                    // unusable journal found meanwhile drops that merge, and the copy stays for `danshu check`).
                    if let copy = error.keptAside, aside != nil, case .merged = combined { mergedAside.append(copy) }
                    if let copy = error.keptAside { knownCopies.insert(copy) }
                    return SystemAction(combined)
                }
                // Nothing found after all (the other program put back what was there): the same save again.
            } catch {
                merges = 0
                let reason = catalog.shortReason(for: error)
                // A failed folder sync comes after the rename: the file already holds the change.
                return error.step == .syncFolder ? .saveNotFlushed(reason: reason) : .saveFailed(reason: reason)
            }
        }
    }

    /// The lock of a journal created by this session, taken at its first save; a second session that created the
    /// same journal meanwhile holds it, and the save is refused with that reason.
    private func takeLock() throws(JournalSaveError) {
        guard lock == nil else { return }
        do {
            lock = try JournalLock.tryLock(journal: path)
        } catch {
            let code: Int32 =
                switch error.reason {
                case .locked: EWOULDBLOCK
                case .system(let code): code
                }
            throw JournalSaveError(journal: path, step: .takeLock, file: error.lockFile, code: code)
        }
    }
}
