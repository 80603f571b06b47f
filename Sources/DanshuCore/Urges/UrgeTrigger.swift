/// What set an urge off (design.md §9), from a fixed list; an urge may have several, and free text beside them
/// (`Urge.triggerText`). Each case's word is the one the journal, the exports and the command line write; the catalog
/// gives the words people read, in Japanese and English (the command line takes the Japanese words too).
public enum UrgeTrigger: String, CaseIterable, Sendable {
    case stress, tired, lonely, angry, hungry, bored
    /// Offered a drink, or in company that drinks.
    case offered
    /// A habit of place or time: after work, dinner, the bath.
    case habit
    case celebration
    /// A bad feeling, low mood.
    case lowMood
    /// Craving for no reason one can name.
    case noReason

    /// The trigger a drinking day's reason (`DayContext.Reason`, the context of §8) stands for, for a plan made after
    /// a slip; nil for a reason no trigger names (a meal, other).
    public init?(_ reason: DayContext.Reason) {
        switch reason {
        case .stress: self = .stress
        case .habit: self = .habit
        case .social: self = .offered
        case .celebration: self = .celebration
        case .boredom: self = .bored
        case .craving: self = .noReason
        case .meal, .other: return nil
        }
    }
}

/// A set of triggers, one bit each in `UrgeTrigger.allCases` order: small, and listed in that order everywhere.
public struct UrgeTriggers: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The bits, the first case lowest.
    public private(set) var bits: UInt16

    /// The set of these bits; bits past the last case are dropped.
    public init(bits: UInt16) { self.bits = bits & UInt16(truncatingIfNeeded: (1 << UrgeTrigger.allCases.count) - 1) }

    /// The set of these triggers.
    public init(_ triggers: some Sequence<UrgeTrigger>) {
        bits = 0
        for trigger in triggers { insert(trigger) }
    }

    public init(arrayLiteral triggers: UrgeTrigger...) { self.init(triggers) }

    private static func bit(_ trigger: UrgeTrigger) -> UInt16 {
        1 << UInt16(UrgeTrigger.allCases.firstIndex(of: trigger) ?? 0)
    }

    /// Whether no trigger is given.
    public var isEmpty: Bool { bits == 0 }
    /// How many triggers are given.
    public var count: Int { bits.nonzeroBitCount }
    /// Whether `trigger` is one of them.
    public func contains(_ trigger: UrgeTrigger) -> Bool { bits & Self.bit(trigger) != 0 }
    /// Adds `trigger`.
    public mutating func insert(_ trigger: UrgeTrigger) { bits |= Self.bit(trigger) }
    /// Adds the trigger when it is not there, else takes it out (a form's key).
    public mutating func toggle(_ trigger: UrgeTrigger) { bits ^= Self.bit(trigger) }

    /// The triggers in `UrgeTrigger.allCases` order.
    public var list: [UrgeTrigger] { UrgeTrigger.allCases.filter(contains) }

    /// The triggers as the command line and CSV write them: `stress,tired`.
    public var word: String { list.map(\.rawValue).joined(separator: ",") }

    /// The triggers of `,`-separated words (`stress,tired`; `、` and `，` separate too), spaces around each allowed, each
    /// word the file's or one `alsoNamed` knows (the catalog's Japanese words); an empty text is none. The first word
    /// that names no trigger is the failure, for the message.
    public static func read(_ text: String, alsoNamed: (String) -> UrgeTrigger? = { _ in nil })
        -> Result<UrgeTriggers, UnknownTrigger>
    {
        var triggers: UrgeTriggers = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == "、" || $0 == "，" }) {
            let word = String(part).trimmingSpaces
            if word.isEmpty { continue }
            guard let trigger = UrgeTrigger(rawValue: word) ?? alsoNamed(word) else {
                return .failure(UnknownTrigger(word: word))
            }
            triggers.insert(trigger)
        }
        return .success(triggers)
    }
}

/// A word that names no trigger (`UrgeTriggers.read`).
public struct UnknownTrigger: Error, Equatable, Sendable {
    /// The word as given.
    public let word: String

    /// The word `word`, which names no trigger.
    public init(word: String) { self.word = word }
}
