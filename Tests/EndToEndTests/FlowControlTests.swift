import Foundation
import Testing

/// XON/XOFF flow control is off while the app runs (as in vim and htop) and back on after it (issue 26).
@Suite("Flow control")
struct FlowControlTests {
    @Test("Ctrl-S neither freezes the screen nor hides a change: a drink after it shows at once; ixon is back on exit")
    func ctrlSDoesNotFreeze() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.sendBytes([0x13]) // Ctrl-S, as the terminal sends it
        try app.send("1")
        try await app.waitFor("ビール500缶 × 1")
        try app.sendBytes([0x11]) // Ctrl-Q, harmless either way
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        let modes = try await app.terminalModesAfterExit()
        let words = Set(modes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(words.contains("ixon") && !words.contains("-ixon"), "\(modes)")
    }
}
