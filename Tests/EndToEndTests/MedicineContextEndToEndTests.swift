import Foundation
import Testing

/// `p` and the context form (design.md §8) through the real binary in tmux, every key sent as the bytes a terminal
/// sends: the medicine marked on the day panel and in the file, the drinking day's context chosen with digits, Tab,
/// `l` and Space, saved by Enter (a carriage return) as one change that `u` takes back.
@Suite("The medicine and the day's context on a real terminal")
struct MedicineContextEndToEndTests {
    @Test("p marks today's medicine; c, 2 Tab 3 Tab 1 l Space Tab 1 Enter saves the context; u takes it back")
    func medicineAndContext() async throws {
        let folder = try TmuxSession.Folder()
        let journal = """
            {
              "format": "danshu-journal",
              "version": 3,
              "settings": {"medicine": "セリンクロ"},
              "presets": [{"abv": 5, "ml": 500, "name": "ビール500缶"}],
              "days": {
                "2026-11-29": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}]}
              }
            }

            """
        try journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？", "p 服薬", "ビール500缶 × 2")

        try await app.pressBytes([0x70], what: "the medicine on the day panel") { $0.contains("服薬 セリンクロ") }
        #expect(try folder.journalDays()["2026-11-29"]?["medicine"] as? String == "セリンクロ")

        try await app.pressBytes([0x63], what: "the context form") { $0.contains("飲んだ日の状況: 2026年11月29日(日)") }
        // Place 2 (店), Tab, with 3 (友人), Tab, reason 1 (ストレス), l to 習慣 and Space, Tab, after 1 (二日酔い), Enter.
        try await app.pressBytes(Array("2\t3\t1l \t1\r".utf8), what: "the context saved") {
            $0.contains("飲んだ日の状況を保存しました") && !$0.contains("飲んだ日の状況: ")
        }
        let day = try #require(try folder.journalDays()["2026-11-29"])
        let context = try #require(day["context"] as? [String: Any])
        #expect(context["where"] as? String == "out" && context["with"] as? String == "friends")
        #expect(context["why"] as? [String] == ["stress", "habit"] && context["after"] as? String == "hangover")
        #expect(
            String(decoding: folder.journalBytes() ?? Data(), as: UTF8.self).contains(
                #"    "2026-11-29": {"context": {"after": "hangover", "where": "out", "why": ["stress", "habit"], "with": "friends"}, "drank": true"#
            ))
        try await app.waitFor("店・友人・ストレス/習…") // cut to the panel's width; c shows it whole

        try await app.pressBytes([0x75], what: "the context taken back") {
            !$0.contains("店・友人") && $0.contains("服薬 セリンクロ")
        }
        #expect(try folder.journalDays()["2026-11-29"]?["context"] == nil)
        try app.sendBytes([0x71])
        #expect(try await app.exitStatus() == 0)
    }
}

extension TmuxSession {
    /// Sends raw bytes as the terminal would, then waits until `isDone` holds, which it must not before (see `press`).
    @discardableResult
    func pressBytes(_ bytes: [UInt8], what: String, until isDone: (String) -> Bool) async throws -> String {
        let before = try screen()
        guard !isDone(before) else {
            throw Failure("\(what) already holds before the keys; the screen shows:\n\(before)")
        }
        try sendBytes(bytes)
        return try await waitForScreen(what: what, until: isDone)
    }
}
