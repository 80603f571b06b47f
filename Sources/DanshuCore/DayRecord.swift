/// How the user answered 「お酒を飲みましたか？」 for a day.
public enum Answer: Equatable, Sendable {
    case yes, no
}

/// One day of the journal. A day absent from the journal is unrecorded.
public struct DayRecord: Equatable, Sendable {
    /// true: drank (はい), false: sober (いいえ), nil: not answered (a day with only a note).
    public var drank: Bool?
    /// Entries in the order first added; empty unless `drank` is true.
    public var drinks: [DrinkEntry]
    public var note: String?
    /// 気分 1–5 (`Limits.mood`), nil when not given; a day with only feelings is still unrecorded for drinking.
    public var mood: Int?
    /// 飲みたい気持ち 0–10 (`Limits.craving`), nil when not given.
    public var craving: Int?
    /// The name the day's medicine was taken under, nil when not taken (`Medicine.swift`).
    public var medicine: String?
    /// What the drinking day was like; only on a day answered はい (`DayContext.swift`).
    public var context: DayContext?

    public init(drank: Bool?, drinks: [DrinkEntry] = [], note: String? = nil, mood: Int? = nil, craving: Int? = nil,
                medicine: String? = nil, context: DayContext? = nil) {
        self.drank = drank
        self.drinks = drinks
        self.note = note
        self.mood = mood
        self.craving = craving
        self.medicine = medicine
        self.context = context
    }

    public static let sober = DayRecord(drank: false)

    /// The day's pure alcohol in tenths of a gram: the sum of every entry.
    public var totalTenths: Int { drinks.reduce(0) { $0 + $1.totalTenths } }

    /// The number of drinks (sum of counts).
    public var drinkCount: Int { drinks.reduce(0) { $0 + $1.count } }

    /// True when the record holds nothing and the day is better left unrecorded.
    public var isEmpty: Bool { drank == nil && (note ?? "").isEmpty && drinks.isEmpty && !hasFeelings && medicine == nil && context == nil }
}

/// What the calendar and statistics see of a day.
public enum DayState: Equatable, Sendable {
    case unrecorded
    case sober
    case drank(gramsTenths: Int)

    public init(_ record: DayRecord?) {
        switch record?.drank {
        case true?: self = .drank(gramsTenths: record?.totalTenths ?? 0)
        case false?: self = .sober
        case nil: self = .unrecorded
        }
    }

    /// The day's pure alcohol in tenths of a gram: the total of a drinking day, 0 for any other day.
    public var gramsTenths: Int {
        if case .drank(let g) = self { return g }
        return 0
    }
}
