import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The urges on disk (issue 42, design.md §9): in the day's line at version 4, written only when used; read back the
/// same; refused with a place when wrong; merged urge by urge; carried by JSON exports and a CSV table of their own;
/// imported urge by urge.
@Suite("Urges in the journal file")
struct UrgeJournalTests {
    static func time(_ text: String) -> ClockTime { ClockTime(text: text)! }
    static let walk = IfThenPlan(id: "20261120T2000", situation: .trigger(.stress), response: .coping(.walk))
    static let evening = Urge(
        at: time("21:10"), strength: 7, triggers: [.tired, .stress], triggerText: "上司",
        place: .home, company: .alone, note: "駅前 \"で\"", plan: walk.id, doneText: "散歩",
        after: 3, afterMinutes: 12)
    static let night = Urge(at: time("01:30"), strength: 5)
    static let offered = Urge(
        at: time("19:00"), strength: 8, triggers: [.offered, .habit], place: .out, company: .colleagues)

    /// The design example with urges on the drinking day, on a day of only urges, and an if-then plan.
    static func journal() -> Journal {
        var journal = Fixture.designExample
        journal.ifThenPlans = [walk]
        journal.days[day("2026-11-28")]?.urges = [offered]
        journal.days[day("2026-11-29")] = DayRecord(drank: nil, urges: [evening, night])
        return journal
    }

    @Test("urges last on the day's line, keys sorted, only what is given; version 4; read back the same")
    func writtenAndRead() throws {
        let journal = Self.journal()
        let bytes = JournalWriter.bytes(of: journal)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\": 4,"))
        #expect(
            text.contains(
                #"    "2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}], "note": "optional free text", "urges": [{"at": "19:00", "company": "colleagues", "place": "out", "strength": 8, "triggers": ["offered", "habit"]}]},"#
            ), "\(text)")
        #expect(
            text.contains(
                #"    "2026-11-29": {"urges": [{"after": 3, "afterMinutes": 12, "at": "21:10", "company": "alone", "doneText": "散歩", "note": "駅前 \"で\"", "place": "home", "plan": "20261120T2000", "strength": 7, "triggerText": "上司", "triggers": ["stress", "tired"]}, {"at": "01:30", "strength": 5}]}"#
            ), "\(text)")
        let read = try JournalReader.read(bytes, file: "j")
        #expect(read == journal)
        #expect(JournalWriter.bytes(of: read) == bytes)
        // Another spelling reads the same: key order, spaces, 5.0, a trigger twice, nulls for what is not given.
        let respelled = text.replacingOccurrences(
            of: #"{"at": "01:30", "strength": 5}"#,
            with: #"{ "strength" : 5.0, "at":"01:30", "after": null, "afterMinutes": null, "triggers": [] }"#
        )
        .replacingOccurrences(
            of: #""triggers": ["offered", "habit"]"#, with: #""triggers": ["habit", "offered", "habit"]"#)
        #expect(respelled != text)
        #expect(try JournalReader.read(Array(respelled.utf8), file: "j") == journal)
    }

    @Test("a version-3 journal keeps its bytes through a load and save, and after an urge is logged and undone")
    func versionThreeBytes() throws {
        var three = Fixture.designExample
        three.days[day("2026-11-28")]?.medicine = "セリンクロ"
        three.plans = [day("2026-11-22"): WeekPlan(drinkingDays: [.friday], maxTenths: 400)]
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let store = JournalStore(path: path)
        try store.save(three)
        let before = try #require(Files.bytes(path))
        #expect(String(decoding: before, as: UTF8.self).contains("\"version\": 3,"))
        var journal = try JournalStore(path: path).load()
        let writer = JournalStore(path: path)
        _ = try writer.load()
        try writer.save(journal, changed: [])
        #expect(Files.bytes(path) == before, "loaded and saved unchanged")
        let today = day("2026-11-28")
        let applied = try #require(
            try journal.apply(.addUrge(today, Self.night), today: today, now: Self.time("02:00")))
        try writer.save(journal, changed: applied.days)
        #expect(String(decoding: try #require(Files.bytes(path)), as: UTF8.self).contains("\"version\": 4,"))
        #expect(try JournalStore(path: path).load() == journal)
        _ = try journal.apply(applied.inverse, today: today)
        try writer.save(journal, changed: applied.days)
        #expect(Files.bytes(path) == before, "version 3 again, byte for byte")
    }

    @Test(
        "wrong urges are refused with their place",
        arguments: [
            (
                #"{"at": "25:00", "strength": 7}"#, "urges[0].at",
                JournalProblem.invalidValue(expected: .clockTime, found: .string("25:00"))
            ),
            (
                #"{"at": "9:05", "strength": 7}"#, "urges[0].at",
                .invalidValue(expected: .clockTime, found: .string("9:05"))
            ),
            (
                #"{"at": " 9:05", "strength": 7}"#, "urges[0].at",
                .invalidValue(expected: .clockTime, found: .string(" 9:05"))
            ),
            (
                #"{"at": "21:10", "strength": 11}"#, "urges[0].strength",
                .invalidValue(expected: .urgeStrength, found: .number("11"))
            ),
            (
                #"{"at": "21:10", "strength": 7, "after": 3}"#, "urges[0]",
                .invalidValue(expected: .urge, found: .object)
            ),
            (
                #"{"at": "21:10", "strength": 7, "afterMinutes": 721, "after": 3}"#, "urges[0].afterMinutes",
                .invalidValue(expected: .urgeMinutes, found: .number("721"))
            ),
            (#"{"strength": 7}"#, "urges[0]", .invalidValue(expected: .urge, found: .object)),
            (
                #"{"at": "21:10", "strength": 7, "triggers": ["thirsty"]}"#, "urges[0].triggers[0]",
                .invalidValue(expected: .oneOf(UrgeTrigger.allCases.map(\.rawValue)), found: .string("thirsty"))
            ),
            (
                #"{"at": "21:10", "strength": 7, "place": "bar"}"#, "urges[0].place",
                .invalidValue(expected: .oneOf(DayContext.Place.allCases.map(\.rawValue)), found: .string("bar"))
            ),
            (
                #"{"at": "21:10", "strength": 7, "note": "a\nb"}"#, "urges[0].note",
                .invalidValue(expected: .urgeNote, found: .string("a\nb"))
            ),
            (
                #"{"at": "21:10", "strength": 7, "doneText": ""}"#, "urges[0].doneText",
                .invalidValue(expected: .urgeText, found: .string(""))
            ),
            (
                #"{"at": "21:10", "strength": 7, "mood": 3}"#, "urges[0].mood",
                .unknownKey(
                    "mood",
                    allowed: [
                        "after", "afterMinutes", "at", "company", "doneText", "note", "place", "plan", "strength",
                        "triggerText", "triggers",
                    ])
            ),
            (
                #"{"at": "21:10", "strength": 7}, {"at": "21:10", "strength": 7, "note": "again"}"#, "urges",
                .invalidValue(expected: .urges, found: .list)
            ),
            ("null, 1", "urges[0]", .invalidValue(expected: .object, found: .null)),
        ])
    func refused(urges: String, place: String, problem: JournalProblem) {
        let text = #"{"format": "danshu-journal", "version": 4, "days": {"2026-11-28": {"urges": [\#(urges)]}}}"#
        #expect(throws: JournalError(file: "j", place: .value("days.2026-11-28." + place), problem: problem)) {
            try JournalReader.read(Array(text.utf8), file: "j")
        }
    }

    @Test("more than 100 urges a day are refused; 100 are read")
    func tooMany() throws {
        func file(_ count: Int) -> [UInt8] {
            let urges = (0..<count).map { #"{"at": "\#(ClockTime(minutes: 600 + $0)!.text)", "strength": 5}"# }.joined(
                separator: ", ")
            return Array(
                #"{"format": "danshu-journal", "version": 4, "days": {"2026-11-28": {"urges": [\#(urges)]}}}"#.utf8)
        }
        #expect(try JournalReader.read(file(100), file: "j").days[day("2026-11-28")]?.urges.count == 100)
        #expect(
            throws: JournalError(
                file: "j", place: .value("days.2026-11-28.urges"),
                problem: .invalidValue(expected: .urges, found: .list))
        ) {
            try JournalReader.read(file(101), file: "j")
        }
    }

    @Test("a newer version is refused whole, by the reader and by status's quick look alike")
    func newerVersion() throws {
        let text = String(decoding: JournalWriter.bytes(of: Self.journal()), as: UTF8.self)
            .replacingOccurrences(of: "\"version\": 4,", with: "\"version\": 5,")
        #expect(throws: JournalError(file: "j", place: .value("version"), problem: .newerVersion(5))) {
            try JournalReader.read(Array(text.utf8), file: "j")
        }
        let bytes = Array(text.utf8)
        #expect(
            JournalTailReader.glance(
                size: bytes.count, today: { _ in day("2026-11-29") },
                read: {
                    Array(bytes[$0..<$0 + $1])
                }) == nil)
    }

    @Test("status reads the end of a journal with urges as the whole file says")
    func tailReader() throws {
        var journal = Self.journal()
        for offset in 0..<120 {
            let date = day("2026-08-01").adding(days: offset)
            var record = journal.days[date] ?? DayRecord(drank: offset % 3 == 0)
            record.urges = [Urge(at: Self.time("20:00"), strength: offset % 11, triggers: [.stress]), Self.night]
            journal.days[date] = record
        }
        let bytes = JournalWriter.bytes(of: journal)
        let glance = JournalTailReader.glance(
            size: bytes.count, today: { _ in day("2026-11-29") },
            read: {
                Array(bytes[$0..<$0 + $1])
            })
        #expect(glance?.facts == StatusFacts(journal: journal, today: day("2026-11-29")))
    }

    @Test("a year of urges, three a day, loads back the same")
    func yearOfUrges() throws {
        let journal = Self.yearOfUrges()
        #expect(journal.days.values.reduce(0) { $0 + $1.urges.count } == 3 * 365)
        let folder = TemporaryFolder()
        let store = JournalStore(path: folder.file("journal.json"))
        try store.save(journal)
        #expect(try JournalStore(path: folder.file("journal.json")).load() == journal)
    }

    /// A year of days, each with three urges and most of them followed up.
    static func yearOfUrges() -> Journal {
        var journal = Journal(ifThenPlans: [walk])
        let first = day("2025-11-30")
        for offset in 0..<365 {
            let date = first.adding(days: offset)
            var record = DayRecord(drank: offset % 4 == 0)
            record.urges = [
                Urge(at: time("18:40"), strength: 6, triggers: [.habit], after: 3, afterMinutes: 15),
                Urge(
                    at: time("21:10"), strength: 7 + offset % 3, triggers: [.stress, .tired], plan: walk.id, after: 2,
                    afterMinutes: 12),
                Urge(at: time("00:30"), strength: 4, triggers: [.lonely], note: "眠れない"),
            ]
            journal.days[date] = record
        }
        return journal
    }

    @Test("merge: urges from both sides, the same urge once, follow-ups three-way, a clash kept aside")
    func merge() throws {
        let date = day("2026-11-29")
        var base = Fixture.designExample
        base.days[date] = DayRecord(drank: nil, urges: [Self.night])
        var ours = base
        var theirs = base
        // Ours logged the evening urge and followed up the night's; theirs logged the same evening urge (no follow-up),
        // another urge, and answered the day.
        var answered = Self.night
        answered.followUp = UrgeFollowUp(after: 2, afterMinutes: 10)
        ours.days[date]?.urges = [Self.evening, answered]
        var sameEvening = Self.evening
        sameEvening.followUp = .empty
        theirs.days[date] = DayRecord(drank: false, urges: [Self.offered, sameEvening, Self.night])
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.days[date] == DayRecord(drank: false, urges: [Self.offered, Self.evening, answered]))
        #expect(!merge.hasConflicts && merge.urgesKeptOurs.isEmpty && merge.keptAside(of: theirs) == nil)

        // Both followed up the night's urge, differently: ours in the result, theirs kept aside with every urge.
        var theirsAnswer = Self.night
        theirsAnswer.followUp = UrgeFollowUp(after: 4, afterMinutes: 30, doneText: "お茶")
        theirs.days[date]?.urges = [Self.offered, theirsAnswer]
        let clash = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(clash.journal.days[date]?.urges == [Self.offered, Self.evening, answered])
        #expect(clash.urgesKeptOurs == [date] && !clash.hasConflicts)
        let aside = try #require(clash.keptAside(of: theirs))
        #expect(aside.days == [date: DayRecord(drank: false, urges: [Self.offered, Self.evening, theirsAnswer])])

        // An urge only one side removed stays while the other holds it; a day only one side changed is that side's.
        var removed = base
        removed.days[date]?.urges = []
        removed.days[date]?.drank = false
        var other = base
        other.days[date]?.urges.append(Self.offered)
        #expect(
            JournalMerge(base: base, ours: removed, theirs: other).journal.days[date]?.urges == [
                Self.offered, Self.night,
            ])
        #expect(JournalMerge(base: base, ours: removed, theirs: base).journal.days[date] == DayRecord(drank: false))

        // No common version (a sync copy folded in): the same urge on both sides is one.
        let folded = JournalMerge(base: Journal(days: [:]), ours: ours, theirs: ours)
        #expect(folded.journal.days[date]?.urges == [Self.evening, answered])
        // The order of the day follows the merged journal's day start.
        var late = base
        var early = base
        late.days[date]?.urges = [Urge(at: Self.time("03:00"), strength: 2)]
        early.days[date]?.urges = [Urge(at: Self.time("05:00"), strength: 2)]
        late.settings.dayStartsAtHour = 4
        #expect(
            JournalMerge(base: base, ours: late, theirs: early).journal.days[date]?.urges.map(\.at.text) == [
                "05:00", "03:00",
            ])
    }

    @Test(
        "a JSON export carries the urges; an import adds urge by urge, leaves the same, and keeps ours unless taking theirs"
    )
    func jsonImport() throws {
        let journal = Self.journal()
        let file = try ImportFile.read(JournalExport.json(journal), file: "e.json")
        #expect(file.urges == [day("2026-11-28"): [Self.offered], day("2026-11-29"): [Self.evening, Self.night]])
        #expect(file.ifThenPlans == [Self.walk])

        // Ours: the 28th without the urge, the 29th with the night's followed up differently.
        var mine = Fixture.designExample
        var answered = Self.night
        answered.followUp = UrgeFollowUp(after: 1, afterMinutes: 5)
        mine.days[day("2026-11-29")] = DayRecord(drank: false, urges: [answered])
        let days = ImportPlan(journal: mine, incoming: file)
        #expect(
            days.conflicts.isEmpty,
            "the file's 29th holds only urges: it says nothing of the answer, and urges make no day conflict")
        #expect(days.same == [day("2026-11-27"), day("2026-11-28"), day("2026-11-29")])
        let urges = UrgeImport(journal: mine, incoming: file.urges)
        #expect(urges.added == [day("2026-11-28"): [Self.offered], day("2026-11-29"): [Self.evening]])
        #expect(
            urges.same == 0
                && urges.conflicts == [UrgeImport.Conflict(date: day("2026-11-29"), ours: answered, theirs: Self.night)]
        )

        var kept = mine
        try kept.apply(
            .importDays(urges.changes(takingTheirs: false, into: days.changes(takingTheirs: false), journal: mine)),
            today: day("2026-11-30"))
        #expect(kept.days[day("2026-11-28")]?.urges == [Self.offered] && kept.days[day("2026-11-28")]?.drank == true)
        #expect(kept.days[day("2026-11-29")] == DayRecord(drank: false, urges: [Self.evening, answered]))

        var taken = mine
        try taken.apply(
            .importDays(urges.changes(takingTheirs: true, into: days.changes(takingTheirs: true), journal: mine)),
            today: day("2026-11-30"))
        #expect(taken.days[day("2026-11-29")] == DayRecord(drank: false, urges: [Self.evening, Self.night]))
        // Imported again: nothing left to add.
        #expect(UrgeImport(journal: taken, incoming: file.urges).addedCount == 0)

        let plans = IfThenPlanImport(journal: mine, incoming: file.ifThenPlans)
        #expect(plans.added == [Self.walk] && plans.changes(takingTheirs: false) == [Self.walk])
    }

    @Test("the urges table: one row an urge, every column; read back the same; imported by its header")
    func urgesCSV() throws {
        let journal = Self.journal()
        let bytes = JournalExport.urgesCSV(journal)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text
                == [
                    "date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes",
                    #"2026-11-28,19:00,8,"offered,habit",,out,colleagues,,,,,"#,
                    #"2026-11-29,21:10,7,"stress,tired",上司,home,alone,"駅前 ""で""",20261120T2000,散歩,3,12"#,
                    "2026-11-29,01:30,5,,,,,,,,,", "",
                ].joined(separator: "\r\n"))
        #expect(try JournalCSV.readUrges(bytes) == journal.days.compactMapValues { $0.urges.isEmpty ? nil : $0.urges })
        let file = try ImportFile.read(bytes, file: "u.csv")
        #expect(file.days.isEmpty && file.urges.count == 2 && ImportFile.csvTable(of: bytes) == .urges)
        // A range leaves out the other days; the days' table is as it was.
        #expect(
            String(decoding: JournalExport.urgesCSV(journal, from: day("2026-11-29")), as: UTF8.self).components(
                separatedBy: "\r\n"
            ).count == 4)
        #expect(
            JournalExport.csv(journal) == JournalExport.csv(Fixture.designExample.withDay(day("2026-11-29"), nil)) + [],
            "the days' table has no urge column; a day of only urges is no row of it")
        // As people type it: 9:05 and full-width digits.
        let typed = Array(
            "date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes\n2026-11-28,9:05,７,stress,,,,,,,,\n"
                .utf8)
        #expect(
            try JournalCSV.readUrges(typed) == [
                day("2026-11-28"): [Urge(at: Self.time("09:05"), strength: 7, triggers: [.stress])]
            ])
    }

    @Test(
        "a wrong urges table is refused with its line and column",
        arguments: [
            (
                "2026-11-28,25:00,7,,,,,,,,,",
                CSVImportProblem.invalid(column: "at", expected: .clockTime, found: "25:00")
            ),
            ("2026-11-28,21:10,11,,,,,,,,,", .invalid(column: "strength", expected: .urgeStrength, found: "11")),
            ("2026-11-28,21:10,,,,,,,,,,", .invalid(column: "strength", expected: .urgeStrength, found: "")),
            (
                "2026-11-28,21:10,7,thirsty,,,,,,,,",
                .invalid(column: "triggers", expected: .oneOf(UrgeTrigger.allCases.map(\.rawValue)), found: "thirsty")
            ),
            ("2026-11-28,21:10,7,,,,,,,,3,", .invalid(column: "afterMinutes", expected: .urge, found: "")),
            ("2026-11-28,21:10,7,,,,,,,,,12", .invalid(column: "after", expected: .urge, found: "")),
            ("2026-11-28,21:10,7,,,,,\"a\nb\",,,,", .invalid(column: "note", expected: .urgeNote, found: "a\nb")),
            ("2026-02-30,21:10,7,,,,,,,,,", .invalid(column: "date", expected: .date, found: "2026-02-30")),
            ("2026-11-28,21:10,7,,,,,,,,", .fieldCount(expected: 12, found: 11)),
        ])
    func urgesCSVRefused(row: String, problem: CSVImportProblem) {
        let bytes = Array(
            "date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes\r\n\(row)\r\n"
                .utf8)
        #expect(throws: CSVImportError(line: 2, problem: problem)) { try JournalCSV.readUrges(bytes) }
        let twice = Array(
            "date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes\r\n2026-11-28,21:10,7,,,,,,,,,\r\n2026-11-28,21:10,7,,,,,x,,,,\r\n"
                .utf8)
        #expect(throws: CSVImportError(line: 3, problem: .invalid(column: "at", expected: .urges, found: "21:10"))) {
            try JournalCSV.readUrges(twice)
        }
    }

    @Test("the if-then plans table: one row a plan; read back the same; imported by its header; wrong rows refused")
    func ifThenPlansCSV() throws {
        var journal = Journal()
        journal.ifThenPlans = [
            Self.walk,
            IfThenPlan(id: "b", situation: .hours(from: 18, to: 22), response: .text("水, \"冷たい\""), retired: true),
        ]
        let bytes = JournalExport.ifThenPlansCSV(journal)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "id,if,then,retired\r\n20261120T2000,trigger:stress,response:walk,\r\nb,hours:18-22,\"text:水, \"\"冷たい\"\"\",true\r\n"
        )
        #expect(try JournalCSV.readIfThenPlans(bytes) == journal.ifThenPlans)
        #expect(try ImportFile.read(bytes, file: "p.csv").ifThenPlans == journal.ifThenPlans)
        for (row, problem) in [
            (
                "a,trigger:thirsty,response:walk,",
                CSVImportProblem.invalid(column: "if", expected: .ifThenSituation, found: "trigger:thirsty")
            ),
            ("a,hours:22-2,response:walk,", .invalid(column: "if", expected: .ifThenSituation, found: "hours:22-2")),
            ("a,trigger:stress,text: ,", .invalid(column: "then", expected: .ifThenResponse, found: "text: ")),
            ("a,trigger:stress,response:walk,yes", .invalid(column: "retired", expected: .retired, found: "yes")),
            (",trigger:stress,response:walk,", .invalid(column: "id", expected: .ifThenPlanID, found: "")),
        ] {
            #expect(throws: CSVImportError(line: 2, problem: problem)) {
                try JournalCSV.readIfThenPlans(Array("id,if,then,retired\r\n\(row)\r\n".utf8))
            }
        }
        #expect(throws: CSVImportError(line: 3, problem: .invalid(column: "id", expected: .ifThenPlanID, found: "a"))) {
            try JournalCSV.readIfThenPlans(
                Array(
                    "id,if,then,retired\r\na,trigger:stress,response:walk,\r\na,trigger:tired,response:rest,\r\n".utf8))
        }
    }
}

extension Journal {
    /// This journal with the day `date` set to `record`.
    func withDay(_ date: LocalDate, _ record: DayRecord?) -> Journal {
        var journal = self
        journal.days[date] = record
        return journal
    }
}
