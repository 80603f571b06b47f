import DanshuCore

/// The small form behind `f`: the selected day's 気分 (1–5) and 飲みたい気持ち (0–10, 10 typed 1 then 0), each chosen
/// with ← → or a digit, Tab between them, Delete to leave one out, Enter to save.
public struct FeelingsForm: Equatable, Sendable {
    /// The form's values in screen order.
    public enum Field: CaseIterable, Sendable {
        case mood, craving

        /// The values the field takes.
        public var range: ClosedRange<Int> { self == .mood ? Limits.mood : Limits.craving }
        /// Where the first ← or → starts an empty field: the low end, so four presses of → from nothing give 4.
        public var start: Int { range.lowerBound }
    }

    public var mood: Int?
    public var craving: Int?
    public var focus: Field = .mood
    /// The digits typed on the craving's row, so "1" "0" is 10.
    private var cravingTyping = ScaleTyping()

    /// The form for a day, holding what the day has.
    public init(_ record: DayRecord?) {
        mood = record?.mood
        craving = record?.craving
    }

    public subscript(field: Field) -> Int? {
        get { field == .mood ? mood : craving }
        set {
            switch field {
            case .mood: mood = newValue
            case .craving: craving = newValue
            }
        }
    }

    /// The focused value `step` steps up or down, kept in its range; an empty value starts at the low end, which
    /// counts as the first step.
    public mutating func stepFocused(by step: Int) {
        cravingTyping.interrupt()
        let range = focus.range
        self[focus] = self[focus].map { min(max($0 + step, range.lowerBound), range.upperBound) } ?? focus.start
    }

    /// A digit typed sets the focused value when it is one of its values (気分 1–5, 飲みたい気持ち 0–9, and 10 for a 0
    /// right after a 1, `ScaleTyping`; or → from 9); false when it is not, and nothing changes.
    public mutating func setFocused(digit: Int) -> Bool {
        guard focus == .craving else {
            cravingTyping.interrupt()
            guard focus.range.contains(digit) else { return false }
            self[focus] = digit
            return true
        }
        guard (0...9).contains(digit) else { return false }
        craving = cravingTyping.value(typing: digit)
        return true
    }

    /// Delete: the focused value left out.
    public mutating func clearFocused() {
        cravingTyping.interrupt()
        self[focus] = nil
    }

    /// Moves the focus by `step` fields, wrapping around.
    public mutating func moveFocus(_ step: Int) {
        cravingTyping.interrupt()
        focus = Field.allCases.cycling(from: focus, by: step)
    }
}
