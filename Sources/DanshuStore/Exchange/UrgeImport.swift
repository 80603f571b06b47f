import DanshuCore

/// What `danshu import` does with the urges of a file (a JSON export, an urges table), decided before anything changes,
/// urge by urge as a merge keeps them (design.md §9): an urge the journal lacks joins its day, the same urge recorded
/// the same is left alone, and the same urge (`Urge.identity`) recorded differently (its follow-up or details) keeps
/// the journal's unless the import takes theirs. An urge is never taken away by an import.
public struct UrgeImport: Equatable, Sendable {
    /// An urge both hold, recorded differently.
    public struct Conflict: Equatable, Sendable {
        /// The day both hold the urge on.
        public var date: LocalDate
        /// The journal's.
        public var ours: Urge
        /// The file's.
        public var theirs: Urge
    }

    /// The urges only the file has, by day.
    public var added: [LocalDate: [Urge]]
    /// How many urges both hold the same.
    public var same: Int
    /// The urges both hold differently, in date and file order.
    public var conflicts: [Conflict]

    /// Compares the file's urges with the journal's.
    public init(journal: Journal, incoming: [LocalDate: [Urge]]) {
        added = [:]
        same = 0
        conflicts = []
        for date in incoming.keys.sorted() {
            let ours = journal.days[date]?.urges ?? []
            for urge in incoming[date] ?? [] {
                if let mine = ours.first(where: { $0.identity == urge.identity }) {
                    if mine == urge {
                        same += 1
                    } else {
                        conflicts.append(Conflict(date: date, ours: mine, theirs: urge))
                    }
                } else {
                    added[date, default: []].append(urge)
                }
            }
        }
    }

    /// How many urges only the file has.
    public var addedCount: Int { added.values.reduce(0) { $0 + $1.count } }

    /// Whether the file had any urge to say something about.
    public var isEmpty: Bool { added.isEmpty && same == 0 && conflicts.isEmpty }

    /// The days the import writes: each day of `days` (the days' import, `ImportPlan.changes`), or else as the journal
    /// holds it, with the added urges in the day's order, and theirs for the conflicting ones when taking theirs. Give
    /// the result to `JournalEdit.importDays` in place of `days`.
    public func changes(takingTheirs: Bool, into days: [LocalDate: DayRecord], journal: Journal) -> [LocalDate:
        DayRecord]
    {
        var result = days
        let start = journal.settings.dayStartsAtHour
        var touched = Set(added.keys)
        if takingTheirs { touched.formUnion(conflicts.map(\.date)) }
        for date in touched {
            var day = result[date] ?? journal.days[date] ?? DayRecord(drank: nil)
            var urges = day.urges
            for urge in added[date] ?? [] where !urges.contains(where: { $0.identity == urge.identity }) {
                urges.append(urge)
            }
            if takingTheirs {
                for conflict in conflicts where conflict.date == date {
                    if let index = urges.firstIndex(where: { $0.identity == conflict.theirs.identity }) {
                        urges[index] = conflict.theirs
                    }
                }
            }
            day.urges = urges.sorted { $0.comesBefore($1, dayStartsAtHour: start) }
            result[date] = day
        }
        return result
    }
}

/// What `danshu import` does with the if-then plans of a file (a JSON export, an if-then plans table), by identity as
/// `PlanImport` goes by week: a plan the journal lacks joins the list, a plan recorded the same is left alone, and a
/// plan recorded differently keeps the journal's unless the import takes theirs.
public struct IfThenPlanImport: Equatable, Sendable {
    /// A plan both hold, recorded differently.
    public struct Conflict: Equatable, Sendable {
        /// The journal's.
        public var ours: IfThenPlan
        /// The file's.
        public var theirs: IfThenPlan
    }

    /// The plans only the file has, in its order.
    public var added: [IfThenPlan]
    /// The identities of the plans both hold the same.
    public var same: [IfThenPlan.ID]
    /// The plans both hold differently, in the file's order.
    public var conflicts: [Conflict]

    /// Compares the file's plans with the journal's.
    public init(journal: Journal, incoming: [IfThenPlan]) {
        added = []
        same = []
        conflicts = []
        for plan in incoming {
            if let ours = journal.ifThenPlan(id: plan.id) {
                if ours == plan { same.append(plan.id) } else { conflicts.append(Conflict(ours: ours, theirs: plan)) }
            } else {
                added.append(plan)
            }
        }
    }

    /// Whether the file had any plan to say something about.
    public var isEmpty: Bool { added.isEmpty && same.isEmpty && conflicts.isEmpty }

    /// The plans the import writes (`JournalEdit.importIfThenPlans`): the added ones, and the conflicting ones too when
    /// taking theirs.
    public func changes(takingTheirs: Bool) -> [IfThenPlan] {
        added + (takingTheirs ? conflicts.map(\.theirs) : [])
    }
}
