import DanshuCore

/// The world: the clock moves on, a save ends well or not, another program changes the journal. These pass any
/// open form.
func reduceSystem(_ state: inout AppState, _ event: SystemAction) -> [Effect] {
    switch event {
    case .started(let motion):
        state.motion = motion
        let effects = state.celebrateIfDue()
        state.askFollowUpIfDue()
        return effects
    case .celebrationEnded:
        state.celebrating = nil
        state.askFollowUpIfDue()
    case .clockTicked(let today, let time):
        state.now = time
        guard today != state.today else {
            state.askFollowUpIfDue()
            return []
        }
        // An open note or form belongs to the day it was opened on: only a future selection must move.
        let followsToday = state.selected == state.today && state.modal == nil
        state.today = today
        if followsToday || state.selected > today { state.show(today) }
        let effects = state.celebrateIfDue()
        state.askFollowUpIfDue()
        return effects
    case .saved:
        state.unsaved = nil
    case .saveFailed(let reason):
        // The file still holds what it held before the change: take the change back, so the screen says so.
        if let change = state.unsaved { state.history.takeBack(change, in: &state.journal, today: state.today) }
        state.unsaved = nil
        if state.selected > state.today { state.selected = state.today }
        state.unlockIfUnanswered() // an answer taken back leaves nothing to guard (a redo had locked its day)
        state.clampPresetPositions()
        state.modal = nil
        state.message = .saveFailed(reason: reason)
        return reduceWrittenBackWhileLeaving(&state, failed: true)
    case .saveNotFlushed(let reason):
        state.unsaved = nil
        state.message = .saveNotFlushed(reason: reason)
    case .journalMerged(let merged, let arrival, let changedFromDisk):
        // Ours stays in the history: undo still takes back this session's changes, now on top of theirs.
        state.journal = merged
        state.diskProblem = nil
        state.unlockIfUnanswered()
        state.clampPresetPositions()
        if arrival.days > 0 || arrival.settingsOrPresets || !arrival.conflicts.isEmpty {
            state.message = .syncMerged(arrival)
        }
        return [.save(days: changedFromDisk)]
    case .journalUnusable(let problem):
        if let change = state.unsaved {
            state.history.takeBack(change, in: &state.journal, today: state.today)
            state.unlockIfUnanswered()
            state.clampPresetPositions()
            state.modal = nil
        }
        state.unsaved = nil
        state.diskProblem = problem
        state.message = .journalUnusable(problem)
    case .writtenBack(let kept):
        state.unsaved = nil
        state.message = .writtenBack(kept: kept, was: state.diskProblem)
        state.diskProblem = nil
        return reduceWrittenBackWhileLeaving(&state, failed: false)
    case .syncCopyAppeared(let command, let others):
        state.message = .syncConflictCopy(command: command, others: others)
    case .endRequested:
        return reduceEndRequested(&state)
    case .lookedBeforeLeaving:
        return reduceLookedBeforeLeaving(&state)
    case .reportWritten(let path):
        state.message = .reportWritten(path: path)
    case .reportNotWritten(let reason):
        state.message = .reportNotWritten(reason: reason)
    }
    return []
}
