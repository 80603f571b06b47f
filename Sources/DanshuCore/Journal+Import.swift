/// What one import file brings (`danshu import`), decided before anything changes: the days to write whole, the weeks'
/// plans and the if-then plans that join or replace the journal's. Made in DanshuStore (`ImportPlan`, `UrgeImport`, …).
public struct JournalImport: Equatable, Sendable {
    /// Days that join the journal or replace its records of them.
    public var days: [LocalDate: DayRecord]
    /// Weeks' plans by their first day.
    public var plans: [LocalDate: WeekPlan]
    /// If-then plans that join the list or replace the plan of their identity.
    public var ifThenPlans: [IfThenPlan]

    public init(days: [LocalDate: DayRecord] = [:], plans: [LocalDate: WeekPlan] = [:], ifThenPlans: [IfThenPlan] = [])
    {
        self.days = days
        self.plans = plans
        self.ifThenPlans = ifThenPlans
    }
}

extension Journal {
    /// `.importFile`: the if-then plans, the weeks' plans and the days, each checked as its own import edit is, taken
    /// together or not at all, so undo takes back the whole file. An urge written may name only a plan the journal then
    /// has (one it held already under that plan is left as it was).
    mutating func importFile(_ imported: JournalImport, today: LocalDate) throws(EditRefusal) -> AppliedEdit? {
        var result = self
        // Plans first: the days' urges may name the plans the file brings.
        _ = try result.apply(.importIfThenPlans(imported.ifThenPlans), today: today)
        _ = try result.apply(.importPlans(imported.plans), today: today)
        _ = try result.apply(.importDays(imported.days), today: today)
        for (date, record) in imported.days {
            for urge in record.urges {
                guard let id = urge.plan, result.ifThenPlan(id: id) == nil else { continue }
                let held = days[date]?.urges.contains { $0.identity == urge.identity && $0.plan == id } ?? false
                if !held { throw .invalidIfThenPlan(.noSuchPlan) }
            }
        }
        return restore(
            JournalSnapshot(
                days: Dictionary(uniqueKeysWithValues: imported.days.keys.map { ($0, result.days[$0]) }),
                plans: Dictionary(uniqueKeysWithValues: imported.plans.keys.map { ($0, result.plans[$0]) }),
                ifThenPlans: result.ifThenPlans))
    }
}
