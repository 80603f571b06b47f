import DanshuCore
/// The values of a day's parts (`DayPart`): each read as its key's kind says (`DayFormat`), `null` allowed for none, and
/// refused at its place with what the kind expected; the part makes of it what the day holds.
extension JournalDecoder {
    /// A value of `format`; nil for `null`.
    mutating func dayValue(_ format: DayValueFormat) throws(ReadFailure) -> DayValue? {
        switch format {
        case .text(let lengths, let expected):
            switch try scanner.readValue() {
            case .string(let s) where Self.fits(s, lengths): return .text(s)
            case .null: return nil
            case let other: throw invalid(expected, other)
            }
        case .whole(let range, let expected):
            return try whole(expected, in: range, nullable: true).map(DayValue.whole)
        case .word(let words):
            let value = try scanner.readValue()
            switch value {
            case .string(let s) where words.contains(s): return .text(s)
            case .null: return nil
            case .string, .number, .bool, .object, .list: throw invalid(format.expected, value)
            }
        case .list(let element):
            if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return nil }
            guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
            var items: [DayValue] = []
            var first = true
            while try scanner.nextElement(isFirst: &first) {
                do throws(ReadFailure) {
                    guard let item = try dayValue(element) else { throw invalid(element.expected, .null) }
                    items.append(item)
                } catch { throw error.inside(.index(items.count)) }
            }
            return .list(items)
        case .object(let keys, let members):
            if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return nil }
            var values = [DayValue?](repeating: nil, count: members.count)
            try self.members(of: keys) { decoder, index throws(ReadFailure) in
                values[index] = try decoder.dayValue(members[index].value)
            }
            return .object(values)
        }
    }

    /// Whether a string has `lengths` characters, counted only when its UTF-8 length does not say so at once.
    private static func fits(_ s: String, _ lengths: ClosedRange<Int>) -> Bool {
        if s.utf8.count <= lengths.upperBound && (lengths.lowerBound == 0 || (lengths.lowerBound == 1 && !s.isEmpty)) { return true }
        return lengths.contains(s.count)
    }
}
