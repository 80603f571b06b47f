import Foundation
import Testing

/// scripts/demo-journal.py, behind `make demo` and the README screen: a realistic year in the journal's
/// exact format.
@Suite("Demo journal")
struct DemoJournalTests {
    /// Writes the demo journal for today 2026-11-29 (the sandbox's pinned today) into the sandbox's journal.
    static func generate(in box: Sandbox, seed: Int = 2026, to path: String? = nil) throws -> [UInt8] {
        let target = path ?? box.journal
        let result = try ExternalTool.run(
            "python3",
            [
                Project.path("scripts/demo-journal.py"), "--seed", String(seed),
                "--today", "2026-11-29", target,
            ], in: box)
        #expect(result.status == 0, "demo-journal.py: \(result.stderr)")
        return try #require(box.bytes(of: target))
    }

    @Test("the generator writes the bytes danshu itself would write, the same for the same seed")
    func exactJournalFormat() throws {
        let box = Sandbox()
        let bytes = try Self.generate(in: box)
        let check = try box.run("check")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("ok: \(box.journal)"))
        // `export --format json` re-encodes the journal with danshu's writer: equal bytes mean the exact format.
        let export = try box.run("export", "--format", "json")
        #expect(export.stdoutBytes == bytes, "the demo journal is not in danshu's exact format")
        #expect(try Self.generate(in: box, to: box.file("again.json")) == bytes)
        #expect(try Self.generate(in: box, seed: 7, to: box.file("other.json")) != bytes)
    }

    @Test("the year tells a story: drinking, cutting down, quitting with slips, and a current streak")
    func realisticYear() throws {
        let box = Sandbox()
        _ = try Self.generate(in: box)
        let object = try JSONSerialization.jsonObject(with: Data(try #require(box.journalBytes)))
        let journal = try #require(object as? [String: Any])
        let days = try #require(journal["days"] as? [String: [String: Any]])
        let presets = try #require(journal["presets"] as? [[String: Any]]).compactMap { $0["name"] as? String }

        #expect(days["2026-11-29"] == nil, "today is left for the user to answer")
        #expect(days.keys.min() == "2025-11-29" && days.keys.max() == "2026-11-28")
        #expect((300..<365).contains(days.count), "a few days are unrecorded: \(days.count) of 365")
        let sober = days.values.filter { $0["drank"] as? Bool == false }.count
        let grams = days.values.filter { $0["drank"] as? Bool == true }.map { ScreenText.totalTenths(of: $0) }
        #expect(sober > 100 && grams.count > 100, "\(sober) sober, \(grams.count) drinking days")
        #expect(grams.filter { $0 >= 600 }.count >= 5, "some heavy days of 60 g or more")
        #expect(days.values.filter { $0["note"] != nil }.count >= 20, "notes on some days")
        #expect(presets.count == 9 && presets.contains("ハイボール") && presets.contains("クラフトビール 1パイント"))

        let stats = try box.run("stats", "--json")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdoutBytes)) as? [String: Any])
        let current = try #require(figures["currentStreak"] as? Int)
        let longest = try #require(figures["longestStreak"] as? Int)
        #expect(current >= 14 && longest > current, "current streak \(current), longest \(longest)")
    }
}
