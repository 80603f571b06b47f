import DanshuTestSupport
import Foundation
import Testing

/// The layouts of issue 26 as the real binary draws them in tmux at the sizes people use, in both languages: calendar
/// days whose marks never touch the next day's, cells that widen with the screen, and a statistics pane laid out for
/// reading on a large screen (the in-process tests check the same on the canvas).
@Suite("Screen layout at real sizes")
struct ScreenLayoutEndToEndTests {
    /// November 2026 with feelings on every day, over the limit on the 7th, 15th and 28th (two-digit days then need
    /// both marks), a beer at the limit on other days and some sober ones.
    static let journal: String = {
        let over = #"{"abv": 5, "count": 3, "grams": 60, "ml": 500, "name": "ビール500缶"}"#
        let one = #"{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}"#
        let days = (1...28).map { day -> String in
            let date = String(format: "2026-11-%02d", day)
            let drinks =
                [7, 15, 28].contains(day)
                ? #""drank": true, "drinks": [\#(over)]"#
                : day % 3 == 0 ? #""drank": true, "drinks": [\#(one)]"# : #""drank": false"#
            return #""\#(date)": {"craving": 2, \#(drinks), "mood": 3}"#
        }
        return JournalText.journal(days).replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
    }()

    /// Columns a terminal gives the text (wide CJK forms two, the rest one, as tmux counts with its defaults).
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let v = scalar.value
            let wide =
                (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v)
            return sum + (wide ? 2 : 1)
        }
    }

    /// The text of `line` from column `from` to before column `to`.
    static func cut(_ line: Substring, from: Int, to: Int) -> String {
        var column = 0
        var result = ""
        for character in line {
            let width = columns(Substring(String(character)))
            if column >= from && column + width <= to { result.append(character) }
            column += width
        }
        return result
    }

    @Test(
        "calendar days never touch the next day's, their cells widen with the screen, the legend says how the mood shows",
        arguments: ["80x22", "80x24", "100x30", "200x60"], ["ja", "en"])
    func calendar(size: String, language: String) async throws {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        let (width, height) = (parts[0], parts[1])
        let folder = try TmuxSession.Folder()
        try Data(Self.journal.utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder, arguments: ["--lang", language], width: width, height: height)
        let names =
            language == "ja" ? ["日", "月", "火", "水", "木", "金", "土"] : ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        let screen = try await app.waitFor(language == "ja" ? "お酒を飲みましたか？" : "Did you drink?")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(
            lines.firstIndex { line in
                line.split(separator: " ").map(String.init).starts(with: names)
            }, "no weekday row at \(size):\n\(screen)")
        // Where each weekday's name starts: the cells' width, and the calendar's columns.
        var starts: [Int] = []
        var column = 0
        for character in lines[header] {
            if names.contains(where: { $0.first == character })
                && (starts.isEmpty || column > starts[starts.count - 1] + 1)
            {
                starts.append(column)
            }
            column += Self.columns(Substring(String(character)))
        }
        try #require(starts.count == 7, "weekday starts \(starts) in '\(lines[header])'")
        let cell = starts[1] - starts[0]
        // From 120 columns the cells take the width the text column leaves (issue 43): 16 columns at 200.
        #expect(cell == (width >= 200 ? 16 : width >= 100 ? 5 : 4), "cells of \(cell) at \(size)")
        let left = max(0, starts[0] - cell)
        let right = starts[6] + cell + 1
        let weeks = lines[(header + 1)...].prefix(width >= 200 ? 30 : 6).map { Self.cut($0, from: left, to: right) }
        for week in weeks {
            // Split at blanks: each piece is one day's (or its grams under it), so it holds one number.
            for piece in week.split(separator: " ") where !(piece.hasSuffix("g") && piece.first?.isNumber == true) {
                let numbers = piece.split { !$0.isASCII || !$0.isNumber }
                #expect(numbers.count <= 1, "\(size) \(language): '\(piece)' holds two days' parts in '\(week)'")
            }
        }
        let calendar = weeks.joined(separator: "\n")
        // Over the limit: `!` before the number from 100 columns; at 80 the number reversed, its band glyph kept (issue 40).
        let attributes = try app.screen(escapes: true)
        for day in ["7", "15", "28"] {
            if width >= 100 {
                #expect(calendar.contains("!" + day), "\(day) is over the limit at \(size):\n\(calendar)")
            } else {
                let cell = try #require(
                    ["░", "▒", "▓", "█"].map { (day.count == 1 ? " " : "") + day + $0 }.first { calendar.contains($0) },
                    "\(day) keeps its band glyph at \(size):\n\(calendar)")
                let flags = ScreenText.reversed(cell, in: attributes)
                #expect(
                    flags.map { $0.dropLast().allSatisfy { $0 } && $0.last == false } == true,
                    "\(cell) at \(size): \(String(describing: flags))")
            }
        }
        #expect(width >= 100 || !calendar.contains("!"), "\(calendar)")
        let mood = language == "ja" ? "気分" : "mood"
        if width >= 130 {
            #expect(screen.contains("*" + mood), "the legend names the mood mark at \(size):\n\(screen)")
            #expect(calendar.contains("*!15"), "both marks for the 15th at \(size):\n\(calendar)")
        } else {
            // The mood is the number in bold: the legend's word, drawn so.
            #expect(
                screen.contains(" " + mood) && !screen.contains("*"), "the legend names the mood at \(size):\n\(screen)"
            )
        }
    }

    @Test(
        "the statistics pane on a large screen is two columns of sections within 135 columns, the months beneath",
        arguments: ["ja", "en"])
    func statisticsForReading(language: String) async throws {
        let folder = try TmuxSession.Folder()
        try Data(Self.journal.utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder, arguments: ["--lang", language], width: 200, height: 60)
        try await app.waitFor(language == "ja" ? "お酒を飲みましたか？" : "Did you drink?")
        try app.send("s")
        let screen = try await app.waitFor(language == "ja" ? "月ごと" : "Month by month")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        for row in rows[2..<18] {
            var trimmed = row
            while trimmed.last == " " { trimmed.removeLast() }
            #expect(Self.columns(trimmed) <= 135, "a row reaches past 135 columns: \(row)")
        }
    }
}
