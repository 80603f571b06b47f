import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The weeks' plans on disk (issue 25): written only when used, at version 3, in one line a week; read back the same;
/// refused with a place when wrong; merged week by week; carried by a JSON export and taken by an import.
@Suite("Plans in the journal file")
struct PlanJournalTests {
    static let week = day("2026-11-22")
    static let friSat40 = WeekPlan(drinkingDays: [.saturday, .friday], maxTenths: 400)
    static let sober = WeekPlan.sober

    static var planned: Journal {
        var journal = Fixture.designExample
        journal.plans = [
            week: friSat40, day("2026-11-29"): WeekPlan(drinkingDays: [.sunday], maxTenths: 125),
            day("2026-12-06"): sober,
        ]
        return journal
    }

    @Test(
        "a journal with plans says version 3 and holds one line a week, in date order, before the days; it reads back the same"
    )
    func layout() throws {
        let text = String(decoding: JournalWriter.bytes(of: Self.planned), as: UTF8.self)
        #expect(text.contains("\n  \"version\": 3,\n"))
        #expect(
            text.contains(
                """
                  ],
                  "plans": {
                    "2026-11-22": {"days": ["fri", "sat"], "maxGrams": 40},
                    "2026-11-29": {"days": ["sun"], "maxGrams": 12.5},
                    "2026-12-06": {"days": []}
                  },
                  "days": {
                """))
        #expect(try JournalReader.read(Array(text.utf8), file: "j") == Self.planned)
        // Another spelling of the same plans reads the same: key order, whitespace, 40.0, null for no amount.
        let respelled = text.replacingOccurrences(
            of: #"{"days": ["fri", "sat"], "maxGrams": 40}"#, with: #"{ "maxGrams" : 40.0 , "days" : [ "sat","fri" ] }"#
        )
        .replacingOccurrences(of: #"{"days": []}"#, with: #"{"days": [], "maxGrams": null}"#)
        #expect(try JournalReader.read(Array(respelled.utf8), file: "j") == Self.planned)
    }

    @Test(
        "a journal without plans is byte for byte what it was before plans existed, also after one was made and taken back"
    )
    func byteIdentity() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let store = JournalStore(path: path)
        try store.save(Fixture.designExample)
        let before = try #require(Files.bytes(path))
        #expect(!String(decoding: before, as: UTF8.self).contains("plans"))
        #expect(String(decoding: before, as: UTF8.self).contains("\"version\": 1,"))
        var journal = try store.load()
        let applied = try #require(try journal.apply(.planWeek(Self.week, Self.friSat40), today: day("2026-11-28")))
        try store.save(journal, changed: applied.days)
        #expect(String(decoding: try #require(Files.bytes(path)), as: UTF8.self).contains("\"version\": 3,"))
        _ = try journal.apply(applied.inverse, today: day("2026-11-28"))
        try store.save(journal, changed: [])
        #expect(Files.bytes(path) == before)
    }

    @Test(
        "wrong plans are refused with their place, the file left as it is",
        arguments: [
            (#"{"days": ["fri", "sat"]}"#, "plans.2026-11-22", JournalProblem.missingKey("maxGrams")),
            (#"{"maxGrams": 40}"#, "plans.2026-11-22", JournalProblem.missingKey("days")),
            (
                #"{"days": ["fri", "fri"], "maxGrams": 40}"#, "plans.2026-11-22.days[1]",
                .invalidValue(expected: .weekday, found: .string("fri"))
            ),
            (
                #"{"days": ["friday"], "maxGrams": 40}"#, "plans.2026-11-22.days[0]",
                .invalidValue(expected: .weekday, found: .string("friday"))
            ),
            (
                #"{"days": ["fri"], "maxGrams": 0}"#, "plans.2026-11-22.maxGrams",
                .invalidValue(expected: .planAmount, found: .number("0"))
            ),
            (
                #"{"days": ["fri"], "maxGrams": 40.25}"#, "plans.2026-11-22.maxGrams",
                .invalidValue(expected: .planAmount, found: .number("40.25"))
            ),
            (
                #"{"days": ["fri"], "maxGrams": 40, "note": "x"}"#, "plans.2026-11-22.note",
                .unknownKey("note", allowed: ["days", "maxGrams"])
            ),
        ])
    func refused(plan: String, place: String, problem: JournalProblem) {
        let text = #"{"format": "danshu-journal", "version": 3, "plans": {"2026-11-22": \#(plan)}}"#
        #expect(throws: JournalError(file: "j", place: .value(place), problem: problem)) {
            try JournalReader.read(Array(text.utf8), file: "j")
        }
        let badDate = #"{"format": "danshu-journal", "version": 3, "plans": {"2026-02-30": {"days": []}}}"#
        #expect(
            throws: JournalError(
                file: "j", place: .value("plans.2026-02-30"),
                problem: .invalidValue(expected: .date, found: .string("2026-02-30")))
        ) {
            try JournalReader.read(Array(badDate.utf8), file: "j")
        }
    }

    @Test("status reads the end of a journal with plans as the whole file says")
    func tailReader() throws {
        let bytes = JournalWriter.bytes(of: Self.planned)
        var read = 0
        let glance = JournalTailReader.glance(
            size: bytes.count, today: { _ in day("2026-11-28") },
            read: { offset, count in
                read += count
                return Array(bytes[offset..<offset + count])
            })
        #expect(glance?.facts == StatusFacts(journal: Self.planned, today: day("2026-11-28")))
    }

    @Test(
        "merge by week: a side that changed wins, a removal wins over no change, a change over a removal, ours over a different change of theirs"
    )
    func merge() {
        let w1 = day("2026-11-01")
        let w2 = day("2026-11-08")
        let w3 = day("2026-11-15")
        let w4 = day("2026-11-22")
        let w5 = day("2026-11-29")
        let a = WeekPlan(drinkingDays: [.friday], maxTenths: 200)
        let b = WeekPlan(drinkingDays: [.saturday], maxTenths: 300)
        var base = Journal()
        var ours = Journal()
        var theirs = Journal()
        base.plans = [w1: a, w2: a, w3: a, w4: a]
        ours.plans = [w1: a, w2: b, w3: a, w4: a, w5: Self.sober] // changed w2, added w5
        theirs.plans = [w1: b, w2: a, w4: b] // changed w1 and w4, removed w3
        ours.plans[w4] = Self.sober // both changed w4, differently
        var merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.plans == [w1: b, w2: b, w4: Self.sober, w5: Self.sober])
        #expect(merge.plansKeptOurs == [w4])
        #expect(!merge.hasConflicts)
        // Removed here, changed there: kept as changed.
        ours.plans[w1] = nil
        theirs.plans[w1] = b
        merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.plans[w1] == b)
        // No common version (a sync copy folded in): both sides' plans come in, ours where they differ.
        let folded = JournalMerge(base: Journal(days: [:]), ours: ours, theirs: theirs)
        #expect(folded.journal.plans == [w1: b, w2: b, w3: a, w4: Self.sober, w5: Self.sober])
        #expect(folded.plansKeptOurs == [w2, w4])
    }

    @Test(
        "a JSON export carries the plans of the weeks sharing a day with its range; an import adds, skips the same and keeps ours on a difference unless theirs is taken"
    )
    func exportAndImport() throws {
        let journal = Self.planned
        let all = try ImportFile.read(JournalExport.json(journal), file: "e.json")
        #expect(all.plans == journal.plans)
        let part = try ImportFile.read(
            JournalExport.json(journal, from: day("2026-11-28"), to: day("2026-12-05")), file: "e.json")
        #expect(Set(part.plans.keys) == [Self.week, day("2026-11-29")])
        #expect(try ImportFile.read(JournalExport.csv(journal), file: "e.csv").plans.isEmpty)

        var mine = Journal()
        mine.plans = [Self.week: Self.friSat40, day("2026-11-29"): Self.sober]
        let plan = PlanImport(journal: mine, incoming: all.plans)
        #expect(
            plan.added == [day("2026-12-06")] && plan.same == [Self.week]
                && plan.conflicts.map(\.weekStart) == [day("2026-11-29")])
        #expect(plan.changes(takingTheirs: false) == [day("2026-12-06"): Self.sober])
        #expect(
            plan.changes(takingTheirs: true) == [
                day("2026-12-06"): Self.sober, day("2026-11-29"): journal.plans[day("2026-11-29")]!,
            ])
        _ = try mine.apply(.importPlans(plan.changes(takingTheirs: true)), today: day("2026-11-28"))
        #expect(mine.plans == journal.plans)
        #expect(throws: EditRefusal.invalidPlan(.noAmount)) {
            try mine.apply(
                .importPlans([Self.week: WeekPlan(drinkingDays: [.monday], maxTenths: nil)]), today: day("2026-11-28"))
        }
    }
}
