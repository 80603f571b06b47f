import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Moving around the calendar")
struct CalendarMoveTests {
    /// A session on `today` with `selected` chosen by clicking it.
    func session(today: String, selected: String, weekStart: WeekStart = .sunday) -> AppState {
        var settings = Settings()
        settings.weekStartsOn = weekStart
        var state = AppState.fixture(today: today, settings: settings)
        reduce(&state, .main(.dayClicked(day(selected))))
        return state
    }

    @Test(
        "← → move by a day and ↑ ↓ by a week, across month ends",
        arguments: [
            ("2026-11-29", -1, "2026-11-28"), ("2026-11-29", -7, "2026-11-22"),
            ("2026-11-01", -1, "2026-10-31"), ("2026-01-01", -1, "2025-12-31"),
            ("2026-10-31", 1, "2026-11-01"), ("2026-11-22", 7, "2026-11-29"),
        ])
    func dayMoves(from: String, by: Int, to: String) {
        var state = session(today: "2026-11-29", selected: from)

        let effects = reduce(&state, .main(.dayMoved(by: by)))

        #expect(effects == [])
        #expect(state.selected == day(to))
        #expect(state.message == nil)
    }

    @Test(
        "The future cannot be selected: the selection stays and the message says why",
        arguments: [
            Action.main(.dayMoved(by: 1)), .main(.dayMoved(by: 7)), .main(.dayClicked(day("2026-11-30"))),
            .main(.dayClicked(day("2027-01-01"))),
            .main(.monthMoved(by: 1)),
        ])
    func futureRefused(action: Action) {
        var state = AppState.fixture(today: "2026-11-29")

        let effects = reduce(&state, action)

        #expect(effects == [])
        #expect(state.selected == day("2026-11-29"))
        #expect(state.message == .futureDay)
        #expect(state.journal == .empty)
    }

    @Test("Nothing before 1900 can be selected")
    func tooEarly() {
        var state = session(today: "2026-11-29", selected: "1900-01-01")
        #expect(state.selected == day("1900-01-01"))

        reduce(&state, .main(.dayMoved(by: -1)))

        #expect(state.selected == day("1900-01-01"))
        #expect(state.message == .tooEarly)
    }

    @Test("t jumps back to today")
    func today() {
        var state = session(today: "2026-11-29", selected: "2025-03-14")

        reduce(&state, .main(.todayPressed))

        #expect(state.selected == day("2026-11-29"))
    }

    @Test(
        "A month move keeps the day of the month, clamped to the month's last day",
        arguments: [
            ("2026-11-29", -1, "2026-10-29"),
            ("2026-11-01", -1, "2026-10-01"),
            ("2026-10-01", -1, "2026-09-01"),
            ("2026-10-25", 1, "2026-11-25"),
            ("2026-11-29", -12, "2025-11-29"),
            ("2026-01-04", -1, "2025-12-04"), // across a year end
            ("2025-12-31", 1, "2026-01-31"),
            ("2026-03-31", -1, "2026-02-28"), // clamped: 3月31日 → 2月28日
            ("2024-03-31", -1, "2024-02-29"), // a leap year
            ("2025-03-31", -1, "2025-02-28"),
            ("2024-01-31", 1, "2024-02-29"),
            ("2023-01-31", 1, "2023-02-28"),
            ("2026-05-31", -1, "2026-04-30"),
            ("2026-08-31", 1, "2026-09-30"),
            ("2024-02-29", 12, "2025-02-28"), // a year of months from a leap day
        ])
    func monthMovesKeepTheDay(from: String, by: Int, to: String) {
        var state = session(today: "2026-11-29", selected: from)

        let effects = reduce(&state, .main(.monthMoved(by: by)))

        #expect(effects == [])
        #expect(state.selected == day(to))
        #expect(state.message == nil)
    }

    @Test(
        "A month move never passes today: a day whose month-later date is in the future goes to today",
        arguments: [
            ("2026-11-18", "2026-10-22", 1), // 22 Nov is after the 18th
            ("2026-11-29", "2026-10-31", 1), // 30 Nov, clamped from 31 Oct, is still after the 29th
            ("2026-11-29", "2026-11-10", 1), // December: today
            ("2026-11-29", "2026-09-30", 3),
            ("2027-01-05", "2026-12-20", 1), // across a year end
        ])
    func monthMoveStopsAtToday(today: String, from: String, by: Int) {
        var state = session(today: today, selected: from)

        reduce(&state, .main(.monthMoved(by: by)))

        #expect(state.selected == day(today))
        #expect(state.message == nil)
    }

    @Test("A month-later date that has come is taken as it is")
    func monthMoveIntoTodaysMonth() {
        var state = session(today: "2026-11-18", selected: "2026-10-18")

        reduce(&state, .main(.monthMoved(by: 1)))

        #expect(state.selected == day("2026-11-18"))
        reduce(&state, .main(.monthMoved(by: -1)))
        reduce(&state, .main(.dayMoved(by: -1)))
        reduce(&state, .main(.monthMoved(by: 1)))
        #expect(state.selected == day("2026-11-17"))
    }

    @Test("The week's first day does not change a month move")
    func mondayFirst() {
        var sundayFirst = session(today: "2026-11-29", selected: "2026-11-16", weekStart: .sunday)
        var mondayFirst = session(today: "2026-11-29", selected: "2026-11-16", weekStart: .monday)

        reduce(&sundayFirst, .main(.monthMoved(by: -1)))
        reduce(&mondayFirst, .main(.monthMoved(by: -1)))

        #expect(sundayFirst.selected == day("2026-10-16"))
        #expect(mondayFirst.selected == day("2026-10-16"))
    }

    @Test("The statistics pane's month keys move the same way")
    func statisticsPane() {
        var state = session(today: "2026-11-29", selected: "2026-03-31")
        reduce(&state, .app(.statisticsPressed))

        reduce(&state, .main(.monthMoved(by: -1)))

        #expect(state.pane == .statistics)
        #expect(state.selected == day("2026-02-28"))
        #expect(state.shownMonth == YearMonth(year: 2026, month: 2))
    }

    @Test("The shown month follows the selection")
    func shownMonth() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .main(.monthMoved(by: -1)))

        #expect(state.shownMonth == YearMonth(year: 2026, month: 10))
    }

    @Test(
        "A day after today is refused whatever the key",
        arguments: [
            Action.main(.answered(.yes)), .main(.answered(.no)), .main(.chipTapped(0)), .main(.removeLastDrinkPressed),
            .main(.notePressed), .main(.oneOffPressed),
        ])
    func futureDayCannotBeRecorded(action: Action) {
        // Not reachable from the keys, which never select a future day; the rules refuse it anyway.
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-30": drank(entry(Drink.beer))])
        state.selected = day("2026-11-30")
        let before = state.journal

        let effects = reduce(&state, action)

        #expect(effects == [])
        #expect(state.message == .futureDay)
        #expect(state.journal == before)
        #expect(state.modal == nil)
        #expect(state.history.canUndo == false)
    }
}
