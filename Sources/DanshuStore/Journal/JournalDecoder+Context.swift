import DanshuCore
/// A day's medicine and context (DESIGN §8, journal version 3): `"medicine": "セリンクロ"` and
/// `"context": {"after": "hangover", "where": "home", "why": ["stress", "meal"], "with": "alone"}`, each part optional and
/// `null` allowed for none. The words are `DayContext`'s own; a reason given twice is the reason once.
extension JournalDecoder {
    private enum ContextKey: String, IndexedKey { case after, `where`, why, with }

    static let contextKeys = JSONKeySet(ContextKey.allCases.map(\.rawValue))

    /// `medicine`: the name it was taken under, 1 to `Limits.medicineName` characters; `null` is not taken.
    mutating func medicine() throws(ReadFailure) -> String? {
        switch try scanner.readValue() {
        case .string(let s) where !s.isEmpty && s.count <= Limits.medicineName.upperBound: return s
        case .null: return nil
        case let other: throw invalid(.medicine, other)
        }
    }

    /// `context`: the parts given; an object with none (or `null`) is no context.
    mutating func context() throws(ReadFailure) -> DayContext? {
        if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return nil }
        var context = DayContext()
        try members(of: Self.contextKeys) { decoder, index throws(ReadFailure) in
            switch ContextKey(index: index) {
            case .after?: context.aftermath = try decoder.word(DayContext.Aftermath.self)
            case .where?: context.place = try decoder.word(DayContext.Place.self)
            case .with?: context.company = try decoder.word(DayContext.Company.self)
            case .why?, nil: context.reasons = try decoder.reasons()
            }
        }
        return context.isEmpty ? nil : context
    }

    /// One of `Value`'s words, or `null` for none.
    private mutating func word<Value: RawRepresentable & CaseIterable>(_: Value.Type) throws(ReadFailure) -> Value?
        where Value.RawValue == String {
        let value = try scanner.readValue()
        switch value {
        case .string(let s):
            if let word = Value(rawValue: s) { return word }
        case .null: return nil
        case .number, .bool, .object, .list: break
        }
        throw invalid(.oneOf(Value.allCases.map(\.rawValue)), value)
    }

    /// `why`: a list of reasons' words, or `null` for none.
    private mutating func reasons() throws(ReadFailure) -> DayContext.Reasons {
        if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return [] }
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var reasons: DayContext.Reasons = []
        var first = true, index = 0
        while try scanner.nextElement(isFirst: &first) {
            let value = try scanner.readValue()
            guard case .string(let s) = value, let reason = DayContext.Reason(rawValue: s) else {
                throw invalid(.oneOf(DayContext.Reason.allCases.map(\.rawValue)), value).inside(.index(index))
            }
            reasons.insert(reason)
            index += 1
        }
        return reasons
    }
}
