/// The plans for this moment (design.md §9): what the app and `danshu urge` show as soon as an urge is logged.
public struct UrgePlanOffer: Equatable, Sendable {
    /// The plans in use whose IF matches the urge (a trigger, the hour, the place or the company), best first by the
    /// person's whole record (`UrgePlanRanking`).
    public let matching: [RankedPlan]
    /// The plans in use whose IF is typed, which only the person can match: "your other plans", in the list's order.
    public let others: [IfThenPlan]
    /// The starter examples, those matching the urge first, while the person has no plan in use; empty once they have
    /// one. Shown with how to add one, never added without a key.
    public let starters: [IfThenPlan.Rule]
    /// How this person's urges pass, once there is enough to say it (`UrgesPass`); nil before.
    public let urgesPass: UrgesPass?

    /// Whether there is nothing to show: no plan, no example, no "urges pass".
    public var isEmpty: Bool { matching.isEmpty && others.isEmpty && starters.isEmpty && urgesPass == nil }
}

extension Journal {
    /// The plans to show for `urge` as of `today`, ranked by every urge up to today.
    public func planOffer(for urge: Urge, today: LocalDate) -> UrgePlanOffer {
        let active = activeIfThenPlans
        let urges = allLoggedUrges(today: today)
        let matching = active.filter { $0.situation.matches(urge) }
        return UrgePlanOffer(
            matching: UrgePlanRanking.ranked(matching, by: UrgePlanRanking.outcomes(of: urges)),
            others: active.filter(\.situation.isText),
            starters: active.isEmpty ? IfThenPlan.starters(for: urge) : [],
            urgesPass: UrgesPass(urges.lazy.map(\.urge)))
    }

    /// The number `danshu plans list` and the pane give the plan of this identity, 1 first (`listedIfThenPlans`); nil
    /// when there is no such plan.
    public func listNumber(ofIfThenPlan id: IfThenPlan.ID) -> Int? {
        listedIfThenPlans.firstIndex { $0.id == id }.map { $0 + 1 }
    }
}
