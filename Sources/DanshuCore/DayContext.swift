/// What a drinking day was like (design.md §8, the day's context): where, with whom, why (any number of reasons) and what
/// followed, each optional. It belongs to a drinking day only: いいえ clears it, and a day not answered はい cannot
/// hold one. Each value's word is the one `log` takes and the journal and exports write.
public struct DayContext: Equatable, Hashable, Sendable {
    /// Where one drank.
    public enum Place: String, CaseIterable, Sendable {
        /// At home.
        case home
        /// At a bar or restaurant.
        case out
        case work
        /// At someone else's home.
        case visit
        case other
    }

    /// With whom one drank.
    public enum Company: String, CaseIterable, Sendable {
        case alone, family, friends, colleagues, other
    }

    /// Why one drank; a day may have several.
    public enum Reason: String, CaseIterable, Sendable {
        case stress, habit, social
        /// With a meal.
        case meal
        case celebration, boredom, craving, other
    }

    /// What followed the drinking.
    public enum Aftermath: String, CaseIterable, Sendable {
        case hangover
        /// Could not remember.
        case blackout
        /// Neither: named apart from its word, `none`, so it is never mistaken for an absent value (`Optional.none`).
        case nothing = "none"
    }

    public var place: Place?
    public var company: Company?
    /// The reasons, in `Reason.allCases` order (a set, kept as bits).
    public var reasons: Reasons
    public var aftermath: Aftermath?

    public init(place: Place? = nil, company: Company? = nil, reasons: Reasons = [], aftermath: Aftermath? = nil) {
        self.place = place
        self.company = company
        self.reasons = reasons
        self.aftermath = aftermath
    }

    /// Whether nothing is given: such a context is no context (the day holds nil).
    public var isEmpty: Bool { place == nil && company == nil && reasons.isEmpty && aftermath == nil }

    /// A set of reasons, one bit each in `Reason.allCases` order.
    public struct Reasons: Equatable, Hashable, Sendable, ExpressibleByArrayLiteral {
        public private(set) var bits: UInt8

        public init(bits: UInt8) { self.bits = bits & UInt8(truncatingIfNeeded: (1 << Reason.allCases.count) - 1) }

        public init(_ reasons: some Sequence<Reason>) {
            bits = 0
            for reason in reasons { insert(reason) }
        }

        public init(arrayLiteral reasons: Reason...) { self.init(reasons) }

        private static func bit(_ reason: Reason) -> UInt8 { 1 << UInt8(Reason.allCases.firstIndex(of: reason) ?? 0) }

        public var isEmpty: Bool { bits == 0 }
        public func contains(_ reason: Reason) -> Bool { bits & Self.bit(reason) != 0 }
        public mutating func insert(_ reason: Reason) { bits |= Self.bit(reason) }
        /// Adds the reason when it is not there, else takes it out.
        public mutating func toggle(_ reason: Reason) { bits ^= Self.bit(reason) }

        /// The reasons in `Reason.allCases` order.
        public var list: [Reason] { Reason.allCases.filter(contains) }
    }
}

extension DayContext {
    /// The reasons of `--why`, `,`-separated words (`stress,meal`), spaces around each allowed; nil when a word is none.
    /// An empty text is no reason.
    public static func reasons(from text: String) -> Reasons? {
        guard !text.trimmingSpaces.isEmpty else { return [] }
        var reasons: Reasons = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let reason = Reason(rawValue: String(word).trimmingSpaces) else { return nil }
            reasons.insert(reason)
        }
        return reasons
    }

    /// The reasons as `log --why` and the exports write them: `stress,meal`.
    public var reasonsWord: String { reasons.list.map(\.rawValue).joined(separator: ",") }
}

extension Journal {
    /// `.setContext`: the whole context of a drinking day; an empty one clears it. A day not answered はい is refused.
    mutating func setContext(_ date: LocalDate, _ context: DayContext?, today: LocalDate) throws(EditRefusal)
        -> AppliedEdit?
    {
        try Self.check(recording: date, today: today)
        let context = context?.isEmpty == true ? nil : context
        if context != nil && days[date]?.drank != true { throw .contextOnDayNotDrank }
        return changeDay(date) { $0.context = context }
    }
}
