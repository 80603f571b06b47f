import Foundation
import Testing

/// The question before a drink beyond what a person can drink (issue 40), in the real binary: a chip that takes the day
/// past 500 g and a one-off typed in `o` are asked about once (y/n) in a box that fits the screen, in both languages.
@Suite("The amount question in the app")
struct AmountQuestionEndToEndTests {
    /// Today holds 25 beers, 500.0 g: one more passes the line.
    static let atTheLine = Fixture.journal([
        #""2026-11-29": {"drank": true, "drinks": [{"abv": 5, "count": 25, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#
    ])

    @Test("a chip past 500 g asks; n records nothing; y records it; the next chip is not asked about")
    func chipInJapanese() async throws {
        let folder = try TmuxSession.Folder()
        try Data(Self.atTheLine.utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder, height: 22)
        try await app.waitFor("ビール500缶 × 25")
        let before = folder.journalBytes()
        try app.send("1")
        let asked = try await app.waitFor("記録の確認", "ビール500缶を加えると、この日の純アルコールは", "(y/n)")
        #expect(asked.contains("520.0g") && asked.contains("1日に飲める量（500g）"), "\(asked)")
        try app.send("n")
        try await app.waitForScreen(what: "the question closed") { !$0.contains("記録の確認") }
        #expect(folder.journalBytes() == before)
        try app.send("1")
        try await app.waitFor("記録の確認")
        try app.send("y")
        try await app.waitFor("ビール500缶 × 26")
        #expect(String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self).contains(#""count": 26"#))
        try app.send("1")
        try await app.waitFor("ビール500缶 × 27")
        #expect(try app.screen().contains("記録の確認") == false)
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
    }

    @Test("o in English: a one-off of 600 g asks; n brings the form back as typed; y records it")
    func oneOffInEnglish() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: ["--lang", "en"])
        try await app.waitFor("Did you drink?")
        try app.send("o")
        try await app.waitFor("Another drink")
        try app.type("plum")
        try app.send("Tab", "Tab", "Tab")
        try app.type("600")
        try app.send("Enter")
        let asked = try await app.waitFor(
            "Check the amount", "plum is 600.0g of pure alcohol", "(500g)", "record it as it is? (y/n)")
        #expect(asked.split(separator: "\n").allSatisfy { !$0.hasSuffix("(y") }, "the question shows whole: \(asked)")
        try app.send("n")
        let form = try await app.waitFor("Another drink", "plum", "600")
        #expect(!form.contains("Check the amount"))
        #expect(folder.journalBytes() == nil, "nothing recorded")
        try app.send("Enter")
        try await app.waitFor("Check the amount")
        try app.send("y")
        try await app.waitFor("plum × 1")
        #expect(
            String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self).contains(#""grams": 600, "name": "plum""#))
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
    }
}
