import DanshuCore

/// The if-then plans pane (`I`, design.md §9): the plans in use in the person's order, then the retired ones (kept,
/// marked, with their history), then the starter examples not in use, which Enter adds. Edited as presets are.
public enum IfThenPlanPaneAction: Equatable, Sendable {
    /// ↑ ↓: the selection.
    case selectionMoved(by: Int)
    case rowClicked(Int)
    /// `a`: a new plan.
    case addPressed
    /// Enter: the selected plan edited, or the selected example added.
    case enterPressed
    /// `d`: the selected plan retired (asked first), or a retired one taken back into use.
    case retirePressed
    /// J / K: the selected plan moved down or up among its own (in use, or retired).
    case moved(by: Int)
}

/// Keys in the if-then plan form.
public enum IfThenPlanFormAction: Equatable, Sendable {
    /// ← →: the row's choice, or the hour, one step.
    case valueStepped(by: Int)
    /// A digit: the row's choice of that number (0 the tenth).
    case numberTyped(Int)
    /// Delete: the focused choice emptied.
    case valueCleared
    /// Tab / ↑ ↓ between the rows.
    case fieldMoved(by: Int)
    /// A key that edits the focused typed row.
    case textEdited(TextField.Edit)
    /// Enter.
    case submitPressed
    /// Esc: nothing saved (after a slip, the offer skipped).
    case cancelPressed
}

/// Keys for 「使わないことにしますか？」.
public enum ConfirmRetireAction: Equatable, Sendable {
    /// y (true) or n (false).
    case answered(Bool)
    /// Esc: keeps the plan in use, as n does.
    case cancelPressed
}

/// The if-then plans pane's own state.
public struct IfThenPlanPaneState: Equatable, Sendable {
    /// The selected row of `AppState.ifThenPlanRows`.
    public var selection = 0
    public init() {}
}

/// A row of the if-then plans pane.
public enum IfThenPlanRow: Equatable, Sendable {
    /// A plan of the journal, in use or retired.
    case plan(IfThenPlan)
    /// A starter example not in use, which Enter adds.
    case example(IfThenPlan.Rule)
}

extension AppState {
    /// The pane's rows: the plans as listed (`Journal.listedIfThenPlans`: in use, then retired), then the starter
    /// examples no plan in use says.
    public var ifThenPlanRows: [IfThenPlanRow] {
        let active = Set(journal.activeIfThenPlans.map(\.rule))
        return journal.listedIfThenPlans.map(IfThenPlanRow.plan)
            + IfThenPlan.starters.filter { !active.contains($0) }.map(IfThenPlanRow.example)
    }

    /// The selected row of the pane; nil when it has none.
    public var selectedIfThenPlanRow: IfThenPlanRow? {
        let rows = ifThenPlanRows
        return rows.indices.contains(ifThenPlanPane.selection) ? rows[ifThenPlanPane.selection] : nil
    }

    /// The plan selected in the pane; nil on an example or in an empty pane.
    var selectedIfThenPlanID: IfThenPlan.ID? {
        if case .plan(let plan)? = selectedIfThenPlanRow { plan.id } else { nil }
    }

    /// `I`: the plans pane, its selection kept in its rows.
    mutating func openIfThenPlans() {
        pane = .ifThenPlans
        clampIfThenPlanSelection()
    }

    /// After undo or redo: the pane's selection on the plan the change brought back or changed (a retired plan back in
    /// use, an edit taken back, a plan added again), else on the plan selected before (a move taken back), else kept
    /// inside the rows. `before` is the journal's plans before the change, `selected` the plan selected then.
    mutating func selectIfThenPlanChanged(from before: [IfThenPlan], selected: IfThenPlan.ID?) {
        let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = journal.listedIfThenPlans.first { old[$0.id] != $0 }?.id
        if let id = changed ?? selected, let number = journal.listNumber(ofIfThenPlan: id) {
            ifThenPlanPane.selection = number - 1
        }
        clampIfThenPlanSelection()
    }

    /// Keeps the pane's selection inside its rows after they changed.
    mutating func clampIfThenPlanSelection() {
        ifThenPlanPane.selection = max(0, min(ifThenPlanPane.selection, ifThenPlanRows.count - 1))
    }

    /// A new plan of `rule`, made now (its identity is the time it is made); the message gives its number.
    mutating func addIfThenPlan(_ rule: IfThenPlan.Rule) -> [Effect] {
        guard let moment else { return [] }
        let id = IfThenPlan.newID(
            localDate: moment.localDate(dayStartsAtHour: journal.settings.dayStartsAtHour), time: moment.time,
            existing: journal.ifThenPlans)
        let effects = edit(.addIfThenPlan(IfThenPlan(id: id, rule: rule)))
        guard !effects.isEmpty, let number = journal.listNumber(ofIfThenPlan: id) else { return effects }
        message = .ifThenPlanAdded(number: number)
        if pane == .ifThenPlans { ifThenPlanPane.selection = number - 1 }
        return effects
    }
}

/// The rules of the plans pane. Whether a key may act now (read-only, an example selected, the limit, no clock) was
/// asked before (`CommandAvailability`).
func reduceIfThenPlanPane(_ state: inout AppState, _ action: IfThenPlanPaneAction) -> [Effect] {
    let count = state.ifThenPlanRows.count
    switch action {
    case .selectionMoved(let n):
        state.ifThenPlanPane.selection = max(0, min(count - 1, state.ifThenPlanPane.selection + n))
    case .rowClicked(let row):
        if (0..<count).contains(row) { state.ifThenPlanPane.selection = row }
    case .addPressed:
        state.modal = .ifThenPlan(IfThenPlanForm(purpose: .add))
    case .enterPressed:
        switch state.selectedIfThenPlanRow {
        case .plan(let plan)?: state.modal = .ifThenPlan(IfThenPlanForm(purpose: .edit(plan.id), rule: plan.rule))
        case .example(let rule)?: return state.addIfThenPlan(rule)
        case nil: break
        }
    case .retirePressed:
        guard case .plan(let plan)? = state.selectedIfThenPlanRow else { return [] }
        if plan.isActive {
            state.modal = .confirmRetire(planID: plan.id)
            return []
        }
        let effects = state.edit(.retireIfThenPlan(plan.id, retired: false))
        if !effects.isEmpty, let number = state.journal.listNumber(ofIfThenPlan: plan.id) {
            state.message = .ifThenPlanInUse(number: number)
            state.ifThenPlanPane.selection = number - 1
        }
        return effects
    case .moved(let n):
        let target = state.ifThenPlanPane.selection + n
        guard case .plan(let plan)? = state.selectedIfThenPlanRow, state.journal.ifThenPlans.indices.contains(target)
        else { return [] }
        let effects = state.edit(.moveIfThenPlan(plan.id, to: target))
        if let number = state.journal.listNumber(ofIfThenPlan: plan.id) { state.ifThenPlanPane.selection = number - 1 }
        return effects
    }
    return []
}

/// The rules of the plan form: Enter saves the plan as one change (undone as one), or says what is missing; a plan the
/// journal refuses keeps the form open with the reason. Esc saves nothing.
func reduceIfThenPlanForm(_ state: inout AppState, _ form: IfThenPlanForm, _ action: IfThenPlanFormAction) -> [Effect] {
    var form = form
    switch action {
    case .valueStepped(let n):
        form.step(by: n)
    case .numberTyped(let digit):
        if !form.numberTyped(digit) { state.message = .noSuchChoice(count: form.focus.optionCount) }
    case .valueCleared:
        form.clearFocused()
    case .fieldMoved(let n):
        form.moveFocus(n)
    case .textEdited(let edit):
        if !form.edit(edit), case .insert = edit { state.message = .tooLong(limit: form.textLimit) }
    case .submitPressed:
        return submitIfThenPlan(&state, form)
    case .cancelPressed:
        state.modal = nil
        return []
    }
    state.modal = .ifThenPlan(form)
    return []
}

/// Enter in the plan form: a new plan added, or the edited one saved.
private func submitIfThenPlan(_ state: inout AppState, _ form: IfThenPlanForm) -> [Effect] {
    switch form.rule {
    case .failure(let missing):
        var form = form
        form.focus = IfThenPlanForm.row(of: missing)
        state.modal = .ifThenPlan(form)
        state.message = .ifThenPlanIncomplete(missing)
        return []
    case .success(let rule):
        let effects: [Effect]
        switch form.purpose {
        case .add, .afterSlip:
            effects = state.addIfThenPlan(rule)
        case .edit(let id):
            effects = state.edit(.editIfThenPlan(id, rule))
            if !effects.isEmpty, let number = state.journal.listNumber(ofIfThenPlan: id) {
                state.message = .ifThenPlanSaved(number: number)
            }
        }
        // Refused (the same plan in use, an empty text): the form keeps what was chosen, the message says why.
        state.modal = effects.isEmpty && state.message != nil ? .ifThenPlan(form) : nil
        return effects
    }
}

/// 「使わないことにしますか？」: y retires the plan (kept, with its history, not offered), n or Esc keeps it in use.
/// The message says the number the question asked about: retired, the plan moves after those in use and is numbered
/// anew, and "plan 5 retired" after "retire plan 4?" would name another plan.
func reduceConfirmRetire(_ state: inout AppState, planID: IfThenPlan.ID, _ action: ConfirmRetireAction) -> [Effect] {
    state.modal = nil
    guard action == .answered(true) else { return [] }
    let asked = state.journal.listNumber(ofIfThenPlan: planID)
    let effects = state.edit(.retireIfThenPlan(planID, retired: true))
    if !effects.isEmpty, let asked, let number = state.journal.listNumber(ofIfThenPlan: planID) {
        state.message = .ifThenPlanRetired(number: asked)
        state.ifThenPlanPane.selection = number - 1
    }
    return effects
}

/// After the context of a drinking day is saved: on a slip (`Journal.isSlip`), 「次にこの状況になったら？」 — a new plan
/// with its IF filled from the context, its THEN to pick; Esc skips it and nothing waits on it.
func offerPlanAfterSlip(_ state: inout AppState, context: DayContext) {
    guard state.journal.isSlip(on: state.selected), state.now != nil else { return }
    state.modal = .ifThenPlan(
        IfThenPlanForm(afterSlip: state.selected, situation: IfThenPlan.Situation(afterSlip: context)))
}
