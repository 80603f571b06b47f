import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The journal fields of design.md §8 this issue adds: a day's `medicine` and `context` and the setting `medicine`. Each
/// makes the file version 3; a journal using none stays what it was byte for byte; the reader refuses what a day may
/// not hold; CSV carries them in columns of their own; `danshu merge` merges them by part.
@Suite("Medicine and context in the journal file")
struct MedicineContextJournalTests {
    static let beer = Fixture.designExample.days[day("2026-11-28")]?.drinks ?? []
    static let context = DayContext(
        place: .visit, company: .family, reasons: [.celebration, .habit], aftermath: .nothing)

    /// The design example with the medicine set, taken on the 28th, the 28th's context and a day with only the medicine.
    static func journal() -> Journal {
        var journal = Fixture.designExample
        journal.settings.medicine = "セリンクロ"
        journal.days[day("2026-11-28")]?.medicine = "セリンクロ"
        journal.days[day("2026-11-28")]?.context = context
        journal.days[day("2026-11-29")] = DayRecord(drank: nil, medicine: "Old \"name\"")
        return journal
    }

    @Test(
        "keys sorted on the day's line, the reasons in their own order, the setting as a string; version 3; read back the same"
    )
    func writtenAndRead() throws {
        let journal = Self.journal()
        let bytes = JournalWriter.bytes(of: journal)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\": 3,"))
        #expect(text.contains(#""language": "ja", "medicine": "セリンクロ", "mouse": false"#))
        #expect(
            text.contains(
                #"    "2026-11-28": {"context": {"after": "none", "where": "visit", "why": ["habit", "celebration"], "with": "family"}, "drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}], "medicine": "セリンクロ", "note": "optional free text"},"#
            ))
        #expect(text.contains(#"    "2026-11-29": {"medicine": "Old \"name\""}"#))
        let read = try JournalReader.read(bytes, file: "j")
        #expect(read == journal)
        #expect(JournalWriter.bytes(of: read) == bytes)
        // Other spellings read the same: keys in another order, spaces, a reason twice, nulls for parts not given.
        let respelled = text.replacingOccurrences(
            of:
                #"{"context": {"after": "none", "where": "visit", "why": ["habit", "celebration"], "with": "family"}, "drank": true"#,
            with:
                #"{"drank" : true, "context": { "with": "family", "why": ["celebration", "habit", "habit"], "where": "visit", "after": "none", "extra": null }"#
        )
        .replacingOccurrences(of: #", "extra": null"#, with: "")
        #expect(try JournalReader.read(Array(respelled.utf8), file: "j") == journal)
        let nulls = text.replacingOccurrences(
            of: #"    "2026-11-29": {"medicine": "Old \"name\""}"#,
            with: #"    "2026-11-29": {"drank": false, "medicine": null, "context": null}"#)
        #expect(try JournalReader.read(Array(nulls.utf8), file: "j").days[day("2026-11-29")] == .sober)
    }

    @Test(
        "without them the file is what it was, version 1 or 2, byte for byte; the writer's cache finds the version too")
    func versionsBack() throws {
        var journal = Self.journal()
        var writer = JournalWriter()
        _ = writer.encode(journal, changed: nil)
        journal.settings.medicine = ""
        journal.days[day("2026-11-28")]?.medicine = nil
        journal.days[day("2026-11-28")]?.context = nil
        journal.days[day("2026-11-29")] = nil
        let bytes = writer.encode(journal, changed: [day("2026-11-28"), day("2026-11-29")])
        #expect(bytes == JournalWriter.bytes(of: Fixture.designExample))
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\": 1,"))
        journal.days[day("2026-11-28")]?.mood = 3
        #expect(
            String(decoding: writer.encode(journal, changed: [day("2026-11-28")]), as: UTF8.self).contains(
                "\"version\": 2,"))
        journal.days[day("2026-11-27")]?.medicine = "x"
        #expect(
            String(decoding: writer.encode(journal, changed: [day("2026-11-27")]), as: UTF8.self).contains(
                "\"version\": 3,"))
    }

    @Test(
        "what a day may not hold is refused with its place, and the file is never taken",
        arguments: [
            (
                #""drank": false}"#, #""drank": false, "context": {"where": "home"}}"#, "days.2026-11-27.context",
                JournalProblem.contextOnDayNotDrank
            ),
            (
                #""drank": false}"#, #""drank": false, "medicine": ""}"#, "days.2026-11-27.medicine",
                JournalProblem.invalidValue(expected: .medicine, found: .string(""))
            ),
            (
                #""drank": false}"#, #""drank": false, "medicine": 1}"#, "days.2026-11-27.medicine",
                JournalProblem.invalidValue(expected: .medicine, found: .number("1"))
            ),
            (
                #""note": "optional free text"}"#, #""note": "optional free text", "context": {"where": "pub"}}"#,
                "days.2026-11-28.context.where",
                JournalProblem.invalidValue(
                    expected: .oneOf(["home", "out", "work", "visit", "other"]), found: .string("pub"))
            ),
            (
                #""note": "optional free text"}"#, #""note": "optional free text", "context": {"why": ["stress", 3]}}"#,
                "days.2026-11-28.context.why[1]",
                JournalProblem.invalidValue(
                    expected: .oneOf(DayContext.Reason.allCases.map(\.rawValue)), found: .number("3"))
            ),
            (
                #""note": "optional free text"}"#, #""note": "optional free text", "context": {"why": "stress"}}"#,
                "days.2026-11-28.context.why",
                JournalProblem.invalidValue(expected: .list, found: .string("stress"))
            ),
            (
                #""note": "optional free text"}"#, #""note": "optional free text", "context": {"who": "me"}}"#,
                "days.2026-11-28.context.who",
                JournalProblem.unknownKey("who", allowed: ["after", "where", "why", "with"])
            ),
            (
                #""mouse": false"#, #""medicine": "a\nb", "mouse": false"#, "settings.medicine",
                JournalProblem.invalidValue(expected: .setting(.medicine), found: .string("a\nb"))
            ),
        ])
    func refusals(_ from: String, _ to: String, _ path: String, _ problem: JournalProblem) throws {
        let text = String(decoding: JournalWriter.bytes(of: Fixture.designExample), as: UTF8.self)
        let bad = text.replacingOccurrences(of: from, with: to)
        #expect(bad != text)
        #expect(throws: JournalError(file: "j", place: .value(path), problem: problem)) {
            try JournalReader.read(Array(bad.utf8), file: "j")
        }
    }

    @Test("status reads a version-3 file from its end as the whole file tells it")
    func tail() throws {
        let bytes = JournalWriter.bytes(of: Self.journal())
        let glance = JournalTailReader.glance(
            size: bytes.count, today: { _ in day("2026-11-29") },
            read: { offset, count in
                Array(bytes[offset..<offset + count])
            })
        let facts = StatusFacts(journal: Self.journal(), today: day("2026-11-29"))
        #expect(glance?.facts == facts && glance?.settings.medicine == "セリンクロ")
    }

    @Test("CSV: the columns only when used, the reasons in one field; read back the same; a day's rows must agree")
    func csv() throws {
        let journal = Self.journal()
        let bytes = JournalCSV.encode(journal.days)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("date,drank,name,ml,abv,grams,count,note,medicine,where,with,why,after\r\n"))
        #expect(
            text.contains(
                #"2026-11-28,true,ビール500缶,500,5,20.0,2,optional free text,セリンクロ,visit,family,"habit,celebration",none"#)
        )
        #expect(text.contains(#"2026-11-29,,,,,,,,"Old ""name""",,,,"#))
        let read = try JournalCSV.read(bytes)
        #expect(read.days == journal.days && read.carried == .all.subtracting(["mood", "craving", "price", "kcal"]))
        #expect(
            JournalCSV.encode(Fixture.designExample.days)
                == JournalCSV.encode(
                    Fixture.designExample.days.mapValues {
                        var day = $0
                        day.medicine = nil
                        return day
                    }))
        let header = "date,drank,name,ml,abv,grams,count,note,where,after\r\n"
        let rows: [(String, Int, CSVImportProblem)] = [
            (
                "2026-11-28,true,a,,,10,1,,home,\r\n2026-11-28,true,b,,,10,1,,out,\r\n", 3,
                .disagrees(column: "where", date: day("2026-11-28"), line: 2)
            ),
            ("2026-11-28,false,,,,,,,home,\r\n", 2, .contextOnDayNotDrank),
            (
                "2026-11-28,true,,,,,,,,later\r\n", 2,
                .invalid(column: "after", expected: .oneOf(["hangover", "blackout", "none"]), found: "later")
            ),
        ]
        for (row, line, problem) in rows {
            #expect(throws: CSVImportError(line: line, problem: problem)) {
                try JournalCSV.read(Array((header + row).utf8))
            }
        }
    }

    @Test(
        "merge by part: one side's medicine, the other's drinks; each side's part of the context unless both changed it"
    )
    func merge() {
        let date = day("2026-11-28")
        var base = Fixture.designExample
        base.days[date]?.context = DayContext(place: .home)
        var ours = base
        var theirs = base
        ours.days[date]?.drinks[0].count = 3
        theirs.days[date]?.medicine = "セリンクロ"
        theirs.days[date]?.context?.aftermath = .hangover
        let merged = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(!merged.hasConflicts)
        #expect(merged.journal.days[date]?.drinks[0].count == 3 && merged.journal.days[date]?.medicine == "セリンクロ")
        #expect(merged.journal.days[date]?.context == DayContext(place: .home, aftermath: .hangover))

        // The context changed on both sides: a conflict, ours kept.
        ours.days[date]?.context = DayContext(place: .out)
        let both = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(both.conflicts.map(\.date) == [date] && both.journal.days[date] == ours.days[date])
        // いいえ on one side (the context gone with the drinks) and a context changed on the other: a conflict.
        var sober = base
        sober.days[date] = .sober
        let cleared = JournalMerge(base: base, ours: sober, theirs: theirs)
        #expect(cleared.conflicts.map(\.date) == [date] && cleared.journal.days[date] == .sober)
        // いいえ on one side and only the medicine on the other: both kept, the day sober with the medicine.
        var medicineOnly = base
        medicineOnly.days[date]?.medicine = "セリンクロ"
        #expect(
            JournalMerge(base: base, ours: sober, theirs: medicineOnly).journal.days[date]
                == DayRecord(drank: false, medicine: "セリンクロ"))
        // A context added to a day the other side answered いいえ would sit on a day not drunk: a conflict.
        var added = Fixture.designExample
        added.days[date]?.context = DayContext(place: .work)
        var noContextSober = Fixture.designExample
        noContextSober.days[date] = .sober
        #expect(JournalMerge(base: Fixture.designExample, ours: noContextSober, theirs: added).hasConflicts)
    }

    @Test("an import without their columns keeps the journal's; with them it compares and takes them")
    func importPlan() throws {
        let journal = Self.journal()
        let date = day("2026-11-28")
        var plain = journal.days[date] ?? .sober
        (plain.medicine, plain.context) = (nil, nil)
        let none = ImportPlan(journal: journal, incoming: [date: plain], carried: [])
        #expect(none.same == [date])
        var other = plain
        other.context = DayContext(company: .alone)
        let why = ImportPlan(journal: journal, incoming: [date: other], carried: ["with"])
        var expected = journal.days[date] ?? .sober
        expected.context?.company = .alone
        #expect(
            why.conflicts == [ImportPlan.Conflict(date: date, ours: journal.days[date] ?? .sober, theirs: expected)])
    }
}
