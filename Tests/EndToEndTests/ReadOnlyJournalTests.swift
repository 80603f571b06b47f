import DanshuTestSupport
import Foundation
import Testing

/// A journal this user may not write opens read-only (design.md §3): everything can be viewed, every change is
/// refused with the reason, and the file is never replaced: same bytes, inode and mode, nothing created beside it.
@Suite("Read-only journals")
struct ReadOnlyJournalTests {
    /// Command lines that change the journal: each exits 1 with the reason.
    static let changing: [[String]] = [
        ["log", "1"], ["log", "-1", "--sober"], ["log", "--drink", "ハイボール:7%:350ml"], ["log", "--note", "メモ"],
        ["presets", "add", "x", "5", "500"], ["presets", "rm", "1"], ["presets", "mv", "1", "2"],
        ["config", "language", "en"], ["import", "IMPORT"],
    ]

    /// Command lines that only read: each works, and creates no file.
    static let reading: [[String]] = [
        ["show"], ["show", "2026-11-15"], ["status"], ["stats"], ["stats", "--json"], ["export"],
        ["export", "--format", "json"], ["check"], ["presets"], ["presets", "list"], ["config"],
        ["config", "language"],
        ["import", "IMPORT", "--dry-run"],
    ]

    @Test(
        "as another user, each changing subcommand exits 1 with the reason and changes nothing; each reading one works",
        arguments: ReadOnlySetup.otherUsers)
    func subcommands(_ setup: ReadOnlySetup) throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let importFile = box.file("import.csv")
        box.write("date,drank,name,ml,abv,grams,count,note\n2026-11-04,false,,,,,,\n", to: importFile)
        let prefix = try setup.apply(journal: box.journal, parents: [box.folder, box.folder + "/data"])
        defer { setup.undo(journal: box.journal) }
        let before = try FileState(box.journal)
        func run(_ arguments: [String]) throws -> CommandResult {
            try box.run(prefixedBy: prefix, ["--lang", "en"] + arguments.map { $0 == "IMPORT" ? importFile : $0 })
        }

        for arguments in Self.changing {
            let result = try run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("danshu: \(box.journal) is read-only, so nothing was changed: "),
                "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(setup.reason), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
            #expect(try FileState(box.journal) == before, "\(arguments) touched the journal or its folder")
        }
        for arguments in Self.reading {
            let result = try run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
            #expect(try FileState(box.journal) == before, "\(arguments) touched the journal or its folder")
        }
        #expect(try run(["check"]).stdout.contains("read-only: "), "check says the journal is read-only")
    }

    @Test(
        "a missing journal whose folder cannot be made: log exits 1 naming the folder, the readers work, nothing is created"
    )
    func missingJournalInAFolderThatCannotBeWritten() throws {
        let box = Sandbox()
        let data = box.folder + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let prefix = try ReadOnlySetup.otherUser(folders: [box.folder, data])
        let before = try FileManager.default.contentsOfDirectory(atPath: data)

        let log = try box.run(prefixedBy: prefix, ["--lang", "en", "log", "1"])
        #expect(log.status == 1)
        #expect(
            log.stderr == "danshu: \(box.journal) is read-only, so nothing was changed: "
                + "this user may not create files in the folder \(data), which every save needs\n")
        for arguments in [["show"], ["status"], ["check"], ["presets"], ["config"]] {
            let result = try box.run(prefixedBy: prefix, arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: data) == before)
    }

    @Test(
        "the app views a read-only journal: it says why, marks the key line, refuses y, 1, - and m with the reason, q exits 0, the file stays",
        arguments: ReadOnlySetup.allCases)
    func app(_ setup: ReadOnlySetup) async throws {
        let folder = try TmuxSession.Folder()
        try Data(
            Fixture.journal([
                #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}], "note": "忘年会"}"#
            ]).utf8
        ).write(to: URL(fileURLWithPath: folder.journal))
        let prefix = try setup.apply(journal: folder.journal, parents: [folder.path])
        defer { setup.undo(journal: folder.journal) }
        let before = try FileState(folder.journal)
        let app = try TmuxSession(folder: folder, runAs: prefix)
        defer { app.kill() }
        try await app.waitFor("読み取り専用で開いています: " + setup.shortReason, "まだ記録がありません")

        // Today is unrecorded: y and 1 would answer it, m would open its note.
        for key in ["y", "1", "m"] {
            try app.send(key)
            // The refusal replaces the message line; the key line's marker stays (as vim's [RO]).
            let screen = try await app.waitFor("読み取り専用のため変更できません: " + setup.shortReason, " [読み取り専用]  ")
            #expect(screen.contains("まだ記録がありません"), "\(key) changed the day:\n\(screen)")
            #expect(!screen.contains("メモ: "), "\(key) opened the note form:\n\(screen)")
            // Moving between days still works, and the message line goes back to saying why.
            try app.send("Left")
            try await app.waitFor("読み取り専用で開いています", "ビール500缶 × 2", "忘年会")
            try app.send("Right")
            try await app.waitFor("読み取り専用で開いています", "まだ記録がありません")
        }
        // Yesterday has drinks that - would take back.
        try app.send("Left")
        try await app.waitFor("ビール500缶 × 2")
        try app.send("-")
        try await app.waitFor("読み取り専用のため変更できません", "ビール500缶 × 2")
        // The statistics and the preset list still show; adding a preset is refused before its form opens.
        try app.send("s")
        try await app.waitFor("統計  ‹ 2026年11月 ›", "読み取り専用で開いています", " [読み取り専用]  ")
        try await app.pressEscape(until: "お酒を飲みましたか？")
        try app.send("e")
        try await app.waitFor("プリセットの編集", "日本酒1合", "読み取り専用で開いています")
        try app.send("a")
        try await app.waitFor("プリセットの編集", "読み取り専用のため変更できません", " [読み取り専用]  ")
        try await app.pressEscape(until: "お酒を飲みましたか？")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        #expect(try FileState(folder.journal) == before, "the journal or its folder changed")
    }

    @Test(
        "the app on a missing journal in an immutable folder opens read-only instead of refusing to start, and creates nothing"
    )
    func appOnMissingJournal() async throws {
        let folder = try TmuxSession.Folder()
        let data = folder.path + "/data"
        if let reason = FaultInjection.makeImmutable(data) { throw FaultError(reason) }
        defer { FaultInjection.makeMutable(data) }
        let app = try TmuxSession(folder: folder, arguments: ["--lang", "en"])
        defer { app.kill() }
        try await app.waitFor("Opened read-only: it is immutable (chattr -i to allow)")
        try app.send("n")
        try await app.waitFor("Not changed (read-only): it is immutable (chattr -i to allow)")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data) == [])
    }

    @Test("a read-only viewer takes no lock: the owner's danshu still changes the journal meanwhile")
    func viewerDoesNotBlockTheOwner() async throws {
        let folder = try TmuxSession.Folder()
        try Data(Fixture.journal([]).utf8).write(to: URL(fileURLWithPath: folder.journal))
        let prefix = try ReadOnlySetup.otherUsersFile.apply(journal: folder.journal, parents: [folder.path])
        let app = try TmuxSession(folder: folder, runAs: prefix)
        defer { app.kill() }
        try await app.waitFor("読み取り専用で開いています")

        let owner = try Sandbox.run(
            DanshuBinary.path, ["--file", folder.journal, "log", "1"],
            environment: ["DANSHU_TODAY": "2026-11-29", "LANG": "C.UTF-8"], folder: folder.path)
        #expect(owner.status == 0, "\(owner.stderr)")
        #expect(try folder.journalDays()["2026-11-29"]?["drank"] as? Bool == true)
    }
}

/// Ways a journal is read-only for the user danshu runs as.
enum ReadOnlySetup: String, CaseIterable, Sendable {
    /// `chmod 0444`, danshu run by root, who could write anything.
    case writeProtected
    /// Root's journal, mode 0644, shown to another user.
    case otherUsersFile
    /// The other user's own journal in root's folder (0755): no temporary file or backup can be made there.
    case folderNotPermitted
    /// The folder bind-mounted read-only on itself.
    case readOnlyMount
    /// `chattr +i` on the folder.
    case immutableFolder

    /// What a changing subcommand's message names (English).
    var reason: String {
        switch self {
        case .writeProtected: return "has no write permission for its owner (chmod u+w"
        case .otherUsersFile: return "this user may not write"
        case .folderNotPermitted: return "this user may not create files in the folder"
        case .readOnlyMount: return "is on a read-only file system"
        case .immutableFolder: return "is immutable (chattr -i"
        }
    }

    /// What the app's message line names (Japanese).
    var shortReason: String {
        switch self {
        case .writeProtected: return "ファイルが書き込み禁止（chmod u+w で解除）"
        case .otherUsersFile: return "このユーザーはファイルに書き込めません"
        case .folderNotPermitted: return "このユーザーはフォルダに書き込めません"
        case .readOnlyMount: return "読み取り専用のファイルシステム"
        case .immutableFolder: return "変更不可の属性付き（chattr -i で解除）"
        }
    }

    /// Makes the existing `journal` read-only this way; `parents` are the folders above its own, which another
    /// user must be able to enter. Returns what goes before danshu on the command line (another user's identity).
    /// A machine where the way cannot be made fails the test: it would otherwise pass without testing anything.
    func apply(journal: String, parents: [String]) throws -> [String] {
        let folder = (journal as NSString).deletingLastPathComponent
        switch self {
        case .writeProtected:
            chmod(journal, 0o444)
            return []
        case .otherUsersFile:
            chmod(journal, 0o644)
            return try Self.otherUser(folders: parents + [folder])
        case .folderNotPermitted:
            chown(journal, 65534, 65534)
            chmod(journal, 0o600)
            return try Self.otherUser(folders: parents + [folder])
        case .readOnlyMount:
            if let reason = FaultInjection.mountReadOnly(folder) { throw FaultError(reason) }
            return []
        case .immutableFolder:
            if let reason = FaultInjection.makeImmutable(folder) { throw FaultError(reason) }
            return []
        }
    }

    /// Takes a mount or attribute away again, so the folder can be removed.
    func undo(journal: String) {
        let folder = (journal as NSString).deletingLastPathComponent
        if self == .readOnlyMount { FaultInjection.unmount(folder) }
        if self == .immutableFolder { FaultInjection.makeMutable(folder) }
    }

    /// The ways that need danshu run as another user; the others are tested in-process in DanshuCLITests.
    static let otherUsers: [ReadOnlySetup] = [.otherUsersFile, .folderNotPermitted]

    /// The `setpriv` prefix that runs danshu as user 65534, after opening `folders` to it (0755, owned by root).
    static func otherUser(folders: [String]) throws -> [String] {
        guard geteuid() == 0 else { throw FaultError("running danshu as another user needs root") }
        let (prefix, missing) = FaultInjection.asOtherUser()
        if let missing { throw FaultError(missing) }
        for folder in folders { chmod(folder, 0o755) }
        return prefix
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
