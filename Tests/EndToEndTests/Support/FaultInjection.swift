import DanshuTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Ways to make the file system fail under a running danshu: a size limit, a small file system, a
/// read-only or immutable folder, another user. Each returns why it cannot be used on this machine,
/// so the test can say so instead of passing without testing anything.
enum FaultInjection {
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        FileSystemFaults.run(program, arguments)
    }
    static func mountReadOnly(_ folder: String) -> String? { FileSystemFaults.mountReadOnly(folder) }
    static func unmount(_ folder: String) { FileSystemFaults.unmount(folder) }
    static func makeImmutable(_ folder: String) -> String? { FileSystemFaults.makeImmutable(folder) }
    static func makeMutable(_ folder: String) { FileSystemFaults.makeMutable(folder) }

    /// The sanitizer the binary under test was built with (`make sanitize` sets it): `address`, `thread` or nil.
    static let sanitizer = ProcessInfo.processInfo.environment["DANSHU_SANITIZER"]

    /// Mounts a tmpfs of `kilobytes` on `folder`; nil when mounted, else why not.
    static func mountSmallFileSystem(on folder: String, kilobytes: Int) -> String? {
        guard geteuid() == 0 else { return "mounting a small tmpfs needs root" }
        let result = run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", folder])
        return result.status == 0 ? nil : "mount -t tmpfs is not permitted here: \(result.output)"
    }

    /// Fills the file system holding `folder` with `filler` until `leaving` bytes are free.
    static func fill(_ filler: String, leaving: Int) throws {
        var info = statvfs()
        guard statvfs((filler as NSString).deletingLastPathComponent, &info) == 0 else {
            throw FaultError("statvfs failed")
        }
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        let size = max(0, free - leaving)
        let descriptor = open(filler, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard descriptor >= 0 else { throw FaultError("cannot create \(filler)") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x78, count: 4096)
        var written = 0
        while written < size {
            let n = block.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, min($0.count, size - written)) }
            guard n > 0 else { break } // full: that is all the space there was
            written += n
        }
    }

    /// Bytes a file takes on a tmpfs: whole pages.
    static func pages(_ bytes: Int) -> Int { (bytes + 4095) / 4096 * 4096 }

    /// The command line that runs danshu as user and group 65534 (nobody), where mode bits apply.
    static func asOtherUser() -> (prefix: [String], skip: String?) {
        guard geteuid() == 0 else { return ([], nil) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            return ([], "root ignores permission bits and setpriv is missing, so no EACCES can be made here")
        }
        return (["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"], nil)
    }
}

extension Sandbox {
    /// Whether bytes are a journal danshu reads, checked with Foundation's JSON parser for a `format` key.
    static func parses(_ bytes: [UInt8]) throws -> Bool {
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        return object?["format"] as? String == "danshu-journal"
    }

    /// Whether the journal holds exactly `bytes`; a plain Bool, so a failed expectation does not print whole files.
    func journalIs(_ bytes: [UInt8]?) -> Bool { journalBytes == bytes }

    /// Whether `journal.json.bak` holds exactly `bytes`.
    func backupIs(_ bytes: [UInt8]?) -> Bool { self.bytes(of: journal + ".bak") == bytes }

    /// The journal's folder.
    var journalFolder: String { (journal as NSString).deletingLastPathComponent }

    /// What the journal's folder holds besides the journal and its lock: a backup, temporary files.
    var leftovers: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: journalFolder)) ?? []
        return names.filter { $0 != "journal.json" && $0 != "journal.json.lock" }.sorted()
    }

    /// Runs danshu under `sh -c 'ulimit -f BLOCKS; exec danshu …'` (blocks of 512 bytes, as dash counts).
    func runWithFileSizeLimit(blocks: Int, _ arguments: [String]) throws -> CommandResult {
        try Sandbox.run(
            "/bin/sh", ["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", DanshuBinary.path] + arguments,
            environment: environment, folder: folder)
    }

    /// Runs danshu with `prefix` in front (another user's identity).
    func run(prefixedBy prefix: [String], _ arguments: [String]) throws -> CommandResult {
        guard let program = prefix.first else { return try run(arguments) }
        return try Sandbox.run(
            program, Array(prefix.dropFirst()) + [DanshuBinary.path] + arguments,
            environment: environment, folder: folder)
    }
}
