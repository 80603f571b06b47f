#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DanshuCore
import DanshuStore
import DanshuApp
import DanshuText

/// The journal of an interactive session on disk: runs the reducer's effects (a save, a write-back, a report) when the
/// run loop's step asks, says what happened as actions for the reducer, and merges in another program's change to the file
/// (Syncthing, Dropbox, `git pull`) by meaning instead of refusing every later key (issue 21).
///
/// The lock of a journal that did not exist yet is taken at its first save, so a session that changes nothing
/// creates nothing (DESIGN §3).
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
                try store.writeBack(state.journal)
                return .writtenBack
            } catch {
                return .saveFailed(reason: catalog.shortReason(for: error))
            }
        case .writeReport(let end):
            let path = ReportFile.path(endingOn: end, weeks: ClinicReport.defaultWeeks, folder: reportFolder)
            let report = ClinicReport(journal: state.journal, weeks: ClinicReport.defaultWeeks, endingOn: end, today: state.today)
            do {
                try JournalFile.replace(path, with: Array(ReportHTML.page(report, catalog: catalog, notes: true).utf8))
                return .reportWritten(path: SyncConflictCopies.shortened(path, home: home))
            } catch {
                return .reportNotWritten(reason: catalog.shortReason(for: error))
            }
        case .quit:
            return nil
        }
    }

    /// Looks at the file (on a clock tick): another program's change since the last look, merged in, or a journal
    /// that became unusable. One `stat` when nothing changed.
    func lookAtDisk(_ state: AppState, catalog: Catalog) -> SystemAction? {
        guard state.readOnly == nil else { return nil }
        merges = 0
        return DiskSync.action(for: store.checkDisk(), ours: state.journal, journalPath: path, home: home, catalog: catalog,
                               known: state.diskProblem).map(SystemAction.init)
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
            } catch where error.step == .checkUnchanged && merges < Self.mostMergesPerSave {
                merges += 1
                // A version kept aside (another program replaced the journal twice around the swap) is merged first,
                // against the version this store expected, then the journal's own change as always.
                var ours = state.journal
                var aside: DiskFinding?, expected: Journal?
                if let copy = error.keptAside, let base = store.lastJournal, let theirs = JournalStore.journal(at: copy) {
                    expected = base
                    aside = DiskSync.merged(base: base, ours: ours, theirs: theirs, journalPath: path, home: home)
                    if case .merged(let result, _, _)? = aside { ours = result }
                }
                let change = store.checkDisk(comparingBytes: true)
                let found = DiskSync.action(for: change, ours: ours, journalPath: path, home: home, catalog: catalog, known: nil)
                if let combined = DiskSync.combined(aside, then: found, before: state.journal, expected: expected) {
                    // The copy goes with the save that holds it: only when its merge is what the session takes on (an
                    // unusable journal found meanwhile drops that merge, and the copy stays for `danshu check`).
                    if let copy = error.keptAside, aside != nil, case .merged = combined { mergedAside.append(copy) }
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
            let code: Int32 = switch error.reason {
            case .locked: EWOULDBLOCK
            case .system(let code): code
            }
            throw JournalSaveError(journal: path, step: .takeLock, file: error.lockFile, code: code)
        }
    }
}
