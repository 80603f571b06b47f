import DanshuCore

/// Past days guarded (design.md §6, seed 002's record fixed until 修正 is pressed): a day before yesterday that
/// already held an answer (はい or いいえ) when it was selected is locked; the keys that would change it say so and do nothing,
/// and Enter opens it until another day is selected. A day you start recording stays open until you leave it.
/// The lock is the session's, not the journal's: undo and redo still take back what you did on any day, and
/// subcommands are not affected.
extension AppState {
    /// Whether the selected day is locked against the keys that change it.
    public var isSelectedDayLocked: Bool { lockedDay == selected }

    /// Whether selecting `date` now locks it: the setting is on, the day is before yesterday, and it is answered.
    /// A day with only a note or feelings is still unrecorded (design.md §6), so it has no record to guard.
    func locksWhenSelected(_ date: LocalDate) -> Bool {
        journal.settings.lockPastDays && date < today.adding(days: -1) && journal.days[date]?.drank != nil
    }

    /// Shows `date` in the day panel: a day other than the selected one is locked or not as it is now;
    /// selecting the same day again keeps it as it is (opened with Enter, or being recorded).
    mutating func show(_ date: LocalDate) {
        guard date != selected else { return }
        selected = date
        lockedDay = locksWhenSelected(date) ? date : nil
        drinkListPage = nil // a day selected again starts at its first drinks
    }

    /// After undo or redo changed the selected day: an answer taken back leaves nothing to guard, so the day opens
    /// (the panel never says 記録済み over まだ記録がありません); a lock is never added to the day on screen.
    mutating func unlockIfUnanswered() {
        if lockedDay == selected && journal.days[selected]?.drank == nil { lockedDay = nil }
    }

    /// Enter: opens the locked day for changes (on a day that is open, `CommandAvailability` refuses the key).
    mutating func unlockSelectedDay() {
        lockedDay = nil
        message = .dayUnlocked
    }
}

extension MainAction {
    /// Whether the key changes the selected day (or opens a form that does): refused on a locked day, on a read-only
    /// journal and on a day that cannot be recorded (`CommandAvailability`).
    public var changesTheDay: Bool {
        switch self {
        case .answered, .chipTapped, .removeLastDrinkPressed, .notePressed, .oneOffPressed, .feelingsPressed,
            .medicinePressed,
            .contextPressed:
            return true
        // An urge is today's, a moment, whatever day is selected.
        case .dayMoved, .monthMoved, .todayPressed, .dayClicked, .chipPageTurned, .unlockPressed, .drinkListPaged,
            .monthViewToggled, .urgePressed:
            return false
        }
    }
}
