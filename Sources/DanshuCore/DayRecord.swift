/// How the user answered 「お酒を飲みましたか？」 for a day.
public enum Answer: Equatable, Sendable {
    case yes, no
}

/// One day of the journal. A day absent from the journal is unrecorded.
///
/// Laid out small, since a journal holds thousands (40 bytes instead of 96: pages a load touches are most of its time
/// on machines where a page costs much, docs/decisions.md "A day in 40 bytes"): the feelings in a byte each, and the
/// rarely used medicine, context and urges in one shared box, nil for most days.
public struct DayRecord: Equatable, Sendable {
    /// The answer: true はい, false いいえ, nil not answered (a day with only a note). Whether the day counts as a
    /// drinking day is `isDrinkingDay`: はい with only non-alcoholic drinks is a sober day.
    public var drank: Bool?
    /// 気分 and 飲みたい気持ち as bytes, -1 for none (see `mood`, `craving`).
    private var moodByte: Int8 = -1, cravingByte: Int8 = -1
    /// Entries in the order first added; empty unless `drank` is true.
    public var drinks: [DrinkEntry]
    public var note: String?
    /// The medicine and the context, when either is there.
    private var extras: Extras?

    /// 気分 1–5 (`Limits.mood`), nil when not given; a day with only feelings is still unrecorded for drinking.
    public var mood: Int? {
        get { moodByte < 0 ? nil : Int(moodByte) }
        set { moodByte = Self.byte(newValue) }
    }
    /// 飲みたい気持ち 0–10 (`Limits.craving`), nil when not given.
    public var craving: Int? {
        get { cravingByte < 0 ? nil : Int(cravingByte) }
        set { cravingByte = Self.byte(newValue) }
    }
    /// The name the day's medicine was taken under, nil when not taken (`Medicine.swift`).
    public var medicine: String? {
        get { extras?.medicine }
        set { extras = Extras.make(medicine: newValue, context: context, urges: urges) }
    }
    /// What the drinking day was like; only on a day answered はい (`DayContext.swift`).
    public var context: DayContext? {
        get { extras?.context }
        set { extras = Extras.make(medicine: medicine, context: newValue, urges: urges) }
    }
    /// The urges of the day (design.md §9), in the day's order (`Urge.comesBefore`); on any day, answered or not.
    public var urges: [Urge] {
        get { extras?.urges ?? [] }
        set { extras = Extras.make(medicine: medicine, context: context, urges: newValue) }
    }

    public init(drank: Bool?, drinks: [DrinkEntry] = [], note: String? = nil, mood: Int? = nil, craving: Int? = nil,
                medicine: String? = nil, context: DayContext? = nil, urges: [Urge] = []) {
        self.drank = drank
        self.drinks = drinks
        self.note = note
        moodByte = Self.byte(mood)
        cravingByte = Self.byte(craving)
        extras = Extras.make(medicine: medicine, context: context, urges: urges)
    }

    /// A feeling as its byte: values a byte cannot hold are kept as the nearest it can (the journal's limits, 1–5 and
    /// 0–10, are checked where a value comes in, long before it is stored here).
    private static func byte(_ value: Int?) -> Int8 {
        value.map { Int8(clamping: max(0, $0)) } ?? -1
    }

    /// The medicine, the context and the urges of a day, never changed once made: a change makes a new box, so copies
    /// of a day share it safely.
    private final class Extras: Sendable {
        let medicine: String?
        let context: DayContext?
        let urges: [Urge]

        private init(medicine: String?, context: DayContext?, urges: [Urge]) {
            self.medicine = medicine
            self.context = context
            self.urges = urges
        }

        /// A box for these values; nil when there is nothing to keep.
        static func make(medicine: String?, context: DayContext?, urges: [Urge]) -> Extras? {
            medicine == nil && context == nil && urges.isEmpty ? nil : Extras(medicine: medicine, context: context, urges: urges)
        }
    }

    public static func == (a: DayRecord, b: DayRecord) -> Bool {
        a.drank == b.drank && a.moodByte == b.moodByte && a.cravingByte == b.cravingByte && a.note == b.note
            && a.drinks == b.drinks && a.medicine == b.medicine && a.context == b.context && a.urges == b.urges
    }

    public static let sober = DayRecord(drank: false)

    /// The day's pure alcohol in tenths of a gram: the sum of every entry of alcohol (a non-alcoholic drink's trace,
    /// under 1 %, is not counted: `NonAlcoholic.swift`).
    public var totalTenths: Int { drinks.reduce(0) { $1.isNonAlcoholic ? $0 : $0 + $1.totalTenths } }

    /// The number of drinks (sum of counts).
    public var drinkCount: Int { drinks.reduce(0) { $0 + $1.count } }

    /// True when the record holds nothing and the day is better left unrecorded.
    public var isEmpty: Bool { drank == nil && (note ?? "").isEmpty && drinks.isEmpty && !hasFeelings && medicine == nil && context == nil
        && urges.isEmpty }
}

/// What the calendar and statistics see of a day.
public enum DayState: Equatable, Sendable {
    case unrecorded
    case sober
    case drank(gramsTenths: Int)

    /// A drinking day is one `DayRecord.isDrinkingDay` says is: a day of only non-alcoholic drinks is sober.
    public init(_ record: DayRecord?) {
        switch record?.isDrinkingDay {
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
