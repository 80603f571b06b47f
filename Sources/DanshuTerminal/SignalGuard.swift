import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back when the process dies of a signal: interrupt, termination, hang-up, quit, or a crash.
/// For interrupt, termination, hang-up and quit the process then dies of that same signal, so a shell sees
/// `130` for Ctrl-C as it does for any program (ncurses' own handlers would `_exit(1)`); a signal that was
/// ignored at start (`nohup`, a background job) stays ignored. For crashes the previous handler (Swift's
/// backtracer) runs afterwards, so the backtrace is kept.
enum SignalGuard {
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    private static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGABRT]
    private static let endSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The current dispositions of the end signals; take them before ncurses starts, since it replaces
    /// those of SIGINT and SIGTERM with its own.
    static func originalDispositions() -> [Int32: sigaction] {
        var result: [Int32: sigaction] = [:]
        for sig in endSignals {
            var current = sigaction()
            sigaction(sig, nil, &current)
            result[sig] = current
        }
        return result
    }

    /// Bytes the handler writes before `endwin` (modes ncurses does not know about) and after it (a final
    /// clear); kept in memory of their own so the handler reads them without touching Swift's allocator.
    nonisolated(unsafe) private static var beforeEnd = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    nonisolated(unsafe) private static var afterEnd = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    /// Installs the handlers; call after the screen has started, with what `originalDispositions()` gave
    /// before, the bytes that turn the terminal's extra modes off and those that clear it at the end.
    static func install(originals: [Int32: sigaction], modesOff: [UInt8], clearAtEnd: [UInt8]) {
        beforeEnd = copy(modesOff)
        afterEnd = copy(clearAtEnd)
        for sig in crashSignals + endSignals {
            let original = originals[sig]
            if let original, isIgnored(original) { continue }
            var action = sigaction()
            action.handler = { sig in SignalGuard.handle(sig) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(sig, &action, &old)
            // Going back means going back to before ncurses, not to ncurses' handler.
            previous[sig] = original ?? old
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

    /// The bytes in memory that stays for the rest of the process (a handler may need them at any time).
    private static func copy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        guard !bytes.isEmpty else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func handle(_ sig: Int32) {
        if let base = beforeEnd.baseAddress { _ = write(1, base, beforeEnd.count) }
        endwin()
        if let base = afterEnd.baseAddress { _ = write(1, base, afterEnd.count) }
        // Back to what was there (the backtracer for crashes, the default for the others), then let it act.
        if var old = previous[sig] {
            sigaction(sig, &old, nil)
        } else {
            signal(sig, SIG_DFL)
        }
        // Sent again so the restored handler acts: at once for a kill or a key, on return for a real fault.
        raise(sig)
    }
}

extension sigaction {
    /// The plain one-argument handler, under the field name each C library gives it.
    var handler: (@convention(c) (Int32) -> Void)? {
        get {
            #if canImport(Glibc)
                __sigaction_handler.sa_handler
            #else
                __sigaction_u.__sa_handler
            #endif
        }
        set {
            #if canImport(Glibc)
                __sigaction_handler.sa_handler = newValue
            #else
                __sigaction_u.__sa_handler = newValue
            #endif
        }
    }
}
