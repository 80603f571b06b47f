/// The sober-streak facts shown in the header and statistics. Never punishing: a slip ends the
/// current streak and nothing else; unrecorded days do not break a streak. The longest streak and the totals count
/// only answered days (a run ends, for them, at its last answered day), so recording today, or any day after every
/// recorded day, never lowers them; only 「断酒N日目」 counts today before it is answered.
public struct Streaks: Equatable, Sendable {
    /// 「断酒 N日目」: days since the last drinking day up to today (day 1 = the first day after it).
    /// With no drinking day, counted from the first recorded day; 0 when nothing is recorded or today is a drinking day.
    public var current: Int
    /// The longest run of days between drinking days (or since the first record), each run up to its last answered
    /// day: the current one counts up to the last day answered いいえ, not up to an unanswered today.
    public var longest: Int
    /// Sober days up to today: answered いいえ, or はい with only non-alcoholic drinks (`DayRecord.isDrinkingDay`).
    public var totalSoberDays: Int
    /// Sober days in today's month.
    public var soberDaysThisMonth: Int
    /// Whether any day up to today is answered. Until then there is no streak to show: a new journal
    /// is welcomed instead of being told 「断酒 0日目」.
    public var hasRecordedDay: Bool

    /// The milestones celebrated along the way, in days.
    public static let milestones = [1, 3, 7, 14, 30, 60, 90, 180, 365]
    /// The habit horizon of seed 000.
    public static let habitHorizon = 90

    /// Whether the current streak is the longest there has been (the header says so instead of a smaller number:
    /// `current` counts today before it is answered, `longest` does not).
    public var currentIsLongest: Bool { current > 0 && current >= longest }

    /// Whether a streak is under way: not on a drinking day, when 「断酒N日目」 would read 0. Until the next sober day
    /// the facts that count toward the next milestone and the 90-day horizon wait (the title says what starts one).
    public var isUnderWay: Bool { current > 0 }

    /// The next milestone not yet reached, nil after the last.
    public var nextMilestone: Int? { Streaks.milestones.first { $0 > current } }
    /// Days left until the 90-day horizon, 0 once reached.
    public var daysToHabit: Int { max(0, Streaks.habitHorizon - current) }

    public init(current: Int, longest: Int, totalSoberDays: Int, soberDaysThisMonth: Int, hasRecordedDay: Bool) {
        self.current = current
        self.longest = longest
        self.totalSoberDays = totalSoberDays
        self.soberDaysThisMonth = soberDaysThisMonth
        self.hasRecordedDay = hasRecordedDay
    }

    /// 「断酒 N日目」 as of `today`: the days since the last drinking day up to today (0 when that is today),
    /// or with no drinking day the days from the first answered day, that day included; 0 with neither.
    /// The one count of the streak, for `Streaks` and for `danshu status`'s reader of the file's last lines.
    public static func current(lastDrinkingDay: LocalDate?, firstAnsweredDay: LocalDate?, today: LocalDate) -> Int {
        if let last = lastDrinkingDay { return today.dayNumber - last.dayNumber }
        if let first = firstAnsweredDay { return today.dayNumber - first.dayNumber + 1 }
        return 0
    }

    /// Computes the facts from a journal's days as of `today`; days after today are ignored.
    public init(days: [LocalDate: DayRecord], today: LocalDate) {
        var firstRecorded: Int?
        var lastRecorded: Int?
        var drinkingDays: [Int] = []
        var sober = 0
        var soberThisMonth = 0
        let todayNumber = today.dayNumber
        for (date, record) in days {
            let n = date.dayNumber
            guard n <= todayNumber, let drank = record.isDrinkingDay else { continue }
            firstRecorded = min(firstRecorded ?? n, n)
            lastRecorded = max(lastRecorded ?? n, n)
            if drank {
                drinkingDays.append(n)
            } else {
                sober += 1
                if date.year == today.year && date.month == today.month { soberThisMonth += 1 }
            }
        }
        var longest = 0
        var current = 0
        if let first = firstRecorded, let last = lastRecorded {
            // The drinking days in date order, by marking them on the days from the first record to today
            // (no sort: this runs on every frame).
            var drank = [Bool](repeating: false, count: todayNumber - first + 1)
            for d in drinkingDays { drank[d - first] = true }
            drinkingDays.removeAll(keepingCapacity: true)
            for (offset, isDrinkingDay) in drank.enumerated() where isDrinkingDay {
                drinkingDays.append(first + offset)
            }
            // Runs: from the first record to the first drink, between drinks, and from the last drink to the last
            // answered day (empty when that is the drink itself).
            var runStart = first // first day of the current run
            for d in drinkingDays {
                longest = max(longest, d - runStart)
                runStart = d + 1
            }
            longest = max(longest, last - runStart + 1)
            current = Streaks.current(
                lastDrinkingDay: drinkingDays.last.map(LocalDate.init(dayNumber:)),
                firstAnsweredDay: LocalDate(dayNumber: first), today: today)
        }
        self.init(
            current: current, longest: longest, totalSoberDays: sober, soberDaysThisMonth: soberThisMonth,
            hasRecordedDay: firstRecorded != nil)
    }
}
