import Foundation

/// A folder made read-only under the test's feet: a read-only bind mount or `chattr +i`, for the in-process
/// and the end-to-end tests alike. Each returns why it cannot be done here, so a test fails instead of testing nothing.
public enum FileSystemFaults {
    /// Runs a program to its end; its exit status and what it wrote.
    @discardableResult
    public static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(program): \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Remounts `folder` on itself read-only; nil when done, else why not.
    public static func mountReadOnly(_ folder: String) -> String? {
        guard geteuid() == 0 else { return "a read-only bind mount needs root" }
        let result = run("/bin/mount", ["--bind", "-o", "ro", folder, folder])
        guard result.status == 0 else { return "mount --bind -o ro is not permitted here: \(result.output)" }
        // Older util-linux ignores `ro` on the first bind: remount to be sure.
        _ = run("/bin/mount", ["-o", "remount,ro,bind", folder])
        return nil
    }

    public static func unmount(_ folder: String) {
        run("/bin/umount", ["-l", folder])
    }

    /// `chattr +i`: nothing in the folder can be created, removed or renamed, even by root.
    public static func makeImmutable(_ folder: String) -> String? {
        let result = run("/usr/bin/chattr", ["+i", folder])
        return result.status == 0 ? nil : "chattr +i is not supported here: \(result.output)"
    }

    public static func makeMutable(_ folder: String) {
        run("/usr/bin/chattr", ["-i", folder])
    }
}

/// A fault a test could not set up.
public struct FaultError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
