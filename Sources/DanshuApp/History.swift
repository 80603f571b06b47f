import DanshuCore

/// Undo and redo over every change to data in a session: a stack of the edits that put back what each
/// change replaced (`AppliedEdit.inverse`), so a long session on a large journal stays small.
public struct History: Equatable, Sendable {
    /// One change remembered: the edit that takes it back, and the day it was made on (shown again).
    public struct Step: Equatable, Sendable {
        public var edit: JournalEdit
        public var selected: LocalDate

        public init(edit: JournalEdit, selected: LocalDate) {
            self.edit = edit
            self.selected = selected
        }
    }

    public private(set) var past: [Step] = []
    public private(set) var future: [Step] = []
    /// Oldest steps are forgotten past this many.
    public static let depth = 500

    public init() {}

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }

    /// Remembers how to take a change back; a new change forgets what could be redone.
    public mutating func record(_ step: Step) {
        past.append(step)
        if past.count > History.depth { past.removeFirst(past.count - History.depth) }
        future.removeAll()
    }

    /// Takes the last change back in `journal`; returns it (for its day and the days it touched), nil when
    /// there is nothing to undo.
    public mutating func undo(_ journal: inout Journal, today: LocalDate) -> (step: Step, applied: AppliedEdit)? {
        guard let step = past.popLast() else { return nil }
        let made = Self.make(step, &journal, today: today)
        future.append(Step(edit: made.inverse, selected: step.selected))
        return (step, made)
    }

    /// Makes the last undone change again; nil when there is nothing to redo.
    public mutating func redo(_ journal: inout Journal, today: LocalDate) -> (step: Step, applied: AppliedEdit)? {
        guard let step = future.popLast() else { return nil }
        let made = Self.make(step, &journal, today: today)
        past.append(Step(edit: made.inverse, selected: step.selected))
        return (step, made)
    }

    /// Takes back, in `journal` and here, a change whose save failed: as if it had never been made.
    public mutating func takeBack(_ change: LastChange, in journal: inout Journal, today: LocalDate) {
        switch change {
        case .edit:
            if undo(&journal, today: today) != nil { _ = future.popLast() }
        case .undo:
            _ = redo(&journal, today: today)
        case .redo:
            _ = undo(&journal, today: today)
        case .outsideHistory(let inverse):
            _ = try? journal.apply(inverse, today: today)
        }
    }

    /// Makes a step's edit. A restore is never refused, and one that changes nothing (the journal already
    /// holds it) still moves through the history, keeping its own edit as its inverse.
    private static func make(_ step: Step, _ journal: inout Journal, today: LocalDate) -> AppliedEdit {
        let applied = (try? journal.apply(step.edit, today: today)) ?? nil
        return applied ?? AppliedEdit(inverse: step.edit, days: [])
    }
}

/// The kind of change whose save is under way, so that a failed save can take it back.
public enum LastChange: Equatable, Sendable {
    /// A new edit (the last step of the history takes it back).
    case edit
    case undo
    case redo
    /// A change that is no step of the history (a milestone remembered), with the edit that takes it back.
    case outsideHistory(inverse: JournalEdit)
}
