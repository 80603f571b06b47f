/// Keys for the open form or question, one group per kind as `Modal` has them: each reducer sees only its own,
/// and an action meant for another kind than the one open does nothing.
public enum ModalAction: Equatable, Sendable {
    /// The day's note (`m`).
    case note(NoteAction)
    /// The drink form: a one-off drink (`o`), a new or edited preset.
    case drinkForm(DrinkFormAction)
    /// 「削除しますか？」 for a preset.
    case confirmDelete(ConfirmDeleteAction)
    /// The day's 気分 and 飲みたい気持ち (`f`).
    case feelings(FeelingsFormAction)
    /// A week's plan (`p` in the trends pane), see `Reducer+Plan.swift`.
    case plan(PlanFormAction)
    /// What the drinking day was like (`c`).
    case context(ContextFormAction)
    /// 「記録しますか？」 before a drink beyond what a person can drink.
    case amountQuestion(AmountQuestionAction)
    /// The urge form (`i`), see `Reducer+Urge.swift`.
    case urge(UrgeFormAction)
    /// The plans shown for the urge just logged.
    case urgePlans(UrgePlansAction)
    /// 「今の強さは？」.
    case urgeFollowUp(UrgeFollowUpAction)
    /// The if-then plan form, see `Reducer+IfThenPlans.swift`.
    case ifThenPlan(IfThenPlanFormAction)
    /// 「使わないことにしますか？」 for an if-then plan.
    case confirmRetire(ConfirmRetireAction)
}

/// Keys in the note: it is one field of text.
public enum NoteAction: Equatable, Sendable {
    case textEdited(TextField.Edit)
    /// Enter.
    case submitPressed
    /// Esc.
    case cancelPressed
}

/// Keys in the drink form.
public enum DrinkFormAction: Equatable, Sendable {
    /// A key that edits the focused field.
    case textEdited(TextField.Edit)
    /// Tab / ↑ ↓ between fields.
    case fieldMoved(by: Int)
    /// Enter.
    case submitPressed
    /// Esc.
    case cancelPressed
}

/// Keys for 「削除しますか？」.
public enum ConfirmDeleteAction: Equatable, Sendable {
    /// y (true) or n (false).
    case answered(Bool)
    /// Esc: keeps the preset, as n does.
    case cancelPressed
}

/// Keys for 「記録しますか？」 before a drink beyond what a person can drink.
public enum AmountQuestionAction: Equatable, Sendable {
    /// y records the drink (true), n does not (false).
    case answered(Bool)
    /// Esc: records nothing, as n does.
    case cancelPressed
}

/// Keys in the feelings form: values are chosen, never typed.
public enum FeelingsFormAction: Equatable, Sendable {
    /// ← →: the focused value one step down or up.
    case valueStepped(by: Int)
    /// A digit: the focused value set to it, when it is one of the field's values.
    case digitTyped(Int)
    /// Delete: the focused value cleared.
    case valueCleared
    /// Tab / ↑ ↓ between the two values.
    case fieldMoved(by: Int)
    /// Enter.
    case submitPressed
    /// Esc.
    case cancelPressed
}

/// Keys in the context form: values are chosen, never typed.
public enum ContextFormAction: Equatable, Sendable {
    /// ← →: the row's next or previous value; among the reasons, the cursor.
    case valueStepped(by: Int)
    /// A digit: the row's value of that number (1 first); among the reasons, that one in or out.
    case numberTyped(Int)
    /// Space: the reason under the cursor in or out.
    case reasonToggled
    /// Delete: the focused row emptied.
    case valueCleared
    /// Tab / ↑ ↓ between the rows.
    case fieldMoved(by: Int)
    /// Enter.
    case submitPressed
    /// Esc.
    case cancelPressed
}

extension Action {
    /// The text this action types into the note, a form's typed row, nil for any other action: the run loop joins a
    /// burst of typing into one edit.
    public var typedText: String? {
        if case .modal(.note(.textEdited(.insert(let text)))) = self { return text }
        if case .modal(.drinkForm(.textEdited(.insert(let text)))) = self { return text }
        if case .modal(.urge(.textEdited(.insert(let text)))) = self { return text }
        if case .modal(.ifThenPlan(.textEdited(.insert(let text)))) = self { return text }
        return nil
    }
}

extension AppState {
    /// `text` typed into the open note, drink form or a form's typed row as one action; nil when none is open.
    public func typing(_ text: String) -> Action? {
        switch modal {
        case .note?: return .modal(.note(.textEdited(.insert(text))))
        case .drinkForm?: return .modal(.drinkForm(.textEdited(.insert(text))))
        case .urge(let form)?: return form.isTyping ? .modal(.urge(.textEdited(.insert(text)))) : nil
        case .ifThenPlan(let form)?: return form.isTyping ? .modal(.ifThenPlan(.textEdited(.insert(text)))) : nil
        case .confirmDelete?, .feelings?, .plan?, .context?, .amountQuestion?, .urgePlans?, .urgeFollowUp?,
            .confirmRetire?, nil:
            return nil
        }
    }
}
