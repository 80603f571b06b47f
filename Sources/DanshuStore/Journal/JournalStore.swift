import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal on disk: `load` reads it, `save` replaces it durably and atomically (design.md §3).
/// The caller holds the `JournalLock` while it saves. A save through a symbolic link writes the
/// link's target; the first save of each store copies the old journal to `<journal>.bak`.
public final class JournalStore {
    /// The journal's path as the user named it.
    public let path: String
    /// The bytes last read from or written to the file; nil before that, or when there was no file.
    public private(set) var lastBytes: [UInt8]?

    /// What the file was when this store last read or wrote it (nil: there was no file); a save refuses
    /// to write over a file another program changed since (git pull, Syncthing, an editor).
    private var lastSeen: FileIdentity?
    private var hasSeen = false
    /// Whether `lastSeen` was taken so soon after the file's change time that a change within the same tick of the file
    /// system's clock would look the same: the next look compares the bytes.
    private var lastSeenIsRecent = false
    /// The bytes of the version last read from the file (loaded, or another program's version `checkDisk` read): what the
    /// session's own changes are measured from when another program's version comes in (`mergeBase`). The same storage as
    /// `lastBytes` until a save; nil after one whose writer keeps it instead (`readVersion`), or when there was no file.
    private var readBytes: [UInt8]?
    /// Values this store wrote, or read in versions before `readBytes`, besides those of `readBytes` (issue 34).
    private var earlier = EarlierValues()
    /// The journal a session stands on while there is no file (`mergeBase`'s version then): a new journal's.
    public var newJournal = Journal.empty
    private let calls: FileCalls
    private var writer = JournalWriter()
    private var backedUp = false
    /// Whether `load` starts the writer's cache from the file's own lines, so the first save encodes only what
    /// changed. A command that only reads turns it off and skips that work.
    public var seedsWriter = true
    /// The file's own day lines, for the writer at the first save.
    private var pendingSeed: JournalWriter.Seed?
    /// Days named by saves that failed: encoded again by the next save whatever it names.
    private var unsavedDays = Set<LocalDate>()

    /// A store for the journal at `path`; nothing is read or written yet.
    public convenience init(path: String) {
        self.init(path: path, calls: .system)
    }

    init(path: String, calls: FileCalls) {
        self.path = path
        self.calls = calls
    }

    /// How many days the last save encoded afresh; the others were reused from earlier saves.
    public var daysEncodedLastSave: Int { writer.daysEncodedLastTime }

    /// The journal in the file; a missing file is `Journal.empty` and nothing is created.
    public func load() throws(JournalError) -> Journal {
        earlier = EarlierValues()
        guard let bytes = try readFile() else {
            // No file: nothing of an earlier one's lines may reach the next save.
            writer = JournalWriter()
            lastBytes = nil
            readBytes = nil
            pendingSeed = nil
            remember()
            return .empty
        }
        let (journal, seed) = try JournalReader.read(bytes, file: path, seedingWriter: seedsWriter)
        // A file in the writer's own layout starts the writer's cache at the first save (or when the app prepares it,
        // after its first frame), which then encodes only what changed; kept until then, so a run that never saves and
        // a first frame do not pay for checking its lines.
        writer = JournalWriter()
        pendingSeed = seed
        lastBytes = bytes
        readBytes = bytes
        remember()
        return journal
    }

    /// The journal in the file with only the days in `range` kept (every day still read and refused as `load` does);
    /// `Journal.empty` when there is no file. The store remembers nothing of it: it is for commands that only read.
    public func load(keepingDaysIn range: ClosedRange<LocalDate>) throws(JournalError) -> Journal? {
        guard let bytes = try readFile() else { return nil }
        return try JournalReader.read(bytes, file: path, keepingDaysIn: range)
    }

    /// The file's settings and how many presets and days it holds, read and refused as `load` reads, with the days
    /// counted instead of kept (`danshu check`); nil when there is no file. The store remembers nothing of it.
    public func count() throws(JournalError) -> JournalCount? {
        guard let bytes = try readFile() else { return nil }
        return try JournalReader.count(bytes, file: path)
    }

    private func readFile() throws(JournalError) -> [UInt8]? {
        do {
            return try DurableFile.readAll(path)
        } catch {
            throw JournalError(file: path, place: .file, problem: error.problem ?? .unreadable(errno: error.code))
        }
    }

    /// Starts the writer's cache from the file's own lines now, checked against `journal`, so that the first save need
    /// not: the app does it once its first frame is up, while it waits for a key. Nothing when there is nothing to start
    /// from (no file read, a layout not the writer's, or a save that already did it).
    public func prepareFirstSave(of journal: Journal) {
        startWriter(for: journal, changed: [])
    }

    /// Starts the writer from the pending seed, once, for a save of `journal` that names `changed`.
    private func startWriter(for journal: Journal, changed: Set<LocalDate>) {
        guard let seed = pendingSeed.take(), let lastBytes else { return }
        writer.prime(with: seed, file: lastBytes, for: journal, changed: changed)
    }

    /// Writes `journal` after a change that touched only the days in `changed` (nil: any day), which are the
    /// only days encoded again; see `save(_:)`.
    public func save(_ journal: Journal, changed: Set<LocalDate>?) throws(JournalSaveError) {
        // Days of a save that failed may hold, in the writer, lines of a change the caller took back.
        let named = changed.map { $0.union(unsavedDays) }
        // Without names every day is encoded: nothing to start from.
        if let named { startWriter(for: journal, changed: named) } else { pendingSeed = nil }
        // An encode of every day leaves the writer nothing to rebuild the version read from: taken back first.
        if named == nil || writer.encodesEveryDay { takeReadVersionBack() }
        unsavedDays.formUnion(changed ?? [])
        do {
            try write(writer.encode(journal, changed: named))
        } catch {
            // After the rename, the file holds this version.
            if error.step == .syncFolder { noteWritten(journal, days: named) }
            throw error
        }
        noteWritten(journal, days: named)
        unsavedDays.removeAll()
        // The writer started from the version read (only a load or another program's version gives it lines to start
        // from, the same bytes as `readBytes`) and keeps it from now on: one copy of the file's bytes, not two.
        if writer.keepsStartingVersion { readBytes = nil }
    }

    /// The bytes of the version last read: `readBytes`, or the writer's `startingVersion` once a save dropped them.
    private var readVersion: [UInt8]? {
        readBytes ?? writer.startingVersion()
    }

    /// Takes the version last read back from the writer, before the writer starts afresh or encodes every day.
    private func takeReadVersionBack() {
        if readBytes == nil { readBytes = writer.startingVersion() }
    }

    /// Notes what a save wrote among the values the session has had: the days it named (a save of every day, which only
    /// a write-back of the session makes, is noted there).
    private func noteWritten(_ journal: Journal, days: Set<LocalDate>?) {
        if let days { earlier.note(journal, days: days) }
    }

    /// What another program's version is merged against (issue 34): the version this store last read from the file (a
    /// new journal's while there was none), and every value it wrote or read before, which is stale on the other side.
    public var mergeBase: MergeBase {
        MergeBase(readVersion.flatMap { try? JournalReader.read($0, file: path) } ?? newJournal, earlier: earlier)
    }

    /// Notes the values of a version merged in that is not the file (another program's version a save kept aside), so
    /// that they count as had.
    public func noteMerged(_ journal: Journal) {
        earlier.note(journal, days: nil, besides: mergeBase.journal)
    }

    /// Writes `journal` so that the file is either the old or the new version at every moment:
    /// temporary file, fsync, rename, fsync of the folder. Keeps the file's mode (a new file gets
    /// 0600, a new folder 0700). Nothing is written when the bytes equal the file's, and nothing over a
    /// file without its owner's write bit (`checkWritable`), which a rename would otherwise ignore.
    public func save(_ journal: Journal) throws(JournalSaveError) {
        try save(journal, changed: nil)
    }

    private func write(_ bytes: [UInt8]) throws(JournalSaveError) {
        if let lastBytes, Self.same(lastBytes, bytes) { return }
        let target = DurableFile.resolveSymlinks(path)
        let current = DurableFile.status(of: target)
        // Only a file that is there now, or none, can be compared; anything else fails below with its reason.
        let comparable = current.map { $0.st_mode & S_IFMT == S_IFREG } ?? true
        if hasSeen && comparable && FileIdentity(current) != lastSeen {
            // Only its change time moved (a chmod, a new link): the same file when its bytes are the same.
            guard let now = FileIdentity(current), let seen = lastSeen, now.sameFile(as: seen), let lastBytes,
                DurableFile.holds(target, lastBytes)
            else {
                throw JournalSaveError(journal: path, step: .checkUnchanged, file: target, code: 0)
            }
            remember()
        }
        // A rename replaces a file whatever its mode, and root passes every permission check: the owner's
        // missing write bit is the user's "read-only", so it is honoured here too, not only when the journal opens.
        if let current, current.st_mode & S_IFMT == S_IFREG, current.st_mode & S_IWUSR == 0 {
            throw JournalSaveError(journal: path, step: .checkWritable, file: target, code: EACCES)
        }
        do {
            let existing = DurableFile.status(of: target)
            if !backedUp {
                if existing != nil { try backUp(target) }
                backedUp = true
            }
            if existing == nil { try DurableFile.makeFolders(DurableFile.folder(of: target)) }
            let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o600
            // Only the file this store read is replaced, checked again the instant it is swapped out (issue 21).
            let expected: DurableFile.Expected
            if !hasSeen {
                expected = .anything
            } else if let seen = lastSeen {
                let loaded = lastBytes
                // The swap itself (and the backup's link) moves the change time: the rest of the status, and the bytes.
                expected = .file(isExpected: { path in
                    FileIdentity(DurableFile.status(of: path))?.sameFile(as: seen) == true
                        && DurableFile.holds(path, loaded ?? [])
                })
            } else {
                expected = .nothing
            }
            try DurableFile.replace(target, with: bytes, mode: mode, calls: calls, expecting: expected)
        } catch {
            // The rename is done when only the folder sync failed: the file holds the new bytes.
            if error.step == .syncFolder {
                lastBytes = bytes
                remember()
            }
            throw JournalSaveError(
                journal: path, step: error.step, file: error.file, code: error.code, keptAside: error.keptAside)
        }
        lastBytes = bytes
        remember()
    }

    /// Equal bytes, by memcmp: Array's `==` compares element by element, milliseconds on a large journal.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }
    }

    /// What another program did to the file since this store last read or wrote it (Syncthing, Dropbox, `git pull`,
    /// an editor). A changed journal is read: the store then stands on that version (the next save replaces it and
    /// only it), and the caller merges it with its own by meaning. A file that cannot be read, an empty one and a
    /// deleted one are reported and never read over: the store keeps expecting what it had.
    /// `comparingBytes` reads the file even when its status is as remembered (after a save found it rewritten in
    /// place with its time put back).
    public func checkDisk(comparingBytes: Bool = false) -> DiskChange {
        let target = DurableFile.resolveSymlinks(path)
        let status = DurableFile.status(of: target)
        // Something that is not a file (a folder in the way) is no version of the journal: the next save says why it fails.
        if let status, status.st_mode & S_IFMT != S_IFREG { return .none }
        let now = FileIdentity(status)
        guard hasSeen, now != lastSeen || ((comparingBytes || lastSeenIsRecent) && now != nil) else { return .none }
        guard now != nil else { return .deleted }
        // Touched, not changed (its time or its inode alone): nothing to merge. Compared a piece at a time, so the look
        // that follows each save (its time is recent) does not hold a second copy of a long journal.
        if let lastBytes, DurableFile.holds(target, lastBytes) {
            remember()
            return .none
        }
        let bytes: [UInt8]
        do {
            bytes = try DurableFile.readAll(target) ?? []
        } catch {
            return .unreadable(
                JournalError(file: path, place: .file, problem: error.problem ?? .unreadable(errno: error.code)))
        }
        // Changed back in the meantime.
        if let lastBytes, Self.same(lastBytes, bytes) {
            remember()
            return .none
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return .emptied }
        let theirs: Journal
        let seed: JournalWriter.Seed?
        do {
            (theirs, seed) = try JournalReader.read(bytes, file: path, seedingWriter: seedsWriter)
        } catch {
            return .unreadable(error)
        }
        let base = mergeBase
        // The version read before becomes one the session has had.
        earlier.note(base.journal, days: base.journal.daysDiffering(from: theirs))
        writer = JournalWriter()
        pendingSeed = seed
        lastBytes = bytes
        readBytes = bytes
        remember()
        return .changed(base: base, theirs: theirs)
    }

    /// The journal as this store last read or wrote it (nil: no file then, or unreadable now): the common version of a
    /// file another program replaced it with.
    public var lastJournal: Journal? {
        lastBytes.flatMap { try? JournalReader.read($0, file: path) }
    }

    /// Whether the file as this store last read or wrote it holds `journal` (no file then, or one unreadable now: whether
    /// `journal` is the new journal). Bytes in the writer's layout are compared as the writer would write `journal`, so
    /// the end of a session does not decode a second copy of a long journal (the app's peak memory); other bytes (another
    /// program's spacing) are read and compared by meaning.
    public func holds(_ journal: Journal) -> Bool {
        guard let lastBytes else { return journal == newJournal }
        return JournalWriter.writes(journal, as: lastBytes) || journal == (lastJournal ?? newJournal)
    }

    /// The journal in a file beside it (a conflict copy a save kept aside); nil when it cannot be read as one.
    public static func journal(at copy: String) -> Journal? {
        guard let bytes = try? DurableFile.readAll(copy) else { return nil }
        return try? JournalReader.read(bytes, file: copy)
    }

    /// Writes `journal` over whatever the file now is, after `checkDisk` found it unreadable, empty or deleted and
    /// the user asked for it with a key: what was there is kept beside it as a conflict copy first, never lost. The copy's
    /// path; nil when there was nothing to keep (no file, or an empty one).
    @discardableResult
    public func writeBack(_ journal: Journal) throws(JournalSaveError) -> String? {
        let target = DurableFile.resolveSymlinks(path)
        var kept: String?
        if let info = DurableFile.status(of: target), info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
            let aside = DurableFile.conflictCopyName(of: target)
            if link(target, aside) != 0 {
                throw JournalSaveError(journal: path, step: .writeBackup, file: aside, code: errno)
            }
            kept = aside
        }
        takeReadVersionBack()
        writer = JournalWriter()
        pendingSeed = nil
        lastBytes = nil
        hasSeen = false
        try write(writer.encode(journal, changed: nil))
        noteMerged(journal)
        return kept
    }

    /// Notes what the file is now, for the next save's check.
    private func remember() {
        let info = DurableFile.status(of: DurableFile.resolveSymlinks(path))
        lastSeen = FileIdentity(info)
        hasSeen = true
        lastSeenIsRecent = info.map(FileIdentity.changedRecently) ?? false
    }

    /// Keeps the journal as it is on disk as `<journal>.bak`. A hard link costs no copy and no sync of its own:
    /// the save then renames a new file over the journal, which leaves the old file to the backup alone, and
    /// the save's folder sync makes both names durable. File systems without hard links get a durable copy.
    private func backUp(_ target: String) throws(DurableFile.Failure) {
        let backup = target + ".bak"
        let linked = DurableFile.folder(of: target) + "/." + DurableFile.name(of: backup) + ".tmp"
        unlink(linked) // a leftover of a crashed save
        if calls.link(target, linked) == 0 {
            let renamed = calls.rename(linked, backup)
            let code = errno
            // A backup that already is this file makes the rename do nothing and leaves the second name behind.
            unlink(linked)
            guard renamed == 0 else { throw DurableFile.Failure(step: .writeBackup, file: backup, code: code) }
            return
        }
        guard let old = try DurableFile.readAll(target), let info = DurableFile.status(of: target) else { return }
        do {
            try DurableFile.replace(backup, with: old, mode: info.st_mode & 0o7777, calls: calls)
        } catch {
            throw DurableFile.Failure(step: .writeBackup, file: backup, code: error.code)
        }
    }
}

/// What `JournalStore.checkDisk()` found.
public enum DiskChange {
    /// The file is as the store last read or wrote it.
    case none
    /// Another program's version: `theirs`, with what the session's journal is merged against (`JournalStore.mergeBase`).
    case changed(base: MergeBase, theirs: Journal)
    /// The journal can no longer be read (not JSON, a newer version, no permission).
    case unreadable(JournalError)
    /// The journal is empty or only whitespace.
    case emptied
    /// The journal is gone.
    case deleted
}

/// Enough of a file's status to tell that another program replaced or changed it: with its change time, which a
/// program can put back no more than the system's clock can go back (a rewrite in place with its size and modification
/// time put back still moves it).
struct FileIdentity: Equatable {
    var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int, changeSeconds: Int,
        changeNanoseconds: Int

    init?(_ info: stat?) {
        guard let info else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        changeSeconds = Int(info.st_ctim.tv_sec)
        changeNanoseconds = Int(info.st_ctim.tv_nsec)
    }

    /// Whether this is the same file with the same size and modification time, whatever its change time (which a rename
    /// or a new link moves too).
    func sameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode && size == other.size && seconds == other.seconds
            && nanoseconds == other.nanoseconds
    }

    /// Whether the file changed less than two seconds ago: a file system keeps its times in ticks of its own clock
    /// (a few milliseconds, a second or two on some), so another change within the tick would not move them.
    static func changedRecently(_ info: stat) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let age =
            (Int64(now.tv_sec) - Int64(info.st_ctim.tv_sec)) * 1_000_000_000 + Int64(now.tv_nsec)
            - Int64(info.st_ctim.tv_nsec)
        return age < 2_000_000_000
    }
}
