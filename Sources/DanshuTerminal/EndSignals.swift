#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP while the app runs (issue 34): told to the run loop as a hang-up, so that the app
/// looks at the disk, merges and saves what another program put there, and restores the terminal before it ends; it then
/// dies of the same signal, as the shell expects (130, 143, 129). A hang-up often comes twice (the kernel's, and the terminal's own to the
/// process group), so only a signal that comes again more than three seconds later, when the app is stuck, ends the process
/// at once, the terminal layer's way (`SignalGuard`: restore the terminal, die of the signal). A signal ignored at start
/// (`nohup`) stays ignored.
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

    /// Once the terminal is restored and everything said: dies of the signal that asked the app to end, if one did.
    public static func endAsAsked() {
        guard let sig = requested else { return }
        signal(sig, SIG_DFL)
        raise(sig)
    }

    private static func handle(_ sig: Int32) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        guard received == 0 else {
            guard Int(now.tv_sec) - receivedAt > patienceSeconds else { return }
            // Asked again, long after: the terminal layer's way, at once.
            if var old = previous[sig] {
                sigaction(sig, &old, nil)
            } else {
                signal(sig, SIG_DFL)
            }
            raise(sig)
            return
        }
        received = sig
        receivedAt = Int(now.tv_sec)
        let saved = errno
        var byte: UInt8 = 1
        if pipeEnds.write >= 0 { _ = write(pipeEnds.write, &byte, 1) }
        errno = saved
    }
}
