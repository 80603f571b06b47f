#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP while the app runs (issue 34): SIGTERM and SIGHUP are told to the run loop as a
/// hang-up, so that the app looks at the disk, merges and saves what another program put there, and restores the terminal
/// before it ends; it then dies of the same signal, as the shell expects (143, 129). Ctrl-C is told as an interrupt, which
/// the app decides on (issue 40): in a form or question it does what Esc does and the app goes on; elsewhere the app
/// leaves as after a hang-up (`interruptLeaves`) and dies of SIGINT (130). A hang-up often comes twice (the kernel's, and
/// the terminal's own to the process group), so only a signal that comes again more than three seconds later, when the
/// app is stuck (ending, or not taking the interrupt), ends the process at once, the terminal layer's way (`SignalGuard`:
/// restore the terminal, die of the signal). A signal ignored at start (`nohup`) stays ignored.
///
/// Installed by `Terminal` once the screen has started, over `SignalGuard`'s handlers for these three (which `stop()` puts
/// back as they were before the app). The handler sets a flag and writes a byte into a pipe that the input wait
/// (`Terminal.readKey`) watches beside the keyboard, so the wait ends at once with a hang-up.
public enum EndSignals {
    private static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signal that asked the app to end; 0 while none has. Read and written by the handler: a plain integer.
    nonisolated(unsafe) private static var received: Int32 = 0
    /// When it came, in seconds on the monotonic clock.
    nonisolated(unsafe) private static var receivedAt = 0
    /// A Ctrl-C the app has not taken yet (1), and when it came.
    nonisolated(unsafe) private static var interruptPending: Int32 = 0
    nonisolated(unsafe) private static var interruptAt = 0
    private static let patienceSeconds = 3
    /// The handlers that were there before (the terminal layer's): a second signal goes to them.
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32) = (-1, -1)

    /// Takes SIGINT, SIGTERM and SIGHUP over, unless ignored.
    static func install() {
        guard previous.isEmpty else { return }
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            pipeEnds = (ends[0], ends[1])
        }
        for sig in handled {
            var current = sigaction()
            sigaction(sig, nil, &current)
            if unsafeBitCast(current.handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            action.handler = { sig in EndSignals.handle(sig) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
            previous[sig] = current
        }
    }

    /// The signal that asked the app to end, if one did.
    public static var requested: Int32? { received == 0 ? nil : received }

    /// Readable once a signal came: for a wait that can watch it beside the terminal.
    static var descriptor: Int32? { pipeEnds.read >= 0 ? pipeEnds.read : nil }

    /// Whether a Ctrl-C came that the app has not taken yet; taking it makes room for the next. Empties the pipe while
    /// no end is asked for, so a wait on it does not wake again for the same signal.
    static func takeInterrupt() -> Bool {
        guard received == 0 else { return false }
        if pipeEnds.read >= 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(pipeEnds.read, &bytes, bytes.count) > 0 {}
        }
        guard interruptPending != 0 else { return false }
        interruptPending = 0
        return true
    }

    /// The app took a Ctrl-C as leaving: the process dies of SIGINT at the end, and one more Ctrl-C within three seconds
    /// of the first changes nothing (later, it ends the process at once).
    public static func interruptLeaves() {
        guard received == 0 else { return }
        received = SIGINT
        receivedAt = interruptAt
    }

    /// Once the terminal is restored and everything said: dies of the signal that asked the app to end, if one did.
    public static func endAsAsked() {
        guard let sig = requested else { return }
        signal(sig, SIG_DFL)
        raise(sig)
    }

    private static func handle(_ sig: Int32) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        // Already ending, or a Ctrl-C not yet taken: only a signal long after means the app is stuck.
        let since: Int? = received != 0 ? receivedAt : sig == SIGINT && interruptPending != 0 ? interruptAt : nil
        if let since {
            guard Int(now.tv_sec) - since > patienceSeconds else { return }
            // Asked again, long after: the terminal layer's way, at once.
            if var old = previous[sig] {
                sigaction(sig, &old, nil)
            } else {
                signal(sig, SIG_DFL)
            }
            raise(sig)
            return
        }
        if sig == SIGINT {
            interruptPending = 1
            interruptAt = Int(now.tv_sec)
        } else {
            received = sig
            receivedAt = Int(now.tv_sec)
        }
        let saved = errno
        var byte: UInt8 = 1
        if pipeEnds.write >= 0 { _ = write(pipeEnds.write, &byte, 1) }
        errno = saved
    }
}
