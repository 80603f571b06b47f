import DanshuCore
/// What the user did (or the clock, or the disk): the only input of `reduce`.
public enum Action: Equatable, Sendable {
    // The calendar.
    /// ← → by one day, ↑ ↓ by a week.
    case dayMoved(by: Int)
    /// PgUp PgDn, < >.
    case monthMoved(by: Int)
    case todayPressed
    case dayClicked(LocalDate)

    // The selected day.
    case answered(Answer)
    /// A number key: the chip at this position (0-based) among the visible chips.
    case chipTapped(Int)
    /// Tab / Shift-Tab.
    case chipPageTurned(by: Int)
    /// `-`.
    case removeLastDrinkPressed
    /// `m`.
    case notePressed
    /// `o`.
    case oneOffPressed

    // History.
    case undoPressed
    case redoPressed

    // Panes.
    case presetPanePressed
    case statisticsPressed
    case helpPressed
    /// Esc or `q` in a pane: back to the main screen.
    case closePressed
    case quitPressed
    /// y (true) or any other key (false) to 「入力中の内容を捨てて終了しますか？」.
    case quitAnswered(Bool)
    /// Scrolls the help pane by lines.
    case helpScrolled(by: Int)
    /// Scrolls the help pane by pages of the height it is shown at (PgUp, PgDn, Space).
    case helpPaged(by: Int)

    // Forms and questions.
    case textEdited(TextField.Edit)
    /// Tab / ↑ ↓ between form fields.
    case fieldMoved(by: Int)
    /// Enter.
    case submitPressed
    /// Esc.
    case cancelPressed
    /// y / n to a question.
    case confirmAnswered(Bool)

    // The preset pane.
    case presetSelectionMoved(by: Int)
    case presetRowClicked(Int)
    case addPresetPressed
    case editPresetPressed
    case deletePresetPressed
    case reorderToggled
    /// J / K, or ↑ ↓ in reorder mode.
    case presetMoved(by: Int)

    // The command line.
    /// `danshu presets mv`: the preset at `from` moves to position `to` (both 0-based); the others keep their order.
    case presetRepositioned(from: Int, to: Int)
    /// `danshu config KEY VALUE`: a setting typed as text, accepted only when `SettingKey.set` allows it.
    case settingChanged(SettingKey, to: String)
    /// `danshu import`: these days join the journal or replace its records of them, as one change.
    case daysImported([LocalDate: DayRecord])
    /// `danshu log NAMExN`: N of a preset on the selected day at once.
    case presetLogged(index: Int, count: Int)

    // The world.
    /// The clock moved on; today may be a new day.
    case clockTicked(today: LocalDate)
    /// The last change could not be saved: put back what is on disk.
    case saveFailed(reason: String, rollback: Rollback)
    /// The last change replaced the journal, but the folder could not be flushed: keep it, and warn.
    case saveNotFlushed(reason: String)
    /// A key with no meaning here.
    case unknownKeyPressed(String)
}

/// What the reducer asks the outside world to do, as values.
public enum Effect: Equatable, Sendable {
    /// Write the journal to disk before the next key is read.
    case save
    case quit
}
