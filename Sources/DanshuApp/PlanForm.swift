import DanshuCore

/// The small form behind the trends pane's `p` (design.md §8): a week's plan. Its rows are the week (← → choose another,
/// which shows that week's plan), the days one means to drink (← → move, Space marks one), and the most on each of them
/// (← → by one drink). A suggestion stepped down from the last fourteen days is shown and taken only with `s`.
public struct PlanForm: Equatable, Sendable {
    /// The form's rows in screen order.
    public enum Field: CaseIterable, Sendable {
        case week, days, amount
    }

    /// The first day of the week being planned.
    public private(set) var weekStart: LocalDate
    public var drinkingDays: Set<Weekday>
    /// The most on each drinking day, in tenths of a gram; nil until chosen.
    public var maxTenths: Int?
    public var focus: Field = .days
    /// The day the days row's cursor is on: 0 is the week's first day.
    public var dayCursor = 0
    /// What ← → change the amount by: one drink (`Settings.oneDrinkTenths`).
    public let stepTenths: Int
    /// The suggestion for the week, nil when there is nothing to step down from.
    public private(set) var suggestion: PlanSuggestion?
    /// Whether the week had a plan when the form showed it: `d` then removes it.
    public private(set) var hadPlan: Bool
    /// The days and the amount as the journal held them when the form showed the week: what is unsaved is measured
    /// against them.
    private var shownDays: Set<Weekday> = []
    private var shownMaxTenths: Int?
    /// Whether the last key was ← → on the week row refused because of unsaved changes: the next one there moves and
    /// drops them; any other key asks again.
    public internal(set) var moveWarned = false

    /// The form for the week starting on `weekStart`, holding the journal's plan for it.
    public init(journal: Journal, weekStart: LocalDate, today: LocalDate) {
        self.weekStart = weekStart
        stepTenths = journal.settings.oneDrinkTenths
        drinkingDays = []
        hadPlan = false
        show(week: weekStart, of: journal, today: today)
    }

    /// Shows another week: its plan as the journal holds it (what was chosen for the week before is left), and its
    /// suggestion.
    public mutating func show(week start: LocalDate, of journal: Journal, today: LocalDate) {
        weekStart = start
        let plan = journal.plans[start]
        drinkingDays = plan?.drinkingDays ?? []
        maxTenths = plan?.maxTenths
        shownDays = drinkingDays
        shownMaxTenths = maxTenths
        hadPlan = plan != nil
        suggestion = PlanSuggestion(journal: journal, today: today)
    }

    /// Whether days or an amount were chosen that Enter has not saved: moving to another week would drop them.
    public var hasUnsavedChanges: Bool { drinkingDays != shownDays || maxTenths != shownMaxTenths }

    /// The last day of the week being planned.
    public var weekEnd: LocalDate { weekStart.adding(days: 6) }

    /// The weekday under the cursor.
    public var cursorDay: Weekday { Weekday(of: weekStart.adding(days: dayCursor)) }

    /// The plan the form holds, or why it cannot be saved.
    public var plan: Result<WeekPlan, PlanProblem> {
        let plan = WeekPlan(drinkingDays: drinkingDays, maxTenths: drinkingDays.isEmpty ? nil : maxTenths)
        if let problem = plan.problem { return .failure(problem) }
        return .success(plan)
    }

    /// Marks the day under the cursor as a drinking day, or takes the mark off.
    public mutating func toggleCursorDay() {
        if drinkingDays.remove(cursorDay) == nil { drinkingDays.insert(cursorDay) }
    }

    /// Moves the days row's cursor, wrapping around the week.
    public mutating func moveDayCursor(by step: Int) { dayCursor = ((dayCursor + step) % 7 + 7) % 7 }

    /// The amount `steps` drinks up or down; an amount not chosen starts at one drink. A step that would leave
    /// `Limits.planMaxTenths` does nothing.
    public mutating func stepAmount(by steps: Int) {
        guard let current = maxTenths else {
            if steps > 0 { maxTenths = stepTenths }
            return
        }
        let next = current + steps * stepTenths
        if Limits.planMaxTenths.contains(next) { maxTenths = next }
    }

    /// Takes the suggested amount; false when there is none.
    public mutating func takeSuggestion() -> Bool {
        guard let suggestion else { return false }
        maxTenths = suggestion.maxTenths
        return true
    }

    /// Moves the focus by `step` rows, wrapping around.
    public mutating func moveFocus(_ step: Int) {
        focus = Field.allCases.cycling(from: focus, by: step)
    }
}
