import DanshuTestSupport
import Foundation
import Testing

/// A big terminal used well (issue 43): at 200×60 and 160×48 the real binary's main screen, statistics and trends leave
/// no hole of blank in the middle of what they draw, on the demo journal and on a journal of one week, in both languages.
@Suite("A large screen used well")
struct LargeScreenTests {
    /// A first week: the 22nd to the 28th of November 2026 recorded (beer, wine, sober days, a mood, a craving, a note),
    /// today (the 29th) not answered yet.
    static let oneWeek: String = {
        let beer = #"{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}"#
        let wine = #"{"abv": 13, "count": 2, "grams": 12.5, "ml": 120, "name": "赤ワイン1杯"}"#
        let days = [
            #""2026-11-22": {"drank": true, "drinks": [\#(beer)], "mood": 3}"#,
            #""2026-11-23": {"drank": false}"#,
            #""2026-11-24": {"drank": false}"#,
            #""2026-11-25": {"drank": true, "drinks": [\#(wine)], "note": "同僚と夕食"}"#,
            #""2026-11-26": {"drank": false}"#,
            #""2026-11-27": {"craving": 4, "drank": false}"#,
            #""2026-11-28": {"drank": true, "drinks": [\#(beer.replacingOccurrences(of: "\"count\": 2", with: "\"count\": 1"))]}"#,
        ]
        return JournalText.journal(days).replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
    }()

    /// The smallest hole that counts: 40 columns by 16 rows.
    static let hole = (columns: 40, rows: 16)

    /// The cells of a captured screen that hold something, row by row, in terminal columns.
    static func drawn(_ screen: String) -> [[Bool]] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.flatMap { character -> [Bool] in
                let blank = character == " "
                return Array(repeating: !blank, count: ScreenLayoutEndToEndTests.columns(Substring(String(character))))
            }
        }
    }

    /// The top-left corner of a blank rectangle of `hole` inside the bounding box of what is drawn above the key line, or
    /// nil. A row holding only the rule under a title is the frame, not content: it does not widen the box (counted, it
    /// would make any pane as wide as the terminal), though no hole reaches across it.
    static func firstHole(_ screen: String, rows: Int) -> (x: Int, y: Int)? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows - 1)
        var cells = drawn(lines.joined(separator: "\n"))
        let rules = Set(
            lines.indices.filter { lines[$0].contains("─") && lines[$0].allSatisfy { $0 == " " || $0 == "─" } })
        let width = cells.map(\.count).max() ?? 0
        cells = cells.map { $0 + Array(repeating: false, count: width - $0.count) }
        let points = cells.indices.filter { !rules.contains($0) }.flatMap { y in
            cells[y].indices.filter { cells[y][$0] }.map { (x: $0, y: y) }
        }
        guard let left = points.map(\.x).min(), let right = points.map(\.x).max(),
            let top = points.map(\.y).min(), let bottom = points.map(\.y).max()
        else { return nil }
        // Cells drawn in the rectangle from the top-left corner to (x, y), exclusive.
        var sums = Array(repeating: Array(repeating: 0, count: width + 1), count: cells.count + 1)
        for y in cells.indices {
            for x in 0..<width {
                sums[y + 1][x + 1] = sums[y][x + 1] + sums[y + 1][x] - sums[y][x] + (cells[y][x] ? 1 : 0)
            }
        }
        let (w, h) = hole
        guard bottom - top + 1 >= h, right - left + 1 >= w else { return nil }
        for y in top...(bottom - h + 1) {
            for x in left...(right - w + 1) where sums[y + h][x + w] - sums[y][x + w] - sums[y + h][x] + sums[y][x] == 0
            {
                return (x, y)
            }
        }
        return nil
    }

    @Test("the hole finder finds the blank middle of the old 200×60 main screen, and none in a full one")
    func finderWorks() {
        let full = (0..<20).map { _ in String(repeating: "x", count: 60) }.joined(separator: "\n")
        #expect(Self.firstHole(full, rows: 20) == nil)
        var lines = (0..<20).map { _ in String(repeating: "x", count: 60) }
        for y in 2..<18 { lines[y] = "xxxxxxxxxx" + String(repeating: " ", count: 40) + "xxxxxxxxxx" }
        #expect(Self.firstHole(lines.joined(separator: "\n"), rows: 20).map { [$0.x, $0.y] } == [10, 2])
        lines[10] =
            "xxxxxxxxxx" + String(repeating: " ", count: 20) + "日" + String(repeating: " ", count: 18) + "xxxxxxxxxx"
        #expect(Self.firstHole(lines.joined(separator: "\n"), rows: 20) == nil, "a wide character fills two cells")
    }

    @Test(
        "no blank hole of 40×16 inside the main screen, the statistics or the trends",
        arguments: ["200x60", "160x48"], ["demo", "one week"])
    func noHoles(size: String, journal: String) async throws {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        let (width, height) = (parts[0], parts[1])
        let folder = try TmuxSession.Folder()
        if journal == "demo" {
            _ = try DemoJournalTests.generate(in: Sandbox(), to: folder.journal)
        } else {
            try Data(Self.oneWeek.utf8).write(to: URL(fileURLWithPath: folder.journal))
        }
        for language in ["ja", "en"] {
            let ja = language == "ja"
            let app = try TmuxSession(folder: folder, arguments: ["--lang", language], width: width, height: height)
            func check(_ screen: String, _ name: String) {
                let hole = Self.firstHole(screen, rows: height)
                #expect(
                    hole == nil,
                    "\(name) at \(size), \(journal) journal, \(language): blank from column \(hole?.x ?? 0), row \(hole?.y ?? 0):\n\(screen)"
                )
            }
            check(
                try await app.waitFor(ja ? "q 終了" : "q quit", ja ? "お酒を飲みましたか？" : "Did you drink?"), "the main screen")
            check(try await app.press("s", until: ja ? "統計  ‹" : "Statistics  ‹"), "the statistics")
            try await app.pressEscape(until: ja ? "q 終了" : "q quit")
            check(try await app.press("w", until: ja ? "週ごとの推移" : "Weekly trends"), "the trends")
            // Quit and wait for the exit, so the next language's app finds the journal's lock let go.
            try await app.pressEscape(until: ja ? "q 終了" : "q quit")
            try app.send("q")
            #expect(try await app.exitStatus() == 0)
            app.kill()
        }
    }
}
