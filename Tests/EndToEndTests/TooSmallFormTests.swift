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

    @Test(
        "at 39×20 the question to quit breaks between words only: 「続ける」 whole, in both languages (issues 40, 44)",
        arguments: ["ja", "en"])
    func questionKeepsWordsWhole(language: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: language == "en" ? ["--lang", "en"] : [])
        try await app.waitFor(language == "en" ? "Did you drink?" : "お酒を飲みましたか？")
        try app.send("m")
        try await app.waitFor(language == "en" ? "Note: " : "メモ: ")
        try app.type("散歩した")
        try await app.waitFor("散歩した")
        try app.resize(width: 39, height: 20)
        try await app.waitFor(language == "en" ? "Terminal too small" : "端末が小さすぎます")
        try app.send("q")
        let words =
            language == "en"
            ? ["Quit", "lose", "typed?", "quits,", "other", "goes", "back"]
            : ["入力中の", "内容を", "捨てて", "終了しますか？", "ほかの", "キー:", "続ける"]
        let screen = try await app.waitForScreen(what: "the question") { screen in
            screen.contains(language == "en" ? "Quit" : "入力中の") && screen.contains(language == "en" ? "back" : "続ける")
        }
        for word in words { #expect(screen.contains(word), "\(word) is broken:\n\(screen)") }
        try app.send("y")
        #expect(try await app.exitStatus() == 0)
    }
}
