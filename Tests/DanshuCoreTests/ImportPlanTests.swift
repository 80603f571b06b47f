import Testing
@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuApp

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

    @Test func anImportIsOneUndoStep() {
        var state = AppState(journal: Journal(days: [date("2026-11-27"): .sober]), today: date("2026-11-29"))
        let before = state.journal
        let effects = reduce(&state, .daysImported([date("2026-11-25"): .sober, date("2026-11-26"): DayRecord(drank: true, drinks: [beer])]))
        #expect(effects == [.save])
        #expect(state.journal.days.count == 3)
        reduce(&state, .undoPressed)
        #expect(state.journal == before)
    }

    @Test func anImportWithAFutureDayChangesNothing() {
        var state = AppState(journal: .empty, today: date("2026-11-29"))
        let effects = reduce(&state, .daysImported([date("2026-11-28"): .sober, date("2026-11-30"): .sober]))
        #expect(effects.isEmpty)
        #expect(state.journal.days.isEmpty)
        #expect(state.message == .futureDay)
    }

    @Test func aPresetMovesToAPositionAndBack() {
        var state = AppState(journal: .empty, today: date("2026-11-29"))
        reduce(&state, .presetRepositioned(from: 0, to: 3))
        #expect(state.journal.presets.map(\.name).prefix(4) == ["赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ビール500缶"])
        reduce(&state, .undoPressed)
        #expect(state.journal.presets == Preset.defaults)
        #expect(reduce(&state, .presetRepositioned(from: 0, to: 7)).isEmpty)
    }

    @Test func aSettingIsValidatedByItsKey() {
        var state = AppState(journal: .empty, today: date("2026-11-29"))
        #expect(reduce(&state, .settingChanged(.dailyLimitGrams, to: "40")) == [.save])
        #expect(state.journal.settings.dailyLimitGrams == 40)
        #expect(reduce(&state, .settingChanged(.dailyLimitGrams, to: "201")).isEmpty)
        #expect(state.message == .settingRefused(.dailyLimitGrams))
        #expect(reduce(&state, .settingChanged(.weekStartsOn, to: "friday")).isEmpty)
        reduce(&state, .undoPressed)
        #expect(state.journal.settings.dailyLimitGrams == 20)
    }
}
