import Foundation
import Testing

@Suite("danshu log")
struct LogCommandTests {
    @Test func namesNumbersAndCountsOnANewJournal() throws {
        let box = Sandbox()
        let result = try box.run("log", "ビール500缶x2", "2")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == [
            "2026年11月29日(日)",
            "お酒を飲みましたか？ はい",
            "  ビール500缶 × 2  40.0g",
            "  赤ワイン1杯 × 1  12.5g",
            "合計純アルコール量 52.5g（高リスク）",
            "1日の上限 20g 超え",
        ])
        let journal = String(decoding: box.journalBytes ?? [], as: UTF8.self)
        #expect(journal.contains(#"    "2026-11-29": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}, {"abv": 13, "count": 1, "grams": 12.5, "ml": 120, "name": "赤ワイン1杯"}]}"#))
        #expect(journal.hasPrefix("{\n  \"format\": \"danshu-journal\""))
    }

    @Test func countMarksAddUpOnTheSameEntry() throws {
        let box = Sandbox()
        try box.run("log", "1×3")
        try box.run("log", "ビール500缶*2", "4")
        let result = try box.run("log", "1")
        #expect(result.lines[2] == "  ビール500缶 × 6  120.0g")
        #expect(result.lines[3] == "  日本酒1合 × 1     21.6g")
    }

    @Test func relativeDays() throws {
        let box = Sandbox()
        #expect(try box.run("log", "-1", "1").lines.first == "2026年11月28日(土)")
        #expect(try box.run("log", "yesterday", "2").lines.first == "2026年11月28日(土)")
        #expect(try box.run("log", "2026-11-01", "2").lines.first == "2026年11月1日(日)")
        #expect(try box.run("log", "today", "2").lines.first == "2026年11月29日(日)")
        #expect(try box.run("show", "-1").lines.contains("  赤ワイン1杯 × 1  12.5g"))
    }

    @Test func soberClearsTheDrinksAndSaysSo() throws {
        let box = Sandbox()
        try box.run("log", "1x2")
        let result = try box.run("log", "--sober")
        #expect(result.status == 0)
        #expect(result.stderr == "2杯の記録を消しました\n")
        #expect(result.lines == ["2026年11月29日(日)", "お酒を飲みましたか？ いいえ"])
        let journal = String(decoding: box.journalBytes ?? [], as: UTF8.self)
        #expect(journal.contains(#"    "2026-11-29": {"drank": false}"#))
        #expect(try box.run("--lang", "en", "log", "-1", "--sober").stderr.isEmpty)
    }

    @Test func oneOffDrinksAndANote() throws {
        let box = Sandbox()
        let result = try box.run("log", "--drink", "ハイボール:濃いめ:7:350", "--drink=サワー:５００ml:５%", "--note", "  送別会  ")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == [
            "2026年11月29日(日)",
            "お酒を飲みましたか？ はい",
            "  ハイボール:濃いめ × 1  19.6g",
            "  サワー × 1             20.0g",
            "合計純アルコール量 39.6g（中リスク）",
            "1日の上限 20g 超え",
            "メモ: 送別会",
        ])
        let journal = String(decoding: box.journalBytes ?? [], as: UTF8.self)
        #expect(journal.contains(#"{"abv": 7, "count": 1, "grams": 19.6, "ml": 350, "name": "ハイボール:濃いめ"}"#))
        #expect(journal.contains(#""note": "送別会""#))
        // An empty note removes it.
        #expect(try box.run("log", "--note", "").lines.last == "1日の上限 20g 超え")
    }

    @Test func refusesBadInputAndWritesNothing() throws {
        let box = Sandbox()
        try box.expectRefused(["log", "2026-11-30", "1"], "2026-11-30 は未来の日なので記録できません（今日は 2026-11-29）")
        try box.run("log", "-2", "1")
        try box.expectRefused(["log", "2026-13-45", "1"], "「2026-13-45」という日はありません")
        try box.expectRefused(["log", "1x0"], "杯数「0」は使えません")
        try box.expectRefused(["log", "1x-1"], "杯数「-1」は使えません")
        try box.expectRefused(["log", "1", "ワイン"], "「ワイン」というプリセットはありません")
        try box.expectRefused(["log", "8"], "プリセット 8 番はありません。1〜7 番")
        try box.expectRefused(["log"], "記録するものがありません")
        try box.expectRefused(["log", "--sober", "1"], "--sober（飲まなかった）と飲み物は一緒に指定できません")
        try box.expectRefused(["log", "--drink", "ハイボール"], "NAME:ABV:ML（名前:度数:量）の形で")
        try box.expectRefused(["log", "--drink", "x:101:350"], "度数 (%)「101」: 0〜100 の範囲で")
        try box.expectRefused(["log", "--drink", "x:5:abc"], "量 (ml)「abc」: 整数で入力")
        try box.expectRefused(["log", "1x1000"], "杯数「1000」")
        try box.expectRefused(["log", "1", "--bogus"], "log に --bogus というオプションはありません")
        try box.expectRefused(["--lang", "en", "log", "-100000", "1"], "'-100000' is outside the years 1900 to 9999")
        try box.expectRefused(["log", "--note", String(repeating: "あ", count: 10_001)], "メモは 10000 文字まで")
    }

    @Test("--drink takes ABV before ml; a unit on a value decides what it is, in any order")
    func oneOffSpellings() throws {
        let box = Sandbox()
        for spelling in ["sake:15:180", "sake:180ml:15%", "sake:１５％:１８０ｍｌ", "sake:180:15%", "sake:15:180mL"] {
            let result = try box.run("log", "-1", "--sober")
            #expect(result.status == 0)
            let logged = try box.run("log", "-1", "--drink", spelling)
            #expect(logged.status == 0, "\(spelling): \(logged.stderr)")
            #expect(logged.lines.dropFirst(2).first == "  sake × 1  21.6g", "\(spelling)")
        }
        try box.run("log", "-1", "--sober")
        try box.expectRefused(["log", "--drink", "sake:180:15"],
                              "--drink「sake:180:15」: 度数が先、量が後です。度数 15%、量 180ml なら --drink sake:15:180（単位を付けて --drink sake:15%:180ml でも）")
        try box.expectRefused(["--lang", "en", "log", "--drink", "my sake:180:15"],
                              "ABV comes first, then ml; for 15% and 180 ml write --drink 'my sake:15:180' (or, with units, --drink 'my sake:15%:180ml')")
        try box.expectRefused(["log", "--drink", "sake:15%:15%"], "度数（%）が2つあります")
        try box.expectRefused(["--lang", "en", "log", "--drink", "sake:180ml:500ml"], "both values are volumes (ml)")
        try box.expectRefused(["log", "--drink", "sake:15ml:180"], "度数 (%)「180」: 0〜100 の範囲で")
        // A refused --drink stops the whole line: the preset before it is not recorded either.
        try box.expectRefused(["log", "1", "--drink", "sake:180:15"], "度数が先")
    }

    @Test func oneBadItemStopsTheWholeLine() throws {
        let box = Sandbox()
        try box.expectRefused(["log", "1", "2", "1x0"], "杯数「0」")
        #expect(box.journalBytes == nil)
    }
}
