/// The urges of a span (design.md §9), computed once: the month in the statistics pane and `danshu stats`, the four
/// weeks of the report. The pane draws it, the commands print it, JSON encodes it. Whether drinking followed an urge is
/// its day's answer (`LoggedUrge`); urges on days not answered are counted apart and in no share.
public struct UrgeReport: Equatable, Sendable {
    /// A trigger and how its urges went.
    public struct TriggerRow: Equatable, Sendable {
        /// The trigger.
        public let trigger: UrgeTrigger
        /// The span's urges with this trigger.
        public let count: Int
        /// Of its urges on answered days, those whose day was a drinking day.
        public let followedByDrinking: Share
    }

    /// The span's first day.
    public let from: LocalDate
    /// The span's last day.
    public let to: LocalDate
    /// The days of the span up to today: what "per week" divides by.
    public let daysSoFar: Int
    /// The span's urges up to today.
    public let count: Int
    /// Of them, those with a follow-up.
    public let followedUp: Int
    /// Of them, those on days not answered: counted here, in no share.
    public let onUnrecordedDays: Int
    /// Of the urges on answered days, those whose day was not a drinking day: the share that passed without drinking.
    public let passedWithoutDrinking: Share
    /// The triggers given at least once, by the share of their urges followed by drinking, most first; ties (and
    /// triggers without an answered day, last) by count, then the list's order.
    public let triggers: [TriggerRow]
    /// The plans the span's urges used, best first (`UrgePlanRanking`), retired ones included: their history stays.
    public let plans: [RankedPlan]
    /// When the urges came.
    public let grid: UrgeHourGrid
    /// How the span's urges passed, once there is enough to say it.
    public let urgesPass: UrgesPass?

    /// The urges of `from...to` in `journal` as of `today` (later days count for nothing).
    public init(journal: Journal, from: LocalDate, to: LocalDate, today: LocalDate) {
        let urges = journal.loggedUrges(from: from, to: to, today: today)
        self.from = from
        self.to = to
        daysSoFar = max(0, min(to, today).dayNumber - from.dayNumber + 1)
        count = urges.count
        followedUp = urges.count { $0.urge.isFollowedUp }
        onUnrecordedDays = urges.count { !$0.dayIsRecorded }
        let recorded = urges.filter(\.dayIsRecorded)
        passedWithoutDrinking = Share(recorded.count { $0.passedWithoutDrinking }, of: recorded.count)
        triggers = Self.triggerRows(urges)
        let outcomes = UrgePlanRanking.outcomes(of: urges)
        plans = UrgePlanRanking.ranked(journal.listedIfThenPlans.filter { outcomes[$0.id] != nil }, by: outcomes)
        grid = UrgeHourGrid(urges, dayStartsAtHour: journal.settings.dayStartsAtHour)
        urgesPass = UrgesPass(urges.lazy.map(\.urge))
    }

    /// The urges of `month` as of `today`: the statistics pane's and `danshu stats`'.
    public init(journal: Journal, month: YearMonth, today: LocalDate) {
        self.init(journal: journal, from: month.firstDay, to: month.lastDay, today: today)
    }

    /// Whether there is anything to show: an urge in the span.
    public var hasUrges: Bool { count > 0 }

    /// Of the urges on answered days, those whose day was a drinking day (the report's "followed by drinking").
    public var followedByDrinking: Share {
        Share(passedWithoutDrinking.whole - passedWithoutDrinking.part, of: passedWithoutDrinking.whole)
    }

    /// Urges per week over the span so far, in tenths (21 is 2.1), rounded half up; nil before the span starts.
    public var perWeekTenths: Int? { daysSoFar == 0 ? nil : dividedRoundingHalfUp(count * 70, by: daysSoFar) }

    /// The triggers most often given, most first, ties in the list's order: the report's "top triggers".
    public var mostFrequentTriggers: [TriggerRow] {
        triggers.enumerated().sorted { a, b in
            a.element.count != b.element.count
                ? a.element.count > b.element.count
                : UrgeTrigger.allCases.firstIndex(of: a.element.trigger) ?? 0 < UrgeTrigger.allCases.firstIndex(
                    of: b.element.trigger) ?? 0
        }.map(\.element)
    }

    /// Each trigger given, ranked by the share of its urges followed by drinking, then count, then the list's order.
    private static func triggerRows(_ urges: [LoggedUrge]) -> [TriggerRow] {
        UrgeTrigger.allCases.compactMap { trigger -> TriggerRow? in
            let with = urges.filter { $0.urge.triggers.contains(trigger) }
            guard !with.isEmpty else { return nil }
            let recorded = with.filter(\.dayIsRecorded)
            return TriggerRow(
                trigger: trigger, count: with.count,
                followedByDrinking: Share(recorded.count { $0.drinking == true }, of: recorded.count))
        }.enumerated().sorted { a, b in
            let (x, y) = (a.element.followedByDrinking, b.element.followedByDrinking)
            if x.isLarger(than: y) != y.isLarger(than: x) { return x.isLarger(than: y) }
            if a.element.count != b.element.count { return a.element.count > b.element.count }
            return a.offset < b.offset
        }.map(\.element)
    }
}
