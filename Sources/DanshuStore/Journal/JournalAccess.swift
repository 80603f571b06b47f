import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place that decides, when the journal is opened, whether this user may change it (design.md §3).
/// A journal that may not be changed opens read-only: it is viewed without the lock and never replaced.
public enum JournalAccess {
    /// Whether there is a file (or anything) at the journal's path, through symbolic links.
    public static func exists(journal path: String) -> Bool {
        DurableFile.status(of: DurableFile.resolveSymlinks(path)) != nil
    }

    /// Why the journal at `path` must open read-only, or nil when it may be changed. Follows symbolic links as
    /// saves do. Asks the system only (no file is created), so it works in a read-only folder.
    public static func readOnlyReason(journal path: String) -> ReadOnlyReason? {
        let target = DurableFile.resolveSymlinks(path)
        let folder = DurableFile.folder(of: target)
        guard let info = DurableFile.status(of: target) else { return folderRefusal(nearestExisting(folder)) }
        // Only a regular file can be a journal; anything else fails to load with its own reason.
        guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        // The owner's write bit first: root passes every other check, but the user said "read-only" with it.
        if info.st_mode & S_IWUSR == 0 { return ReadOnlyReason(cause: .writeProtected, path: target) }
        if let cause = refusal(target, isFolder: false) { return ReadOnlyReason(cause: cause, path: target) }
        return folderRefusal(folder)
    }

    /// Why no file can be created in `folder`, which a save needs for its temporary file and backup.
    private static func folderRefusal(_ folder: String) -> ReadOnlyReason? {
        // Not a folder: the save or the load reports that with its own reason.
        guard let info = DurableFile.status(of: folder), info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return refusal(folder, isFolder: true).map { ReadOnlyReason(cause: $0, path: folder) }
    }

    /// The system's answer to "may this user write `path`?", as a cause; nil when it may.
    private static func refusal(_ path: String, isFolder: Bool) -> ReadOnlyReason.Cause? {
        // AT_EACCESS: the identity the writes would use, not the real user of a setuid program.
        guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0 else { return nil }
        switch errno {
        case EROFS: return .readOnlyFileSystem
        case EPERM: return .immutable
        case EACCES: return isFolder ? .folderNotPermitted : .fileNotPermitted
        default: return nil // anything else (the file went away meanwhile) is left to the save to report
        }
    }

    /// `folder`, or the nearest folder above it that exists: where a missing journal's folders would be made.
    private static func nearestExisting(_ folder: String) -> String {
        var current = folder
        for _ in 0..<4096 where DurableFile.status(of: current) == nil {
            let parent = DurableFile.folder(of: current)
            if parent == current { break }
            current = parent
        }
        return current
    }
}
