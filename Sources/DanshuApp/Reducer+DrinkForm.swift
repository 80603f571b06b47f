import DanshuCore

/// The rules of the drink form: typing edits the focused field (and clears its problem), Tab moves, Enter saves or
/// shows each field's problem, Esc closes it.
func reduceDrinkForm(_ state: inout AppState, _ form: DrinkForm, _ action: DrinkFormAction) -> [Effect] {
    var form = form
    switch action {
    case .textEdited(let edit):
        var field = form[form.focus]
        let fits = field.apply(edit)
        form[form.focus] = field
        form.problems[form.focus] = nil
        if !fits, case .insert = edit { form.problems[form.focus] = .tooLong(field.limit) }
        if form.purpose == .oneOff { form.problems[.grams] = nil }
        state.modal = .drinkForm(form)
    case .fieldMoved(let n):
        form.moveFocus(n)
        state.modal = .drinkForm(form)
    case .submitPressed:
        return submit(&state, form)
    case .cancelPressed:
        state.modal = nil
    }
    return []
}

/// Saves a drink form: a one-off drink for the day, or a new or edited preset.
private func submit(_ state: inout AppState, _ form: DrinkForm) -> [Effect] {
    var names = state.journal.presets.map(\.name)
    if case .editPreset(let index) = form.purpose, names.indices.contains(index) { names.remove(at: index) }
    switch form.validate(existingNames: names) {
    case .failure(let refused):
        var form = form
        // Text refused as too long explains an empty field better than "required".
        let tooLong = form.problems.filter { if case .tooLong = $0.value { return true } else { return false } }
        form.problems = refused.byField.merging(tooLong) { _, kept in kept }
        form.focus = form.fields.first { refused.byField[$0] != nil } ?? form.focus
        state.modal = .drinkForm(form)
        return []
    case .success(let entry):
        let preset = Preset(entry)
        // At a limit the form stays open with the message, so nothing typed is lost.
        switch form.purpose {
        case .oneOff:
            let effects = state.addDrink(entry, typedIn: form)
            if !effects.isEmpty { state.modal = nil }
            return effects
        case .newPreset:
            let effects = state.edit(.addPreset(preset))
            guard !effects.isEmpty else { return [] }
            state.modal = nil
            state.presetPane.selection = state.journal.presets.count - 1
            state.message = .presetAdded(name: preset.name)
            return effects
        case .editPreset(let index):
            state.modal = nil
            let effects = state.edit(.replacePreset(at: index, with: preset))
            if !effects.isEmpty { state.message = .presetSaved(name: preset.name) }
            return effects
        }
    }
}
