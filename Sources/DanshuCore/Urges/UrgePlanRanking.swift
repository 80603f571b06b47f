/// How each if-then plan has done for this person (design.md §9), from the urges that used it.
public struct PlanOutcome: Equatable, Sendable {
    /// The plan's identity.
    public let planID: IfThenPlan.ID
    /// Urges that used the plan.
    public let uses: Int
    /// Of them, the ones followed up: the ones with a drop in strength to tell.
    public let followedUp: Int
    /// The drops in strength (start − after) of the followed-up uses, added up.
    public let dropSum: Int
    /// Of the uses on answered days, those whose day was not a drinking day.
    public let passed: Share

    /// The outcome of these counts.
    public init(planID: IfThenPlan.ID, uses: Int, followedUp: Int, dropSum: Int, passed: Share) {
        self.planID = planID
        self.uses = uses
        self.followedUp = followedUp
        self.dropSum = dropSum
        self.passed = passed
    }

    /// The mean drop in strength, in tenths (42 is 4.2), rounded half away from zero (a rise, -0.75, is -0.8); nil
    /// before a follow-up.
    public var meanDropTenths: Int? {
        guard followedUp > 0 else { return nil }
        let tenths = dividedRoundingHalfUp(abs(dropSum) * 10, by: followedUp)
        return dropSum < 0 ? -tenths : tenths
    }

    /// Whether there is data to rank the plan by: a followed-up use.
    public var hasData: Bool { followedUp > 0 }

    /// Whether the mean drop is larger than `other`'s, exactly (a plan without data has none).
    func dropsMore(than other: PlanOutcome) -> Bool {
        guard hasData else { return false }
        guard other.hasData else { return true }
        return dropSum * other.followedUp > other.dropSum * followedUp
    }

    /// Whether the mean drops are equal, exactly.
    func dropsAsMuch(as other: PlanOutcome) -> Bool {
        hasData == other.hasData && dropSum * other.followedUp == other.dropSum * followedUp
    }
}

/// A plan in a ranking, with how it has done; `outcome` is nil when no urge has used it.
public struct RankedPlan: Equatable, Sendable {
    /// The plan.
    public let plan: IfThenPlan
    /// How it has done; nil when no urge of the span used it.
    public let outcome: PlanOutcome?

    /// `plan`, with how it has done.
    public init(plan: IfThenPlan, outcome: PlanOutcome?) {
        self.plan = plan
        self.outcome = outcome
    }

    /// Whether the plan has data to rank it by.
    public var hasData: Bool { outcome?.hasData ?? false }
}

/// "Best first" (design.md §9): the plans with a followed-up use first, by the mean drop in strength, then by the share
/// of their urges that passed without drinking that day, then in the list's order; the plans without data after them,
/// in the list's order. Used when an urge comes (the person's whole record) and in the statistics (the span's urges).
public enum UrgePlanRanking {
    /// Each plan's outcome from the urges that named it, by identity.
    public static func outcomes(of urges: some Sequence<LoggedUrge>) -> [IfThenPlan.ID: PlanOutcome] {
        var tallies: [IfThenPlan.ID: (uses: Int, followedUp: Int, drops: Int, passed: Share)] = [:]
        for logged in urges {
            guard let id = logged.urge.plan else { continue }
            var tally = tallies[id] ?? (0, 0, 0, .empty)
            tally.uses += 1
            if let drop = logged.urge.drop {
                tally.followedUp += 1
                tally.drops += drop
            }
            if logged.dayIsRecorded { tally.passed = tally.passed.adding(inPart: logged.passedWithoutDrinking) }
            tallies[id] = tally
        }
        return tallies.reduce(into: [:]) { outcomes, entry in
            let (id, t) = entry
            outcomes[id] = PlanOutcome(
                planID: id, uses: t.uses, followedUp: t.followedUp, dropSum: t.drops, passed: t.passed)
        }
    }

    /// `plans` (in the list's order) best first by `outcomes`.
    public static func ranked(_ plans: [IfThenPlan], by outcomes: [IfThenPlan.ID: PlanOutcome]) -> [RankedPlan] {
        let entries = plans.map { RankedPlan(plan: $0, outcome: outcomes[$0.id]) }
        return entries.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.hasData != y.hasData { return x.hasData }
            if x.hasData, let p = x.outcome, let q = y.outcome {
                if !p.dropsAsMuch(as: q) { return p.dropsMore(than: q) }
                let (pMore, qMore) = (p.passed.isLarger(than: q.passed), q.passed.isLarger(than: p.passed))
                if pMore != qMore { return pMore }
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}
