import Foundation
import Testing

/// When the app cannot start: a locked journal (4), an unreadable one (3), no terminal (2).
@Suite("Refusing to start")
struct StartupFailureTests {
    @Test("a second instance on the same journal exits 4 and names the locked file")
    func secondInstanceLocked() async throws {
        let folder = try TmuxSession.Folder()
        try Data(Fixture.november.utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        let second = try app.openWindow()
        #expect(try await app.exitStatus(window: second) == 4)
        try await app.waitFor(folder.journal, "使用中", window: second, joined: true)

        // The first instance is untouched and keeps working.
        try app.send("y")
        try await app.waitFor("[はい]")
        #expect(try folder.journalDays()["2026-11-29"]?["drank"] as? Bool == true)
    }

    @Test(
        "a journal that does not exist yet: quitting without a change creates nothing, not even the folder or the lock")
    func newJournalCreatesNothing() async throws {
        let folder = try TmuxSession.Folder()
        let journal = folder.path + "/data/not-yet/journal.json"
        let app = try TmuxSession(folder: folder, arguments: ["--file", journal])
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/data/not-yet"))
    }

    @Test(
        "two sessions on a journal not made yet: the first save takes the lock, the other's save is refused and taken back"
    )
    func newJournalLockedAtTheFirstSave() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        let second = try app.openWindow()
        try await app.waitFor("お酒を飲みましたか？", window: second)
        try app.send("y")
        try await app.waitFor("[はい]")
        try app.send("n", window: second)
        try await app.waitFor("別の danshu が使用中", window: second)
        #expect(try folder.journalDays()["2026-11-29"]?["drank"] as? Bool == true, "the first session's answer stands")
        try app.send("q", window: second)
        #expect(try await app.exitStatus(window: second) == 0)
    }

    @Test("after the first instance quits, the journal opens again")
    func lockReleasedOnQuit() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        let second = try app.openWindow()
        try await app.waitFor("お酒を飲みましたか？", window: second)
    }

    @Test("a corrupt journal exits 3 naming the file and the place, and is never written over")
    func corruptJournal() async throws {
        let folder = try TmuxSession.Folder()
        let corrupt = Data(
            #"{"format": "danshu-journal", "version": 1, "days": {"2026-02-30": {"drank": false}}}"#.utf8 + [0x0A])
        try corrupt.write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder)
        #expect(try await app.exitStatus() == 3)
        try await app.waitFor(folder.journal, "days.2026-02-30", joined: true)
        #expect(folder.journalBytes() == corrupt)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data").sorted()
        #expect(
            left.allSatisfy { $0 == "journal.json" || $0 == "journal.json.lock" },
            "no backup or temporary file: \(left)")
    }

    @Test("a journal from a newer version exits 3 and is left alone")
    func newerVersion() async throws {
        let folder = try TmuxSession.Folder()
        let newer = Data(#"{"format": "danshu-journal", "version": 5, "days": {}}"#.utf8 + [0x0A])
        try newer.write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder)
        #expect(try await app.exitStatus() == 3)
        try await app.waitFor(folder.journal, joined: true)
        #expect(folder.journalBytes() == newer)
    }

    @Test("an unknown terminal type exits 2 and names TERM")
    func unknownTerminal() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, term: "no-such-terminal")
        #expect(try await app.exitStatus() == 2)
        try await app.waitFor("no-such-terminal", "TERM", joined: true)
        #expect(folder.journalBytes() == nil)
    }

    @Test(
        "without a terminal, bare danshu exits 2 and points to the subcommands",
        arguments: [
            ([String](), "サブコマンド"), (["--lang", "en"], "subcommand"),
        ])
    func noTerminal(arguments: [String], hint: String) throws {
        let folder = try TmuxSession.Folder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxSession.binaryPath)
        process.arguments = ["--file", folder.journal] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
        let output = Pipe()
        let error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(errorText.contains(hint), "stderr: \(errorText)")
        #expect(errorText.contains("danshu log"), "stderr: \(errorText)")
        #expect(outputText.isEmpty, "nothing on stdout, not even escapes: \(outputText.debugDescription)")
        #expect(folder.journalBytes() == nil)
    }
}
