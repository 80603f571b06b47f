/// Where the journal file lives (design.md §3), as a pure function of the command line and environment.
public enum JournalPath {
    /// The journal's file name inside its data folder.
    public static let fileName = "journal.json"

    /// `--file PATH`, else `$DANSHU_FILE`, else `$XDG_DATA_HOME/danshu/journal.json`, else
    /// `$HOME/.local/share/danshu/journal.json`. Empty variables count as unset and a relative
    /// `XDG_DATA_HOME` is ignored, as the XDG base directory specification says.
    public static func resolve(explicit: String?, environment: [String: String]) throws(JournalPathError) -> String {
        if let explicit {
            guard !explicit.isEmpty else { throw .emptyFileOption }
            return explicit
        }
        if let file = environment["DANSHU_FILE"], !file.isEmpty { return file }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return join(data, "danshu/" + fileName)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".local/share/danshu/" + fileName)
        }
        throw .noLocation
    }

    /// `base/rest` without doubling the slash when `base` ends in one.
    private static func join(_ base: String, _ rest: String) -> String {
        var base = Substring(base)
        while base.hasSuffix("/") { base = base.dropLast() }
        return base + "/" + rest
    }
}

/// Why no journal path could be found. The app exits 2 with `Catalog.message(for:)`.
public enum JournalPathError: Error, Equatable, Sendable {
    /// `--file` was given an empty path.
    case emptyFileOption
    /// None of `--file`, `DANSHU_FILE`, `XDG_DATA_HOME` and `HOME` gives a path.
    case noLocation
}
