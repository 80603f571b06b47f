#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While the ambiguous-width question is out (`AmbiguousWidthProbe.Question`: before ncurses starts, with the terminal's
/// echo and line editing off, the journal loading meanwhile), an interrupt, termination, hang-up, quit or a crash would
/// leave the shell without echo: ncurses and `SignalGuard` are not there yet. These handlers put the modes back and erase
/// the character the question printed, then let the signal act as it would have (the process dies of it, 130 for Ctrl-C;
/// a crash goes on to Swift's backtracer). Installed for the question's life only (the journal's load, and at most
/// 100 ms past it for the answers); a signal ignored at start stays ignored.
enum ProbeSignals {
    /// The modes to put back, and the handlers from before (by `slot(of:)`): kept where a handler can read them without
    /// Swift's allocator.
    nonisolated(unsafe) private static let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: handled.count)
    nonisolated(unsafe) private static var installed = false
    /// Back to the saved cursor (where the question printed its character) and erase to the end of the line.
    private static let erase: StaticString = "\u{1B}8\u{1B}[K"

    private static let handled: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGABRT,
    ]

    /// Where `sig`'s handler from before is kept: a switch, which a signal handler can run without touching memory
    /// Swift may be changing.
    private static func slot(of sig: Int32) -> Int? {
        switch sig {
        case SIGINT: 0
        case SIGTERM: 1
        case SIGHUP: 2
        case SIGQUIT: 3
        case SIGSEGV: 4
        case SIGILL: 5
        case SIGTRAP: 6
        case SIGBUS: 7
        case SIGFPE: 8
        case SIGABRT: 9
        default: nil
        }
    }

    /// Takes the end signals over until `uninstall()`, putting `saved` back if one comes.
    static func install(restoring saved: termios) {
        guard !installed else { return }
        modes.pointee = saved
        for sig in handled {
            guard let slot = slot(of: sig) else { continue }
            sigaction(sig, nil, previous + slot)
            if unsafeBitCast(previous[slot].handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            action.handler = { sig in ProbeSignals.handle(sig) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
        installed = true
    }

    /// Puts the handlers from before back.
    static func uninstall() {
        guard installed else { return }
        for sig in handled {
            if let slot = slot(of: sig) { sigaction(sig, previous + slot, nil) }
        }
        installed = false
    }

    private static func handle(_ sig: Int32) {
        let saved = errno
        _ = tcsetattr(0, TCSANOW, modes)
        _ = write(1, erase.utf8Start, erase.utf8CodeUnitCount)
        if let slot = slot(of: sig) { sigaction(sig, previous + slot, nil) }
        errno = saved
        // Sent again so the handler from before acts on it: at once for a kill or a key (the default: the process ends by
        // the signal), on return for a real fault.
        raise(sig)
    }
}
