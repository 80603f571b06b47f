import DanshuCore
/// Undo and redo over every change to data in a session. Each step keeps only what a change touched
/// (the earlier records of its days, the earlier presets or settings), so a long session on a large
/// journal stays small.
public struct History: Equatable, Sendable {
    /// What one change replaced, and the day it was made on.
    public struct Step: Equatable, Sendable {
        /// The earlier record of each day the change touched; nil for a day that was unrecorded.
        public var days: [LocalDate: DayRecord?]
        /// The earlier presets, when the change touched them.
        public var presets: [Preset]?
        /// The earlier settings, when the change touched them.
        public var settings: Settings?
        /// The day the change was made on, shown again by undo and redo.
        public var selected: LocalDate

        public init(days: [LocalDate: DayRecord?] = [:], presets: [Preset]? = nil, settings: Settings? = nil, selected: LocalDate) {
            self.days = days
            self.presets = presets
            self.settings = settings
            self.selected = selected
        }

        /// The step that records `journal`'s change from `before`, touching only `days` among the days;
        /// nil when nothing changed.
        init?(from before: Journal, to journal: Journal, days: [LocalDate], selected: LocalDate) {
            var changed: [LocalDate: DayRecord?] = [:]
            for date in days where before.days[date] != journal.days[date] {
                changed.updateValue(before.days[date], forKey: date)
            }
            let presets = before.presets != journal.presets ? before.presets : nil
            let settings = before.settings != journal.settings ? before.settings : nil
            guard !changed.isEmpty || presets != nil || settings != nil else { return nil }
            self.init(days: changed, presets: presets, settings: settings, selected: selected)
        }

        /// Puts this step's values into the journal; returns the step that puts back what it replaced.
        func apply(to journal: inout Journal) -> Step {
            var inverse = Step(selected: selected)
            for (date, record) in days {
                inverse.days.updateValue(journal.days[date], forKey: date)
                journal.days[date] = record
            }
            if let presets {
                inverse.presets = journal.presets
                journal.presets = presets
            }
            if let settings {
                inverse.settings = journal.settings
                journal.settings = settings
            }
            return inverse
        }
    }

    public private(set) var past: [Step] = []
    public private(set) var future: [Step] = []
    /// Oldest steps are forgotten past this many.
    public static let depth = 500

    public init() {}

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }

    /// Remembers what a change replaced; a new change forgets what could be redone.
    public mutating func record(_ step: Step) {
        past.append(step)
        if past.count > History.depth { past.removeFirst(past.count - History.depth) }
        future.removeAll()
    }

    /// Steps back in `journal`; returns the day of the change, nil when there is nothing to undo.
    public mutating func undo(_ journal: inout Journal) -> LocalDate? {
        guard let step = past.popLast() else { return nil }
        future.append(step.apply(to: &journal))
        return step.selected
    }

    /// Steps forward again in `journal`; returns the day of the change, nil when there is nothing to redo.
    public mutating func redo(_ journal: inout Journal) -> LocalDate? {
        guard let step = future.popLast() else { return nil }
        past.append(step.apply(to: &journal))
        return step.selected
    }
}
