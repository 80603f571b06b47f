import DanshuCore

/// The small form behind `i` (design.md §9): an urge logged in two seconds — `i`, a digit for the strength, Enter. The
/// strength is 0–10 (← → or a digit; 10 is 1 then 0, or → from 9, as the feelings' craving); the triggers are any number of the fixed
/// list (← → move among them, Space or a digit puts one in or takes it out, as the context form's reasons); where and
/// with whom are one choice each, in the context's words, so a plan for a place or company matches; a trigger may be
/// typed too. Tab or ↑ ↓ move between the rows, Delete empties one, Enter saves the urge at the time it is now.
public struct UrgeForm: Equatable, Sendable {
    /// The form's rows in screen order.
    public enum Field: CaseIterable, Sendable {
        case strength, triggers, place, company, text

        /// How many values a row of choices offers (none for the typed row).
        public var optionCount: Int {
            switch self {
            case .strength: return Limits.urgeStrength.count
            case .triggers: return UrgeTrigger.allCases.count
            case .place: return DayContext.Place.allCases.count
            case .company: return DayContext.Company.allCases.count
            case .text: return 0
            }
        }
    }

    /// How strong, 0–10; nil until chosen (Enter asks for it).
    public var strength: Int?
    public var triggers: UrgeTriggers = []
    public var place: DayContext.Place?
    public var company: DayContext.Company?
    /// What set it off, typed (`Urge.triggerText`).
    public var text = TextField(limit: Limits.urgeText.upperBound)
    public var focus: Field = .strength
    /// The trigger ← → point at (0-based), which Space puts in or takes out.
    public var triggerCursor = 0
    /// The digits typed on the strength's row, so "1" "0" is 10.
    private var strengthTyping = ScaleTyping()

    /// An empty form, the strength in focus.
    public init() {}

    /// Whether keys type into the focused row.
    public var isTyping: Bool { focus == .text }

    /// The urge the form holds at `time`; nil while no strength is chosen.
    public func urge(at time: ClockTime) -> Urge? {
        guard let strength else { return nil }
        return Urge(
            at: time, strength: strength, triggers: triggers, triggerText: text.text, place: place, company: company)
    }

    /// A digit typed on the focused row: the strength of that value (0–9, and 10 for a 0 right after a 1,
    /// `ScaleTyping`), or the choice of that number (1 first, 0 the tenth); among the triggers, that one in or out.
    /// False, changing nothing, when the row has no such value.
    public mutating func numberTyped(_ digit: Int) -> Bool {
        guard focus == .strength else {
            strengthTyping.interrupt()
            return pick(digit == 0 ? 9 : digit - 1)
        }
        guard (0...9).contains(digit) else { return false }
        strength = strengthTyping.value(typing: digit)
        return true
    }

    /// Chooses the value at `position` (0-based) of the focused row of choices; among the triggers, puts that one in or
    /// takes it out. False, changing nothing, when the row has no such value.
    mutating func pick(_ position: Int) -> Bool {
        guard (0..<focus.optionCount).contains(position) else { return false }
        switch focus {
        case .strength: strength = position
        case .triggers:
            triggers.toggle(UrgeTrigger.allCases[position])
            triggerCursor = position
        case .place: place = DayContext.Place.allCases[position]
        case .company: company = DayContext.Company.allCases[position]
        case .text: return false
        }
        return true
    }

    /// The chosen value of a one-choice row as a 0-based position, nil when none is chosen (and for the triggers and
    /// the typed row).
    public func chosen(_ field: Field) -> Int? {
        switch field {
        case .strength: return strength
        case .place: return place.flatMap { DayContext.Place.allCases.firstIndex(of: $0) }
        case .company: return company.flatMap { DayContext.Company.allCases.firstIndex(of: $0) }
        case .triggers, .text: return nil
        }
    }

    /// ← →: the next or previous value of a one-choice row, kept at its ends (from none, the first: the strength 0);
    /// among the triggers the cursor moves, kept at the ends. Nothing on the typed row.
    public mutating func step(by step: Int) {
        strengthTyping.interrupt()
        let last = focus.optionCount - 1
        switch focus {
        case .triggers: triggerCursor = min(max(triggerCursor + step, 0), last)
        case .text: return
        case .strength, .place, .company:
            _ = pick(chosen(focus).map { min(max($0 + step, 0), last) } ?? 0)
        }
    }

    /// Space: the trigger under the cursor in or out; nothing on another row.
    public mutating func toggleTriggerAtCursor() {
        strengthTyping.interrupt()
        guard focus == .triggers else { return }
        _ = pick(triggerCursor)
    }

    /// Delete: the focused row of choices emptied (every trigger, on the triggers' row).
    public mutating func clearFocused() {
        strengthTyping.interrupt()
        switch focus {
        case .strength: strength = nil
        case .triggers: triggers = []
        case .place: place = nil
        case .company: company = nil
        case .text: text.apply(.clear)
        }
    }

    /// Moves the focus by `step` rows, wrapping around.
    public mutating func moveFocus(_ step: Int) {
        strengthTyping.interrupt()
        focus = Field.allCases.cycling(from: focus, by: step)
    }
}

/// An urge of a day, named by its identity (`Urge.Identity`): what the plans shown and the follow-up point at.
public struct UrgeReference: Hashable, Sendable {
    /// The journal day whose line holds the urge.
    public let day: LocalDate
    public let identity: Urge.Identity

    /// The urge `identity` of `day`.
    public init(day: LocalDate, identity: Urge.Identity) {
        self.day = day
        self.identity = identity
    }
}

extension Journal {
    /// The urge a reference points at; nil when the day holds no such urge (any more).
    public func urge(_ reference: UrgeReference) -> Urge? {
        days[reference.day]?.urges.first { $0.identity == reference.identity }
    }
}

/// The plans for the urge just logged (design.md §9): shown at once, best first, computed from the journal as it is
/// (`Journal.planOffer`), so an example added here shows as a plan at once.
public struct UrgePlansShown: Equatable, Sendable {
    /// The most plans of each kind shown, so the examples and the urges-pass line keep their place on a short screen.
    public static let plansShown = 5
    /// The most examples shown, each with the digit that adds it.
    public static let examplesShown = 5

    /// The urge logged.
    public let urge: UrgeReference

    /// The plans for `urge`.
    public init(urge: UrgeReference) { self.urge = urge }
}
