import DanshuCore

/// The world: the clock moves on, and a save ends well or not. These pass any open form.
func reduceSystem(_ state: inout AppState, _ event: SystemAction) -> [Effect] {
    switch event {
    case .started(let motion):
        state.motion = motion
        return state.celebrateIfDue()
    case .celebrationEnded:
        state.celebrating = nil
    case .clockTicked(let today):
        guard today != state.today else { return [] }
        // An open note or form belongs to the day it was opened on: only a future selection must move.
        let followsToday = state.selected == state.today && state.modal == nil
        state.today = today
        if followsToday || state.selected > today { state.show(today) }
        return state.celebrateIfDue()
    case .saved:
        state.unsaved = nil
    case .saveFailed(let reason):
        // The file still holds what it held before the change: take the change back, so the screen says so.
        if let change = state.unsaved { state.history.takeBack(change, in: &state.journal, today: state.today) }
        state.unsaved = nil
        if state.selected > state.today { state.selected = state.today }
        state.clampPresetPositions()
        state.modal = nil
        state.message = .saveFailed(reason: reason)
    case .saveNotFlushed(let reason):
        state.unsaved = nil
        state.message = .saveNotFlushed(reason: reason)
    }
    return []
}
