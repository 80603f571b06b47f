/// The language of everything the user reads.
public enum Language: String, CaseIterable, Sendable {
    case ja, en
}

/// How wide the terminal draws East Asian Ambiguous characters (○ ─ │ ▶ █ …): measured at start (`auto`),
/// or one or two cells as set.
public enum AmbiguousWidth: String, CaseIterable, Sendable {
    case auto, one = "1", two = "2"
}

/// The person's sex, used only for the clinical thresholds of the report (heavy drinking days, the WHO risk level,
/// the AUDIT-C cut-off). Unspecified uses the lower thresholds, the women's, and the report says so.
public enum Sex: String, CaseIterable, Sendable {
    case unspecified, male, female
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
    /// Whether a sober-streak milestone plays the confetti animation (DESIGN §6).
    public var celebrate = true
    /// Whether a past day that is already answered is locked until Enter (DESIGN §6).
    public var lockPastDays = true
    /// Feedback (DESIGN §6): the unit shown beside grams, what the user used to spend a week (0 = off), and the
    /// weekly budget of pure alcohol (0 = off).
    public var secondUnit: SecondUnit = .none
    public var usualYenPerWeek: Int = 0
    public var weeklyLimitGrams: Int = 100
    /// For the report's thresholds only (DESIGN §8).
    public var sex: Sex = .unspecified

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

/// One key of `settings`, with its validation: what the journal reader and `danshu config` accept.
public enum SettingKey: String, CaseIterable, Sendable {
    case ambiguousWidth, celebrate, dailyLimitGrams, dayStartsAtHour, gaugeMaxGrams, language, lockPastDays, mouse, secondUnit,
         sex, soberDaysPerWeekGoal, usualYenPerWeek, weekStartsOn, weeklyLimitGrams

    /// The journal version that added the key. A key of version 2 is written only when it differs from its
    /// default, and then makes the file version 2, so a journal that uses none stays readable by danshu 1.
    public var sinceVersion: Int {
        switch self {
        case .ambiguousWidth, .celebrate, .lockPastDays, .secondUnit, .sex, .usualYenPerWeek, .weeklyLimitGrams: return 2
        case .dailyLimitGrams, .dayStartsAtHour, .gaugeMaxGrams, .language, .mouse, .soberDaysPerWeekGoal, .weekStartsOn: return 1
        }
    }

    /// Whether the setting is true or false: a JSON boolean in the file, `true|false` for `danshu config`.
    public var isFlag: Bool { allowedValues == "true|false" }

    /// Whether the setting has its default value in `s`.
    public func isDefault(in s: Settings) -> Bool { value(in: s) == value(in: Settings()) }

    /// The allowed values, as shown in messages: `0–200`, `ja|en`.
    public var allowedValues: String {
        switch self {
        case .dailyLimitGrams: return rangeText(Settings.dailyLimitRange)
        case .dayStartsAtHour: return rangeText(Settings.dayStartsAtHourRange)
        case .gaugeMaxGrams: return rangeText(Settings.gaugeMaxRange)
        case .soberDaysPerWeekGoal: return rangeText(Settings.soberDaysGoalRange)
        case .language: return Language.allCases.map(\.rawValue).joined(separator: "|")
        case .mouse, .celebrate, .lockPastDays: return "true|false"
        case .weekStartsOn: return WeekStart.allCases.map(\.rawValue).joined(separator: "|")
        case .ambiguousWidth: return AmbiguousWidth.allCases.map(\.rawValue).joined(separator: "|")
        case .secondUnit: return SecondUnit.allCases.map(\.rawValue).joined(separator: "|")
        case .sex: return Sex.allCases.map(\.rawValue).joined(separator: "|")
        case .usualYenPerWeek: return rangeText(Settings.usualYenPerWeekRange)
        case .weeklyLimitGrams: return rangeText(Settings.weeklyLimitRange)
        }
    }

    private func rangeText(_ r: ClosedRange<Int>) -> String { "\(r.lowerBound)–\(r.upperBound)" }

    /// The integer range of a numeric setting, nil for the others.
    public var integerRange: ClosedRange<Int>? {
        switch self {
        case .dailyLimitGrams: return Settings.dailyLimitRange
        case .dayStartsAtHour: return Settings.dayStartsAtHourRange
        case .gaugeMaxGrams: return Settings.gaugeMaxRange
        case .soberDaysPerWeekGoal: return Settings.soberDaysGoalRange
        case .usualYenPerWeek: return Settings.usualYenPerWeekRange
        case .weeklyLimitGrams: return Settings.weeklyLimitRange
        default: return nil
        }
    }

    /// The current value as text, the way `danshu config` prints it.
    public func value(in s: Settings) -> String {
        switch self {
        case .dailyLimitGrams: return String(s.dailyLimitGrams)
        case .dayStartsAtHour: return String(s.dayStartsAtHour)
        case .gaugeMaxGrams: return String(s.gaugeMaxGrams)
        case .language: return s.language.rawValue
        case .mouse: return s.mouse ? "true" : "false"
        case .soberDaysPerWeekGoal: return String(s.soberDaysPerWeekGoal)
        case .weekStartsOn: return s.weekStartsOn.rawValue
        case .ambiguousWidth: return s.ambiguousWidth.rawValue
        case .celebrate: return s.celebrate ? "true" : "false"
        case .lockPastDays: return s.lockPastDays ? "true" : "false"
        case .secondUnit: return s.secondUnit.rawValue
        case .sex: return s.sex.rawValue
        case .usualYenPerWeek: return String(s.usualYenPerWeek)
        case .weeklyLimitGrams: return String(s.weeklyLimitGrams)
        }
    }

    /// Sets the value from text; false when the text is not an allowed value.
    public func set(_ text: String, in s: inout Settings) -> Bool {
        if let range = integerRange {
            guard let v = Int(text), range.contains(v) else { return false }
            switch self {
            case .dailyLimitGrams: s.dailyLimitGrams = v
            case .dayStartsAtHour: s.dayStartsAtHour = v
            case .gaugeMaxGrams: s.gaugeMaxGrams = v
            case .soberDaysPerWeekGoal: s.soberDaysPerWeekGoal = v
            case .usualYenPerWeek: s.usualYenPerWeek = v
            case .weeklyLimitGrams: s.weeklyLimitGrams = v
            default: return false
            }
            return true
        }
        switch self {
        case .language:
            guard let v = Language(rawValue: text) else { return false }
            s.language = v
        case .mouse, .celebrate, .lockPastDays:
            guard text == "true" || text == "false" else { return false }
            switch self {
            case .celebrate: s.celebrate = text == "true"
            case .lockPastDays: s.lockPastDays = text == "true"
            default: s.mouse = text == "true"
            }
        case .weekStartsOn:
            guard let v = WeekStart(rawValue: text) else { return false }
            s.weekStartsOn = v
        case .ambiguousWidth:
            guard let v = AmbiguousWidth(rawValue: text) else { return false }
            s.ambiguousWidth = v
        case .secondUnit:
            guard let v = SecondUnit(rawValue: text) else { return false }
            s.secondUnit = v
        case .sex:
            guard let v = Sex(rawValue: text) else { return false }
            s.sex = v
        default:
            return false
        }
        return true
    }
}
