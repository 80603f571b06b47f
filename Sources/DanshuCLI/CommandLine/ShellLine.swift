import DanshuStore
import DanshuText

/// A command line a user can paste into a shell as it is shown: every word quoted where the shell would read it
/// otherwise, and `--file` given whenever the journal is not the one `danshu` finds by itself in this environment.
enum ShellLine {
    /// `danshu [--file 'JOURNAL'] merge 'COPY'`: folds a sync tool's conflict copy into the journal and removes it.
    static func foldCopy(_ copy: String, journal: String, environment: [String: String]) -> String {
        danshu(["merge", copy], journal: journal, environment: environment)
    }

    /// `mv JOURNAL BROKEN && cp BACKUP JOURNAL`: the unreadable journal kept aside under a free name, then its backup
    /// copied into its place (the backup stays), paths with `~/` where they lie in the home folder.
    static func restoreBackup(_ backup: JournalBackup, home: String?) -> String {
        let journal = path(backup.journal, home: home)
        return "mv \(journal) \(path(backup.brokenName, home: home)) && cp \(path(backup.path, home: home)) \(journal)"
    }

    /// The message for a journal that cannot be read (exit 3), then, when the problem is damage and the backup beside
    /// it reads as a journal, the backup and the line that restores it.
    static func unreadableJournal(_ error: JournalError, catalog: Catalog, environment: [String: String]) -> String {
        let message = catalog.message(for: error)
        guard let backup = JournalBackup.beside(journal: error.file, problem: error.problem) else { return message }
        let home = environment["HOME"]
        return message + "\n"
            + catalog.backupRestores(
                backup, shown: path(backup.path, home: home),
                command: restoreBackup(backup, home: home))
    }

    /// `danshu [--file 'JOURNAL'] WORDS…`, with `~/` for the home folder where it shortens a path.
    static func danshu(_ words: [String], journal: String, environment: [String: String]) -> String {
        let home = environment["HOME"]
        let defaultJournal = try? JournalPath.resolve(explicit: nil, environment: environment)
        let file = defaultJournal == journal ? [] : ["--file", path(journal, home: home)]
        return (["danshu"] + file + words.map { $0.hasPrefix("/") ? path($0, home: home) : quoted($0) }).joined(
            separator: " ")
    }

    /// A path as a word: `~/` then the quoted rest when it lies in the home folder (the tilde must stay outside the quotes).
    static func path(_ path: String, home: String?) -> String {
        guard let home, home.count > 1 else { return quoted(path) }
        let prefix = home.hasSuffix("/") ? home : home + "/"
        guard path.hasPrefix(prefix) else { return quoted(path) }
        return "~/" + quoted(String(path.dropFirst(prefix.count)))
    }

    /// A word as the shell reads it back: as it is when it holds only safe characters, else in single quotes.
    static func quoted(_ word: String) -> String {
        let safe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-_./=:,+@%".unicodeScalars.contains($0)
            }
        return safe
            ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
