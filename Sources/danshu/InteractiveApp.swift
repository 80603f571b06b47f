import DanshuCore
import DanshuTerminal
import DanshuUI

/// Bare `danshu`: the full-screen app. Key → Action → reduce → save → render, until `q`.
enum InteractiveApp {
    /// How often the clock is looked at, so "today" moves at the day boundary while the app is open.
    static let clockTickMilliseconds: Int32 = 30_000

    static func run(options: GlobalOptions, host: Host) -> Int32 {
        let early = Catalog(options.language(environment: host.environment, settings: nil))
        guard host.isTerminal(0), host.isTerminal(1) else {
            host.say(early.noTerminal)
            return ExitCode.usage
        }
        let path: String
        do {
            path = try JournalPath.resolve(explicit: options.file, environment: host.environment)
        } catch {
            host.say(early.message(for: error))
            return ExitCode.usage
        }
        let lock: JournalLock
        do {
            lock = try JournalLock.tryLock(journal: path)
        } catch {
            host.say(early.message(for: error))
            return error.reason == .locked ? ExitCode.locked : ExitCode.saveFailed
        }
        defer { lock.release() }
        let store = JournalStore(path: path)
        let journal: Journal
        do {
            journal = try store.loadOrNew(in: early.language)
        } catch {
            host.say(early.message(for: error))
            return ExitCode.unreadable
        }

        let settings = journal.settings
        let mouse = options.mouse || settings.mouse
        let catalog = Catalog(options.language(environment: host.environment, settings: settings))
        let terminal: Terminal
        do {
            terminal = try Terminal(options: Terminal.Options(colorMode: options.colorMode, mouse: mouse,
                                                              environment: host.environment))
        } catch {
            host.say(catalog.message(for: error))
            return ExitCode.usage
        }
        defer { terminal.stop() }

        var state = AppState(journal: journal, today: host.today(dayStartsAtHour: settings.dayStartsAtHour))
        loop: while true {
            let size = terminal.size
            let theme = Theme(color: terminal.depth != .none)
            let speak = Catalog(options.language(environment: host.environment, settings: state.journal.settings))
            let frame = Screen.render(state, width: size.width, height: size.height, catalog: speak, theme: theme)
            terminal.draw(frame)

            let action: Action
            switch terminal.readKey(timeoutMilliseconds: clockTickMilliseconds) {
            case .hangup:
                break loop
            case .timeout:
                action = .clockTicked(today: host.today(dayStartsAtHour: state.journal.settings.dayStartsAtHour))
            case .key(let key):
                let tooSmall = size.width < MainLayout.minimumWidth || size.height < MainLayout.minimumHeight
                if tooSmall {
                    if key == .character("q") { break loop }
                    continue loop
                }
                if case .click(let x, let y) = key {
                    guard mouse, let clicked = frame.action(atX: x, y: y) else { continue loop }
                    action = clicked
                } else if key == .control("l") {
                    terminal.invalidate()
                    continue loop
                } else if let mapped = Keymap.action(for: key, in: state) {
                    action = mapped
                } else {
                    continue loop
                }
            }

            let before = state
            for effect in reduce(&state, action) {
                switch effect {
                case .save:
                    do {
                        try store.save(state.journal)
                    } catch {
                        let reason = speak.shortReason(for: error)
                        // A failed folder sync comes after the rename: the file already holds the change.
                        reduce(&state, error.step == .syncFolder ? .saveNotFlushed(reason: reason)
                            : .saveFailed(reason: reason, rollback: Rollback(journal: before.journal, history: before.history)))
                    }
                case .quit:
                    break loop
                }
            }
        }
        return ExitCode.success
    }
}
