import DanshuApp
import DanshuCore
import DanshuStore
import DanshuTerminal
import DanshuText
import DanshuUI

/// Bare `danshu`: the full-screen app. Start-up (the terminal checked, the journal opened and locked), then the run
/// loop: the step (`AppLoop`) decides everything, this only draws, reads and saves as it asks.
enum InteractiveApp {
    static func run(options: GlobalOptions, host: Host) -> Int32 {
        let early = Catalog(options.language(environment: host.environment, settings: nil))
        // Before the lock file or anything else is touched: a session that cannot show the screen writes nothing.
        do {
            try Terminal.check(environment: host.environment, isTerminal: host.isTerminal)
        } catch {
            host.say(early.message(for: error))
            return ExitCode.usage
        }
        SessionMemory.giveBackLargeBlocks()
        let path: String
        do {
            path = try JournalPath.resolve(explicit: options.file, environment: host.environment)
        } catch {
            host.say(early.message(for: error))
            return ExitCode.usage
        }
        // A journal this user may not change opens read-only, without the lock only a writer needs (design.md §3). A
        // journal that does not exist yet is locked at its first save: a session that changes nothing creates nothing.
        let readOnly = JournalAccess.readOnlyReason(journal: path)
        let lock: JournalLock?
        do {
            lock = readOnly == nil && JournalAccess.exists(journal: path) ? try JournalLock.tryLock(journal: path) : nil
        } catch {
            host.say(early.message(for: error))
            return error.reason == .locked ? ExitCode.locked : ExitCode.saveFailed
        }
        // The environment wins over the journal's setting, as for the language. Asked now, the terminal answers
        // while the journal loads (a width the journal then sets wins over the answer).
        let told = host.environment["DANSHU_AMBIGUOUS_WIDTH"].flatMap(AmbiguousWidth.init(rawValue:))
        var question = told == nil || told == .auto ? AmbiguousWidthProbe.Question.ask() : nil
        let store = JournalStore(path: path)
        let session = JournalSession(
            path: path, store: store, lock: lock, home: host.environment["HOME"],
            reportFolder: ReportFile.folder(home: host.environment["HOME"]))
        let journal: Journal
        do {
            journal = try store.loadOrNew(in: early.language)
        } catch {
            if var asked = question.take() { _ = asked.answer() }
            host.say(ShellLine.unreadableJournal(error, catalog: early, environment: host.environment))
            return ExitCode.unreadable
        }

        let settings = journal.settings
        let mouse = options.mouse || settings.mouse
        let catalog = Catalog(options.language(environment: host.environment, settings: settings))
        let terminal: Terminal
        do {
            let ambiguous = told ?? settings.ambiguousWidth
            terminal = try Terminal(
                options: Terminal.Options(
                    colorMode: options.colorMode, mouse: mouse,
                    environment: host.environment, ambiguousWidth: ambiguous),
                question: question.take())
        } catch {
            host.say(catalog.message(for: error))
            return ExitCode.usage
        }
        // Ctrl-C, SIGTERM and SIGHUP end the app through its run loop (`EndSignals`), which saves what the last look at the disk finds.
        let status = run(
            journal: consume journal, readOnly: readOnly, session: session, options: options, host: host,
            terminal: terminal, mouse: mouse, color: terminal.depth != .none, milliseconds: Terminal.milliseconds)
        terminal.stop()
        // On the restored terminal: what came in at the end, what was written back, and a copy left to fold in.
        for line in session.parting { host.say(line) }
        EndSignals.endAsAsked()
        return status
    }

    /// The app on an open journal and terminal, until it ends: the real terminal in the app, a fake one in the tests.
    static func run(
        journal: consuming Journal, readOnly: ReadOnlyReason?, session: JournalSession, options: GlobalOptions,
        host: Host, terminal: some TerminalIO, mouse: Bool, color: Bool, milliseconds: @escaping () -> Int64
    ) -> Int32 {
        let size = terminal.size
        // The state is made in the call: a second reference to the days would make the first change copy the whole
        // dictionary, and this function's copy would stay for the whole run.
        var loop = AppLoop(
            state: startState(journal: journal, readOnly: readOnly, session: session, host: host),
            width: size.width, height: size.height, mouse: mouse, color: color,
            language: { options.language(environment: host.environment, settings: $0) })
        let clock = { LoopClock(milliseconds: milliseconds(), now: host.now(dayStartsAtHour:)) }
        let motion = Celebration.motionAllowed(
            noMotionOption: options.noMotion, environment: host.environment, color: color)
        var request = loop.start(motion: motion, clock: clock())
        var firstFrame = true
        // Update → view: the step decides; this only does what it asks and hands back what came of it.
        while true {
            let reply: LoopReply
            switch request {
            case .draw(let frame, let redrawAll, let wait):
                if redrawAll { terminal.invalidate() }
                terminal.draw(frame)
                // What the first save needs, done while the first key is awaited instead of after it.
                if firstFrame { session.prepareFirstSave(of: loop.state) }
                firstFrame = false
                var events = terminal.readBurst(timeoutMilliseconds: wait, limit: AppLoop.mostEventsPerFrame)
                // SIGTERM or SIGHUP (or a Ctrl-C taken as leaving): the app leaves as after a hang-up (`EndSignals`).
                if EndSignals.requested != nil { events.append(.hangup) }
                let size = terminal.size
                reply = .input(events, width: size.width, height: size.height)
            case .perform(let effect):
                reply = .result(session.perform(effect, on: loop.state, catalog: loop.catalog))
            case .lookAtDisk:
                reply = .result(session.lookAtDisk(loop.state, catalog: loop.catalog, environment: host.environment))
            case .reduced:
                reply = .result(nil)
            case .quit:
                session.leave(loop.state, catalog: loop.catalog, environment: host.environment)
                return ExitCode.success
            }
            request = loop.step(reply, clock: clock())
            // Ctrl-C taken as leaving: the process ends by SIGINT once the terminal is restored.
            if loop.leavesByInterrupt { EndSignals.interruptLeaves() }
        }
    }

    /// The state the app starts in: the journal at today, and a word about sync conflict copies beside it.
    private static func startState(
        journal: consuming Journal, readOnly: ReadOnlyReason?, session: JournalSession, host: Host
    ) -> AppState {
        let now = host.now(dayStartsAtHour: journal.settings.dayStartsAtHour)
        var state = AppState(journal: consume journal, today: now.day, now: now.time, readOnly: readOnly)
        if let message = session.copiesAtStart(environment: host.environment) { state.message = message }
        return state
    }
}
