import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI

/// A key press with every limit reached at once, as the run loop does it: `reduce`, `Screen.render`, and a
/// durable save when the journal changed. The journal holds 100 years of days (36,500), 1,000 presets, and
/// today 100 entries, one of them 998 drinks.
struct KeyPressBench: BenchSection {
    /// One kind of key press: the actions sent in turn (so the state comes back), and the screen size.
    struct Case {
        var label: String
        var actions: [Action]
        var width = 80
        var height = 24
        /// Actions sent once before timing: opening a pane.
        var setUp: [Action] = []
    }

    let runs = 41
    /// Reduce and render within one frame at 60 Hz.
    let frameTargetMilliseconds = 16
    /// The whole press, durable save included, within the 0.1 s a response still feels immediate.
    let pressTargetMilliseconds = 100

    var title: String {
        "A key press at the limits: 36,500 days, 1,000 presets, 100 entries today (median of \(runs) presses)"
    }

    let cases = [
        Case(label: "← → move a day", actions: [.main(.dayMoved(by: -1)), .main(.dayMoved(by: 1))]),
        Case(
            label: "← → at 300×100", actions: [.main(.dayMoved(by: -1)), .main(.dayMoved(by: 1))], width: 300,
            height: 100),
        Case(label: "1 - a drink more, less", actions: [.main(.chipTapped(0)), .main(.removeLastDrinkPressed)]),
        Case(
            label: "u Ctrl-R undo, redo", actions: [.app(.undoPressed), .app(.redoPressed)],
            setUp: [.main(.chipTapped(0)), .main(.removeLastDrinkPressed)]),
        Case(label: "2 the 101st entry (refused)", actions: [.main(.chipTapped(1))]),
        Case(label: "s Esc statistics", actions: [.app(.statisticsPressed), .app(.closePressed)]),
        Case(
            label: "< > a month in statistics", actions: [.main(.monthMoved(by: -1)), .main(.monthMoved(by: 1))],
            setUp: [.app(.statisticsPressed)]),
        // The trends pane (design.md §6): 26 weeks at 80 columns, 99 at 300, each week's days looked up on every frame.
        Case(label: "w Esc trends", actions: [.app(.trendsPressed), .app(.closePressed)]),
        Case(
            label: "← → a week in trends", actions: [.trends(.weekMoved(by: -1)), .trends(.weekMoved(by: 1))],
            setUp: [.app(.trendsPressed)]),
        Case(
            label: "← → a week in trends at 300×100",
            actions: [.trends(.weekMoved(by: -1)), .trends(.weekMoved(by: 1))],
            width: 300, height: 100, setUp: [.app(.trendsPressed)]),
        Case(
            label: "j k last of 1,000 presets",
            actions: [.presets(.selectionMoved(by: -1)), .presets(.selectionMoved(by: 1))],
            setUp: [.app(.presetPanePressed), .presets(.selectionMoved(by: 999))]),
    ]

    func run(in folder: String) throws -> BenchReport {
        let (journal, today) = Self.journalAtTheLimits()
        var table = BenchTable([
            ("key", false), ("reduce+render", true), ("target", true), ("save", true), ("whole press", true),
            ("target", true), ("ok?", false),
        ])
        var passed = true
        var notes: [String] = []
        let catalog = Catalog(.ja)
        let theme = Theme(color: true)
        for c in cases {
            let store = JournalStore(path: folder + "/journal.json")
            try store.save(journal)
            var state = AppState(journal: journal, today: today)
            for action in c.setUp { reduce(&state, action) }
            var frames: [Double] = []
            var saves: [Double] = []
            var wholes: [Double] = []
            var saved = false
            for run in 0..<runs {
                let start = Stopwatch.now()
                let effects = reduce(&state, c.actions[run % c.actions.count])
                let frame = Screen.render(state, width: c.width, height: c.height, catalog: catalog, theme: theme)
                let drawn = Stopwatch.now()
                for case .save(let days) in effects {
                    try store.save(state.journal, changed: days)
                    reduce(&state, .system(.saved))
                    saved = true
                }
                let end = Stopwatch.now()
                if frame.canvas.width != c.width { notes.append("\(c.label): the frame has the wrong size") }
                frames.append(drawn - start)
                saves.append(end - drawn)
                wholes.append(end - start)
            }
            let frame = Self.median(frames)
            let save = Self.median(saves)
            let whole = Self.median(wholes)
            let ok = frame * 1000 <= Double(frameTargetMilliseconds) && whole * 1000 <= Double(pressTargetMilliseconds)
            passed = passed && ok
            table.rows.append([
                c.label, Format.duration(frame), Format.atMost(milliseconds: frameTargetMilliseconds),
                saved ? Format.duration(save) : "—", Format.duration(whole),
                Format.atMost(milliseconds: pressTargetMilliseconds),
                Format.verdict(ok),
            ])
        }
        notes.append(
            "journal: \(journal.days.count) days, \(journal.presets.count) presets, "
                + "\(journal.days[today]?.drinks.count ?? 0) entries today; frames 80×24 unless stated")
        notes.append("save: one changed day encoded, the whole file written, fsync, rename, fsync of the folder")
        return BenchReport(table: table, notes: notes, passed: passed)
    }

    /// 100 years of sample days up to today, every day recorded (the sample's gaps made sober), the presets
    /// filled up to 1,000, and today 99 one-off entries plus 998 of the first preset (so one more is the
    /// count limit and any other preset the 101st entry).
    static func journalAtTheLimits() -> (Journal, LocalDate) {
        var journal = SampleJournal.make(years: 100)
        let first = journal.days.keys.min() ?? LocalDate(dayNumber: 0)
        for offset in 0..<36_500 where journal.days[first.adding(days: offset)] == nil {
            journal.days[first.adding(days: offset)] = .sober
        }
        let today = journal.days.keys.max() ?? first
        for n in journal.presets.count..<Limits.presets {
            journal.presets.append(Preset(name: "酒\(n)", abvTenths: n % 1001, ml: 1 + n % 5000))
        }
        var entries = (0..<(Limits.entriesPerDay - 1)).map {
            DrinkEntry(name: "記録\($0)", ml: nil, abvTenths: nil, gramsTenths: 10 * $0, count: 1)
        }
        var heavy = journal.presets[0].entry
        heavy.count = Limits.count.upperBound - 1
        entries.append(heavy)
        journal.days[today] = DayRecord(drank: true, drinks: entries)
        return (journal, today)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
