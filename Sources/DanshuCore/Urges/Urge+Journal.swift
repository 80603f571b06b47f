/// A day's urges as the journal file holds them (design.md §9, version 4), the `urges` row of the day parts' table
/// (`DayPart.urges`): `"urges": [{"after": 3, "afterMinutes": 12, "at": "21:10", "plan": "20261206T2110", "strength":
/// 7, "triggers": ["stress", "tired"]}]`, keys sorted, absent values not written, triggers in the list's order. The
/// reader refuses a time that is not `HH:MM`, a value out of its range, an urge without its time or strength or with
/// half a follow-up, more than `Limits.urgesPerDay` urges, and an urge twice.
extension Urge {
    /// The keys of an urge's object, sorted as the writer writes them.
    private enum Key: Int, CaseIterable {
        case after, afterMinutes, at, company, doneText, note, place, plan, strength, triggerText, triggers
    }

    /// What `urges` takes: a list of urge objects.
    static let journalKind: DayValueKind = .list(urgeKind).checked(as: .urges) { value in
        let items = value.items
        guard items.count <= Limits.urgesPerDay else { return false }
        guard items.count > 1 else { return true }
        var identities = Set<Identity>()
        return items.allSatisfy { identity(journalValue: $0).map { identities.insert($0).inserted } ?? true }
    }

    /// One urge's object.
    private static let urgeKind: DayValueKind = .object([
        DayValueMember("after", .whole(Limits.urgeStrength, expected: .urgeStrength)),
        DayValueMember("afterMinutes", .whole(Limits.urgeFollowUpMinutes, expected: .urgeMinutes)),
        DayValueMember(
            "at",
            DayValueKind.text(lengths: 5...5, expected: .clockTime).checked(as: .clockTime) { value in
                value.text.flatMap(ClockTime.init(journalText:)) != nil
            }),
        DayValueMember("company", .word(of: DayContext.Company.self)),
        DayValueMember("doneText", oneLine(Limits.urgeText, .urgeText)),
        DayValueMember("note", oneLine(1...Limits.noteLength.upperBound, .urgeNote)),
        DayValueMember("place", .word(of: DayContext.Place.self)),
        DayValueMember("plan", .text(lengths: Limits.ifThenText, expected: .planID)),
        DayValueMember("strength", .whole(Limits.urgeStrength, expected: .urgeStrength)),
        DayValueMember("triggerText", oneLine(Limits.urgeText, .urgeText)),
        DayValueMember("triggers", .list(.word(of: UrgeTrigger.self))),
    ]).checked(as: .urge) { value in
        value.member(Key.at.rawValue) != nil && value.member(Key.strength.rawValue) != nil
            && (value.member(Key.after.rawValue) == nil) == (value.member(Key.afterMinutes.rawValue) == nil)
    }

    /// A text of `lengths` characters on one line (`OneLineText`: no line break, tab or control character), as an edit
    /// keeps an urge's texts.
    private static func oneLine(_ lengths: ClosedRange<Int>, _ expected: DayPartExpectation) -> DayValueKind {
        DayValueKind.text(lengths: lengths, expected: expected).checked(as: expected) { value in
            let reading = OneLineText.read(value.text ?? "")
            return !reading.joinedLines && reading.controls.isEmpty
        }
    }

    /// A day's urges as the file's value; nil for none (the key is left out).
    static func journalValue(_ urges: [Urge]) -> DayValue? {
        urges.isEmpty ? nil : .list(urges.map(\.journalValue))
    }

    /// The urges of a file's value, in its order; none for `null`.
    static func urges(journalValue value: DayValue?) -> [Urge] {
        value?.items.compactMap(Urge.init(journalValue:)) ?? []
    }

    /// The urge as the file's object.
    var journalValue: DayValue {
        var values = [DayValue?](repeating: nil, count: Key.allCases.count)
        values[Key.after.rawValue] = after.map(DayValue.whole)
        values[Key.afterMinutes.rawValue] = afterMinutes.map(DayValue.whole)
        values[Key.at.rawValue] = .text(at.text)
        values[Key.company.rawValue] = company.map { .text($0.rawValue) }
        values[Key.doneText.rawValue] = doneText.map(DayValue.text)
        values[Key.note.rawValue] = note.map(DayValue.text)
        values[Key.place.rawValue] = place.map { .text($0.rawValue) }
        values[Key.plan.rawValue] = plan.map(DayValue.text)
        values[Key.strength.rawValue] = .whole(strength)
        values[Key.triggerText.rawValue] = triggerText.map(DayValue.text)
        values[Key.triggers.rawValue] = triggers.isEmpty ? nil : .list(triggers.list.map { .text($0.rawValue) })
        return .object(values)
    }

    /// The identity of the urge a file's object holds; nil without its time or strength.
    private static func identity(journalValue value: DayValue) -> Identity? {
        guard let at = value.member(Key.at.rawValue)?.text.flatMap(ClockTime.init(journalText:)),
            let strength = value.member(Key.strength.rawValue)?.whole
        else { return nil }
        return Identity(at: at, strength: strength, triggers: triggers(journalValue: value))
    }

    /// The triggers a file's object lists.
    private static func triggers(journalValue value: DayValue) -> UrgeTriggers {
        UrgeTriggers(
            (value.member(Key.triggers.rawValue)?.items ?? []).compactMap { $0.text.flatMap(UrgeTrigger.init) })
    }

    /// The urge of a file's object; nil without its time or strength (the reader has refused such an object already).
    init?(journalValue value: DayValue) {
        guard let identity = Self.identity(journalValue: value) else { return nil }
        self.init(
            at: identity.at, strength: identity.strength, triggers: identity.triggers,
            triggerText: value.member(Key.triggerText.rawValue)?.text,
            place: value.member(Key.place.rawValue)?.text.flatMap(DayContext.Place.init),
            company: value.member(Key.company.rawValue)?.text.flatMap(DayContext.Company.init),
            note: value.member(Key.note.rawValue)?.text, plan: value.member(Key.plan.rawValue)?.text,
            doneText: value.member(Key.doneText.rawValue)?.text, after: value.member(Key.after.rawValue)?.whole,
            afterMinutes: value.member(Key.afterMinutes.rawValue)?.whole)
    }
}
