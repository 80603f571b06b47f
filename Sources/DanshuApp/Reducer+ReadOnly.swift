import DanshuCore

/// The rules for a journal opened read-only (DESIGN §3): everything can be viewed, every change is refused
/// with the reason, and the message line says why whenever nothing more urgent is shown.
func reduceReadOnly(_ state: inout AppState, _ action: Action, _ reason: ReadOnlyReason) -> [Effect] {
    // A form whose only use is a change never opens, so nothing is typed in vain.
    if state.modal == nil && action.opensAChange {
        state.message = .readOnlyRefused(reason.cause)
        return []
    }
    let before = state
    var effects = reduceAction(&state, action)
    if effects.contains(where: { if case .save = $0 { return true } else { return false } }) {
        // Any other change (an answer, a drink, a moved preset) is taken back whole, an open form with its text.
        state = before
        state.message = .readOnlyRefused(reason.cause)
        effects.removeAll { if case .save = $0 { return true } else { return false } }
    }
    if state.message == nil { state.message = .openedReadOnly(reason.cause) }
    return effects
}

extension Action {
    /// Whether the action opens a form or mode that exists only to change the journal.
    var opensAChange: Bool {
        switch self {
        case .main(.notePressed), .main(.oneOffPressed), .main(.feelingsPressed), .main(.contextPressed),
             .presets(.addPressed), .presets(.editPressed), .presets(.deletePressed), .presets(.reorderToggled),
             .trends(.planPressed):
            return true
        case .main, .presets, .trends, .report, .modal, .app, .system:
            return false
        }
    }
}
