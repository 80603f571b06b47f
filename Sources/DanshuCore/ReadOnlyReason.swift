/// Why a journal opens read-only (design.md §3): the file or folder that cannot be written, and what stops it.
/// The app shows it on the message line and refuses every change with it; changing subcommands exit 1 with it.
public struct ReadOnlyReason: Equatable, Sendable {
    /// What keeps the journal from being written.
    public var cause: Cause
    /// The file or folder concerned, after symbolic links (for a missing journal, the nearest folder that exists).
    public var path: String

    /// What keeps the journal from being written.
    public enum Cause: Equatable, Sendable, CaseIterable {
        /// The file has no write bit for its owner: marked read-only on purpose (`chmod u-w`), so even root keeps off.
        case writeProtected
        /// This user may not write the file (EACCES): another user's journal, shown to this one.
        case fileNotPermitted
        /// This user may not create files in the folder (EACCES), where every save puts its temporary file and backup.
        case folderNotPermitted
        /// The file or folder has the immutable attribute (`chattr +i`, EPERM).
        case immutable
        /// The file system is mounted read-only (EROFS).
        case readOnlyFileSystem
    }

    /// Makes a reason for `path`.
    public init(cause: Cause, path: String) {
        self.cause = cause
        self.path = path
    }
}
