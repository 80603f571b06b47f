import Foundation
import Testing

/// The first ten minutes: on an empty journal the header welcomes instead of saying 「断酒 0日目」 and the
/// message line says what y, n and the number keys do; the first key clears the message, the first recorded
/// day brings the streak, and once a day is recorded neither welcome comes back.
@Suite("First-run welcome")
struct WelcomeTests {
    static let japanese = "ようこそ。y: 飲んだ / n: 飲まなかった / 数字キー: 飲んだものを追加　? でヘルプ"
    static let english = "Welcome. y: I drank / n: I did not / number keys: add a drink. ? for help"
    static let japaneseHeader = "ようこそ。記録を始めると、ここに断酒の日数が出ます"
    static let englishHeader = "Welcome. Once you record a day, your sober streak shows here"

    /// The screen once the app has drawn its key hint, which comes with every full frame.
    private func settled(_ app: TmuxSession, hint: String = "q 終了") async throws -> String {
        try await app.waitFor("お酒を飲みましたか？", hint)
    }

    @Test("the welcome explains y, n and the number keys on one line, and the first key clears it")
    func welcomeUntilTheFirstKey() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        let screen = try await app.waitFor(Self.japanese)
        let line = try #require(screen.split(separator: "\n").first { $0.contains("y: 飲んだ") })
        #expect(
            line.trimmingCharacters(in: .whitespaces) == Self.japanese, "the welcome is cut or shares its line: \(line)"
        )
        let header = try #require(screen.split(separator: "\n").first)
        #expect(header.trimmingCharacters(in: .whitespaces) == Self.japaneseHeader, "header: \(header)")
        #expect(!screen.contains("日目"), "a new journal has no streak to count:\n\(screen)")

        // `t` selects today, which is already selected: the only change is the message going.
        try app.send("t")
        let after = try await app.waitForScreen(what: "the welcome gone") {
            !$0.contains(Self.japanese) && $0.contains("q 終了")
        }
        #expect(after.contains(Self.japaneseHeader), "nothing is recorded yet, so the header still welcomes")
        #expect(folder.journalBytes() == nil, "reading the welcome records nothing")

        // Nothing was recorded, so the next start welcomes again.
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        let again = try TmuxSession(folder: folder)
        try await again.waitFor(Self.japanese)
    }

    @Test("after a day is recorded the welcome does not come back")
    func noWelcomeOnceSomethingIsRecorded() async throws {
        let folder = try TmuxSession.Folder()
        do {
            let app = try TmuxSession(folder: folder)
            try await app.waitFor(Self.japanese)
            try app.send("n")
            try await app.waitForScreen(what: "the day recorded, the welcome gone") {
                !$0.contains("ようこそ") && $0.contains("[いいえ]")
            }
            try app.send("q")
            #expect(try await app.exitStatus() == 0)
        }
        #expect(try folder.journalDays().count == 1)
        let next = try TmuxSession(folder: folder)
        let screen = try await settled(next)
        #expect(screen.contains("断酒 1日目"))
        #expect(!screen.contains("ようこそ"), "welcome shown again:\n\(screen)")
    }

    @Test("in English the welcome says the same, on one line at 80 columns")
    func englishWelcome() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: ["--lang", "en"])
        let screen = try await app.waitFor(Self.english)
        let line = try #require(screen.split(separator: "\n").first { $0.contains("y: I drank") })
        #expect(line.trimmingCharacters(in: .whitespaces) == Self.english)
        #expect(screen.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == Self.englishHeader)
        // A number key answers はい and adds the drink at once; the welcome goes with it.
        try app.send("1")
        try await app.waitForScreen(what: "a beer recorded") { !$0.contains("Welcome.") && $0.contains("20.0g") }
        // A journal created in English has the default presets named in English.
        #expect(ScreenText.drinkCounts(of: try folder.journalDays()["2026-11-29"]) == ["Beer 500ml can × 1"])
    }
}
