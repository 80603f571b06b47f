#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls of a save that fail for reasons outside danshu (a full disk, an I/O error, a
/// read-only file system). Tests replace them to simulate those failures. Each returns -1 and sets
/// `errno` on failure, like the call it stands for.
struct FileCalls: Sendable {
    var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    var fsync: @Sendable (_ descriptor: Int32) -> Int32
    var rename: @Sendable (_ from: String, _ to: String) -> Int32
    /// A second name for a file (a hard link), which some file systems do not have.
    var link: @Sendable (_ existing: String, _ new: String) -> Int32
    /// Swaps two names atomically (Linux `renameat2` with `RENAME_EXCHANGE`); -1 with ENOSYS where the C
    /// library or the kernel has no such call, EINVAL where the file system cannot.
    var exchange: @Sendable (_ first: String, _ second: String) -> Int32
    /// Renames only when `to` does not exist (`RENAME_NOREPLACE`); -1 with EEXIST when it does, ENOSYS or
    /// EINVAL where unavailable.
    var renameNoReplace: @Sendable (_ from: String, _ to: String) -> Int32

    /// The real calls.
    static let system = FileCalls(
        write: systemWrite, fsync: systemFsync, rename: systemRename, link: systemLink,
        exchange: { renameat2Call($0, $1, flags: 2) }, renameNoReplace: { renameat2Call($0, $1, flags: 1) })
}

/// glibc's `renameat2` (2.28 and later), looked up at run time: Swift's Glibc module does not declare it, and a
/// C library without it must still run danshu (the save then falls back to `rename`).
private let renameat2Function:
    (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let found = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(
            found, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self
        )
    }()

private func renameat2Call(_ from: String, _ to: String, flags: UInt32) -> Int32 {
    guard let call = renameat2Function else {
        errno = ENOSYS
        return -1
    }
    return call(AT_FDCWD, from, AT_FDCWD, to, flags)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}

private func systemFsync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }

private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

private func systemLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }
