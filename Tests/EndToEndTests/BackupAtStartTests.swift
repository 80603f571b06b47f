import Foundation
import Testing

/// A journal the app cannot read, with a readable backup beside it (issue 40): the app exits 3 naming the place, then the
/// backup (its time and days) and the line that restores it, keeping the broken file aside; nothing is written.
@Suite("The backup named at start")
struct BackupAtStartTests {
    @Test(
        "a truncated journal beside journal.json.bak: exit 3 with the backup and the command, in both languages; the command restores"
    )
    func namesTheBackup() async throws {
        for language in ["ja", "en"] {
            let folder = try TmuxSession.Folder()
            let whole = Data(Fixture.november.utf8)
            let truncated = whole.prefix(whole.count / 2)
            try whole.write(to: URL(fileURLWithPath: folder.journal + ".bak"))
            try truncated.write(to: URL(fileURLWithPath: folder.journal))
            let app = try TmuxSession(folder: folder, arguments: ["--lang", language])
            #expect(try await app.exitStatus() == 3)
            let said = try await app.waitFor(
                "/data/journal.json.bak", "  mv ", "/data/journal.broken-", " && cp ", joined: true)
            #expect(said.contains(language == "ja" ? "時点、16日）は読めます" : ", 16 days) can be read"), "\(said)")
            #expect(folder.journalBytes() == truncated)
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data").filter {
                !$0.hasSuffix(".lock")
            }.sorted()
            #expect(left == ["journal.json", "journal.json.bak"], "nothing written: \(left)")
            // The line as shown, pasted into a shell: the broken file kept aside, the backup in its place.
            let line = try #require(
                said.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first {
                    $0.hasPrefix("mv ")
                })
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", line]
            shell.environment = ["HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"] // the session's, for its `~/`
            try shell.run()
            shell.waitUntilExit()
            #expect(shell.terminationStatus == 0, "\(line)")
            #expect(folder.journalBytes() == whole)
            let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data").filter {
                $0.hasPrefix("journal.broken-")
            }
            #expect(
                kept.count == 1
                    && FileManager.default.contents(atPath: folder.path + "/data/" + (kept.first ?? "")) == truncated)
            let again = try app.openWindow(arguments: ["--lang", language])
            try await app.waitFor(language == "ja" ? "お酒を飲みましたか？" : "Did you drink?", window: again)
        }
    }
}
