/// A row of the day parts' table (`DayPart.descriptor`): everything the journal's machinery does with one optional part
/// of a day. Made by `part(…)`, which takes every rule and defaults none, so a row cannot leave one out. A class, so the
/// loops over the table take one reference to a row, not one to each of its rules.
public final class DayPartDescriptor: Sendable {
    /// The part's name; a part kept in the day's box is kept under it (`DayRecord.boxed`).
    public let name: String
    /// The journal version that added the part: a day that holds it makes the file at least that version.
    public let sinceVersion: Int
    /// The keys the part writes in a day's object, each with what it takes.
    public let keys: [DayPartKey]
    /// The part's CSV columns, in order; a part of version 1 has them in every export, a later one once a day uses it.
    public let columns: [DayPartColumn]
    /// Whether every CSV row of a day repeats the part or one row may give it.
    public let rows: DayPartRows
    /// How a merge of two versions of a day decides the part.
    public let merge: DayPartMerge
    /// Whether only a day answered はい may hold it: いいえ clears it, and a file or edit that puts it elsewhere is refused.
    public let onlyOnDrinkingDay: Bool
    /// Whether the day holds none of the part.
    public let isAbsent: @Sendable (DayRecord) -> Bool
    /// Whether two days hold the same of it: the part's share of a day's equality.
    public let same: @Sendable (DayRecord, DayRecord) -> Bool
    /// Puts the part as the first day holds it (none when it has none) into the second.
    public let copy: @Sendable (DayRecord, inout DayRecord) -> Void
    /// Why `Journal.apply` refuses the part as a day holds it (a name too long), nil when a journal may hold it.
    public let refusal: @Sendable (DayRecord) -> EditRefusal?

    private init(
        name: String, sinceVersion: Int, keys: [DayPartKey], columns: [DayPartColumn], rows: DayPartRows,
        merge: DayPartMerge,
        onlyOnDrinkingDay: Bool, isAbsent: @escaping @Sendable (DayRecord) -> Bool,
        same: @escaping @Sendable (DayRecord, DayRecord) -> Bool,
        copy: @escaping @Sendable (DayRecord, inout DayRecord) -> Void,
        refusal: @escaping @Sendable (DayRecord) -> EditRefusal?
    ) {
        self.name = name
        self.sinceVersion = sinceVersion
        self.keys = keys
        self.columns = columns
        self.rows = rows
        self.merge = merge
        self.onlyOnDrinkingDay = onlyOnDrinkingDay
        self.isAbsent = isAbsent
        self.same = same
        self.copy = copy
        self.refusal = refusal
    }

    /// A part the day holds as a `Value`, nil when it has none (`value`, `set`): emptiness, equality and the copy follow
    /// from them; `isEmpty` says which values count as none too (an empty note).
    public static func part<Value: Equatable & Sendable>(
        _ name: String, since version: Int, value: @escaping @Sendable (DayRecord) -> Value?,
        set: @escaping @Sendable (inout DayRecord, Value?) -> Void, isEmpty: @escaping @Sendable (Value) -> Bool,
        keys: [DayPartKey], columns: [DayPartColumn], rows: DayPartRows, merge: DayPartMerge, onlyOnDrinkingDay: Bool,
        refusal: @escaping @Sendable (Value) -> EditRefusal?
    ) -> DayPartDescriptor {
        DayPartDescriptor(
            name: name, sinceVersion: version, keys: keys, columns: columns, rows: rows, merge: merge,
            onlyOnDrinkingDay: onlyOnDrinkingDay, isAbsent: { value($0).map(isEmpty) ?? true },
            same: { value($0) == value($1) }, copy: { set(&$1, value($0)) }, refusal: { value($0).flatMap(refusal) })
    }
}

/// One key a day part writes in a day's object: what it takes, and how the part's value becomes its value and back.
public struct DayPartKey: Sendable {
    /// The key, as the file spells it.
    public let name: String
    /// What it takes.
    public let kind: DayValueKind
    /// The key's value for a day; nil when the day has none (the key is left out).
    public let value: @Sendable (DayRecord) -> DayValue?
    /// Sets the part from the key's value as read (of `kind`); nil is `null`.
    public let set: @Sendable (inout DayRecord, DayValue?) -> Void

    /// A key of this kind, value and setter.
    public init(
        name: String, kind: DayValueKind, value: @escaping @Sendable (DayRecord) -> DayValue?,
        set: @escaping @Sendable (inout DayRecord, DayValue?) -> Void
    ) {
        self.name = name
        self.kind = kind
        self.value = value
        self.set = set
    }

    /// A string of `lengths` characters, kept as it is read.
    public static func text(
        _ name: String, lengths: ClosedRange<Int>, expected: DayPartExpectation,
        _ get: @escaping @Sendable (DayRecord) -> String?,
        _ set: @escaping @Sendable (inout DayRecord, String?) -> Void
    ) -> Self {
        DayPartKey(
            name: name, kind: .text(lengths: lengths, expected: expected), value: { get($0).map(DayValue.text) },
            set: { set(&$0, $1?.text) })
    }

    /// A whole number in `range`.
    public static func whole(
        _ name: String, _ range: ClosedRange<Int>, expected: DayPartExpectation,
        _ get: @escaping @Sendable (DayRecord) -> Int?,
        _ set: @escaping @Sendable (inout DayRecord, Int?) -> Void
    ) -> Self {
        DayPartKey(
            name: name, kind: .whole(range, expected: expected), value: { get($0).map(DayValue.whole) },
            set: { set(&$0, $1?.whole) })
    }
}

/// One CSV column of a day part: its field on a day's rows, how a field is read, and how an import keeps the journal's
/// value where the file has no such column.
public struct DayPartColumn: Sendable {
    /// The column's header.
    public let name: String
    /// What a refused field should have been.
    public let expected: DayPartExpectation
    /// The day's field ("" for none).
    public let field: @Sendable (DayRecord) -> String
    /// Sets the column's share of the part from a field that is not empty; false, when the field is refused.
    public let read: @Sendable (String, inout DayRecord) -> Bool
    /// Puts the column's share of the part as the first day holds it into the second: an import whose file lacks the
    /// column keeps the journal's value there (`ImportPlan`).
    public let keep: @Sendable (DayRecord, inout DayRecord) -> Void

    /// A column with these rules.
    public init(
        name: String, expected: DayPartExpectation, field: @escaping @Sendable (DayRecord) -> String,
        read: @escaping @Sendable (String, inout DayRecord) -> Bool,
        keep: @escaping @Sendable (DayRecord, inout DayRecord) -> Void
    ) {
        self.name = name
        self.expected = expected
        self.field = field
        self.read = read
        self.keep = keep
    }
}

/// How the CSV rows of one day carry a part.
public enum DayPartRows: Sendable {
    /// Every row of the day repeats it; rows that differ are refused.
    case everyRow
    /// Any one row may give it and the others leave it empty (the note); two rows that give it differently are refused.
    case anyRow
}

/// How a three-way merge decides a part of a day both sides changed (`JournalMerge.mergedParts`).
public struct DayPartMerge: Equatable, Sendable {
    /// The rules.
    public enum Rule: Equatable, Sendable {
        /// With the answer and the drinks, as one: the side that changed any of them gives them all.
        case withTheAnswer
        /// On its own: the side that changed it gives it, whoever changed the rest (a medicine marked on one machine and
        /// drinks logged on the other both stay).
        case onItsOwn
        /// Item by item (the urges): every item of both sides is kept, each merged three-way by `items`; never a conflict.
        /// An import takes such a part apart from the day too (`UrgeImport`).
        case byItems
    }

    /// The part of both sides merged item by item into the day (`byItems` only): from the base, the values ours has had,
    /// ours and theirs, at the journal's `dayStartsAtHour`; theirs where both changed an item differently when asked.
    public typealias Items =
        @Sendable (
            _ base: DayRecord?, _ earlier: [DayRecord?], _ ours: DayRecord, _ theirs: DayRecord,
            _ theirsOnClash: Bool, _ dayStartsAtHour: Int, _ day: inout DayRecord
        ) -> Void

    /// The rule.
    public let rule: Rule
    /// The item-by-item merge of a `byItems` part.
    public let items: Items?

    /// With the answer and the drinks.
    public static let withTheAnswer = DayPartMerge(rule: .withTheAnswer, items: nil)
    /// On its own.
    public static let onItsOwn = DayPartMerge(rule: .onItsOwn, items: nil)
    /// Item by item, as `items` merges them.
    public static func byItems(_ items: @escaping Items) -> DayPartMerge { DayPartMerge(rule: .byItems, items: items) }

    public static func == (a: DayPartMerge, b: DayPartMerge) -> Bool { a.rule == b.rule }
}

/// The day parts' table as the journal's machinery loops over it: `DayPart.table`, or in tests that table with a part
/// of their own.
public final class DayPartTable: Sendable {
    /// The rows, in order: the order of the reader's keys and of the CSV columns.
    public let parts: [DayPartDescriptor]
    /// The latest version a part of it adds.
    public let newestVersion: Int

    /// A table of these rows.
    public init(_ parts: [DayPartDescriptor]) {
        self.parts = parts
        newestVersion = parts.map { $0.sinceVersion }.max() ?? 1
    }

    /// The version a day needs (`DayRecord.formatVersion`): the latest of its parts' and 2 for a drink with a price or
    /// calories of its own, else 1.
    public func formatVersion(of record: DayRecord) -> Int {
        var version = record.drinks.contains { $0.formatVersion == 2 } ? 2 : 1
        guard record.mayHoldParts else { return version }
        for part in parts where part.sinceVersion > version && !part.isAbsent(record) { version = part.sinceVersion }
        return version
    }

    /// Why a journal may not hold `record` as its parts are (a part only a drinking day holds, on another day; a value
    /// past its limits), nil when it may: what an import is checked against.
    public func refusal(of record: DayRecord) -> EditRefusal? {
        if record.drank != true, parts.contains(where: { $0.onlyOnDrinkingDay && !$0.isAbsent(record) }) {
            return .contextOnDayNotDrank
        }
        return parts.lazy.compactMap { $0.refusal(record) }.first
    }

    /// Takes every part only a drinking day holds out of `record` (いいえ).
    public func clearDrinkingDayParts(of record: inout DayRecord) {
        for part in parts where part.onlyOnDrinkingDay { part.copy(DayRecord(drank: nil), &record) }
    }
}
