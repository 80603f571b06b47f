/// AUDIT-C answered from the diary instead of asked (design.md §8): the three consumption questions of the WHO AUDIT
/// (how often, how much on a typical drinking day, how often six drinks or more), each scored 0–4 from the recorded
/// days of the 365 days ending on a day. An estimate from what was recorded, never a diagnosis, and none at all from
/// fewer than 28 recorded days: the score is defined over a year, and a handful of days is noise.
public struct AuditC: Equatable, Sendable {
    /// The three answers and their score.
    public struct Answers: Equatable, Sendable {
        /// How often: 0 never … 4 four or more times a week.
        public let q1: Int
        /// How much on a typical drinking day: 0 for two drinks or fewer … 4 for ten or more.
        public let q2: Int
        /// How often six drinks or more: 0 never … 4 daily or almost.
        public let q3: Int

        public var score: Int { q1 + q2 + q3 }
    }

    /// How many days the answers look back over, the last day included.
    public static let windowDays = 365
    /// The recorded days a window needs before it has answers: four weeks' worth.
    public static let minimumRecordedDays = 28
    /// A standard drink of the questions, in tenths of a gram (Japan's ドリンク, 10 g).
    public static let drinkTenths = 100
    /// "Six drinks or more" in tenths of a gram: 60 g.
    public static let sixDrinksTenths = 600

    /// The answers from the recorded days by the rules, whatever their number; what is shown is `answers`.
    let estimate: Answers
    /// Recorded days (answered はい or いいえ) in the window: the days the answers stand on.
    public let recordedDays: Int
    /// The day the window ends on.
    public let endingOn: LocalDate
    /// The cut-off the score is read against: 6 for men, 4 for women and unspecified (Japan's 特定保健指導).
    public let cutOff: Int

    /// The answers once the window holds `minimumRecordedDays` recorded days; nil before.
    public var answers: Answers? { recordedDays >= Self.minimumRecordedDays ? estimate : nil }
    /// The score once there are answers.
    public var score: Int? { answers?.score }
    /// Whether the score reaches the cut-off for the person's sex; nil without answers.
    public var positive: Bool? { answers.map { $0.score >= cutOff } }
    /// How many more recorded days the window needs before it has answers; 0 once it has them.
    public var neededDays: Int { max(0, Self.minimumRecordedDays - recordedDays) }

    /// The cut-off of Japan's 特定保健指導 for `sex`; unspecified takes the women's, the lower.
    public static func cutOff(for sex: Sex) -> Int { sex == .male ? 6 : 4 }

    /// The answers over the recorded days of the 365 days ending on `end` (days after `today` count for nothing).
    public init(journal: Journal, endingOn end: LocalDate, today: LocalDate) {
        let first = end.adding(days: 1 - Self.windowDays)
        self.init(
            states: Self.states(of: journal, from: first, through: min(end, today))[...], endingOn: end,
            cutOff: Self.cutOff(for: journal.settings.sex))
    }

    /// The answers from `states`, the window's days up to the last that counts, in order.
    private init(states: ArraySlice<DayState>, endingOn end: LocalDate, cutOff: Int) {
        var recorded = 0
        var drinking = 0
        var sixOrMore = 0
        var drinkingTenths: [Int] = []
        for state in states {
            switch state {
            case .unrecorded: break
            case .sober: recorded += 1
            case .drank(let tenths):
                recorded += 1
                drinking += 1
                drinkingTenths.append(tenths)
                if tenths >= Self.sixDrinksTenths { sixOrMore += 1 }
            }
        }
        recordedDays = recorded
        endingOn = end
        self.cutOff = cutOff
        estimate = Answers(
            q1: Self.frequencyScore(drinking, of: recorded, weeklyAtLeast: [4, 2], monthlyAtLeast: 2),
            q2: Self.typicalDayScore(drinkingTenths),
            q3: Self.frequencyScore(sixOrMore, of: recorded, weeklyAtLeast: [5, 1], monthlyAtLeast: 1))
    }

    /// The state of each day from `first` through `last` (none when `last` is before `first`).
    private static func states(of journal: Journal, from first: LocalDate, through last: LocalDate) -> [DayState] {
        guard first <= last else { return [] }
        return (0...(last.dayNumber - first.dayNumber)).map { journal.state(of: first.adding(days: $0)) }
    }

    /// 4 or 3 when `count` per week (count × 7 / recorded) reaches the first or second bound, 2 when per month
    /// (count × 30 / recorded) reaches `monthlyAtLeast`, 1 when it happened at all, else 0; compared exactly.
    static func frequencyScore(_ count: Int, of recorded: Int, weeklyAtLeast bounds: [Int], monthlyAtLeast monthly: Int)
        -> Int
    {
        guard count > 0, recorded > 0 else { return 0 }
        if count * 7 >= bounds[0] * recorded { return 4 }
        if count * 7 >= bounds[1] * recorded { return 3 }
        if count * 30 >= monthly * recorded { return 2 }
        return 1
    }

    /// The median drinking day (the lower middle one of an even number) in whole drinks of 10 g, rounded half up:
    /// two or fewer 0, 3–4 1, 5–6 2, 7–9 3, ten or more 4; no drinking day 0.
    static func typicalDayScore(_ tenths: [Int]) -> Int {
        guard !tenths.isEmpty else { return 0 }
        let sorted = tenths.sorted()
        let median = sorted[(sorted.count - 1) / 2]
        let drinks = (median + drinkTenths / 2) / drinkTenths
        switch drinks {
        case ...2: return 0
        case 3...4: return 1
        case 5...6: return 2
        case 7...9: return 3
        default: return 4
        }
    }

    /// The answers as of the end of each of the last `months` months up to `end` (default today; the last as of that
    /// day), oldest first: how the score changed over the year. Each window has answers by the same rule, once it holds
    /// `minimumRecordedDays` recorded days.
    public static func history(journal: Journal, months: Int = 12, endingOn end: LocalDate? = nil, today: LocalDate)
        -> [AuditC]
    {
        let last = min(end ?? today, today)
        let ends = (0..<max(1, months)).reversed().map { back in min(last.yearMonth.adding(months: -back).lastDay, last)
        }
        // Each day of the months' overlapping windows looked up once.
        let first = (ends.first ?? last).adding(days: 1 - windowDays)
        let states = Self.states(of: journal, from: first, through: last)
        let cutOff = Self.cutOff(for: journal.settings.sex)
        return ends.map { monthEnd in
            let start = monthEnd.dayNumber - windowDays + 1 - first.dayNumber
            return AuditC(
                states: states[max(0, start)..<min(states.count, monthEnd.dayNumber - first.dayNumber + 1)],
                endingOn: monthEnd, cutOff: cutOff)
        }
    }

    /// The first day the answers of `history(months:endingOn:)` look at: a reader may keep only the days from it.
    public static func firstDayLookedAt(months: Int = 12, endingOn end: LocalDate) -> LocalDate {
        end.yearMonth.adding(months: 1 - max(1, months)).lastDay.adding(days: 1 - windowDays)
    }
}
