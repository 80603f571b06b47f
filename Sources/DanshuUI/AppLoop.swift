import DanshuApp
import DanshuCore
import DanshuText

/// The clock as the run loop reads it, handed to each step so that the step itself reads no time.
public struct LoopClock {
    /// Milliseconds on a monotonic clock: when the celebration's frames are due.
    public var milliseconds: Int64
    /// The moment now on the local clock: the journal date for a day that starts at this hour (a merge within the step
    /// may change the hour), and the time of day, which an urge is logged at and a follow-up is owed by.
    public var now: (_ dayStartsAtHour: Int) -> JournalMoment

    /// A reading of both clocks.
    public init(milliseconds: Int64, now: @escaping (_ dayStartsAtHour: Int) -> JournalMoment) {
        self.milliseconds = milliseconds
        self.now = now
    }
}

/// What the step asks of the world next: the step reads no terminal, disk or clock itself.
public enum LoopRequest: Equatable {
    /// Show this frame (forgetting what the screen holds first when `redrawAll`), wait up to `waitMilliseconds` for
    /// input, and reply `.input` with every event already waiting (`TerminalIO.readBurst`).
    case draw(Frame, redrawAll: Bool, waitMilliseconds: Int32)
    /// Run this effect of the reducer (a save, a write-back, a report; never `.quit`) and reply `.result` with what
    /// came of it.
    case perform(Effect)
    /// Look at the journal on disk for another program's change (once a second, and before leaving) and reply `.result`
    /// with what it means.
    case lookAtDisk
    /// This action was just reduced and asked for these effects, which follow as `.perform`: told so that a checker
    /// (the key storm) sees every action; reply `.result(nil)`.
    case reduced(Action, effects: [Effect])
    /// The app ends.
    case quit
}

/// What the world answers a request with.
public enum LoopReply: Equatable {
    /// The events read after a `.draw`, and the terminal's size once they were read.
    case input([InputEvent], width: Int, height: Int)
    /// What came of a `.perform` or `.lookAtDisk`, for the reducer; nil when there is nothing to tell.
    case result(SystemAction?)
}

/// The run loop's rules as one value, Bubble Tea's update → view (docs/ARCHITECTURE.md): input events are routed
/// (the keymap, the last frame's hit areas for clicks) and reduced, text typed into a form in one burst becomes one
/// edit, the reducer's effects go out as requests and their results come back as actions before the next key, a
/// celebration's frames are timed by the clock, the disk is looked at once a second and the clock (today, the time of
/// day) every 30 seconds (by deadlines on the monotonic clock, so keys never put them off) and before a burst that comes
/// a minute later than the clock was last told, and each burst ends in one frame. Leaving looks at the
/// disk first (issue 34). The app's run loop and the key storm both drive it, so the storm exercises exactly what users
/// run; it holds no I/O.
public struct AppLoop {
    /// The most input events taken before a frame is drawn, so an endless stream of input still shows progress.
    public static let mostEventsPerFrame = 100_000
    /// How often the loop looks at the journal on disk for another program's version, whatever keys come (issue 34):
    /// one `stat` when nothing changed.
    public static let diskLookMilliseconds: Int32 = 1_000
    /// How often the loop looks at the clock (today moves at the day boundary; a follow-up comes due).
    public static let clockTickMilliseconds: Int32 = 30_000

    /// The app's state after everything handled so far.
    public private(set) var state: AppState
    /// The frame last rendered, without a celebration's confetti: clicks land on it.
    public private(set) var shown: Frame
    /// The size the screen had when its last resize was read.
    public private(set) var width: Int, height: Int
    /// Whether clicks and the wheel mean anything (`--mouse`).
    public let mouse: Bool
    private let theme: Theme
    private let language: (Settings) -> Language

    /// The burst being handled, and the size read with it.
    private var events: [InputEvent] = []
    private var nextEvent = 0
    private var burstSize: (width: Int, height: Int)
    /// Text typed into a form in this burst, not reduced yet.
    private var typed = ""
    /// What is left to do before the next event, first first.
    private var work: [Work] = []
    /// Whether `shown` is older than the state or the size (a click then renders the screen again first).
    private var shownIsStale = true
    private var redrawAll = false
    /// When the frames of `state.celebrating` began.
    private var celebrationStart: Int64?
    /// When the disk and the clock are looked at next, on the monotonic clock: set at the start, moved on when due.
    private var nextLook: Int64 = 0, nextTick: Int64 = 0
    /// The terminal hung up or the process was asked to end: no input is awaited again.
    private var ending = false
    /// The app leaves because of Ctrl-C (the process then ends by SIGINT, as a shell expects).
    public private(set) var leavesByInterrupt = false
    private var finished = false

    private enum Work {
        case reduce(Action)
        case perform(Effect)
        case lookAtDisk
        /// The clock's action, built once the disk's change is in.
        case clockTick
    }

    /// A loop on `state` for a screen of `width`×`height`; `language` picks the words for the journal's settings
    /// (the command line and environment may override them).
    public init(
        state: consuming AppState, width: Int, height: Int, mouse: Bool, color: Bool,
        language: @escaping (Settings) -> Language
    ) {
        self.state = state
        self.width = width
        self.height = height
        burstSize = (width, height)
        self.mouse = mouse
        theme = Theme(color: color)
        self.language = language
        shown = Frame(width: width, height: height)
    }

    /// The words of the state's language.
    public var catalog: Catalog { Catalog(language(state.journal.settings)) }

    /// The start: the reducer is told the app is on the screen (`motion`: whether animations may play).
    public mutating func start(motion: Bool, clock: LoopClock) -> LoopRequest {
        nextLook = clock.milliseconds + Int64(Self.diskLookMilliseconds)
        nextTick = clock.milliseconds + Int64(Self.clockTickMilliseconds)
        // The time of day first, so the start may ask the follow-up an urge owes.
        work.append(.clockTick)
        work.append(.reduce(.system(.started(motion: motion))))
        return advance(clock)
    }

    /// Takes the reply to the last request and returns the next request.
    public mutating func step(_ reply: LoopReply, clock: LoopClock) -> LoopRequest {
        guard !finished else { return .quit }
        switch reply {
        case .input(let burst, let width, let height):
            events = burst
            nextEvent = 0
            burstSize = (width, height)
            // A minute past since the clock was last told: told before the keys, so an urge logged now has this minute.
            if clockMoved(clock) { work.append(.clockTick) }
        case .result(let result):
            // The result is reduced before anything else, its effects too.
            if let result { work.insert(.reduce(.system(result)), at: 0) }
        }
        return advance(clock)
    }

    private mutating func advance(_ clock: LoopClock) -> LoopRequest {
        while true {
            if !work.isEmpty {
                if let request = run(work.removeFirst(), clock) { return request }
            } else if nextEvent < events.count {
                nextEvent += 1
                if let request = take(events[nextEvent - 1]) { return request }
            } else if !typed.isEmpty {
                flushTyped()
            } else if ending {
                // Nobody is there to answer: what the leaving asked for is done.
                finished = true
                return .quit
            } else if clock.milliseconds >= nextLook {
                nextLook = Self.following(nextLook, every: Self.diskLookMilliseconds, now: clock.milliseconds)
                work.append(.lookAtDisk)
            } else if clock.milliseconds >= nextTick {
                nextTick = Self.following(nextTick, every: Self.clockTickMilliseconds, now: clock.milliseconds)
                work.append(.clockTick)
            } else {
                events = []
                nextEvent = 0
                if let request = view(clock) { return request }
            }
        }
    }

    private mutating func run(_ item: Work, _ clock: LoopClock) -> LoopRequest? {
        switch item {
        case .reduce(let action):
            let effects = reduce(&state, action)
            shownIsStale = true
            work.insert(contentsOf: effects.map(Work.perform), at: 0)
            return .reduced(action, effects: effects)
        case .perform(let effect):
            switch effect {
            case .quit:
                // The keys after it are not read; the disk is looked at, and what it found saved, before the reducer
                // lets the app end.
                dropBurst()
                work.insert(contentsOf: [.lookAtDisk, .reduce(.system(.lookedBeforeLeaving))], at: 0)
                return nil
            case .exit:
                finished = true
                return .quit
            case .save, .writeBack, .writeReport:
                return .perform(effect)
            }
        case .lookAtDisk:
            return .lookAtDisk
        case .clockTick:
            let now = clock.now(state.journal.settings.dayStartsAtHour)
            work.insert(.reduce(.system(.clockTicked(today: now.day, time: now.time))), at: 0)
            return nil
        }
    }

    /// Whether the clock reads another day or minute than the state was last told.
    private func clockMoved(_ clock: LoopClock) -> Bool {
        let now = clock.now(state.journal.settings.dayStartsAtHour)
        return now.day != state.today || now.time != state.now
    }

    /// One input event: routed, and its action queued (typed text gathered instead).
    private mutating func take(_ event: InputEvent) -> LoopRequest? {
        switch event {
        case .hangup:
            // The app leaves without a question, after its last look at the disk, and never waits for input again.
            dropBurst()
            ending = true
            work.append(.reduce(.system(.endRequested)))
        case .interrupt:
            // Ctrl-C in a form or question is its Esc, after the keys before it (issue 40); elsewhere it leaves as `q` would,
            // without a question (a hang-up's way).
            if let key = InputRouter.interruptKey(state: state, width: width, height: height) {
                return take(.key(key))
            }
            leavesByInterrupt = true
            return take(.hangup)
        case .timeout:
            // The wait's end: the deadlines of the disk, the clock and the celebration are looked at when the burst is done.
            break
        case .key(let key):
            // Keys after a resize in the same burst meet the new size (the too-small screen or not).
            if key == .resize {
                (width, height) = burstSize
                shownIsStale = true
            }
            // A click after other keys of the burst lands on what those keys put on the screen.
            if case .click = key, shownIsStale {
                shown = render()
                shownIsStale = false
            }
            let outcome = InputRouter.route(key, state: state, frame: shown, width: width, height: height, mouse: mouse)
            // Text typed into a form in one burst becomes one edit: a form's text never changes anything else, so
            // the keys after it route the same.
            if case .action(let action) = outcome, let text = action.typedText {
                typed += text
                return nil
            }
            flushTyped()
            switch outcome {
            case .action(let action): work.append(.reduce(action))
            case .redrawAll: redrawAll = true
            case .nothing: break
            }
        }
        return nil
    }

    /// The deadline after `deadline`, keeping the pace of `every` (a look that came late does not put the next one off),
    /// but never one already past.
    private static func following(_ deadline: Int64, every: Int32, now: Int64) -> Int64 {
        let next = deadline + Int64(every)
        return next > now ? next : now + Int64(every)
    }

    /// Forgets the rest of the burst (the keys after `q`, or after the terminal hung up).
    private mutating func dropBurst() {
        events = []
        nextEvent = 0
        typed = ""
    }

    private mutating func flushTyped() {
        guard !typed.isEmpty else { return }
        if let action = state.typing(typed) { work.append(.reduce(action)) }
        typed = ""
    }

    /// The frame for the state, with the celebration's frame due by the clock over it; nil when the celebration
    /// just ended (its action is queued).
    private mutating func view(_ clock: LoopClock) -> LoopRequest? {
        // Nothing changed since the last frame (a look that found nothing): it is shown again as it is.
        let frame = shownIsStale ? render() : shown
        shown = frame
        shownIsStale = false
        let untilDue = Int32(clamping: max(1, min(nextLook, nextTick) - clock.milliseconds))
        guard let milestone = state.celebrating else {
            celebrationStart = nil
            return draw(frame, waitMilliseconds: untilDue)
        }
        let now = clock.milliseconds
        let elapsed = now - (celebrationStart ?? now)
        celebrationStart = now - elapsed
        guard let number = Celebration.frame(afterMilliseconds: elapsed) else {
            celebrationStart = nil
            work.append(.reduce(.system(.celebrationEnded)))
            return nil
        }
        var celebrating = frame
        Celebration.draw(milestone: milestone, frame: number, into: &celebrating, catalog: catalog, theme: theme)
        return draw(celebrating, waitMilliseconds: min(untilDue, Celebration.wait(afterMilliseconds: elapsed)))
    }

    private mutating func draw(_ frame: Frame, waitMilliseconds: Int32) -> LoopRequest {
        defer { redrawAll = false }
        return .draw(frame, redrawAll: redrawAll, waitMilliseconds: waitMilliseconds)
    }

    private func render() -> Frame {
        Screen.render(state, width: width, height: height, catalog: catalog, theme: theme)
    }
}
