#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DanshuCore
import DanshuStore
import DanshuApp
import DanshuText

/// The journal of an interactive session on disk: runs the reducer's effects (a save, a write-back) before the next
/// key is read, turns what happened into actions for the reducer, and merges in another program's change to the file
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

    init(path: String, store: JournalStore, lock: JournalLock?, home: String?, reportFolder: String) {
        self.path = path
        self.store = store
        self.lock = lock
        self.home = home
        self.reportFolder = reportFolder
    }

    deinit { lock?.release() }

    /// Reduces `action` and runs its effects; true when it ends the app.
    func apply(_ action: Action, to state: inout AppState, catalog: Catalog) -> Bool {
        merges = 0
        return run(reduce(&state, action), on: &state, catalog: catalog)
    }

    /// Looks at the file (on a clock tick): another program's change since the last look, merged in, or a journal
    /// that became unusable. One `stat` when nothing changed.
    func lookAtDisk(_ state: inout AppState, catalog: Catalog) -> Bool {
        guard state.readOnly == nil else { return false }
        merges = 0
        guard let action = DiskSync.action(for: store.checkDisk(), ours: state.journal, journalPath: path,
                                           home: home, catalog: catalog, known: state.diskProblem) else { return false }
        return run(reduce(&state, .system(SystemAction(action))), on: &state, catalog: catalog)
    }

    private func run(_ effects: [Effect], on state: inout AppState, catalog: Catalog) -> Bool {
        for effect in effects {
            switch effect {
            case .save(let days):
                if save(days, &state, catalog: catalog) { return true }
            case .writeBack:
                do {
                    try takeLock()
                    try store.writeBack(state.journal)
                    if run(reduce(&state, .system(.writtenBack)), on: &state, catalog: catalog) { return true }
                } catch {
                    if run(reduce(&state, .system(.saveFailed(reason: catalog.shortReason(for: error)))), on: &state, catalog: catalog) {
                        return true
                    }
                }
            case .writeReport(let end):
                let path = ReportFile.path(endingOn: end, weeks: ClinicReport.defaultWeeks, folder: reportFolder)
                let report = ClinicReport(journal: state.journal, weeks: ClinicReport.defaultWeeks, endingOn: end, today: state.today)
                let result: SystemAction
                do {
                    try JournalFile.replace(path, with: Array(ReportHTML.page(report, catalog: catalog, notes: true).utf8))
                    result = .reportWritten(path: SyncConflictCopies.shortened(path, home: home))
                } catch {
                    result = .reportNotWritten(reason: catalog.shortReason(for: error))
                }
                if run(reduce(&state, .system(result)), on: &state, catalog: catalog) { return true }
            case .quit:
                return true
            }
        }
        return false
    }

    /// One save; its result goes back to the reducer (a failed save takes the change back). Another program's
    /// version found by the save is merged in and saved again.
    private func save(_ days: Set<LocalDate>, _ state: inout AppState, catalog: Catalog) -> Bool {
        let result: SystemAction
        do {
            try takeLock()
            try store.save(state.journal, changed: days)
            result = .saved
        } catch where error.step == .checkUnchanged && merges < Self.mostMergesPerSave {
            merges += 1
            let found = DiskSync.action(for: store.checkDisk(comparingBytes: true), ours: state.journal, journalPath: path,
                                        home: home, catalog: catalog, known: nil)
            // Nothing found after all (the other program put back what was there): the same save again.
            return run(found.map { reduce(&state, .system(SystemAction($0))) } ?? [.save(days: days)], on: &state, catalog: catalog)
        } catch {
            let reason = catalog.shortReason(for: error)
            // A failed folder sync comes after the rename: the file already holds the change.
            result = error.step == .syncFolder ? .saveNotFlushed(reason: reason) : .saveFailed(reason: reason)
        }
        return run(reduce(&state, .system(result)), on: &state, catalog: catalog)
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
