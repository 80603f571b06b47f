import DanshuCore

/// What the user did (or the clock, or the disk): the only input of `reduce`, grouped by where it happens.
/// Each group has its own reducer, and every switch over a group names every case.
public enum Action: Equatable, Sendable {
    /// The main screen: the calendar and the selected day.
    case main(MainAction)
    /// The preset edit pane.
    case presets(PresetPaneAction)
    /// The if-then plans pane (`I`, see `Reducer+IfThenPlans.swift`).
    case ifThenPlans(IfThenPlanPaneAction)
    /// The open form or question: each its own actions (see `ModalAction`).
    case modal(ModalAction)
    /// The trends pane (see `Reducer+Trends.swift`).
    case trends(TrendsAction)
    /// The report pane (see `Reducer+Report.swift`).
    case report(ReportAction)
    /// Keys that work the same everywhere: panes, help, undo and redo, quitting.
    case app(AppAction)
    /// The world: the clock, and what became of a save.
    case system(SystemAction)
}

/// The calendar and the selected day.
public enum MainAction: Equatable, Sendable {
    /// ← → by one day, ↑ ↓ by a week.
    case dayMoved(by: Int)
    /// PgUp PgDn, < >: the same day of the month.
    case monthMoved(by: Int)
    case todayPressed
    case dayClicked(LocalDate)
    /// y / n.
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
    /// `f`: the day's 気分 and 飲みたい気持ち.
    case feelingsPressed
    /// `p`: the day's medicine taken, or taken back.
    case medicinePressed
    /// `c`: what the drinking day was like.
    case contextPressed
    /// Enter: a locked past day opens for changes (修正).
    case unlockPressed
    /// `v`: the next page of the selected day's drink list, when it does not fit (issue 40).
    case drinkListPaged
    /// `g`: the month in the day's place, or the day again, where the screen is too short for both (issue 44).
    case monthViewToggled
    /// `i`: an urge, now (design.md §9, `Reducer+Urge.swift`).
    case urgePressed
}

/// The preset edit pane.
public enum PresetPaneAction: Equatable, Sendable {
    /// ↑ ↓: the selection.
    case selectionMoved(by: Int)
    case rowClicked(Int)
    /// `a`.
    case addPressed
    /// Enter.
    case editPressed
    /// `d`.
    case deletePressed
    /// `m`: 並べ替え mode on or off.
    case reorderToggled
    /// J / K, or ↑ ↓ in reorder mode: the selected preset itself.
    case moved(by: Int)
}

/// Keys that mean the same on every pane.
public enum AppAction: Equatable, Sendable {
    case undoPressed
    case redoPressed
    case presetPanePressed
    case statisticsPressed
    /// `i` in the statistics pane: the shown month's urges (design.md §9), or its figures again.
    case statisticsUrgesToggled
    /// `w`: the trends pane.
    case trendsPressed
    /// `r`: the report for the doctor, ending the selected day.
    case reportPressed
    /// `I`: the if-then plans pane.
    case ifThenPlansPressed
    case helpPressed
    /// Esc or `q` in a pane: back to the main screen.
    case closePressed
    /// Scrolls the help pane by lines.
    case helpScrolled(by: Int)
    /// Scrolls the help pane by pages of the height it is shown at (PgUp, PgDn, Space).
    case helpPaged(by: Int)
    /// Scrolls the statistics pane by lines where it is longer than the screen (a narrow one, issue 44).
    case statisticsScrolled(by: Int)
    case quitPressed
    /// y (true) or any other key (false) to 「入力中の内容を捨てて終了しますか？」.
    case quitAnswered(Bool)
    /// A key with no meaning here.
    case unknownKeyPressed(String)
    /// `W`: the journal on disk became unreadable, empty or deleted; write the session's journal back over it.
    case writeBackPressed
}

/// What happens around the user: the clock moves, a save ends.
public enum SystemAction: Equatable, Sendable {
    /// The app is on the screen; `motion` says whether animations may play (not `--no-motion`, `NO_MOTION`
    /// or a terminal without color).
    case started(motion: Bool)
    /// The celebration's last frame was shown.
    case celebrationEnded
    /// The clock moved on: today may be a new day, and `time` is the time of day on the local clock.
    case clockTicked(today: LocalDate, time: ClockTime)
    /// The last change is on disk.
    case saved
    /// The last change could not be saved: it is taken back, so the screen shows what is on disk.
    case saveFailed(reason: String)
    /// The last change replaced the journal, but the folder could not be flushed: kept, with a warning.
    case saveNotFlushed(reason: String)
    /// Another program changed the journal on disk (a sync tool, `git pull`); `merged` is the session's journal with
    /// that change merged in by meaning, `changedFromDisk` the days in which it differs from the file now.
    case journalMerged(merged: Journal, arrival: SyncArrival, changedFromDisk: Set<LocalDate>)
    /// The journal on disk became unreadable, empty or deleted: the session keeps what it has and writes nothing
    /// until `W`; a change whose save found it is taken back.
    case journalUnusable(DiskProblem)
    /// `W` wrote the session's journal back; `kept` is where what was there was kept (nil: nothing was there to keep).
    case writtenBack(kept: String?)
    /// A sync tool's conflict copy appeared beside the journal while the app was open: the line that folds it in, and
    /// how many more copies there are.
    case syncCopyAppeared(command: String, others: Int)
    /// The terminal hung up, or the process was asked to end (Ctrl-C, SIGTERM, SIGHUP): the app leaves without asking.
    case endRequested
    /// The look at the disk that comes before leaving is done, and what it found saved (`Effect.quit`).
    case lookedBeforeLeaving
    /// The report's HTML file was written here.
    case reportWritten(path: String)
    /// The report's HTML file could not be written, and why.
    case reportNotWritten(reason: String)
}

extension SystemAction {
    /// The action for what a look at the journal's file found.
    public init(_ finding: DiskFinding) {
        switch finding {
        case .merged(let journal, let arrival, let changedFromDisk):
            self = .journalMerged(merged: journal, arrival: arrival, changedFromDisk: changedFromDisk)
        case .unusable(let problem):
            self = .journalUnusable(problem)
        }
    }
}

/// What the reducer asks the outside world to do, as values.
public enum Effect: Equatable, Sendable {
    /// Write the journal to disk before the next key is read; the days are those the change touched
    /// (the writer encodes only those again). The result comes back as a `SystemAction`.
    case save(days: Set<LocalDate>)
    /// `W`: write the whole journal over an unreadable, empty or deleted file (what was there is kept aside).
    case writeBack
    /// The report pane's `h`: write the report of the weeks ending this day as an HTML file; the result comes back as
    /// `.reportWritten` or `.reportNotWritten`.
    case writeReport(endingOn: LocalDate)
    /// The user asked to leave: the run loop looks at the disk first, merges and saves what it finds, then tells the
    /// reducer `.lookedBeforeLeaving` (issue 34).
    case quit
    /// The app ends now.
    case exit
}
