/// The language of everything the user reads.
public enum Language: String, CaseIterable, Sendable {
    case ja, en
}

/// How wide the terminal draws East Asian Ambiguous characters (○ ─ │ ▶ █ …): measured at start (`auto`),
/// or one or two cells as set.
public enum AmbiguousWidth: String, CaseIterable, Sendable {
    case auto
    case one = "1"
    case two = "2"
}

/// The person's sex, used only for the clinical thresholds of the report (heavy drinking days, the WHO risk level,
/// the AUDIT-C cut-off). Unspecified uses the lower thresholds, the women's, and the report says so.
public enum Sex: String, CaseIterable, Sendable {
    case unspecified, male, female
}

/// The person's age band, used only to pick the national survey's row for the comparison with people like them
/// (`DrinkingComparison`). Unspecified takes the row of all adults (20 and over). Asked nowhere: a setting.
public enum AgeBand: String, CaseIterable, Sendable {
    case unspecified
    case twenties = "20s"
    case thirties = "30s"
    case forties = "40s"
    case fifties = "50s"
    case sixties = "60s"
    case seventiesAndOver = "70+"
}

/// The first day of the calendar's week.
public enum WeekStart: String, CaseIterable, Sendable {
    case sunday, monday
    /// Weekday number (0 = Sunday) the week starts on.
    public var weekday: Int { self == .sunday ? 0 : 1 }

    /// How many days `date` comes after the first day of its week: 0 on that day, 6 on the week's last.
    public func daysIntoWeek(_ date: LocalDate) -> Int { (date.weekday - weekday + 7) % 7 }

    /// The first day of the week that holds `date`: the week a day belongs to, for the calendar's rows,
    /// the week's bars and the 休肝日 goal alike.
    public func firstDay(ofWeekHolding date: LocalDate) -> LocalDate { date.adding(days: -daysIntoWeek(date)) }
}

/// The user's settings, stored in the journal's `settings` object.
public struct Settings: Equatable, Sendable {
    public var dailyLimitGrams: Int = 20
    public var dayStartsAtHour: Int = 4
    public var gaugeMaxGrams: Int = 60
    public var language: Language = .ja
    public var mouse: Bool = false
    public var soberDaysPerWeekGoal: Int = 2
    public var weekStartsOn: WeekStart = .sunday
    /// How wide the terminal draws ambiguous characters; `auto` measures it at start.
    public var ambiguousWidth: AmbiguousWidth = .auto
    /// Whether a sober-streak milestone plays the confetti animation (design.md §6).
    public var celebrate = true
    /// Whether a past day that is already answered is locked until Enter (design.md §6).
    public var lockPastDays = true
    /// Feedback (design.md §6): the unit shown beside grams, what the user used to spend a week (0 = off), and the
    /// weekly budget of pure alcohol (0 = off).
    public var secondUnit: SecondUnit = .none
    public var usualYenPerWeek: Int = 0
    public var weeklyLimitGrams: Int = 100
    /// For the report's thresholds and the comparison with people like them only (design.md §8).
    public var sex: Sex = .unspecified
    /// For the comparison with people like them only (design.md §8).
    public var ageBand: AgeBand = .unspecified
    /// The medicine's name (design.md §8); empty is off (`Medicine.swift`).
    public var medicine = ""

    public init() {}

    /// The daily limit in tenths of a gram, the unit every day's total is kept in.
    public var dailyLimitTenths: Int { dailyLimitGrams * 10 }

    /// The gauge's max in tenths of a gram: where the gauge is full and its color red.
    public var gaugeMaxTenths: Int { gaugeMaxGrams * 10 }

    /// Whether a day's total is over the daily limit: strictly more than it, so 20.0 g is within a 20 g limit.
    public func isOverDailyLimit(gramsTenths: Int) -> Bool { gramsTenths > dailyLimitTenths }

    /// Allowed ranges, shared by the journal reader, `danshu config` and the screen.
    public static let dailyLimitRange = 0...200
    public static let dayStartsAtHourRange = 0...11
    public static let gaugeMaxRange = 10...500
    public static let soberDaysGoalRange = 0...7
    public static let usualYenPerWeekRange = 0...1_000_000
    public static let weeklyLimitRange = 0...1400
}
