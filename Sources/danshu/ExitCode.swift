/// The exit statuses of DESIGN §4.
enum ExitCode {
    static let success: Int32 = 0
    /// Usage or bad input: the message says what and how to fix it.
    static let usage: Int32 = 2
    /// The journal cannot be read; it is left untouched.
    static let unreadable: Int32 = 3
    /// Another danshu holds the journal's lock.
    static let locked: Int32 = 4
}
