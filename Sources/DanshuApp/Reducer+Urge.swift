import DanshuCore

/// Keys in the urge form (`i`).
public enum UrgeFormAction: Equatable, Sendable {
    /// ← →: the row's value one step; among the triggers, the cursor.
    case valueStepped(by: Int)
    /// A digit: the strength of that value, or the row's choice of that number (0 the tenth); among the triggers, that
    /// one in or out.
    case numberTyped(Int)
    /// Space: the trigger under the cursor in or out.
    case triggerToggled
    /// Delete: the focused row emptied.
    case valueCleared
    /// Tab / ↑ ↓ between the rows.
    case fieldMoved(by: Int)
    /// A key that edits the typed trigger.
    case textEdited(TextField.Edit)
    /// Enter.
    case submitPressed
    /// Esc.
    case cancelPressed
}

/// Keys while the plans for the urge just logged are shown.
public enum UrgePlansAction: Equatable, Sendable {
    /// A digit: the starter example of that number (1 first) becomes a plan.
    case exampleAdded(Int)
    /// `I`: the if-then plans pane.
    case plansPanePressed
    /// Enter or Esc.
    case closePressed
}

/// Keys in 「今の強さは？」.
public enum UrgeFollowUpAction: Equatable, Sendable {
    /// ← →: the strength one up or down, or the next or previous plan.
    case valueStepped(by: Int)
    /// A digit: the strength of that value, or the plan of that number (0 none).
    case numberTyped(Int)
    /// Delete: the focused row emptied.
    case valueCleared
    /// Tab / ↑ ↓ between the rows.
    case fieldMoved(by: Int)
    /// Enter.
    case submitPressed
    /// Esc: not asked again while the app stays open.
    case skipPressed
}

/// `i`: the urge form, for an urge now. It is today's, whatever day is selected: an urge is a moment, not a day's record.
func reduceUrgePressed(_ state: inout AppState) -> [Effect] {
    state.modal = .urge(UrgeForm())
    return []
}

/// The rules of the urge form: choices as the context form's, Enter logs the urge at the time it is now on today (one
/// change, undone as one) and shows the plans for it at once; Esc logs nothing.
func reduceUrgeForm(_ state: inout AppState, _ form: UrgeForm, _ action: UrgeFormAction) -> [Effect] {
    var form = form
    switch action {
    case .valueStepped(let n):
        form.step(by: n)
    case .numberTyped(let digit):
        if !form.numberTyped(digit) { state.message = .noSuchChoice(count: form.focus.optionCount) }
    case .triggerToggled:
        form.toggleTriggerAtCursor()
    case .valueCleared:
        form.clearFocused()
    case .fieldMoved(let n):
        form.moveFocus(n)
    case .textEdited(let edit):
        if !form.text.apply(edit), case .insert = edit { state.message = .tooLong(limit: form.text.limit) }
    case .submitPressed:
        return submitUrge(&state, form)
    case .cancelPressed:
        state.modal = nil
        return []
    }
    state.modal = .urge(form)
    return []
}

/// Enter in the urge form: the urge logged now, then the plans for it; without a strength the form asks for one.
private func submitUrge(_ state: inout AppState, _ form: UrgeForm) -> [Effect] {
    guard let now = state.now, let urge = form.urge(at: now) else {
        var form = form
        form.focus = .strength
        state.modal = .urge(form)
        state.message = .urgeNeedsStrength
        return []
    }
    let effects = state.edit(.addUrge(state.today, urge))
    // Refused (the same urge this minute, the day's limit): the form keeps what was chosen, the message says why.
    guard !effects.isEmpty else {
        state.modal = .urge(form)
        return []
    }
    state.modal = .urgePlans(UrgePlansShown(urge: UrgeReference(day: state.today, identity: urge.identity)))
    state.message = .urgeLogged(strength: urge.strength, at: now)
    return effects
}

/// While the plans for the urge are shown: a digit adds that example as a plan (never without a key), `I` opens the
/// plans pane, Enter or Esc closes them.
func reduceUrgePlans(_ state: inout AppState, _ shown: UrgePlansShown, _ action: UrgePlansAction) -> [Effect] {
    switch action {
    case .exampleAdded(let number):
        let starters = state.examplesShown(for: shown)
        guard starters.indices.contains(number - 1) else {
            state.message = .noSuchChoice(count: starters.count)
            return []
        }
        return state.addIfThenPlan(starters[number - 1])
    case .plansPanePressed:
        state.modal = nil
        state.openIfThenPlans()
    case .closePressed:
        state.modal = nil
    }
    return []
}

/// The rules of 「今の強さは？」: Enter records the strength now, the minutes since the urge and the plan used as one
/// change of the urge (undone as one); Esc skips the question for as long as the app stays open.
func reduceUrgeFollowUp(_ state: inout AppState, _ form: UrgeFollowUpForm, _ action: UrgeFollowUpAction) -> [Effect] {
    var form = form
    switch action {
    case .valueStepped(let n):
        form.step(by: n)
    case .numberTyped(let digit):
        if !form.numberTyped(digit) {
            state.message = .noSuchChoice(
                count: form.focus == .after ? Limits.urgeStrength.count : form.plans.count + 1)
        }
    case .valueCleared:
        form.clearFocused()
    case .fieldMoved(let n):
        form.moveFocus(n)
    case .submitPressed:
        guard let after = form.after, let now = state.now else {
            form.focus = .after
            state.modal = .urgeFollowUp(form)
            state.message = .urgeNeedsStrength
            return []
        }
        state.modal = nil
        let followUp = state.journal.followUp(
            of: form.urge, on: form.reference.day, after: after, plan: form.chosenPlan,
            doneText: nil, now: JournalMoment(day: state.today, time: now))
        let effects = state.edit(.setUrgeFollowUp(form.reference.day, form.reference.identity, followUp))
        if !effects.isEmpty { state.message = .urgeFollowedUp(strength: form.urge.strength, after: after) }
        return effects
    case .skipPressed:
        state.modal = nil
        state.followUpsSkipped.insert(form.reference)
        state.message = .followUpSkipped
        return []
    }
    state.modal = .urgeFollowUp(form)
    return []
}

extension AppState {
    /// The starter examples shown with the plans for an urge, each with its digit: while the person has no plan in use,
    /// those matching the urge first (`UrgePlanOffer.starters`), at most `UrgePlansShown.examplesShown`.
    public func examplesShown(for shown: UrgePlansShown) -> [IfThenPlan.Rule] {
        guard let urge = journal.urge(shown.urge) else { return [] }
        return Array(journal.planOffer(for: urge, today: today).starters.prefix(UrgePlansShown.examplesShown))
    }

    /// Asks 「今の強さは？」 when an urge of today owes its follow-up at the time it is now (design.md §9), the latest
    /// first, unless Esc skipped it, a form or question is open, the app is leaving or celebrating, or the journal is
    /// read-only (where the answer could not be kept).
    mutating func askFollowUpIfDue() {
        guard let now, modal == nil, readOnly == nil, !askingToQuit, leaving == nil, celebrating == nil else { return }
        guard
            let urge = journal.urgesOwingFollowUp(today: today, now: now).first(where: {
                !followUpsSkipped.contains(UrgeReference(day: today, identity: $0.identity))
            })
        else { return }
        let offer = journal.planOffer(for: urge, today: today)
        modal = .urgeFollowUp(
            UrgeFollowUpForm(day: today, urge: urge, plans: offer.matching.map(\.plan.id) + offer.others.map(\.id)))
    }

    /// The moment it is now on the local clock; nil until the clock has told the time.
    public var moment: JournalMoment? { now.map { JournalMoment(day: today, time: $0) } }
}
