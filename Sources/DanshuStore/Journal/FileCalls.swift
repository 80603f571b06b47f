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

    /// The real calls.
    static let system = FileCalls(write: systemWrite, fsync: systemFsync, rename: systemRename, link: systemLink)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}

private func systemFsync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }

private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

private func systemLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }
