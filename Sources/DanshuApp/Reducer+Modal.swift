import DanshuCore

/// The rules while a form or question is open: it takes every key until it is saved or cancelled, each kind through
/// its own reducer (TCA's child features). An action for another kind than the one open does nothing.
func reduceModal(_ state: inout AppState, _ modal: Modal, _ action: ModalAction) -> [Effect] {
    switch action {
    case .note(let action):
        guard case .note(let field) = modal else { return [] }
        return reduceNote(&state, field, action)
    case .drinkForm(let action):
        guard case .drinkForm(let form) = modal else { return [] }
        return reduceDrinkForm(&state, form, action)
    case .confirmDelete(let action):
        guard case .confirmDelete(let index) = modal else { return [] }
        return reduceConfirmDelete(&state, presetIndex: index, action)
    case .feelings(let action):
        guard case .feelings(let form) = modal else { return [] }
        return reduceFeelingsForm(&state, form, action)
    case .plan(let action):
        guard case .plan(let form) = modal else { return [] }
        return reducePlanForm(&state, form, action)
    case .context(let action):
        guard case .context(let form) = modal else { return [] }
        return reduceContextForm(&state, form, action)
    case .amountQuestion(let action):
        guard case .amountQuestion(let question) = modal else { return [] }
        return reduceAmountQuestion(&state, question, action)
    case .urge(let action):
        guard case .urge(let form) = modal else { return [] }
        return reduceUrgeForm(&state, form, action)
    case .urgePlans(let action):
        guard case .urgePlans(let shown) = modal else { return [] }
        return reduceUrgePlans(&state, shown, action)
    case .urgeFollowUp(let action):
        guard case .urgeFollowUp(let form) = modal else { return [] }
        return reduceUrgeFollowUp(&state, form, action)
    case .ifThenPlan(let action):
        guard case .ifThenPlan(let form) = modal else { return [] }
        return reduceIfThenPlanForm(&state, form, action)
    case .confirmRetire(let action):
        guard case .confirmRetire(let id) = modal else { return [] }
        return reduceConfirmRetire(&state, planID: id, action)
    }
}

/// `q` with a form open, which only the too-small screen lets happen (the form cannot be seen there): ask
/// before typed text goes. With only the delete question open, nothing typed would be lost.
func quitWithForm(_ state: inout AppState, _ modal: Modal) -> [Effect] {
    switch modal {
    case .note, .drinkForm, .feelings, .plan, .context, .urge, .urgeFollowUp, .ifThenPlan:
        state.askingToQuit = true
        state.message = .confirmQuit
        return []
    case .confirmDelete, .urgePlans, .confirmRetire:
        return [.quit]
    case .amountQuestion(let question):
        // Only a typed one-off holds text to lose.
        guard question.form != nil else { return [.quit] }
        state.askingToQuit = true
        state.message = .confirmQuit
        return []
    }
}

/// The rules of the note: typing edits it, Enter saves it (only spaces removes it), Esc leaves the day as it was.
private func reduceNote(_ state: inout AppState, _ field: TextField, _ action: NoteAction) -> [Effect] {
    var field = field
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
    }
    return []
}

/// 「削除しますか？」: y deletes the preset, n or Esc keeps it.
private func reduceConfirmDelete(_ state: inout AppState, presetIndex index: Int, _ action: ConfirmDeleteAction)
    -> [Effect]
{
    switch action {
    case .answered(true):
        state.modal = nil
        guard state.journal.presets.indices.contains(index) else { return [] }
        let name = state.journal.presets[index].name
        let effects = state.edit(.deletePreset(at: index))
        state.clampPresetPositions()
        if !effects.isEmpty { state.message = .presetDeleted(name: name) }
        return effects
    case .answered(false), .cancelPressed:
        state.modal = nil
    }
    return []
}

/// 「記録しますか？」 before a drink beyond what a person can drink: y records it; n or Esc records nothing and opens
/// the one-off form again as it was typed.
private func reduceAmountQuestion(_ state: inout AppState, _ question: AmountQuestion, _ action: AmountQuestionAction)
    -> [Effect]
{
    switch action {
    case .answered(true):
        state.modal = nil
        let effects = state.recordDrink(question.entry, on: question.date)
        // Refused after all (a limit of the journal): the form keeps what was typed.
        if effects.isEmpty, let form = question.form { state.modal = .drinkForm(form) }
        return effects
    case .answered(false), .cancelPressed:
        state.modal = question.form.map(Modal.drinkForm)
    }
    return []
}
