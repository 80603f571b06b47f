#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The copies a sync tool leaves beside the journal when two machines changed it at once (design.md §7):
/// Syncthing's `journal.sync-conflict-20261128-101010-ABCDEFG.json` and Dropbox's
/// `journal (Taro's conflicted copy 2026-11-28).json` (「競合コピー」 in Japanese). `danshu import`
/// merges one day by day.
public enum SyncConflictCopies {
    /// Whether `name` is a conflict copy of the journal file called `journal` (`journal.json`).
    public static func isCopy(_ name: String, of journal: String) -> Bool {
        let (stem, suffix) = splitExtension(journal)
        guard name != journal, name.hasSuffix(suffix) else { return false }
        let middle = name.dropLast(suffix.count)
        if middle.hasPrefix(stem + ".sync-conflict-") { return true }
        if middle.hasPrefix(stem + " ("), middle.hasSuffix(")") {
            let inside = middle.dropFirst(stem.count + 2).dropLast().lowercased()
            return holds(inside, "conflicted copy") || holds(inside, "競合コピー")
        }
        return false
    }

    /// Whether `text` holds `part`. Not `String.contains(_:)`: that lives in _StringProcessing, which would
    /// link the regex engine into every start of the program (docs/decisions.md, "What the binary links").
    private static func holds(_ text: String, _ part: String) -> Bool {
        let bytes = Array(text.utf8)
        let needle = Array(part.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// The conflict copies beside the journal (beside its target when it is a symbolic link, where the
    /// sync tool works), sorted by name; none when the folder cannot be read.
    public static func beside(journal path: String) -> [String] {
        let target = DurableFile.resolveSymlinks(path)
        let folder = DurableFile.folder(of: target)
        let name = DurableFile.name(of: target)
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isCopy(entryName, of: name) { found.append(entryName) }
        }
        return found.sorted().map { folder == "." && !target.hasPrefix("./") ? $0 : folder + "/" + $0 }
    }

    /// When the folder the copies would lie in last changed (a name added or removed), to list it only then; nil when it
    /// cannot be told.
    public static func folderChanged(journal path: String) -> [Int]? {
        var info = stat()
        guard stat(DurableFile.folder(of: DurableFile.resolveSymlinks(path)), &info) == 0 else { return nil }
        return [
            Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
        ]
    }

    /// A path as the user types it: `~/` for the home folder, which keeps the app's one-line message short.
    public static func shortened(_ path: String, home: String?) -> String {
        guard let home, home.count > 1 else { return path }
        let prefix = home.hasSuffix("/") ? home : home + "/"
        return path.hasPrefix(prefix) ? "~/" + path.dropFirst(prefix.count) : path
    }

    /// `journal.json` → (`journal`, `.json`); a name without a dot has no extension.
    private static func splitExtension(_ name: String) -> (stem: String, suffix: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }
}
