#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Terminfo {
    /// mlterm's own terminfo entry, less the two erasures mlterm counts differently from ncurses: ECH (`ech`, erase
    /// characters) counts characters there, a wide one as one, and ncurses 6.4 erases runs of blanks with it (and grows
    /// leading blanks with EL1, `el1`) whatever the cells held, so wide characters left fragments on the screen. Without
    /// them ncurses writes spaces instead (a few per cent more bytes). The copy is made at start from the entry the user
    /// has, whichever mlterm entry that is (or whatever entry `TERM` names inside mlterm, which sets `MLTERM` and
    /// `TERM=xterm` by default), in a private folder that ncurses reads first (`TERMINFO`) while it starts and that is
    /// removed right after: nothing to install, and nothing of it stays on disk.
    struct EraseSafeEntry {
        /// Whether the terminal is mlterm: an mlterm entry, or any entry inside mlterm (which sets `MLTERM`). There ncurses
        /// also shifts no characters (ICH, DCH, insert mode: `Terminal` turns `idcok` off), which count characters too.
        static func applies(to name: String, environment: [String: String]) -> Bool {
            name.hasPrefix("mlterm") || !(environment["MLTERM"] ?? "").isEmpty
        }

        /// The folder ncurses reads the copy from.
        let folder: String
        private let subfolder: String
        private let file: String

        /// The copy of `name`'s entry, written; nil unless the terminal is mlterm (an mlterm entry, or `MLTERM` set) and
        /// the entry could be read, changed and written (then ncurses starts on the entry as it is).
        init?(of name: String, environment: [String: String]) {
            guard Self.applies(to: name, environment: environment),
                let path = Terminfo.path(of: name, environment: environment),
                let entry = Self.read(path), let changed = Self.withoutCountedErasures(entry)
            else { return nil }
            let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            var template = Array((temporary + "/danshu-terminfo.XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
            }
            guard let made else { return nil }
            folder = made
            // The same one-letter (or hexadecimal) folder the entry came from, as ncurses looks it up.
            let letter = path.split(separator: "/").dropLast().last.map(String.init) ?? String(name.prefix(1))
            subfolder = folder + "/" + letter
            file = subfolder + "/" + name
            guard mkdir(subfolder, 0o700) == 0, Self.write(changed, to: file) else {
                remove()
                return nil
            }
        }

        /// Runs `body` with the copy found before any other entry, then puts `TERMINFO` back as it was.
        func whileFirst<T>(_ body: () -> T) -> T {
            let saved = getenv("TERMINFO").map { String(cString: $0) }
            setenv("TERMINFO", folder, 1)
            defer {
                if let saved { setenv("TERMINFO", saved, 1) } else { unsetenv("TERMINFO") }
            }
            return body()
        }

        /// Removes the copy and its folders (ncurses holds the entry in memory once it has started).
        func remove() {
            unlink(file)
            rmdir(subfolder)
            rmdir(folder)
        }

        /// The places of `ech` and `el1` among a compiled entry's strings (term.h: `erase_chars`, `clr_bol`).
        static let erasures = [37, 269]

        /// A compiled entry (term(5), both the 16-bit and the 32-bit number format) with `ech` and `el1` marked
        /// absent; nil when the bytes are not such an entry.
        static func withoutCountedErasures(_ entry: [UInt8]) -> [UInt8]? {
            guard entry.count >= 12 else { return nil }
            func short(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(entry[at]) | UInt16(entry[at + 1]) << 8)) }
            let numberSize: Int
            switch short(0) {
            case 0o432: numberSize = 2
            case 0o1036: numberSize = 4
            default: return nil
            }
            let names = short(2)
            let flags = short(4)
            let numbers = short(6)
            let strings = short(8)
            let table = short(10)
            guard names >= 0, flags >= 0, numbers >= 0, strings >= 0, table >= 0 else { return nil }
            // The numbers start on an even byte.
            var offsets = 12 + names + flags
            offsets += offsets % 2
            offsets += numbers * numberSize
            guard offsets + strings * 2 + table <= entry.count else { return nil }
            var changed = entry
            for index in erasures where index < strings {
                changed[offsets + 2 * index] = 0xFF
                changed[offsets + 2 * index + 1] = 0xFF
            }
            return changed
        }

        /// A compiled entry's bytes (at most 64 KB, as ncurses reads them); nil when it cannot be read.
        private static func read(_ path: String) -> [UInt8]? {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: 1 << 16)
            var count = 0
            while count < bytes.count {
                let n = bytes[count...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n >= 0 else { return nil }
                if n == 0 { return Array(bytes[..<count]) }
                count += n
            }
            return nil
        }

        private static func write(_ bytes: [UInt8], to path: String) -> Bool {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return Terminal.write(bytes, to: descriptor)
        }
    }
}
