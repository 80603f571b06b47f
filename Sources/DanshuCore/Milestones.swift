/// Milestones celebrated (design.md §6, the seed repository's confetti sample): when 「断酒 N日目」 reaches a
/// milestone of `Streaks.milestones`, the next start or the clock tick that reaches it celebrates it, once per
/// milestone per streak. The journal remembers the last one celebrated and the streak it belongs to, so a slip
/// and a new streak celebrate again, and a second run or machine does not.
public struct CelebratedMilestone: Equatable, Sendable {
    /// The milestone, in days: one of `Streaks.milestones`.
    public let days: Int
    /// The drinking day the streak follows; nil for a streak since the journal's first answered day.
    public let lastDrinkingDay: LocalDate?

    /// A milestone of the streak after `lastDrinkingDay`; nil when `days` is not one of `Streaks.milestones`.
    public init?(days: Int, lastDrinkingDay: LocalDate?) {
        guard Streaks.milestones.contains(days) else { return nil }
        self.days = days
        self.lastDrinkingDay = lastDrinkingDay
    }

    /// Whether this was celebrated for the same streak as `other`, at the same milestone or a later one.
    func covers(_ other: CelebratedMilestone) -> Bool {
        lastDrinkingDay == other.lastDrinkingDay && days >= other.days
    }
}

extension Journal {
    /// The milestone to celebrate as of `today`: the highest one the current streak has reached, unless the
    /// journal remembers it (or a later one) for this streak. Nil when none is due. Only the highest: a week
    /// away that passed 3 and 7 celebrates 7 alone.
    public func milestoneDue(today: LocalDate) -> CelebratedMilestone? {
        var lastDrinkingDay: LocalDate?
        var firstAnswered: LocalDate?
        for (date, record) in days where date <= today {
            guard let drank = record.isDrinkingDay else { continue }
            if firstAnswered.map({ date < $0 }) ?? true { firstAnswered = date }
            if drank, lastDrinkingDay.map({ date > $0 }) ?? true { lastDrinkingDay = date }
        }
        let streak = Streaks.current(lastDrinkingDay: lastDrinkingDay, firstAnsweredDay: firstAnswered, today: today)
        guard let reached = Streaks.milestones.last(where: { $0 <= streak }),
            let due = CelebratedMilestone(days: reached, lastDrinkingDay: lastDrinkingDay)
        else { return nil }
        if let celebrated, celebrated.covers(due) { return nil }
        return due
    }

    /// `.rememberCelebration`: its inverse puts back the one remembered before.
    mutating func rememberCelebration(_ milestone: CelebratedMilestone?) -> AppliedEdit? {
        guard milestone != celebrated else { return nil }
        let before = celebrated
        celebrated = milestone
        return AppliedEdit(inverse: .rememberCelebration(before), days: [])
    }
}
