/// The follow-up owed (design.md §9): 「今の強さは？」, asked of an urge logged today that has no strength afterwards yet,
/// from ten minutes to two hours after it came, whether it was logged in the app or from the shell.
public enum UrgeFollowUpDue {
    /// The minutes after an urge when its follow-up is asked.
    public static let minutes = 10...120
}

extension Journal {
    /// The urges of `today` owing a follow-up at `now`, the latest first (the one just felt is the one to ask about).
    public func urgesOwingFollowUp(today: LocalDate, now: ClockTime) -> [Urge] {
        let start = settings.dayStartsAtHour
        let nowMinutes = now.minutesSinceDayStart(dayStartsAtHour: start)
        return (days[today]?.urges ?? []).filter { urge in
            !urge.isFollowedUp
                && UrgeFollowUpDue.minutes.contains(nowMinutes - urge.at.minutesSinceDayStart(dayStartsAtHour: start))
        }.reversed()
    }

    /// The follow-up of an urge of `day` answered at `now`: the strength `after`, the minutes since the urge (at most
    /// `Limits.urgeFollowUpMinutes`' end: an answer later than that is kept as that late), and what was done. The urge
    /// keeps a plan or text it already names when none is given.
    public func followUp(
        of urge: Urge, on day: LocalDate, after: Int, plan: IfThenPlan.ID?, doneText: String?,
        now: JournalMoment
    ) -> UrgeFollowUp {
        let minutes = now.minutes(
            since: JournalMoment(day: day, time: urge.at), dayStartsAtHour: settings.dayStartsAtHour)
        return UrgeFollowUp(
            after: after, afterMinutes: min(max(0, minutes), Limits.urgeFollowUpMinutes.upperBound),
            plan: plan ?? urge.plan, doneText: doneText ?? urge.doneText)
    }
}
