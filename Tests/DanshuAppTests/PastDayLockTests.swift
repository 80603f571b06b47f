import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// Past days guarded (design.md §6, seed 002): a day before yesterday that held a record when it was selected is
/// locked until Enter; a day you start recording stays open until you leave it; undo and redo still take back
/// what you did; the setting `lockPastDays` turns it off.
@Suite("Past days guarded")
struct PastDayLockTests {
    static let days: [String: DayRecord] = [
        "2026-11-20": drank(entry(Drink.beer)), "2026-11-25": .sober, "2026-11-28": .sober,
    ]

    @Test("a recorded day before yesterday is locked: every changing key says so and changes nothing")
    func lock() {
        var state = AppState.fixture(today: "2026-11-29", days: Self.days)
        state.message = nil
        let locked = day("2026-11-20")
        assertReduce(&state, .main(.dayClicked(locked))) {
            $0.selected = locked
            $0.lockedDay = locked
        }
        let journal = state.journal
        let changing: [MainAction] = [
            .answered(.yes), .answered(.no), .chipTapped(0), .chipTapped(9), .removeLastDrinkPressed,
            .oneOffPressed, .notePressed, .feelingsPressed,
        ]
        for action in changing {
            assertReduce(&state, .main(action)) { $0.message = .pastDayLocked }
        }
        #expect(state.journal == journal && state.modal == nil && !state.history.canUndo)
        // Keys that change nothing still work there.
        assertReduce(&state, .main(.chipPageTurned(by: 1))) {
            $0.message = nil
            $0.chipPage = 0
        }
    }

    @Test("Enter unlocks the day until another is selected; 1 then adds")
    func unlock() {
        var state = AppState.fixture(today: "2026-11-29", days: Self.days)
        let locked = day("2026-11-20")
        reduce(&state, .main(.dayClicked(locked)))
        assertReduce(&state, .main(.unlockPressed)) {
            $0.lockedDay = nil
            $0.message = .dayUnlocked
        }
        let effects = reduce(&state, .main(.chipTapped(0)))
        #expect(effects == [.save(days: [locked])])
        #expect(state.selectedRecord == drank(entry(Drink.beer, count: 2)))
        // Enter on an open day does nothing.
        assertReduce(&state, .main(.unlockPressed)) { $0.message = nil }
    }

    @Test("move away and back: locked again; a day started while selected stays open until left, then locks too")
    func moveAwayAndBack() {
        var state = AppState.fixture(today: "2026-11-29", days: Self.days)
        let recorded = day("2026-11-20")
        let empty = day("2026-11-21")
        reduce(&state, .main(.dayClicked(recorded)))
        reduce(&state, .main(.unlockPressed))
        reduce(&state, .main(.dayMoved(by: 1)))
        #expect(state.selected == empty && !state.isSelectedDayLocked)
        // An unrecorded day opens for recording, and stays open through several changes.
        reduce(&state, .main(.answered(.yes)))
        reduce(&state, .main(.chipTapped(1)))
        reduce(&state, .main(.notePressed))
        state.type("ワイン")
        reduce(&state, .modal(.note(.submitPressed)))
        #expect(state.selectedRecord == drank(entry(Drink.wineGlass), note: "ワイン") && !state.isSelectedDayLocked)
        reduce(&state, .main(.dayMoved(by: -1)))
        #expect(state.isSelectedDayLocked, "back on the day unlocked before: locked again")
        reduce(&state, .main(.dayMoved(by: 1)))
        #expect(state.isSelectedDayLocked, "the day recorded before is locked once left")
        // Selecting the selected day again keeps it open.
        reduce(&state, .main(.unlockPressed))
        reduce(&state, .main(.dayClicked(empty)))
        #expect(!state.isSelectedDayLocked)
    }

    @Test("yesterday, today and unrecorded days are never locked; lockPastDays false locks nothing")
    func notLocked() {
        var state = AppState.fixture(today: "2026-11-29", days: Self.days.merging(["2026-11-29": .sober]) { $1 })
        for date in ["2026-11-28", "2026-11-29", "2026-11-27", "2026-11-19"] {
            reduce(&state, .main(.dayClicked(day(date))))
            #expect(!state.isSelectedDayLocked, "\(date)")
        }
        var settings = Settings()
        settings.lockPastDays = false
        var off = AppState.fixture(today: "2026-11-29", days: Self.days, settings: settings)
        reduce(&off, .main(.dayClicked(day("2026-11-20"))))
        #expect(!off.isSelectedDayLocked)
        #expect(!reduce(&off, .main(.answered(.no))).isEmpty)
    }

    @Test("undo across a lock: a change on a day now locked is taken back and made again")
    func undoAcrossALock() {
        var state = AppState.fixture(today: "2026-11-29", days: Self.days)
        let first = day("2026-11-20")
        let other = day("2026-11-25")
        reduce(&state, .main(.dayClicked(first)))
        reduce(&state, .main(.unlockPressed))
        reduce(&state, .main(.chipTapped(0)))
        reduce(&state, .system(.saved))
        reduce(&state, .main(.dayClicked(other)))
        #expect(state.isSelectedDayLocked)

        let effects = reduce(&state, .app(.undoPressed))
        #expect(effects == [.save(days: [first])] && state.message == .undone)
        #expect(state.journal.days[first] == drank(entry(Drink.beer)))
        #expect(
            state.selected == first && state.isSelectedDayLocked,
            "the day of the change is shown, locked: it holds a record")
        reduce(&state, .system(.saved))
        reduce(&state, .app(.redoPressed))
        #expect(state.journal.days[first] == drank(entry(Drink.beer, count: 2)))
        // The lock still stands for keys.
        reduce(&state, .main(.chipTapped(0)))
        #expect(state.message == .pastDayLocked && state.journal.days[first] == drank(entry(Drink.beer, count: 2)))
    }

    @Test("a locked day with the mouse: clicking はい acts like y and is refused the same way")
    func click() {
        var state = AppState.fixture(today: "2026-11-29", days: Self.days)
        reduce(&state, .main(.dayClicked(day("2026-11-25"))))
        #expect(reduce(&state, .main(.answered(.yes))).isEmpty && state.message == .pastDayLocked)
        #expect(state.selectedRecord == .sober)
    }

    @Test("a past day with only feelings or only a note is unrecorded: never locked, so n records it (trial, 11/25)")
    func feelingsOrNoteOnly() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-24": DayRecord(drank: nil, note: "メモだけ")])
        let feelingsDay = day("2026-11-25")
        let noteDay = day("2026-11-24")
        reduce(&state, .main(.dayClicked(feelingsDay)))
        reduce(&state, .main(.feelingsPressed))
        reduce(&state, .modal(.feelings(.valueStepped(by: 1))))
        reduce(&state, .modal(.feelings(.submitPressed)))
        #expect(state.selectedRecord?.hasFeelings == true && state.selectedRecord?.drank == nil)
        reduce(&state, .main(.dayMoved(by: 1)))
        reduce(&state, .main(.dayMoved(by: -1)))
        #expect(!state.isSelectedDayLocked, "a day with only feelings has no answer to guard")
        #expect(!reduce(&state, .main(.answered(.no))).isEmpty)
        #expect(state.selectedRecord?.drank == false && state.selectedRecord?.hasFeelings == true)
        reduce(&state, .main(.dayClicked(noteDay)))
        #expect(!state.isSelectedDayLocked, "a day with only a note has no answer to guard")
        // Answered, it locks once left and selected again.
        reduce(&state, .main(.dayClicked(feelingsDay)))
        #expect(state.isSelectedDayLocked)
    }

    @Test("undo that takes a locked day's answer back opens it, and it stays open while recorded again")
    func undoTheAnswer() {
        var state = AppState.fixture(today: "2026-11-29")
        let past = day("2026-11-20")
        reduce(&state, .main(.dayClicked(past)))
        reduce(&state, .main(.answered(.no)))
        reduce(&state, .system(.saved))
        reduce(&state, .main(.dayMoved(by: 1)))
        reduce(&state, .main(.dayMoved(by: -1)))
        #expect(state.isSelectedDayLocked)
        reduce(&state, .app(.undoPressed))
        reduce(&state, .system(.saved))
        #expect(state.selected == past && state.selectedRecord == nil && !state.isSelectedDayLocked)
        #expect(!reduce(&state, .main(.answered(.yes))).isEmpty, "an unrecorded day takes an answer")
        #expect(!reduce(&state, .main(.chipTapped(0))).isEmpty, "a day being recorded stays open")
        reduce(&state, .main(.dayMoved(by: 1)))
        reduce(&state, .main(.dayMoved(by: -1)))
        #expect(state.isSelectedDayLocked, "answered again and left: guarded again")
    }

    @Test(
        "a redo that shows and locks its day, then fails to save: the answer is taken back, and the day is open again")
    func failedRedoLeavesNoLockWithoutAnAnswer() {
        var state = AppState.fixture(today: "2026-11-29", days: Self.days)
        let past = day("2026-11-21")
        reduce(&state, .main(.dayClicked(past)))
        reduce(&state, .main(.answered(.no)))
        reduce(&state, .system(.saved))
        reduce(&state, .app(.undoPressed))
        reduce(&state, .system(.saved))
        reduce(&state, .main(.dayClicked(day("2026-11-28"))))
        // Redo shows the day again, answered, so it locks; then the file refuses the change.
        reduce(&state, .app(.redoPressed))
        #expect(state.selected == past && state.isSelectedDayLocked)
        reduce(&state, .system(.saveFailed(reason: "disk full")))
        #expect(state.journal.days[past] == nil)
        #expect(!state.isSelectedDayLocked)
    }
}
