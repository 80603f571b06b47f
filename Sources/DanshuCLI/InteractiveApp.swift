import DanshuCore
import DanshuTerminal
import DanshuUI
import DanshuStore
import DanshuApp
import DanshuText

/// Bare `danshu`: the full-screen app. Key → Action → reduce → save → render, until `q`.
enum InteractiveApp {
    /// How often the clock is looked at, so "today" moves at the day boundary while the app is open.
    static let clockTickMilliseconds: Int32 = 30_000

    static func run(options: GlobalOptions, host: Host) -> Int32 {
        let early = Catalog(options.language(environment: host.environment, settings: nil))
        // Before the lock file or anything else is touched: a session that cannot show the screen writes nothing.
        do {
            try Terminal.check(environment: host.environment, isTerminal: host.isTerminal)
        } catch {
            host.say(early.message(for: error))
            return ExitCode.usage
        }
        let path: String
        do {
            path = try JournalPath.resolve(explicit: options.file, environment: host.environment)
        } catch {
            host.say(early.message(for: error))
            return ExitCode.usage
        }
        // A journal this user may not change opens read-only, without the lock only a writer needs (DESIGN §3). A
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
        let session = JournalSession(path: path, store: store, lock: lock, home: host.environment["HOME"],
                                     reportFolder: ReportFile.folder(home: host.environment["HOME"]))
        let journal: Journal
        do {
            journal = try store.loadOrNew(in: early.language)
        } catch {
            if var asked = question.take() { _ = asked.answer() }
            host.say(early.message(for: error))
            return ExitCode.unreadable
        }

        let settings = journal.settings
        let mouse = options.mouse || settings.mouse
        let catalog = Catalog(options.language(environment: host.environment, settings: settings))
        let terminal: Terminal
        do {
            let ambiguous = told ?? settings.ambiguousWidth
            terminal = try Terminal(options: Terminal.Options(colorMode: options.colorMode, mouse: mouse,
                                                              environment: host.environment, ambiguousWidth: ambiguous),
                                    question: question.take())
        } catch {
            host.say(catalog.message(for: error))
            return ExitCode.usage
        }
        defer { terminal.stop() }

        // Consumed: a second reference to the days would make the first change copy the whole dictionary, and
        // this function's copy would stay for the whole run.
        var state = AppState(journal: consume journal, today: host.today(dayStartsAtHour: settings.dayStartsAtHour),
                             readOnly: readOnly)
        let copies = SyncConflictCopies.beside(journal: path)
        if let copy = copies.first {
            state.message = .syncConflictCopy(command: ShellLine.foldCopy(copy, journal: path, environment: host.environment), others: copies.count - 1)
        }
        let motion = Celebration.motionAllowed(noMotionOption: options.noMotion, environment: host.environment, color: terminal.depth != .none)
        if session.apply(.system(.started(motion: motion)), to: &state, catalog: catalog) { return ExitCode.success }
        var celebrationStart: Int64?  // when the frames of `state.celebrating` began
        while true {
            var size = terminal.size
            let theme = Theme(color: terminal.depth != .none)
            let speak = Catalog(options.language(environment: host.environment, settings: state.journal.settings))
            let frame = Screen.render(state, width: size.width, height: size.height, catalog: speak, theme: theme)
            let first: InputEvent
            if let milestone = state.celebrating {
                // The celebration's frames are timed here by the clock; a key ends it (the reducer) and then acts as usual.
                let now = Terminal.milliseconds()
                let elapsed = now - (celebrationStart ?? now)
                celebrationStart = now - elapsed
                guard let number = Celebration.frame(afterMilliseconds: elapsed) else {
                    celebrationStart = nil
                    if session.apply(.system(.celebrationEnded), to: &state, catalog: speak) { return ExitCode.success }
                    continue
                }
                var celebrating = frame
                Celebration.draw(milestone: milestone, frame: number, into: &celebrating, catalog: speak, theme: theme)
                terminal.draw(celebrating)
                first = terminal.readKey(timeoutMilliseconds: Celebration.wait(afterMilliseconds: elapsed))
                if first == .timeout { continue }
            } else {
                terminal.draw(frame)
                first = terminal.readKey(timeoutMilliseconds: clockTickMilliseconds)
            }

            // Every key already waiting is handled before the next frame: a paste or a burst of keys costs one draw.
            var input: [InputEvent] = [first]
            while input.count < maxKeysPerFrame, case .key = input[input.count - 1] {
                let next = terminal.readKey(timeoutMilliseconds: 0)
                guard next != .timeout else { break }
                input.append(next)
            }
            var typed = ""
            var shown = frame
            var changed = false
            for event in input {
                let outcome: InputRouter.Outcome
                switch event {
                case .hangup:
                    return ExitCode.success
                case .timeout:
                    // Another program's change to the journal since the last look comes in with the clock.
                    if session.lookAtDisk(&state, catalog: speak) { return ExitCode.success }
                    outcome = .action(.system(.clockTicked(today: host.today(dayStartsAtHour: state.journal.settings.dayStartsAtHour))))
                case .key(let key):
                    // Keys after a resize in the same burst meet the new size (the too-small screen or not).
                    if key == .resize {
                        size = terminal.size
                        changed = true
                    }
                    // A click after other keys of the burst lands on what those keys put on the screen.
                    if case .click = key, changed {
                        shown = Screen.render(state, width: size.width, height: size.height, catalog: speak, theme: theme)
                        changed = false
                    }
                    outcome = InputRouter.route(key, state: state, frame: shown, width: size.width, height: size.height, mouse: mouse)
                }
                // Text typed into a form in one burst becomes one edit: a form's text never changes anything
                // else, so the keys after it route the same.
                if case .action(let action) = outcome, let text = action.typedText {
                    typed += text
                    continue
                }
                if !typed.isEmpty {
                    if let burst = state.typing(typed), session.apply(burst, to: &state, catalog: speak) { return ExitCode.success }
                    typed = ""
                }
                switch outcome {
                case .action(let action):
                    changed = true
                    if session.apply(action, to: &state, catalog: speak) { return ExitCode.success }
                case .redrawAll:
                    terminal.invalidate()
                case .nothing:
                    break
                }
            }
            if !typed.isEmpty, let burst = state.typing(typed), session.apply(burst, to: &state, catalog: speak) { return ExitCode.success }
            if state.celebrating == nil { celebrationStart = nil }
        }
    }

    /// The most keys handled before a frame is drawn, so an endless stream of input still shows progress.
    static let maxKeysPerFrame = 100_000
}
