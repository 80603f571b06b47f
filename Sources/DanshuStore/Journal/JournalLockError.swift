/// Why the journal's lock could not be taken. The app exits 4 with `Catalog.message(for:)`.
public struct JournalLockError: Error, Equatable, Sendable {
    /// The lock file, `<journal>.lock`.
    public var lockFile: String
    /// Why the lock was not taken.
    public var reason: Reason

    /// Why the lock was not taken.
    public enum Reason: Equatable, Sendable {
        /// Another danshu (or another lock in this process) holds it.
        case locked
        /// The lock file could not be made or opened; the `errno` code says why.
        case system(code: Int32)
    }

    /// Makes an error for `lockFile`.
    public init(lockFile: String, reason: Reason) {
        self.lockFile = lockFile
        self.reason = reason
    }
}
