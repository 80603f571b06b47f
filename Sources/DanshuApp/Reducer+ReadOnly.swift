import DanshuCore

/// The rules for a journal opened read-only (design.md §3): everything can be viewed, every change is refused
/// with the reason, and the message line says why whenever nothing more urgent is shown. A key that changes the journal
/// or opens a form for it is refused before it acts (`CommandAvailability`), so nothing is typed in vain.
func reduceReadOnly(_ state: inout AppState, _ action: Action, _ reason: ReadOnlyReason) -> [Effect] {
    let before = state
    var effects = reduceAction(&state, action)
    if effects.contains(where: { if case .save = $0 { return true } else { return false } }) {
        // Whatever still asks for a save (a form left open) is taken back whole, an open form with its text.
        state = before
        state.message = .readOnlyRefused(reason.cause)
        effects.removeAll { if case .save = $0 { return true } else { return false } }
    }
    if state.message == nil { state.message = .openedReadOnly(reason.cause) }
    return effects
}
