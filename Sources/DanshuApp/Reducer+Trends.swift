import DanshuCore

/// The trends pane (`w`, design.md §6): weekly totals ending with the week of the selected day, so ← → move by
/// weeks and the pane, the calendar and the statistics always show the same day's time.
public enum TrendsAction: Equatable, Sendable {
    /// ← → by a week, PgUp PgDn by four.
    case weekMoved(by: Int)
    /// `p`: plan the selected day's week (`Reducer+Plan.swift`).
    case planPressed
}

/// The rules of the trends pane.
func reduceTrends(_ state: inout AppState, _ action: TrendsAction) -> [Effect] {
    switch action {
    case .weekMoved(let n):
        state.select(state.dateKeepingWeekday(weeksAhead: n))
    case .planPressed:
        state.openPlanForm()
    }
    return []
}

extension AppState {
    /// The same weekday `weeksAhead` weeks away. A day after today becomes today while today's week is not
    /// yet shown, so → always reaches this week; from this week itself the step is refused like any
    /// step into the future.
    func dateKeepingWeekday(weeksAhead: Int) -> LocalDate {
        let date = selected.adding(days: 7 * weeksAhead)
        let weekStart = journal.settings.weekStartsOn
        let inThisWeek = weekStart.firstDay(ofWeekHolding: selected) == weekStart.firstDay(ofWeekHolding: today)
        return date > today && !inThisWeek ? today : date
    }
}
