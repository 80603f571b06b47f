/// The weeks of a month as the calendar lays them out: rows of seven cells, nil outside the month.
public struct MonthGrid: Equatable, Sendable {
    public let month: YearMonth
    public let weekStartsOn: WeekStart
    /// Four to six rows of seven cells each.
    public let weeks: [[LocalDate?]]

    public init(month: YearMonth, weekStartsOn: WeekStart) {
        self.month = month
        self.weekStartsOn = weekStartsOn
        let first = month.firstDay
        let leading = weekStartsOn.daysIntoWeek(first)
        let cellCount = leading + month.dayCount
        let rows = (cellCount + 6) / 7
        var weeks: [[LocalDate?]] = []
        for row in 0..<rows {
            weeks.append(
                (0..<7).map { column in
                    let offset = row * 7 + column - leading
                    return offset >= 0 && offset < month.dayCount ? first.adding(days: offset) : nil
                })
        }
        self.weeks = weeks
    }

    /// Weekday numbers (0 = Sunday) of the seven columns.
    public var columnWeekdays: [Int] { (0..<7).map { ($0 + weekStartsOn.weekday) % 7 } }
}
