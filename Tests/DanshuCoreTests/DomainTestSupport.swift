import DanshuCore

// Questions only the tests ask of the domain, kept here so the product holds none of them (docs/decisions.md).

extension Gauge {
    /// The gauge color over a real t = g / max, for tests that state the color at a ratio.
    static func color(t: Double) -> RGB {
        let scaled = Int((max(t, 0) * 1_000_000).rounded())
        return color(gramsTenths: scaled, maxTenths: 1_000_000)
    }
}

extension Streaks {
    /// The largest milestone reached by the current streak.
    var lastMilestone: Int? { Streaks.milestones.last { $0 <= current } }
}

extension MonthGrid {
    /// Row and column of a date of this month.
    func position(of date: LocalDate) -> (row: Int, column: Int)? {
        guard month.contains(date) else { return nil }
        let index = weekStartsOn.daysIntoWeek(month.firstDay) + date.day - 1
        return (index / 7, index % 7)
    }
}
