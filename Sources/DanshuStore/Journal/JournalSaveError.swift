/// Why a save failed: the journal, the step and file that failed, and the system's reason.
/// The journal on disk is then the previous version. Its text comes from `Catalog.message(for:)`.
public struct JournalSaveError: Error, Equatable, Sendable {
    /// The journal's path as the user named it.
    public var journal: String
    /// The step of the save that failed.
    public var step: SaveStep
    /// The file or folder that step was working on.
    public var file: String
    /// The `errno` code of the failure (ENOSPC, EACCES, EROFS, EISDIR, …).
    public var code: Int32
    /// At `checkUnchanged`: another program's version that the save took out of the journal's place and could not
    /// put back, kept beside the journal as a conflict copy to be merged in (nil almost always).
    public var keptAside: String?

    /// Makes an error for a failed `step` on `file`.
    public init(journal: String, step: SaveStep, file: String, code: Int32, keptAside: String? = nil) {
        self.journal = journal
        self.step = step
        self.file = file
        self.code = code
        self.keptAside = keptAside
    }
}

/// The steps of a durable save, in order.
public enum SaveStep: Equatable, Sendable {
    /// Checking that no other program changed the journal since it was read (git, Syncthing, an editor).
    case checkUnchanged
    /// Taking the journal's lock, at the first save of a journal the session created (`EWOULDBLOCK`: another danshu
    /// holds it).
    case takeLock
    /// Checking that the journal is not marked read-only (no write bit for its owner), which a rename would ignore.
    case checkWritable
    /// Making the journal's folder (0700).
    case createFolder
    /// Reading the current journal to back it up.
    case readCurrent
    /// Writing `journal.json.bak`, the first time a run saves.
    case writeBackup
    /// Creating and writing the temporary file beside the journal.
    case writeTemporary
    /// Flushing the temporary file to disk.
    case syncTemporary
    /// Renaming the temporary file over the journal.
    case replace
    /// Flushing the folder, so the rename itself is on disk.
    case syncFolder
}
