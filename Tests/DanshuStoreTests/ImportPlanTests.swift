import Testing
import DanshuTestSupport
@testable import DanshuCore
@testable import DanshuStore

@Suite("Import plan and the command-line actions")
struct ImportPlanTests {
    func date(_ s: String) -> LocalDate { LocalDate(iso: s)! }
    let beer = Preset.defaults[0].entry

    @Test func sortsDaysIntoAddedSameAndConflicts() {
        let journal = Journal(days: [date("2026-11-27"): .sober, date("2026-11-28"): DayRecord(drank: true, drinks: [beer])])
        let incoming: [LocalDate: DayRecord] = [
            date("2026-11-26"): .sober,
            date("2026-11-27"): .sober,
            date("2026-11-28"): .sober,
        ]
        let plan = ImportPlan(journal: journal, incoming: incoming)
        #expect(plan.added == [date("2026-11-26")])
        #expect(plan.same == [date("2026-11-27")])
        #expect(plan.conflicts == [ImportPlan.Conflict(date: date("2026-11-28"), ours: DayRecord(drank: true, drinks: [beer]), theirs: .sober)])
        #expect(plan.changes(takingTheirs: false) == [date("2026-11-26"): .sober])
        #expect(plan.changes(takingTheirs: true) == [date("2026-11-26"): .sober, date("2026-11-28"): .sober])
    }
}
