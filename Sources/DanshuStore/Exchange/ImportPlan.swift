import DanshuCore
/// What `danshu import` does with each day of a file, decided before anything changes:
/// a day the journal lacks is added, a day recorded identically is left alone, and a day recorded
/// differently is a conflict that keeps the journal's version unless the import takes theirs.
public struct ImportPlan: Equatable, Sendable {
    /// A day both have, recorded differently.
    public struct Conflict: Equatable, Sendable {
        /// The day both have.
        public var date: LocalDate
        /// The journal's record.
        public var ours: DayRecord
        /// The file's record.
        public var theirs: DayRecord
    }

    /// Days only the file has, in date order.
    public var added: [LocalDate]
    /// Days both have, recorded the same.
    public var same: [LocalDate]
    /// Days both have, recorded differently, in date order.
    public var conflicts: [Conflict]
    /// The file's days.
    public let incoming: [LocalDate: DayRecord]

    /// Compares the file's days with the journal's.
    public init(journal: Journal, incoming: [LocalDate: DayRecord]) {
        self.incoming = incoming
        added = []
        same = []
        conflicts = []
        for date in incoming.keys.sorted() {
            guard let theirs = incoming[date] else { continue }
            if let ours = journal.days[date] {
                if ours == theirs {
                    same.append(date)
                } else {
                    conflicts.append(Conflict(date: date, ours: ours, theirs: theirs))
                }
            } else {
                added.append(date)
            }
        }
    }

    /// The days the import writes: the added ones, and the conflicting ones too when taking theirs.
    public func changes(takingTheirs: Bool) -> [LocalDate: DayRecord] {
        var days: [LocalDate: DayRecord] = [:]
        for date in added { days[date] = incoming[date] }
        if takingTheirs {
            for conflict in conflicts { days[conflict.date] = conflict.theirs }
        }
        return days
    }
}
