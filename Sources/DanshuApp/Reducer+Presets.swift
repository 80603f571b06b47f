import DanshuCore
/// The rules of the preset edit pane: select, add, edit, delete and reorder.
func reducePresetPane(_ state: inout AppState, _ action: Action) -> [Effect] {
    let count = state.journal.presets.count
    let selection = state.presetPane.selection
    switch action {
    case .presetSelectionMoved(let n):
        state.presetPane.selection = max(0, min(count - 1, selection + n))
    case .presetRowClicked(let row):
        if (0..<count).contains(row) { state.presetPane.selection = row }
    case .addPresetPressed:
        guard count < Limits.presets else { state.message = .presetLimit; return [] }
        state.modal = .drinkForm(DrinkForm(purpose: .newPreset))
    case .editPresetPressed:
        guard count > 0 else { state.message = .noPresets; return [] }
        state.modal = .drinkForm(DrinkForm(purpose: .editPreset(index: selection), preset: state.journal.presets[selection]))
    case .deletePresetPressed:
        guard count > 0 else { state.message = .noPresets; return [] }
        state.modal = .confirmDelete(presetIndex: selection)
    case .reorderToggled:
        state.presetPane.reordering.toggle()
    case .presetMoved(let n):
        let target = selection + n
        guard count > 0, (0..<count).contains(target) else { return [] }
        state.presetPane.selection = target
        return state.commit { $0.presets.insert($0.presets.remove(at: selection), at: target) }
    default:
        break
    }
    return []
}
