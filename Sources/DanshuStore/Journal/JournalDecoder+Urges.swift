import DanshuCore

/// A day's `urges` read by code of its own: a year holds a thousand urges or more, and through the general reader of
/// the parts' values (`DayValue`, `JournalDecoder+DayParts.swift`) they cost three times the rest of a ten-year
/// journal. It reads what the urges' kind says (`Urge+Journal.swift`) and refuses the same things at the same places
/// with the same expectations; `UrgeCodecAgreementTests` holds the two readers (and the two writers) to each other.
extension JournalDecoder {
    private enum UrgeKey: String, IndexedKey {
        case after, afterMinutes, at, company, doneText, note, place, plan, strength, triggerText, triggers
    }

    private static let urgeKeys = JSONKeySet(UrgeKey.allCases.map(\.rawValue))
    private static let triggerWords = UrgeTrigger.allCases.map(\.rawValue)
    private static let placeWords = DayContext.Place.allCases.map(\.rawValue)
    private static let companyWords = DayContext.Company.allCases.map(\.rawValue)
    /// Each trigger's word as the writer spells it, quotes included, in the cases' order.
    private static let spelledTriggers = triggerWords.map { Array("\"\($0)\"".utf8) }
    /// The triggers whose word starts with each ASCII letter, by the letter's byte.
    private static let triggersByFirstLetter: [[Int]] = (0..<128).map { letter in
        spelledTriggers.indices.filter { spelledTriggers[$0][1] == letter }
    }

    /// `urges`: the list, `null` for none; at most `Limits.urgesPerDay`, none twice.
    mutating func urges() throws(ReadFailure) -> [Urge] {
        if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return [] }
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var urges: [Urge] = []
        urges.reserveCapacity(4)
        var first = true
        while try scanner.nextElement(isFirst: &first) {
            do throws(ReadFailure) {
                guard let urge = try urge() else { throw invalid(.object, .null) }
                urges.append(urge)
            } catch { throw error.inside(.index(urges.count)) }
        }
        guard urges.count <= Limits.urgesPerDay, !Self.holdsAnUrgeTwice(urges) else {
            throw .value([], .invalidValue(expected: .urges, found: .list))
        }
        return urges
    }

    /// Whether two of `urges` are the same urge: pair by pair for a day's few, by a set for many.
    private static func holdsAnUrgeTwice(_ urges: [Urge]) -> Bool {
        if urges.count > 16 {
            var identities = Set<Urge.Identity>()
            return !urges.allSatisfy { identities.insert($0.identity).inserted }
        }
        for i in urges.indices.dropFirst() where urges[..<i].contains(where: { $0.identity == urges[i].identity }) {
            return true
        }
        return false
    }

    /// One urge's object; nil for `null`.
    private mutating func urge() throws(ReadFailure) -> Urge? {
        if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return nil }
        var at: ClockTime?
        var strength: Int?
        var after: Int?
        var afterMinutes: Int?
        var triggers: UrgeTriggers = []
        var place: DayContext.Place?
        var company: DayContext.Company?
        var triggerText: String?
        var note: String?
        var plan: String?
        var doneText: String?
        try members(of: Self.urgeKeys) { decoder, index throws(ReadFailure) in
            switch UrgeKey(index: index) {
            case .after?: after = try decoder.whole(.urgeStrength, in: Limits.urgeStrength, nullable: true)
            case .afterMinutes?:
                afterMinutes = try decoder.whole(.urgeMinutes, in: Limits.urgeFollowUpMinutes, nullable: true)
            case .at?:
                if let time = decoder.plainClockTime() {
                    at = time
                    return
                }
                at = try decoder.urgeText(5...5, .clockTime).map { text throws(ReadFailure) in
                    guard let time = ClockTime(journalText: text) else {
                        throw .value([], .invalidValue(expected: .clockTime, found: .string(text)))
                    }
                    return time
                }
            case .company?: company = try decoder.urgeWord(Self.companyWords).flatMap(DayContext.Company.init)
            case .doneText?: doneText = try decoder.urgeText(Limits.urgeText, .urgeText, oneLine: true)
            case .note?: note = try decoder.urgeText(1...Limits.noteLength.upperBound, .urgeNote, oneLine: true)
            case .place?: place = try decoder.urgeWord(Self.placeWords).flatMap(DayContext.Place.init)
            case .plan?: plan = try decoder.urgeText(Limits.ifThenText, .ifThenPlanID)
            case .strength?: strength = try decoder.whole(.urgeStrength, in: Limits.urgeStrength, nullable: true)
            case .triggerText?: triggerText = try decoder.urgeText(Limits.urgeText, .urgeText, oneLine: true)
            case .triggers?, nil: triggers = try decoder.urgeTriggers()
            }
        }
        guard let at, let strength, (after == nil) == (afterMinutes == nil) else {
            throw .value([], .invalidValue(expected: .urge, found: .object))
        }
        return Urge(
            at: at, strength: strength, triggers: triggers, triggerText: triggerText, place: place, company: company,
            note: note, plan: plan, doneText: doneText, after: after, afterMinutes: afterMinutes)
    }

    /// A string of `lengths` characters (on one line when asked), `null` for none.
    private mutating func urgeText(
        _ lengths: ClosedRange<Int>, _ expected: JournalExpectation,
        oneLine: Bool = false
    ) throws(ReadFailure) -> String? {
        switch try scanner.readValue() {
        case .string(let s) where Self.fits(s, lengths):
            if oneLine {
                let reading = OneLineText.read(s)
                guard !reading.joinedLines, reading.controls.isEmpty else {
                    throw .value([], .invalidValue(expected: expected, found: .string(s)))
                }
            }
            return s
        case .null: return nil
        case let other: throw invalid(expected, other)
        }
    }

    /// One of `words`, `null` for none.
    private mutating func urgeWord(_ words: [String]) throws(ReadFailure) -> String? {
        let value = try scanner.readValue()
        switch value {
        case .string(let s) where words.contains(s): return s
        case .null: return nil
        case .string, .number, .bool, .object, .list: throw invalid(.oneOf(words), value)
        }
    }

    /// `triggers`: a list of the triggers' words, `null` for none; a word twice is the word once.
    private mutating func urgeTriggers() throws(ReadFailure) -> UrgeTriggers {
        if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return [] }
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var triggers: UrgeTriggers = []
        var first = true
        var index = 0
        while try scanner.nextElement(isFirst: &first) {
            if let known = plainTrigger() {
                triggers.insert(UrgeTrigger.allCases[known])
                index += 1
                continue
            }
            let value = try scanner.readValue()
            guard case .string(let word) = value, let trigger = UrgeTrigger(rawValue: word) else {
                throw invalid(.oneOf(Self.triggerWords), value).inside(.index(index))
            }
            triggers.insert(trigger)
            index += 1
        }
        return triggers
    }

    /// A time spelled as the writer spells it, `"HH:MM"`, read from the bytes and consumed; nil, nothing consumed, for
    /// anything else (then the general reading says what is wrong).
    private mutating func plainClockTime() -> ClockTime? {
        scanner.skipWhitespace()
        let i = scanner.offset
        let bytes = scanner.bytes
        guard i + 7 <= bytes.count, bytes[i] == 0x22, bytes[i + 3] == 0x3A, bytes[i + 6] == 0x22 else { return nil }
        @inline(__always) func digit(_ j: Int) -> Int? {
            let d = bytes[i + j] &- 0x30
            return d < 10 ? Int(d) : nil
        }
        guard let h1 = digit(1), let h2 = digit(2), let m1 = digit(4), let m2 = digit(5),
            let time = ClockTime(hour: h1 * 10 + h2, minute: m1 * 10 + m2)
        else { return nil }
        scanner.offset = i + 7
        return time
    }

    /// The index of the trigger whose word, quotes and all, the bytes spell next, consumed; nil, nothing consumed, for
    /// anything else.
    private mutating func plainTrigger() -> Int? {
        scanner.skipWhitespace()
        let i = scanner.offset
        let bytes = scanner.bytes
        guard i + 2 < bytes.count, bytes[i] == 0x22, bytes[i + 1] < 128 else { return nil }
        for index in Self.triggersByFirstLetter[Int(bytes[i + 1])] {
            let word = Self.spelledTriggers[index]
            guard i + word.count <= bytes.count else { continue }
            var same = true
            for j in 2..<word.count where bytes[i + j] != word[j] {
                same = false
                break
            }
            if same {
                scanner.offset = i + word.count
                return index
            }
        }
        return nil
    }
}
