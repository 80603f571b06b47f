import DanshuCLI
import DanshuCore
import Foundation
import Testing

/// What one in-process run of the command line did.
struct CommandResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Standard output as the bytes a pipe would carry.
    var stdoutBytes: [UInt8] { Array(stdout.utf8) }
    /// Standard output split into lines, without the final empty one.
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    var description: String { "exit \(status)\nstdout: \(stdout.debugDescription)\nstderr: \(stderr.debugDescription)" }
}

/// One user's command line, run in-process through a test `Host`: a temporary home whose journal is
/// `<folder>/data/danshu/journal.json`, an environment of its own, a clock at noon on Sunday 2026-11-29,
/// and standard output and error that are pipes unless `terminal` is set. The store works on the real
/// files of the folder, which is removed afterwards.
final class CLI {
    let folder: String
    /// Variables every run gets.
    var environment: [String: String]
    /// The local clock every run sees: a date (`YYYY-MM-DD`) and an hour.
    var now: (date: String, hour: Int) = ("2026-11-29", 12)
    /// The minute of the clock's hour.
    var minute = 0
    /// The seconds each run slept (`danshu urge --wait`), in order: sleeping moves the run's clock on by as much.
    private(set) var slept: [Int] = []
    /// Whether standard output and error are a terminal (then text from the journal is made inert).
    var terminal = false

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("danshu-cli-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
        environment = ["HOME": folder + "/home", "XDG_DATA_HOME": folder + "/data", "LANG": "C.UTF-8"]
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// The journal the commands use.
    var journal: String { folder + "/data/danshu/journal.json" }

    /// A path inside the folder.
    func file(_ name: String) -> String { folder + "/" + name }

    /// The journal's bytes, nil when there is no file.
    var journalBytes: [UInt8]? { bytes(of: journal) }

    /// The journal as text ("" when there is no file).
    var journalText: String { String(decoding: journalBytes ?? [], as: UTF8.self) }

    func bytes(of path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

    /// Writes the journal (making its folder).
    func writeJournal(_ text: String) { write(text, to: journal) }

    func write(_ text: String, to path: String) { write(Array(text.utf8), to: path) }

    func write(_ bytes: [UInt8], to path: String) {
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    /// Runs `danshu ARGUMENTS` with the environment plus `extra`; `stdin` is what `-` reads; `undecodableArgument`
    /// plays an argument whose bytes were not UTF-8 (as `main` finds it).
    @discardableResult
    func run(_ arguments: [String], extra: [String: String] = [:], stdin: [UInt8] = [], undecodableArgument: Int? = nil)
        -> CommandResult
    {
        var output = ""
        var error = ""
        // The run's clock, which a sleep moves on.
        var clock = (date: LocalDate(iso: now.date) ?? LocalDate(dayNumber: 0), minutes: now.hour * 60 + minute)
        let terminal = terminal
        // Standard input line by line too (`danshu ask`): what is left after the last line break is a last line.
        var lines = String(decoding: stdin, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        let host = Host(
            environment: environment.merging(extra) { $1 },
            clock: { (clock.date.adding(days: clock.minutes / 1440), clock.minutes % 1440 / 60, clock.minutes % 60) },
            writeOutput: { output += $0 },
            writeError: { error += $0 },
            // Standard input is never a terminal: bare `danshu` must not start the screen in a test.
            isTerminal: { $0 == 0 ? false : terminal },
            readFile: { path in path == "-" ? .success(stdin) : Host.readAll(path) },
            readLine: { lines.isEmpty ? nil : lines.removeFirst() },
            sleep: { [self] (seconds: Int) in
                slept.append(seconds)
                clock.minutes += (seconds + 59) / 60
            })
        let status = CommandLineApp.run(arguments, host: host, undecodableArgument: undecodableArgument)
        return CommandResult(status: status, stdout: output, stderr: error)
    }

    /// Convenience: `run("log", "1x2")`.
    @discardableResult
    func run(_ arguments: String..., extra: [String: String] = [:]) -> CommandResult {
        run(arguments, extra: extra)
    }

    /// Runs a command that must succeed with exactly this standard output and standard error, as
    /// swift-argument-parser's `AssertExecuteCommand` does; a difference is shown line by line.
    func expect(
        _ arguments: [String], prints expected: String, says message: String = "", status: Int32 = 0,
        extra: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = run(arguments, extra: extra)
        #expect(result.status == status, "\(arguments): \(result)", sourceLocation: sourceLocation)
        if result.stdout != expected {
            Issue.record(
                "\(arguments): standard output differs\n\(lineDiff(expected: expected, actual: result.stdout))",
                sourceLocation: sourceLocation)
        }
        #expect(result.stderr == message, "\(arguments)", sourceLocation: sourceLocation)
    }

    /// Runs a command that must be refused with exit 2 and `message` on standard error, leaving the
    /// journal byte for byte as it was (or absent) and standard output empty.
    func expectRefused(
        _ arguments: [String], _ message: String, extra: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = journalBytes
        let result = run(arguments, extra: extra)
        #expect(result.status == 2, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("danshu: "), sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
        #expect(journalBytes == before, "\(arguments) changed the journal", sourceLocation: sourceLocation)
    }
}

/// The lines of two texts side by side where they differ: `-` expected, `+` actual.
func lineDiff(expected: String, actual: String) -> String {
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(want.count, got.count) {
        let a = index < want.count ? String(want[index]) : nil
        let b = index < got.count ? String(got[index]) : nil
        if a == b {
            out.append("  " + (a ?? ""))
            continue
        }
        if let a { out.append("- " + a.debugDescription) }
        if let b { out.append("+ " + b.debugDescription) }
    }
    return out.joined(separator: "\n")
}
