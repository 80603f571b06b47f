#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One writer at a time: an advisory `flock` on `<journal>.lock` beside the journal (beside a
/// symbolic link's target). Held until `release()` or until the lock object goes away. Only a writer
/// locks: a journal `JournalAccess` finds read-only is viewed without it, so no lock file is made.
public final class JournalLock {
    /// The lock file this lock holds.
    public let lockFile: String
    private var descriptor: Int32

    private init(lockFile: String, descriptor: Int32) {
        self.lockFile = lockFile
        self.descriptor = descriptor
    }

    deinit { release() }

    /// The lock file of the journal at `journal`: `journal.json.lock` beside the real file.
    public static func lockFile(for journal: String) -> String {
        DurableFile.resolveSymlinks(journal) + ".lock"
    }

    /// Takes the lock now or fails with `.locked`: for the interactive app, which then exits 4.
    public static func tryLock(journal: String) throws(JournalLockError) -> JournalLock {
        try lock(journal: journal, timeout: 0)
    }

    /// Takes the lock, polling for up to `timeout` seconds while another holds it: for subcommands.
    public static func lock(journal: String, timeout: Double = 2) throws(JournalLockError) -> JournalLock {
        let file = lockFile(for: journal)
        do {
            try DurableFile.makeFolders(DurableFile.folder(of: file))
        } catch {
            throw JournalLockError(lockFile: file, reason: .system(code: error.code))
        }
        let descriptor = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw JournalLockError(lockFile: file, reason: .system(code: errno)) }
        let deadline = monotonicSeconds() + timeout
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return JournalLock(lockFile: file, descriptor: descriptor) }
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw JournalLockError(lockFile: file, reason: .system(code: code))
            }
            guard monotonicSeconds() < deadline else {
                close(descriptor)
                throw JournalLockError(lockFile: file, reason: .locked)
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Lets go of the lock; later calls do nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        // Unlock before closing: a child spawned meanwhile by another thread may hold a copy of the descriptor.
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
