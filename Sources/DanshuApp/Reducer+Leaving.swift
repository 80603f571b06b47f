import DanshuCore

/// The steps of leaving (`Leaving`): the last look is done, its finding reduced and saved like any other; now the app ends,
/// or asks first when the journal on disk is unusable.
func reduceLookedBeforeLeaving(_ state: inout AppState) -> [Effect] {
    var leaving = state.leaving ?? Leaving(canAsk: true)
    // A merge whose save failed is said on the terminal; what the file lacks is kept beside it (`JournalSession.leave`).
    guard let problem = state.diskProblem, state.readOnly == nil else {
        leaving.parting = state.message.map(Leaving.partingWords) ?? []
        state.leaving = leaving
        return [.exit]
    }
    if leaving.canAsk {
        leaving.asking = true
        state.message = .confirmLeaveUnusable(problem)
        state.leaving = leaving
        return []
    }
    leaving.writingBack = true
    state.leaving = leaving
    return [.writeBack]
}

/// The answer to 「ジャーナルが削除されました。W 書き戻して終了…」: W writes back and then quits, y quits, any other key stays.
func answerLeaving(_ state: inout AppState, _ action: Action) -> [Effect] {
    state.message = nil
    switch action {
    case .app(.writeBackPressed):
        state.leaving?.asking = false
        state.leaving?.writingBack = true
        return [.writeBack]
    case .app(.quitAnswered(true)):
        return [.exit]
    default:
        state.leaving = nil
        return []
    }
}

/// A hang-up, Ctrl-C or SIGTERM: leave after the last look, without a question.
func reduceEndRequested(_ state: inout AppState) -> [Effect] {
    if state.leaving?.writingBack == true { return [] }
    state.leaving = Leaving(canAsk: false)
    state.message = nil
    state.askingToQuit = false
    return [.quit]
}

/// After a write-back asked for by leaving: the app ends, saying what it did; a failed one ends it only when nobody can
/// be told (otherwise the app stays, with the reason on the message line).
func reduceWrittenBackWhileLeaving(_ state: inout AppState, failed: Bool) -> [Effect] {
    guard var leaving = state.leaving, leaving.writingBack else { return [] }
    if failed && leaving.canAsk {
        state.leaving = nil
        return []
    }
    leaving.parting = state.message.map(Leaving.partingWords) ?? []
    state.leaving = leaving
    return [.exit]
}

extension Leaving {
    /// What of the message line is worth saying once the app has ended: what came in, was written back or not saved.
    static func partingWords(_ message: Message) -> [Message] {
        switch message {
        case .syncMerged, .writtenBack, .saveFailed, .saveNotFlushed, .journalUnusable:
            return [message]
        // What the screen already showed or asked, or what leaving makes moot: a new kind of message must be placed here.
        case .welcome, .futureDay, .tooEarly, .noSuchChip, .countLimit, .entryLimit, .presetLimit, .nothingToRemove,
            .drinkRemoved,
            .clearedDrinks, .undone, .redone, .nothingToUndo, .nothingToRedo, .noteSaved, .noteRemoved, .drinkAdded,
            .presetAdded,
            .presetSaved, .presetDeleted, .presetNameTaken, .drinkRefused, .noPresets, .unknownKey, .tooLong,
            .settingRefused,
            .confirmQuit, .openedReadOnly, .syncConflictCopy, .readOnlyRefused, .pastDayLocked, .dayUnlocked,
            .feelingsSaved,
            .feelingsCleared, .moodOutOfRange, .cravingOutOfRange, .confirmLeaveUnusable, .reportWritten,
            .reportNotWritten, .plan,
            .medicineTaken, .medicineTakenBack, .medicineNotSet, .contextSaved, .contextCleared, .contextNeedsDrinking,
            .noSuchChoice,
            .urgeRefused, .ifThenPlanRefused, .noUrgesThisMonth, .urgeLogged, .urgeNeedsStrength, .urgeFollowedUp,
            .followUpSkipped,
            .ifThenPlanAdded, .ifThenPlanSaved, .ifThenPlanRetired, .ifThenPlanInUse, .ifThenPlanIncomplete:
            return []
        }
    }
}
