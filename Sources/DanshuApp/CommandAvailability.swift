import DanshuCore

/// Whether a key's command can be used now, and if not, why (issue 41): the one answer the reducer asks before acting
/// (and words its refusal from) and the key line asks before offering the key, so the two cannot disagree.
/// A refusal of what the key was asked for is no answer of this: a step past today, a chip number past the page,
/// nothing left to undo (a key a new user looks for, issue 26), a form not filled in. The key stays offered, as
/// `←/→` and `1-0` name their keys together, and pressing it says why.
public enum CommandAvailability: Equatable, Sendable {
    case available
    case unavailable(Reason)

    /// Why a command cannot be used now, in the user's words.
    public enum Reason: Equatable, Sendable {
        /// The journal was opened read-only: nothing in it may change.
        case readOnly(ReadOnlyReason.Cause)
        /// A past day holding an answer, until Enter opens it (`PastDayLock.swift`).
        case pastDayLocked
        /// The selected day cannot be recorded: after today, or before the first recordable day.
        case dayNotRecordable(EditRefusal)
        /// `p` with no medicine set.
        case noMedicineSet
        /// `c` on a day not answered はい.
        case notADrinkingDay
        /// `-` on a day with no drink.
        case noDrinkToRemove
        /// Tab with one page of chips.
        case onePageOfChips
        /// A chip key, or the preset pane's Enter or `d`, with no preset.
        case noPresets
        /// The preset pane's `a` with as many presets as a journal holds.
        case presetLimitReached
        /// Enter on a day that is open.
        case dayNotLocked
        /// `W` while the journal on disk is fine.
        case nothingToWriteBack
        /// The plan form's `d` on a week that had no plan.
        case noPlanToRemove
        /// The plan form's `s` with nothing to step down from.
        case noSuggestion
        /// Space in the plan form away from the days.
        case notOnTheDays
        /// Space in the context form away from the reasons.
        case notOnTheReasons
        /// The statistics pane's `i` on a month without urges (design.md §9).
        case noUrgesThisMonth
        /// Space in the urge form away from the triggers.
        case notOnTheTriggers
        /// `i`, or a new if-then plan, before the clock has told the time (an urge and a plan are stamped with it).
        case timeUnknown
        /// The plans pane's `d`, J or K on an example, which is no plan yet.
        case notAPlan
        /// A new if-then plan with as many plans as a journal holds.
        case ifThenPlanLimitReached
        /// A digit while the plans for an urge show no example to add (the person has plans of their own).
        case noExamplesShown
        /// A digit in the if-then plan form on the hours, which ← → choose.
        case notOnTheChoices

        /// What the message line says when the key is pressed anyway; nil where it does nothing and says nothing.
        public var message: Message? {
            switch self {
            case .readOnly(let cause): return .readOnlyRefused(cause)
            case .pastDayLocked: return .pastDayLocked
            case .dayNotRecordable(let refusal): return Message(refusal: refusal)
            case .noMedicineSet: return .medicineNotSet
            case .notADrinkingDay: return .contextNeedsDrinking
            case .noDrinkToRemove: return .nothingToRemove
            case .noPresets: return .noPresets
            case .presetLimitReached: return .presetLimit
            // The key's own name, as for any key that means nothing here.
            case .nothingToWriteBack: return .unknownKey("W")
            case .noPlanToRemove: return .plan(.nothingToRemove)
            case .noSuggestion: return .plan(.noSuggestion)
            case .noUrgesThisMonth: return .noUrgesThisMonth
            case .ifThenPlanLimitReached: return .ifThenPlanRefused(.tooManyPlans)
            case .onePageOfChips, .dayNotLocked, .notOnTheDays, .notOnTheReasons, .notOnTheTriggers, .timeUnknown,
                .notAPlan,
                .noExamplesShown, .notOnTheChoices:
                return nil
            }
        }
    }

    /// Whether the command may be used now: the key line offers only these.
    public var isAvailable: Bool { self == .available }
}

extension AppState {
    /// Whether `action`'s command can be used now, and if not, why. A form's key is answered for the form open; which
    /// keys reach which form is the reducer's routing, not this.
    public func availability(of action: Action) -> CommandAvailability {
        let reason: CommandAvailability.Reason? =
            switch action {
            case .main(let action): whyNot(action)
            case .presets(let action): whyNot(action)
            case .ifThenPlans(let action): whyNot(action)
            case .modal(let action): whyNot(action)
            case .trends(.weekMoved): nil
            case .trends(.planPressed): whyNotChangeTheJournal
            case .report(.scrolled), .report(.paged), .report(.writeHTMLPressed): nil
            case .app(let action): whyNot(action)
            case .system: nil // the world, not a key
            }
        return reason.map(CommandAvailability.unavailable) ?? .available
    }

    /// Why nothing in the journal may change now; nil when it may.
    private var whyNotChangeTheJournal: CommandAvailability.Reason? { readOnly.map { .readOnly($0.cause) } }

    /// Why the selected day may not change now; nil when it may. Read-only first: it holds for every key and day.
    private var whyNotChangeTheDay: CommandAvailability.Reason? {
        if let reason = whyNotChangeTheJournal { return reason }
        if isSelectedDayLocked { return .pastDayLocked }
        do {
            try Journal.check(recording: selected, today: today)
            return nil
        } catch {
            return .dayNotRecordable(error)
        }
    }

    private func whyNot(_ action: MainAction) -> CommandAvailability.Reason? {
        if action.changesTheDay, let reason = whyNotChangeTheDay { return reason }
        switch action {
        case .dayMoved, .monthMoved, .todayPressed, .dayClicked, .drinkListPaged, .monthViewToggled, .answered,
            .notePressed,
            .oneOffPressed, .feelingsPressed:
            return nil
        case .chipTapped:
            return journal.presets.isEmpty ? .noPresets : nil
        case .chipPageTurned:
            return chipPageCount > 1 ? nil : .onePageOfChips
        case .removeLastDrinkPressed:
            let drinks = selectedRecord?.drank == true ? selectedRecord?.drinks ?? [] : []
            return drinks.isEmpty ? .noDrinkToRemove : nil
        case .medicinePressed:
            return journal.settings.medicineName == nil ? .noMedicineSet : nil
        case .contextPressed:
            return selectedRecord?.drank == true ? nil : .notADrinkingDay
        case .unlockPressed:
            return isSelectedDayLocked ? nil : .dayNotLocked
        case .urgePressed:
            return whyNotChangeTheJournal ?? (now == nil ? .timeUnknown : nil)
        }
    }

    /// Why a new if-then plan may not be made now; nil when it may.
    private var whyNotAddAnIfThenPlan: CommandAvailability.Reason? {
        if let reason = whyNotChangeTheJournal { return reason }
        if journal.ifThenPlans.count >= Limits.ifThenPlans { return .ifThenPlanLimitReached }
        return now == nil ? .timeUnknown : nil
    }

    private func whyNot(_ action: IfThenPlanPaneAction) -> CommandAvailability.Reason? {
        switch action {
        case .selectionMoved, .rowClicked:
            return nil
        case .addPressed:
            return whyNotAddAnIfThenPlan
        case .enterPressed:
            switch selectedIfThenPlanRow {
            case .plan?: return whyNotChangeTheJournal
            case .example?: return whyNotAddAnIfThenPlan
            case nil: return .notAPlan
            }
        case .retirePressed, .moved:
            guard case .plan? = selectedIfThenPlanRow else { return whyNotChangeTheJournal ?? .notAPlan }
            return whyNotChangeTheJournal
        }
    }

    private func whyNot(_ action: PresetPaneAction) -> CommandAvailability.Reason? {
        switch action {
        case .selectionMoved, .rowClicked:
            return nil
        case .addPressed:
            return whyNotChangeTheJournal ?? (journal.presets.count < Limits.presets ? nil : .presetLimitReached)
        case .editPressed, .deletePressed:
            return whyNotChangeTheJournal ?? (journal.presets.isEmpty ? .noPresets : nil)
        case .reorderToggled, .moved:
            return whyNotChangeTheJournal
        }
    }

    private func whyNot(_ action: AppAction) -> CommandAvailability.Reason? {
        switch action {
        // Undo and redo say when there is nothing to take back: offered even then, for a new user looks for them.
        case .undoPressed, .redoPressed, .presetPanePressed, .statisticsPressed, .trendsPressed, .reportPressed,
            .ifThenPlansPressed, .helpPressed, .closePressed, .helpScrolled, .helpPaged, .statisticsScrolled,
            .quitPressed, .quitAnswered, .unknownKeyPressed:
            return nil
        case .writeBackPressed:
            return diskProblem == nil ? .nothingToWriteBack : nil
        case .statisticsUrgesToggled:
            // Back to the figures always; to the urges once the month has one, so the key line offers it only then.
            return statisticsShowsUrges || shownMonthHasUrges ? nil : .noUrgesThisMonth
        }
    }

    private func whyNot(_ action: ModalAction) -> CommandAvailability.Reason? {
        switch action {
        case .plan(.removePressed):
            guard case .plan(let form)? = modal else { return nil }
            return form.hadPlan ? nil : .noPlanToRemove
        case .plan(.suggestionTaken):
            guard case .plan(let form)? = modal else { return nil }
            return form.suggestion == nil ? .noSuggestion : nil
        case .plan(.dayToggled):
            guard case .plan(let form)? = modal else { return nil }
            return form.focus == .days ? nil : .notOnTheDays
        case .context(.reasonToggled):
            guard case .context(let form)? = modal else { return nil }
            return form.focus == .reasons ? nil : .notOnTheReasons
        case .urge(.triggerToggled):
            guard case .urge(let form)? = modal else { return nil }
            return form.focus == .triggers ? nil : .notOnTheTriggers
        case .ifThenPlan(.numberTyped):
            guard case .ifThenPlan(let form)? = modal else { return nil }
            return form.focus.optionCount > 0 ? nil : .notOnTheChoices
        case .urgePlans(.exampleAdded):
            guard case .urgePlans(let shown)? = modal else { return nil }
            return examplesShown(for: shown).isEmpty ? .noExamplesShown : whyNotAddAnIfThenPlan
        case .plan(.stepped), .plan(.fieldMoved), .plan(.submitPressed), .plan(.cancelPressed),
            .context(.valueStepped), .context(.numberTyped), .context(.valueCleared), .context(.fieldMoved),
            .context(.submitPressed), .context(.cancelPressed),
            .note(.textEdited), .note(.submitPressed), .note(.cancelPressed),
            .drinkForm(.textEdited), .drinkForm(.fieldMoved), .drinkForm(.submitPressed), .drinkForm(.cancelPressed),
            .confirmDelete(.answered), .confirmDelete(.cancelPressed),
            .feelings(.valueStepped), .feelings(.digitTyped), .feelings(.valueCleared), .feelings(.fieldMoved),
            .feelings(.submitPressed), .feelings(.cancelPressed),
            .amountQuestion(.answered), .amountQuestion(.cancelPressed),
            .urge(.valueStepped), .urge(.numberTyped), .urge(.valueCleared), .urge(.fieldMoved), .urge(.textEdited),
            .urge(.submitPressed), .urge(.cancelPressed),
            .urgePlans(.plansPanePressed), .urgePlans(.closePressed),
            .urgeFollowUp(.valueStepped), .urgeFollowUp(.numberTyped), .urgeFollowUp(.valueCleared),
            .urgeFollowUp(.fieldMoved),
            .urgeFollowUp(.submitPressed), .urgeFollowUp(.skipPressed),
            .ifThenPlan(.valueStepped), .ifThenPlan(.valueCleared), .ifThenPlan(.fieldMoved),
            .ifThenPlan(.textEdited), .ifThenPlan(.submitPressed), .ifThenPlan(.cancelPressed),
            .confirmRetire(.answered), .confirmRetire(.cancelPressed):
            return nil
        }
    }
}

extension AppState {
    /// Refuses `action` when its command cannot be used now, saying why on the message line: true when refused.
    mutating func refusedAsUnavailable(_ action: Action) -> Bool {
        guard case .unavailable(let reason) = availability(of: action) else { return false }
        message = reason.message
        return true
    }
}
