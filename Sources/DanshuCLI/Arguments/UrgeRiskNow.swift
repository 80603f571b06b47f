import DanshuCore
import DanshuText

/// `danshu status`' urge risk (design.md §9), read only when asked (`{urgeRisk}`, `--urge-risk`): this person's risky
/// hours from the urges of the last 90 days (`UrgeRiskHours`, nil before 10 of them), whether now falls in one, and the
/// plan in use they used most at those hours.
public struct UrgeRiskNow: Equatable, Sendable {
    /// The risky hours; nil while the last 90 days hold fewer than 10 urges.
    public let hours: UrgeRiskHours?
    /// The time now on the local clock.
    public let now: ClockTime
    /// The plan most used at the risky hours, nil when none was.
    public let plan: IfThenPlan?

    /// The risk of `journal` as of `today` at `now`.
    public init(journal: Journal, today: LocalDate, now: ClockTime) {
        hours = UrgeRiskHours(journal: journal, today: today)
        self.now = now
        plan = hours?.planID.flatMap(journal.ifThenPlan(id:))
    }

    /// Whether now is within the risky hours.
    public var isRisky: Bool { hours?.holds(now) ?? false }
}

extension Catalog {
    /// `{urgeRisk}`'s words: within the risky hours, 「衝動が多い時間です：散歩する」; nil outside them.
    public func urgeRiskLine(_ risk: UrgeRiskNow) -> String? {
        risk.isRisky ? urgeRiskNow(plan: risk.plan) : nil
    }
}
