import DanshuCore

/// The rules of the feelings form (`f`): ← → change the focused value, Tab or ↑ ↓ move, Delete clears one,
/// Enter saves both as one change of the day (undone as one), Esc leaves the day as it was.
func reduceFeelingsForm(_ state: inout AppState, _ form: FeelingsForm, _ action: FeelingsFormAction) -> [Effect] {
    var form = form
    switch action {
    case .valueStepped(let n):
        form.stepFocused(by: n)
        state.modal = .feelings(form)
    case .digitTyped(let digit):
        if form.setFocused(digit: digit) {
            state.modal = .feelings(form)
        } else {
            state.message = form.focus == .mood ? .moodOutOfRange : .cravingOutOfRange
        }
    case .valueCleared:
        form.clearFocused()
        state.modal = .feelings(form)
    case .fieldMoved(let n):
        form.moveFocus(n)
        state.modal = .feelings(form)
    case .submitPressed:
        state.modal = nil
        let effects = state.edit(.setFeelings(state.selected, mood: form.mood, craving: form.craving))
        if !effects.isEmpty {
            state.message =
                form.mood == nil && form.craving == nil
                ? .feelingsCleared : .feelingsSaved(mood: form.mood != nil, craving: form.craving != nil)
        }
        return effects
    case .cancelPressed:
        state.modal = nil
    }
    return []
}
