/// The edits of the if-then plans (design.md §9), as presets are edited: checked here, in `Journal.apply`'s one gate,
/// and undone by putting the list back as it was. Plans are retired, never deleted.
extension Journal {
    /// The plan of this identity, retired or not; nil when there is none.
    public func ifThenPlan(id: IfThenPlan.ID) -> IfThenPlan? { ifThenPlans.first { $0.id == id } }

    /// The plans in use, in the person's order: the ones offered when an urge comes.
    public var activeIfThenPlans: [IfThenPlan] { ifThenPlans.filter(\.isActive) }

    /// The plans as the pane and `danshu plans list` show and number them: those in use in order, then the retired
    /// ones in order. `moveIfThenPlan` takes a position of this list.
    public var listedIfThenPlans: [IfThenPlan] { ifThenPlans.filter(\.isActive) + ifThenPlans.filter(\.retired) }

    /// `.addIfThenPlan`: a new plan at the end, its typed texts trimmed; refused with an empty IF or THEN, an identity
    /// taken, or the IF and THEN of a plan in use.
    mutating func addIfThenPlan(_ plan: IfThenPlan) throws(EditRefusal) -> AppliedEdit? {
        var plan = plan
        plan.rule = plan.rule.trimmed
        if let problem = plan.problem { throw .invalidIfThenPlan(problem) }
        guard ifThenPlans.count < Limits.ifThenPlans else { throw .invalidIfThenPlan(.tooManyPlans) }
        guard ifThenPlan(id: plan.id) == nil else { throw .invalidIfThenPlan(.badID) }
        try checkNotSameAsActive(plan)
        return changeIfThenPlans { $0.append(plan) }
    }

    /// `.editIfThenPlan`: the plan's IF and THEN replaced, checked as a new plan's are.
    mutating func editIfThenPlan(_ id: IfThenPlan.ID, _ rule: IfThenPlan.Rule) throws(EditRefusal) -> AppliedEdit? {
        let index = try indexOfIfThenPlan(id)
        var plan = ifThenPlans[index]
        plan.rule = rule.trimmed
        if let problem = plan.problem { throw .invalidIfThenPlan(problem) }
        try checkNotSameAsActive(plan)
        return changeIfThenPlans { $0[index] = plan }
    }

    /// `.retireIfThenPlan`: the plan retired, or taken back into use unless another plan in use says the same.
    mutating func retireIfThenPlan(_ id: IfThenPlan.ID, retired: Bool) throws(EditRefusal) -> AppliedEdit? {
        let index = try indexOfIfThenPlan(id)
        var plan = ifThenPlans[index]
        plan.retired = retired
        try checkNotSameAsActive(plan)
        return changeIfThenPlans { $0[index] = plan }
    }

    /// `.moveIfThenPlan`: the plan moved to `position` of the listed plans; the list is kept as listed afterwards.
    mutating func moveIfThenPlan(_ id: IfThenPlan.ID, to position: Int) throws(EditRefusal) -> AppliedEdit? {
        var listed = listedIfThenPlans
        guard let from = listed.firstIndex(where: { $0.id == id }) else { throw .invalidIfThenPlan(.noSuchPlan) }
        guard listed.indices.contains(position) else { throw .invalidIfThenPlan(.noSuchPlan) }
        listed.insert(listed.remove(at: from), at: position)
        let moved = listed.filter(\.isActive) + listed.filter(\.retired)
        return changeIfThenPlans { $0 = moved }
    }

    /// `.importIfThenPlans`: each plan replaces the one of its identity or joins at the end; every plan is checked
    /// before any is taken. Two plans in use saying the same are kept (a merge may bring them; the person retires one).
    mutating func importIfThenPlans(_ imported: [IfThenPlan]) throws(EditRefusal) -> AppliedEdit? {
        var plans = ifThenPlans
        for plan in imported {
            var plan = plan
            plan.rule = plan.rule.trimmed
            if let problem = plan.problem { throw .invalidIfThenPlan(problem) }
            if let index = plans.firstIndex(where: { $0.id == plan.id }) {
                plans[index] = plan
            } else {
                plans.append(plan)
            }
        }
        guard plans.count <= Limits.ifThenPlans else { throw .invalidIfThenPlan(.tooManyPlans) }
        return changeIfThenPlans { $0 = plans }
    }

    /// The position of the plan of this identity in the journal's list, or the refusal.
    private func indexOfIfThenPlan(_ id: IfThenPlan.ID) throws(EditRefusal) -> Int {
        guard let index = ifThenPlans.firstIndex(where: { $0.id == id }) else { throw .invalidIfThenPlan(.noSuchPlan) }
        return index
    }

    /// Refuses a plan in use whose IF and THEN another plan in use has.
    private func checkNotSameAsActive(_ plan: IfThenPlan) throws(EditRefusal) {
        guard plan.isActive else { return }
        if ifThenPlans.contains(where: { $0.id != plan.id && $0.isActive && $0.rule == plan.rule }) {
            throw .invalidIfThenPlan(.sameAsActivePlan)
        }
    }

    /// Changes the list of plans; the inverse puts the whole list back. No day changes.
    private mutating func changeIfThenPlans(_ change: (inout [IfThenPlan]) -> Void) -> AppliedEdit? {
        let before = ifThenPlans
        change(&ifThenPlans)
        guard ifThenPlans != before else { return nil }
        return AppliedEdit(inverse: .restore(JournalSnapshot(ifThenPlans: before)), days: [])
    }
}
