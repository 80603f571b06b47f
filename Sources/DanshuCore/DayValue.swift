/// A value of a day part's key in the journal file, apart from its spelling (`DayPartKey`): what the part hands the
/// writer and the reader hands the part. The journal's reader and writer (DanshuStore) spell it.
public enum DayValue: Equatable, Sendable {
    /// A string: a name, a note, a word.
    case text(String)
    /// A whole number.
    case whole(Int)
    /// A list, in order.
    case list([DayValue])
    /// An object's values in the order of its kind's keys (`DayValueKind.object`), nil where a key is absent.
    case object([DayValue?])
}

/// What a key of a day part takes in the journal file: the reader reads a value of this kind (or `null`, which is none)
/// and refuses anything else at its place, saying what it expected. A struct, not an enum with payloads: the table
/// lives in a global for the whole run, and the case bits Swift keeps in an enum's pointers hide what they point to
/// from the leak checker (`make fuzz`, `make sanitize`), which then reports the table as leaked.
public struct DayValueKind: Sendable {
    /// The shape of a value.
    public enum Shape: Sendable {
        case text, whole, word, list, object
    }

    /// Its shape.
    public let shape: Shape
    /// How many characters a text has, or the range of a whole number.
    public let range: ClosedRange<Int>
    /// What a refused value should have been; nil for a list or an object, which say that.
    public let expected: DayPartExpectation?
    /// The kind of a list's items (one), none for the other shapes.
    public let items: [DayValueKind]
    /// An object's keys, in sorted order (the writer's), each optional.
    public let members: [DayValueMember]
    /// A rule a value read must keep besides its shape (`checked`), nil for none.
    public let check: (@Sendable (DayValue) -> Bool)?
    /// What a value that breaks `check` should have been.
    public let checkExpected: DayPartExpectation?

    private init(
        _ shape: Shape, range: ClosedRange<Int> = 0...0, expected: DayPartExpectation?, items: [DayValueKind] = [],
        members: [DayValueMember] = [], check: (@Sendable (DayValue) -> Bool)? = nil,
        checkExpected: DayPartExpectation? = nil
    ) {
        self.shape = shape
        self.range = range
        self.expected = expected
        self.items = items
        self.members = members
        self.check = check
        self.checkExpected = checkExpected
    }

    /// This kind with a further rule a value read must keep (an urge's time is a text of five characters that is a time
    /// of day; an urge gives `after` and `afterMinutes` together); a value that breaks it is refused as `expected`.
    public func checked(as expected: DayPartExpectation, _ check: @escaping @Sendable (DayValue) -> Bool) -> Self {
        DayValueKind(
            shape, range: range, expected: self.expected, items: items, members: members, check: check,
            checkExpected: expected)
    }

    /// A string of `lengths` characters.
    public static func text(lengths: ClosedRange<Int>, expected: DayPartExpectation) -> Self {
        DayValueKind(.text, range: lengths, expected: expected)
    }

    /// A whole number in `range` (`5` and `5.0` alike).
    public static func whole(_ range: ClosedRange<Int>, expected: DayPartExpectation) -> Self {
        DayValueKind(.whole, range: range, expected: expected)
    }

    /// One of these words.
    public static func word(_ words: [String]) -> Self {
        DayValueKind(.word, expected: .oneOf(words))
    }

    /// A list of values of one kind, none of them `null`.
    public static func list(_ item: DayValueKind) -> Self {
        DayValueKind(.list, expected: nil, items: [item])
    }

    /// An object of these keys, in sorted order (the writer's), each optional.
    public static func object(_ members: [DayValueMember]) -> Self {
        DayValueKind(.object, expected: nil, members: members)
    }

    /// The words a word may be.
    public var words: [String] {
        if case .oneOf(let words)? = expected { return words }
        return []
    }
}

/// A key of an object a day part's key holds (`DayValueKind.object`), and what it takes.
public struct DayValueMember: Sendable {
    /// The key, as the file spells it.
    public let key: String
    /// What it takes.
    public let kind: DayValueKind

    /// The key `key`, taking `kind`.
    public init(_ key: String, _ kind: DayValueKind) {
        self.key = key
        self.kind = kind
    }
}

/// What a refused value of a day part should have been, as the journal's and the CSV import's errors say it.
public enum DayPartExpectation: Equatable, Sendable {
    /// A note in `Limits.noteLength` characters.
    case note
    /// A whole number in `Limits.mood`.
    case mood
    /// A whole number in `Limits.craving`.
    case craving
    /// A medicine's name of 1 to `Limits.medicineName` characters.
    case medicine
    /// One of these words.
    case oneOf([String])
    /// A time of day `HH:MM` (an urge's `at`).
    case clockTime
    /// A whole number in `Limits.urgeStrength` (an urge's `strength` and `after`).
    case urgeStrength
    /// A whole number in `Limits.urgeFollowUpMinutes` (an urge's `afterMinutes`).
    case urgeMinutes
    /// One line of `Limits.urgeText` characters (an urge's `triggerText` and `doneText`).
    case urgeText
    /// One line of 1 to `Limits.noteLength` characters (an urge's `note`).
    case urgeNote
    /// An if-then plan's identity of 1 to `Limits.ifThenText` characters (an urge's `plan`).
    case planID
    /// An urge: `at` and `strength` given, and `after` with `afterMinutes` or neither.
    case urge
    /// A day's urges: at most `Limits.urgesPerDay`, none twice (the same time, strength and triggers).
    case urges
}

extension DayValueKind {
    /// The words of `Word`'s cases, as the file spells them.
    public static func word<Word: RawRepresentable & CaseIterable>(of _: Word.Type) -> Self
    where Word.RawValue == String {
        .word(Word.allCases.map { $0.rawValue })
    }
}

extension DayValue {
    /// The text of a `.text` value, nil for any other.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The number of a `.whole` value, nil for any other.
    public var whole: Int? {
        if case .whole(let number) = self { return number }
        return nil
    }

    /// The items of a `.list` value, empty for any other.
    public var items: [DayValue] {
        if case .list(let items) = self { return items }
        return []
    }

    /// The value of an object's key at `index` of its kind's keys, nil when absent or not an object.
    public func member(_ index: Int) -> DayValue? {
        guard case .object(let values) = self, values.indices.contains(index) else { return nil }
        return values[index]
    }
}
