import DanshuCore

/// What `danshu import` does with the weeks' plans of a JSON export, decided before anything changes, as `ImportPlan` does
/// with its days: a week the journal has no plan for gets the file's, a week planned the same is left alone, and a week
/// planned differently keeps the journal's plan unless the import takes theirs. A CSV carries no plans.
public struct PlanImport: Equatable, Sendable {
    /// A week both plan, differently.
    public struct Conflict: Equatable, Sendable {
        public var weekStart: LocalDate
        public var ours: WeekPlan
        public var theirs: WeekPlan
    }

    /// Weeks only the file plans, in date order.
    public var added: [LocalDate]
    /// Weeks both plan the same.
    public var same: [LocalDate]
    /// Weeks both plan differently, in date order.
    public var conflicts: [Conflict]
    /// The file's plans.
    public let incoming: [LocalDate: WeekPlan]

    /// Compares the file's plans with the journal's.
    public init(journal: Journal, incoming: [LocalDate: WeekPlan]) {
        self.incoming = incoming
        added = []
        same = []
        conflicts = []
        for start in incoming.keys.sorted() {
            guard let theirs = incoming[start] else { continue }
            if let ours = journal.plans[start] {
                if ours == theirs {
                    same.append(start)
                } else {
                    conflicts.append(Conflict(weekStart: start, ours: ours, theirs: theirs))
                }
            } else {
                added.append(start)
            }
        }
    }

    /// The plans the import writes: the added weeks', and the conflicting ones too when taking theirs.
    public func changes(takingTheirs: Bool) -> [LocalDate: WeekPlan] {
        var plans: [LocalDate: WeekPlan] = [:]
        for start in added { plans[start] = incoming[start] }
        if takingTheirs {
            for conflict in conflicts { plans[conflict.weekStart] = conflict.theirs }
        }
        return plans
    }

    /// Whether the file had any plan to say something about.
    public var isEmpty: Bool { incoming.isEmpty }
}
