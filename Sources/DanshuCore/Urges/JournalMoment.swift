/// A moment as the journal sees it (design.md §9): the journal day it belongs to and the time on the local clock. A
/// moment before `dayStartsAtHour` belongs to the day before (§1), so 01:30 on the night of the 28th is the 28th's,
/// `at` 01:30, though the calendar says the 29th.
public struct JournalMoment: Hashable, Sendable, CustomStringConvertible {
    /// The journal day: the day whose line holds what happened at this moment.
    public let day: LocalDate
    /// The time on the local clock.
    public let time: ClockTime

    /// The moment `time` of the journal day `day`, as given.
    public init(day: LocalDate, time: ClockTime) {
        self.day = day
        self.time = time
    }

    /// The moment a local clock reads: the calendar date and the time, moved back a day before `dayStartsAtHour`.
    public init(localDate: LocalDate, time: ClockTime, dayStartsAtHour: Int) {
        self.init(day: Today.date(localDate: localDate, hour: time.hour, dayStartsAtHour: dayStartsAtHour), time: time)
    }

    /// The calendar date on the local clock at this moment: the day after the journal day for a time before the start.
    public func localDate(dayStartsAtHour: Int) -> LocalDate {
        time.hour < dayStartsAtHour ? day.adding(days: 1) : day
    }

    /// Minutes from `earlier` to this moment (negative when `earlier` is later), across days.
    public func minutes(since earlier: JournalMoment, dayStartsAtHour: Int) -> Int {
        (day.dayNumber - earlier.day.dayNumber) * ClockTime.minutesPerDay
            + time.minutesSinceDayStart(dayStartsAtHour: dayStartsAtHour)
            - earlier.time.minutesSinceDayStart(dayStartsAtHour: dayStartsAtHour)
    }

    /// Whether this moment comes after `other`.
    public func isAfter(_ other: JournalMoment, dayStartsAtHour: Int) -> Bool {
        minutes(since: other, dayStartsAtHour: dayStartsAtHour) > 0
    }

    public var description: String { day.iso + " " + time.text }
}
