/// Undo and redo over every change to data in a session: stacks of earlier and later states.
public struct History: Equatable, Sendable {
    /// A state to return to: the journal and the day the change was made on.
    public struct Step: Equatable, Sendable {
        public var journal: Journal
        public var selected: LocalDate
        public init(journal: Journal, selected: LocalDate) {
            self.journal = journal
            self.selected = selected
        }
    }

    public private(set) var past: [Step] = []
    public private(set) var future: [Step] = []
    /// Oldest steps are forgotten past this many, so a long session stays small.
    public static let depth = 500

    public init() {}

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }

    /// Remembers the state before a change; a new change forgets what could be redone.
    public mutating func record(_ step: Step) {
        past.append(step)
        if past.count > History.depth { past.removeFirst(past.count - History.depth) }
        future.removeAll()
    }

    /// Steps back: returns the state to restore and remembers `current`'s journal for redo.
    public mutating func undo(from current: Step) -> Step? {
        guard let step = past.popLast() else { return nil }
        // Both stacks keep the day of the change, so redo shows the day it redoes, like undo.
        future.append(Step(journal: current.journal, selected: step.selected))
        return step
    }

    /// Steps forward again: returns the state to restore and remembers `current`'s journal for undo.
    public mutating func redo(from current: Step) -> Step? {
        guard let step = future.popLast() else { return nil }
        past.append(Step(journal: current.journal, selected: step.selected))
        return step
    }
}
