import DanshuCore

/// The form of an if-then plan (design.md §9): a new plan (`a` in the plans pane), a plan edited (Enter), or the plan a
/// slip offers (「次にこの状況になったら？」, its IF filled from the day's context). IF is a kind (a trigger, a time of
/// day, a place, company, or typed) and its value; THEN is a response from the list or typed. Kinds and choices are
/// chosen with ← → or a digit, the hours with ← →, typed rows take the keys; Tab or ↑ ↓ move between the rows, Enter
/// saves, Esc leaves the plans as they were.
public struct IfThenPlanForm: Equatable, Sendable {
    /// What Enter does.
    public enum Purpose: Equatable, Sendable {
        /// A new plan at the end of the list.
        case add
        /// The plan of this identity gets the form's IF and THEN.
        case edit(IfThenPlan.ID)
        /// A new plan, offered after a slip on this day; Esc skips it.
        case afterSlip(LocalDate)
    }

    /// The kinds of IF, in the order the form offers them.
    public enum SituationKind: CaseIterable, Sendable {
        case trigger, hours, place, company, text
    }

    /// The kinds of THEN.
    public enum ResponseKind: CaseIterable, Sendable {
        case coping, text
    }

    /// A row of the form; which rows show follows the kinds chosen (`fields`).
    public enum Field: Equatable, Sendable {
        case situationKind, trigger, hoursFrom, hoursTo, place, company, situationText
        case responseKind, coping, responseText

        /// Whether the row is typed into.
        public var isText: Bool { self == .situationText || self == .responseText }

        /// How many values a row of choices offers (none for the hours and the typed rows).
        public var optionCount: Int {
            switch self {
            case .situationKind: return SituationKind.allCases.count
            case .trigger: return UrgeTrigger.allCases.count
            case .place: return DayContext.Place.allCases.count
            case .company: return DayContext.Company.allCases.count
            case .responseKind: return ResponseKind.allCases.count
            case .coping: return CopingResponse.allCases.count
            case .hoursFrom, .hoursTo, .situationText, .responseText: return 0
            }
        }
    }

    /// What is missing for Enter to save.
    public enum Missing: Error, Equatable, Sendable {
        /// No trigger, place or company chosen for the IF.
        case situation
        /// No response chosen for the THEN.
        case response
    }

    public let purpose: Purpose
    public var situationKind: SituationKind = .trigger
    public var trigger: UrgeTrigger?
    /// A time of day's hours: from (0–23) to (1–24). The evening first, when urges come most.
    public var hoursFrom = 18, hoursTo = 22
    public var place: DayContext.Place?
    public var company: DayContext.Company?
    public var situationText = TextField(limit: Limits.ifThenText.upperBound)
    public var responseKind: ResponseKind = .coping
    public var coping: CopingResponse?
    public var responseText = TextField(limit: Limits.ifThenText.upperBound)
    public var focus: Field = .situationKind
    /// Whether the IF came from a slip's context (the form says so).
    public private(set) var situationFromContext = false

    /// The form for `purpose`, holding `rule` when given (the plan edited). After a slip, `situation` is the IF the
    /// day's context suggests and the focus is on what to do; without one, on the IF.
    public init(purpose: Purpose, rule: IfThenPlan.Rule? = nil) {
        self.purpose = purpose
        guard let rule else { return }
        set(rule.situation)
        switch rule.response {
        case .coping(let response):
            responseKind = .coping
            coping = response
        case .text(let text):
            responseKind = .text
            responseText = TextField(text, limit: Limits.ifThenText.upperBound)
        }
    }

    /// The plan offered after a slip on `day`: its IF `situation` when the context gave one, the focus on what to do then.
    public init(afterSlip day: LocalDate, situation: IfThenPlan.Situation?) {
        self.init(purpose: .afterSlip(day))
        if let situation {
            set(situation)
            situationFromContext = true
            focus = .coping
        }
    }

    /// Holds `situation` as the IF.
    private mutating func set(_ situation: IfThenPlan.Situation) {
        switch situation {
        case .trigger(let value):
            situationKind = .trigger
            trigger = value
        case .hours(let from, let to):
            situationKind = .hours
            (hoursFrom, hoursTo) = (from, to)
        case .place(let value):
            situationKind = .place
            place = value
        case .company(let value):
            situationKind = .company
            company = value
        case .text(let text):
            situationKind = .text
            situationText = TextField(text, limit: Limits.ifThenText.upperBound)
        }
    }

    /// The rows shown, in order: the IF's kind and its value rows, then the THEN's.
    public var fields: [Field] {
        let situation: [Field] =
            switch situationKind {
            case .trigger: [.trigger]
            case .hours: [.hoursFrom, .hoursTo]
            case .place: [.place]
            case .company: [.company]
            case .text: [.situationText]
            }
        let response: [Field] = responseKind == .coping ? [.coping] : [.responseText]
        return [.situationKind] + situation + [.responseKind] + response
    }

    /// Whether keys type into the focused row.
    public var isTyping: Bool { focus.isText }

    /// The IF and THEN the form holds, or what is missing. A typed text, empty or not, and the hours are taken as they
    /// are: the journal says whether it may hold them (`IfThenPlan.Rule.problem`).
    public var rule: Result<IfThenPlan.Rule, Missing> {
        let situation: IfThenPlan.Situation? =
            switch situationKind {
            case .trigger: trigger.map(IfThenPlan.Situation.trigger)
            case .hours: .hours(from: hoursFrom, to: hoursTo)
            case .place: place.map(IfThenPlan.Situation.place)
            case .company: company.map(IfThenPlan.Situation.company)
            case .text: .text(situationText.text)
            }
        let response: IfThenPlan.Response? =
            responseKind == .coping ? coping.map(IfThenPlan.Response.coping) : .text(responseText.text)
        guard let situation else { return .failure(.situation) }
        guard let response else { return .failure(.response) }
        return .success(IfThenPlan.Rule(situation, response))
    }

    /// The row Enter's `missing` is chosen on.
    public static func row(of missing: Missing) -> Field {
        missing == .situation ? .situationKind : .responseKind
    }

    /// The chosen value of a row of choices as a 0-based position; nil when none is chosen (and for other rows).
    public func chosen(_ field: Field) -> Int? {
        switch field {
        case .situationKind: return SituationKind.allCases.firstIndex(of: situationKind)
        case .trigger: return trigger.flatMap { UrgeTrigger.allCases.firstIndex(of: $0) }
        case .place: return place.flatMap { DayContext.Place.allCases.firstIndex(of: $0) }
        case .company: return company.flatMap { DayContext.Company.allCases.firstIndex(of: $0) }
        case .responseKind: return ResponseKind.allCases.firstIndex(of: responseKind)
        case .coping: return coping.flatMap { CopingResponse.allCases.firstIndex(of: $0) }
        case .hoursFrom, .hoursTo, .situationText, .responseText: return nil
        }
    }

    /// A digit typed on a row of choices: the choice of that number (1 first, 0 the tenth). False, changing nothing,
    /// when the row has no such choice (the hours and typed rows have none).
    public mutating func numberTyped(_ digit: Int) -> Bool {
        pick(digit == 0 ? 9 : digit - 1)
    }

    /// Chooses the value at `position` (0-based) of the focused row of choices; false when it has none there.
    mutating func pick(_ position: Int) -> Bool {
        guard (0..<focus.optionCount).contains(position) else { return false }
        switch focus {
        case .situationKind: situationKind = SituationKind.allCases[position]
        case .trigger: trigger = UrgeTrigger.allCases[position]
        case .place: place = DayContext.Place.allCases[position]
        case .company: company = DayContext.Company.allCases[position]
        case .responseKind: responseKind = ResponseKind.allCases[position]
        case .coping: coping = CopingResponse.allCases[position]
        case .hoursFrom, .hoursTo, .situationText, .responseText: return false
        }
        return true
    }

    /// ← →: the next or previous choice of the focused row, kept at its ends (from none, the first), or the hour one
    /// up or down (from 0 to 23, to 1 to 24). Nothing on a typed row.
    public mutating func step(by step: Int) {
        switch focus {
        case .hoursFrom: hoursFrom = min(max(hoursFrom + step, 0), 23)
        case .hoursTo: hoursTo = min(max(hoursTo + step, 1), 24)
        case .situationText, .responseText: return
        case .situationKind, .trigger, .place, .company, .responseKind, .coping:
            let last = focus.optionCount - 1
            _ = pick(chosen(focus).map { min(max($0 + step, 0), last) } ?? 0)
        }
    }

    /// Delete: the focused choice emptied (a kind always has one).
    public mutating func clearFocused() {
        switch focus {
        case .trigger: trigger = nil
        case .place: place = nil
        case .company: company = nil
        case .coping: coping = nil
        case .situationText: situationText.apply(.clear)
        case .responseText: responseText.apply(.clear)
        case .situationKind, .responseKind, .hoursFrom, .hoursTo: return
        }
    }

    /// Moves the focus by `step` rows among those shown, wrapping around.
    public mutating func moveFocus(_ step: Int) {
        focus = fields.cycling(from: focus, by: step)
    }

    /// An edit of the focused typed row; false when it did not fit (or no typed row is focused).
    public mutating func edit(_ edit: TextField.Edit) -> Bool {
        switch focus {
        case .situationText: return situationText.apply(edit)
        case .responseText: return responseText.apply(edit)
        case .situationKind, .trigger, .hoursFrom, .hoursTo, .place, .company, .responseKind, .coping: return false
        }
    }

    /// The most characters the focused typed row holds.
    public var textLimit: Int { Limits.ifThenText.upperBound }
}
