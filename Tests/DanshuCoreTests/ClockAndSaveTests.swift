import Testing
import DanshuCore
import DanshuApp
import DanshuText

@Suite("The clock and the disk")
struct ClockAndSaveTests {
    @Test("When the day changes, a selected today moves to the new today", arguments: [
        ("2026-11-29", "2026-11-30"), ("2026-11-30", "2026-12-01"), ("2026-12-31", "2027-01-01"),
    ])
    func selectedTodayFollows(old: String, new: String) {
        var state = AppState.fixture(today: old)

        let effects = reduce(&state, .clockTicked(today: day(new)))

        #expect(effects == [])
        #expect(state.today == day(new))
        #expect(state.selected == day(new))
        #expect(state.shownMonth == day(new).yearMonth)
        #expect(state.journal == .empty)
    }

    @Test("A selected past day stays selected")
    func pastDayStays() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .dayMoved(by: -3))

        reduce(&state, .clockTicked(today: day("2026-11-30")))

        #expect(state.today == day("2026-11-30"))
        #expect(state.selected == day("2026-11-26"))
    }

    @Test("The new day can be recorded; the day before is now a past day")
    func newDayRecordable() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .answered(.no))

        reduce(&state, .clockTicked(today: day("2026-11-30")))
        reduce(&state, .answered(.no))
        reduce(&state, .dayMoved(by: -1))

        #expect(state.selected == day("2026-11-29"))
        #expect(state.journal.days == [day("2026-11-29"): .sober, day("2026-11-30"): .sober])
        #expect(state.streaks.current == 2)
    }

    @Test("A tick on the same day changes nothing and keeps the message")
    func sameDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .chipTapped(9))
        let before = state

        reduce(&state, .clockTicked(today: day("2026-11-29")))

        #expect(state == before)
        #expect(state.message == .noSuchChip(number: 0))
    }

    @Test("A clock set back pulls a selection that is now in the future back to today")
    func clockSetBack() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .clockTicked(today: day("2026-11-28")))

        #expect(state.today == day("2026-11-28"))
        #expect(state.selected == day("2026-11-28"))
    }

    @Test("A note being written at the day's end stays on its day")
    func noteStaysOnItsDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .notePressed)
        state.type("寝る前に一杯だけ")

        reduce(&state, .clockTicked(today: day("2026-11-30")))
        #expect(state.noteText == "寝る前に一杯だけ")
        reduce(&state, .submitPressed)

        #expect(state.journal.days == [day("2026-11-29"): DayRecord(drank: nil, note: "寝る前に一杯だけ")])
        #expect(state.today == day("2026-11-30"))
    }

    @Test("A one-off being entered at the day's end goes to the day it was opened on")
    func oneOffStaysOnItsDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .oneOffPressed)
        state.fill("ハイボール", "7", "350")

        reduce(&state, .clockTicked(today: day("2026-11-30")))
        reduce(&state, .submitPressed)

        #expect(state.journal.days.keys.sorted() == [day("2026-11-29")])
    }

    @Test("A failed save puts back the journal and history on disk and says why")
    func saveFailed() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-28": .sober])
        reduce(&state, .answered(.no))
        let rollback = Rollback(journal: state.journal, history: state.history)
        #expect(reduce(&state, .chipTapped(0)) == [.save])

        let effects = reduce(&state, .saveFailed(reason: "No space left on device", rollback: rollback))

        #expect(effects == [])
        #expect(state.journal == rollback.journal)
        #expect(state.history == rollback.history)
        #expect(state.selectedRecord == .sober)
        #expect(state.message == .saveFailed(reason: "No space left on device"))
        #expect(state.message?.isError == true)

        reduce(&state, .redoPressed)
        #expect(state.message == .nothingToRedo)
        reduce(&state, .undoPressed)
        #expect(state.journal.days == [day("2026-11-28"): .sober])
    }

    @Test("A failed save closes an open form and keeps the chip page inside the restored presets")
    func saveFailedClosesForm() {
        var state = AppState.fixture(today: "2026-11-29", presets: numberedPresets(11))
        let rollback = Rollback(journal: Journal(presets: numberedPresets(3)), history: History())
        reduce(&state, .chipPageTurned(by: 1))
        reduce(&state, .oneOffPressed)

        reduce(&state, .saveFailed(reason: "Permission denied", rollback: rollback))

        #expect(state.modal == nil)
        #expect(state.chipPage == 0)
        #expect(state.journal == rollback.journal)
    }

    @Test("A save whose folder sync failed keeps the change, which is in the file, and warns")
    func saveNotFlushed() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .answered(.yes))
        reduce(&state, .chipTapped(0))
        let saved = state

        #expect(reduce(&state, .saveNotFlushed(reason: "input/output error (EIO) (data)")) == [])

        #expect(state.journal == saved.journal)
        #expect(state.history == saved.history)
        #expect(state.message == .saveNotFlushed(reason: "input/output error (EIO) (data)"))
        #expect(state.message?.isError == true)
        #expect(state.message.map { Catalog(.en).message($0) } == "Saved, but a power cut may lose it: input/output error (EIO) (data)")
    }

    @Test("q quits; every change is already saved")
    func quit() {
        var state = AppState.fixture(today: "2026-11-29")
        #expect(reduce(&state, .quitPressed) == [.quit])
    }
}
