/// Calendar facts computed without LocalDate, to check it against.
enum IndependentCalendar {
    /// Zeller's congruence: 0 = Sunday … 6 = Saturday, for the Gregorian calendar.
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        let m = month < 3 ? month + 12 : month // January and February count as months 13 and 14 of the year before
        let y = month < 3 ? year - 1 : year
        let k = y % 100
        let j = y / 100
        let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7 // 0 = Saturday
        return (h + 6) % 7
    }

    /// Days in a month from how far the weekday of the next month's first day moves on.
    static func daysIn(year: Int, month: Int) -> Int {
        let next = month == 12 ? (year + 1, 1) : (year, month + 1)
        let shift = (weekday(year: next.0, month: next.1, day: 1) - weekday(year: year, month: month, day: 1) + 7) % 7
        return 28 + shift
    }
}
