import DanshuCore

/// The if-then plans in a three-way merge (design.md §9), by identity as presets merge by name: ours' order, then
/// theirs' new plans (theirs' order when only theirs reordered the plans both had). A plan is never lost: plans are
/// retired, not deleted, so a plan one side lacks is taken from the other. A plan both sides changed merges by its
/// parts: the IF and THEN as one, and whether it is retired; a side that changed a part wins over one that did not (so
/// a retire on either side wins over no change), and an IF and THEN changed differently on both sides keep ours, the
/// plan named, and theirs is kept aside (`keptAside`) for `danshu import --theirs`. Like a week's plan, it never makes
/// the merge a conflict.
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
