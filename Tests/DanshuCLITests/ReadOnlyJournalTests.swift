import DanshuTestSupport
import Foundation
import Testing

/// A journal this user may not write (design.md §3): every changing subcommand is refused with exit 1 and the
/// reason, every reading one works, and the file is never replaced: same bytes, inode and mode, nothing
/// created beside it. The ways that need another user (setpriv) are in the end-to-end tests.
@Suite("danshu on a read-only journal")
struct ReadOnlyJournalTests {
    /// Command lines that change the journal (IMPORT is a good import file).
    static let changing: [[String]] = [
        ["log", "1"], ["log", "-1", "--sober"], ["log", "--drink", "ハイボール:7%:350ml"], ["log", "--note", "メモ"],
        ["presets", "add", "x", "5", "500"], ["presets", "rm", "1"], ["presets", "mv", "1", "2"],
        ["config", "language", "en"], ["import", "IMPORT"],
    ]

    /// Command lines that only read.
    static let reading: [[String]] = [
        ["show"], ["show", "2026-11-15"], ["status"], ["stats"], ["stats", "--json"], ["export"],
        ["export", "--format", "json"], ["check"], ["presets"], ["presets", "list"], ["config"],
        ["config", "language"],
        ["import", "IMPORT", "--dry-run"],
    ]

    /// Ways a journal is read-only for this process, and what a refusal names (English).
    enum Setup: String, CaseIterable, Sendable {
        /// `chmod 0444`, even for root, who could write anything.
        case writeProtected
        /// The folder bind-mounted read-only on itself.
        case readOnlyMount
        /// `chattr +i` on the folder.
        case immutableFolder

        var reason: String {
            switch self {
            case .writeProtected: return "has no write permission for its owner (chmod u+w"
            case .readOnlyMount: return "is on a read-only file system"
            case .immutableFolder: return "is immutable (chattr -i"
            }
        }

        func apply(folder: String, journal: String) throws {
            switch self {
            case .writeProtected: chmod(journal, 0o444)
            case .readOnlyMount: if let reason = FileSystemFaults.mountReadOnly(folder) { throw FaultError(reason) }
            case .immutableFolder: if let reason = FileSystemFaults.makeImmutable(folder) { throw FaultError(reason) }
            }
        }

        /// Takes a mount or attribute away again, so the folder can be removed.
        func undo(folder: String) {
            if self == .readOnlyMount { FileSystemFaults.unmount(folder) }
            if self == .immutableFolder { FileSystemFaults.makeMutable(folder) }
        }
    }

    @Test(
        "each changing subcommand exits 1 with the reason and changes nothing; each reading one works",
        arguments: Setup.allCases)
    func subcommands(_ setup: Setup) throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let importFile = cli.file("import.csv")
        cli.write("date,drank,name,ml,abv,grams,count,note\n2026-11-04,false,,,,,,\n", to: importFile)
        let folder = (cli.journal as NSString).deletingLastPathComponent
        try setup.apply(folder: folder, journal: cli.journal)
        defer { setup.undo(folder: folder) }
        let before = try FileState(cli.journal)
        func run(_ arguments: [String]) -> CommandResult {
            cli.run(["--lang", "en"] + arguments.map { $0 == "IMPORT" ? importFile : $0 })
        }

        for arguments in Self.changing {
            let result = run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("danshu: \(cli.journal) is read-only, so nothing was changed: "),
                "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(setup.reason), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
            #expect(try FileState(cli.journal) == before, "\(arguments) touched the journal or its folder")
        }
        for arguments in Self.reading {
            let result = run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
            #expect(try FileState(cli.journal) == before, "\(arguments) touched the journal or its folder")
        }
        #expect(run(["check"]).stdout.contains("read-only: "), "check says the journal is read-only")
    }
}

/// What must not change about a read-only journal: its bytes, inode and mode, and what its folder holds.
struct FileState: Equatable {
    var bytes: Data?
    var inode: UInt64
    var mode: UInt32
    var folder: [String]

    init(_ journal: String) throws {
        var info = stat()
        guard stat(journal, &info) == 0 else { throw FaultError("no journal at \(journal)") }
        bytes = FileManager.default.contents(atPath: journal)
        inode = UInt64(info.st_ino)
        mode = UInt32(info.st_mode & 0o7777)
        folder = try FileManager.default.contentsOfDirectory(atPath: (journal as NSString).deletingLastPathComponent)
            .sorted()
    }
}
