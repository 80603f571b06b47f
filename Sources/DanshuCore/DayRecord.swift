/// How the user answered 「お酒を飲みましたか？」 for a day.
public enum Answer: Equatable, Sendable {
    case yes, no
}

/// One day of the journal. A day absent from the journal is unrecorded.
///
/// Laid out small, since a journal holds thousands (40 bytes instead of 96: pages a load touches are most of its time
/// on machines where a page costs much, docs/decisions.md "A day in 40 bytes"): the feelings in a byte each, and the
/// rarely used parts (`DayPart`: the medicine, the context, the urges, any part added later) in one shared box, nil for
/// most days.
public struct DayRecord: Equatable, Sendable {
    /// The answer: true はい, false いいえ, nil not answered (a day with only a note). Whether the day counts as a
    /// drinking day is `isDrinkingDay`: はい with only non-alcoholic drinks is a sober day.
    public var drank: Bool?
    /// 気分 and 飲みたい気持ち as bytes, -1 for none (see `mood`, `craving`).
    private var moodByte: Int8 = -1, cravingByte: Int8 = -1
    /// Entries in the order first added; empty unless `drank` is true.
    public var drinks: [DrinkEntry]
    public var note: String?
    /// The parts kept in the box, when the day holds any.
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
        get { boxed(DayPart.medicine.rawValue) }
        set { setBoxed(DayPart.medicine.rawValue, newValue) }
    }
    /// What the drinking day was like; only on a day answered はい (`DayContext.swift`).
    public var context: DayContext? {
        get { boxed(DayPart.context.rawValue) }
        set { setBoxed(DayPart.context.rawValue, newValue) }
    }
    /// The urges of the day (design.md §9), in the day's order (`Urge.comesBefore`); on any day, answered or not.
    public var urges: [Urge] {
        get { boxed(DayPart.urges.rawValue) ?? [] }
        set { setBoxed(DayPart.urges.rawValue, newValue.isEmpty ? nil : newValue) }
    }

    public init(
        drank: Bool?, drinks: [DrinkEntry] = [], note: String? = nil, mood: Int? = nil, craving: Int? = nil,
        medicine: String? = nil, context: DayContext? = nil, urges: [Urge] = []
    ) {
        self.drank = drank
        self.drinks = drinks
        self.note = note
        moodByte = Self.byte(mood)
        cravingByte = Self.byte(craving)
        extras = nil
        if let medicine { setBoxed(DayPart.medicine.rawValue, medicine) }
        if let context { setBoxed(DayPart.context.rawValue, context) }
        if !urges.isEmpty { setBoxed(DayPart.urges.rawValue, urges) }
    }

    /// A feeling as its byte: values a byte cannot hold are kept as the nearest it can (the journal's limits, 1–5 and
    /// 0–10, are checked where a value comes in, long before it is stored here).
    private static func byte(_ value: Int?) -> Int8 {
        value.map { Int8(clamping: max(0, $0)) } ?? -1
    }

    /// The value the part named `name` keeps in the day's box (`DayPart`), nil when the day holds none of it.
    public func boxed<Value: Equatable & Sendable>(_ name: String, as _: Value.Type = Value.self) -> Value? {
        // Most days have no box: no cast for them (casting even a nil existential asks the runtime).
        guard let value = extras?.value(of: name) else { return nil }
        return value as? Value
    }

    /// Keeps `value` in the day's box as the part named `name`; nil takes the part out, and a box left empty goes.
    public mutating func setBoxed<Value: Equatable & Sendable>(_ name: String, _ value: Value?) {
        guard value != nil || extras != nil else { return }
        extras = Extras.make(extras, name, value)
    }

    /// The parts a day keeps in its box by name, in name order, never changed once made: a change makes a new box, so
    /// copies of a day share it safely.
    private final class Extras: Sendable {
        /// A part in the box: its name and value.
        struct Part: Sendable {
            let name: String
            let value: any Equatable & Sendable
        }

        let parts: [Part]

        private init(_ parts: [Part]) {
            self.parts = parts
        }

        func value(of name: String) -> (any Equatable & Sendable)? {
            parts.first { $0.name == name }?.value
        }

        /// `box` with the part named `name` set to `value` (nil: taken out); nil when nothing is left to keep.
        static func make(_ box: Extras?, _ name: String, _ value: (any Equatable & Sendable)?) -> Extras? {
            var parts = box?.parts.filter { $0.name != name } ?? []
            if let value {
                parts.insert(Part(name: name, value: value), at: parts.firstIndex { $0.name > name } ?? parts.endIndex)
            }
            return parts.isEmpty ? nil : Extras(parts)
        }

        /// Whether two boxes hold the same parts with equal values.
        static func same(_ a: Extras?, _ b: Extras?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a === b
                || a.parts.count == b.parts.count
                    && zip(a.parts, b.parts).allSatisfy { $0.name == $1.name && Self.equal($0.value, $1.value) }
        }

        private static func equal(_ a: any Equatable & Sendable, _ b: any Equatable & Sendable) -> Bool {
            func equal<Value: Equatable>(_ a: Value) -> Bool { (b as? Value) == a }
            return equal(a)
        }
    }

    /// Days are equal when their answers, drinks, note, feelings and boxed parts are: what every part's `same` compares
    /// (`DayPart`), whatever the box holds.
    public static func == (a: DayRecord, b: DayRecord) -> Bool {
        a.drank == b.drank && a.moodByte == b.moodByte && a.cravingByte == b.cravingByte && a.note == b.note
            && a.drinks == b.drinks && Extras.same(a.extras, b.extras)
    }

    public static let sober = DayRecord(drank: false)

    /// The day's pure alcohol in tenths of a gram: the sum of every entry of alcohol (a non-alcoholic drink's trace,
    /// under 1 %, is not counted: `NonAlcoholic.swift`).
    public var totalTenths: Int { drinks.reduce(0) { $1.isNonAlcoholic ? $0 : $0 + $1.totalTenths } }

    /// The number of drinks (sum of counts).
    public var drinkCount: Int { drinks.reduce(0) { $0 + $1.count } }

    /// True when the record holds nothing and the day is better left unrecorded: no answer, no drinks, and none of any
    /// part (an empty note is none; a boxed part is there while the box holds it).
    public var isEmpty: Bool { drank == nil && (note ?? "").isEmpty && drinks.isEmpty && !hasFeelings && extras == nil }

    /// Whether the day may hold a part (`DayPart`): a note, feelings, or a box. Most days hold none, and the loops over
    /// the table skip them.
    public var mayHoldParts: Bool { note != nil || moodByte >= 0 || cravingByte >= 0 || extras != nil }
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
