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
    case removedOne(name: String)
    case clearedDrinks(count: Int)
    case undone
    case redone
    case nothingToUndo
    case nothingToRedo
    case noteSaved
    case noteRemoved
    case oneOffAdded(name: String)
    case presetAdded(name: String)
    case presetSaved(name: String)
    case presetDeleted(name: String)
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
    /// A sync tool's conflict copy lies beside the journal (the first by name, and how many more).
    case syncConflictCopy(file: String, others: Int)
    /// A key would have changed a journal opened read-only, and did nothing.
    case readOnlyRefused(ReadOnlyReason.Cause)

    /// Errors draw attention; confirmations do not.
    public var isError: Bool {
        switch self {
        case .futureDay, .tooEarly, .noSuchChip, .countLimit, .entryLimit, .presetLimit, .nothingToRemove,
             .nothingToUndo, .nothingToRedo, .noPresets, .saveFailed, .saveNotFlushed, .unknownKey, .tooLong, .settingRefused,
             .confirmQuit, .readOnlyRefused:
            return true
        default:
            return false
        }
    }
}
