/// One key of `settings`: what the journal reader and writer, merge and `danshu config` accept and write, all through
/// its row of the table (`descriptor`).
public enum SettingKey: String, CaseIterable, Sendable {
    case ageBand, ambiguousWidth, celebrate, dailyLimitGrams, dayStartsAtHour, gaugeMaxGrams, language, lockPastDays,
        medicine, mouse,
        secondUnit, sex, soberDaysPerWeekGoal, usualYenPerWeek, weekStartsOn, weeklyLimitGrams

    /// The table of settings, one row a key: what it takes, where `Settings` keeps it (its default is the value there
    /// in a new journal), and the journal version that added it. A key of a later version than 1 is written only when it
    /// differs from its default, and then makes the file that version, so a journal that uses none stays readable by an
    /// older danshu.
    public var descriptor: SettingDescriptor {
        switch self {
        case .ageBand: return .choice(\.ageBand, since: 3)
        case .ambiguousWidth: return .choice(\.ambiguousWidth, since: 2)
        case .celebrate: return .flag(\.celebrate, since: 2)
        case .dailyLimitGrams: return .integer(\.dailyLimitGrams, Settings.dailyLimitRange, since: 1)
        case .dayStartsAtHour: return .integer(\.dayStartsAtHour, Settings.dayStartsAtHourRange, since: 1)
        case .gaugeMaxGrams: return .integer(\.gaugeMaxGrams, Settings.gaugeMaxRange, since: 1)
        case .language: return .choice(\.language, since: 1)
        case .lockPastDays: return .flag(\.lockPastDays, since: 2)
        case .medicine: return .text(\.medicine, maxLength: Limits.medicineName.upperBound, since: 3)
        case .mouse: return .flag(\.mouse, since: 1)
        case .secondUnit: return .choice(\.secondUnit, since: 2)
        case .sex: return .choice(\.sex, since: 2)
        case .soberDaysPerWeekGoal: return .integer(\.soberDaysPerWeekGoal, Settings.soberDaysGoalRange, since: 1)
        case .usualYenPerWeek: return .integer(\.usualYenPerWeek, Settings.usualYenPerWeekRange, since: 2)
        case .weekStartsOn: return .choice(\.weekStartsOn, since: 1)
        case .weeklyLimitGrams: return .integer(\.weeklyLimitGrams, Settings.weeklyLimitRange, since: 2)
        }
    }

    /// The journal version that added the key.
    public var sinceVersion: Int { descriptor.sinceVersion }

    /// Whether the setting is true or false: a JSON boolean in the file, `true|false` for `danshu config`.
    public var isFlag: Bool { descriptor.kind == .flag }

    /// The integer range of a numeric setting, nil for the others.
    public var integerRange: ClosedRange<Int>? {
        if case .integer(let range) = descriptor.kind { return range }
        return nil
    }

    /// Whether the setting is free text (a name): a JSON string in the file, any one line for `danshu config`.
    public var isText: Bool {
        if case .text = descriptor.kind { return true }
        return false
    }

    /// The allowed values, as shown in messages and `config`'s table: `0–200`, `true|false`, `ja|en`, `TEXT` (one line; the
    /// messages say how long).
    public var allowedValues: String {
        switch descriptor.kind {
        case .integer(let range): return "\(range.lowerBound)–\(range.upperBound)"
        case .flag: return "true|false"
        case .choice(let words): return words.joined(separator: "|")
        case .text: return "TEXT"
        }
    }

    /// Whether the setting has its default value in `s`.
    public func isDefault(in s: Settings) -> Bool { value(in: s) == descriptor.defaultValue }

    /// The current value as text, the way `danshu config` prints it.
    public func value(in s: Settings) -> String { descriptor.value(s) }

    /// Sets the value from text; false, changing nothing, when the text is not an allowed value.
    public func set(_ text: String, in s: inout Settings) -> Bool { descriptor.set(text, &s) }
}

/// What a setting takes.
public enum SettingKind: Equatable, Sendable {
    /// A whole number in this range: a JSON number in the file.
    case integer(ClosedRange<Int>)
    /// `true` or `false`: a JSON boolean in the file.
    case flag
    /// One of these words: a JSON string in the file.
    case choice([String])
    /// One line of text of at most this many characters, empty allowed: a JSON string in the file.
    case text(maxLength: Int)
}

/// A row of the settings table: the kind of value, how it is read from and stored in `Settings`, and the journal version
/// that added it.
public struct SettingDescriptor: Sendable {
    /// What the setting takes.
    public let kind: SettingKind
    /// The journal version that added the setting.
    public let sinceVersion: Int
    /// The value in settings as text.
    let value: @Sendable (Settings) -> String
    /// Stores the value a text names; false, changing nothing, when the kind does not allow it.
    let set: @Sendable (String, inout Settings) -> Bool

    /// The value of a new journal's settings, as text.
    public var defaultValue: String { value(Settings()) }

    /// A whole number in `range`, kept at `path`.
    static func integer(
        _ path: WritableKeyPath<Settings, Int> & Sendable, _ range: ClosedRange<Int>, since version: Int
    ) -> Self {
        SettingDescriptor(
            kind: .integer(range), sinceVersion: version, value: { String($0[keyPath: path]) },
            set: { text, settings in
                guard let number = Int(text), range.contains(number) else { return false }
                settings[keyPath: path] = number
                return true
            })
    }

    /// `true` or `false`, kept at `path`.
    static func flag(_ path: WritableKeyPath<Settings, Bool> & Sendable, since version: Int) -> Self {
        SettingDescriptor(
            kind: .flag, sinceVersion: version, value: { $0[keyPath: path] ? "true" : "false" },
            set: { text, settings in
                guard text == "true" || text == "false" else { return false }
                settings[keyPath: path] = text == "true"
                return true
            })
    }

    /// One line of text, kept at `path` without the spaces around it: no line break, tab or other control character
    /// (`OneLineText`), at most `maxLength` characters.
    static func text(_ path: WritableKeyPath<Settings, String> & Sendable, maxLength: Int, since version: Int) -> Self {
        SettingDescriptor(
            kind: .text(maxLength: maxLength), sinceVersion: version, value: { $0[keyPath: path] },
            set: { text, settings in
                let reading = OneLineText.read(text)
                let value = text.trimmingSpaces
                guard !reading.joinedLines, reading.controls.isEmpty, value.count <= maxLength else { return false }
                settings[keyPath: path] = value
                return true
            })
    }

    /// One of the words of `Choice`'s cases, kept at `path`.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ path: WritableKeyPath<Settings, Choice> & Sendable,
        since version: Int
    ) -> Self where Choice.RawValue == String {
        SettingDescriptor(
            kind: .choice(Choice.allCases.map(\.rawValue)), sinceVersion: version,
            value: { $0[keyPath: path].rawValue },
            set: { text, settings in
                guard let choice = Choice(rawValue: text) else { return false }
                settings[keyPath: path] = choice
                return true
            })
    }
}
