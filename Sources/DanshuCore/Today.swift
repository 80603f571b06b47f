/// Which date "today" is: the day a drink belongs to, given when the user's day starts.
public enum Today {
    /// The journal date of a local clock reading: before `dayStartsAtHour` it is still the day before,
    /// so a drink at 1 a.m. belongs to the evening it started.
    public static func date(localDate: LocalDate, hour: Int, dayStartsAtHour: Int) -> LocalDate {
        hour < dayStartsAtHour ? localDate.adding(days: -1) : localDate
    }

    /// Parses `DANSHU_TODAY` (YYYY-MM-DD) when it is set.
    public static func pinned(_ value: String?) -> LocalDate? {
        guard let value, !value.isEmpty else { return nil }
        return LocalDate(iso: value)
    }

    /// Parses `DANSHU_NOW` (YYYY-MM-DDTHH:MM, the local date and time the clock starts from, for tests) when it is set.
    public static func pinnedClock(_ value: String?) -> (date: LocalDate, time: ClockTime)? {
        guard let value, !value.isEmpty else { return nil }
        let parts = value.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(iso: String(parts[0])),
            let time = ClockTime(text: String(parts[1])), time.text == parts[1]
        else { return nil }
        return (date, time)
    }
}
