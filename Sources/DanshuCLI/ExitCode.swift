/// The exit statuses of design.md §4, and 1 for a change the disk or a read-only journal refused.
enum ExitCode {
    static let success: Int32 = 0
    /// The journal could not be saved (disk full, …) or may not be changed (read-only); the file on disk is as it was.
    static let saveFailed: Int32 = 1
    /// `remind`: today is not answered yet (what a timer acts on, not a failure).
    static let notAnswered: Int32 = 1
    /// `merge`: some days were changed differently on both sides, so git marks the file as conflicted.
    static let mergeConflict: Int32 = 1
    /// Usage or bad input: the message says what and how to fix it.
    static let usage: Int32 = 2
    /// The journal cannot be read; it is left untouched.
    static let unreadable: Int32 = 3
    /// Another danshu holds the journal's lock.
    static let locked: Int32 = 4
}
