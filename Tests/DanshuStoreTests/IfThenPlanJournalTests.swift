import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The if-then plans on disk (issue 42, design.md §9): written only when used, at version 4, one plan a line before the
/// days; read back the same; refused with a place when wrong; merged by identity; carried by a JSON export.
@Suite("If-then plans in the journal file")
struct IfThenPlanJournalTests {
    static let plans = [
        IfThenPlan(id: "20261206T2110", situation: .trigger(.stress), response: .coping(.walk)),
        IfThenPlan(
            id: "20261206T2111", situation: .hours(from: 18, to: 22), response: .text("炭酸水を冷やしておく"), retired: true),
        IfThenPlan(id: "20261207T0800", situation: .place(.out), response: .coping(.nonAlcoholic)),
        IfThenPlan(id: "20261207T0800-2", situation: .company(.colleagues), response: .coping(.leave)),
        IfThenPlan(id: "x", situation: .text("上司に \"怒られた\" ら"), response: .coping(.contact)),
    ]

    static var planned: Journal {
        var journal = Fixture.designExample
        journal.ifThenPlans = plans
        return journal
    }

    @Test(
        "a journal with if-then plans says version 4 and holds one line a plan, in order, before the days; it reads back the same"
    )
    func layout() throws {
        let text = String(decoding: JournalWriter.bytes(of: Self.planned), as: UTF8.self)
        #expect(text.contains("\n  \"version\": 4,\n"))
        #expect(
            text.contains(
                #"""
                  ],
                  "ifThenPlans": [
                    {"id": "20261206T2110", "if": {"trigger": "stress"}, "then": {"response": "walk"}},
                    {"id": "20261206T2111", "if": {"hours": "18-22"}, "retired": true, "then": {"text": "炭酸水を冷やしておく"}},
                    {"id": "20261207T0800", "if": {"place": "out"}, "then": {"response": "nonAlcoholic"}},
                    {"id": "20261207T0800-2", "if": {"company": "colleagues"}, "then": {"response": "leave"}},
                    {"id": "x", "if": {"text": "上司に \"怒られた\" ら"}, "then": {"response": "contact"}}
                  ],
                  "days": {
                """#), "\(text)")
        #expect(try JournalReader.read(Array(text.utf8), file: "j") == Self.planned)
        // Another spelling of the same plans reads the same: key order, whitespace, retired false.
        let respelled = text.replacingOccurrences(
            of: #"{"id": "20261206T2110", "if": {"trigger": "stress"}, "then": {"response": "walk"}}"#,
            with:
                #"{ "then" : {"response":"walk"}, "retired": false, "if": { "trigger" : "stress" }, "id": "20261206T2110" }"#
        )
        #expect(respelled != text)
        #expect(try JournalReader.read(Array(respelled.utf8), file: "j") == Self.planned)
    }

    @Test("a journal without if-then plans is byte for byte what it was, also after one was added and taken back")
    func byteIdentity() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let store = JournalStore(path: path)
        try store.save(Fixture.designExample)
        let before = try #require(Files.bytes(path))
        #expect(!String(decoding: before, as: UTF8.self).contains("ifThenPlans"))
        var journal = try store.load()
        let applied = try #require(try journal.apply(.addIfThenPlan(Self.plans[0]), today: day("2026-11-28")))
        try store.save(journal, changed: applied.days)
        #expect(String(decoding: try #require(Files.bytes(path)), as: UTF8.self).contains("\"version\": 4,"))
        #expect(try store.load() == journal)
        _ = try journal.apply(applied.inverse, today: day("2026-11-28"))
        try store.save(journal, changed: [])
        #expect(Files.bytes(path) == before)
    }

    @Test(
        "wrong if-then plans are refused with their place",
        arguments: [
            (
                #"{"if": {"trigger": "stress"}, "then": {"response": "walk"}}"#, "ifThenPlans[0]",
                JournalProblem.missingKey("id")
            ),
            (#"{"id": "a", "then": {"response": "walk"}}"#, "ifThenPlans[0]", .missingKey("if")),
            (#"{"id": "a", "if": {"trigger": "stress"}}"#, "ifThenPlans[0]", .missingKey("then")),
            (
                #"{"id": "", "if": {"trigger": "stress"}, "then": {"response": "walk"}}"#, "ifThenPlans[0].id",
                .invalidValue(expected: .ifThenPlanID, found: .string(""))
            ),
            (
                #"{"id": "a", "if": {"trigger": "thirsty"}, "then": {"response": "walk"}}"#,
                "ifThenPlans[0].if.trigger",
                .invalidValue(expected: .oneOf(UrgeTrigger.allCases.map(\.rawValue)), found: .string("thirsty"))
            ),
            (
                #"{"id": "a", "if": {"hours": "22-2"}, "then": {"response": "walk"}}"#, "ifThenPlans[0].if.hours",
                .invalidValue(expected: .planHours, found: .string("22-2"))
            ),
            (
                #"{"id": "a", "if": {"hours": "evening"}, "then": {"response": "walk"}}"#, "ifThenPlans[0].if.hours",
                .invalidValue(expected: .planHours, found: .string("evening"))
            ),
            (
                #"{"id": "a", "if": {"text": " "}, "then": {"response": "walk"}}"#, "ifThenPlans[0].if.text",
                .invalidValue(expected: .ifThenText, found: .string(" "))
            ),
            (
                #"{"id": "a", "if": {"trigger": "stress"}, "then": {"text": "a\nb"}}"#, "ifThenPlans[0].then.text",
                .invalidValue(expected: .ifThenText, found: .string("a\nb"))
            ),
            (
                #"{"id": "a", "if": {"trigger": "stress"}, "then": {"response": "drink"}}"#,
                "ifThenPlans[0].then.response",
                .invalidValue(expected: .oneOf(CopingResponse.allCases.map(\.rawValue)), found: .string("drink"))
            ),
            (
                #"{"id": "a", "if": {"trigger": "stress", "place": "out"}, "then": {"response": "walk"}}"#,
                "ifThenPlans[0].if",
                .invalidValue(expected: .ifThenSituation, found: .object)
            ),
            (
                #"{"id": "a", "if": {}, "then": {"response": "walk"}}"#, "ifThenPlans[0].if",
                .invalidValue(expected: .ifThenSituation, found: .object)
            ),
            (
                #"{"id": "a", "if": {"trigger": "stress"}, "then": {"walk": "now"}}"#, "ifThenPlans[0].then.walk",
                .unknownKey("walk", allowed: ["response", "text"])
            ),
            (
                #"{"id": "a", "if": {"trigger": "stress"}, "retired": 1, "then": {"response": "walk"}}"#,
                "ifThenPlans[0].retired",
                .invalidValue(expected: .retired, found: .number("1"))
            ),
            (
                #"{"id": "a", "if": {"trigger": "stress"}, "then": {"response": "walk"}}, {"id": "a", "if": {"trigger": "tired"}, "then": {"response": "rest"}}"#,
                "ifThenPlans[1].id", .duplicateIfThenPlan("a")
            ),
        ])
    func refused(plan: String, place: String, problem: JournalProblem) {
        let text = #"{"format": "danshu-journal", "version": 4, "ifThenPlans": [\#(plan)]}"#
        #expect(throws: JournalError(file: "j", place: .value(place), problem: problem)) {
            try JournalReader.read(Array(text.utf8), file: "j")
        }
    }

    @Test("a version-3 danshu's check: a journal with if-then plans is version 4, which an older reader refuses whole")
    func versionRule() throws {
        #expect(Self.planned.formatVersion == 4 && Fixture.designExample.formatVersion == 1)
        var retiredOnly = Fixture.designExample
        retiredOnly.ifThenPlans = [Self.plans[1]]
        #expect(retiredOnly.formatVersion == 4, "a retired plan is kept, and so written")
        let text = String(decoding: JournalWriter.bytes(of: Self.planned), as: UTF8.self).replacingOccurrences(
            of: "\"version\": 4", with: "\"version\": 5")
        #expect(throws: JournalError(file: "j", place: .value("version"), problem: .newerVersion(5))) {
            try JournalReader.read(Array(text.utf8), file: "j")
        }
    }

    @Test(
        "merge by identity: ours' order then theirs' new; a side's change wins; a retire wins over no change; ours kept on a clash"
    )
    func merge() throws {
        let a = Self.plans[0]
        let c = Self.plans[2]
        let d = Self.plans[3]
        var b = Self.plans[1]
        b.retired = false
        let base = Journal(ifThenPlans: [a, b, c])
        var ours = base
        var theirs = base
        ours.ifThenPlans[0].rule = IfThenPlan.Rule(.trigger(.stress), .coping(.tea)) // changed a's THEN
        ours.ifThenPlans.append(d) // added d
        theirs.ifThenPlans[1].retired = true // retired b
        theirs.ifThenPlans[2].rule = IfThenPlan.Rule(.place(.out), .coping(.leave)) // changed c
        let e = IfThenPlan(id: "e", situation: .trigger(.bored), response: .coping(.walk))
        theirs.ifThenPlans.insert(e, at: 0) // added e, first
        var merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.ifThenPlans.map(\.id) == [a.id, b.id, c.id, d.id, e.id])
        #expect(merge.journal.ifThenPlans[0].response == .coping(.tea) && merge.journal.ifThenPlans[1].retired)
        #expect(
            merge.journal.ifThenPlans[2].response == .coping(.leave) && merge.ifThenPlansKeptOurs.isEmpty
                && !merge.hasConflicts)
        // Both changed a's IF and THEN differently, and theirs retired it: ours' rule kept and named, the retire taken.
        theirs.ifThenPlans[1].rule = IfThenPlan.Rule(.trigger(.stress), .coping(.rest))
        theirs.ifThenPlans[1].retired = true
        merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.ifThenPlans[0].response == .coping(.tea) && merge.journal.ifThenPlans[0].retired)
        #expect(merge.ifThenPlansKeptOurs == [a.id])
        let aside = try #require(merge.keptAside(of: theirs))
        #expect(aside.ifThenPlans.map(\.response) == [.coping(.rest)] && aside.days.isEmpty)
        // A plan one side lacks is never lost, whatever the base says.
        var lacking = base
        lacking.ifThenPlans.removeFirst()
        #expect(
            JournalMerge(base: base, ours: lacking, theirs: base).journal.ifThenPlans.map(\.id) == [b.id, c.id, a.id])
        // The order: theirs' when only theirs reordered what both had.
        var reordered = base
        reordered.ifThenPlans.reverse()
        #expect(
            JournalMerge(base: base, ours: base, theirs: reordered).journal.ifThenPlans.map(\.id) == [c.id, b.id, a.id])
    }

    @Test("a JSON export carries every if-then plan, whatever its range")
    func export() throws {
        let part = try JournalReader.read(
            JournalExport.json(Self.planned, from: day("2026-11-28"), to: day("2026-11-28")), file: "e.json")
        #expect(part.ifThenPlans == Self.plans)
    }
}
