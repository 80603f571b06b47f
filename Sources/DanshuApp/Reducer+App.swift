import DanshuCore

/// The keys that mean the same on every pane: undo and redo, the panes, help, quitting.
func reduceApp(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    switch action {
    case .undoPressed:
        let (plans, selected) = (state.journal.ifThenPlans, state.selectedIfThenPlanID)
        guard let undone = state.history.undo(&state.journal, today: state.today) else {
            state.message = .nothingToUndo
            return []
        }
        defer { state.selectIfThenPlanChanged(from: plans, selected: selected) }
        return state.travelled(undone.step, undone.applied, .undo, message: .undone)
    case .redoPressed:
        let (plans, selected) = (state.journal.ifThenPlans, state.selectedIfThenPlanID)
        guard let redone = state.history.redo(&state.journal, today: state.today) else {
            state.message = .nothingToRedo
            return []
        }
        defer { state.selectIfThenPlanChanged(from: plans, selected: selected) }
        return state.travelled(redone.step, redone.applied, .redo, message: .redone)
    case .presetPanePressed:
        state.pane = .presets
        state.presetPane.selection = min(state.presetPane.selection, max(0, state.journal.presets.count - 1))
    case .statisticsPressed:
        state.pane = .statistics
        state.statisticsScroll = HelpScroll()
        state.statisticsShowsUrges = false
    case .statisticsUrgesToggled:
        state.statisticsShowsUrges.toggle()
        state.statisticsScroll = HelpScroll()
    case .trendsPressed:
        state.pane = .trends
    case .reportPressed:
        state.pane = .report
        state.reportScroll = HelpScroll()
    case .ifThenPlansPressed:
        state.openIfThenPlans()
    case .helpPressed:
        state.pane = .help
        state.helpScroll = HelpScroll()
    case .closePressed:
        state.pane = .main
        state.presetPane.reordering = false
    case .helpScrolled(let n):
        state.helpScroll.scroll(lines: n)
    case .helpPaged(let n):
        state.helpScroll.scroll(pages: n)
    case .statisticsScrolled(let n):
        state.statisticsScroll.scroll(lines: n)
    case .quitPressed:
        return [.quit]
    case .quitAnswered:
        break // only meaningful while asking
    case .unknownKeyPressed(let key):
        state.message = .unknownKey(key)
    case .writeBackPressed:
        return [.writeBack] // only while the journal on disk is unusable (`CommandAvailability`)
    }
    return []
}

extension AppState {
    /// After an undo or redo: the day of the change shown again, saved.
    mutating func travelled(_ step: History.Step, _ applied: AppliedEdit, _ change: LastChange, message: Message)
        -> [Effect]
    {
        show(min(step.selected, today))
        unlockIfUnanswered()
        clampPresetPositions()
        self.message = message
        unsaved = change
        return [.save(days: applied.days)]
    }
}
