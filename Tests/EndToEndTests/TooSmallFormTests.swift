import Testing

/// `q` on the too-small screen with a form open: the form's text is not silently dropped.
@Suite("Quitting a hidden form")
struct TooSmallFormTests {
    @Test("q asks; n goes back and the note keeps its text; q then y quits without writing it")
    func asksBeforeDroppingNote() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("m")
        try await app.waitFor("メモ: ")
        try app.type("散歩した")
        // A resize can reach the app before text typed ahead of it, and the too-small screen drops text.
        try await app.waitFor("散歩した")
        try app.resize(width: 60, height: 15)
        try await app.waitFor("端末が小さすぎます")
        try app.send("q")
        try await app.waitFor("捨てて終了しますか", joined: true)
        try app.send("n")
        try await app.waitFor("q で終了")
        try app.resize(width: 80, height: 24)
        try await app.waitFor("メモ: ", "散歩した")
        try app.resize(width: 60, height: 15)
        try await app.waitFor("端末が小さすぎます")
        try app.send("q")
        try await app.waitFor("捨てて終了しますか", joined: true)
        try app.send("y")
        #expect(try await app.exitStatus() == 0)
        #expect(folder.journalBytes() == nil, "the note was not saved behind the user's back")
    }
}
