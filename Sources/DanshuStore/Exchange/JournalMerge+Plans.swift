import DanshuCore

/// The weeks' plans in a three-way merge (`danshu merge`, a sync copy folded in, another program's change merged into the
/// running app): week by week, as presets merge by name. A side that changed a week's plan wins over one that did not; a
/// plan removed on one side and left alone on the other is removed; removed on one side and changed on the other, it is
/// kept as changed; changed differently on both sides, ours is kept, the week is named and theirs is kept aside with
/// theirs of the conflicting days (`keptAside`), for `danshu import --theirs`. A plan is an intention, not a record, so it
/// never makes the merge a conflict (exit 1): `danshu plan` or the app changes it in a moment.
extension JournalMerge {
    static func plans(
        base: [LocalDate: WeekPlan], earlier: [[LocalDate: WeekPlan]] = [], ours: [LocalDate: WeekPlan],
        theirs: [LocalDate: WeekPlan]
    ) -> ([LocalDate: WeekPlan], keptOurs: [LocalDate]) {
        var merged = ours
        var keptOurs: [LocalDate] = []
        for start in Set(base.keys).union(ours.keys).union(theirs.keys) {
            let o = ours[start]
            let t = theirs[start]
            switch MergeBase.pick(ours: o, theirs: t, base: base[start], earlier: earlier.map { $0[start] }) {
            case .ours: continue
            case .theirs: merged[start] = t
            case .both:
                if o == nil {
                    merged[start] = t // removed here, changed there: kept as changed
                } else if t != nil {
                    keptOurs.append(start)
                }
            }
        }
        return (merged, keptOurs.sorted())
    }
}

extension JournalMerge {
    /// What is kept aside of `theirs` where both sides changed something differently and ours stays in the result: theirs
    /// of each conflicting day, each day of `urgesKeptOurs` as merged but with theirs for those urges, theirs of each week
    /// whose plan kept ours and theirs of each if-then plan that kept ours (its settings and presets as they are), which
    /// `danshu import --theirs` takes. Nil when there is nothing to keep.
    public func keptAside(of theirs: Journal) -> Journal? {
        guard hasConflicts || !plansKeptOurs.isEmpty || !ifThenPlansKeptOurs.isEmpty || !urgesAside.isEmpty else {
            return nil
        }
        var aside = theirs
        aside.days = urgesAside.merging(conflicts.map { ($0.date, $0.theirs) }) { _, conflict in conflict }
        aside.plans = Dictionary(
            uniqueKeysWithValues: plansKeptOurs.compactMap { start in theirs.plans[start].map { (start, $0) } })
        aside.ifThenPlans = theirs.ifThenPlans.filter { ifThenPlansKeptOurs.contains($0.id) }
        return aside
    }
}
