/// When urges come (design.md §9): the count of urges by hour and weekday, and the same folded into 4-hour blocks for
/// 80 columns. Rows run through the journal day, from `dayStartsAtHour` (§1), so a night's urges after midnight stay
/// with the evening they belong to; the weekday is the journal day's.
public struct UrgeHourGrid: Equatable, Sendable {
    /// The hours a block folds together.
    public static let hoursPerBlock = 4
    /// The blocks of a day.
    public static let blocks = 24 / hoursPerBlock

    /// The hour of the clock the first row starts at.
    public let dayStartsAtHour: Int
    /// Counts by row (0: the hour at `dayStartsAtHour`, 23: the one before it) and weekday (`Weekday.rawValue`, Sunday
    /// 0): 24 rows of 7.
    public let hourRows: [[Int]]
    /// The same folded into blocks of four hours from `dayStartsAtHour`: 6 rows of 7.
    public let blockRows: [[Int]]

    /// The grid of `urges` with rows from `dayStartsAtHour`.
    public init(_ urges: some Sequence<LoggedUrge>, dayStartsAtHour: Int) {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: 7), count: 24)
        for logged in urges {
            let row = logged.urge.at.minutesSinceDayStart(dayStartsAtHour: dayStartsAtHour) / 60
            rows[row][logged.day.weekday] += 1
        }
        self.dayStartsAtHour = dayStartsAtHour
        hourRows = rows
        blockRows = (0..<Self.blocks).map { block in
            (0..<7).map { weekday in
                rows[(block * Self.hoursPerBlock)..<((block + 1) * Self.hoursPerBlock)].reduce(0) { $0 + $1[weekday] }
            }
        }
    }

    /// The hour of the clock row `row` starts at: `dayStartsAtHour` for row 0.
    public func hour(ofRow row: Int) -> Int { (dayStartsAtHour + row) % 24 }

    /// The hour of the clock block `block` starts at; it holds that hour and the three after.
    public func startHour(ofBlock block: Int) -> Int { hour(ofRow: block * Self.hoursPerBlock) }

    /// The urges of a clock hour (0–23) on a weekday.
    public func count(hour: Int, weekday: Weekday) -> Int {
        hourRows[((hour - dayStartsAtHour) % 24 + 24) % 24][weekday.rawValue]
    }

    /// The largest count of an hour: what a shading scales to.
    public var largestHourCount: Int { hourRows.lazy.flatMap { $0 }.max() ?? 0 }
    /// The largest count of a block.
    public var largestBlockCount: Int { blockRows.lazy.flatMap { $0 }.max() ?? 0 }
}
