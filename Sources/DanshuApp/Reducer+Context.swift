import DanshuCore

/// `p`: the selected day's medicine taken, under the name the setting gives, or taken back when the day has it (under
/// any name). Without a medicine set, the key says how to set one and changes nothing, not even a day marked before
/// the setting was emptied, which the screen no longer shows.
func reduceMedicinePressed(_ state: inout AppState) -> [Effect] {
    guard let name = state.journal.settings.medicineName else { return [] }
    if let taken = state.selectedRecord?.medicine {
        let effects = state.edit(.setMedicine(state.selected, nil))
        if !effects.isEmpty { state.message = .medicineTakenBack(name: taken) }
        return effects
    }
    let effects = state.edit(.setMedicine(state.selected, name))
    if !effects.isEmpty { state.message = .medicineTaken(name: name) }
    return effects
}

/// `c`: the context form, on a drinking day only (the form would have nothing to say of another).
func reduceContextPressed(_ state: inout AppState) -> [Effect] {
    state.modal = .context(ContextForm(state.selectedRecord))
    return []
}

/// The rules of the context form: the row's values chosen with ← →, a digit or Space, Tab or ↑ ↓ between rows, Delete
/// empties one, Enter saves the whole context as one change of the day (undone as one), Esc leaves the day as it was.
func reduceContextForm(_ state: inout AppState, _ form: ContextForm, _ action: ContextFormAction) -> [Effect] {
    var form = form
    switch action {
    case .valueStepped(let n):
        form.step(by: n)
    case .numberTyped(let number):
        if !form.pick(number - 1, in: form.focus) {
            state.message = .noSuchChoice(count: form.focus.optionCount)
            return []
        }
    case .reasonToggled:
        form.toggleReasonAtCursor()
    case .valueCleared:
        form.clearFocused()
    case .fieldMoved(let n):
        form.moveFocus(n)
    case .submitPressed:
        state.modal = nil
        let context = form.context.isEmpty ? nil : form.context
        let effects = state.edit(.setContext(state.selected, context))
        if !effects.isEmpty { state.message = context == nil ? .contextCleared : .contextSaved }
        if !effects.isEmpty, let context { offerPlanAfterSlip(&state, context: context) }
        return effects
    case .cancelPressed:
        state.modal = nil
        return []
    }
    state.modal = .context(form)
    return []
}
