import Foundation
import Testing

/// Syncthing's and Dropbox's conflict copies beside the journal are named by `danshu check` and, at
/// start, on the app's message line, with `danshu import FILE` as the way to merge them.
@Suite("Sync conflict copies beside the journal")
struct SyncConflictCopyTests {
    static let syncthing = "journal.sync-conflict-20261128-101010-ABCDEFG.json"
    static let dropbox = "journal (Taro's conflicted copy 2026-11-28).json"

    @Test("the app names the first copy on its message line at start; once merged and deleted, it is gone")
    func appSaysSoAtStart() async throws {
        let folder = try TmuxSession.Folder()
        _ = FileManager.default.createFile(atPath: folder.journal, contents: Data(Fixture.november.utf8))
        let copy = folder.path + "/data/" + Self.syncthing
        // The other machine recorded a day this one lacks.
        let other = Fixture.november.replacingOccurrences(of: #""2026-11-03": {"drank": false},"#,
                                                          with: #""2026-11-03": {"drank": false},"# + "\n" + #""2026-11-04": {"drank": false, "note": "別の端末で"},"#)
        _ = FileManager.default.createFile(atPath: copy, contents: Data(other.utf8))
        _ = FileManager.default.createFile(atPath: folder.path + "/data/" + Self.dropbox, contents: Data(Fixture.november.utf8))
        // In the home folder the path is shown with ~, to keep the line short.
        let app = try TmuxSession(folder: folder, environment: ["HOME": folder.path], width: 160)
        let screen = try await app.waitFor("同期の競合コピー: danshu import")
        let line = try #require(screen.split(separator: "\n").first { $0.contains("同期の競合コピー") })
        #expect(line.trimmingCharacters(in: .whitespaces)
                == "同期の競合コピー: danshu import ~/data/\(Self.dropbox) で取り込み、済んだら削除（ほかに1件）")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)

        // The way the message names: import the copies, delete them; the next start says nothing of them.
        let box = Sandbox()
        for name in [Self.dropbox, Self.syncthing] {
            let path = folder.path + "/data/" + name
            #expect(try box.run("--file", folder.journal, "import", path).status == 0)
            try FileManager.default.removeItem(atPath: path)
        }
        #expect(try box.run("--file", folder.journal, "show", "2026-11-04").lines.last == "メモ: 別の端末で")
        let again = try TmuxSession(folder: folder, environment: ["HOME": folder.path], width: 160)
        let clean = try await again.waitFor("q 終了")
        #expect(!clean.contains("競合コピー"))
    }
}
