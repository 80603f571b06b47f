import DanshuCore

/// The rules of the preset edit pane: select, add, edit, delete and reorder. Whether a key may act now (read-only,
/// no preset, the limit) was asked before (`CommandAvailability`).
func reducePresetPane(_ state: inout AppState, _ action: PresetPaneAction) -> [Effect] {
    let count = state.journal.presets.count
    let selection = state.presetPane.selection
    switch action {
    case .selectionMoved(let n):
        state.presetPane.selection = max(0, min(count - 1, selection + n))
    case .rowClicked(let row):
        if (0..<count).contains(row) { state.presetPane.selection = row }
    case .addPressed:
        state.modal = .drinkForm(DrinkForm(purpose: .newPreset))
    case .editPressed:
        guard state.journal.presets.indices.contains(selection) else { return [] }
        state.modal = .drinkForm(
            DrinkForm(purpose: .editPreset(index: selection), preset: state.journal.presets[selection]))
    case .deletePressed:
        state.modal = .confirmDelete(presetIndex: selection)
    case .reorderToggled:
        state.presetPane.reordering.toggle()
    case .moved(let n):
        let target = selection + n
        guard count > 0, (0..<count).contains(target) else { return [] }
        let effects = state.edit(.movePreset(from: selection, to: target))
        if !effects.isEmpty { state.presetPane.selection = target }
        return effects
    }
    return []
}
