import DanshuTestSupport
import Foundation
import Testing

/// What one run of the danshu binary did.
struct CommandResult {
    var status: Int32
    var stdoutBytes: [UInt8]
    var stderr: String

    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    /// Standard output split into lines, without the final empty one.
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// The danshu binary: `DANSHU_BIN` (the Makefile sets it), else `.build/debug/danshu` of this package.
enum DanshuBinary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["DANSHU_BIN"], !path.isEmpty { return path }
        // #filePath is <package>/Tests/EndToEndTests/Support/CommandRunner.swift.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent(".build/debug/danshu").path
    }
}

/// A temporary home for one test: its own HOME and XDG_DATA_HOME, so the journal lives at
/// `<folder>/data/danshu/journal.json`, and today pinned to Sunday 2026-11-29. Removed afterwards.
final class Sandbox {
    let folder: String
    /// Variables every run gets on top of PATH.
    var environment: [String: String]

    init() {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("danshu-cli-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
        environment = [
            "DANSHU_TODAY": "2026-11-29",
            "NO_MOTION": "1", // a milestone's animation only where a test asks for it
            "HOME": folder + "/home",
            "XDG_DATA_HOME": folder + "/data",
            "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        environment.merge(Sanitizers.options) { $1 }
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// The journal the commands use.
    var journal: String { folder + "/data/danshu/journal.json" }

    /// A path inside the sandbox.
    func file(_ name: String) -> String { folder + "/" + name }

    /// The journal's bytes, nil when there is no file.
    var journalBytes: [UInt8]? { bytes(of: journal) }

    func bytes(of path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

    /// Writes the journal (making its folder).
    func writeJournal(_ text: String) { write(text, to: journal) }

    func write(_ text: String, to path: String) { write(Array(text.utf8), to: path) }

    func write(_ bytes: [UInt8], to path: String) {
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    /// Runs danshu with these arguments and the sandbox's environment plus `extra`.
    @discardableResult
    func run(_ arguments: [String], extra: [String: String] = [:], stdin: [UInt8]? = nil) throws -> CommandResult {
        try Sandbox.run(
            DanshuBinary.path, arguments, environment: environment.merging(extra) { $1 }, stdin: stdin, folder: folder)
    }

    /// Convenience: `run("log", "1x2")`.
    @discardableResult
    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> CommandResult {
        try run(arguments, extra: extra)
    }

    /// Runs a program to its end, with output captured in files (no pipe can fill up and stall it).
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String], stdin: [UInt8]? = nil,
        folder: String
    ) throws -> CommandResult {
        let id = UUID().uuidString
        let outPath = folder + "/.out-\(id)"
        let errPath = folder + "/.err-\(id)"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin))
            try input.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        let out = FileManager.default.contents(atPath: outPath) ?? Data()
        let err = FileManager.default.contents(atPath: errPath) ?? Data()
        return CommandResult(
            status: process.terminationStatus, stdoutBytes: [UInt8](out), stderr: String(decoding: err, as: UTF8.self))
    }

    /// Holds the journal's lock from another process (util-linux `flock`) while `body` runs.
    func holdingLock<T>(_ body: () throws -> T) throws -> T {
        let lockFile = journal + ".lock"
        try FileManager.default.createDirectory(
            atPath: (lockFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [lockFile, "sh", "-c", "echo locked; exec cat"]
        let input = Pipe()
        let output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        defer {
            try? input.fileHandleForWriting.close() // cat ends, and with it the lock
            holder.waitUntilExit()
        }
        // The line appears once flock holds the lock.
        let ready = output.fileHandleForReading.availableData
        #expect(String(decoding: ready, as: UTF8.self).hasPrefix("locked"))
        return try body()
    }
}

/// The hand-written journals of `DanshuTestSupport`, under the name these tests use.
typealias Fixture = JournalText

extension Sandbox {
    /// Runs a command that must be refused with exit 2 and `message` on standard error, leaving the
    /// journal byte for byte as it was (or absent) and standard output empty.
    func expectRefused(
        _ arguments: [String], _ message: String, extra: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = journalBytes
        let result = try run(arguments, extra: extra)
        #expect(result.status == 2, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("danshu: "), sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
        #expect(journalBytes == before, "\(arguments) changed the journal", sourceLocation: sourceLocation)
    }
}

/// The sanitizer settings of `make sanitize` (suppressions, options), passed on to the danshu under test.
enum Sanitizers {
    static let options = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
}
