import DanshuCore

/// Why a journal file cannot be loaded: the file, the place in it and what was expected there.
/// Its text comes from the catalog: `Catalog.message(for:)`.
public struct JournalError: Error, Equatable, Sendable {
    /// The journal's path as the user named it.
    public var file: String
    /// Where in the file the problem is.
    public var place: JournalPlace
    /// What was expected there and what was found.
    public var problem: JournalProblem

    /// Makes an error for `file` at `place`.
    public init(file: String, place: JournalPlace, problem: JournalProblem) {
        self.file = file
        self.place = place
        self.problem = problem
    }
}

/// Where in the journal file a problem is.
public enum JournalPlace: Equatable, Sendable {
    /// A spot in the text, for files that are not valid JSON: 1-based line and column (in characters).
    case text(line: Int, column: Int)
    /// A value named by its JSON path, like `days.2026-11-28.drinks[0].ml`; "" is the top level.
    case value(String)
    /// The file as a whole, for files that cannot be read at all.
    case file
}

/// What the reader found where it expected something else.
public enum JournalProblem: Equatable, Sendable {
    /// The file holds nothing but whitespace.
    case emptyFile
    /// Not JSON: `expected` is what the grammar allows at this point.
    case syntax(expected: JSONExpectation, found: JSONFound)
    /// A byte that is not part of valid UTF-8.
    case invalidUTF8(byte: UInt8)
    /// Objects and lists nested deeper than the reader follows.
    case nestingTooDeep(limit: Int)
    /// A key that appears twice in one object.
    case duplicateKey(String)
    /// A key the journal format does not have; rejected because a later save would drop it.
    case unknownKey(String, allowed: [String])
    /// A key the journal needs that is absent.
    case missingKey(String)
    /// A value of the wrong type or outside its range.
    case invalidValue(expected: JournalExpectation, found: JournalFound)
    /// A `version` higher than this danshu knows: the file was made by a newer danshu.
    case newerVersion(Int)
    /// A preset name used by an earlier preset.
    case duplicatePresetName(String)
    /// A day with drinks whose `drank` is not true.
    case drinksOnDayNotDrank
    /// A day with a `context` whose `drank` is not true.
    case contextOnDayNotDrank
    /// An if-then plan's identity used by an earlier plan.
    case duplicateIfThenPlan(String)
    /// More presets, or more entries on one day, than `Limits` allows.
    case tooMany(TooMany)
    /// The file exists but cannot be read; the `errno` code says why.
    case unreadable(errno: Int32)
    /// The path is a pipe, a device or a socket, not a file: reading it could block or never end.
    case notRegularFile
    /// The file is larger than any journal (`limit` megabytes), so it is not read at all.
    case fileTooLarge(megabytes: Int, limit: Int)
}

/// Which list is longer than its limit.
public enum TooMany: Equatable, Sendable {
    /// More than `Limits.presets` presets.
    case presets
    /// More than `Limits.entriesPerDay` entries on one day.
    case entriesPerDay
    /// More than `Limits.ifThenPlans` if-then plans.
    case ifThenPlans
}

/// What the JSON grammar allows at a spot where the text has something else.
public enum JSONExpectation: Equatable, Sendable {
    /// Any JSON value.
    case value
    /// A key in double quotes, or `}` to end the object.
    case keyOrObjectEnd
    /// A key in double quotes, after a comma.
    case key
    /// `:` after a key.
    case colon
    /// `,` or `}` after a value in an object.
    case commaOrObjectEnd
    /// `,` or `]` after a value in a list.
    case commaOrListEnd
    /// Nothing more after the top-level value.
    case endOfFile
    /// A digit in a number.
    case digit
    /// An escape after a backslash: `\" \\ \/ \b \f \n \r \t \uXXXX`.
    case escape
    /// Four hex digits after `\u`.
    case hexDigits
    /// A UTF-16 surrogate pair: `\uD800`–`\uDBFF` followed by `\uDC00`–`\uDFFF`.
    case surrogatePair
    /// `"` to close a string.
    case stringEnd
    /// A control character inside a string written as an escape such as `\n`.
    case escapedControlCharacter
    /// The literal `true`, `false` or `null`.
    case literal(String)
}

/// What the text has where the grammar expects something else.
public enum JSONFound: Equatable, Sendable {
    /// The file ended.
    case endOfFile
    /// This character.
    case character(Unicode.Scalar)
}

/// What a JSON value in the file was, shown after "found".
public enum JournalFound: Equatable, Sendable {
    /// A number, as written in the file.
    case number(String)
    /// A string, decoded (long strings are cut short).
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An object `{…}`.
    case object
    /// A list `[…]`.
    case list
}

/// What a journal value must be. A day part's value says its own through its kind (`DayPartExpectation`, DanshuCore),
/// which `JournalExpectation.init(_:)` maps onto these cases.
public enum JournalExpectation: Equatable, Sendable {
    /// The whole file: a JSON object.
    case journalObject
    /// An object `{…}`.
    case object
    /// A list `[…]`.
    case list
    /// The string "danshu-journal" in `format`.
    case formatName
    /// The number 1 in `version`.
    case version
    /// A value the setting allows.
    case setting(SettingKey)
    /// A whole number of millilitres in `Limits.ml`.
    case millilitres
    /// A percentage in `Limits.abvTenths` with at most one decimal.
    case abv
    /// Grams in `Limits.gramsTenths` with at most one decimal.
    case grams
    /// A whole number in `Limits.count`.
    case count
    /// A price in whole yen in `Limits.priceYen`.
    case price
    /// Kilocalories, a whole number in `Limits.extraKcal`.
    case kcal
    /// A name in `Limits.nameLength` characters.
    case name
    /// A note in `Limits.noteLength` characters.
    case note
    /// `true` or `false` in a day's `drank`.
    case drank
    /// A real date `YYYY-MM-DD` in `Limits.years`, as a key of `days`.
    case date
    /// A whole number in `Limits.mood` in a day's `mood`.
    case mood
    /// A whole number in `Limits.craving` in a day's `craving`.
    case craving
    /// One of `Streaks.milestones` in `celebrated.days`.
    case milestone
    /// A weekday's name (`sun` … `sat`), not named before, in a plan's `days`.
    case weekday
    /// Grams in `Limits.planMaxTenths` with at most one decimal, in a plan's `maxGrams`.
    case planAmount
    /// A medicine's name of 1 to `Limits.medicineName` characters in a day's `medicine`.
    case medicine
    /// One of these words (a part of a day's `context`).
    case oneOf([String])
    /// An if-then plan's identity of 1 to `Limits.ifThenText` characters, in its `id`.
    case ifThenPlanID
    /// An IF: an object of one key of `IfThenPlan.Situation.kindWords` and its string.
    case ifThenSituation
    /// A THEN: an object of one key of `IfThenPlan.Response.kindWords` and its string.
    case ifThenResponse
    /// A typed IF or THEN: one line of 1 to `Limits.ifThenText` characters.
    case ifThenText
    /// A time of day as hours `from-to`, 0 to 24, the end after the start (`18-22`).
    case planHours
    /// `true` or `false` in an if-then plan's `retired`.
    case retired
    /// A time of day `HH:MM`, in an urge's `at`.
    case clockTime
    /// A whole number in `Limits.urgeStrength`, in an urge's `strength` and `after`.
    case urgeStrength
    /// A whole number of minutes in `Limits.urgeFollowUpMinutes`, in an urge's `afterMinutes`.
    case urgeMinutes
    /// One line of `Limits.urgeText` characters, in an urge's `triggerText` and `doneText`.
    case urgeText
    /// One line of 1 to `Limits.noteLength` characters, in an urge's `note`.
    case urgeNote
    /// An urge: `at` and `strength`, and `after` with `afterMinutes` or neither.
    case urge
    /// A day's urges: at most `Limits.urgesPerDay`, none twice (the same time, strength and triggers).
    case urges
    /// An urge's `plan` on import: the identity of an if-then plan the journal or the file has.
    case knownIfThenPlan
}
