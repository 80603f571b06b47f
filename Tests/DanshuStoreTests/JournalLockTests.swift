import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

@Suite("Journal lock")
struct JournalLockTests {
    @Test("a second lock on the same journal fails while the first is held, and succeeds after release")
    func inProcess() throws {
        let folder = TemporaryFolder()
        let journal = folder.file("data/journal.json")
        let first = try JournalLock.tryLock(journal: journal)
        #expect(first.lockFile == journal + ".lock")
        #expect(Files.mode(folder.file("data")) == 0o700)
        #expect(Files.mode(journal + ".lock") == 0o600)
        #expect(throws: JournalLockError(lockFile: journal + ".lock", reason: .locked)) {
            try JournalLock.tryLock(journal: journal)
        }
        first.release()
        let second = try JournalLock.tryLock(journal: journal)
        second.release()
    }

    @Test("the lock goes with its object")
    func releasedWithObject() throws {
        let folder = TemporaryFolder()
        let journal = folder.file("journal.json")
        do {
            let held = try JournalLock.tryLock(journal: journal)
            #expect(throws: JournalLockError.self) { try JournalLock.tryLock(journal: journal) }
            withExtendedLifetime(held) {}
        }
        _ = try JournalLock.tryLock(journal: journal)
    }

    @Test("a lock held by another process blocks tryLock and a timed lock, which waits its time first")
    func acrossProcesses() throws {
        let folder = TemporaryFolder()
        let journal = folder.file("journal.json")
        let ready = folder.file("ready")
        let script =
            "import fcntl, sys, time\nf = open(sys.argv[1], 'a')\nfcntl.flock(f, fcntl.LOCK_EX)\nopen(sys.argv[2], 'w').close()\ntime.sleep(60)"
        let child = try Child.spawn("python3", ["-c", script, journal + ".lock", ready])
        defer {
            kill(child, SIGKILL)
            Child.wait(child)
        }
        try #require(Child.poll(seconds: 10) { Files.exists(ready) }, "the child took the lock")

        let expected = JournalLockError(lockFile: journal + ".lock", reason: .locked)
        #expect(throws: expected) { try JournalLock.tryLock(journal: journal) }
        let start = Date()
        #expect(throws: expected) { try JournalLock.lock(journal: journal, timeout: 0.3) }
        #expect(Date().timeIntervalSince(start) >= 0.3)
        #expect(Catalog(.en).message(for: expected).contains(journal + ".lock"))
        #expect(Catalog(.ja).message(for: expected).contains(journal + ".lock"))

        kill(child, SIGKILL)
        Child.wait(child)
        let lock = try JournalLock.lock(journal: journal, timeout: 2)
        lock.release()
    }

    @Test("a timed lock gets the lock when the other holder lets go within the time")
    func waitsForRelease() throws {
        let folder = TemporaryFolder()
        let journal = folder.file("journal.json")
        let ready = folder.file("ready")
        let script =
            "import fcntl, sys, time\nf = open(sys.argv[1], 'a')\nfcntl.flock(f, fcntl.LOCK_EX)\nopen(sys.argv[2], 'w').close()\ntime.sleep(0.3)"
        let child = try Child.spawn("python3", ["-c", script, journal + ".lock", ready])
        defer { Child.wait(child) }
        try #require(Child.poll(seconds: 10) { Files.exists(ready) })
        #expect(throws: JournalLockError.self) { try JournalLock.tryLock(journal: journal) }
        let lock = try JournalLock.lock(journal: journal, timeout: 5)
        lock.release()
    }

    @Test("a journal that is a symbolic link is locked beside its target")
    func symlinkTarget() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("sync"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("journal.json"), withDestinationPath: "sync/real.json")
        let lock = try JournalLock.tryLock(journal: folder.file("journal.json"))
        #expect(lock.lockFile == folder.file("sync/real.json.lock"))
        #expect(throws: JournalLockError.self) { try JournalLock.tryLock(journal: folder.file("sync/real.json")) }
        withExtendedLifetime(lock) {}
    }
}
