import DanshuCore

/// Keys in the plan form (`p` in the trends pane).
public enum PlanFormAction: Equatable, Sendable {
    /// ← →: another week, the day cursor, or the amount by a drink, by the row in focus.
    case stepped(by: Int)
    /// Space: the day under the cursor marked as a drinking day, or not.
    case dayToggled
    /// Tab / ↑ ↓ between the rows.
    case fieldMoved(by: Int)
    /// `s`: the suggested amount taken.
    case suggestionTaken
    /// `d`: the week left with no plan.
    case removePressed
    /// Enter.
    case submitPressed
    /// Esc.
    case cancelPressed
}

/// The rules of the plan form: Enter saves the week's plan as one change (undone as one), `d` removes it, Esc leaves the
/// journal as it was. Nothing is saved before Enter or `d`, the suggestion included. Whether `d`, `s` and Space may act
/// now was asked before (`CommandAvailability`).
func reducePlanForm(_ state: inout AppState, _ form: PlanForm, _ action: PlanFormAction) -> [Effect] {
    var form = form
    // ← → on the week row with unsaved changes keeps them and says so; only the next ← → there drops them.
    let warned = form.moveWarned
    form.moveWarned = false
    switch action {
    case .stepped(let n):
        switch form.focus {
        case .week:
            if form.hasUnsavedChanges && !warned {
                form.moveWarned = true
                state.message = .plan(.unsavedChanges)
                break
            }
            let start = form.weekStart.adding(days: 7 * n)
            guard start >= Journal.firstRecordableDay, start <= Journal.lastPlannableWeekStart(today: state.today)
            else {
                state.message = start < Journal.firstRecordableDay ? .tooEarly : .plan(.refused(.tooFarAhead))
                return []
            }
            form.show(week: start, of: state.journal, today: state.today)
        case .days: form.moveDayCursor(by: n)
        case .amount: form.stepAmount(by: n)
        }
    case .dayToggled:
        form.toggleCursorDay()
    case .fieldMoved(let n):
        form.moveFocus(n)
    case .suggestionTaken:
        guard form.takeSuggestion() else { return [] }
        // With no drinking day marked the amount has no day to apply to yet: the days row is where to go (issue 40).
        if form.drinkingDays.isEmpty {
            form.focus = .days
            state.message = .plan(.suggestionNeedsDays)
        } else {
            form.focus = .amount
        }
    case .removePressed:
        state.modal = nil
        let effects = state.edit(.planWeek(form.weekStart, nil))
        state.message = effects.isEmpty ? .plan(.nothingToRemove) : .plan(.removed(weekStart: form.weekStart))
        return effects
    case .submitPressed:
        switch form.plan {
        case .failure(let problem):
            state.message = .plan(.refused(problem))
        case .success(let plan):
            state.modal = nil
            let effects = state.edit(.planWeek(form.weekStart, plan))
            if state.message == nil { state.message = .plan(.saved(weekStart: form.weekStart)) }
            return effects
        }
        return []
    case .cancelPressed:
        state.modal = nil
        return []
    }
    state.modal = .plan(form)
    return []
}

/// What the plan form says on the message line.
public enum PlanMessage: Equatable, Sendable {
    /// The week starting on this day got its plan, or lost it.
    case saved(weekStart: LocalDate)
    case removed(weekStart: LocalDate)
    /// `d` on a week with no plan.
    case nothingToRemove
    /// A plan that cannot be saved (drinking days without an amount).
    case refused(PlanProblem)
    /// `s` with nothing to step down from.
    case noSuggestion
    /// ← → on the week row while the shown week has days or an amount not saved: they are kept until pressed again.
    case unsavedChanges
    /// `s` before any drinking day was marked: the amount is taken, for the days Space marks.
    case suggestionNeedsDays

    /// Errors draw attention; confirmations do not.
    public var isError: Bool {
        switch self {
        case .saved, .removed, .suggestionNeedsDays: return false
        case .nothingToRemove, .refused, .noSuggestion, .unsavedChanges: return true
        }
    }
}

extension AppState {
    /// `p` in the trends pane: the plan form for the selected day's week.
    mutating func openPlanForm() {
        let start = journal.settings.weekStartsOn.firstDay(ofWeekHolding: selected)
        modal = .plan(PlanForm(journal: journal, weekStart: start, today: today))
    }
}
