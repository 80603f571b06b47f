import DanshuCore
import DanshuApp

/// Typing into the drink form as the keys would, for `log --drink` and `presets add`: the form's own
/// validation decides, exactly as on screen.
enum DrinkFormInput {
    /// Types `values` into the open form's fields in order, then presses Enter. Returns the problems,
    /// field by field as one line, when the form refused them; nil when it saved.
    static func submit(_ values: [String], _ state: inout AppState, _ context: CommandContext) throws(CommandFailure) -> String? {
        for (i, value) in values.enumerated() {
            if i > 0 { try context.send(.fieldMoved(by: 1), to: &state) }
            try context.send(.textEdited(.insert(value)), to: &state)
        }
        try context.send(.submitPressed, to: &state)
        guard case .drinkForm(let form)? = state.modal else { return nil }
        let catalog = context.catalog
        return form.fields.compactMap { field in
            form.problems[field].map { catalog.fieldProblem(field, $0, value: form[field].text) }
        }.joined(separator: "; ")
    }
}
