/// How a day felt (design.md §6, the seed repository's emotion + memo sample): 気分 1–5 and 飲みたい気持ち
/// (craving) 0–10, both optional, on any day up to today. A day with only feelings is still unrecorded for
/// drinking: `DayState` and the streaks look at the answer alone.
extension Limits {
    /// 気分: 1 (bad) to 5 (good).
    public static let mood = 1...5
    /// 飲みたい気持ち: 0 (none) to 10 (strong).
    public static let craving = 0...10
}

extension DayRecord {
    /// Whether the day holds a 気分 or a 飲みたい気持ち.
    public var hasFeelings: Bool { mood != nil || craving != nil }
}

extension Journal {
    /// `.setFeelings`: both values as given, checked against their ranges; a day left with nothing is unrecorded again.
    mutating func setFeelings(_ date: LocalDate, mood: Int?, craving: Int?, today: LocalDate) throws(EditRefusal)
        -> AppliedEdit?
    {
        try Self.check(recording: date, today: today)
        if let mood, !Limits.mood.contains(mood) { throw .moodOutOfRange }
        if let craving, !Limits.craving.contains(craving) { throw .cravingOutOfRange }
        return changeDay(date) { record in
            record.mood = mood
            record.craving = craving
        }
    }
}

/// The feelings of one month as of today, for the statistics: average 気分 on sober and on drinking days,
/// and the average 飲みたい気持ち of every day that has one (unrecorded days included).
/// Averages are in tenths, rounded half up; nil when no day of that kind has the value.
public struct MonthFeelings: Equatable, Sendable {
    /// Average 気分 of the month's sober days, in tenths (42 is 4.2).
    public let moodOnSoberDaysTenths: Int?
    /// Average 気分 of the month's drinking days, in tenths.
    public let moodOnDrinkingDaysTenths: Int?
    /// Average 飲みたい気持ち of the month's days, in tenths.
    public let cravingTenths: Int?
    /// Days of the month up to today with a 気分 or a 飲みたい気持ち: none means there is nothing to show.
    public let daysWithFeelings: Int

    /// The feelings of `month` as of `today`, looking up only the month's days.
    public init(journal: Journal, month: YearMonth, today: LocalDate) {
        var sober = Average()
        var drinking = Average()
        var craving = Average()
        var days = 0
        for offset in 0..<month.dayCount {
            let date = month.firstDay.adding(days: offset)
            guard date <= today else { break }
            guard let record = journal.days[date], record.hasFeelings else { continue }
            days += 1
            if let mood = record.mood {
                switch record.isDrinkingDay {
                case true?: drinking.add(mood)
                case false?: sober.add(mood)
                case nil: break
                }
            }
            if let value = record.craving { craving.add(value) }
        }
        moodOnSoberDaysTenths = sober.tenths
        moodOnDrinkingDaysTenths = drinking.tenths
        cravingTenths = craving.tenths
        daysWithFeelings = days
    }

    /// A running average of whole numbers.
    private struct Average {
        var sum = 0, count = 0
        mutating func add(_ value: Int) {
            sum += value
            count += 1
        }
        /// The average in tenths, rounded half up; nil with no values.
        var tenths: Int? { count == 0 ? nil : dividedRoundingHalfUp(sum * 10, by: count) }
    }
}
