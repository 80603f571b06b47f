import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The day parts' table (`DayPart`) is all the journal's machinery knows of a day's parts: a part added through the table
/// alone (its row, a value kept in the day's box) is written and read back, exported and imported as CSV, carried by an
/// import and merged on its own, with no other line of the reader, writer, CSV, import or merge changed. `hikes` is such
/// a part, of version 5, a version after the urges': a list of timed entries on the day's line.
@Suite("The day parts' table")
struct DayPartTableTests {
    /// One entry of the throwaway part.
    struct Hike: Equatable, Sendable {
        var at: String
        var km: Int
    }

    static let times = ["evening", "morning"]

    /// The throwaway part's row: `"hikes": [{"at": "morning", "km": 5}]` (sorted between `drinks` and `medicine`), the CSV
    /// column `hikes` as `morning 5;evening 3`, merged on its own.
    static let hikes = DayPartDescriptor.part(
        "hikes", since: 5, value: { $0.boxed("hikes", as: [Hike].self) }, set: { $0.setBoxed("hikes", $1) },
        isEmpty: { $0.isEmpty },
        keys: [
            DayPartKey(
                name: "hikes",
                kind: .list(
                    .object([
                        DayValueMember("at", .word(times)), DayValueMember("km", .whole(1...10, expected: .craving)),
                    ])),
                value: { day in
                    day.boxed("hikes", as: [Hike].self).map {
                        .list($0.map { .object([.text($0.at), .whole($0.km)]) })
                    }
                },
                set: { day, value in
                    let hikes = (value?.items ?? []).compactMap { item in
                        item.member(0)?.text.flatMap { at in item.member(1)?.whole.map { Hike(at: at, km: $0) } }
                    }
                    day.setBoxed("hikes", hikes.isEmpty ? nil : hikes)
                })
        ],
        columns: [
            DayPartColumn(
                name: "hikes", expected: .oneOf(times),
                field: {
                    ($0.boxed("hikes", as: [Hike].self) ?? []).map { "\($0.at) \($0.km)" }.joined(separator: ";")
                },
                read: { text, day in
                    var hikes: [Hike] = []
                    for item in text.split(separator: ";") {
                        let words = item.split(separator: " ")
                        guard words.count == 2, times.contains(String(words[0])), let km = Int(words[1]),
                            (1...10).contains(km)
                        else {
                            return false
                        }
                        hikes.append(Hike(at: String(words[0]), km: km))
                    }
                    day.setBoxed("hikes", hikes.isEmpty ? nil : hikes)
                    return true
                },
                keep: { $1.setBoxed("hikes", $0.boxed("hikes", as: [Hike].self)) })
        ],
        rows: .everyRow, merge: .onItsOwn, onlyOnDrinkingDay: false,
        refusal: { $0.contains { !(1...10).contains($0.km) } ? .cravingOutOfRange : nil })

    /// `DayPart.table` and the throwaway part.
    static let table = DayPartTable(DayPart.table.parts + [hikes])

    static func hiked(_ day: DayRecord, _ hikes: [Hike]) -> DayRecord {
        var day = day
        day.setBoxed("hikes", hikes)
        return day
    }

    static let morning = [Hike(at: "morning", km: 5)]
    static let twice = [Hike(at: "morning", km: 5), Hike(at: "evening", km: 3)]

    /// The design example with hikes on a drinking day that has the medicine, and on a day of nothing else.
    static func journal() -> Journal {
        var journal = Fixture.designExample
        let drinking = day("2026-11-28")
        journal.days[drinking] = hiked(journal.days[drinking] ?? .sober, twice)
        journal.days[drinking]?.medicine = "セリンクロ"
        journal.days[day("2026-11-29")] = hiked(DayRecord(drank: nil), morning)
        return journal
    }

    @Test(
        "JSON: the part's key in its sorted place, version 5, read back the same; an older table refuses the file; unused, nothing changes"
    )
    func json() throws {
        let journal = Self.journal()
        let bytes = JournalWriter.bytes(of: journal, parts: Self.table)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\": 5,"))
        #expect(
            text.contains(
                #""drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}], "hikes": [{"at": "morning", "km": 5}, {"at": "evening", "km": 3}], "medicine": "セリンクロ", "note": "optional free text"}"#
            ))
        #expect(text.contains(#"    "2026-11-29": {"hikes": [{"at": "morning", "km": 5}]}"#))
        #expect(try JournalReader.read(bytes, file: "j.json", parts: Self.table) == journal)
        // The standard table is an older danshu here: the file is of a newer version.
        #expect(throws: JournalError(file: "j.json", place: .value("version"), problem: .newerVersion(5))) {
            try JournalReader.read(bytes, file: "j.json")
        }
        // A value the part's kind does not take is refused at its place, with what the kind expects.
        let bad = Array(text.replacingOccurrences(of: #""km": 3"#, with: #""km": 11"#).utf8)
        #expect(
            throws: JournalError(
                file: "j.json", place: .value("days.2026-11-28.hikes[1].km"),
                problem: .invalidValue(expected: .craving, found: .number("11")))
        ) {
            try JournalReader.read(bad, file: "j.json", parts: Self.table)
        }
        // Unused, the part changes no byte of a journal.
        #expect(
            JournalWriter.bytes(of: Fixture.designExample, parts: Self.table)
                == JournalWriter.bytes(of: Fixture.designExample))
    }

    @Test("CSV: the part's column after the older ones, read back the same; absent when unused; a bad field refused")
    func csv() throws {
        let journal = Self.journal()
        let bytes = JournalCSV.encode(journal.days, parts: Self.table)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("date,drank,name,ml,abv,grams,count,note,medicine,hikes\r\n"))
        #expect(text.contains("2026-11-29,,,,,,,,,morning 5\r\n"))
        let read = try JournalCSV.read(bytes, parts: Self.table)
        #expect(read.days == journal.days && read.carried == ["medicine", "hikes"])
        #expect(
            JournalCSV.encode(Fixture.designExample.days, parts: Self.table)
                == JournalCSV.encode(Fixture.designExample.days))
        #expect(
            throws: CSVImportError(
                line: 2, problem: .invalid(column: "hikes", expected: .oneOf(Self.times), found: "noon 5"))
        ) {
            try JournalCSV.read(
                Array("date,drank,name,ml,abv,grams,count,note,hikes\r\n2026-11-28,false,,,,,,,noon 5\r\n".utf8),
                parts: Self.table)
        }
    }

    @Test(
        "import: a JSON export carries the part; a CSV without its column keeps the journal's; the day joins the journal"
    )
    func importCarries() throws {
        let journal = Self.journal()
        let json = try ImportFile.read(
            JournalWriter.bytes(of: journal, parts: Self.table), file: "j.json", parts: Self.table)
        #expect(json.days == journal.days && json.carried.contains("hikes"))
        let date = day("2026-11-28")
        var mine = Fixture.designExample
        mine.days[day("2026-11-29")] = nil
        let plan = ImportPlan(journal: mine, incoming: json.days, carried: json.carried, parts: Self.table)
        #expect(plan.added == [day("2026-11-29")] && plan.conflicts.map(\.date) == [date])
        try mine.apply(.importDays(plan.changes(takingTheirs: true)), today: day("2026-11-30"))
        #expect(
            mine.days[day("2026-11-29")] == Self.hiked(DayRecord(drank: nil), Self.morning)
                && mine.days[date] == journal.days[date])

        // An older export, without the column: the journal's hikes stand in for what the file does not say.
        let old = try ImportFile.read(JournalCSV.encode(Fixture.designExample.days), file: "j.csv", parts: Self.table)
        #expect(!old.carried.contains("hikes"))
        let kept = ImportPlan(
            journal: journal, incoming: [date: Fixture.designExample.days[date] ?? .sober], carried: old.carried,
            parts: Self.table)
        #expect(kept.same == [date] && kept.conflicts.isEmpty)
        // The same day from a JSON export says there are no hikes.
        let said = ImportPlan(
            journal: journal, incoming: [date: Fixture.designExample.days[date] ?? .sober], carried: json.carried,
            parts: Self.table)
        #expect(said.conflicts.map(\.theirs) == [Fixture.designExample.days[date] ?? .sober])
    }

    @Test("merge: the part decided on its own beside the answer and drinks; changed both ways, a conflict")
    func merge() throws {
        let date = day("2026-11-28")
        let base = Fixture.designExample
        var ours = base
        var theirs = base
        ours.days[date]?.drinks.append(entry(Drink.sake))
        theirs.days[date] = Self.hiked(base.days[date] ?? .sober, Self.morning)
        let (merged, conflicts) = JournalMerge.days(
            base: MergeBase(base), ours: ours.days, theirs: theirs.days, parts: Self.table)
        #expect(conflicts.isEmpty && merged[date] == Self.hiked(ours.days[date] ?? .sober, Self.morning))
        // Without the table's row, the hikes are one part with the drinks: both sides changed it.
        #expect(!JournalMerge.days(base: MergeBase(base), ours: ours.days, theirs: theirs.days).1.isEmpty)
        ours.days[date] = Self.hiked(base.days[date] ?? .sober, Self.twice)
        #expect(
            JournalMerge.days(base: MergeBase(base), ours: ours.days, theirs: theirs.days, parts: Self.table).1.map(
                \.date) == [date])
    }

    /// A value of `kind` the reader takes (a time of day where it checks for one).
    static func sample(_ kind: DayValueKind) -> DayValue {
        switch kind.shape {
        case .text where kind.checkExpected == .clockTime: return .text("21:10")
        case .text: return .text(String(repeating: "x", count: max(1, kind.range.lowerBound)))
        case .whole: return .whole(kind.range.upperBound)
        case .word: return .text(kind.words.last ?? "")
        case .list: return .list(kind.items.map(sample))
        case .object: return .object(kind.members.map { sample($0.kind) })
        }
    }

    @Test(
        "every part of the table: a day holding it is not empty nor equal to one without, needs its version, and round-trips",
        arguments: table.parts.indices)
    func everyPart(index: Int) throws {
        let part = Self.table.parts[index]
        var record = DayRecord(drank: true)
        for key in part.keys { key.set(&record, Self.sample(key.kind)) }
        #expect(
            !part.isAbsent(record) && record != DayRecord(drank: true) && !part.same(record, DayRecord(drank: true)),
            "\(part.name)")
        #expect(Self.table.formatVersion(of: record) == part.sinceVersion, "\(part.name)")
        #expect(
            part.keys.allSatisfy { $0.value(record) == Self.sample($0.kind) },
            "\(part.name): its keys give back what they took")
        var alone = DayRecord(drank: nil)
        part.copy(record, &alone)
        #expect(!alone.isEmpty && part.same(alone, record), "\(part.name): a day holding only the part is recorded")
        if part.onlyOnDrinkingDay { alone.drank = true }

        let journal = Journal(days: [day("2026-11-28"): record, day("2026-11-27"): alone])
        let json = JournalWriter.bytes(of: journal, parts: Self.table)
        #expect(try JournalReader.read(json, file: "j.json", parts: Self.table) == journal, "\(part.name) in JSON")
        // A part without columns has a table of its own (the urges: `JournalCSV+Urges.swift`), tested beside it.
        if !part.columns.isEmpty {
            #expect(
                try JournalCSV.read(JournalCSV.encode(journal.days, parts: Self.table), parts: Self.table).days
                    == journal.days,
                "\(part.name) in CSV")
        }
        var taken = Journal()
        let plan = ImportPlan(journal: taken, incoming: journal.days, carried: [], parts: Self.table)
        try taken.apply(.importDays(plan.changes(takingTheirs: false)), today: day("2026-11-30"))
        #expect(taken.days == journal.days, "\(part.name) imported")
        // Added on one side while the other answers: both stay when the part merges on its own, else a conflict.
        let base = Journal(days: [day("2026-11-28"): DayRecord(drank: true)])
        let (merged, conflicts) = JournalMerge.days(
            base: MergeBase(base), ours: [day("2026-11-28"): DayRecord(drank: true, note: "n")],
            theirs: journal.days, parts: Self.table)
        switch part.merge.rule {
        case .onItsOwn, .byItems:
            #expect(
                conflicts.isEmpty && merged[day("2026-11-28")].map { part.same($0, record) } == true, "\(part.name)")
        case .withTheAnswer: #expect(conflicts.count == 1, "\(part.name)")
        }
    }

    @Test("the fuzz dictionary holds every key of every part, so libFuzzer's mutations reach them")
    func fuzzDictionary() throws {
        let dictionary = try String(contentsOfFile: FuzzCorpus.root + "/Tools/fuzz/journal.dict", encoding: .utf8)
        func keys(_ kind: DayValueKind) -> [String] {
            kind.items.flatMap(keys) + kind.members.flatMap { [$0.key] + keys($0.kind) }
        }
        for key in DayPart.table.parts.flatMap(\.keys).flatMap({ [$0.name] + keys($0.kind) }) {
            #expect(dictionary.contains("\"\(key)\"\n"), "\(key) is missing from Tools/fuzz/journal.dict")
        }
    }
}
