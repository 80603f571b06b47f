import DanshuCore

/// A transient line for the user: what just happened or why a key did nothing.
/// The catalog turns it into words; tests compare the case.
public enum Message: Equatable, Sendable {
    case welcome
    case futureDay
    case tooEarly
    case noSuchChip(number: Int)
    case countLimit
    case entryLimit
    case presetLimit
    case nothingToRemove
    /// One fewer of a drink: its name, how many drinks the day has left in all, and whether the day is today.
    case drinkRemoved(name: String, dayLeft: Int, today: Bool)
    case clearedDrinks(count: Int)
    case undone
    case redone
    case nothingToUndo
    case nothingToRedo
    case noteSaved
    case noteRemoved
    /// One more of a drink (a chip or a one-off): its name, how many drinks the day now holds in all (this one the
    /// day's `dayCount`th), and whether the day is today.
    case drinkAdded(name: String, dayCount: Int, today: Bool)
    case presetAdded(name: String)
    case presetSaved(name: String)
    case presetDeleted(name: String)
    /// Another preset already has this name.
    case presetNameTaken(name: String)
    /// A drink or preset with values a journal may not hold (only a caller that skipped DanshuCore's checks sends one).
    case drinkRefused(DrinkProblems)
    case noPresets
    case saveFailed(reason: String)
    /// Saved, but the folder sync failed: the change may not survive a power cut.
    case saveNotFlushed(reason: String)
    case unknownKey(String)
    /// Typing stopped at the field's limit, in characters.
    case tooLong(limit: Int)
    /// A setting was given a value it does not allow.
    case settingRefused(SettingKey)
    /// `q` on the too-small screen while a form holds typed text: quitting would drop it.
    case confirmQuit
    /// The journal opened read-only: shown whenever nothing more urgent is.
    case openedReadOnly(ReadOnlyReason.Cause)
    /// A sync tool's conflict copy lies beside the journal: the command that folds the first in, and how many more.
    case syncConflictCopy(command: String, others: Int)
    /// A key would have changed a journal opened read-only, and did nothing.
    case readOnlyRefused(ReadOnlyReason.Cause)
    /// A changing key on a locked past day: 「記録済みの日です。Enter で修正」.
    case pastDayLocked
    /// Enter opened a locked past day for changes.
    case dayUnlocked
    /// The feelings form saved: which of 気分 and 飲みたい気持ち the day now holds (at least one).
    case feelingsSaved(mood: Bool, craving: Bool)
    case feelingsCleared
    /// 気分 outside `Limits.mood`, 飲みたい気持ち outside `Limits.craving`.
    case moodOutOfRange
    case cravingOutOfRange
    /// Another program's change to the journal was merged in (「別の端末から 2日分を取り込みました」).
    case syncMerged(SyncArrival)
    /// The journal on disk is unreadable, empty or gone: nothing is saved until `W`.
    case journalUnusable(DiskProblem)
    /// `W` wrote the session's journal back: where what was there was kept (nil: nothing), and what had become of it.
    case writtenBack(kept: String?, was: DiskProblem?)
    /// `q` with the journal on disk unusable: W writes back and quits, y quits without, any other key goes back.
    case confirmLeaveUnusable(DiskProblem)
    /// The report pane's `h` wrote the HTML file here.
    case reportWritten(path: String)
    case reportNotWritten(reason: String)
    /// What the plan form did or refused (`PlanMessage`).
    case plan(PlanMessage)
    /// `p` marked the day's medicine taken, under this name.
    case medicineTaken(name: String)
    /// `p` took the day's medicine back (the name it was taken under).
    case medicineTakenBack(name: String)
    /// `p` with no medicine set: how to set one.
    case medicineNotSet
    /// The context form saved, or saved empty.
    case contextSaved
    case contextCleared
    /// `c` (or a context) on a day not answered はい.
    case contextNeedsDrinking
    /// A digit past the focused row's choices: it has this many.
    case noSuchChoice(count: Int)
    /// An urge, or a change of the day's urges, that the journal refused (design.md §9).
    case urgeRefused(UrgeProblem)
    /// An if-then plan, or a change of the plans, that the journal refused (design.md §9).
    case ifThenPlanRefused(IfThenPlanProblem)
    /// The statistics pane's `i` on a month without urges: how to log one.
    case noUrgesThisMonth
    /// `i` logged an urge of this strength at this time.
    case urgeLogged(strength: Int, at: ClockTime)
    /// Enter in the urge form or the follow-up before a strength was chosen.
    case urgeNeedsStrength
    /// The follow-up recorded: the strength at the start and now.
    case urgeFollowedUp(strength: Int, after: Int)
    /// Esc skipped the follow-up: not asked again while the app stays open.
    case followUpSkipped
    /// The if-then plan of this number was added, saved, retired, or taken back into use.
    case ifThenPlanAdded(number: Int)
    case ifThenPlanSaved(number: Int)
    case ifThenPlanRetired(number: Int)
    case ifThenPlanInUse(number: Int)
    /// Enter in the plan form with its IF or THEN not chosen.
    case ifThenPlanIncomplete(IfThenPlanForm.Missing)

    /// The drink or preset name the message quotes, which the message line shortens to fit its width.
    public var quotedName: String? {
        switch self {
        case .drinkAdded(let name, _, _), .drinkRemoved(let name, _, _), .presetAdded(let name), .presetSaved(let name),
            .presetDeleted(let name), .presetNameTaken(let name), .medicineTaken(let name),
            .medicineTakenBack(let name):
            return name
        case .welcome, .futureDay, .tooEarly, .noSuchChip, .countLimit, .entryLimit, .presetLimit, .nothingToRemove,
            .clearedDrinks, .undone, .redone, .nothingToUndo, .nothingToRedo, .noteSaved, .noteRemoved, .noPresets,
            .saveFailed, .saveNotFlushed, .unknownKey, .tooLong, .settingRefused, .confirmQuit, .openedReadOnly,
            .readOnlyRefused,
            .syncConflictCopy, .pastDayLocked, .dayUnlocked, .feelingsSaved, .feelingsCleared, .moodOutOfRange,
            .cravingOutOfRange,
            .syncMerged, .journalUnusable, .writtenBack, .confirmLeaveUnusable, .reportWritten, .reportNotWritten,
            .drinkRefused, .plan,
            .medicineNotSet,
            .contextSaved, .contextCleared, .contextNeedsDrinking, .noSuchChoice, .urgeRefused, .ifThenPlanRefused,
            .noUrgesThisMonth, .urgeLogged, .urgeNeedsStrength, .urgeFollowedUp, .followUpSkipped,
            .ifThenPlanAdded, .ifThenPlanSaved, .ifThenPlanRetired, .ifThenPlanInUse, .ifThenPlanIncomplete:
            return nil
        }
    }

    /// The same message quoting `name` instead (a shortened form of it); unchanged when it quotes none.
    public func quoting(_ name: String) -> Message {
        switch self {
        case .drinkAdded(_, let count, let today): return .drinkAdded(name: name, dayCount: count, today: today)
        case .drinkRemoved(_, let left, let today): return .drinkRemoved(name: name, dayLeft: left, today: today)
        case .presetAdded: return .presetAdded(name: name)
        case .presetSaved: return .presetSaved(name: name)
        case .presetDeleted: return .presetDeleted(name: name)
        case .presetNameTaken: return .presetNameTaken(name: name)
        case .medicineTaken: return .medicineTaken(name: name)
        case .medicineTakenBack: return .medicineTakenBack(name: name)
        case .welcome, .futureDay, .tooEarly, .noSuchChip, .countLimit, .entryLimit, .presetLimit, .nothingToRemove,
            .clearedDrinks, .undone, .redone, .nothingToUndo, .nothingToRedo, .noteSaved, .noteRemoved, .noPresets,
            .saveFailed, .saveNotFlushed, .unknownKey, .tooLong, .settingRefused, .confirmQuit, .openedReadOnly,
            .readOnlyRefused,
            .syncConflictCopy, .pastDayLocked, .dayUnlocked, .feelingsSaved, .feelingsCleared, .moodOutOfRange,
            .cravingOutOfRange,
            .syncMerged, .journalUnusable, .writtenBack, .confirmLeaveUnusable, .reportWritten, .reportNotWritten,
            .drinkRefused, .plan,
            .medicineNotSet,
            .contextSaved, .contextCleared, .contextNeedsDrinking, .noSuchChoice, .urgeRefused, .ifThenPlanRefused,
            .noUrgesThisMonth, .urgeLogged, .urgeNeedsStrength, .urgeFollowedUp, .followUpSkipped,
            .ifThenPlanAdded, .ifThenPlanSaved, .ifThenPlanRetired, .ifThenPlanInUse, .ifThenPlanIncomplete:
            return self
        }
    }

    /// Errors draw attention; confirmations do not.
    public var isError: Bool {
        switch self {
        case .futureDay, .tooEarly, .noSuchChip, .countLimit, .entryLimit, .presetLimit, .nothingToRemove,
            .nothingToUndo, .nothingToRedo, .noPresets, .saveFailed, .saveNotFlushed, .unknownKey, .tooLong,
            .settingRefused,
            .confirmQuit, .readOnlyRefused, .presetNameTaken, .pastDayLocked, .moodOutOfRange, .cravingOutOfRange,
            .journalUnusable, .confirmLeaveUnusable, .reportNotWritten, .drinkRefused, .contextNeedsDrinking,
            .noSuchChoice,
            .urgeRefused, .ifThenPlanRefused, .urgeNeedsStrength, .ifThenPlanIncomplete:
            return true
        case .plan(let message):
            return message.isError
        case .welcome, .drinkRemoved, .clearedDrinks, .undone, .redone, .noteSaved, .noteRemoved, .drinkAdded,
            .presetAdded,
            .presetSaved, .presetDeleted, .openedReadOnly, .syncConflictCopy, .dayUnlocked, .feelingsSaved,
            .feelingsCleared,
            .syncMerged, .writtenBack, .reportWritten, .medicineTaken, .medicineTakenBack, .medicineNotSet,
            .contextSaved,
            .contextCleared, .noUrgesThisMonth, .urgeLogged, .urgeFollowedUp, .followUpSkipped, .ifThenPlanAdded,
            .ifThenPlanSaved,
            .ifThenPlanRetired, .ifThenPlanInUse:
            return false
        }
    }
}
