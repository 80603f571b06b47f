import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A journal written to a file that is not the user's journal, so without its lock and backup:
/// `danshu merge` writes its result over git's file and theirs' conflicting days to a new file.
/// The bytes are the writer's, as the journal itself would have them.
public enum JournalFile {
    /// Replaces `path` so that it is whole at every moment (temporary file, fsync, rename, fsync of the
    /// folder), keeping its mode; a new file gets 0600. A symbolic link's target is written.
    public static func replace(_ path: String, with journal: Journal) throws(JournalSaveError) {
        let target = DurableFile.resolveSymlinks(path)
        let mode = DurableFile.status(of: target).map { $0.st_mode & 0o7777 } ?? 0o600
        do {
            try DurableFile.replace(target, with: JournalWriter.bytes(of: journal), mode: mode, calls: .system)
        } catch {
            throw JournalSaveError(journal: path, step: error.step, file: error.file, code: error.code)
        }
    }

    /// Writes the journal to a new file `folder/prefixXXXXXX.json` (mode 0600, never over an existing
    /// file) and returns its path.
    public static func createUnique(in folder: String, prefix: String, journal: Journal) throws(JournalSaveError)
        -> String
    {
        var template = Array((folder + "/" + prefix + "XXXXXX.json").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemps($0, 5) } ?? -1
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard descriptor >= 0 else {
            throw JournalSaveError(journal: path, step: .writeTemporary, file: path, code: errno)
        }
        let bytes = JournalWriter.bytes(of: journal)
        var written = 0
        var failure: Int32 = 0
        while written < bytes.count && failure == 0 {
            let n = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if n > 0 { written += n } else if n == 0 { failure = EIO } else if errno != EINTR { failure = errno }
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(path)
            throw JournalSaveError(journal: path, step: .writeTemporary, file: path, code: failure)
        }
        return path
    }

    /// Writes `journal` beside the user's journal under a name a sync tool would give a conflict copy
    /// (`journal.sync-conflict-20261202-101010-danshu.json`), so `danshu check` and the app point it out and
    /// `danshu merge COPY` folds it in; the copy's path.
    public static func createConflictCopy(beside journalPath: String, journal: Journal) throws(JournalSaveError)
        -> String
    {
        let copy = DurableFile.conflictCopyName(of: DurableFile.resolveSymlinks(journalPath))
        do {
            try DurableFile.replace(
                copy, with: JournalWriter.bytes(of: journal), mode: 0o600, calls: .system, expecting: .nothing)
        } catch {
            throw JournalSaveError(journal: journalPath, step: error.step, file: error.file, code: error.code)
        }
        return copy
    }

    /// Writes any bytes (a report) to `path` whole at every moment, as the journal is written: a new file gets 0600, an
    /// existing one keeps its mode.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(JournalSaveError) {
        let target = DurableFile.resolveSymlinks(path)
        let mode = DurableFile.status(of: target).map { $0.st_mode & 0o7777 } ?? 0o600
        do {
            try DurableFile.replace(target, with: bytes, mode: mode, calls: .system)
        } catch {
            throw JournalSaveError(journal: path, step: error.step, file: error.file, code: error.code)
        }
    }
}
