#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds terminfo entries on disk without loading them.
enum Terminfo {
    /// The direct-color entry for a terminal type (`xterm-256color` → `xterm-direct`), when installed.
    static func directVariant(of term: String, environment: [String: String]) -> String? {
        guard !term.isEmpty, !term.hasSuffix("-direct") else { return nil }
        var base = term
        for suffix in ["-256color", "-88color", "-color"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        let name = base + "-direct"
        return exists(name, environment: environment) ? name : nil
    }

    /// Whether a compiled entry exists in any of the places ncurses looks.
    static func exists(_ name: String, environment: [String: String]) -> Bool {
        path(of: name, environment: environment) != nil
    }

    /// The compiled entry ncurses would load for `name`: the first of the places it looks, in its order.
    static func path(of name: String, environment: [String: String]) -> String? {
        guard let first = name.unicodeScalars.first, !name.contains("/") else { return nil }
        var folders: [String] = []
        if let t = environment["TERMINFO"] { folders.append(t) }
        if let home = environment["HOME"] { folders.append(home + "/.terminfo") }
        if let dirs = environment["TERMINFO_DIRS"] { folders += dirs.split(separator: ":").map(String.init) }
        folders += ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        let letter = String(first)
        let hex = String(first.value, radix: 16)
        for folder in folders {
            for sub in [letter, hex] where access(folder + "/" + sub + "/" + name, R_OK) == 0 {
                return folder + "/" + sub + "/" + name
            }
        }
        return nil
    }
}
