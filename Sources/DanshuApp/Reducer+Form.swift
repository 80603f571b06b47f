import DanshuCore

/// The rules while a form or question is open: it takes every key until it is saved or cancelled.
func reduceForm(_ state: inout AppState, _ modal: Modal, _ action: FormAction) -> [Effect] {
    switch modal {
    case .note(var field):
        switch action {
        case .textEdited(let edit):
            if !field.apply(edit), case .insert = edit { state.message = .tooLong(limit: field.limit) }
            state.modal = .note(field)
        case .submitPressed:
            state.modal = nil
            let note = field.text.trimmingSpaces
            let effects = state.edit(.setNote(state.selected, note))
            if !effects.isEmpty { state.message = note.isEmpty ? .noteRemoved : .noteSaved }
            return effects
        case .cancelPressed:
            state.modal = nil
        case .fieldMoved, .confirmAnswered, .valueStepped, .valueCleared:
            break  // a note has one field of text and asks nothing
        }

    case .drinkForm(var form):
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
        case .confirmAnswered, .valueStepped, .valueCleared:
            break  // a form of text asks nothing
        }

    case .confirmDelete(let index):
        switch action {
        case .confirmAnswered(true):
            state.modal = nil
            guard state.journal.presets.indices.contains(index) else { return [] }
            let name = state.journal.presets[index].name
            let effects = state.edit(.deletePreset(at: index))
            state.clampPresetPositions()
            if !effects.isEmpty { state.message = .presetDeleted(name: name) }
            return effects
        case .confirmAnswered(false), .cancelPressed:
            state.modal = nil
        case .textEdited, .fieldMoved, .submitPressed, .valueStepped, .valueCleared:
            break  // only y, n or Esc answer the question
        }

    case .feelings(let form):
        return reduceFeelingsForm(&state, form, action)
    }
    return []
}

/// `q` with a form open, which only the too-small screen lets happen (the form cannot be seen there): ask
/// before typed text goes. With only the delete question open, nothing typed would be lost.
func quitWithForm(_ state: inout AppState, _ modal: Modal) -> [Effect] {
    switch modal {
    case .note, .drinkForm, .feelings:
        state.askingToQuit = true
        state.message = .confirmQuit
        return []
    case .confirmDelete:
        return [.quit]
    }
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
            let effects = state.addDrink(entry)
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
