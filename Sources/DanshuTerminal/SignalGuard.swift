import CNcurses
import Glibc

/// Puts the terminal back when the process dies of a signal: hang-up, quit, or a crash.
/// ncurses already restores it on SIGINT and SIGTERM (they are at their defaults when it starts);
/// for crashes the previous handler (Swift's backtracer) runs afterwards, so the backtrace is kept.
enum SignalGuard {
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    private static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGABRT]
    private static let endSignals: [Int32] = [SIGHUP, SIGQUIT]

    /// Installs the handlers; call after the screen has started.
    static func install() {
        for sig in crashSignals + endSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in SignalGuard.handle(sig) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(sig, &action, &old)
            previous[sig] = old
        }
    }

    /// Restores the handlers that were there before.
    static func uninstall() {
        for (sig, old) in previous {
            var old = old
            sigaction(sig, &old, nil)
        }
        previous.removeAll()
    }

    private static func handle(_ sig: Int32) {
        endwin()
        // Back to what was there (the backtracer for crashes, the default for hang-up), then let it act.
        if var old = previous[sig] {
            sigaction(sig, &old, nil)
        } else {
            signal(sig, SIG_DFL)
        }
        // Sent again so the restored handler acts: at once for a kill, on return for a real fault.
        raise(sig)
    }
}
