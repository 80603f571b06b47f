import Foundation
import Testing

/// Syncthing's and Dropbox's conflict copies beside the journal are named by `danshu check` and, at
/// start, on the app's message line, with the line that folds them in (`danshu merge COPY`), ready to paste.
@Suite("Sync conflict copies beside the journal")
struct SyncConflictCopyTests {
    static let syncthing = "journal.sync-conflict-20261128-101010-ABCDEFG.json"
    static let dropbox = "journal (Taro's conflicted copy 2026-11-28).json"

    @Test(
        "the app names the first copy with the line that folds it in; pasted into sh it folds both copies in and removes them"
    )
    func appSaysSoAtStart() async throws {
        let folder = try TmuxSession.Folder()
        _ = FileManager.default.createFile(atPath: folder.journal, contents: Data(Fixture.november.utf8))
        let copy = folder.path + "/data/" + Self.syncthing
        // The other machine recorded a day this one lacks, and one after today (its clock is ahead).
        let other = Fixture.november.replacingOccurrences(
            of: #""2026-11-03": {"drank": false},"#,
            with: #""2026-11-03": {"drank": false},"# + "\n" + #""2026-11-04": {"drank": false, "note": "別の端末で"},"#
        )
        .replacingOccurrences(of: "\n  }\n}", with: ",\n" + #""2026-11-30": {"drank": false}"# + "\n  }\n}")
        _ = FileManager.default.createFile(atPath: copy, contents: Data(other.utf8))
        _ = FileManager.default.createFile(
            atPath: folder.path + "/data/" + Self.dropbox, contents: Data(Fixture.november.utf8))
        // In the home folder the path is shown with ~, outside the quotes so the shell still expands it.
        let app = try TmuxSession(folder: folder, environment: ["HOME": folder.path], width: 200)
        let screen = try await app.waitFor("同期の競合コピーがあります")
        let line = try #require(screen.split(separator: "\n").first { $0.contains("同期の競合コピー") })
        let dropboxLine =
            "danshu --file ~/data/journal.json merge ~/'data/journal (Taro'\\''s conflicted copy 2026-11-28).json'"
        #expect(line.trimmingCharacters(in: .whitespaces) == "同期の競合コピーがあります（ほかに1件）。終了後に取り込んで削除: " + dropboxLine)
        try app.send("q")
        #expect(try await app.exitStatus() == 0)

        // Pasted as shown (danshu on the PATH, the same HOME), the lines fold each copy in and remove it.
        let box = Sandbox()
        let bin = box.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/danshu", withDestinationPath: DanshuBinary.path)
        let shell = box.environment.merging([
            "HOME": folder.path, "PATH": bin + ":" + (box.environment["PATH"] ?? "/usr/bin:/bin"),
        ]) { $1 }
        let checked = try Sandbox.run(
            DanshuBinary.path, ["--file", folder.journal, "check"], environment: shell, folder: box.folder)
        let pasted = checked.lines.filter { $0.hasPrefix("  取り込んで削除: ") }.map {
            String($0.dropFirst("  取り込んで削除: ".count))
        }
        #expect(pasted.first == dropboxLine && pasted.count == 2, "\(checked.stdout)")
        for command in pasted {
            let run = try Sandbox.run("/bin/sh", ["-c", command], environment: shell, folder: box.folder)
            #expect(run.status == 0, "\(command): \(run.stdout)\(run.stderr)")
        }
        #expect(
            !FileManager.default.fileExists(atPath: copy)
                && !FileManager.default.fileExists(atPath: folder.path + "/data/" + Self.dropbox))
        #expect(try box.run("--file", folder.journal, "show", "2026-11-04").lines.last == "メモ: 別の端末で")
        #expect(try folder.journalDays()["2026-11-30"] != nil, "the day after today came in with the rest")
        let again = try TmuxSession(folder: folder, environment: ["HOME": folder.path], width: 160)
        let clean = try await again.waitFor("q 終了")
        #expect(!clean.contains("競合コピー"))
    }

    @Test(
        "another program replaces the journal 0-60 ms after each of 120 saves: not one of its days or of the app's drinks is lost"
    )
    func replacedAroundSaves() throws {
        let folder = try TmuxSession.Folder()
        let result = try Sandbox.run(
            try WideTerminal.pythonWithPyte(),
            [Project.path("Tests/EndToEndTests/Support/sync_race.py"), "--bin", DanshuBinary.path, "--rounds", "120"],
            environment: ProcessInfo.processInfo.environment, folder: folder.path)
        print(result.stdout)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains(
                "120 replacements within 60 ms of a save (load 0): 0 of the other program's days lost, 121 of 121 beers kept"
            ),
            "\(result.stdout)")
    }
}
