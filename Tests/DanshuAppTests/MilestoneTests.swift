import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// Milestones celebrated (design.md §6): at the start or the clock tick that reaches one, once per milestone per
/// streak, remembered in the journal (saved, but no step of undo); never without motion, with `celebrate`
/// false or on a journal that cannot remember it. Any key ends the celebration and then acts.
@Suite("Milestones celebrated")
struct MilestoneTests {
    /// A session on `today` whose journal is sober every day from `from` to `to`.
    static func sober(from: String, to: String, today: String, settings: Settings = Settings()) -> AppState {
        var days: [String: DayRecord] = [:]
        var date = day(from)
        while date <= day(to) {
            days[date.iso] = .sober
            date = date.adding(days: 1)
        }
        var state = AppState.fixture(today: today, days: days, settings: settings)
        state.message = nil
        return state
    }

    @Test("a streak of exactly 30 days at the start: 30 is celebrated and remembered, not as a step of undo")
    func atStart() {
        var state = Self.sober(from: "2026-10-31", to: "2026-11-29", today: "2026-11-29")
        let milestone = CelebratedMilestone(days: 30, lastDrinkingDay: nil)
        assertReduce(&state, .system(.started(motion: true)), effects: [.save(days: [])]) {
            $0.motion = true
            $0.celebrating = 30
            $0.journal.celebrated = milestone
            $0.unsaved = .outsideHistory(inverse: .rememberCelebration(nil))
        }
        #expect(!state.history.canUndo)
        assertReduce(&state, .system(.saved)) { $0.unsaved = nil }
        assertReduce(&state, .system(.celebrationEnded)) { $0.celebrating = nil }

        // The next start of the same day celebrates nothing.
        var next = AppState(journal: state.journal, today: state.today)
        next.message = nil
        assertReduce(&next, .system(.started(motion: true))) { $0.motion = true }
    }

    @Test("any key ends the celebration, and is then handled as usual")
    func keyEndsIt() {
        var state = Self.sober(from: "2026-11-23", to: "2026-11-29", today: "2026-11-29")
        reduce(&state, .system(.started(motion: true)))
        reduce(&state, .system(.saved))
        #expect(state.celebrating == 7)
        assertReduce(&state, .main(.dayMoved(by: -1))) {
            $0.celebrating = nil
            $0.selected = day("2026-11-28")
        }
        reduce(&state, .system(.started(motion: true)))
        #expect(state.celebrating == nil)
    }

    @Test("a milestone at 7, a slip at 8, and a new streak's 7 later: 7 is celebrated twice, by the clock")
    func slipAndAgain() {
        var state = Self.sober(from: "2026-11-23", to: "2026-11-29", today: "2026-11-29")
        var celebrated: [Int] = []
        /// Sends `action` and notes the milestone it began celebrating, which then plays to its end.
        func send(_ action: Action) {
            reduce(&state, action)
            if let days = state.celebrating {
                celebrated.append(days)
                reduce(&state, .system(.saved))
                reduce(&state, .system(.celebrationEnded))
            }
        }
        send(.system(.started(motion: true)))
        send(.system(.clockTicked(today: day("2026-11-30"), time: noon))) // day 8: nothing new
        reduce(&state, .main(.todayPressed))
        reduce(&state, .main(.answered(.yes))) // the slip
        reduce(&state, .system(.saved))
        for offset in 1...7 {
            send(.system(.clockTicked(today: day("2026-11-30").adding(days: offset), time: noon)))
        }
        #expect(celebrated == [7, 1, 3, 7])
        #expect(state.journal.celebrated == CelebratedMilestone(days: 7, lastDrinkingDay: day("2026-11-30")))
        #expect(!state.history.past.isEmpty && state.history.past.count == 1, "only the answer is a step of undo")
    }

    @Test("days away that pass several milestones celebrate only the highest")
    func onlyTheHighest() {
        var state = Self.sober(from: "2026-11-01", to: "2026-11-01", today: "2026-11-01")
        reduce(&state, .system(.started(motion: true)))
        #expect(state.celebrating == 1)
        reduce(&state, .system(.saved))
        reduce(&state, .system(.clockTicked(today: day("2026-11-16"), time: noon)))
        #expect(state.celebrating == 14)
    }

    @Test("no celebration without motion, with celebrate false, on a read-only journal, or on a new journal")
    func none() {
        var noMotion = Self.sober(from: "2026-10-31", to: "2026-11-29", today: "2026-11-29")
        #expect(reduce(&noMotion, .system(.started(motion: false))).isEmpty && noMotion.celebrating == nil)
        #expect(
            reduce(&noMotion, .system(.clockTicked(today: day("2026-11-30"), time: noon))).isEmpty
                && noMotion.journal.celebrated == nil)

        var settings = Settings()
        settings.celebrate = false
        var off = Self.sober(from: "2026-10-31", to: "2026-11-29", today: "2026-11-29", settings: settings)
        #expect(reduce(&off, .system(.started(motion: true))).isEmpty && off.celebrating == nil)

        let journal = Self.sober(from: "2026-10-31", to: "2026-11-29", today: "2026-11-29").journal
        var readOnly = AppState(
            journal: journal, today: day("2026-11-29"), readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j"))
        #expect(reduce(&readOnly, .system(.started(motion: true))).isEmpty && readOnly.celebrating == nil)
        #expect(readOnly.message == .openedReadOnly(.writeProtected))

        var new = AppState(journal: Journal(), today: day("2026-11-29"))
        #expect(reduce(&new, .system(.started(motion: true))).isEmpty && new.message == .welcome)
    }

    @Test("a failed save of the memory takes it back: the next start celebrates again")
    func failedSave() {
        var state = Self.sober(from: "2026-11-23", to: "2026-11-29", today: "2026-11-29")
        reduce(&state, .system(.started(motion: true)))
        reduce(&state, .system(.saveFailed(reason: "disk full")))
        #expect(state.journal.celebrated == nil && state.unsaved == nil)
        #expect(state.message == .saveFailed(reason: "disk full"))
    }
}
