import Foundation
import Testing

/// Ctrl-C as the terminal sends it (the byte 0x03, which its line discipline turns into SIGINT) while a form or question
/// is open (issue 40): it does what Esc does and the app goes on; on the main screen it leaves as `q` does, by SIGINT.
@Suite("Ctrl-C in a form")
struct InterruptTests {
    static let controlC: [UInt8] = [0x03]

    @Test("e, a, テスト, Ctrl-C: the form closes, nothing is added, the app goes on; Ctrl-C again leaves with 130")
    func formBacksOut() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.sendBytes(Array("e".utf8))
        try await app.waitFor("プリセットの編集")
        try app.sendBytes(Array("a".utf8))
        try await app.waitFor("プリセットを追加")
        try app.type("テスト")
        try await app.waitFor("テスト")
        try app.sendBytes(Self.controlC)
        let back = try await app.waitForScreen(what: "the form closed") { !$0.contains("プリセットを追加") }
        #expect(back.contains("プリセットの編集") && !back.contains("テスト"), "\(back)")
        #expect(folder.journalBytes() == nil, "nothing was added or saved")
        // Still running: the pane's keys still act.
        try await app.pressEscape(until: "お酒を飲みましたか？")
        try app.sendBytes(Self.controlC)
        #expect(try await app.exitStatus() == 130, "on the main screen Ctrl-C leaves, by SIGINT")
    }

    @Test(
        "the note, the feelings form and the delete question back out on Ctrl-C as on Esc, what was typed kept out; the keys before it count"
    )
    func everyFormBacksOut() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.sendBytes(Array("m".utf8))
        try await app.waitFor("メモ: ")
        // Text and Ctrl-C in one write: the text reaches the form first, and then the form closes without it.
        try app.sendBytes(Array("abc".utf8) + Self.controlC)
        try await app.waitForScreen(what: "the note closed") { !$0.contains("メモ: 2026") && $0.contains("お酒を飲みましたか？") }
        try app.sendBytes(Array("f".utf8))
        try await app.waitFor("気分と飲みたい気持ち")
        try app.sendBytes(Array("4".utf8) + Self.controlC)
        try await app.waitForScreen(what: "the feelings closed") { !$0.contains("気分と飲みたい気持ち") }
        try app.sendBytes(Array("e".utf8))
        try await app.waitFor("プリセットの編集")
        try app.sendBytes(Array("d".utf8))
        try await app.waitFor("を削除しますか？")
        try app.sendBytes(Self.controlC)
        let kept = try await app.waitForScreen(what: "the question closed") { !$0.contains("を削除しますか？") }
        #expect(kept.contains("ビール500缶"), "\(kept)")
        #expect(folder.journalBytes() == nil, "no note, no feelings, no preset deleted")
        try await app.pressEscape(until: "お酒を飲みましたか？")
        // A drink and Ctrl-C in one write on the main screen: the drink is saved, then the app leaves.
        try app.sendBytes(Array("1".utf8) + Self.controlC)
        #expect(try await app.exitStatus() == 130)
        let text = String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self)
        #expect(text.contains("ビール500缶") && !text.contains("abc") && !text.contains("\"mood\""), "\(text)")
    }
}
