/// What a look at the open journal's file found that the app must hear of (issue 21): another program's change merged
/// in, or a journal that became unusable. A value here so that the run loop's disk code needs nothing of the app.
public enum DiskFinding: Equatable, Sendable {
    /// Another program's change merged by meaning into the session's journal: the result, what came in, and the days in
    /// which the result differs from the file now.
    case merged(Journal, SyncArrival, changedFromDisk: Set<LocalDate>)
    /// The journal on disk became unreadable, empty or deleted.
    case unusable(DiskProblem)
}

/// What another program's change to the journal brought in, for the message line.
public struct SyncArrival: Equatable, Sendable {
    /// Days that came in: new, or changed there and not here.
    public var days: Int
    /// Whether settings or presets came in too.
    public var settingsOrPresets: Bool
    /// Days changed on both sides: ours was kept.
    public var conflicts: [LocalDate]
    /// The first days of weeks whose plan changed on both sides: ours was kept.
    public var planConflicts: [LocalDate]
    /// Where their version of those days and plans was kept (a conflict copy beside the journal); nil when it could not be.
    public var theirsKept: String?

    public init(
        days: Int, settingsOrPresets: Bool, conflicts: [LocalDate], planConflicts: [LocalDate] = [], theirsKept: String?
    ) {
        self.days = days
        self.settingsOrPresets = settingsOrPresets
        self.conflicts = conflicts
        self.planConflicts = planConflicts
        self.theirsKept = theirsKept
    }
}

/// What became of the journal on disk, so that it is never written over silently.
public enum DiskProblem: Equatable, Sendable {
    /// It can no longer be read: the reason, worded.
    case unreadable(reason: String)
    /// It is empty.
    case emptied
    /// It is gone.
    case deleted
}
