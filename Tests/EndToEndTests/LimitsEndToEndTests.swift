import DanshuTestSupport
import Foundation
import Testing

/// The limits in the app: at the limit it works; one beyond is refused with a message that names the limit,
/// and the journal keeps every byte. The command line's limits are in DanshuCLITests.
@Suite("Limits in the app")
struct LimitsEndToEndTests {
    static func journal(presets: Int, days: [String] = []) -> String {
        LimitsJournal.journal(presets: presets, days: days)
    }
    static func day(_ date: String, entries: Int, firstCount: Int = 1) -> String {
        LimitsJournal.day(date, entries: entries, firstCount: firstCount)
    }

    @Test("the app at the limits: 1,000 presets refuse an add; a count stops at 999 with its message")
    func appAtTheLimits() async throws {
        let folder = try TmuxSession.Folder()
        try Data(Self.journal(presets: 1000, days: [Self.day("2026-11-29", entries: 1, firstCount: 998)]).utf8)
            .write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("記録0 × 998", "1/100")
        try app.send("e")
        try await app.waitFor("プリセットの編集", "1/1000")
        try app.send("a")
        try await app.waitFor("プリセットは1000件までです")
        try await app.pressEscape(until: "お酒を飲みましたか？")
        let before = folder.journalBytes()
        try app.send("o")
        try app.type("記録0")
        try app.send("Tab", "Tab", "Tab")
        try app.type("1")
        try app.send("Enter")
        try await app.waitFor("記録0 × 999")
        try app.send("o")
        try app.type("記録0")
        try app.send("Tab", "Tab", "Tab")
        try app.type("1")
        try app.send("Enter")
        try await app.waitFor("1種類999杯までです")
        #expect(folder.journalBytes() != before)
        let atLimit = folder.journalBytes()
        // Esc and q in one write would be Alt-q: a person presses them one after the other.
        try await app.pressEscape(what: "the form closed") { !$0.contains("その他の飲み物") }
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        #expect(folder.journalBytes() == atLimit, "the refused drink was not saved")
    }
}
