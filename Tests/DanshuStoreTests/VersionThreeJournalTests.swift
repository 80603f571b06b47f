import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// Plans (issue 25) and the medicine and day's context (issue 24) in one journal: one version rule, the highest any
/// part uses (`Journal.formatVersion(daysNeed:)`), which the writer's cache follows too; both travel through a JSON
/// export and import and both merge in one `danshu merge`, plans by week and days by part.
@Suite("Plans, medicine and context together in the journal file")
struct VersionThreeJournalTests {
    static let week = day("2026-11-22")
    static let plan = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400)
    static let context = DayContext(place: .out, company: .friends, reasons: [.social], aftermath: .hangover)

    /// The design example with a plan, the medicine set and taken on the 28th, and the 28th's context.
    static var everything: Journal {
        var journal = Fixture.designExample
        journal.plans = [week: plan]
        journal.settings.medicine = "セリンクロ"
        journal.days[day("2026-11-28")]?.medicine = "セリンクロ"
        journal.days[day("2026-11-28")]?.context = context
        return journal
    }

    @Test(
        "the version is the highest any part uses: plans, the medicine (setting or day) and context 3, the older fields 2, else 1"
    )
    func oneRule() throws {
        let base = Fixture.designExample
        let week = Self.week
        let plan = Self.plan
        let context = Self.context
        let celebrated = try #require(CelebratedMilestone(days: 3, lastDrinkingDay: nil))
        let cases: [(String, (inout Journal) -> Void, Int)] = [
            ("nothing new", { _ in }, 1),
            ("feelings", { $0.days[day("2026-11-28")]?.mood = 3 }, 2),
            ("a milestone celebrated", { $0.celebrated = celebrated }, 2),
            ("a plan", { $0.plans = [week: plan] }, 3),
            (
                "a plan beside feelings",
                {
                    $0.plans = [week: plan]
                    $0.days[day("2026-11-28")]?.mood = 3
                }, 3
            ),
            (
                "a plan beside a milestone",
                {
                    $0.plans = [week: plan]
                    $0.celebrated = celebrated
                }, 3
            ),
            ("the setting medicine", { $0.settings.medicine = "x" }, 3),
            ("a day's medicine", { $0.days[day("2026-11-27")]?.medicine = "x" }, 3),
            ("a day's context", { $0.days[day("2026-11-28")]?.context = context }, 3),
        ]
        for (name, change, version) in cases {
            var journal = base
            change(&journal)
            #expect(journal.formatVersion == version, "\(name)")
            let text = String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self)
            #expect(text.contains("\n  \"version\": \(version),\n"), "\(name)")
        }
    }

    @Test("the writer's cache follows the rule as parts come and go, and ends byte for byte where it began")
    func writerFollowsTheRule() {
        var writer = JournalWriter()
        var journal = Fixture.designExample
        let first = writer.encode(journal, changed: nil)
        func version(_ changed: Set<LocalDate>) -> String {
            let text = String(decoding: writer.encode(journal, changed: changed), as: UTF8.self)
            return ["1", "2", "3"].first { text.contains("\n  \"version\": \($0),\n") } ?? "?"
        }
        journal.days[day("2026-11-28")]?.mood = 3
        #expect(version([day("2026-11-28")]) == "2")
        journal.plans = [Self.week: Self.plan]
        #expect(version([]) == "3")
        journal.days[day("2026-11-27")]?.medicine = "x"
        #expect(version([day("2026-11-27")]) == "3")
        journal.plans = [:]
        #expect(version([]) == "3") // the medicine's day still needs it
        journal.days[day("2026-11-27")]?.medicine = nil
        #expect(version([day("2026-11-27")]) == "2")
        journal.days[day("2026-11-28")]?.mood = nil
        #expect(writer.encode(journal, changed: [day("2026-11-28")]) == first)
    }

    @Test(
        "plans and the days' medicine and context sit in one file and read back the same; a JSON export and import carry both"
    )
    func exportAndImport() throws {
        let journal = Self.everything
        let bytes = JournalWriter.bytes(of: journal)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.contains(
                "\n  \"plans\": {\n    \"2026-11-22\": {\"days\": [\"fri\", \"sat\"], \"maxGrams\": 40}\n  },\n  \"days\": {\n"
            ))
        #expect(text.contains(#""medicine": "セリンクロ", "note": "optional free text"}"#))
        #expect(try JournalReader.read(bytes, file: "j") == journal)
        #expect(JournalExport.json(journal) == bytes)

        let incoming = try ImportFile.read(JournalExport.json(journal), file: "e.json")
        #expect(incoming.plans == journal.plans && incoming.carried == .all)
        var mine = Fixture.designExample
        let days = ImportPlan(journal: mine, incoming: incoming.days, carried: incoming.carried)
        _ = try mine.apply(.importDays(days.changes(takingTheirs: true)), today: day("2026-11-28"))
        _ = try mine.apply(
            .importPlans(PlanImport(journal: mine, incoming: incoming.plans).changes(takingTheirs: false)),
            today: day("2026-11-28"))
        #expect(mine.days == journal.days && mine.plans == journal.plans)
    }

    @Test(
        "one merge takes a plan by week and a day by part: the plan from one side, the medicine from it, the drinks from the other"
    )
    func mergeBoth() {
        let base = Fixture.designExample
        var ours = base
        var theirs = base
        ours.plans = [Self.week: Self.plan]
        ours.days[day("2026-11-28")]?.medicine = "セリンクロ"
        theirs.days[day("2026-11-28")]?.context = Self.context
        theirs.days[day("2026-11-28")]?.note = "later"
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(!merge.hasConflicts && merge.plansKeptOurs.isEmpty)
        #expect(merge.journal.plans == [Self.week: Self.plan])
        let merged = merge.journal.days[day("2026-11-28")]
        #expect(merged?.medicine == "セリンクロ" && merged?.context == Self.context && merged?.note == "later")
        #expect(merge.journal.formatVersion == 3)
    }
}
