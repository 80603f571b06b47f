import Foundation
import Testing

/// The treatment companion as a new user meets it (issue 35), through the real binary in tmux at 80×24: the key line
/// shows every less used key within a few days, the plan form never drops typed days without a sign, and the report pane
/// shows each week's plan whole.
@Suite("The treatment companion on a real terminal (issue 35)")
struct CompanionTrialEndToEndTests {
    /// Three weeks to Saturday 2026-11-28: a beer most days, Mondays sober; the week from 11-22 planned Fri and Sat.
    static let journal: String = {
        var days: [String] = []
        for day in 8...28 {
            let date = String(format: "2026-11-%02d", day)
            days.append(
                day % 7 == 2
                    ? #""\#(date)": {"drank": false}"#
                    : #""\#(date)": {"drank": true, "drinks": [{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#
            )
        }
        return """
            {
              "format": "danshu-journal",
              "version": 3,
              "settings": {"lockPastDays": false},
              "plans": {"2026-11-22": {"days": ["fri", "sat"], "maxGrams": 40}},
              "days": {
            \(days.joined(separator: ",\n"))
              }
            }

            """
    }()

    /// The last row with anything on it: the key line.
    static func keyLine(_ screen: String) -> String {
        screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? ""
    }

    @Test("at 80×24 the key line shows the less used keys by turns: moving back a week shows e, m, f, c, w and r")
    func keyLineTakesTurns() async throws {
        let folder = try TmuxSession.Folder()
        try Self.journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder)
        var screen = try await app.waitFor("お酒を飲みましたか？")
        var seen: Set<String> = []
        let words = ["e 編集", "m メモ", "f 気分", "c 状況", "w 推移", "r 受診"]
        for day in stride(from: 29, to: 21, by: -1) {
            let line = Self.keyLine(screen)
            #expect(line.contains("s 統計") && line.contains("? ヘルプ") && line.contains("u 戻す"), "\(line)")
            #expect(words.contains { line.contains($0) }, "11/\(day): \(line)")
            for word in words where line.contains(word) { seen.insert(word) }
            screen = try await app.press("Left", until: "2026年11月\(day - 1)日(")
        }
        #expect(seen == Set(words), "\(seen.sorted())")
        // What it offers works: back on today, w opens the trends pane and r the report.
        try await app.press("t", until: "2026年11月29日(")
        try app.sendBytes(Array("w".utf8))
        try await app.waitFor("週ごとの推移")
        try app.sendBytes(Array("qq".utf8))
        #expect(try await app.exitStatus() == 0)
    }

    @Test(
        "at 80×24 the plan form keeps typed days: Tab from the amount lands on the week row, → there says they are unsaved and stays; → again moves"
    )
    func planFormKeepsTypedDays() async throws {
        let folder = try TmuxSession.Folder()
        try Self.journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.sendBytes(Array("w".utf8))
        try await app.waitFor("週ごとの推移")
        try await app.press("p", until: "週の予定: 2026年11月29日〜12月5日", "飲む日なし（飲まない週）")
        // Sunday marked a drinking day, one drink as the amount, then Tab wraps to the week row.
        try await app.press("Space", until: "[日]", "未保存")
        try await app.press("Tab", "Right", until: "1日の上限  10g まで")
        try app.send("Tab")
        let kept = try await app.press("Right", until: "未保存の変更があります: Enter で保存、もう一度 ← → で捨てて週を移ります")
        #expect(
            kept.contains("週の予定: 2026年11月29日〜12月5日") && kept.contains("[日]") && kept.contains("1日の上限  10g まで"),
            "\(kept)")
        // A second → drops them, as the message said, and shows next week; nothing was saved.
        let moved = try await app.press("Right", until: "週の予定: 2026年12月6日〜12日")
        #expect(!moved.contains("未保存") && moved.contains("飲む日なし（飲まない週）"), "\(moved)")
        #expect(!String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self).contains("2026-11-29"))
        // With nothing typed, ← moves at once.
        try await app.press("Left", until: "週の予定: 2026年11月29日〜12月5日")
        try await app.pressEscape(what: "the form closed", until: { !$0.contains("週の予定:") })
        try app.sendBytes(Array("qq".utf8))
        #expect(try await app.exitStatus() == 0)
    }

    @Test("at 80×24 the report pane shows each planned week's plan and days as planned whole, under the week")
    func reportPaneShowsThePlans() async throws {
        let folder = try TmuxSession.Folder()
        try Self.journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try await app.press("r", until: "飲酒日記レポート")
        var screen = try app.screen()
        for _ in 0..<12 where !screen.contains("週ごと") || !screen.contains("まとめ") {
            screen = try await app.press(
                "Down", "Down", "Down", "Down", what: "the report scrolled", until: { $0 != screen })
        }
        let lines = screen.split(separator: "\n").map(String.init)
        // The report's weeks start on Sunday as the plan's do (issue 40): the week from 11-22 has the plan's line, whole,
        // and no other week shows it.
        let plans = lines.filter { $0.contains("予定 金・土 40g まで、予定どおり") }
        #expect(plans.count == 1 && plans.allSatisfy { $0.hasSuffix("日") }, "\(screen)")
        #expect(lines.contains { $0.contains("予定 金・土 40g まで、予定どおり 3/7日") }, "\(screen)")
        try await app.pressEscape(until: "お酒を飲みましたか？")
        try app.sendBytes(Array("q".utf8))
        #expect(try await app.exitStatus() == 0)
    }
}
