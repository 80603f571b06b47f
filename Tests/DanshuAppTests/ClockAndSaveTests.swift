import DanshuApp
import DanshuCore
import DanshuTestSupport
import DanshuText
import Testing

@Suite("The clock and the disk")
struct ClockAndSaveTests {
    @Test(
        "When the day changes, a selected today moves to the new today",
        arguments: [
            ("2026-11-29", "2026-11-30"), ("2026-11-30", "2026-12-01"), ("2026-12-31", "2027-01-01"),
        ])
    func selectedTodayFollows(old: String, new: String) {
        var state = AppState.fixture(today: old)

        let effects = reduce(&state, .system(.clockTicked(today: day(new), time: noon)))

        #expect(effects == [])
        #expect(state.today == day(new))
        #expect(state.selected == day(new))
        #expect(state.shownMonth == day(new).yearMonth)
        #expect(state.journal == .empty)
    }

    @Test("A selected past day stays selected")
    func pastDayStays() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.dayMoved(by: -3)))

        reduce(&state, .system(.clockTicked(today: day("2026-11-30"), time: noon)))

        #expect(state.today == day("2026-11-30"))
        #expect(state.selected == day("2026-11-26"))
    }

    @Test("The new day can be recorded; the day before is now a past day")
    func newDayRecordable() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.answered(.no)))

        reduce(&state, .system(.clockTicked(today: day("2026-11-30"), time: noon)))
        reduce(&state, .main(.answered(.no)))
        reduce(&state, .main(.dayMoved(by: -1)))

        #expect(state.selected == day("2026-11-29"))
        #expect(state.journal.days == [day("2026-11-29"): .sober, day("2026-11-30"): .sober])
        #expect(state.streaks.current == 2)
    }

    @Test("A tick on the same day changes nothing but the time of day, and keeps the message")
    func sameDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.chipTapped(9)))
        var before = state
        before.now = noon

        reduce(&state, .system(.clockTicked(today: day("2026-11-29"), time: noon)))

        #expect(state == before)
        #expect(state.message == .noSuchChip(number: 0))
    }

    @Test("A clock set back pulls a selection that is now in the future back to today")
    func clockSetBack() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .system(.clockTicked(today: day("2026-11-28"), time: noon)))

        #expect(state.today == day("2026-11-28"))
        #expect(state.selected == day("2026-11-28"))
    }

    @Test("A note being written at the day's end stays on its day")
    func noteStaysOnItsDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.notePressed))
        state.type("寝る前に一杯だけ")

        reduce(&state, .system(.clockTicked(today: day("2026-11-30"), time: noon)))
        #expect(state.noteText == "寝る前に一杯だけ")
        reduce(&state, .modal(.note(.submitPressed)))

        #expect(state.journal.days == [day("2026-11-29"): DayRecord(drank: nil, note: "寝る前に一杯だけ")])
        #expect(state.today == day("2026-11-30"))
    }

    @Test("A one-off being entered at the day's end goes to the day it was opened on")
    func oneOffStaysOnItsDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.oneOffPressed))
        state.fill("ハイボール", "7", "350")

        reduce(&state, .system(.clockTicked(today: day("2026-11-30"), time: noon)))
        reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(state.journal.days.keys.sorted() == [day("2026-11-29")])
    }

    @Test("A failed save takes the change back, journal and history, and says why")
    func saveFailed() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-28": .sober])
        reduce(&state, .main(.answered(.no)))
        reduce(&state, .system(.saved))
        let onDisk = state
        #expect(reduce(&state, .main(.chipTapped(0))) == [.save(days: [day("2026-11-29")])])
        #expect(state.unsaved == .edit)

        let effects = reduce(&state, .system(.saveFailed(reason: "No space left on device")))

        #expect(effects == [])
        #expect(state.journal == onDisk.journal)
        #expect(state.history == onDisk.history)
        #expect(state.unsaved == nil)
        #expect(state.selectedRecord == .sober)
        #expect(state.message == .saveFailed(reason: "No space left on device"))
        #expect(state.message?.isError == true)

        reduce(&state, .app(.redoPressed))
        #expect(state.message == .nothingToRedo)
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.days == [day("2026-11-28"): .sober])
    }

    @Test("A failed undo or redo is taken back too: the history is as before the key")
    func failedTravel() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.answered(.yes)))
        reduce(&state, .system(.saved))
        let before = state
        reduce(&state, .app(.undoPressed))
        #expect(state.unsaved == .undo)
        reduce(&state, .system(.saveFailed(reason: "EIO")))
        #expect(state.journal == before.journal && state.history == before.history)

        reduce(&state, .app(.undoPressed))
        reduce(&state, .system(.saved))
        let undone = state
        reduce(&state, .app(.redoPressed))
        #expect(state.unsaved == .redo)
        reduce(&state, .system(.saveFailed(reason: "EIO")))
        #expect(state.journal == undone.journal && state.history == undone.history)
    }

    @Test("A failed save closes an open form and keeps the chip page inside the restored presets")
    func saveFailedClosesForm() {
        var state = AppState.fixture(today: "2026-11-29", presets: numberedPresets(11))
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.selectionMoved(by: 10)))
        reduce(&state, .presets(.deletePressed))
        reduce(&state, .modal(.confirmDelete(.answered(true))))
        reduce(&state, .system(.saved))
        let onDisk = state.journal
        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(state.chipPage == 0, "ten presets are one page")
        reduce(&state, .app(.undoPressed))
        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(state.chipPage == 1)
        reduce(&state, .main(.oneOffPressed))

        reduce(&state, .system(.saveFailed(reason: "Permission denied")))

        #expect(state.modal == nil)
        #expect(state.chipPage == 0)
        #expect(state.journal == onDisk)
    }

    @Test("A save whose folder sync failed keeps the change, which is in the file, and warns")
    func saveNotFlushed() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.answered(.yes)))
        reduce(&state, .main(.chipTapped(0)))
        let saved = state

        #expect(reduce(&state, .system(.saveNotFlushed(reason: "input/output error (EIO) (data)"))) == [])

        #expect(state.journal == saved.journal)
        #expect(state.history == saved.history)
        #expect(state.message == .saveNotFlushed(reason: "input/output error (EIO) (data)"))
        #expect(state.message?.isError == true)
        #expect(
            state.message.map { Catalog(.en).message($0) }
                == "Saved, but a power cut may lose it: input/output error (EIO) (data)")
    }

    @Test("q quits; every change is already saved")
    func quit() {
        var state = AppState.fixture(today: "2026-11-29")
        #expect(reduce(&state, .app(.quitPressed)) == [.quit])
    }
}
