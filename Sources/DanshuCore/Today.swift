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
}
