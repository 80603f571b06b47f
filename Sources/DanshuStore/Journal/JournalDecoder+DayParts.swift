import DanshuCore

/// The values of a day's parts (`DayPart`): each read as its key's kind says (`DayFormat`), `null` allowed for none, and
/// refused at its place with what the kind expected; the part makes of it what the day holds.
extension JournalDecoder {
    /// A value of `format`; nil for `null`. A kind with a further rule (`DayValueKind.checked`) refuses a value that
    /// breaks it, as what it expected.
    mutating func dayValue(_ format: DayValueFormat) throws(ReadFailure) -> DayValue? {
        let value = try shapedDayValue(format)
        guard let check = format.kind.check, let value, !check(value) else { return value }
        let expected = format.kind.checkExpected.map { JournalExpectation($0) } ?? format.expected
        throw .value([], .invalidValue(expected: expected, found: Self.found(value)))
    }

    /// How a refused value looks in a message.
    private static func found(_ value: DayValue) -> JournalFound {
        switch value {
        case .text(let text): return .string(text)
        case .whole(let number): return .number(String(number))
        case .list: return .list
        case .object: return .object
        }
    }

    /// A value of `format`'s shape; nil for `null`.
    private mutating func shapedDayValue(_ format: DayValueFormat) throws(ReadFailure) -> DayValue? {
        let kind = format.kind
        switch kind.shape {
        case .text:
            switch try scanner.readValue() {
            case .string(let s) where Self.fits(s, kind.range): return .text(s)
            case .null: return nil
            case let other: throw invalid(format.expected, other)
            }
        case .whole:
            return try whole(format.expected, in: kind.range, nullable: true).map(DayValue.whole)
        case .word:
            let value = try scanner.readValue()
            switch value {
            case .string(let s) where kind.words.contains(s): return .text(s)
            case .null: return nil
            case .string, .number, .bool, .object, .list: throw invalid(format.expected, value)
            }
        case .list:
            if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return nil }
            guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
            guard let item = format.items.first else { throw invalid(.list, .list) }
            var items: [DayValue] = []
            var first = true
            while try scanner.nextElement(isFirst: &first) {
                do throws(ReadFailure) {
                    guard let value = try dayValue(item) else { throw invalid(item.expected, .null) }
                    items.append(value)
                } catch { throw error.inside(.index(items.count)) }
            }
            return .list(items)
        case .object:
            if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return nil }
            guard let keys = format.keys else { throw invalid(.object, try scanner.readValue()) }
            let members = format.members
            var values = [DayValue?](repeating: nil, count: members.count)
            try self.members(of: keys) { decoder, index throws(ReadFailure) in
                values[index] = try decoder.dayValue(members[index].value)
            }
            return .object(values)
        }
    }

    /// Whether a string has `lengths` characters, counted only when its UTF-8 length does not say so at once.
    static func fits(_ s: String, _ lengths: ClosedRange<Int>) -> Bool {
        if s.utf8.count <= lengths.upperBound && (lengths.lowerBound == 0 || (lengths.lowerBound == 1 && !s.isEmpty)) {
            return true
        }
        return lengths.contains(s.count)
    }
}
