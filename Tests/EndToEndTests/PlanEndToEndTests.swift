import Foundation
import Testing

/// The week's plan made in the app through the real binary in tmux (issue 25), keys sent as the raw bytes a terminal
/// sends: `w`, `p`, arrows, Space, Tab, Enter. The plan is on disk at once, the pane shows it, and `u` takes it back.
@Suite("The week's plan on a real terminal")
struct PlanEndToEndTests {
    static let right: [UInt8] = [0x1B, 0x5B, 0x43] // ESC [ C
    static let space: [UInt8] = [0x20]
    static let tab: [UInt8] = [0x09]
    static let enter: [UInt8] = [0x0D]

    @Test(
        "w, p, Friday and Saturday marked, 40 g by four drinks, Enter: saved at version 3, shown in the pane and the day panel; u undoes it"
    )
    func planInTheApp() async throws {
        let folder = try TmuxSession.Folder()
        let journal = """
            {
              "format": "danshu-journal",
              "version": 1,
              "days": {
                "2026-11-20": {"drank": true, "drinks": [{"abv": 5, "count": 3, "grams": 20, "ml": 500, "name": "ビール500缶"}]},
                "2026-11-28": {"drank": false}
              }
            }

            """
        try journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.sendBytes(Array("w".utf8))
        try await app.waitFor("週ごとの推移", "p 予定")
        try app.sendBytes(Array("p".utf8))
        // The suggestion is shown: the heaviest day of the last 14 days, 60 g, less one drink is 50 g, over the 40 g
        // heavy-day line (no sex set), so the line.
        try await app.waitFor("週の予定: 2026年11月29日〜12月5日", "提案: 40g まで  s で使う", "飲む日なし（飲まない週）")
        try app.sendBytes(Array(repeating: Self.right, count: 5).flatMap { $0 } + Self.space + Self.right + Self.space)
        try await app.waitFor("[金][土]", "未入力（← → で選ぶ）")
        try app.sendBytes(Self.tab + Array(repeating: Self.right, count: 4).flatMap { $0 })
        try await app.waitFor("40g まで")
        #expect(
            !String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self).contains("plans"),
            "nothing is saved before Enter")
        try app.sendBytes(Self.enter)
        try await app.waitFor("2026年11月29日〜12月5日の予定を保存しました（u で取り消し）", "予定: 金・土 40g まで")
        let text = String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self)
        #expect(
            text.contains("\"version\": 3,")
                && text.contains(#""2026-11-29": {"days": ["fri", "sat"], "maxGrams": 40}"#), "\(text)")

        // Back on the main screen, today is a planned sober day, not answered yet.
        try app.sendBytes(Array("q".utf8))
        try await app.waitFor("予定: 休肝日", "お酒を飲みましたか？")
        try app.sendBytes(Array("w".utf8))
        try await app.waitFor("週ごとの推移")
        try app.sendBytes(Array("u".utf8))
        try await app.waitFor("元に戻しました")
        let undone = String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self)
        #expect(!undone.contains("plans") && undone.contains("\"version\": 1,"), "\(undone)")
        try app.sendBytes(Array("qq".utf8))
        #expect(try await app.exitStatus() == 0)
    }

    @Test(
        "w, p, s before any day is marked: the amount row shows 40g まで with what it waits for, nothing cut stands beside the box; Space and Enter save it (issue 40)"
    )
    func suggestionBeforeAnyDay() async throws {
        let folder = try TmuxSession.Folder()
        let journal = """
            {
              "format": "danshu-journal",
              "version": 1,
              "days": {
                "2026-11-20": {"drank": true, "drinks": [{"abv": 5, "count": 3, "grams": 20, "ml": 500, "name": "ビール500缶"}]},
                "2026-11-28": {"drank": false}
              }
            }

            """
        try journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.sendBytes(Array("w".utf8))
        try await app.waitFor("週ごとの推移", "p 予定")
        try app.sendBytes(Array("p".utf8))
        try await app.waitFor("提案: 40g まで  s で使う", "飲む日なし（飲まない週）")
        let taken = try await app.press("s", until: "40g まで（飲む日を Space で選ぶ）", "提案の量にしました。飲む日を Space で選んでください")
        #expect(!taken.contains("飲む日なし"), "\(taken)")
        // The box's right edge is the last thing on each of its rows: no piece of a date it covers (「┘/29」).
        for line in taken.split(separator: "\n") where line.contains("│") || line.contains("┘") || line.contains("┐") {
            let edge = line.lastIndex { "│┘┐".contains($0) }
            #expect(edge.map { line[line.index(after: $0)...].allSatisfy { $0 == " " } } ?? true, "\(line)")
        }
        try app.sendBytes(Self.right + Self.space)
        try await app.waitFor("[月]")
        try app.sendBytes(Self.enter)
        try await app.waitFor("2026年11月29日〜12月5日の予定を保存しました（u で取り消し）")
        let text = String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self)
        #expect(text.contains(#""2026-11-29": {"days": ["mon"], "maxGrams": 40}"#), "\(text)")
        try app.sendBytes(Array("qq".utf8))
        #expect(try await app.exitStatus() == 0)
    }
}
