import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

@Suite("Journal store")
struct JournalStoreTests {
    /// The journal with one more sober day.
    func changed(_ journal: Journal, _ n: Int) -> Journal {
        var journal = journal
        journal.days[LocalDate(dayNumber: 20_000 + n)] = .sober
        return journal
    }

    func inode(_ path: String) -> ino_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : nil
    }

    @Test("a missing file loads as the empty journal and nothing is created")
    func missingFile() throws {
        let folder = TemporaryFolder()
        let store = JournalStore(path: folder.file("data/journal.json"))
        #expect(try store.load() == .empty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("the first save creates the folders 0700 and the file 0600 with the writer's bytes, and no backup")
    func newFile() throws {
        let folder = TemporaryFolder()
        let path = folder.file("a/b/journal.json")
        let store = JournalStore(path: path)
        try store.save(Fixture.everyShape)
        #expect(Files.mode(folder.file("a")) == 0o700)
        #expect(Files.mode(folder.file("a/b")) == 0o700)
        #expect(Files.mode(path) == 0o600)
        #expect(Files.bytes(path) == JournalWriter.bytes(of: Fixture.everyShape))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("a/b")) == ["journal.json"])
        #expect(try JournalStore(path: path).load() == Fixture.everyShape)
    }

    @Test("saving keeps an existing file's mode 0640, and the backup gets it too")
    func keepsMode() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        Files.write(JournalWriter.bytes(of: Fixture.designExample), to: path)
        chmod(path, 0o640)
        let store = JournalStore(path: path)
        try store.save(changed(try store.load(), 1))
        #expect(Files.mode(path) == 0o640)
        #expect(Files.mode(path + ".bak") == 0o640)
        try store.save(changed(try store.load(), 2))
        #expect(Files.mode(path) == 0o640)
    }

    @Test("the first save of each store copies the old journal to .bak, later saves of that store leave it")
    func backupOncePerStore() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let v1 = Fixture.designExample
        let v2 = changed(v1, 2)
        let v3 = changed(v2, 3)
        let v4 = changed(v3, 4)
        try JournalStore(path: path).save(v1)
        #expect(!Files.exists(path + ".bak"), "no backup when there was no journal")

        let run = JournalStore(path: path)
        try run.save(v2)
        #expect(Files.bytes(path + ".bak") == JournalWriter.bytes(of: v1))
        try run.save(v3)
        #expect(Files.bytes(path + ".bak") == JournalWriter.bytes(of: v1))
        #expect(Files.bytes(path) == JournalWriter.bytes(of: v3))

        let nextRun = JournalStore(path: path)
        try nextRun.save(v4)
        #expect(Files.bytes(path + ".bak") == JournalWriter.bytes(of: v3))
    }

    @Test("the backup is the file as it was on disk, even when it was spelled differently")
    func backupKeepsOldSpelling() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let handWritten = Array(#"{"version":1,"format":"danshu-journal"}"#.utf8)
        Files.write(handWritten, to: path)
        let store = JournalStore(path: path)
        try store.save(changed(try store.load(), 1))
        #expect(Files.bytes(path + ".bak") == handWritten)
    }

    @Test("saving the journal the file already holds writes nothing")
    func unchangedSaveSkipped() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try JournalStore(path: path).save(Fixture.designExample)
        let before = inode(path)
        let store = JournalStore(path: path)
        try store.save(try store.load())
        #expect(inode(path) == before)
        #expect(!Files.exists(path + ".bak"))
        try store.save(changed(Fixture.designExample, 1))
        #expect(inode(path) != before)
    }

    @Test("a save after one change encodes one day")
    func incrementalSave() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        var journal = Journal()
        for n in 0..<500 { journal.days[LocalDate(dayNumber: 19_000 + n)] = .sober }
        let store = JournalStore(path: path)
        try store.save(journal)
        let changed = LocalDate(dayNumber: 19_100)
        journal.days[changed] = DayRecord(drank: true, drinks: [Preset.defaults[0].entry])
        try store.save(journal, changed: [changed])
        #expect(store.daysEncodedLastSave == 1)
        #expect(try JournalStore(path: path).load() == journal)
    }

    @Test("after a failed save the next save encodes that save's days again, so a change taken back is not written")
    func failedSaveDaysEncodedAgain() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        var journal = Journal()
        for n in 0..<50 { journal.days[LocalDate(dayNumber: 19_000 + n)] = .sober }
        let failure = FailSwitch()
        let store = JournalStore(path: path, calls: failing(.writeTemporary, ENOSPC, when: failure))
        try store.save(journal)
        let before = journal
        let first = LocalDate(dayNumber: 19_010)
        let second = LocalDate(dayNumber: 19_020)
        journal.days[first] = DayRecord(drank: true, drinks: [Preset.defaults[0].entry])
        failure.on = true
        #expect(throws: JournalSaveError.self) { try store.save(journal, changed: [first]) }
        failure.on = false
        // The app takes the change back, then makes another one.
        journal = before
        journal.days[second] = DayRecord(drank: true, drinks: [Preset.defaults[1].entry])
        try store.save(journal, changed: [second])
        #expect(store.daysEncodedLastSave == 2)
        #expect(try JournalStore(path: path).load() == journal)
    }

    @Test("a journal that is a symbolic link is saved through to its target, with the backup beside the target")
    func symlink() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("sync"), withIntermediateDirectories: false)
        let link = folder.file("journal.json")
        let target = folder.file("sync/real.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "sync/real.json")
        try JournalStore(path: link).save(Fixture.designExample)
        let store = JournalStore(path: link)
        try store.save(changed(try store.load(), 1))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "sync/real.json")
        #expect(Files.bytes(target) == JournalWriter.bytes(of: changed(Fixture.designExample, 1)))
        #expect(Files.bytes(target + ".bak") == JournalWriter.bytes(of: Fixture.designExample))
        #expect(!Files.exists(link + ".bak"))
    }

    @Test("a save into a read-only folder throws, names the file, and leaves the old journal and no temporary file")
    func readOnlyFolder() throws {
        let folder = TemporaryFolder()
        let data = folder.file("data")
        let path = data + "/journal.json"
        let store = JournalStore(path: path)
        try store.save(Fixture.designExample)
        let old = Files.bytes(path)
        let protected = makeReadOnly(data)
        defer { undoReadOnly(data) }
        let calls = protected ? FileCalls.system : failing(.replace, EROFS)
        let blocked = JournalStore(path: path, calls: calls)
        _ = try blocked.load()
        do {
            try blocked.save(changed(Fixture.designExample, 1))
            Issue.record("the save succeeded in a read-only folder")
        } catch {
            #expect(error.journal == path)
            #expect([EACCES, EPERM, EROFS].contains(error.code))
            #expect([SaveStep.writeBackup, .writeTemporary, .replace].contains(error.step))
            let message = Catalog(.en).message(for: error)
            #expect(message.hasPrefix("could not save \(path): "))
            #expect(message.hasSuffix("the journal on disk is unchanged"))
            #expect(Catalog(.ja).message(for: error).contains("ディスク上のジャーナルは変更されていません"))
        }
        undoReadOnly(data)
        #expect(Files.bytes(path) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data) == ["journal.json"])
    }

    @Test(
        "a save never replaces a journal without its owner's write bit, even as root: same bytes, inode and mode, no backup"
    )
    func writeProtected() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try JournalStore(path: path).save(Fixture.designExample)
        let store = JournalStore(path: path)
        let journal = try store.load()
        chmod(path, 0o444)
        let old = Files.bytes(path)
        let oldInode = inode(path)

        let refused = JournalSaveError(journal: path, step: .checkWritable, file: path, code: EACCES)
        #expect(throws: refused) { try store.save(changed(journal, 1)) }
        #expect(Files.bytes(path) == old)
        #expect(inode(path) == oldInode)
        #expect(Files.mode(path) == 0o444)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["journal.json"])
        #expect(
            Catalog(.en).message(for: refused).contains("so it was not written over; chmod u+w \(path) allows changes"))
        #expect(Catalog(.ja).message(for: refused).contains("chmod u+w \(path)"))
    }

    // EACCES stands for permission denied: root (the test machine) ignores mode bits, so only the seam makes it.
    @Test(
        "a full disk, a failed fsync or a failed rename throw with their step and file; the old journal stays, the temporary goes",
        arguments: [
            (SaveStep.writeTemporary, ENOSPC), (.writeTemporary, EFBIG), (.syncTemporary, EIO), (.replace, EROFS),
            (.replace, EACCES),
        ])
    func injectedFailures(_ step: SaveStep, _ code: Int32) throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let temporary = folder.file(".journal.json.tmp")
        let failure = FailSwitch()
        let store = JournalStore(path: path, calls: failing(step, code, when: failure))
        try store.save(Fixture.designExample)
        try store.save(changed(Fixture.designExample, 1))
        let old = Files.bytes(path)
        failure.on = true
        #expect(
            throws: JournalSaveError(journal: path, step: step, file: step == .replace ? path : temporary, code: code)
        ) {
            try store.save(changed(Fixture.designExample, 2))
        }
        #expect(Files.bytes(path) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["journal.json"])
    }

    @Test(
        "a failure while making the backup stops the save before the journal is touched: linked, or copied where hard links fail",
        arguments: [
            (SaveStep.replace, EROFS, true), (.replace, EACCES, true),
            (.writeTemporary, ENOSPC, false), (.syncTemporary, EIO, false), (.replace, EROFS, false),
        ])
    func backupFailures(_ step: SaveStep, _ code: Int32, _ hardLinks: Bool) throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try JournalStore(path: path).save(Fixture.designExample)
        let old = Files.bytes(path)
        let failure = FailSwitch()
        failure.on = true
        var calls = failing(step, code, when: failure)
        if !hardLinks {
            calls.link = { _, _ in
                errno = EPERM
                return -1
            }
        }
        let store = JournalStore(path: path, calls: calls)
        #expect(throws: JournalSaveError(journal: path, step: .writeBackup, file: path + ".bak", code: code)) {
            try store.save(changed(Fixture.designExample, 1))
        }
        #expect(Files.bytes(path) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["journal.json"])
    }

    @Test(
        "the backup is the old journal's own file, not a copy; without hard links it is a copy with the same bytes and mode"
    )
    func backupIsTheOldFile() throws {
        for hardLinks in [true, false] {
            let folder = TemporaryFolder()
            let path = folder.file("journal.json")
            try JournalStore(path: path).save(Fixture.designExample)
            chmod(path, 0o640)
            let old = Files.bytes(path)
            let oldInode = inode(path)
            var calls = FileCalls.system
            if !hardLinks {
                calls.link = { _, _ in
                    errno = EPERM
                    return -1
                }
            }
            try JournalStore(path: path, calls: calls).save(changed(Fixture.designExample, 1))
            #expect(Files.bytes(path + ".bak") == old)
            #expect(Files.mode(path + ".bak") == 0o640)
            #expect((inode(path + ".bak") == oldInode) == hardLinks)
            #expect(inode(path) != oldInode)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "journal.json", "journal.json.bak",
                ])
        }
    }

    @Test("a run after a failed save links a backup that already is the journal, and leaves no second name behind")
    func backupAlreadyTheJournal() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try JournalStore(path: path).save(Fixture.designExample)
        let failed = JournalStore(path: path, calls: failing(.writeTemporary, ENOSPC))
        #expect(throws: JournalSaveError.self) { try failed.save(changed(Fixture.designExample, 1)) }
        #expect(inode(path + ".bak") == inode(path), "the failed save left its backup linked to the journal")
        try JournalStore(path: path).save(changed(Fixture.designExample, 2))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "journal.json", "journal.json.bak",
            ])
        #expect(Files.bytes(path + ".bak") == JournalWriter.bytes(of: Fixture.designExample))
    }

    @Test("a backup path taken by a folder stops the save with EISDIR")
    func backupUnwritable() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try JournalStore(path: path).save(Fixture.designExample)
        let old = Files.bytes(path)
        try FileManager.default.createDirectory(atPath: path + ".bak/inside", withIntermediateDirectories: true)
        #expect(throws: JournalSaveError(journal: path, step: .writeBackup, file: path + ".bak", code: EISDIR)) {
            try JournalStore(path: path).save(changed(Fixture.designExample, 1))
        }
        #expect(Files.bytes(path) == old)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "journal.json", "journal.json.bak",
            ])
    }

    @Test("save errors read: which save, which step on which file, why, and what is on disk")
    func saveMessages() {
        let error = JournalSaveError(
            journal: "/d/journal.json", step: .writeTemporary, file: "/d/.journal.json.tmp", code: ENOSPC)
        #expect(
            Catalog(.en).message(for: error)
                == "could not save /d/journal.json: writing the temporary file /d/.journal.json.tmp failed: no space left on device (ENOSPC); the journal on disk is unchanged"
        )
        #expect(
            Catalog(.ja).message(for: error)
                == "/d/journal.json を保存できませんでした。一時ファイル /d/.journal.json.tmp の書き込みに失敗しました: ディスクの空き容量がありません（ENOSPC）。ディスク上のジャーナルは変更されていません"
        )
        let late = JournalSaveError(journal: "/d/journal.json", step: .syncFolder, file: "/d", code: EIO)
        #expect(Catalog(.en).message(for: late).hasSuffix("the journal was replaced but may not survive a power cut"))
        let denied = JournalSaveError(journal: "/d/journal.json", step: .replace, file: "/d/journal.json", code: EACCES)
        #expect(
            Catalog(.en).message(for: denied)
                == "could not save /d/journal.json: replacing /d/journal.json failed: permission denied (EACCES); the journal on disk is unchanged"
        )
        #expect(Catalog(.ja).shortReason(for: denied) == "権限なし（EACCES） journal.json")
        let limit = JournalSaveError(
            journal: "/d/journal.json", step: .writeTemporary, file: "/d/.journal.json.tmp", code: EFBIG)
        #expect(Catalog(.en).shortReason(for: limit) == "file size limit (EFBIG) .journal.json.tmp")
    }

    @Test(
        "a folder sync that fails after the rename: the file and the store hold the new journal, and the next save is not skipped"
    )
    func folderSyncFails() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let failure = FailSwitch()
        var calls = FileCalls.system
        calls.fsync = { descriptor in
            var info = stat()
            guard failure.on, fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                return FileCalls.system.fsync(descriptor)
            }
            errno = EIO
            return -1
        }
        let store = JournalStore(path: path, calls: calls)
        let v1 = Fixture.designExample
        let v2 = changed(v1, 1)
        try store.save(v1)
        failure.on = true
        #expect(throws: JournalSaveError(journal: path, step: .syncFolder, file: folder.path, code: EIO)) {
            try store.save(v2)
        }
        #expect(Files.bytes(path) == JournalWriter.bytes(of: v2))
        #expect(store.lastBytes == JournalWriter.bytes(of: v2))
        failure.on = false
        try store.save(v1)
        #expect(Files.bytes(path) == JournalWriter.bytes(of: v1), "saving the old journal again was skipped")
    }

    @Test("a folder where the journal should be makes the save fail with EISDIR")
    func pathIsFolder() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: JournalSaveError(journal: path, step: .readCurrent, file: path, code: EISDIR)) {
            try JournalStore(path: path).save(Fixture.designExample)
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    // MARK: Helpers

    /// Makes a folder unwritable: chmod for a normal user; root ignores modes, so chattr +i there.
    /// False when neither works (root without chattr), and the caller simulates the failure instead.
    func makeReadOnly(_ folder: String) -> Bool {
        if geteuid() != 0 { return chmod(folder, 0o555) == 0 }
        return (try? Child.run("chattr", ["+i", folder])) == 0
    }

    func undoReadOnly(_ folder: String) {
        if geteuid() != 0 {
            chmod(folder, 0o700)
        } else {
            _ = try? Child.run("chattr", ["-i", folder])
        }
    }

    /// The system calls, except that `step`'s call fails with `code` while `failure` is on.
    func failing(_ step: SaveStep, _ code: Int32, when failure: FailSwitch = FailSwitch(on: true)) -> FileCalls {
        var calls = FileCalls.system
        switch step {
        case .writeTemporary:
            calls.write = {
                failure.on
                    ? {
                        errno = code
                        return -1
                    }() : FileCalls.system.write($0, $1)
            }
        case .syncTemporary:
            calls.fsync = {
                failure.on
                    ? {
                        errno = code
                        return -1
                    }() : FileCalls.system.fsync($0)
            }
        default:
            // Every way of putting the new file in place: the swap, the no-replace rename and the plain rename.
            calls.rename = {
                failure.on
                    ? {
                        errno = code
                        return -1
                    }() : FileCalls.system.rename($0, $1)
            }
            calls.exchange = {
                failure.on
                    ? {
                        errno = code
                        return -1
                    }() : FileCalls.system.exchange($0, $1)
            }
            calls.renameNoReplace = {
                failure.on
                    ? {
                        errno = code
                        return -1
                    }() : FileCalls.system.renameNoReplace($0, $1)
            }
        }
        return calls
    }
}

/// A flag a test flips to make an injected call start failing.
final class FailSwitch: @unchecked Sendable {
    var on: Bool
    init(on: Bool = false) { self.on = on }
}

/// How many times an injected call ran.
final class Counter: @unchecked Sendable {
    var count = 0
}

/// Another program (git pull, Syncthing, an editor) changed the journal while danshu had it open.
@Suite("Journal changed on disk")
struct JournalChangedOnDiskTests {
    @Test("a save refuses to write over a journal another program replaced, and leaves it as that program wrote it")
    func replacedByAnotherProgram() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let store = JournalStore(path: path)
        try store.save(Fixture.everyShape)
        _ = try store.load()
        // Another program writes its own version the way git and Syncthing do: a new file renamed over it.
        var theirs = Fixture.everyShape
        theirs.days[LocalDate(dayNumber: 20_500)] = .sober
        let theirBytes = JournalWriter.bytes(of: theirs)
        Files.write(theirBytes, to: folder.file("incoming"))
        #expect(rename(folder.file("incoming"), path) == 0)

        var ours = Fixture.everyShape
        ours.days[LocalDate(dayNumber: 20_600)] = .sober
        #expect(throws: JournalSaveError.self) { try store.save(ours) }
        do { try store.save(ours) } catch { #expect(error.step == .checkUnchanged) }
        #expect(Files.bytes(path) == theirBytes)
        #expect(
            Catalog(.en).message(for: JournalSaveError(journal: path, step: .checkUnchanged, file: path, code: 0))
                .contains("changed by another program"))
        // A fresh load takes their version, and saving after it works again.
        #expect(try store.load() == theirs)
        try store.save(ours)
        #expect(Files.bytes(path) == JournalWriter.bytes(of: ours))
    }

    @Test("a journal created by another program after danshu found none is not written over either")
    func createdByAnotherProgram() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let store = JournalStore(path: path)
        #expect(try store.load() == .empty)
        let theirBytes = JournalWriter.bytes(of: Fixture.everyShape)
        Files.write(theirBytes, to: path)
        #expect(throws: JournalSaveError.self) { try store.save(.empty) }
        #expect(Files.bytes(path) == theirBytes)
    }
}
