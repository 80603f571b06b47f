import DanshuCore

/// The app on its way out (issue 34). `q` (or the quit question) asks for the last look at the disk (`Effect.quit`);
/// another program's version found then is merged in and saved like any other, and only then does the app end. A journal
/// found unusable is never left behind without a word: `q` asks (W writes back and quits, y quits without), and a
/// hang-up, Ctrl-C or SIGTERM, where nobody is asked, writes back (what is there kept aside as a conflict copy).
public struct Leaving: Equatable, Sendable {
    /// Whether someone can answer the question about an unusable journal: not after a hang-up, Ctrl-C or SIGTERM.
    public var canAsk: Bool
    /// The question about an unusable journal is on the message line.
    public var asking = false
    /// The app ends once the session's journal is written back.
    public var writingBack = false
    /// What the restored terminal says once the app has ended: what the last look brought in, what was written back,
    /// and what could not be saved.
    public var parting: [Message] = []

    public init(canAsk: Bool) {
        self.canAsk = canAsk
    }
}
