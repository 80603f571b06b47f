import Testing
import DanshuCore

@Suite("Moving around the calendar")
struct CalendarMoveTests {
    /// A session on `today` with `selected` chosen by clicking it.
    func session(today: String, selected: String, weekStart: WeekStart = .sunday) -> AppState {
        var settings = Settings()
        settings.weekStartsOn = weekStart
        var state = AppState.fixture(today: today, settings: settings)
        reduce(&state, .dayClicked(day(selected)))
        return state
    }

    @Test("← → move by a day and ↑ ↓ by a week, across month ends", arguments: [
        ("2026-11-29", -1, "2026-11-28"), ("2026-11-29", -7, "2026-11-22"),
        ("2026-11-01", -1, "2026-10-31"), ("2026-01-01", -1, "2025-12-31"),
        ("2026-10-31", 1, "2026-11-01"), ("2026-11-22", 7, "2026-11-29"),
    ])
    func dayMoves(from: String, by: Int, to: String) {
        var state = session(today: "2026-11-29", selected: from)

        let effects = reduce(&state, .dayMoved(by: by))

        #expect(effects == [])
        #expect(state.selected == day(to))
        #expect(state.message == nil)
    }

    @Test("The future cannot be selected: the selection stays and the message says why", arguments: [
        Action.dayMoved(by: 1), .dayMoved(by: 7), .dayClicked(day("2026-11-30")), .dayClicked(day("2027-01-01")),
        .monthMoved(by: 1),
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

        reduce(&state, .dayMoved(by: -1))

        #expect(state.selected == day("1900-01-01"))
        #expect(state.message == .tooEarly)
    }

    @Test("t jumps back to today")
    func today() {
        var state = session(today: "2026-11-29", selected: "2025-03-14")

        reduce(&state, .todayPressed)

        #expect(state.selected == day("2026-11-29"))
    }

    @Test("A month move keeps the week row and the weekday column", arguments: [
        ("2026-11-29", -1, "2026-10-25"),   // 5th row, Sunday
        ("2026-10-25", -1, "2026-09-27"),
        ("2026-10-25", 1, "2026-11-29"),
        ("2026-11-29", -12, "2025-11-23"),
        ("2026-01-04", -1, "2025-12-07"),   // across a year end
        ("2025-12-07", 1, "2026-01-04"),
        ("2026-08-31", 1, "2026-09-28"),    // 6th row into a 5-row month: the last row, same weekday
    ])
    func monthMovesKeepPosition(from: String, by: Int, to: String) {
        var state = session(today: "2026-11-29", selected: from)

        reduce(&state, .monthMoved(by: by))

        #expect(state.selected == day(to))
        #expect(state.selected.weekday == day(from).weekday)
        #expect(state.message == nil)
    }

    @Test("Where the row has no such weekday in the other month, the month's nearest day in that row", arguments: [
        ("2026-11-01", -1, "2026-10-01"),   // Sunday in the first row: October starts on a Thursday
        ("2026-10-31", -1, "2026-09-30"),   // Saturday in the last row: September ends on a Wednesday
    ])
    func monthMovesPulledIn(from: String, by: Int, to: String) {
        var state = session(today: "2026-11-29", selected: from)

        reduce(&state, .monthMoved(by: by))

        #expect(state.selected == day(to))
    }

    @Test("A month move into today's month stops at today")
    func monthMoveStopsAtToday() {
        var state = session(today: "2026-11-18", selected: "2026-10-22")  // 4th row, Thursday

        reduce(&state, .monthMoved(by: 1))  // the 4th row's Thursday is the 26th

        #expect(state.selected == day("2026-11-18"))
        #expect(state.message == nil)
    }

    @Test("A Monday-first calendar keeps Monday-first rows")
    func mondayFirst() {
        var sundayFirst = session(today: "2026-11-29", selected: "2026-11-16", weekStart: .sunday)
        var mondayFirst = session(today: "2026-11-29", selected: "2026-11-16", weekStart: .monday)

        reduce(&sundayFirst, .monthMoved(by: -1))
        reduce(&mondayFirst, .monthMoved(by: -1))

        #expect(sundayFirst.selected == day("2026-10-12"))  // 3rd row, Monday
        #expect(mondayFirst.selected == day("2026-10-19"))  // 4th row, Monday
    }

    @Test("The shown month follows the selection")
    func shownMonth() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .monthMoved(by: -1))

        #expect(state.shownMonth == YearMonth(year: 2026, month: 10))
    }

    @Test("A day after today is refused whatever the key", arguments: [
        Action.answered(.yes), .answered(.no), .chipTapped(0), .removeLastDrinkPressed, .notePressed, .oneOffPressed,
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
