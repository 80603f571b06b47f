import DanshuCore
import DanshuUI
import DanshuStore
import DanshuApp
import DanshuText

/// Random keys, clicks, wheel turns and resizes through the app's own path — `Keymap.action` (or the
/// frame's click regions) → `reduce` → `Screen.render` — with every invariant checked after every key
/// (see `StateCheck`, `FrameCheck`), and undo/redo checked on a copy of the state. The same seed always
/// gives the same storm, so a failure names the key that caused it and can be replayed.
public struct KeyStorm {
    /// How a storm went.
    public struct Report: Sendable {
        /// Keys sent (each character of a typed word counts).
        public var keys = 0
        /// Keys that became an action.
        public var actions = 0
        /// Actions that changed the journal (a save in the app).
        public var saves = 0
        /// Frames rendered at or above the minimum size, and below it.
        public var fullFrames = 0
        public var smallFrames = 0
        /// The largest number of presets, entries on one day and count of one entry reached.
        public var mostPresets = 0
        public var mostEntries = 0
        public var highestCount = 0
        /// The limits the reducer refused at (count, entries, presets).
        public var refusals: Set<String> = []
        /// Changing keys refused on a locked past day, and locked days opened with Enter.
        public var lockedRefusals = 0, unlocks = 0
        /// Feelings saved with the form, and milestones celebrated (each frame checked).
        public var feelingsSaved = 0, celebrations = 0
        /// What went wrong, the first ones only.
        public var failures: [String] = []
    }

    /// Terminal sizes the storm resizes to: mostly the sizes people use, some below the minimum
    /// (the too-small screen), some anywhere from 1×1 to 300×100.
    public enum SizeMix: Sendable {
        /// Every resize anywhere from 1×1 to 300×100.
        case uniform
        /// Typical sizes most of the time, weighted toward small ones; the full range now and then.
        case typical
    }

    /// "Today" for every storm: danshu's fixture Sunday.
    public static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)

    public private(set) var state: AppState
    public private(set) var report = Report()
    public private(set) var size: (width: Int, height: Int) = (80, 24)
    private var random: StormRandom
    private let sizes: SizeMix
    private var frame: Frame
    private let catalog: Catalog
    private let theme: Theme
    private let maxFailures: Int
    private var pending: [Key] = []

    /// A storm from `seed` on `KeyStorm.startState()` (or `state`), in `language`, with color or without.
    public init(seed: UInt64, sizes: SizeMix = .typical, state: AppState = KeyStorm.startState(),
                language: Language = .ja, color: Bool = true, maxFailures: Int = 20) {
        random = StormRandom(seed: seed)
        self.sizes = sizes
        self.state = state
        self.maxFailures = maxFailures
        catalog = Catalog(language)
        theme = Theme(color: color)
        frame = Screen.render(state, width: 80, height: 24, catalog: catalog, theme: theme)
        report.failures = StateCheck.problems(state).map { "the start: " + $0 }
    }

    /// Sends `count` more keys, stopping early once `maxFailures` failures are recorded.
    public mutating func run(keys count: Int) {
        for _ in 0..<count {
            guard report.failures.count < maxFailures else { return }
            step()
        }
    }

    /// One key through the app, then every check.
    public mutating func step() {
        if pending.isEmpty { pending = nextKeys() }
        let key = pending.removeFirst()
        report.keys += 1
        var action: Action?
        if key == .resize { size = nextSize() }
        // The app's own routing, with the mouse on so clicks reach the frame's regions.
        if case .action(let routed) = InputRouter.route(key, state: state, frame: frame, width: size.width, height: size.height, mouse: true) {
            action = routed
        }
        if random.below(2000) == 0 { action = .system(.clockTicked(today: state.today.adding(days: 1))) }
        if let action { apply(action, after: key) }
        let tooSmall = !InputRouter.fits(width: size.width, height: size.height)

        frame = Screen.render(state, width: size.width, height: size.height, catalog: catalog, theme: theme)
        if tooSmall { report.smallFrames += 1 } else { report.fullFrames += 1 }
        for problem in FrameCheck.problems(frame, width: size.width, height: size.height) { fail(problem, key: key, action: action) }
        if let problem = StateCheck.shownTotalProblem(state, frame, width: size.width, height: size.height) {
            fail(problem, key: key, action: action)
        }
        // A celebration's frames are drawn over this one: one of them, checked the same way.
        if let milestone = state.celebrating {
            var celebrating = frame
            Celebration.draw(milestone: milestone, frame: random.below(Celebration.frameCount), into: &celebrating, catalog: catalog, theme: theme)
            for problem in FrameCheck.problems(celebrating, width: size.width, height: size.height) { fail("celebration: " + problem, key: key, action: action) }
        }
    }

    /// Applies an action as the run loop does, and checks the state and the history around it.
    private mutating func apply(_ action: Action, after key: Key) {
        report.actions += 1
        let before = state
        let effects = reduce(&state, action)
        for problem in StateCheck.problems(state, previous: before.journal) { fail(problem, key: key, action: action) }
        noteLimits(action)
        // A locked past day: the keys that would change it change nothing (undo and redo still may).
        if before.isSelectedDayLocked, before.modal == nil, before.pane == .main, !before.askingToQuit, case .main(let main) = action, main.changesTheDay {
            report.lockedRefusals += 1
            if state.journal != before.journal || state.modal != nil { fail("a locked day changed", key: key, action: action) }
            if state.message != .pastDayLocked && before.readOnly == nil { fail("a locked day said \(String(describing: state.message))", key: key, action: action) }
        }
        if before.isSelectedDayLocked && !state.isSelectedDayLocked && state.selected == before.selected { report.unlocks += 1 }
        // Only an answer is guarded: the panel never says 記録済み over まだ記録がありません.
        if state.isSelectedDayLocked && state.selectedRecord?.drank == nil { fail("a locked day without an answer", key: key, action: action) }
        if case .feelingsSaved? = state.message, state.message != before.message { report.feelingsSaved += 1 }
        if state.celebrating != nil && before.celebrating == nil {
            report.celebrations += 1
            if state.journal.celebrated?.days != state.celebrating { fail("a celebration the journal does not remember", key: key, action: action) }
        }

        let named = effects.compactMap { if case .save(let days) = $0 { return days } else { return nil } }.first
        let changed = named != nil
        if changed { report.saves += 1 }
        if changed != (state.journal != before.journal) {
            fail("the journal \(changed ? "did not change but a save was asked for" : "changed without a save")", key: key, action: action)
        }
        // The file's writer encodes only the days a save names: every changed day must be named.
        if let named {
            let touched = Set(before.journal.days.keys).union(state.journal.days.keys).filter { before.journal.days[$0] != state.journal.days[$0] }
            if !touched.isSubset(of: named) { fail("a save left out changed days \(touched.subtracting(named).sorted())", key: key, action: action) }
            // Now and then the disk refuses: the change is taken back and the journal is what it was.
            if random.below(40) == 0 {
                reduce(&state, .system(.saveFailed(reason: "storm")))
                if state.journal != before.journal { fail("a failed save did not put the journal back", key: key, action: action) }
                if state.unsaved != nil { fail("a failed save left a change unsaved", key: key, action: action) }
                return
            }
            reduce(&state, .system(.saved))
        }
        guard state.history.canUndo else { return }
        // Undo then redo on a copy: the same journal; after a change, undo alone gives the journal before it
        // (a change of the world, a milestone remembered at a clock tick, is no step of the history).
        var copy = state
        copy.modal = nil
        copy.askingToQuit = false
        copy.celebrating = nil
        reduce(&copy, .app(.undoPressed))
        let isWorld = if case .system = action { true } else { false }
        if changed, !isWorld, action != .app(.undoPressed), action != .app(.redoPressed), copy.journal != before.journal {
            fail("undo after the change did not restore the journal before it", key: key, action: action)
        }
        reduce(&copy, .app(.redoPressed))
        if copy.journal != state.journal { fail("undo then redo did not restore the journal", key: key, action: action) }
        if changed && report.saves % 100 == 1 { checkRoundTrip(key: key, action: action) }
    }

    /// What the app would save reads back as the same journal (`danshu check` would pass).
    private mutating func checkRoundTrip(key: Key, action: Action) {
        let bytes = JournalWriter.bytes(of: state.journal)
        do {
            let read = try JournalReader.read(bytes, file: "storm.json")
            if read != state.journal { fail("the saved journal reads back differently", key: key, action: action) }
        } catch {
            fail("the saved journal does not read back: \(catalog.message(for: error))", key: key, action: action)
        }
    }

    private mutating func noteLimits(_ action: Action) {
        report.mostPresets = max(report.mostPresets, state.journal.presets.count)
        if let record = state.selectedRecord {
            report.mostEntries = max(report.mostEntries, record.drinks.count)
            report.highestCount = max(report.highestCount, record.drinks.map(\.count).max() ?? 0)
        }
        switch state.message {
        case .countLimit?: report.refusals.insert("count")
        case .entryLimit?: report.refusals.insert("entries")
        case .presetLimit?: report.refusals.insert("presets")
        default: break
        }
    }

    private mutating func fail(_ problem: String, key: Key, action: Action?) {
        guard report.failures.count < maxFailures else { return }
        let what = action.map { " → \($0)" } ?? ""
        report.failures.append("key \(report.keys) (\(key)\(what)) at \(size.width)×\(size.height), \(state.pane), "
                               + "selected \(state.selected): \(problem)")
    }

    // MARK: Keys

    /// Every key some table of the keymap binds, and the keys forms and questions read.
    static let boundKeys: [Key] = {
        var keys: [Key] = []
        for table in [Keymap.main, Keymap.presets, Keymap.reordering, Keymap.statistics, Keymap.trends, Keymap.help,
                      Keymap.feelings] {
            for binding in table { keys += binding.keys }
        }
        keys += [.character("Y"), .character("N"), .escape]
        var seen = Set<Key>()
        return keys.filter { seen.insert($0).inserted }
    }()

    static let editingKeys: [Key] = [
        .enter, .escape, .tab, .backTab, .backspace, .delete, .home, .end, .left, .right, .up, .down,
        .control("a"), .control("e"), .control("u"), .control("l"), .function(1), .pageUp, .pageDown,
    ]

    static let japanese = Array("あいうえおかきくけこ酒飲断休肝日本ビールワインハイボール０１２３４５６７８９．。　")
    /// Text a journal or a paste can hold that a terminal would act on.
    static let hostile: [Character] = ["\u{1b}", "\u{7}", "\r", "\n", "\t", "\u{0}", "\u{7f}", "\u{9b}", "\u{202E}", "\u{2066}",
                                       "\u{200D}", "\u{200B}", "\u{FEFF}", "\u{301}", "\u{FE0F}", "👨", "\u{E0001}"]
    /// Words typed whole: numbers forms accept and refuse, names, escape sequences.
    static let words = ["350", "500", "5", "13.5", "５００", "１３．５", "0", "100", "101", "5000", "5001", "4000", "12.5",
                        "450円", "¥1,200", "100000", "100001", "-5", "1e3", "10000",
                        "ハイボール", "ビール500缶", "水", "\u{1b}[2J", "\u{1b}]0;pwned\u{7}", "abc\u{202E}fed", "👨\u{200D}👩"]

    private mutating func nextKeys() -> [Key] {
        // On a locked past day a user soon presses Enter, as the message says; so the storm still reaches the
        // limits of the drinking days before yesterday.
        if state.isSelectedDayLocked && state.modal == nil && state.pane == .main && random.chance(25) { return [.enter] }
        let roll = random.below(100)
        switch roll {
        case 0..<40: return [random.pick(Self.boundKeys)]
        case 40..<52: return [random.pick(Self.editingKeys)]
        case 52..<60: return [.character(Character(Unicode.Scalar(UInt8(0x20 + random.below(0x5F)))))]
        case 60..<64: return [.character(random.pick(Self.japanese))]
        case 64..<66: return [.character(random.pick(Self.hostile))]
        case 66..<69: return random.pick(Self.words).map { .character($0) }
        case 69..<72: return [.paste(random.pick(Self.words) + random.pick(Self.words))]
        case 72..<82: return [.click(x: random.below(size.width), y: random.below(size.height))]
        case 82..<85: return [.wheel(random.chance(50) ? -1 : 1)]
        case 85..<87: return [.resize]
        case 87..<93: return [.character(Character(String(random.below(10))))]
        case 93..<95: return Array(repeating: .character(Character(String(random.below(10)))), count: 2 + random.below(30))  // a held key
        case 95..<97: return [random.pick([.character("f"), .enter, .left, .right, .tab, .delete])]  // feelings, and opening a locked day
        default: return [.character(random.pick(["y", "y", "n", "o", "m", "e", "u", "-", "f", "w", "w"]))]
        }
    }

    private mutating func nextSize() -> (width: Int, height: Int) {
        let anywhere = (width: 1 + random.below(300), height: 1 + random.below(100))
        switch sizes {
        case .uniform:
            return anywhere
        case .typical:
            let roll = random.below(100)
            if roll < 50 { return random.pick([(80, 24), (80, 24), (81, 25), (100, 30), (120, 40)]) }
            if roll < 80 { return (1 + random.below(80), 1 + random.below(24)) }  // too small: a cheap screen
            if roll < 95 { return (80 + random.below(81), 24 + random.below(27)) }
            return anywhere
        }
    }

    // MARK: The start

    /// The journal a storm starts from, at the limits: the most presets allowed (hostile and long names on
    /// the first chip page, 100 pages of chips), a month of days of which three are an entry short of the entry
    /// limit and the drinking days (today too) hold each drink of the first chip page one short of the count
    /// limit, and notes that would drive a terminal. The feedback settings are on, and the first chip page's
    /// drinks cost the most a price may be and carry the most calories, so the money and calorie figures are
    /// as long as they get (DESIGN §6).
    public static func startState() -> AppState {
        var journal = Journal()
        journal.settings.secondUnit = .ukUnits
        journal.settings.usualYenPerWeek = Settings.usualYenPerWeekRange.upperBound
        journal.settings.weeklyLimitGrams = 150
        let hostileNames = ["\u{1b}]0;pwned\u{7}\u{1b}[2J", "abc\u{202E}fed", "\u{2066}x\u{2069}\r", "👨\u{200D}👩\u{200D}👧",
                            String(repeating: "長い名前", count: 250), "e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}"]
        journal.presets = hostileNames.enumerated().map {
            Preset(name: $1, abvTenths: 50 + 10 * $0, ml: 350, priceYen: Limits.priceYen.upperBound, extraKcal: Limits.extraKcal.upperBound)
        } + journal.presets
        for n in 1...(Limits.presets - journal.presets.count) {
            journal.presets.append(Preset(name: "酒\(n)", abvTenths: n % 1001, ml: 1 + n % 5000))
        }
        func date(_ day: Int) -> LocalDate { today.adding(days: day - 29) }
        // Drinking days hold every drink of the first chip page one short of the count limit, so a number key
        // there meets it; the storm keeps coming back with `t`, ← → and clicks.
        let nearLimit = journal.presets[0..<AppState.chipsPerPage].map { preset -> DrinkEntry in
            var entry = preset.entry
            entry.count = Limits.count.upperBound - 1
            return entry
        }
        let crowded = (0..<(Limits.entriesPerDay - 1)).map {
            DrinkEntry(name: "記録\($0)", ml: nil, abvTenths: nil, gramsTenths: 10 * $0, count: 1)
        }
        for day in 1...29 {
            switch day {
            case 3, 12: journal.days[date(day)] = .sober
            case 6, 15: continue  // unrecorded
            case 21, 24, 27:
                journal.days[date(day)] = DayRecord(drank: true, drinks: crowded, note: "\u{1b}[31m赤\u{1b}[0m\r\n二行目\u{202E}")
            default: journal.days[date(day)] = DayRecord(drank: true, drinks: nearLimit)
            }
        }
        journal.days[today]?.note = hostileNames[4]
        journal.days[date(12)]?.mood = 5
        journal.days[date(12)]?.craving = 0
        var state = AppState(journal: journal, today: today)
        state.message = nil
        // Animations allowed, so a clock tick that reaches a milestone celebrates it.
        state.motion = true
        return state
    }
}
