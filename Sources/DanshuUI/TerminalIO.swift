/// What reading the keyboard gave.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    /// Nothing arrived within the timeout (time to look at the clock).
    case timeout
    /// The terminal is gone (hang-up, closed pty): end the program.
    case hangup
    /// Ctrl-C (the terminal's SIGINT): in a form or question what Esc does; elsewhere the app leaves as after a hang-up.
    case interrupt
}

/// The terminal as the run loop uses it: ncurses in the app (DanshuTerminal's `Terminal`), a fake in the tests, so
/// the whole loop runs in-process.
public protocol TerminalIO: AnyObject {
    /// The screen's size in cells.
    var size: (width: Int, height: Int) { get }
    /// Shows a frame; only what changed since the last one need reach the screen.
    func draw(_ frame: Frame)
    /// Forgets what the screen shows, so the next frame is drawn whole (Ctrl-L).
    func invalidate()
    /// The next input event, waiting up to `timeoutMilliseconds` (negative: forever; 0: only what is already
    /// waiting).
    func readKey(timeoutMilliseconds: Int32) -> InputEvent
}

extension TerminalIO {
    /// The next event (waiting up to `timeoutMilliseconds`), then every key already waiting, at most `limit` in all:
    /// a paste or a burst of keys costs one frame.
    public func readBurst(timeoutMilliseconds: Int32, limit: Int) -> [InputEvent] {
        var events = [readKey(timeoutMilliseconds: timeoutMilliseconds)]
        while events.count < limit, case .key = events[events.count - 1] {
            let next = readKey(timeoutMilliseconds: 0)
            guard next != .timeout else { break }
            events.append(next)
        }
        return events
    }
}
