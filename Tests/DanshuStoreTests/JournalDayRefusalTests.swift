import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// One decoder knows what a day may hold: however a journal is read (loaded with the writer's seed, read whole,
/// counted by `check`, read for a few weeks by `report`, glanced at from its end by `status`), and however its lines
/// are laid out, the same bad day gives the same place and message.
@Suite("A refused day is refused alike on every path")
struct JournalDayRefusalTests {
    /// A bad day: what changes in the day's line, and where and why the reader refuses it (the place below the day).
    struct BadDay: CustomStringConvertible, Sendable {
        var what: String
        var from: String
        var to: String
        var place: String
        var problem: JournalProblem
        var description: String { what }
    }

    static let dayKeys = ["drank", "drinks", "note", "mood", "craving", "medicine", "context", "urges"]
    static let drinkKeys = ["abv", "count", "grams", "kcal", "ml", "name", "price"]

    static let all: [BadDay] = [
        BadDay(
            what: "a count of 0", from: #""count": 2"#, to: #""count": 0"#, place: "drinks[0].count",
            problem: .invalidValue(expected: .count, found: .number("0"))),
        BadDay(
            what: "grams as text", from: #""grams": 20"#, to: #""grams": "20g""#, place: "drinks[0].grams",
            problem: .invalidValue(expected: .grams, found: .string("20g"))),
        BadDay(
            what: "grams with two decimals", from: #""grams": 20"#, to: #""grams": 20.05"#, place: "drinks[0].grams",
            problem: .invalidValue(expected: .grams, found: .number("20.05"))),
        BadDay(
            what: "an empty name", from: #""name": "ビール500缶""#, to: #""name": """#, place: "drinks[0].name",
            problem: .invalidValue(expected: .name, found: .string(""))),
        BadDay(
            what: "an unknown key in a drink", from: #""ml": 500"#, to: #""ml": 500, "size": "L""#,
            place: "drinks[0].size",
            problem: .unknownKey("size", allowed: drinkKeys)),
        BadDay(
            what: "a mood of 6", from: #"{"drank": true"#, to: #"{"drank": true, "mood": 6"#, place: "mood",
            problem: .invalidValue(expected: .mood, found: .number("6"))),
        BadDay(
            what: "an unknown key in a day", from: #"{"drank": true"#, to: #"{"drank": true, "feeling": 3"#,
            place: "feeling",
            problem: .unknownKey("feeling", allowed: dayKeys)),
        BadDay(
            what: "a key twice", from: #"{"drank": true"#, to: #"{"drank": true, "drank": true"#, place: "drank",
            problem: .duplicateKey("drank")),
        BadDay(
            what: "drinks on a sober day", from: #"{"drank": true"#, to: #"{"drank": false"#, place: "drinks",
            problem: .drinksOnDayNotDrank),
        BadDay(
            what: "more drinks than a day holds", from: #""drinks": ["#,
            to: #""drinks": ["# + String(repeating: #"{"grams": 1, "name": "x"}, "#, count: Limits.entriesPerDay),
            place: "drinks[\(Limits.entriesPerDay)]", problem: .tooMany(.entriesPerDay)),
    ]

    /// A year of sober days in the writer's layout, with beer on the 1st of June and on the last day.
    static let journal: Journal = {
        var journal = Journal()
        for offset in 0..<425 { journal.days[day("2026-11-29").adding(days: -offset)] = .sober }
        for date in [day("2026-06-01"), day("2026-11-29")] { journal.days[date] = drank(entry(Drink.beer, count: 2)) }
        return journal
    }()

    /// The journal's text with `bad` made on the line of `date`.
    static func text(_ bad: BadDay, on date: String) -> String {
        var lines = String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for i in lines.indices where lines[i].hasPrefix("    \"\(date)\"") {
            lines[i] = Substring(lines[i].replacingOccurrences(of: bad.from, with: bad.to))
        }
        return lines.joined(separator: "\n")
    }

    @Test(
        "on the last day or in the middle, in the writer's layout or indented otherwise, read, loaded, counted or in part",
        arguments: all)
    func sameRefusal(_ bad: BadDay) throws {
        for date in ["2026-11-29", "2026-06-01"] {
            let writers = Self.text(bad, on: date)
            #expect(
                writers != String(decoding: JournalWriter.bytes(of: Self.journal), as: UTF8.self), "\(bad) on \(date)")
            let expected = JournalError(
                file: "journal.json", place: .value("days.\(date).\(bad.place)"), problem: bad.problem)
            for text in [writers, writers.replacingOccurrences(of: "\n    \"", with: "\n \t\"")] {
                let bytes = Array(text.utf8)
                #expect(throws: expected, "\(bad) on \(date)") { try JournalReader.read(bytes, file: "journal.json") }
                #expect(throws: expected, "\(bad) on \(date)") {
                    try JournalReader.read(bytes, file: "journal.json", seedingWriter: true)
                }
                #expect(throws: expected, "\(bad) on \(date)") { try JournalReader.count(bytes, file: "journal.json") }
                for kept in [day("2026-05-01")...day("2026-05-28"), day("2026-05-01")...day("2026-12-31")] {
                    #expect(throws: expected, "\(bad) on \(date)") {
                        try JournalReader.read(bytes, file: "journal.json", keepingDaysIn: kept)
                    }
                }
                if date == "2026-11-29" {
                    // `status` leaves the file to the whole read, which says why.
                    #expect(JournalTailReaderTests.glance(bytes, today: day("2026-11-29")).0 == nil, "\(bad)")
                }
            }
        }
    }
}
