/// The edits of a day's urges (design.md §9): each checked here, in `Journal.apply`'s one gate, and undone by putting
/// the day back as it was.
extension Journal {
    /// `.addUrge`: the urge, checked and kept in the day's order. A future day, a time after `now` today, an urge the
    /// day already holds, or a plan the journal has not, is refused.
    mutating func addUrge(_ date: LocalDate, _ urge: Urge, today: LocalDate, now: ClockTime?) throws(EditRefusal)
        -> AppliedEdit?
    {
        let urge = try checked(urge, on: date, today: today, now: now)
        let urges = days[date]?.urges ?? []
        if urges.contains(where: { $0.identity == urge.identity }) { throw .invalidUrge(.alreadyLogged) }
        guard urges.count < Limits.urgesPerDay else { throw .invalidUrge(.tooManyUrges) }
        let added = inserting(urge, into: urges)
        return changeDay(date) { $0.urges = added }
    }

    /// `.setUrgeFollowUp`: what followed the urge, all of it, checked as the urge is.
    mutating func setUrgeFollowUp(
        _ date: LocalDate, _ identity: Urge.Identity, _ followUp: UrgeFollowUp,
        today: LocalDate
    ) throws(EditRefusal) -> AppliedEdit? {
        try Self.check(recording: date, today: today)
        let urges = days[date]?.urges ?? []
        guard let index = urges.firstIndex(where: { $0.identity == identity }) else { throw .invalidUrge(.noSuchUrge) }
        var urge = urges[index]
        urge.followUp = followUp.normalized
        if let problem = urge.problem { throw .invalidUrge(problem) }
        try checkPlanExists(urge.plan)
        return changeDay(date) { $0.urges[index] = urge }
    }

    /// `.replaceUrge`: the urge taken out and the new one put in, checked as a new one is, as one change.
    mutating func replaceUrge(
        _ date: LocalDate, _ identity: Urge.Identity, with urge: Urge, today: LocalDate,
        now: ClockTime?
    ) throws(EditRefusal) -> AppliedEdit? {
        let urge = try checked(urge, on: date, today: today, now: now)
        var urges = days[date]?.urges ?? []
        guard let index = urges.firstIndex(where: { $0.identity == identity }) else { throw .invalidUrge(.noSuchUrge) }
        urges.remove(at: index)
        if urges.contains(where: { $0.identity == urge.identity }) { throw .invalidUrge(.alreadyLogged) }
        let replaced = inserting(urge, into: urges)
        return changeDay(date) { $0.urges = replaced }
    }

    /// `.removeUrge`: the urge taken out; a day left with nothing is unrecorded again.
    mutating func removeUrge(_ date: LocalDate, _ identity: Urge.Identity, today: LocalDate) throws(EditRefusal)
        -> AppliedEdit?
    {
        try Self.check(recording: date, today: today)
        guard let index = days[date]?.urges.firstIndex(where: { $0.identity == identity }) else {
            throw .invalidUrge(.noSuchUrge)
        }
        return changeDay(date) { _ = $0.urges.remove(at: index) }
    }

    /// The urge as a day would keep it, or why it may not: the day recordable, the urge's values, its time not after
    /// `now` on today, its plan one the journal has.
    private func checked(_ urge: Urge, on date: LocalDate, today: LocalDate, now: ClockTime?) throws(EditRefusal)
        -> Urge
    {
        try Self.check(recording: date, today: today)
        let urge = urge.normalized
        if let problem = urge.problem { throw .invalidUrge(problem) }
        let start = settings.dayStartsAtHour
        if date == today, let now,
            urge.at.minutesSinceDayStart(dayStartsAtHour: start) > now.minutesSinceDayStart(dayStartsAtHour: start)
        {
            throw .invalidUrge(.futureTime)
        }
        try checkPlanExists(urge.plan)
        return urge
    }

    /// Refuses a plan identity the journal has no plan of.
    private func checkPlanExists(_ id: IfThenPlan.ID?) throws(EditRefusal) {
        if let id, ifThenPlan(id: id) == nil { throw .invalidIfThenPlan(.noSuchPlan) }
    }

    /// `urges` with `urge` at its place in the day's order.
    private func inserting(_ urge: Urge, into urges: [Urge]) -> [Urge] {
        var urges = urges
        let start = settings.dayStartsAtHour
        urges.insert(urge, at: urges.firstIndex { urge.comesBefore($0, dayStartsAtHour: start) } ?? urges.endIndex)
        return urges
    }

    /// Why a day may not hold these urges (an import), nil when it may: each urge's values, at most
    /// `Limits.urgesPerDay`, none twice.
    static func urgesProblem(_ urges: [Urge]) -> UrgeProblem? {
        guard !urges.isEmpty else { return nil }
        if urges.count > Limits.urgesPerDay { return .tooManyUrges }
        if let problem = urges.lazy.compactMap(\.problem).first { return problem }
        return Set(urges.map(\.identity)).count == urges.count ? nil : .alreadyLogged
    }
}
