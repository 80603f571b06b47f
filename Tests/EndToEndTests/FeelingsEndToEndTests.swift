import Foundation
import Testing

/// Milestones celebrated and past days guarded (design.md §6) through the real binary in tmux: the confetti
/// plays at the start of a 30-day streak and the key pressed during it acts afterwards; NO_MOTION plays none;
/// a locked past day refuses `1` with the journal untouched, then Enter and `1` add the drink.
@Suite("Feelings, milestones and locked days on a real terminal")
struct FeelingsEndToEndTests {
    /// A journal whose days from `from` to 2026-11-28 are sober (today, 2026-11-29, is left to answer), so the
    /// streak on 2026-11-29 is the number of those days plus one.
    static func soberJournal(from: String, in folder: TmuxSession.Folder) throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        guard var date = formatter.date(from: from), let end = formatter.date(from: "2026-11-28") else {
            throw TmuxSession.Failure("bad date")
        }
        var lines: [String] = []
        while date <= end {
            lines.append("    \"\(formatter.string(from: date))\": {\"drank\": false}")
            date = date.addingTimeInterval(86_400)
        }
        let text =
            "{\n  \"format\": \"danshu-journal\",\n  \"version\": 1,\n  \"days\": {\n" + lines.joined(separator: ",\n")
            + "\n  }\n}\n"
        try text.write(toFile: folder.journal, atomically: true, encoding: .utf8)
    }

    @Test(
        "a streak of exactly 30 days at the start: the confetti plays, and s pressed during it opens the statistics after"
    )
    func celebrationAtStart() async throws {
        let folder = try TmuxSession.Folder()
        try Self.soberJournal(from: "2026-10-31", in: folder)
        // A test can be held up for longer than the confetti's 1.8 s: s waits in the terminal, so the app reads it during it.
        let app = try TmuxSession(folder: folder, environment: ["NO_MOTION": ""], recordOutput: true, typedAhead: ["s"])
        let screen = try await app.waitFor("統計  ‹ 2026年11月 ›", "断酒 30日目")
        #expect(!screen.contains("祝 断酒30日目"), "the key ended the celebration:\n\(screen)")
        // The confetti was drawn before s ended it.
        try await app.waitForOutput("祝 断酒30日目")
        // Remembered in the journal, which is now version 2: the next start celebrates nothing.
        let text = String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self)
        #expect(text.contains("  \"celebrated\": {\"days\": 30},\n") && text.contains("\"version\": 2,"), "\(text)")
        try app.send("q", "q") // out of the statistics, then quit
        #expect(try await app.exitStatus() == 0)

        let again = try TmuxSession(folder: folder, environment: ["NO_MOTION": ""], recordOutput: true)
        let first = try await again.waitFor("お酒を飲みましたか？", "断酒 30日目")
        #expect(!first.contains("祝"), "celebrated twice:\n\(first)")
        try again.send("q")
        #expect(!(try await Self.everythingWritten(by: again)).contains("祝"), "celebrated twice: a confetti was drawn")
    }

    /// All the app wrote, once it has ended (leaving the alternate screen is the last of it): a confetti is on the
    /// screen only for a moment, which can be over before the test looks.
    static func everythingWritten(by app: TmuxSession) async throws -> String {
        #expect(try await app.exitStatus() == 0)
        return try await app.waitForOutput("\u{1B}[?1049l")
    }

    @Test("left alone, the confetti ends by itself, without a key")
    func celebrationEndsByItself() async throws {
        let folder = try TmuxSession.Folder()
        try Self.soberJournal(from: "2026-11-23", in: folder)
        let app = try TmuxSession(folder: folder, environment: ["NO_MOTION": ""], recordOutput: true)
        // No key is pressed; it plays 1.8 s by the app's clock (timed in DanshuUITests), and 10 s is slack for a loaded machine.
        try await app.waitForScreen(
            timeout: .seconds(10), what: "the whole main screen, the confetti over with no key pressed"
        ) {
            !$0.contains("祝") && $0.contains("お酒を飲みましたか？") && $0.contains("q 終了")
        }
        // And it did play, though perhaps before the test first looked.
        try await app.waitForOutput("祝 断酒7日目")
    }

    @Test("NO_MOTION=1 and --no-motion: no confetti, and nothing is written")
    func noMotion() async throws {
        for (environment, arguments) in [(["NO_MOTION": "1"], [String]()), (["NO_MOTION": ""], ["--no-motion"])] {
            let folder = try TmuxSession.Folder()
            try Self.soberJournal(from: "2026-10-31", in: folder)
            let before = folder.journalBytes()
            let app = try TmuxSession(
                folder: folder, arguments: arguments, environment: environment, recordOutput: true)
            let screen = try await app.waitFor("お酒を飲みましたか？", "断酒 30日目", "q 終了")
            #expect(!screen.contains("祝"), "\(arguments): \(screen)")
            try app.send("q")
            #expect(!(try await Self.everythingWritten(by: app)).contains("祝"), "\(arguments): a confetti was drawn")
            #expect(folder.journalBytes() == before, "\(arguments): the journal changed")
        }
    }

    @Test("a locked past day refuses 1 and the journal stays as it was; Enter then 1 adds the drink")
    func lockedDay() async throws {
        let folder = try TmuxSession.Folder()
        try Self.soberJournal(from: "2026-11-18", in: folder)
        let before = folder.journalBytes()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("k", "Left", "Left") // 2026-11-20
        try await app.waitFor("2026年11月20日(金)", "記録済み Enter で修正", "Enter 修正")
        try app.send("1")
        try await app.waitFor("記録済みの日です。Enter で修正")
        #expect(folder.journalBytes() == before, "a locked day changed the journal")

        try app.send("Enter")
        try await app.waitFor("この日を修正できます")
        try app.send("1")
        try await app.waitFor("ビール500缶 × 1", "ビール500缶 を追加（この日 1杯目）")
        let day = try folder.journalDays()["2026-11-20"]
        #expect(day?["drank"] as? Bool == true && (day?["drinks"] as? [[String: Any]])?.count == 1)
        // Away and back: locked again.
        try app.send("Right", "Left")
        try await app.waitFor("2026年11月20日(金)", "記録済み Enter で修正")
    }
}
