/// All the rules of the app: applies one action to the state and returns the effects to run.
@discardableResult
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let readOnly = state.readOnly { return reduceReadOnly(&state, action, readOnly) }
    return reduceAction(&state, action)
}

/// The rules for a journal that may be changed.
func reduceAction(_ state: inout AppState, _ action: Action) -> [Effect] {
    switch action {
    case .clockTicked, .saveFailed, .saveNotFlushed: break
    default: state.message = nil
    }
    if state.askingToQuit {
        state.askingToQuit = false
        return action == .quitAnswered(true) ? [.quit] : []
    }
    if state.modal != nil, let effects = reduceModal(&state, action) { return effects }

    switch action {
    case .dayMoved(let n):
        state.select(state.selected.adding(days: n))
    case .monthMoved(let n):
        state.select(state.dateKeepingDayOfMonth(monthsAhead: n))
    case .todayPressed:
        state.select(state.today)
    case .dayClicked(let date):
        state.select(date)

    case .answered(let answer):
        return state.answer(answer)
    case .chipTapped(let position):
        let index = state.visibleChipRange.lowerBound + position
        guard position >= 0, state.visibleChipRange.contains(index) else {
            state.message = state.journal.presets.isEmpty ? .noPresets : .noSuchChip(number: (position + 1) % 10)
            return []
        }
        return state.addDrink(state.journal.presets[index].entry)
    case .chipPageTurned(let n):
        let pages = state.chipPageCount
        state.chipPage = ((state.chipPage + n) % pages + pages) % pages
    case .removeLastDrinkPressed:
        return state.removeLastDrink()
    case .notePressed:
        guard state.canRecord(state.selected) else { return [] }
        state.modal = .note(TextField(state.selectedRecord?.note ?? "", limit: Limits.noteLength.upperBound))
    case .oneOffPressed:
        guard state.canRecord(state.selected) else { return [] }
        state.modal = .drinkForm(DrinkForm(purpose: .oneOff))

    case .undoPressed:
        return state.travel({ $0.undo(&$1) }, done: .undone, nothing: .nothingToUndo)
    case .redoPressed:
        return state.travel({ $0.redo(&$1) }, done: .redone, nothing: .nothingToRedo)

    case .presetPanePressed:
        state.pane = .presets
        state.presetPane.selection = min(state.presetPane.selection, max(0, state.journal.presets.count - 1))
    case .statisticsPressed:
        state.pane = .statistics
    case .helpPressed:
        state.pane = .help
        state.helpScroll = HelpScroll()
    case .helpScrolled(let n):
        state.helpScroll.scroll(lines: n)
    case .helpPaged(let n):
        state.helpScroll.scroll(pages: n)
    case .closePressed, .cancelPressed:
        state.pane = .main
        state.presetPane.reordering = false
    case .quitPressed:
        return [.quit]
    case .quitAnswered:
        break  // only meaningful while asking

    case .presetSelectionMoved, .presetRowClicked, .addPresetPressed, .editPresetPressed,
         .deletePresetPressed, .reorderToggled, .presetMoved:
        return reducePresetPane(&state, action)

    case .presetRepositioned, .settingChanged, .daysImported, .presetLogged:
        return reduceCommandLine(&state, action)

    case .clockTicked(let today):
        guard today != state.today else { return [] }
        // An open note or form belongs to the day it was opened on: only a future selection must move.
        let followsToday = state.selected == state.today && state.modal == nil
        if followsToday || state.selected > today { state.selected = today }
        state.today = today
    case .saveFailed(let reason, let rollback):
        state.journal = rollback.journal
        state.history = rollback.history
        if state.selected > state.today { state.selected = state.today }
        state.clampPresetPositions()
        state.modal = nil
        state.message = .saveFailed(reason: reason)
    case .saveNotFlushed(let reason):
        state.message = .saveNotFlushed(reason: reason)
    case .unknownKeyPressed(let key):
        state.message = .unknownKey(key)

    case .textEdited, .fieldMoved, .submitPressed, .confirmAnswered:
        break  // only meaningful with a form or question open
    }
    return []
}

extension AppState {
    /// The earliest day danshu records.
    public static let firstRecordableDay = LocalDate(year: Limits.years.lowerBound, month: 1, day: 1) ?? LocalDate(dayNumber: 0)

    /// Whether a day may be recorded; says why not in the message line.
    mutating func canRecord(_ date: LocalDate) -> Bool {
        if date > today { message = .futureDay; return false }
        if date < AppState.firstRecordableDay { message = .tooEarly; return false }
        return true
    }

    /// Moves the selection, refusing future days and days before the first recordable one.
    mutating func select(_ date: LocalDate) {
        guard canRecord(date) else { return }
        selected = date
    }

    /// The same day of the month `monthsAhead` months away, clamped to that month's last day
    /// (3月31日 → 2月28日). A day after today becomes today, except from today itself, where the
    /// move is refused as any step into the future is.
    func dateKeepingDayOfMonth(monthsAhead: Int) -> LocalDate {
        let date = selected.adding(months: monthsAhead)
        return date > today && selected != today ? today : date
    }

    /// Makes a change to the journal undoable and saved; no effect when nothing changed.
    /// `days` names every day the change can touch (none for a change of presets or settings), so a key
    /// press never compares the whole journal and the history keeps only what changed.
    /// The change is made in place, what it may replace set aside first: a copy of the journal would copy
    /// every day on every key.
    mutating func commit(days: [LocalDate] = [], _ change: (inout Journal) -> Void) -> [Effect] {
        var earlier: [LocalDate: DayRecord?] = [:]
        for date in days { earlier.updateValue(journal.days[date], forKey: date) }
        let presets = journal.presets, settings = journal.settings
        change(&journal)
        var step = History.Step(selected: selected)
        for (date, record) in earlier where record != journal.days[date] { step.days.updateValue(record, forKey: date) }
        if presets != journal.presets { step.presets = presets }
        if settings != journal.settings { step.settings = settings }
        guard !step.days.isEmpty || step.presets != nil || step.settings != nil else { return [] }
        history.record(step)
        return [.save]
    }

    /// Changes the selected day's record; an empty record makes the day unrecorded again.
    mutating func updateSelectedDay(_ change: (inout DayRecord) -> Void) -> [Effect] {
        let date = selected
        return commit(days: [date]) { journal in
            var record = journal.days[date] ?? DayRecord(drank: nil)
            change(&record)
            journal.days[date] = record.isEmpty ? nil : record
        }
    }

    mutating func answer(_ answer: Answer) -> [Effect] {
        guard canRecord(selected) else { return [] }
        let cleared = selectedRecord?.drinkCount ?? 0
        let effects = updateSelectedDay { record in
            switch answer {
            case .yes:
                record.drank = true
            case .no:
                record.drank = false
                record.drinks = []
            }
        }
        if answer == .no && cleared > 0 && !effects.isEmpty { message = .clearedDrinks(count: cleared) }
        return effects
    }

    /// One more of a drink on the selected day, answering はい if needed; the message says how many of it
    /// the day now holds, as `-` and `o` do, so every change a key makes is confirmed the same way.
    mutating func addDrink(_ entry: DrinkEntry) -> [Effect] {
        guard canRecord(selected) else { return [] }
        let drinks = selectedRecord?.drank == true ? selectedRecord?.drinks ?? [] : []
        if let existing = drinks.first(where: { $0.isSameDrink(as: entry) }) {
            guard existing.count + entry.count <= Limits.count.upperBound else { message = .countLimit; return [] }
        } else if drinks.count >= Limits.entriesPerDay {
            message = .entryLimit
            return []
        }
        lastAdded = LastAdded(date: selected, entry: entry)
        let effects = updateSelectedDay { record in
            if record.drank != true { record.drinks = [] }
            record.drank = true
            if let i = record.drinks.firstIndex(where: { $0.isSameDrink(as: entry) }) {
                record.drinks[i].count += entry.count
            } else {
                record.drinks.append(entry)
            }
        }
        let count = selectedRecord?.drinks.first { $0.isSameDrink(as: entry) }?.count ?? entry.count
        message = .drinkAdded(name: entry.name, count: count, today: selected == today)
        return effects
    }

    /// `-`: one fewer of the drink last added (in this session), else of the last entry.
    mutating func removeLastDrink() -> [Effect] {
        guard canRecord(selected) else { return [] }
        guard let record = selectedRecord, record.drank == true, !record.drinks.isEmpty else {
            message = .nothingToRemove
            return []
        }
        var index = record.drinks.count - 1
        if let last = lastAdded, last.date == selected,
           let i = record.drinks.firstIndex(where: { $0.isSameDrink(as: last.entry) }) {
            index = i
        }
        let drink = record.drinks[index]
        message = .drinkRemoved(name: drink.name, left: drink.count - 1, today: selected == today)
        return updateSelectedDay { record in
            record.drinks[index].count -= 1
            if record.drinks[index].count == 0 { record.drinks.remove(at: index) }
        }
    }

    /// Undo or redo: one step through the history, saved, showing the day of the change.
    mutating func travel(_ direction: (inout History, inout Journal) -> LocalDate?, done: Message, nothing: Message) -> [Effect] {
        guard let day = direction(&history, &journal) else {
            message = nothing
            return []
        }
        selected = min(day, today)
        clampPresetPositions()
        message = done
        return [.save]
    }

    /// Keeps the chip page and the preset selection inside the preset list after it shrank.
    mutating func clampPresetPositions() {
        chipPage = min(chipPage, chipPageCount - 1)
        presetPane.selection = max(0, min(presetPane.selection, journal.presets.count - 1))
    }
}
