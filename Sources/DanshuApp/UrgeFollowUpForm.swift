import DanshuCore

/// 「今の強さは？」 (design.md §9): the follow-up an urge owes from ten minutes to two hours after it came, asked while the
/// app is open whether the urge was logged here or from the shell. The strength now, 0–10 (← → or a digit, 10 is 1 then
/// 0), and which of
/// the plans shown for the urge was used, or none (← → or a digit, 0 none); Enter records both, Esc skips the question
/// for as long as the app stays open.
public struct UrgeFollowUpForm: Equatable, Sendable {
    /// The form's rows in screen order; the plans' row only when there were plans to show.
    public enum Field: CaseIterable, Sendable {
        case after, plan
    }

    /// The urge asked about.
    public let reference: UrgeReference
    /// The urge as it was logged: its time and strength are what the question is about.
    public let urge: Urge
    /// The plans shown for the urge, which may have been used: the matching ones best first, then the typed ones.
    public let plans: [IfThenPlan.ID]
    /// How strong the urge is now; nil until chosen.
    public var after: Int?
    /// The plan used, as a position of `plans`; nil for none.
    public var plan: Int?
    public var focus: Field = .after
    /// The digits typed on the strength's row, so "1" "0" is 10.
    private var afterTyping = ScaleTyping()

    /// The question about `urge` of `day`, offering `plans`; a plan the urge already names is chosen.
    public init(day: LocalDate, urge: Urge, plans: [IfThenPlan.ID]) {
        reference = UrgeReference(day: day, identity: urge.identity)
        self.urge = urge
        self.plans = plans
        plan = urge.plan.flatMap { plans.firstIndex(of: $0) }
    }

    /// The rows shown: the plans' only when there are plans to choose from.
    public var fields: [Field] { plans.isEmpty ? [.after] : Field.allCases }

    /// The plan chosen; nil for none.
    public var chosenPlan: IfThenPlan.ID? { plan.map { plans[$0] } }

    /// A digit typed: the strength of that value (0–9, and 10 for a 0 right after a 1, `ScaleTyping`), or on the plans'
    /// row the plan of that number (0 none). False, changing nothing, when there is no such value.
    public mutating func numberTyped(_ digit: Int) -> Bool {
        switch focus {
        case .after:
            guard (0...9).contains(digit) else { return false }
            after = afterTyping.value(typing: digit)
        case .plan:
            afterTyping.interrupt()
            guard (0...plans.count).contains(digit) else { return false }
            plan = digit == 0 ? nil : digit - 1
        }
        return true
    }

    /// ← →: the strength one up or down (from none, 0), or the next or previous plan (none before the first), kept at
    /// the ends.
    public mutating func step(by step: Int) {
        afterTyping.interrupt()
        switch focus {
        case .after:
            after =
                after.map { min(max($0 + step, Limits.urgeStrength.lowerBound), Limits.urgeStrength.upperBound) }
                ?? Limits.urgeStrength.lowerBound
        case .plan:
            let position = min(max((plan.map { $0 + 1 } ?? 0) + step, 0), plans.count)
            plan = position == 0 ? nil : position - 1
        }
    }

    /// Delete: the focused row emptied.
    public mutating func clearFocused() {
        afterTyping.interrupt()
        switch focus {
        case .after: after = nil
        case .plan: plan = nil
        }
    }

    /// Moves the focus by `step` rows among those shown, wrapping around.
    public mutating func moveFocus(_ step: Int) {
        afterTyping.interrupt()
        focus = fields.cycling(from: focus, by: step)
    }
}
