#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's size changes (SIGWINCH), owned by the app: the handler writes one byte into a pipe that the
/// input wait watches beside the keyboard, so a resize that comes at any moment (while a frame is drawn, just
/// before the wait begins) wakes the wait at once. ncurses' own handler only sets a flag that it looks at
/// after its wait, so a signal between its look and its `poll` went unseen until the next key (issue 27).
///
/// Installed before ncurses starts, ncurses leaves SIGWINCH alone (it only takes signals at their default). SIGCONT
/// comes the same way: after a resume the size is looked at again (it may have changed while the app was stopped) and
/// the screen drawn whole.
enum ResizeSignal {
    /// The pipe's ends; -1 when not installed. Plain integers, read by the handler without any allocation.
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var previous = sigaction()
    nonisolated(unsafe) private static var previousContinue = sigaction()

    /// The descriptor that becomes readable when the size changed; nil when the pipe could not be made
    /// (then the size is still looked at on every clock tick and key).
    static var descriptor: Int32? { readEnd >= 0 ? readEnd : nil }

    /// Makes the pipe and installs the handler. Call before ncurses starts.
    static func install() {
        guard readEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        var action = sigaction()
        action.handler = { _ in ResizeSignal.notify() }
        sigemptyset(&action.sa_mask)
        // Restarted: a resize never makes a write of a frame fail; the wait is woken by the pipe, not by EINTR.
        action.sa_flags = Int32(SA_RESTART)
        sigaction(SIGWINCH, &action, &previous)
        sigaction(SIGCONT, &action, &previousContinue)
    }

    /// Puts the old handler back and closes the pipe.
    static func uninstall() {
        guard readEnd >= 0 else { return }
        sigaction(SIGWINCH, &previous, nil)
        sigaction(SIGCONT, &previousContinue, nil)
        close(readEnd)
        close(writeEnd)
        readEnd = -1
        writeEnd = -1
    }

    /// Empties the pipe: every resize signalled so far is about to be handled with one look at the size.
    static func drain() {
        guard readEnd >= 0 else { return }
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &buffer, { read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// The handler: one byte into the pipe (a full pipe already holds the news), errno kept for the code it interrupted.
    private static func notify() {
        let saved = errno
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
        errno = saved
    }

    /// The terminal's size in cells as the kernel has it now; nil when it cannot say.
    static func currentSize() -> (width: Int, height: Int)? {
        var size = winsize()
        for descriptor: Int32 in [1, 0]
        where ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return nil
    }
}
