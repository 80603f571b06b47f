/// An if-then plan, もしもプラン (design.md §9): IF this situation comes, THEN I do this. Plans are a list of their own in
/// the journal, ordered by the person (`Journal.ifThenPlans`); they are not the week's plan of §8. A plan is retired,
/// never deleted, so the urges that used it keep their history; a retired plan is not offered.
public struct IfThenPlan: Identifiable, Hashable, Sendable {
    /// The IF: the situation the plan answers.
    public enum Situation: Hashable, Sendable {
        /// One of the urge's triggers.
        case trigger(UrgeTrigger)
        /// A time of day, the hours `from` (0–23) to `to` (1–24, after `from`): `hours(from: 18, to: 22)` holds 18:00
        /// to 21:59. A range past midnight is two plans.
        case hours(from: Int, to: Int)
        /// A place, in the words of the drinking day's context (§8).
        case place(DayContext.Place)
        /// Company, in the words of the drinking day's context.
        case company(DayContext.Company)
        /// Typed: it never matches an urge by itself, and is offered among "your other plans".
        case text(String)
    }

    /// The THEN: what one does.
    public enum Response: Hashable, Sendable {
        /// One of the evidence-based responses.
        case coping(CopingResponse)
        /// Typed.
        case text(String)
    }

    /// An IF and a THEN without a plan around them: a starter example, or what a plan says.
    public struct Rule: Hashable, Sendable {
        /// IF.
        public var situation: Situation
        /// THEN.
        public var response: Response

        /// The rule IF `situation` THEN `response`.
        public init(_ situation: Situation, _ response: Response) {
            self.situation = situation
            self.response = response
        }
    }

    /// The plan's identity, made once from the time it was made (`IfThenPlan.newID`) and never changed: urges name
    /// their plan by it, and a merge matches plans by it.
    public let id: String
    /// IF.
    public var situation: Situation
    /// THEN.
    public var response: Response
    /// Whether the plan is retired: kept for its history, not offered.
    public var retired: Bool

    /// The plan `id`: IF `situation` THEN `response`.
    public init(id: String, situation: Situation, response: Response, retired: Bool = false) {
        self.id = id
        self.situation = situation
        self.response = response
        self.retired = retired
    }

    /// The plan `id` of a rule.
    public init(id: String, rule: Rule, retired: Bool = false) {
        self.init(id: id, situation: rule.situation, response: rule.response, retired: retired)
    }

    /// What the plan says: its IF and THEN.
    public var rule: Rule {
        get { Rule(situation, response) }
        set { (situation, response) = (newValue.situation, newValue.response) }
    }

    /// Whether the plan is offered: not retired.
    public var isActive: Bool { !retired }
}

/// Why an if-then plan, or a change of the plans, was refused. Nothing changed.
public enum IfThenPlanProblem: Error, Equatable, Sendable {
    /// The IF is typed text with nothing in it.
    case emptySituation
    /// The THEN is typed text with nothing in it.
    case emptyResponse
    /// A typed IF or THEN longer than `Limits.ifThenText`, or not one line.
    case textTooLong
    /// A typed IF or THEN holding a line break or a control character (`OneLineText`).
    case textNotOneLine
    /// Hours outside 0–24, or a `to` not after `from`.
    case hoursOutOfRange
    /// The identity is empty, or taken by another plan.
    case badID
    /// Another active plan has the same IF and THEN.
    case sameAsActivePlan
    /// No plan has this identity (a plan number that does not exist, an urge naming an unknown plan).
    case noSuchPlan
    /// There would be more than `Limits.ifThenPlans` plans.
    case tooManyPlans
}

extension Limits {
    /// A typed IF or THEN, in characters (after the spaces around are trimmed).
    public static let ifThenText = 1...100
    /// The most if-then plans a journal holds, retired ones included.
    public static let ifThenPlans = 1000
}

extension IfThenPlan.Situation {
    /// Why a journal may not hold this IF, nil when it may.
    public var problem: IfThenPlanProblem? {
        switch self {
        case .hours(let from, let to):
            return (0...23).contains(from) && (1...24).contains(to) && to > from ? nil : .hoursOutOfRange
        case .text(let text):
            return IfThenPlan.textProblem(text, empty: .emptySituation)
        case .trigger, .place, .company:
            return nil
        }
    }

    /// Whether the IF holds for an urge: one of its triggers, its hour in the range, its place or its company. Typed
    /// text never holds by itself.
    public func matches(_ urge: Urge) -> Bool {
        switch self {
        case .trigger(let trigger): return urge.triggers.contains(trigger)
        case .hours(let from, let to): return (from..<to).contains(urge.at.hour)
        case .place(let place): return urge.place == place
        case .company(let company): return urge.company == company
        case .text: return false
        }
    }

    /// Whether the IF is typed text, which the person matches, not danshu.
    public var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// The IF with a typed text's spaces around trimmed.
    var trimmed: Self {
        if case .text(let text) = self { return .text(text.trimmingSpaces) }
        return self
    }
}

extension IfThenPlan.Response {
    /// Why a journal may not hold this THEN, nil when it may.
    public var problem: IfThenPlanProblem? {
        switch self {
        case .coping: return nil
        case .text(let text): return IfThenPlan.textProblem(text, empty: .emptyResponse)
        }
    }

    /// The THEN with a typed text's spaces around trimmed.
    var trimmed: Self {
        if case .text(let text) = self { return .text(text.trimmingSpaces) }
        return self
    }
}

extension IfThenPlan.Rule {
    /// Why a journal may not hold this IF and THEN, the IF's problem first; nil when it may.
    public var problem: IfThenPlanProblem? { situation.problem ?? response.problem }

    /// The rule with typed texts' spaces around trimmed: what an edit keeps.
    public var trimmed: Self { Self(situation.trimmed, response.trimmed) }
}

extension IfThenPlan {
    /// Why a journal may not hold this plan by itself (its identity and its IF and THEN), nil when it may.
    public var problem: IfThenPlanProblem? {
        id.isEmpty || id.count > Limits.ifThenText.upperBound ? .badID : rule.problem
    }

    /// Why a typed IF or THEN is refused: empty (after trimming), too long, or not one line.
    static func textProblem(_ text: String, empty: IfThenPlanProblem) -> IfThenPlanProblem? {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { return empty }
        if trimmed.count > Limits.ifThenText.upperBound { return .textTooLong }
        let reading = OneLineText.read(trimmed)
        return reading.joinedLines || !reading.controls.isEmpty ? .textNotOneLine : nil
    }

    /// A new plan's identity (design.md §9): the local time it is made, `yyyyMMdd'T'HHmm`, with `-2`, `-3`… when
    /// another plan of `existing` has it. The caller's clock gives the time; DanshuCore only keeps identities unique.
    public static func newID(localDate: LocalDate, time: ClockTime, existing: [IfThenPlan]) -> String {
        let stamp = localDate.iso.filter { $0 != "-" } + "T" + time.text.filter { $0 != ":" }
        let taken = Set(existing.map(\.id))
        return freeID(stamp) { !taken.contains($0) }
    }

    /// `stamp` when `isFree` says so, else the first of `stamp-2`, `stamp-3`… that is: `newID`'s rule, also how a merge
    /// gives a new identity to a plan of theirs made in the same minute as another plan of ours. A `-N` already ending
    /// `stamp` is replaced, not added to (`…T2100-2` is followed by `…T2100-3`), and the identity stays within
    /// `Limits.ifThenText`.
    public static func freeID(_ stamp: String, isFree: (String) -> Bool) -> String {
        if isFree(stamp) { return stamp }
        var root = Substring(stamp)
        if let dash = root.lastIndex(of: "-"), dash > root.startIndex,
            case let digits = root[root.index(after: dash)...], !digits.isEmpty,
            digits.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            root = root[..<dash]
        }
        var n = 2
        while true {
            let suffix = "-" + String(n)
            let candidate = String(root.prefix(Limits.ifThenText.upperBound - suffix.count)) + suffix
            if isFree(candidate) { return candidate }
            n += 1
        }
    }
}

/// How the journal, the exports and the command line spell an IF and a THEN: a kind and a value, `trigger` `stress`,
/// `hours` `18-22`, `response` `walk`, `text` and the text as typed; on the command line and in CSV joined by a colon
/// (`trigger:stress`, `text:上司に会ったら`).
extension IfThenPlan.Situation {
    /// The kinds, in the order the journal's reader names them.
    public static let kindWords = ["trigger", "hours", "place", "company", "text"]

    /// The kind: `trigger`, `hours`, `place`, `company` or `text`.
    public var kindWord: String {
        switch self {
        case .trigger: return "trigger"
        case .hours: return "hours"
        case .place: return "place"
        case .company: return "company"
        case .text: return "text"
        }
    }

    /// The value: the trigger's, place's or company's word, the hours as `18-22`, or the text.
    public var valueWord: String {
        switch self {
        case .trigger(let trigger): return trigger.rawValue
        case .hours(let from, let to): return String(from) + "-" + String(to)
        case .place(let place): return place.rawValue
        case .company(let company): return company.rawValue
        case .text(let text): return text
        }
    }

    /// The IF of a kind and a value; nil when the kind is none of `kindWords` or the value is not one of its words
    /// (hours not `N-N`). A text, and the hours' range, are taken as they are: `problem` says whether a journal may
    /// hold them.
    public init?(kind: String, value: String) {
        switch kind {
        case "trigger":
            guard let trigger = UrgeTrigger(rawValue: value) else { return nil }
            self = .trigger(trigger)
        case "place":
            guard let place = DayContext.Place(rawValue: value) else { return nil }
            self = .place(place)
        case "company":
            guard let company = DayContext.Company(rawValue: value) else { return nil }
            self = .company(company)
        case "text": self = .text(value)
        case "hours":
            let parts = value.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2,
                parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                let from = Int(parts[0]), let to = Int(parts[1]), from >= 0, to >= 0
            else { return nil }
            self = .hours(from: from, to: to)
        default: return nil
        }
    }

    /// `trigger:stress`, as the command line and CSV write an IF.
    public var word: String { kindWord + ":" + valueWord }

    /// The IF `kind:value` spells (`hours:18-22`); nil without a colon or as `init(kind:value:)` refuses.
    public init?(word: String) {
        guard let colon = word.firstIndex(of: ":") else { return nil }
        self.init(kind: String(word[..<colon]), value: String(word[word.index(after: colon)...]))
    }
}

extension IfThenPlan.Response {
    /// The kinds, in the order the journal's reader names them.
    public static let kindWords = ["response", "text"]

    /// The kind: `response` or `text`.
    public var kindWord: String {
        switch self {
        case .coping: return "response"
        case .text: return "text"
        }
    }

    /// The value: the response's word or the text.
    public var valueWord: String {
        switch self {
        case .coping(let coping): return coping.rawValue
        case .text(let text): return text
        }
    }

    /// The THEN of a kind and a value; nil when the kind is neither or the response is not one of the list's words.
    public init?(kind: String, value: String) {
        switch kind {
        case "response":
            guard let coping = CopingResponse(rawValue: value) else { return nil }
            self = .coping(coping)
        case "text": self = .text(value)
        default: return nil
        }
    }

    /// `response:walk`, as the command line and CSV write a THEN.
    public var word: String { kindWord + ":" + valueWord }

    /// The THEN `kind:value` spells; nil without a colon or as `init(kind:value:)` refuses.
    public init?(word: String) {
        guard let colon = word.firstIndex(of: ":") else { return nil }
        self.init(kind: String(word[..<colon]), value: String(word[word.index(after: colon)...]))
    }
}
