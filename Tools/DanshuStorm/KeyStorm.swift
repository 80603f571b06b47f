import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI

/// Random keys, clicks, wheel turns and resizes, alone and in bursts, through the app's own run loop step
/// (`AppLoop`: routing, typed text merged into one edit, reduce, the celebration's timing, `Screen.render`), the disk's
/// part played here (a save now and then refused), with every invariant checked after every action and frame (see
/// `StateCheck`, `FrameCheck`), and undo/redo checked on a copy of the state. The same seed always gives the same
/// storm, so a failure names the keys that caused it and can be replayed.
public struct KeyStorm {
    /// How a storm went.
    public struct Report: Sendable {
        /// Keys sent (each character of a typed word counts).
        public var keys = 0
        /// Actions the loop reduced (save results aside).
        public var actions = 0
        /// Actions that changed the journal (a save in the app).
        public var saves = 0
        /// Frames drawn at or above the minimum size, and below it.
        public var fullFrames = 0
        public var smallFrames = 0
        /// Of the first, the frames a phone's terminal gets: from 40×16 to below the full layout's 80×22 (issue 44).
        public var phoneFrames = 0
        /// The largest number of presets, entries on one day and count of one entry reached.
        public var mostPresets = 0
        public var mostEntries = 0
        public var highestCount = 0
        /// The limits the reducer refused at (count, entries, presets).
        public var refusals: Set<String> = []
        /// Changing keys refused on a locked past day, and locked days opened with Enter.
        public var lockedRefusals = 0, unlocks = 0
        /// Keys pressed while their command could not be used (`CommandAvailability`), which the key line leaves out.
        public var unavailable = 0
        /// Feelings saved with the form, and milestones celebrated (each frame checked).
        public var feelingsSaved = 0, celebrations = 0
        /// Times the app was quit (and started again on its journal).
        public var quits = 0
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
    /// The time of day every storm starts at: the evening, when urges come.
    public static let startTime = ClockTime(wrapping: 21 * 60)
    /// The reason of the saves the storm refuses.
    static let refusal = "storm"

    /// The app's state now.
    public var state: AppState { loop.state }
    public private(set) var report = Report()
    /// The size the app last drew at.
    public var size: (width: Int, height: Int) { (loop.width, loop.height) }
    private var random: StormRandom
    private let sizes: SizeMix
    private var loop: AppLoop
    private let language: Language
    private let color: Bool
    private let motion: Bool
    private let maxFailures: Int
    /// Keys typed one burst each (a slow typist).
    private var pending: [Key] = []
    /// The size the terminal has; the loop takes it at a resize.
    private var terminalSize = (width: 80, height: 24)
    /// The clock the loop reads: the monotonic milliseconds move on with each burst, today with a clock tick.
    private var milliseconds: Int64 = 0
    private var clockToday: LocalDate
    /// The time of day the clock reads: now and then a few minutes on, so urges logged come to owe their follow-up.
    private var clockTime: ClockTime
    /// The keys of the burst under way, for the failures' words.
    private var burst: [Key] = []
    /// The state before the action the loop reduces next.
    private var before: AppState
    /// An action whose save is out: checked again once its result is in.
    private var saving: (action: Action, before: AppState, failed: Bool)?

    /// A storm from `seed` on `KeyStorm.startState()` (or `state`), in `language`, with color or without.
    public init(
        seed: UInt64, sizes: SizeMix = .typical, state: AppState = KeyStorm.startState(),
        language: Language = .ja, color: Bool = true, maxFailures: Int = 20
    ) {
        random = StormRandom(seed: seed)
        self.sizes = sizes
        self.language = language
        self.color = color
        motion = state.motion
        self.maxFailures = maxFailures
        clockToday = state.today
        clockTime = state.now ?? Self.startTime
        before = state
        loop = AppLoop(state: state, width: 80, height: 24, mouse: true, color: color, language: { _ in language })
        report.failures = StateCheck.problems(state).map { "the start: " + $0 }
        drive(loop.start(motion: motion, clock: clock))
    }

    /// Sends `count` more keys, stopping early once `maxFailures` failures are recorded.
    public mutating func run(keys count: Int) {
        let end = report.keys + count
        while report.keys < end && report.failures.count < maxFailures { step(keysLeft: end - report.keys) }
    }

    /// One burst through the loop (or the clock's wait running out), then every check.
    private mutating func step(keysLeft: Int) {
        milliseconds += Int64(random.below(120))
        // Minutes pass, within the evening (a new day comes with the clock's own tick below).
        if random.below(20) == 0 {
            clockTime = ClockTime(wrapping: min(clockTime.minutes + 1 + random.below(15), 23 * 60 + 59))
        }
        var events: [InputEvent]
        if state.celebrating != nil && random.chance(50) {
            // The celebration's frame is due: the next one, or its end.
            milliseconds += Int64(Celebration.frameMilliseconds)
            burst = []
            events = [.timeout]
        } else if random.below(2000) == 0 {
            clockToday = state.today.adding(days: 1)
            burst = []
            events = [.timeout]
        } else {
            if pending.isEmpty { pending = nextKeys() }
            burst = Array(pending.prefix(keysLeft))
            pending.removeFirst(burst.count)
            // A slow typist's word goes one key a burst.
            if burst.count > 1 && random.chance(50) {
                (burst, pending) = ([burst[0]], Array(burst.dropFirst()) + pending)
            }
            report.keys += burst.count
            if burst.contains(.resize) { terminalSize = nextSize() }
            events = burst.map(InputEvent.key)
        }
        before = state
        drive(loop.step(.input(events, width: terminalSize.width, height: terminalSize.height), clock: clock))
    }

    private var clock: LoopClock {
        let now = JournalMoment(day: clockToday, time: clockTime)
        return LoopClock(milliseconds: milliseconds, now: { _ in now })
    }

    /// Does what the loop asks, as the app's run loop does with the disk and the terminal, until the next frame.
    private mutating func drive(_ first: LoopRequest) {
        var request = first
        while true {
            switch request {
            case .reduced(let action, let effects):
                observe(action, effects: effects)
                before = state
                request = loop.step(.result(nil), clock: clock)
            case .perform(let effect):
                request = loop.step(.result(answer(effect)), clock: clock)
            case .lookAtDisk:
                request = loop.step(.result(nil), clock: clock)
            case .draw(let frame, _, _):
                check(frame)
                return
            case .quit:
                // The next `danshu` starts on the journal this one left.
                report.quits += 1
                saving = nil
                loop = AppLoop(
                    state: AppState(journal: state.journal, today: state.today), width: size.width, height: size.height,
                    mouse: true, color: color, language: { [language] _ in language })
                before = state
                request = loop.start(motion: motion, clock: clock)
            }
        }
    }

    /// The disk's part: a save now and then refused; a write-back and a report always written.
    private mutating func answer(_ effect: Effect) -> SystemAction? {
        switch effect {
        case .save:
            let failed = random.below(40) == 0
            saving?.failed = failed
            return failed ? .saveFailed(reason: Self.refusal) : .saved
        case .writeBack:
            return .writtenBack(kept: random.chance(50) ? "journal.sync-conflict-storm.json" : nil)
        case .writeReport:
            return .reportWritten(path: "storm.html")
        case .quit, .exit:
            return nil
        }
    }

    /// Checks one action the loop reduced against the state before it, and the history around it.
    private mutating func observe(_ action: Action, effects: [Effect]) {
        if let out = saving, action == .system(.saved) || action == .system(.saveFailed(reason: Self.refusal)) {
            saving = nil
            if out.failed {
                if state.journal != out.before.journal {
                    fail("a failed save did not put the journal back", action: out.action)
                }
                if state.unsaved != nil { fail("a failed save left a change unsaved", action: out.action) }
                return
            }
            checkHistory(after: out.action, before: out.before, changed: true)
            return
        }
        report.actions += 1
        for problem in StateCheck.problems(state, previous: before.journal) { fail(problem, action: action) }
        noteLimits(action)
        // A locked past day: the keys that would change it change nothing (undo and redo still may).
        if before.isSelectedDayLocked, before.modal == nil, before.pane == .main, !before.askingToQuit,
            case .main(let main) = action, main.changesTheDay
        {
            report.lockedRefusals += 1
            if state.journal != before.journal || state.modal != nil { fail("a locked day changed", action: action) }
            if state.message != .pastDayLocked && before.readOnly == nil {
                fail("a locked day said \(String(describing: state.message))", action: action)
            }
        }
        if before.isSelectedDayLocked && !state.isSelectedDayLocked && state.selected == before.selected {
            report.unlocks += 1
        }
        // A key whose command cannot be used now, so the key line leaves it out, changes nothing but the message.
        if Self.reachesItsCommand(action, in: before), case .unavailable = before.availability(of: action) {
            report.unavailable += 1
            var after = state
            after.message = before.message
            after.celebrating = before.celebrating
            if after != before { fail("a key the key line leaves out changed the state", action: action) }
        }
        // Only an answer is guarded: the panel never says 記録済み over まだ記録がありません.
        if state.isSelectedDayLocked && state.selectedRecord?.drank == nil {
            fail("a locked day without an answer", action: action)
        }
        if case .feelingsSaved? = state.message, state.message != before.message { report.feelingsSaved += 1 }
        if state.celebrating != nil && before.celebrating == nil {
            report.celebrations += 1
            if state.journal.celebrated?.days != state.celebrating {
                fail("a celebration the journal does not remember", action: action)
            }
        }

        let named = effects.compactMap { if case .save(let days) = $0 { return days } else { return nil } }.first
        let changed = named != nil
        if changed { report.saves += 1 }
        if changed != (state.journal != before.journal) {
            fail(
                "the journal \(changed ? "did not change but a save was asked for" : "changed without a save")",
                action: action)
        }
        // The file's writer encodes only the days a save names: every changed day must be named.
        guard let named else { return checkHistory(after: action, before: before, changed: false) }
        let touched = Set(before.journal.days.keys).union(state.journal.days.keys).filter {
            before.journal.days[$0] != state.journal.days[$0]
        }
        if !touched.isSubset(of: named) {
            fail("a save left out changed days \(touched.subtracting(named).sorted())", action: action)
        }
        saving = (action, before, false)
    }

    /// Whether `action` reaches the reducer's question of what may be used now: not while leaving or asking to quit,
    /// and with a form open only the form's own keys do.
    private static func reachesItsCommand(_ action: Action, in state: AppState) -> Bool {
        guard !state.askingToQuit, state.leaving?.asking != true else { return false }
        switch action {
        case .system: return false
        case .modal: return state.modal != nil
        case .main, .presets, .ifThenPlans, .trends, .report, .app: return state.modal == nil
        }
    }

    /// Undo then redo on a copy: the same journal; after a change, undo alone gives the journal before it (a change
    /// of the world, a milestone remembered at a clock tick, is no step of the history).
    private mutating func checkHistory(after action: Action, before: AppState, changed: Bool) {
        guard state.history.canUndo else { return }
        var copy = state
        copy.modal = nil
        copy.askingToQuit = false
        copy.celebrating = nil
        reduce(&copy, .app(.undoPressed))
        let isWorld = if case .system = action { true } else { false }
        if changed, !isWorld, action != .app(.undoPressed), action != .app(.redoPressed), copy.journal != before.journal
        {
            fail("undo after the change did not restore the journal before it", action: action)
        }
        reduce(&copy, .app(.redoPressed))
        if copy.journal != state.journal { fail("undo then redo did not restore the journal", action: action) }
        if changed && report.saves % 100 == 1 { checkRoundTrip(action: action) }
    }

    /// Every frame drawn, and the screen under a celebration's confetti.
    private mutating func check(_ drawn: Frame) {
        let width = size.width
        let height = size.height
        if InputRouter.fits(width: width, height: height) { report.fullFrames += 1 } else { report.smallFrames += 1 }
        if InputRouter.fits(width: width, height: height),
            width < MainLayout.fullWidth || height < MainLayout.fullHeight
        {
            report.phoneFrames += 1
        }
        for problem in FrameCheck.problems(loop.shown, width: width, height: height) { fail(problem, action: nil) }
        if let problem = StateCheck.shownTotalProblem(
            state, loop.shown, width: width, height: height, language: language)
        {
            fail(problem, action: nil)
        }
        if state.celebrating != nil {
            for problem in FrameCheck.problems(drawn, width: width, height: height) {
                fail("celebration: " + problem, action: nil)
            }
        }
    }

    /// What the app would save reads back as the same journal (`danshu check` would pass).
    private mutating func checkRoundTrip(action: Action) {
        let bytes = JournalWriter.bytes(of: state.journal)
        do {
            let read = try JournalReader.read(bytes, file: "storm.json")
            if read != state.journal { fail("the saved journal reads back differently", action: action) }
        } catch {
            fail("the saved journal does not read back: \(Catalog(language).message(for: error))", action: action)
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

    private mutating func fail(_ problem: String, action: Action?) {
        guard report.failures.count < maxFailures else { return }
        let keys =
            burst.isEmpty
            ? "the clock's wait"
            : burst.count == 1 ? "key \(report.keys) (\(burst[0]))" : "keys to \(report.keys) \(burst)"
        let what = action.map { " → \($0)" } ?? ""
        report.failures.append(
            "\(keys)\(what) at \(size.width)×\(size.height), \(state.pane), selected \(state.selected): \(problem)")
    }

    // MARK: Keys

    /// Every key some table of the keymap binds, and the keys forms and questions read.
    static let boundKeys: [Key] = {
        var keys: [Key] = []
        for table in [
            Keymap.main, Keymap.presets, Keymap.reordering, Keymap.statistics, Keymap.trends, Keymap.help,
            Keymap.feelings, Keymap.context, Keymap.urge, Keymap.urgePlans, Keymap.urgeFollowUp, Keymap.ifThenPlanPane,
            Keymap.ifThenPlan, Keymap.retireQuestion,
        ] {
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
    static let hostile: [Character] = [
        "\u{1b}", "\u{7}", "\r", "\n", "\t", "\u{0}", "\u{7f}", "\u{9b}", "\u{202E}", "\u{2066}",
        "\u{200D}", "\u{200B}", "\u{FEFF}", "\u{301}", "\u{FE0F}", "👨", "\u{E0001}",
    ]
    /// Words typed whole: numbers forms accept and refuse, names, escape sequences.
    static let words = [
        "350", "500", "5", "13.5", "５００", "１３．５", "0", "100", "101", "5000", "5001", "4000", "12.5",
        "450円", "¥1,200", "100000", "100001", "-5", "1e3", "10000",
        "ハイボール", "ビール500缶", "水", "\u{1b}[2J", "\u{1b}]0;pwned\u{7}", "abc\u{202E}fed", "👨\u{200D}👩",
    ]

    /// The next burst: mostly one key; a word or a held key; now and then a few of anything at once (a click or a
    /// resize in the middle of typing).
    private mutating func nextKeys() -> [Key] {
        guard !random.chance(3) else { return (0..<(2 + random.below(4))).flatMap { _ in nextKey() } }
        return nextKey()
    }

    private mutating func nextKey() -> [Key] {
        // On a locked past day a user soon presses Enter, as the message says; so the storm still reaches the
        // limits of the drinking days before yesterday.
        if state.isSelectedDayLocked && state.modal == nil && state.pane == .main && random.chance(25) {
            return [.enter]
        }
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
        case 93..<95:
            // a held key
            return Array(repeating: .character(Character(String(random.below(10)))), count: 2 + random.below(30))
        // feelings, and opening a locked day
        case 95..<97: return [random.pick([.character("f"), .enter, .left, .right, .tab, .delete])]
        default:
            return [
                .character(random.pick(["y", "y", "n", "o", "m", "e", "u", "-", "f", "w", "w", "i", "i", "I", "c"]))
            ]
        }
    }

    private mutating func nextSize() -> (width: Int, height: Int) {
        let anywhere = (width: 1 + random.below(300), height: 1 + random.below(100))
        switch sizes {
        case .uniform:
            return anywhere
        case .typical:
            let roll = random.below(100)
            if roll < 45 { return random.pick([(80, 24), (80, 24), (81, 25), (100, 30), (120, 40)]) }
            // a phone's terminal: the small layout
            if roll < 65 { return (40 + random.below(40), 16 + random.below(6)) }
            if roll < 80 { return (1 + random.below(40), 1 + random.below(16)) } // too small: a cheap screen
            if roll < 95 { return (80 + random.below(81), 24 + random.below(27)) }
            return anywhere
        }
    }
}
