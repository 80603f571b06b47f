import DanshuCore

/// Milestones celebrated (design.md §6): at the start and at the clock tick that brings a new day, the reducer
/// decides whether a milestone is due and remembers it in the journal (saved, but no step of the undo history);
/// the run loop only plays the frames while `celebrating` is set. Any key ends it and is then handled.
extension AppState {
    /// Starts the celebration of the milestone due, if any and if it may play: animations allowed, the
    /// `celebrate` setting on, and a journal that can remember it (a read-only one would celebrate every start).
    mutating func celebrateIfDue() -> [Effect] {
        guard motion, readOnly == nil, journal.settings.celebrate, let due = journal.milestoneDue(today: today),
            let applied = try? journal.apply(.rememberCelebration(due), today: today)
        else { return [] }
        celebrating = due.days
        unsaved = .outsideHistory(inverse: applied.inverse)
        return [.save(days: applied.days)]
    }
}
