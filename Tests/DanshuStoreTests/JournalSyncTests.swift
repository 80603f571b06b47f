import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// Another program replaces the journal at the worst moment (issue 21): in the instant between danshu's check and
/// its rename, or by rewriting it in place with its time put back. The save swaps its file in, sees what came out,
/// and puts the other program's version back: nothing of it is lost.
@Suite("Journal replaced by another program during a save")
struct JournalSyncTests {
    /// A journal on disk and a store that has read it.
    struct Scene: @unchecked Sendable {
        let folder = TemporaryFolder()
        var path: String { folder.file("journal.json") }

        func day(_ n: Int) -> LocalDate { LocalDate(dayNumber: 20_400 + n) }

        /// The fixture with sober days `numbers` added.
        func journal(sober numbers: [Int]) -> Journal {
            var journal = Fixture.everyShape
            for n in numbers { journal.days[day(n)] = .sober }
            return journal
        }

        /// Another program's version, written the way Syncthing and git write: a new file renamed over the journal.
        func replace(with journal: Journal) -> [UInt8] {
            let bytes = JournalWriter.bytes(of: journal)
            Files.write(bytes, to: folder.file("incoming"))
            rename(folder.file("incoming"), path)
            return bytes
        }
    }

    /// Calls whose swap lets `before` run first: another program acting in the instant before the rename.
    static func calls(before: @escaping @Sendable () -> Void) -> FileCalls {
        var calls = FileCalls.system
        calls.exchange = { first, second in
            before()
            return FileCalls.system.exchange(first, second)
        }
        return calls
    }

    @Test(
        "after saves that change, add and remove days, the version read is still what a merge starts from, byte for byte"
    )
    func versionReadKeptThroughSaves() throws {
        let scene = Scene()
        let read = scene.journal(sober: [1, 2, 3, 5, 8])
        let file = JournalWriter.bytes(of: read)
        Files.write(file, to: scene.path)
        let store = JournalStore(path: scene.path)
        var journal = try store.load()
        #expect(journal == read)
        // A day changed twice, one added, one removed, one added and removed again, and the head changed.
        let saves: [(inout Journal) -> Set<LocalDate>] = [
            {
                $0.days[scene.day(2)]?.note = "first"
                return [scene.day(2)]
            },
            {
                $0.days[scene.day(4)] = .sober
                return [scene.day(4)]
            },
            {
                $0.days[scene.day(2)]?.note = "second"
                $0.days[scene.day(8)] = nil
                return [scene.day(2), scene.day(8)]
            },
            {
                $0.days[scene.day(9)] = .sober
                return [scene.day(9)]
            },
            {
                $0.days[scene.day(9)] = nil
                $0.settings.weeklyLimitGrams = 140
                return [scene.day(9)]
            },
            {
                $0.days[scene.day(0)] = .sober
                return [scene.day(0)]
            },
        ]
        for change in saves {
            let days = change(&journal)
            try store.save(journal, changed: days)
            #expect(store.mergeBase.journal == read)
        }
        #expect(try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == journal)
        // Another program's version is merged against the version read: their day and ours both stay (and a day one
        // side removed stays too: design.md §7, never a day lost).
        var theirs = read
        theirs.days[scene.day(6)] = .sober
        _ = scene.replace(with: theirs)
        guard case .changed(let base, let found) = store.checkDisk() else {
            Issue.record("checkDisk did not find their version")
            return
        }
        #expect(base.journal == read)
        let merged = JournalMerge(base: base, ours: journal, theirs: found).journal
        #expect(merged.days[scene.day(6)] == .sober && merged.days[scene.day(4)] == .sober)
        #expect(merged.days[scene.day(2)]?.note == "second" && merged.settings.weeklyLimitGrams == 140)
    }

    @Test("every day removed and then one added: the version read is still what a merge starts from")
    func versionReadKeptWhenEveryDayGoes() throws {
        let scene = Scene()
        var read = Journal.empty
        read.days[scene.day(1)] = .sober
        Files.write(JournalWriter.bytes(of: read), to: scene.path)
        let store = JournalStore(path: scene.path)
        var journal = try store.load()
        journal.days[scene.day(1)] = nil
        try store.save(journal, changed: [scene.day(1)])
        #expect(store.mergeBase.journal == read)
        journal.days[scene.day(2)] = .sober
        try store.save(journal, changed: [scene.day(2)])
        #expect(store.mergeBase.journal == read)
        try store.save(journal, changed: [])
        #expect(store.mergeBase.journal == read)
    }

    @Test("a journal loaded again after its file went is a new one: a save writes its days alone, merged from nothing")
    func loadAfterTheFileWent() throws {
        let scene = Scene()
        let read = scene.journal(sober: [1, 2])
        Files.write(JournalWriter.bytes(of: read), to: scene.path)
        let store = JournalStore(path: scene.path)
        var journal = try store.load()
        journal.days[scene.day(3)] = .sober
        try store.save(journal, changed: [scene.day(3)])
        unlink(scene.path)
        var fresh = try store.load()
        #expect(fresh == .empty && store.mergeBase.journal == .empty)
        fresh.days[scene.day(4)] = .sober
        try store.save(fresh, changed: [scene.day(4)])
        #expect(try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == fresh)
        #expect(store.mergeBase.journal == .empty)
    }

    @Test("the writer gives back the file its cache started from, byte for byte, after saves of named days")
    func writerStartingVersion() throws {
        let scene = Scene()
        let read = scene.journal(sober: [1, 2, 3])
        let file = JournalWriter.bytes(of: read)
        let (decoded, seed) = try JournalReader.read(file, file: "journal.json", seedingWriter: true)
        var writer = JournalWriter()
        writer.prime(with: try #require(seed), file: file, for: decoded, changed: [])
        #expect(writer.startingVersion() == file)
        var journal = decoded
        journal.days[scene.day(2)] = nil
        journal.days[scene.day(7)] = .sober
        _ = writer.encode(journal, changed: [scene.day(2), scene.day(7)])
        #expect(writer.startingVersion() == file)
        // An encode of every day leaves nothing to rebuild it from.
        _ = writer.encode(journal, changed: nil)
        #expect(writer.startingVersion() == nil)
    }

    @Test("a version renamed in just before the swap stays the journal; the save says so and leaves no temporary file")
    func replacedJustBeforeTheSwap() throws {
        let scene = Scene()
        try JournalStore(path: scene.path).save(scene.journal(sober: []))
        let theirs = scene.journal(sober: [1])
        let fired = FailSwitch(on: true)
        let store = JournalStore(
            path: scene.path,
            calls: Self.calls {
                guard fired.on else { return }
                fired.on = false
                _ = scene.replace(with: theirs)
            })
        _ = try store.load()
        do {
            try store.save(scene.journal(sober: [2]))
            Issue.record("the save wrote over another program's version")
        } catch {
            #expect(error.step == .checkUnchanged)
        }
        #expect(try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == theirs)
        #expect(!FileManager.default.fileExists(atPath: scene.folder.file(".journal.json.tmp")))
        // The session then finds their version, merges, and the next save goes through.
        guard case .changed(let base, let found) = store.checkDisk(comparingBytes: true) else {
            Issue.record("checkDisk did not find their version")
            return
        }
        #expect(base.journal == scene.journal(sober: []) && found == theirs)
        let merged = JournalMerge(base: base, ours: scene.journal(sober: [2]), theirs: found).journal
        try store.save(merged)
        #expect(
            try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == scene.journal(sober: [1, 2]))
    }

    @Test(
        "a third version put in ours' place in the instant before the swap back is kept aside, never removed, and merges in"
    )
    func replacedAgainBeforeTheSwapBack() throws {
        let scene = Scene()
        try JournalStore(path: scene.path).save(scene.journal(sober: []))
        // The first version another program puts in place; then, built on ours, a second one with a day of its own.
        let first = scene.journal(sober: [1])
        let second = scene.journal(sober: [2, 3])
        let swaps = Counter()
        let store = JournalStore(
            path: scene.path,
            calls: Self.calls {
                swaps.count += 1
                if swaps.count == 1 { _ = scene.replace(with: first) }
                if swaps.count == 2 { _ = scene.replace(with: second) }
            })
        _ = try store.load()
        var kept: String?
        do {
            try store.save(scene.journal(sober: [2]))
            Issue.record("the save wrote over another program's version")
        } catch {
            #expect(error.step == .checkUnchanged)
            kept = error.keptAside
        }
        let aside = try #require(kept, "the second version was not kept aside")
        #expect(
            try JournalReader.read(Files.bytes(aside) ?? [], file: aside) == second,
            "the second version, whole, beside the journal")
        #expect(
            try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == first,
            "the first version back in place")
        #expect(
            SyncConflictCopies.beside(journal: scene.path) == [aside],
            "a conflict copy that check and the next start find")
        // Merged as the session merges it: the aside version against the version the store expected, then the journal.
        let base = try #require(store.lastJournal)
        #expect(base == scene.journal(sober: []))
        let withAside = JournalMerge(
            base: base, ours: scene.journal(sober: [2]), theirs: try #require(JournalStore.journal(at: aside))
        ).journal
        guard case .changed(let expected, let found) = store.checkDisk(comparingBytes: true) else {
            Issue.record("checkDisk did not find the first version")
            return
        }
        try store.save(JournalMerge(base: expected, ours: withAside, theirs: found).journal)
        #expect(
            try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == scene.journal(sober: [1, 2, 3]))
    }

    @Test("a swap back that fails keeps the other program's version beside the journal and names it, never removes it")
    func swapBackFails() throws {
        let scene = Scene()
        try JournalStore(path: scene.path).save(scene.journal(sober: []))
        let theirs = scene.journal(sober: [1])
        let swaps = Counter()
        var calls = FileCalls.system
        calls.exchange = { first, second in
            swaps.count += 1
            if swaps.count == 1 { _ = scene.replace(with: theirs) }
            guard swaps.count == 1 else {
                errno = EIO
                return -1
            }
            return FileCalls.system.exchange(first, second)
        }
        let store = JournalStore(path: scene.path, calls: calls)
        _ = try store.load()
        var kept: String?
        do {
            try store.save(scene.journal(sober: [2]))
            Issue.record("the save did not see the other program's version")
        } catch {
            #expect(error.step == .checkUnchanged)
            kept = error.keptAside
        }
        let aside = try #require(kept, "the other version was not named")
        #expect(
            try JournalReader.read(Files.bytes(aside) ?? [], file: aside) == theirs,
            "their version, whole, beside the journal")
        #expect(SyncConflictCopies.beside(journal: scene.path) == [aside])
    }

    @Test(
        "a rewrite in place, same size, its time put back, is seen by its change time and caught by its bytes (issue 34)"
    )
    func rewrittenInPlace() throws {
        let scene = Scene()
        let store = JournalStore(path: scene.path)
        try store.save(scene.journal(sober: [1]))
        _ = try store.load()
        // Another day of the same length: the file keeps its inode, size and time.
        let theirs = JournalWriter.bytes(of: scene.journal(sober: [2]))
        var info = stat()
        stat(scene.path, &info)
        let handle = try #require(FileHandle(forWritingAtPath: scene.path))
        handle.write(Data(theirs))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, scene.path, &times, 0)
        // Its status tells, by the change time alone: size, inode and modification time are as they were.
        var after = stat()
        stat(scene.path, &after)
        #expect(
            after.st_size == info.st_size && after.st_ino == info.st_ino
                && after.st_mtim.tv_nsec == info.st_mtim.tv_nsec)
        #expect(FileIdentity(after) != FileIdentity(info))
        #expect(throws: JournalSaveError.self) { try store.save(scene.journal(sober: [1, 3])) }
        #expect(Files.bytes(scene.path) == theirs)
        // A look finds it too, and merges from the version read.
        guard case .changed(let base, let found) = store.checkDisk() else {
            Issue.record("the rewrite was not seen")
            return
        }
        #expect(base.journal == scene.journal(sober: [1]) && found == scene.journal(sober: [2]))
    }

    @Test("without the swap (ENOSYS), a change before the rename is still refused, and plain saves still work")
    func withoutTheSwap() throws {
        let scene = Scene()
        var calls = FileCalls.system
        calls.exchange = { _, _ in
            errno = ENOSYS
            return -1
        }
        calls.renameNoReplace = { _, _ in
            errno = ENOSYS
            return -1
        }
        let store = JournalStore(path: scene.path, calls: calls)
        #expect(try store.load() == .empty)
        try store.save(scene.journal(sober: [1]))
        try store.save(scene.journal(sober: [1, 2]))
        #expect(
            try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == scene.journal(sober: [1, 2]))
        let theirs = scene.replace(with: scene.journal(sober: [1, 2, 3]))
        #expect(throws: JournalSaveError.self) { try store.save(scene.journal(sober: [1, 2, 4])) }
        #expect(Files.bytes(scene.path) == theirs)
    }

    @Test("a journal created in the instant before danshu's first save is not replaced")
    func createdJustBeforeTheFirstSave() throws {
        let scene = Scene()
        var calls = FileCalls.system
        let theirs = scene.journal(sober: [5])
        calls.renameNoReplace = { from, to in
            _ = scene.replace(with: theirs)
            return FileCalls.system.renameNoReplace(from, to)
        }
        let store = JournalStore(path: scene.path, calls: calls)
        #expect(try store.load() == .empty)
        do {
            try store.save(scene.journal(sober: [6]))
            Issue.record("the first save replaced a journal created meanwhile")
        } catch {
            #expect(error.step == .checkUnchanged)
        }
        #expect(try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == theirs)
    }

    @Test("checkDisk: nothing, a new version, a touch, an emptied, an unreadable and a deleted journal")
    func whatCheckDiskFinds() throws {
        let scene = Scene()
        let store = JournalStore(path: scene.path)
        try store.save(scene.journal(sober: [1]))
        #expect(store.checkDisk() == .none)
        _ = scene.replace(with: scene.journal(sober: [1, 2]))
        guard case .changed(let base, let theirs) = store.checkDisk() else {
            Issue.record("their version was not found")
            return
        }
        #expect(
            base.journal == .empty && theirs == scene.journal(sober: [1, 2]),
            "a store that never read a file stands on a new journal")
        #expect(store.checkDisk() == .none, "the store now stands on their version")
        _ = scene.replace(with: scene.journal(sober: [1, 2])) // the same bytes, a new inode
        #expect(store.checkDisk() == .none)
        Files.write(" \n", to: scene.path)
        #expect(store.checkDisk() == .emptied)
        Files.write("{not json", to: scene.path)
        guard case .unreadable = store.checkDisk() else {
            Issue.record("garbage was not unreadable")
            return
        }
        #expect(throws: JournalSaveError.self) { try store.save(scene.journal(sober: [9])) }
        #expect(Files.bytes(scene.path) == Array("{not json".utf8), "never written over")
        unlink(scene.path)
        #expect(store.checkDisk() == .deleted)
        #expect(throws: JournalSaveError.self) { try store.save(scene.journal(sober: [9])) }
        #expect(!FileManager.default.fileExists(atPath: scene.path), "a deleted journal is not brought back by a save")
    }

    @Test("W: the session's journal is written back over an unreadable one, which is kept beside it as a conflict copy")
    func writeBack() throws {
        let scene = Scene()
        let store = JournalStore(path: scene.path)
        try store.save(scene.journal(sober: [1]))
        Files.write("{not json", to: scene.path)
        try store.writeBack(scene.journal(sober: [1, 2]))
        #expect(
            try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == scene.journal(sober: [1, 2]))
        let copies = SyncConflictCopies.beside(journal: scene.path)
        #expect(copies.count == 1 && copies.first.flatMap(Files.bytes) == Array("{not json".utf8))
        // And saves go on from there.
        try store.save(scene.journal(sober: [1, 2, 3]))
        #expect(
            try JournalReader.read(Files.bytes(scene.path) ?? [], file: scene.path) == scene.journal(sober: [1, 2, 3]))
    }
}

extension DiskChange: Equatable {
    public static func == (a: DiskChange, b: DiskChange) -> Bool {
        switch (a, b) {
        case (.none, .none), (.emptied, .emptied), (.deleted, .deleted): return true
        case (.changed(let x, let y), .changed(let z, let w)): return x == z && y == w
        case (.unreadable(let x), .unreadable(let y)): return x == y
        default: return false
        }
    }
}
