import DanshuCore

/// The rules of the main screen: the calendar and the selected day. Whether a key may act now (a locked day, no
/// medicine set, …) was asked before (`CommandAvailability`).
func reduceMain(_ state: inout AppState, _ action: MainAction) -> [Effect] {
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
        let cleared = state.selectedRecord?.drank == true ? state.selectedRecord?.drinkCount ?? 0 : 0
        let effects = state.edit(.answer(state.selected, answer))
        if answer == .no && cleared > 0 && !effects.isEmpty { state.message = .clearedDrinks(count: cleared) }
        return effects
    case .chipTapped(let position):
        let index = state.visibleChipRange.lowerBound + position
        guard position >= 0, state.visibleChipRange.contains(index) else {
            state.message = .noSuchChip(number: (position + 1) % 10)
            return []
        }
        return state.addDrink(state.journal.presets[index].entry)
    case .chipPageTurned(let n):
        let pages = state.chipPageCount
        state.chipPage = ((state.chipPage + n) % pages + pages) % pages
    case .removeLastDrinkPressed:
        return state.removeLastDrink()
    case .notePressed:
        state.modal = .note(TextField(state.selectedRecord?.note ?? "", limit: Limits.noteLength.upperBound))
    case .oneOffPressed:
        state.modal = .drinkForm(DrinkForm(purpose: .oneOff))
    case .feelingsPressed:
        state.modal = .feelings(FeelingsForm(state.selectedRecord))
    case .medicinePressed:
        return reduceMedicinePressed(&state)
    case .contextPressed:
        return reduceContextPressed(&state)
    case .unlockPressed:
        state.unlockSelectedDay()
    case .drinkListPaged:
        state.drinkListPage = DrinkListPage(day: state.selected, page: state.selectedDrinkListPage + 1)
    case .monthViewToggled:
        state.showsMonth.toggle()
    case .urgePressed:
        return reduceUrgePressed(&state)
    }
    return []
}

extension AppState {
    /// The same day of the month `monthsAhead` months away, clamped to that month's last day
    /// (3月31日 → 2月28日). A day after today becomes today, except from today itself, where the
    /// move is refused as any step into the future is.
    func dateKeepingDayOfMonth(monthsAhead: Int) -> LocalDate {
        let date = selected.adding(months: monthsAhead)
        return date > today && selected != today ? today : date
    }

    /// One more of a drink on the selected day, answering はい if needed; the message says how many drinks the day now
    /// holds in all, as `-` does, so every change a key makes is confirmed the same way. A drink beyond what a person can
    /// drink is asked about first (`AmountQuestion`); `form` is the one-off form it was typed in.
    mutating func addDrink(_ entry: DrinkEntry, typedIn form: DrinkForm? = nil) -> [Effect] {
        if readOnly == nil, let beyond = journal.beyondDrinkable(adding: entry, on: selected),
            accepts(.addDrink(selected, entry))
        {
            modal = .amountQuestion(AmountQuestion(date: selected, entry: entry, beyond: beyond, form: form))
            return []
        }
        return recordDrink(entry, on: selected)
    }

    /// One more of a drink on `date` (the selected day), without asking.
    mutating func recordDrink(_ entry: DrinkEntry, on date: LocalDate) -> [Effect] {
        let effects = edit(.addDrink(date, entry))
        guard !effects.isEmpty else { return [] }
        lastAdded = LastAdded(date: date, entry: entry)
        message = .drinkAdded(name: entry.name, dayCount: selectedDrinkCount, today: date == today)
        return effects
    }

    /// Whether the journal would take `edit`: a question is not asked about a change that would be refused anyway.
    func accepts(_ edit: JournalEdit) -> Bool {
        var trial = journal
        do {
            _ = try trial.apply(edit, today: today)
            return true
        } catch {
            return false
        }
    }

    /// How many drinks the selected day holds, of every kind: what 「今日 3杯目」 counts (the list beside it shows each
    /// kind's own count, issue 40).
    var selectedDrinkCount: Int { selectedRecord?.drinkCount ?? 0 }

    /// `-`: one fewer of the drink last added (in this session), else of the last entry.
    mutating func removeLastDrink() -> [Effect] {
        guard let record = selectedRecord, !record.drinks.isEmpty else { return [] }
        var index = record.drinks.count - 1
        if let last = lastAdded, last.date == selected,
            let i = record.drinks.firstIndex(where: { $0.isSameDrink(as: last.entry) })
        {
            index = i
        }
        let drink = record.drinks[index]
        let effects = edit(.removeOneDrink(selected, at: index))
        if !effects.isEmpty {
            message = .drinkRemoved(name: drink.name, dayLeft: selectedDrinkCount, today: selected == today)
        }
        return effects
    }
}
