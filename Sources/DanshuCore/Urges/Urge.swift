/// One urge to drink, a moment (design.md §9): when, how strong, what set it off, and optionally what was done and how
/// strong it was afterwards. It is kept in the line of the journal day it belongs to (`JournalMoment`), ordered by its
/// time from the day's start. Whether drinking followed is not kept: the day's answer says it
/// (`DayRecord.isDrinkingDay`), never asked twice.
public struct Urge: Hashable, Sendable {
    /// The time on the local clock.
    public var at: ClockTime
    /// How strong, 0–10 (`Limits.urgeStrength`).
    public var strength: Int
    /// What set it off, from the fixed list.
    public var triggers: UrgeTriggers
    /// What set it off, typed: one line of at most `Limits.urgeText` characters.
    public var triggerText: String?
    /// Where, in the words of the drinking day's context (§8), so a plan for a place matches.
    public var place: DayContext.Place?
    /// With whom, in the words of the drinking day's context.
    public var company: DayContext.Company?
    /// A note: one line, as long as a day's note may be.
    public var note: String?
    /// The if-then plan used, by its identity.
    public var plan: IfThenPlan.ID?
    /// What was done, typed: one line of at most `Limits.urgeText` characters.
    public var doneText: String?
    /// How strong it was at the follow-up, 0–10; given with `afterMinutes` or not at all.
    public var after: Int?
    /// Minutes from `at` to the follow-up's answer, 0–720 (`Limits.urgeFollowUpMinutes`).
    public var afterMinutes: Int?

    /// An urge of these values; what was done and the follow-up may come later (`JournalEdit.setUrgeFollowUp`).
    public init(
        at: ClockTime, strength: Int, triggers: UrgeTriggers = [], triggerText: String? = nil,
        place: DayContext.Place? = nil, company: DayContext.Company? = nil, note: String? = nil,
        plan: IfThenPlan.ID? = nil, doneText: String? = nil, after: Int? = nil, afterMinutes: Int? = nil
    ) {
        self.at = at
        self.strength = strength
        self.triggers = triggers
        self.triggerText = triggerText
        self.place = place
        self.company = company
        self.note = note
        self.plan = plan
        self.doneText = doneText
        self.after = after
        self.afterMinutes = afterMinutes
    }

    /// What makes an urge the same urge (design.md §9): its time, strength and triggers. A day holds each once; a merge
    /// that finds it on both sides keeps one, and a follow-up names the urge it answers by it.
    public struct Identity: Hashable, Sendable {
        /// The urge's time.
        public let at: ClockTime
        /// Its strength at the start.
        public let strength: Int
        /// Its triggers from the list.
        public let triggers: UrgeTriggers

        /// The identity of an urge of these values.
        public init(at: ClockTime, strength: Int, triggers: UrgeTriggers) {
            self.at = at
            self.strength = strength
            self.triggers = triggers
        }
    }

    /// This urge's identity.
    public var identity: Identity { Identity(at: at, strength: strength, triggers: triggers) }

    /// What followed the urge: the strength after, when, and what was done. Set as one (`JournalEdit.setUrgeFollowUp`)
    /// and merged as one.
    public var followUp: UrgeFollowUp {
        get { UrgeFollowUp(after: after, afterMinutes: afterMinutes, plan: plan, doneText: doneText) }
        set {
            (after, afterMinutes, plan, doneText) = (
                newValue.after, newValue.afterMinutes, newValue.plan, newValue.doneText
            )
        }
    }

    /// What the urge says beside its identity and follow-up: the typed trigger, the place, the company and the note.
    public var details: UrgeDetails {
        get { UrgeDetails(triggerText: triggerText, place: place, company: company, note: note) }
        set {
            (triggerText, place, company, note) = (
                newValue.triggerText, newValue.place, newValue.company, newValue.note
            )
        }
    }

    /// Whether the urge has its follow-up: a strength afterwards.
    public var isFollowedUp: Bool { after != nil }

    /// How far the strength fell by the follow-up (negative when it rose); nil before the follow-up.
    public var drop: Int? { after.map { strength - $0 } }

    /// Whether the urge had eased by the follow-up: weaker than at the start.
    public var eased: Bool { after.map { $0 < strength } ?? false }

    /// The order of urges within a day (design.md §9): by minutes since the day's start, then strength, then triggers,
    /// so two different urges of one minute have one order everywhere.
    public func comesBefore(_ other: Urge, dayStartsAtHour: Int) -> Bool {
        let a = at.minutesSinceDayStart(dayStartsAtHour: dayStartsAtHour)
        let b = other.at.minutesSinceDayStart(dayStartsAtHour: dayStartsAtHour)
        return (a, strength, triggers.bits) < (b, other.strength, other.triggers.bits)
    }
}

/// What followed an urge (`Urge.followUp`): the strength afterwards and how many minutes after, both or neither, and
/// what was done: a plan, typed text, or both.
public struct UrgeFollowUp: Hashable, Sendable {
    /// How strong the urge was afterwards, 0–10.
    public var after: Int?
    /// Minutes from the urge to the answer, 0–720.
    public var afterMinutes: Int?
    /// The if-then plan used.
    public var plan: IfThenPlan.ID?
    /// What was done, typed.
    public var doneText: String?

    /// A follow-up of these values.
    public init(after: Int? = nil, afterMinutes: Int? = nil, plan: IfThenPlan.ID? = nil, doneText: String? = nil) {
        self.after = after
        self.afterMinutes = afterMinutes
        self.plan = plan
        self.doneText = doneText
    }

    /// Nothing followed yet (named apart from `none`, which an optional follow-up would mistake for nil).
    public static let empty = UrgeFollowUp()
}

/// The typed trigger, place, company and note of an urge (`Urge.details`).
public struct UrgeDetails: Hashable, Sendable {
    /// What set it off, typed.
    public var triggerText: String?
    /// Where.
    public var place: DayContext.Place?
    /// With whom.
    public var company: DayContext.Company?
    /// The note.
    public var note: String?

    /// Details of these values.
    public init(
        triggerText: String? = nil, place: DayContext.Place? = nil, company: DayContext.Company? = nil,
        note: String? = nil
    ) {
        self.triggerText = triggerText
        self.place = place
        self.company = company
        self.note = note
    }
}

/// Why an urge, or a change of a day's urges, was refused (design.md §9). Nothing changed.
public enum UrgeProblem: Error, Equatable, Sendable {
    /// The strength is outside 0–10.
    case strengthOutOfRange
    /// The strength afterwards is outside 0–10.
    case afterOutOfRange
    /// The minutes to the follow-up are outside 0–720.
    case afterMinutesOutOfRange
    /// A strength afterwards without its minutes, or minutes without a strength.
    case followUpIncomplete
    /// A typed trigger or what was done longer than `Limits.urgeText`, or a note longer than a day's note may be.
    case textTooLong(limit: Int)
    /// A typed text that is empty, or holds a line break or a control character (`OneLineText`).
    case textNotOneLine
    /// The time is after now (today), or the day is in the future.
    case futureTime
    /// The day already holds this urge: the same time, strength and triggers.
    case alreadyLogged
    /// The day holds no such urge.
    case noSuchUrge
    /// The day would hold more than `Limits.urgesPerDay` urges.
    case tooManyUrges
}

extension Limits {
    /// An urge's strength, at the start and afterwards: 0 (none) to 10 (strongest).
    public static let urgeStrength = 0...10
    /// Minutes from an urge to its follow-up: up to twelve hours.
    public static let urgeFollowUpMinutes = 0...720
    /// A typed trigger or what was done, in characters.
    public static let urgeText = 1...100
    /// The most urges a day holds.
    public static let urgesPerDay = 100
}

extension Urge {
    /// Why a journal may not hold this urge by itself, nil when it may: a value out of range, a follow-up half given, a
    /// text too long or not one line (an empty text is none: `normalized`).
    public var problem: UrgeProblem? {
        if !Limits.urgeStrength.contains(strength) { return .strengthOutOfRange }
        if let after, !Limits.urgeStrength.contains(after) { return .afterOutOfRange }
        if let afterMinutes, !Limits.urgeFollowUpMinutes.contains(afterMinutes) { return .afterMinutesOutOfRange }
        if (after == nil) != (afterMinutes == nil) { return .followUpIncomplete }
        for text in [triggerText, doneText].compactMap({ $0 }) {
            if let problem = Self.textProblem(text, limit: Limits.urgeText.upperBound) { return problem }
        }
        if let note, let problem = Self.textProblem(note, limit: Limits.noteLength.upperBound) { return problem }
        return nil
    }

    /// The urge as an edit keeps it: typed texts without the spaces around, an empty one none.
    public var normalized: Urge {
        var urge = self
        urge.triggerText = Self.kept(triggerText)
        urge.doneText = Self.kept(doneText)
        urge.note = Self.kept(note)
        return urge
    }

    /// A typed text without the spaces around; nil when nothing is left.
    static func kept(_ text: String?) -> String? {
        guard let text = text?.trimmingSpaces, !text.isEmpty else { return nil }
        return text
    }

    /// Why a typed text is refused: empty, not one line, or longer than `limit`.
    private static func textProblem(_ text: String, limit: Int) -> UrgeProblem? {
        let reading = OneLineText.read(text)
        if text.isEmpty || reading.joinedLines || !reading.controls.isEmpty { return .textNotOneLine }
        return text.count > limit ? .textTooLong(limit: limit) : nil
    }
}

extension UrgeFollowUp {
    /// The follow-up as an edit keeps it: typed text without the spaces around, an empty one none.
    public var normalized: UrgeFollowUp {
        var followUp = self
        followUp.doneText = Urge.kept(doneText)
        return followUp
    }
}
