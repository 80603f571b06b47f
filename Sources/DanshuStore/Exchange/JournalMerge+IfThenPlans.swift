import DanshuCore

/// The if-then plans in a three-way merge (design.md §9), by identity as presets merge by name: ours' order, then
/// theirs' new plans (theirs' order when only theirs reordered the plans both had). A plan is never lost: plans are
/// retired, not deleted, so a plan one side lacks is taken from the other. A plan both sides changed merges by its
/// parts: the IF and THEN as one, and whether it is retired; a side that changed a part wins over one that did not (so
/// a retire on either side wins over no change), and an IF and THEN changed differently on both sides keep ours, the
/// plan named, and theirs is kept aside (`keptAside`) for `danshu import --theirs`. Like a week's plan, it never makes
/// the merge a conflict. Two plans that only share an identity, made in the same minute on two machines, are told from
/// an edit before (`withOwnIDs`): theirs gets an identity of its own, and both are kept.
extension JournalMerge {
    static func ifThenPlans(
        base: [IfThenPlan], earlier: [[IfThenPlan]] = [], ours: [IfThenPlan],
        theirs: [IfThenPlan]
    ) -> ([IfThenPlan], keptOurs: [IfThenPlan.ID]) {
        let b = byID(base)
        let o = byID(ours)
        let t = byID(theirs)
        let e = earlier.map(byID)
        var keptOurs: [IfThenPlan.ID] = []
        func merged(_ id: IfThenPlan.ID) -> IfThenPlan? {
            guard let op = o[id] else { return t[id] }
            guard let tp = t[id] else { return op }
            switch MergeBase.pick(ours: op, theirs: tp, base: b[id], earlier: e.map { $0[id] }) {
            case .ours: return op
            case .theirs: return tp
            case .both: break
            }
            var plan = op
            switch MergeBase.pick(ours: op.rule, theirs: tp.rule, base: b[id]?.rule, earlier: e.map { $0[id]?.rule }) {
            case .ours: break
            case .theirs: plan.rule = tp.rule
            case .both: keptOurs.append(id)
            }
            switch MergeBase.pick(
                ours: op.retired, theirs: tp.retired, base: b[id]?.retired, earlier: e.map { $0[id]?.retired })
            {
            case .ours, .both: break
            case .theirs: plan.retired = tp.retired
            }
            return plan
        }
        let theirsFirst =
            reordered(theirs, from: base) && !earlier.contains { !reordered(theirs, from: $0) }
            && !reordered(ours, from: base)
        let (first, second) = theirsFirst ? (theirs, ours) : (ours, theirs)
        var result: [IfThenPlan] = []
        var placed = Set<IfThenPlan.ID>()
        for plan in first + second where placed.insert(plan.id).inserted {
            if let kept = merged(plan.id) { result.append(kept) }
        }
        return (result, keptOurs)
    }

    /// `theirs` with a new identity for each plan of theirs that is another plan than ours of the same identity: both
    /// hold it with a different IF or THEN, and neither the base nor a value ours has had held it, so it is not an edit
    /// but two plans made in the same minute on two machines (`IfThenPlan.newID`). Theirs gets the first identity of
    /// `newID`'s rule (`-2`, `-3`…) no side and no base holds, in theirs' order, so the merge stays a function of its
    /// inputs; or the one ours already holds the same plan under, from an earlier merge of the same two, so merging again
    /// changes nothing. Each urge of theirs that names the old identity names the new one, except an urge ours holds too
    /// exactly as it is (the same urge, logged where the plan was ours'). The map is old identity to new.
    static func withOwnIDs(
        theirs: Journal, ours: Journal, base: Journal, earlier: [[IfThenPlan]] = []
    ) -> (Journal, newIDs: [IfThenPlan.ID: IfThenPlan.ID]) {
        let o = byID(ours.ifThenPlans)
        let theirIDs = Set(theirs.ifThenPlans.map(\.id))
        let known = Set(base.ifThenPlans.map(\.id)).union(earlier.joined().map(\.id))
        var taken = known.union(o.keys).union(theirIDs)
        var newIDs: [IfThenPlan.ID: IfThenPlan.ID] = [:]
        for plan in theirs.ifThenPlans where newIDs[plan.id] == nil && !known.contains(plan.id) {
            guard let mine = o[plan.id], mine.rule != plan.rule else { continue }
            let id = IfThenPlan.freeID(plan.id) { candidate in
                !taken.contains(candidate)
                    || (o[candidate]?.rule == plan.rule && !theirIDs.contains(candidate) && !known.contains(candidate)
                        && !newIDs.values.contains(candidate))
            }
            taken.insert(id)
            newIDs[plan.id] = id
        }
        guard !newIDs.isEmpty else { return (theirs, [:]) }
        var renamed = theirs
        renamed.ifThenPlans = theirs.ifThenPlans.map { plan in
            newIDs[plan.id].map { IfThenPlan(id: $0, rule: plan.rule, retired: plan.retired) } ?? plan
        }
        for (date, day) in theirs.days where day.urges.contains(where: { $0.plan.map { newIDs[$0] != nil } ?? false }) {
            let oursUrges = Set(ours.days[date]?.urges ?? [])
            var rewritten = day
            for index in rewritten.urges.indices {
                let urge = rewritten.urges[index]
                guard let old = urge.plan, let id = newIDs[old], !oursUrges.contains(urge) else { continue }
                rewritten.urges[index].plan = id
            }
            renamed.days[date] = rewritten
        }
        return (renamed, newIDs)
    }

    private static func byID(_ plans: [IfThenPlan]) -> [IfThenPlan.ID: IfThenPlan] {
        Dictionary(plans.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether `side` lists the plans it shares with `base` in another order than `base` does.
    private static func reordered(_ side: [IfThenPlan], from base: [IfThenPlan]) -> Bool {
        let sideIDs = Set(side.map(\.id))
        let baseIDs = Set(base.map(\.id))
        return side.map(\.id).filter(baseIDs.contains) != base.map(\.id).filter(sideIDs.contains)
    }
}
