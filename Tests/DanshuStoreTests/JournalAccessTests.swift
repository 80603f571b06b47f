import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The decision, when the journal opens, whether it may be changed. Root passes every permission check, so
/// the cases that need another user (EACCES) are in the end-to-end `ReadOnlyJournalTests`.
@Suite("Journal access")
struct JournalAccessTests {
    @Test("a journal in a folder of the user's own may be changed, whether it exists yet or not")
    func writable() throws {
        let folder = TemporaryFolder()
        #expect(JournalAccess.readOnlyReason(journal: folder.file("journal.json")) == nil)
        #expect(JournalAccess.readOnlyReason(journal: folder.file("data/danshu/journal.json")) == nil)
        try JournalStore(path: folder.file("journal.json")).save(Fixture.designExample)
        #expect(JournalAccess.readOnlyReason(journal: folder.file("journal.json")) == nil)
    }

    @Test(
        "a journal without its owner's write bit is read-only, for root too", arguments: [0o444, 0o400, 0o466, 0o000])
    func writeProtected(_ mode: Int) throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try JournalStore(path: path).save(Fixture.designExample)
        chmod(path, mode_t(mode))
        #expect(JournalAccess.readOnlyReason(journal: path) == ReadOnlyReason(cause: .writeProtected, path: path))
    }

    @Test("through a symbolic link, the target's mode decides and is named")
    func symlink() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("sync"), withIntermediateDirectories: false)
        let target = folder.file("sync/real.json")
        try JournalStore(path: target).save(Fixture.designExample)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("journal.json"), withDestinationPath: "sync/real.json")
        #expect(JournalAccess.readOnlyReason(journal: folder.file("journal.json")) == nil)
        chmod(target, 0o444)
        #expect(
            JournalAccess.readOnlyReason(journal: folder.file("journal.json"))
                == ReadOnlyReason(cause: .writeProtected, path: target))
    }

    @Test("an immutable folder makes its journal read-only, and a missing journal below it too")
    func immutableFolder() throws {
        let folder = TemporaryFolder()
        let data = folder.file("data")
        try JournalStore(path: data + "/journal.json").save(Fixture.designExample)
        try #require(
            try Child.run("chattr", ["+i", data]) == 0, "chattr +i (e2fsprogs) is needed and must work on \(data)")
        defer { _ = try? Child.run("chattr", ["-i", data]) }
        #expect(
            JournalAccess.readOnlyReason(journal: data + "/journal.json")
                == ReadOnlyReason(cause: .immutable, path: data))
        #expect(
            JournalAccess.readOnlyReason(journal: data + "/danshu/journal.json")
                == ReadOnlyReason(cause: .immutable, path: data))
    }

    @Test("a path that is not a regular file is left to the load, which says what it is")
    func notAFile() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("journal.json"), withIntermediateDirectories: false)
        chmod(folder.file("journal.json"), 0o555)
        #expect(JournalAccess.readOnlyReason(journal: folder.file("journal.json")) == nil)
    }
}
