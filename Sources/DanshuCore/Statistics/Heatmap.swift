/// The statistics pane's 12-month heatmap: every day of the twelve months ending with a given month.
public struct Heatmap: Equatable, Sendable {
    /// One day of the heatmap, colored by the view like the calendar.
    public struct Day: Equatable, Sendable {
        public let date: LocalDate
        /// The day's answer; always `.unrecorded` for a future day.
        public let state: DayState
        /// True after today: shown dim, like the calendar's future days.
        public let isFuture: Bool
    }

    /// One month of the heatmap: its days in date order.
    public struct Month: Equatable, Sendable {
        public let month: YearMonth
        public let days: [Day]
    }

    /// Twelve months, oldest first; the last is the month the heatmap ends with.
    public let months: [Month]

    /// Builds the heatmap of the twelve months ending with `lastMonth`, as of `today`.
    /// Looks up each of those days once and never walks the whole journal.
    public init(journal: Journal, endingWith lastMonth: YearMonth, today: LocalDate) {
        months = (-11...0).map { shift in
            let month = lastMonth.adding(months: shift)
            let days = (0..<month.dayCount).map { offset in
                let date = month.firstDay.adding(days: offset)
                let isFuture = date > today
                return Day(date: date, state: isFuture ? .unrecorded : journal.state(of: date), isFuture: isFuture)
            }
            return Month(month: month, days: days)
        }
    }
}
