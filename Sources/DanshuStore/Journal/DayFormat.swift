import DanshuCore

/// A day part table (`DayPartTable`, DanshuCore) as the journal's reader and writer use it, worked out once: the keys a
/// day object may have (`drank`, `drinks`, then each part's in table order, the order the reader names them in), each
/// part key's kind with its object keys' set and spelling at hand, and the keys in the file's sorted order.
final class DayFormat: Sendable {
    /// The table it is made from.
    let parts: DayPartTable
    /// Every key a day object may have.
    let keys: JSONKeySet
    /// The parts' keys, by their index in `keys` less `partsStart`.
    let fields: [Field]
    /// The day's keys in the order the writer writes them (sorted).
    let order: [Slot]
    /// The parts only a drinking day holds, with the key a refusal is placed under.
    let drinkingDayOnly: [DrinkingDayOnly]

    /// `keys`' index of `drank` and `drinks`; the parts' keys come after them.
    static let drankIndex = 0, drinksIndex = 1, partsStart = 2

    /// A part's key: its rules, `"name": ` as the writer spells it, and its kind as the reader reads it. A class, so a day
    /// read or written takes one reference to it, not one to each of its parts.
    final class Field: Sendable {
        let key: DayPartKey
        let spelled: [UInt8]
        let value: DayValueFormat
        /// Whether the key is the urges', which code of their own reads and writes (`JournalDecoder+Urges.swift`,
        /// `JournalWriter+Urges.swift`) in place of the general reading of a `DayValue`.
        let isUrges: Bool

        init(key: DayPartKey, spelled: [UInt8], value: DayValueFormat, isUrges: Bool) {
            self.key = key
            self.spelled = spelled
            self.value = value
            self.isUrges = isUrges
        }
    }

    /// A key of a day in the writer's order.
    enum Slot: Sendable {
        case drank, drinks
        case field(Int)
    }

    /// A part only a drinking day holds, and the key a refusal names.
    struct DrinkingDayOnly: Sendable {
        let part: DayPartDescriptor
        let key: String
    }

    /// The format of `parts`; `urgesByOwnCode` false reads and writes the urges through their kind like any part (the
    /// agreement test's other side).
    init(_ parts: DayPartTable, urgesByOwnCode: Bool = true) {
        self.parts = parts
        let partKeys = parts.parts.flatMap { $0.keys }
        let names = ["drank", "drinks"] + partKeys.map { $0.name }
        keys = JSONKeySet(names)
        fields = partKeys.map {
            Field(
                key: $0, spelled: DayValueFormat.spelled($0.name), value: DayValueFormat($0.kind),
                isUrges: urgesByOwnCode && $0.name == DayPart.urges.rawValue)
        }
        order = names.indices.sorted { names[$0] < names[$1] }.map { index in
            switch index {
            case Self.drankIndex: return .drank
            case Self.drinksIndex: return .drinks
            default: return .field(index - Self.partsStart)
            }
        }
        drinkingDayOnly = parts.parts.filter { $0.onlyOnDrinkingDay }.compactMap { part in
            part.keys.first.map { DrinkingDayOnly(part: part, key: $0.name) }
        }
    }

    /// The format of the table every journal uses.
    static let standard = DayFormat(DayPart.table)
    /// The same, the urges read and written through their kind (`UrgeCodecAgreementTests`).
    static let throughKinds = DayFormat(DayPart.table, urgesByOwnCode: false)
    /// Its keys, fields and parts only a drinking day holds, as globals the reader lends without copying.
    static let standardKeys = standard.keys, standardFields = standard.fields,
        standardDrinkingDayOnly = standard.drinkingDayOnly

    /// The format of `parts`: the standard one for `DayPart.table`, worked out once.
    static func of(_ parts: DayPartTable) -> DayFormat {
        parts === DayPart.table ? standard : DayFormat(parts)
    }
}

/// A day part key's kind (`DayValueKind`) as the reader and writer use it: an object's keys as a set to match and as the
/// writer spells them. A struct, as the kind is, so the leak checker sees what the standard format holds.
struct DayValueFormat: Sendable {
    /// The kind.
    let kind: DayValueKind
    /// An object's keys, to match.
    let keys: JSONKeySet?
    /// An object's keys as the writer spells them, each with what it takes.
    let members: [Member]
    /// A list's items' format (one).
    let items: [DayValueFormat]

    /// A key of an object: `"key": ` as the writer spells it, and what it takes.
    struct Member: Sendable {
        let spelled: [UInt8]
        let value: DayValueFormat
    }

    init(_ kind: DayValueKind) {
        self.kind = kind
        keys = kind.shape == .object ? JSONKeySet(kind.members.map { $0.key }) : nil
        members = kind.members.map { Member(spelled: Self.spelled($0.key), value: DayValueFormat($0.kind)) }
        items = kind.items.map { DayValueFormat($0) }
    }

    /// What a refused value should have been.
    var expected: JournalExpectation {
        switch kind.shape {
        case .text, .whole, .word: return kind.expected.map { JournalExpectation($0) } ?? .object
        case .list: return .list
        case .object: return .object
        }
    }

    /// `"name": `, as the writer spells a key.
    static func spelled(_ name: String) -> [UInt8] {
        var out: [UInt8] = []
        out.appendJSONString(name)
        out.appendASCII(": ")
        return out
    }
}

extension JournalExpectation {
    /// What the journal's and the CSV import's errors say a refused value of a day part should have been.
    init(_ expected: DayPartExpectation) {
        switch expected {
        case .note: self = .note
        case .mood: self = .mood
        case .craving: self = .craving
        case .medicine: self = .medicine
        case .oneOf(let words): self = .oneOf(words)
        case .clockTime: self = .clockTime
        case .urgeStrength: self = .urgeStrength
        case .urgeMinutes: self = .urgeMinutes
        case .urgeText: self = .urgeText
        case .urgeNote: self = .urgeNote
        case .planID: self = .ifThenPlanID
        case .urge: self = .urge
        case .urges: self = .urges
        }
    }
}
