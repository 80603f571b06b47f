/// A follow-up given later from the shell (design.md §9): `danshu urge --after N` answers 「今の強さは？」 for the urge
/// that is still waiting for it. Unlike the app's question (`UrgeFollowUpDue`, from 10 minutes to 2 hours), the person
/// decides when to answer, so any urge of the last 12 hours (`Limits.urgeFollowUpMinutes`, what a follow-up may be
/// after) without one is waiting, the latest first: the one just felt.
extension Journal {
    /// The latest urge at or before `now`, of its journal day or the day before, that has no follow-up and came at
    /// most `Limits.urgeFollowUpMinutes` before now; nil when none does.
    public func urgeAwaitingFollowUp(now: JournalMoment) -> (day: LocalDate, urge: Urge)? {
        let start = settings.dayStartsAtHour
        for day in [now.day, now.day.adding(days: -1)] {
            for urge in (days[day]?.urges ?? []).reversed() where !urge.isFollowedUp {
                let minutes = now.minutes(since: JournalMoment(day: day, time: urge.at), dayStartsAtHour: start)
                if Limits.urgeFollowUpMinutes.contains(minutes) { return (day, urge) }
            }
        }
        return nil
    }

    /// The urge of `day` at `time` a follow-up names by its time (`danshu urge --after N --at HH:MM`): the latest of
    /// that minute in the day's order, answered or not (a second answer corrects the first); nil when there is none.
    public func urge(on day: LocalDate, at time: ClockTime) -> Urge? {
        days[day]?.urges.last { $0.at == time }
    }
}
