import DanshuCore
/// The rules of changes only the command line makes: moving a preset to a position, setting a value
/// typed as text, importing days. Each is one undoable step, like every other change.
func reduceCommandLine(_ state: inout AppState, _ action: Action) -> [Effect] {
    switch action {
    case .presetRepositioned(let from, let to):
        let indices = state.journal.presets.indices
        guard indices.contains(from), indices.contains(to) else { return [] }
        state.presetPane.selection = to
        return state.commit { journal in
            let preset = journal.presets.remove(at: from)
            journal.presets.insert(preset, at: to)
        }

    case .settingChanged(let key, let text):
        var settings = state.journal.settings
        guard key.set(text, in: &settings) else {
            state.message = .settingRefused(key)
            return []
        }
        return state.commit { $0.settings = settings }

    case .daysImported(let days):
        // Every day is checked before any is taken: an import is all or nothing. The file readers refuse
        // days beyond the limits already; the reducer holds them whatever sends the days.
        for (date, record) in days {
            if date > state.today { state.message = .futureDay; return [] }
            if date < AppState.firstRecordableDay { state.message = .tooEarly; return [] }
            if record.drinks.count > Limits.entriesPerDay { state.message = .entryLimit; return [] }
            if !record.drinks.allSatisfy({ Limits.count.contains($0.count) }) { state.message = .countLimit; return [] }
        }
        return state.commit(days: Array(days.keys)) { journal in
            for (date, record) in days {
                journal.days[date] = record.isEmpty ? nil : record
            }
        }

    case .presetLogged(let index, let count):
        guard state.journal.presets.indices.contains(index), Limits.count.contains(count) else { return [] }
        var entry = state.journal.presets[index].entry
        entry.count = count
        return state.addDrink(entry)

    default:
        return []
    }
}
