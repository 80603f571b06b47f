import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file steps under the journal store: whole-file reads, folders, symlinks and the durable
/// replace (temporary file, fsync, rename, fsync of the folder).
enum DurableFile {
    /// A failed step, with the file it was working on and the `errno` code.
    struct Failure: Error {
        var step: SaveStep
        var file: String
        var code: Int32
        /// What is wrong when the file is the wrong kind of thing (a pipe, a device, far too large) rather than unreadable.
        var problem: JournalProblem?
        /// A `checkUnchanged` whose swap back brought out yet another program's version, not ours: kept here, beside
        /// the journal under a conflict copy's name, for the caller to merge in (see `install`).
        var keptAside: String?
    }

    /// The largest journal read: fifty years of busy days take about 20 MB.
    static let maxFileSize = Limits.fileBytes

    /// The folder part of a path: `"."` for a bare name, `"/"` for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of a path.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file a chain of symbolic links ends at (the path itself when it is no link), so saves
    /// write through a link instead of replacing it. Relative targets count from the link's folder.
    static func resolveSymlinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: 4097)
            let length = readlink(current, &buffer, 4096)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        return current
    }

    /// The file's status (following links), nil when it does not exist or cannot be examined.
    static func status(of path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// Makes `folder` and any missing parents with mode 0700.
    static func makeFolders(_ folder: String) throws(Failure) {
        if let info = status(of: folder), info.st_mode & S_IFMT == S_IFDIR { return }
        var prefix = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw Failure(step: .createFolder, file: prefix, code: errno)
            }
        }
    }

    /// Asks the kernel for the buffer's pages in one call, instead of a page fault for each 4 KB as `read` fills it:
    /// 113 faults for a 10-year journal, a third of `check`'s time above a bare process where a fault costs much
    /// (docs/decisions.md, "What the binary links"). Linux 5.14's MADV_POPULATE_WRITE; elsewhere the call fails and
    /// the pages come one by one as before.
    private static func prefault(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
            guard buffer.count >= 16 * 4096, let base = buffer.baseAddress else { return }
            let page = 4096
            let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
            let populateWrite: Int32 = 23 // MADV_POPULATE_WRITE, not in every libc's headers
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, populateWrite) }
        #endif
    }

    /// Whether the regular file at `path` holds exactly `bytes`: false when it is missing, not a regular file, unreadable
    /// or different. Read a piece at a time and compared as it comes, so the check holds no second copy of a large
    /// journal (a save asks it while both its old and new bytes are in memory: docs/decisions.md, "A save's peak").
    static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else {
            return false
        }
        let piece = 64 * 1024
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: piece + 1) { buffer in
            bytes.withUnsafeBufferPointer { expected in
                var offset = 0
                while true {
                    let n = read(descriptor, buffer.baseAddress, buffer.count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    // The end: equal only when every expected byte came (a file that shrank since fstat is not).
                    if n == 0 { return offset == expected.count }
                    guard n <= expected.count - offset, let got = buffer.baseAddress, let want = expected.baseAddress,
                        memcmp(got, want + offset, n) == 0
                    else { return false }
                    offset += n
                }
            }
        }
    }

    /// The whole file, nil when it does not exist; a folder or unreadable file throws its `errno`.
    /// Only a regular file is read: a pipe would block (O_NONBLOCK keeps `open` from waiting for a writer)
    /// and a device like /dev/zero never ends.
    static func readAll(_ path: String) throws(Failure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw Failure(step: .readCurrent, file: path, code: errno)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(step: .readCurrent, file: path, code: errno) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw Failure(step: .readCurrent, file: path, code: EISDIR) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(step: .readCurrent, file: path, code: EINVAL, problem: .notRegularFile)
        }
        guard Int(info.st_size) <= maxFileSize else {
            throw Failure(
                step: .readCurrent, file: path, code: EFBIG,
                problem: .fileTooLarge(megabytes: Int(info.st_size) >> 20, limit: maxFileSize >> 20))
        }
        // Read into uninitialized memory: zeroing a large journal first costs as much as reading it.
        var count = 0
        var failure: Int32 = 0
        var filled = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size) + 1, 4096)) { buffer, initialized in
            prefault(buffer)
            while count < buffer.count {
                let n = read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                if n > 0 {
                    count += n
                } else if n == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
            filled = count == buffer.count
            initialized = count
        }
        guard failure == 0 else { throw Failure(step: .readCurrent, file: path, code: failure) }
        // The file grew since fstat and filled the buffer: read the rest the slow way.
        while filled {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let n = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if n > 0 {
                count += n
                guard count <= maxFileSize else {
                    throw Failure(
                        step: .readCurrent, file: path, code: EFBIG,
                        problem: .fileTooLarge(megabytes: count >> 20, limit: maxFileSize >> 20))
                }
            } else if n == 0 {
                break
            } else if errno != EINTR {
                throw Failure(step: .readCurrent, file: path, code: errno)
            }
        }
        if count < bytes.count { bytes.removeSubrange(count...) }
        return bytes
    }

    /// What a replace may overwrite: anything (backups, merge results), or only the file the caller read.
    enum Expected {
        /// Whatever is there.
        case anything
        /// No file: one that appeared meanwhile is another program's and is never replaced.
        case nothing
        /// The file the caller read: `isExpected` is asked about the file that was at `target` the moment before
        /// the new one took its name (its path is given), and only a yes keeps the new one in place.
        case file(isExpected: (String) -> Bool)
    }

    /// Replaces `target` with `bytes` so that a crash at any moment leaves either the old or the new
    /// file: write `.<name>.tmp` beside it, fsync, give it `mode`, put it in place, fsync the folder.
    /// On failure the temporary file is removed and the target is untouched.
    ///
    /// With `.file`, the new file is swapped in atomically (`renameat2` with `RENAME_EXCHANGE`) and the file that
    /// came out is checked: when another program replaced or rewrote the journal after the caller read it, even
    /// in the instant before the swap, the two are swapped back and `checkUnchanged` fails, so that program's
    /// version stays the journal. Where the system cannot swap, the caller's own check before the rename is all
    /// there is (docs/decisions.md). With `.nothing`, a file another program created meanwhile stays.
    static func replace(
        _ target: String, with bytes: [UInt8], mode: mode_t, calls: FileCalls,
        expecting expected: Expected = .anything
    ) throws(Failure) {
        let folder = folder(of: target)
        let temporary = folder + "/." + name(of: target) + ".tmp"
        unlink(temporary) // a leftover of a crashed save
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw Failure(step: .writeTemporary, file: temporary, code: errno) }
        var open = true
        var renamed = false
        defer {
            if open { close(descriptor) }
            if !renamed { unlink(temporary) }
        }
        func fail(_ step: SaveStep, _ file: String, _ code: Int32) -> Failure {
            Failure(step: step, file: file, code: code)
        }

        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { calls.write(descriptor, UnsafeRawBufferPointer(rebasing: $0[written...])) }
            if n > 0 {
                written += n
            } else if n == 0 {
                throw fail(.writeTemporary, temporary, EIO)
            } else if errno != EINTR {
                throw fail(.writeTemporary, temporary, errno)
            }
        }
        guard fchmod(descriptor, mode) == 0 else { throw fail(.writeTemporary, temporary, errno) }
        guard calls.fsync(descriptor) == 0 else { throw fail(.syncTemporary, temporary, errno) }
        var identity = stat()
        let ours = fstat(descriptor, &identity) == 0 ? (identity.st_dev, identity.st_ino) : nil
        open = false
        guard close(descriptor) == 0 else { throw fail(.writeTemporary, temporary, errno) }
        do {
            try install(temporary, at: target, expected: expected, ours: ours, calls: calls)
        } catch {
            // Another program's version that could not be kept aside stays under the temporary name, which says so.
            if error.keptAside == temporary { renamed = true }
            throw error
        }
        renamed = true
        try syncFolder(folder, calls: calls)
    }

    /// Puts the written temporary file in place as `expected` allows (see `replace`); on success the temporary
    /// name is gone.
    private static func install(
        _ temporary: String, at target: String, expected: Expected, ours: (dev_t, ino_t)?,
        calls: FileCalls
    ) throws(Failure) {
        switch expected {
        case .anything:
            break
        case .nothing:
            if calls.renameNoReplace(temporary, target) == 0 { return }
            if errno == EEXIST { throw Failure(step: .checkUnchanged, file: target, code: 0) }
            guard cannotSwap(errno) else { throw Failure(step: .replace, file: target, code: errno) }
        case .file(let isExpected):
            if calls.exchange(temporary, target) == 0 {
                // The temporary name now holds what was the journal an instant ago.
                if isExpected(temporary) {
                    unlink(temporary)
                    return
                }
                // Another program's version: back in place, and ours goes. What comes out of that swap is ours, unless
                // the other program put yet another version in ours' place in that instant: that one is never removed
                // (it may hold what nothing else does), but kept aside as a conflict copy for the caller to merge in.
                if calls.exchange(temporary, target) == 0 {
                    // Only a file known to be ours is removed.
                    if let ours, let out = status(of: temporary), (out.st_dev, out.st_ino) == ours {
                        unlink(temporary)
                        throw Failure(step: .checkUnchanged, file: target, code: 0)
                    }
                    throw keepAside(temporary, of: target, calls: calls)
                }
                // It cannot go back: keep it beside the journal, as a sync tool keeps a conflict copy.
                throw keepAside(temporary, of: target, calls: calls)
            }
            // A journal deleted meanwhile is not replaced either: the other program's change was to delete it.
            if errno == ENOENT { throw Failure(step: .checkUnchanged, file: target, code: 0) }
            guard cannotSwap(errno) else { throw Failure(step: .replace, file: target, code: errno) }
        }
        guard calls.rename(temporary, target) == 0 else { throw Failure(step: .replace, file: target, code: errno) }
    }

    /// The failure of a save that found another program's version at `temporary`: that version renamed to a conflict copy
    /// beside the journal (or, when even that rename fails, left at `temporary`), named in `keptAside` for the caller to
    /// merge in; never removed.
    private static func keepAside(_ temporary: String, of target: String, calls: FileCalls) -> Failure {
        let aside = conflictCopyName(of: target)
        guard rename(temporary, aside) == 0 else {
            return Failure(step: .checkUnchanged, file: target, code: 0, keptAside: temporary)
        }
        try? syncFolder(folder(of: target), calls: calls)
        return Failure(step: .checkUnchanged, file: target, code: 0, keptAside: aside)
    }

    /// The swap or the no-replace rename is missing here (old kernel, C library or file system): rename instead.
    private static func cannotSwap(_ code: Int32) -> Bool { code == ENOSYS || code == EINVAL || code == ENOTSUP }

    /// A name beside the journal that a sync tool would give a conflict copy (`journal.sync-conflict-….json`), so
    /// `danshu check` and the app point it out and `danshu merge` folds it in.
    static func conflictCopyName(of target: String) -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = time_t(now.tv_sec)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let stamp =
            "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
        let base = name(of: target)
        let dot = base.lastIndex(of: ".").flatMap { $0 == base.startIndex ? nil : $0 }
        let stem = dot.map { String(base[..<$0]) } ?? base
        let suffix = dot.map { String(base[$0...]) } ?? ""
        let folderPart = folder(of: target)
        var candidate = folderPart + "/" + stem + ".sync-conflict-" + stamp + "-danshu" + suffix
        var n = 2
        while status(of: candidate) != nil {
            candidate = folderPart + "/" + stem + ".sync-conflict-" + stamp + "-danshu\(n)" + suffix
            n += 1
        }
        return candidate
    }

    /// Flushes a folder's entries, so a rename in it survives a power cut. File systems that cannot
    /// sync a folder (EINVAL) are left as they are.
    static func syncFolder(_ folder: String, calls: FileCalls) throws(Failure) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(step: .syncFolder, file: folder, code: errno) }
        defer { close(descriptor) }
        if calls.fsync(descriptor) != 0 && errno != EINVAL {
            throw Failure(step: .syncFolder, file: folder, code: errno)
        }
    }
}
