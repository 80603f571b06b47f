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
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("danshu-cli-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
        environment = [
            "DANSHU_TODAY": "2026-11-29",
            "NO_MOTION": "1",  // a milestone's animation only where a test asks for it
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
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    /// Runs danshu with these arguments and the sandbox's environment plus `extra`.
    @discardableResult
    func run(_ arguments: [String], extra: [String: String] = [:], stdin: [UInt8]? = nil) throws -> CommandResult {
        try Sandbox.run(DanshuBinary.path, arguments, environment: environment.merging(extra) { $1 }, stdin: stdin, folder: folder)
    }

    /// Convenience: `run("log", "1x2")`.
    @discardableResult
    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> CommandResult {
        try run(arguments, extra: extra)
    }

    /// Runs a program to its end, with output captured in files (no pipe can fill up and stall it).
    static func run(_ program: String, _ arguments: [String], environment: [String: String], stdin: [UInt8]? = nil,
                    folder: String) throws -> CommandResult {
        let id = UUID().uuidString
        let outPath = folder + "/.out-\(id)", errPath = folder + "/.err-\(id)"
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
        return CommandResult(status: process.terminationStatus, stdoutBytes: [UInt8](out), stderr: String(decoding: err, as: UTF8.self))
    }

    /// Holds the journal's lock from another process (util-linux `flock`) while `body` runs.
    func holdingLock<T>(_ body: () throws -> T) throws -> T {
        let lockFile = journal + ".lock"
        try FileManager.default.createDirectory(atPath: (lockFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [lockFile, "sh", "-c", "echo locked; exec cat"]
        let input = Pipe(), output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        defer {
            try? input.fileHandleForWriting.close()  // cat ends, and with it the lock
            holder.waitUntilExit()
        }
        // The line appears once flock holds the lock.
        let ready = output.fileHandleForReading.availableData
        #expect(String(decoding: ready, as: UTF8.self).hasPrefix("locked"))
        return try body()
    }
}

/// Journals written by hand for the tests, in the journal's own format.
enum Fixture {
    static let settings = #"{"dailyLimitGrams": 20, "dayStartsAtHour": 4, "gaugeMaxGrams": 60, "language": "ja", "mouse": false, "soberDaysPerWeekGoal": 2, "weekStartsOn": "sunday"}"#

    static let presets = """
        [
            {"abv": 5, "ml": 500, "name": "ビール500缶"},
            {"abv": 13, "ml": 120, "name": "赤ワイン1杯"},
            {"abv": 15, "ml": 180, "name": "日本酒1合"}
          ]
        """

    /// A journal with these day lines (`"2026-11-28": {...}`), the settings and three presets.
    static func journal(_ days: [String], settings: String = settings) -> String {
        let body = days.isEmpty ? "{}" : "{\n" + days.map { "    " + $0 }.joined(separator: ",\n") + "\n  }"
        return """
            {
              "format": "danshu-journal",
              "version": 1,
              "settings": \(settings),
              "presets": \(presets),
              "days": \(body)
            }

            """
    }

    /// November 2026 for the statistics: 12 sober days, 4 drinking days (40.0, 12.5, 0.0 and 64.8 g).
    static let november = journal([
        #""2026-11-01": {"drank": false}"#,
        #""2026-11-02": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#,
        #""2026-11-03": {"drank": false}"#,
        #""2026-11-05": {"drank": true, "drinks": [{"abv": 13, "count": 1, "grams": 12.5, "ml": 120, "name": "赤ワイン1杯"}]}"#,
        #""2026-11-10": {"drank": true, "drinks": []}"#,
        #""2026-11-15": {"drank": true, "drinks": [{"abv": 15, "count": 3, "grams": 21.6, "ml": 180, "name": "日本酒1合"}], "note": "忘年会"}"#,
        #""2026-11-20": {"drank": false}"#,
        #""2026-11-21": {"drank": false}"#,
        #""2026-11-22": {"drank": false}"#,
        #""2026-11-23": {"drank": false}"#,
        #""2026-11-24": {"drank": false}"#,
        #""2026-11-25": {"drank": false}"#,
        #""2026-11-26": {"drank": false}"#,
        #""2026-11-27": {"drank": false}"#,
        #""2026-11-28": {"drank": false}"#,
        #""2026-11-29": {"drank": false}"#,
    ])

    /// Names and notes that CSV must quote, Japanese, and text that would drive a terminal.
    static let awkward = journal([
        #""2026-11-20": {"drank": true, "drinks": [{"abv": 7, "count": 2, "grams": 19.6, "ml": 350, "name": "Weird, \"name\"\nsecond line"}, {"abv": 15.5, "count": 1, "grams": 22.3, "ml": 180, "name": "日本酒:大吟醸, 冷"}, {"count": 1, "grams": 10.5, "name": "grams only"}], "note": "multi\r\nline, \"quoted\" メモ"}"#,
        #""2026-11-21": {"drank": false, "note": "\u001b]0;pwned\u0007\u001b[31mred"}"#,
        #""2026-11-22": {"drank": true, "drinks": []}"#,
        #""2026-11-23": {"note": "note only, no answer"}"#,
        #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#,
    ])

    /// Not JSON: a journal no command may write over.
    static let corrupt = "{\n  \"format\": \"danshu-journal\",\n  \"version\": 1,\n  \"days\": {\"2026-11-28\": {\"drank\": tru}}\n}\n"
}

extension Sandbox {
    /// Runs a command that must be refused with exit 2 and `message` on standard error, leaving the
    /// journal byte for byte as it was (or absent) and standard output empty.
    func expectRefused(_ arguments: [String], _ message: String, extra: [String: String] = [:],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
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
