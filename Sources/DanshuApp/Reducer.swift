import DanshuCore

/// All the rules of the app: applies one action to the state and returns the effects to run.
@discardableResult
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    // Any key ends a celebration, and is then handled as usual.
    if case .system = action {} else { state.celebrating = nil }
    if let readOnly = state.readOnly { return reduceReadOnly(&state, action, readOnly) }
    let effects = reduceAction(&state, action)
    // Like read-only, a journal that turned unusable on disk says so whenever nothing more urgent is shown.
    if state.message == nil, let problem = state.diskProblem { state.message = .journalUnusable(problem) }
    return effects
}

/// The rules for a journal that may be changed: each group of actions to its own reducer.
func reduceAction(_ state: inout AppState, _ action: Action) -> [Effect] {
    if case .system(let event) = action { return reduceSystem(&state, event) }
    if state.leaving?.asking == true { return answerLeaving(&state, action) }
    state.message = nil
    if state.askingToQuit {
        state.askingToQuit = false
        return action == .app(.quitAnswered(true)) ? [.quit] : []
    }
    // An open form or question takes every key; only quitting reaches past it.
    if let modal = state.modal {
        switch action {
        case .modal(let action):
            return state.refusedAsUnavailable(.modal(action)) ? [] : reduceModal(&state, modal, action)
        case .app(.quitPressed): return quitWithForm(&state, modal)
        case .main, .presets, .ifThenPlans, .trends, .report, .app, .system: return []
        }
    }
    // Whether the command can be used now is decided once, for the key line too (`CommandAvailability`).
    if state.refusedAsUnavailable(action) { return [] }
    switch action {
    case .main(let action): return reduceMain(&state, action)
    case .presets(let action): return reducePresetPane(&state, action)
    case .ifThenPlans(let action): return reduceIfThenPlanPane(&state, action)
    case .trends(let action): return reduceTrends(&state, action)
    case .report(let action): return reduceReport(&state, action)
    case .app(let action): return reduceApp(&state, action)
    case .modal, .system: return [] // no form is open; the world was handled above
    }
}

extension AppState {
    /// Whether a day may be recorded; says why not in the message line.
    mutating func canRecord(_ date: LocalDate) -> Bool {
        do {
            try Journal.check(recording: date, today: today)
            return true
        } catch {
            message = Message(refusal: error)
            return false
        }
    }

    /// Moves the selection, refusing future days and days before the first recordable one.
    mutating func select(_ date: LocalDate) {
        guard canRecord(date) else { return }
        show(date)
    }

    /// Makes an edit of the journal: undoable and saved, or refused with the reason on the message line.
    /// No effect when it changes nothing.
    mutating func edit(_ edit: JournalEdit) -> [Effect] {
        do {
            guard let applied = try journal.apply(edit, today: today, now: now) else { return [] }
            history.record(History.Step(edit: applied.inverse, selected: selected))
            unsaved = .edit
            return [.save(days: applied.days)]
        } catch {
            message = Message(refusal: error)
            return []
        }
    }

    /// Keeps the chip page and the preset and if-then plan selections inside their lists after they shrank.
    mutating func clampPresetPositions() {
        chipPage = min(chipPage, chipPageCount - 1)
        presetPane.selection = max(0, min(presetPane.selection, journal.presets.count - 1))
        clampIfThenPlanSelection()
    }
}

extension Message {
    /// The message for an edit the journal refused.
    public init(refusal: EditRefusal) {
        switch refusal {
        case .futureDay: self = .futureDay
        case .tooEarly: self = .tooEarly
        case .countLimit: self = .countLimit
        case .entryLimit: self = .entryLimit
        case .presetLimit: self = .presetLimit
        case .noSuchPreset: self = .noPresets
        case .duplicatePresetName(let name): self = .presetNameTaken(name: name)
        case .nothingToRemove: self = .nothingToRemove
        case .settingRefused(let key): self = .settingRefused(key)
        case .noteTooLong: self = .tooLong(limit: Limits.noteLength.upperBound)
        case .moodOutOfRange: self = .moodOutOfRange
        case .cravingOutOfRange: self = .cravingOutOfRange
        case .invalidDrink(let problems): self = .drinkRefused(problems)
        case .invalidPlan(let problem): self = .plan(.refused(problem))
        case .contextOnDayNotDrank: self = .contextNeedsDrinking
        case .medicineNameTooLong: self = .tooLong(limit: Limits.medicineName.upperBound)
        case .invalidUrge(let problem): self = .urgeRefused(problem)
        case .invalidIfThenPlan(let problem): self = .ifThenPlanRefused(problem)
        }
    }
}
