import Foundation
import Testing

/// What a newcomer's heavy days look like at 80×24 through the real binary in tmux (issue 40): every drinking day keeps
/// its band glyph with the over-limit mark as the number reversed, with or without color; the gauge keeps all its marks
/// at 253 g and `v` shows every drink; the message after a drink counts the day's drinks, as its words say.
@Suite("Heavy days on a real terminal")
struct HeavyDayEndToEndTests {
    /// A journal from its days' lines (`"2026-11-12": {…}`), with the default settings and presets.
    static func journal(_ days: [String]) -> String {
        """
        {
          "format": "danshu-journal",
          "version": 2,
          "days": {
            \(days.joined(separator: ",\n    "))
          }
        }

        """
    }

    /// A drink line of the journal: one of `grams` g.
    static func drink(_ name: String, grams: String, count: Int = 1) -> String {
        #"{"count": \#(count), "grams": \#(grams), "name": "\#(name)"}"#
    }

    @Test(
        "12▓ 13█ 14█ for 40.0, 61.8 and 87.4 g at 80×24: the band glyphs stay, the numbers reversed over the limit, with color and with NO_COLOR",
        arguments: [false, true])
    func calendarKeepsBandGlyphs(noColor: Bool) async throws {
        let folder = try TmuxSession.Folder()
        try Self.journal([
            #""2026-11-11": {"drank": false, "mood": 4}"#,
            #""2026-11-12": {"drank": true, "drinks": [\#(Self.drink("ビール", grams: "40"))], "mood": 2}"#,
            #""2026-11-13": {"drank": true, "drinks": [\#(Self.drink("ワイン", grams: "61.8"))]}"#,
            #""2026-11-14": {"drank": true, "drinks": [\#(Self.drink("日本酒", grams: "87.4"))], "craving": 8}"#,
            #""2026-11-15": {"drank": true, "drinks": [\#(Self.drink("ビール", grams: "10"))]}"#,
        ]).write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder, environment: noColor ? ["NO_COLOR": "1"] : [:])
        let plain = try await app.waitFor("11○ 12▓ 13█ 14█", "15░")
        #expect(!plain.contains("12!") && !plain.contains("*"), "\(plain)")
        let screen = try await app.waitForScreen(escapes: true, what: "the days with their attributes") {
            ScreenText.reversed("11○ 12▓ 13█ 14█", in: $0) != nil
        }
        let flags = try #require(ScreenText.reversed("11○ 12▓ 13█ 14█", in: screen), "\(screen)")
        // 11 sober: not reversed; 12, 13, 14 over the limit: their numbers reversed, the glyphs not; 15 under it.
        #expect(
            flags == [
                false, false, false, false, true, true, false, false, true, true, false, false, true, true, false,
            ], "\(flags)")
        #expect(ScreenText.reversed("15░", in: screen) == [false, false, false])
        // The legend says it with the words in the same look.
        let legend = try #require(ScreenText.reversed("超過", in: screen))
        #expect(legend == [true, true] && plain.contains("○休肝日 ░▒▓█飲酒 超過 気分"), "\(plain)")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
    }

    @Test(
        "253 g in eight drinks at 80×24: ◀60g, its band, ─40g and ─20g all on the gauge; v shows the rest of the drinks",
        arguments: ["ja", "en"])
    func gaugeAndDrinkList(language: String) async throws {
        let folder = try TmuxSession.Folder()
        // Names no chip shows, so the list alone shows them.
        let names = ["地ビール", "白ワイン", "純米酒", "芋焼酎", "角ハイ", "梅酒ロック", "レモンサワー", "バーボン"]
        let drinks = names.enumerated().map { Self.drink($1, grams: $0 == 7 ? "43" : "30") }.joined(separator: ", ")
        try Self.journal([#""2026-11-29": {"drank": true, "drinks": [\#(drinks)]}"#])
            .write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder, arguments: language == "en" ? ["--lang", "en"] : [])
        let (band, first, second) =
            language == "en"
            ? ("very high", "1–5 of 8  v more", "6–8 of 8  v first")
            : ("非常に高リスク", "1〜5 / 8 件  v 続き", "6〜8 / 8 件  v 最初から")
        let screen = try await app.waitFor("253.0g", "◀60g", band, "─40g", "─20g", first)
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let order = ["◀60g", "─40g", "─20g"].compactMap { mark in rows.firstIndex { $0.contains(mark) } }
        #expect(order.count == 3 && order == order.sorted(), "\(screen)")
        #expect(
            screen.contains("地ビール") && screen.contains("角ハイ") && !screen.contains("梅酒ロック") && !screen.contains("バーボン"))
        let rest = try await app.press("v", until: second)
        #expect(
            rest.contains("梅酒ロック") && rest.contains("レモンサワー") && rest.contains("バーボン") && !rest.contains("地ビール"),
            "\(rest)")
        try await app.press("v", until: first)
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
    }

    @Test(
        "two beers, then a whisky: 「今日 3杯目」, the day's third drink; - leaves two (issue 40)", arguments: ["ja", "en"])
    func countsTheDay(language: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, arguments: language == "en" ? ["--lang", "en"] : [])
        try await app.waitFor(language == "en" ? "Did you drink?" : "お酒を飲みましたか？")
        let (added, removed) =
            language == "en"
            ? ("Added Whisky double (3 drinks today). u to undo", "Removed one Whisky double (2 drinks left today)")
            : ("ウイスキーダブル1杯 を追加（今日 3杯目）u で取り消し", "ウイスキーダブル1杯 を1つ減らしました（今日 残り2杯）")
        try app.sendBytes(Array("11".utf8))
        try await app.waitFor(language == "en" ? "× 2" : "ビール500缶 × 2")
        try await app.press("5", until: added)
        try await app.press("-", until: removed)
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
    }
}
