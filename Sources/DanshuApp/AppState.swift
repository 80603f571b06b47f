import DanshuCore

/// Everything the app shows and remembers in a session; the views are functions of it.
public struct AppState: Equatable, Sendable {
    public var journal: Journal
    /// The journal date of "now" (after `dayStartsAtHour`); days after it cannot be recorded.
    public var today: LocalDate
    /// The time of day on the local clock, as the run loop's clock last told it (`.clockTicked`): an urge logged now has
    /// it, and a follow-up is owed by it. Nil until the clock has told it.
    public var now: ClockTime?
    /// The day the day panel and the gauge show; never after today.
    public var selected: LocalDate
    /// Which page of ten chips the number keys tap.
    public var chipPage = 0
    public var pane: Pane = .main
    /// A question or form on top of the pane; keys go to it first.
    public var modal: Modal?
    public var presetPane = PresetPaneState()
    /// The if-then plans pane's own state (`I`).
    public var ifThenPlanPane = IfThenPlanPaneState()
    /// The urges whose follow-up Esc skipped: not asked again while the app stays open (design.md §9).
    public var followUpsSkipped: Set<UrgeReference> = []
    public var message: Message?
    public var history = History()
    /// The drink `-` takes back: the one last added in this session.
    public var lastAdded: LastAdded?
    /// How far the help pane is scrolled.
    public var helpScroll = HelpScroll()
    /// How far the report pane is scrolled.
    public var reportScroll = HelpScroll()
    /// How far the statistics pane is scrolled where it is longer than the screen.
    public var statisticsScroll = HelpScroll()
    /// Whether the main screen shows the month in the day's place, where it is too short for both (`g`, issue 44).
    public var showsMonth = false
    /// `q` was pressed where a form's typed text would be lost: y quits, any other key keeps the form.
    public var askingToQuit = false
    /// The app is leaving (issue 34): set once the last look at the disk is done (`Leaving`).
    public var leaving: Leaving?
    /// Why the journal may not be changed, decided when it was opened (`JournalAccess`); nil when it may.
    public var readOnly: ReadOnlyReason?
    /// The change whose save has not come back yet: a failed save takes it back.
    public var unsaved: LastChange?
    /// What became of the journal on disk when it turned unreadable, empty or deleted under the session; nil while
    /// it is fine. Changes are not saved until `W` writes the session's journal back.
    public var diskProblem: DiskProblem?
    /// The selected day when it is a locked past day (`PastDayLock.swift`); Enter or another day clears it.
    public var lockedDay: LocalDate?
    /// Whether animations may play: told by `.system(.started)`.
    public var motion = false
    /// The milestone being celebrated, in days: the run loop plays its frames until a key or the last one.
    public var celebrating: Int?
    /// The page of the drink list `v` turned to, on the day it was turned; selecting a day starts at its first page.
    public var drinkListPage: DrinkListPage?

    /// Whether the statistics pane shows the month's urges (`i`) rather than its figures; each visit starts with these.
    public var statisticsShowsUrges = false

    public init(journal: Journal, today: LocalDate, now: ClockTime? = nil, readOnly: ReadOnlyReason? = nil) {
        self.journal = journal
        self.today = today
        self.now = now
        self.selected = today
        self.readOnly = readOnly
        // A read-only journal says so first: the welcome's keys would only be refused.
        if let readOnly {
            message = .openedReadOnly(readOnly.cause)
        } else if journal.days.isEmpty {
            message = .welcome
        }
    }

    /// The month the calendar and statistics show: the selected day's.
    public var shownMonth: YearMonth { selected.yearMonth }

    /// Whether a day of the shown month holds an urge (design.md §9): the statistics pane's `i` has something to show.
    public var shownMonthHasUrges: Bool {
        let month = shownMonth
        return (month.firstDay.dayNumber...month.lastDay.dayNumber).contains {
            journal.days[LocalDate(dayNumber: $0)]?.urges.isEmpty == false
        }
    }

    /// The selected day's record, nil when unrecorded.
    public var selectedRecord: DayRecord? { journal.days[selected] }

    /// The number of chips per page: the number keys 1–9 and 0.
    public static let chipsPerPage = 10

    /// How many pages of chips there are (at least one).
    public var chipPageCount: Int {
        max(1, (journal.presets.count + AppState.chipsPerPage - 1) / AppState.chipsPerPage)
    }

    /// Indices into `journal.presets` of the chips the number keys tap now.
    public var visibleChipRange: Range<Int> {
        let start = min(chipPage, chipPageCount - 1) * AppState.chipsPerPage
        return start..<min(start + AppState.chipsPerPage, journal.presets.count)
    }

    /// The streak facts as of today.
    public var streaks: Streaks { Streaks(days: journal.days, today: today) }

    /// How many times `v` turned the selected day's drink list; the view turns it round its own pages (only it knows
    /// how many rows the list has).
    public var selectedDrinkListPage: Int { drinkListPage.flatMap { $0.day == selected ? $0.page : nil } ?? 0 }
}

/// The drink list's page, and the day it belongs to.
public struct DrinkListPage: Equatable, Sendable {
    public var day: LocalDate
    public var page: Int
    public init(day: LocalDate, page: Int) {
        self.day = day
        self.page = page
    }
}

/// The full-screen view in front.
public enum Pane: Equatable, Sendable {
    case main, help, presets, statistics, trends, report
    /// The if-then plans (`I`, design.md §9).
    case ifThenPlans
}

/// A question or form that takes the keys until it is answered or cancelled.
public enum Modal: Equatable, Sendable {
    /// The selected day's note being written.
    case note(TextField)
    case drinkForm(DrinkForm)
    /// 「削除しますか？」 for the preset at this index.
    case confirmDelete(presetIndex: Int)
    /// The selected day's 気分 and 飲みたい気持ち being chosen.
    case feelings(FeelingsForm)
    /// A week's plan being made (`p` in the trends pane).
    case plan(PlanForm)
    /// What the selected drinking day was like, being chosen.
    case context(ContextForm)
    /// 「記録しますか？」 before a drink beyond what a person can drink (`AmountQuestion`).
    case amountQuestion(AmountQuestion)
    /// An urge being logged (`i`, design.md §9).
    case urge(UrgeForm)
    /// The plans for the urge just logged, best first.
    case urgePlans(UrgePlansShown)
    /// 「今の強さは？」: the follow-up an urge owes.
    case urgeFollowUp(UrgeFollowUpForm)
    /// An if-then plan being added or edited, or offered after a slip.
    case ifThenPlan(IfThenPlanForm)
    /// 「使わないことにしますか？」 for the if-then plan of this identity.
    case confirmRetire(planID: IfThenPlan.ID)
}

/// The preset edit pane's own state.
public struct PresetPaneState: Equatable, Sendable {
    public var selection = 0
    /// 並べ替え mode: ↑↓ move the selected preset instead of the selection.
    public var reordering = false
    public init() {}
}

/// The entry last added on a day, for `-`.
public struct LastAdded: Equatable, Sendable {
    public var date: LocalDate
    public var entry: DrinkEntry
}
