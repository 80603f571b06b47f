import DanshuCore

/// The small form behind `c`: what the selected drinking day was like. Where, with whom and what followed are one
/// choice each (← → step through them, a digit picks one); why is any number of reasons (← → move among them, Space or
/// a digit puts one in or takes it out). Tab or ↑ ↓ move between the four, Delete empties one, Enter saves.
public struct ContextForm: Equatable, Sendable {
    /// The form's rows in screen order.
    public enum Field: CaseIterable, Sendable {
        case place, company, reasons, aftermath

        /// How many values the row offers.
        public var optionCount: Int {
            switch self {
            case .place: return DayContext.Place.allCases.count
            case .company: return DayContext.Company.allCases.count
            case .reasons: return DayContext.Reason.allCases.count
            case .aftermath: return DayContext.Aftermath.allCases.count
            }
        }
    }

    public var context: DayContext
    public var focus: Field = .place
    /// The reason ← → point at (0-based), which Space puts in or takes out.
    public var reasonCursor = 0

    /// The form for a day, holding the context it has.
    public init(_ record: DayRecord?) {
        context = record?.context ?? DayContext()
    }

    /// The focused row's chosen value as a 0-based position, nil when none is chosen (and for reasons, which are many).
    public func chosen(_ field: Field) -> Int? {
        switch field {
        case .place: return context.place.flatMap { DayContext.Place.allCases.firstIndex(of: $0) }
        case .company: return context.company.flatMap { DayContext.Company.allCases.firstIndex(of: $0) }
        case .reasons: return nil
        case .aftermath: return context.aftermath.flatMap { DayContext.Aftermath.allCases.firstIndex(of: $0) }
        }
    }

    /// Chooses the value at `position` (0-based) of a one-choice row; for reasons, puts that one in or takes it out.
    /// False, changing nothing, when the row has no such value.
    public mutating func pick(_ position: Int, in field: Field) -> Bool {
        guard (0..<field.optionCount).contains(position) else { return false }
        switch field {
        case .place: context.place = DayContext.Place.allCases[position]
        case .company: context.company = DayContext.Company.allCases[position]
        case .reasons:
            context.reasons.toggle(DayContext.Reason.allCases[position])
            reasonCursor = position
        case .aftermath: context.aftermath = DayContext.Aftermath.allCases[position]
        }
        return true
    }

    /// ← →: the next or previous value of a one-choice row, kept at its ends (from none, the first); among the reasons
    /// the cursor moves, kept at the ends.
    public mutating func step(by step: Int) {
        let last = focus.optionCount - 1
        if focus == .reasons {
            reasonCursor = min(max(reasonCursor + step, 0), last)
            return
        }
        let position = chosen(focus).map { min(max($0 + step, 0), last) } ?? 0
        _ = pick(position, in: focus)
    }

    /// Space: the reason under the cursor in or out; nothing on another row.
    public mutating func toggleReasonAtCursor() {
        guard focus == .reasons else { return }
        _ = pick(reasonCursor, in: .reasons)
    }

    /// Delete: the focused row emptied (every reason, on the reasons' row).
    public mutating func clearFocused() {
        switch focus {
        case .place: context.place = nil
        case .company: context.company = nil
        case .reasons: context.reasons = []
        case .aftermath: context.aftermath = nil
        }
    }

    /// Moves the focus by `step` rows, wrapping around.
    public mutating func moveFocus(_ step: Int) {
        focus = Field.allCases.cycling(from: focus, by: step)
    }
}
