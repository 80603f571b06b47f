import Foundation

/// The real danshu binary in the tests' own terminal emulator (`wide_terminal.py`, on pyte), set up as a
/// Japanese terminal may be: East Asian Ambiguous characters (○ ─ │ ▶ █ …) drawn two cells wide or one,
/// cursor-position requests answered from its own cursor or never. Bytes in; screen, requests and exit
/// status out. The app runs under `xterm-256color` with exactly the environment given here.
final class WideTerminal: @unchecked Sendable {
    /// How the terminal behaves.
    struct Options {
        /// Cells an East Asian Ambiguous character takes: 2 as with vim's `ambiwidth=double`, or 1.
        var ambiguousWidth = 2
        /// Whether `ESC [ 6 n` is answered with `ESC [ row ; column R`.
        var answers = true
        /// How late the answers come (a terminal under load, or far away over ssh).
        var answerDelayMilliseconds = 0
        /// Typed when the first cursor-position request arrives, before it is answered.
        var typedOnFirstRequest = ""
        /// Drawn on the normal screen before the app starts, as a shell prompt would be.
        var before = ""
        var columns = 80
        var lines = 24
    }

    /// The state the emulator last wrote.
    struct Snapshot: Decodable {
        /// The screen in view, one string per row.
        var lines: [String]
        /// Whether the alternate screen is in view.
        var alternate: Bool
        /// Seconds from the app's start to this screen.
        var changedAt: Double
        /// Seconds from the app's start to each cursor-position request it sent.
        var requests: [Double]
        /// The exit status once the app has ended (128 + N for signal N).
        var status: Int32?
        /// Whether the app had stopped writing (everything read, the app asleep): not half a frame.
        var settled: Bool

        /// The screen as text, rows without their trailing blanks.
        var text: String { lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n") }
    }

    typealias Failure = TmuxSession.Failure

    let folder: TmuxSession.Folder
    private let process = Process()
    private let input = Pipe()
    private let stateFolder: String
    private static let pollInterval: Duration = .milliseconds(25)

    /// Starts the app on the folder's journal. `environment` adds to (or replaces) the fixed variables:
    /// UTF-8 locale, `TERM=xterm-256color`, today pinned to 2026-11-29.
    init(
        folder: TmuxSession.Folder, options: Options = Options(), arguments: [String] = [],
        environment: [String: String] = [:]
    ) throws {
        guard access(DanshuBinary.path, X_OK) == 0 else {
            throw Failure("no danshu binary at \(DanshuBinary.path): run `swift build` or set DANSHU_BIN")
        }
        self.folder = folder
        stateFolder = folder.path + "/runs/wide-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)

        var variables = [
            "LANG": "C.UTF-8", "TERM": "xterm-256color", "DANSHU_TODAY": "2026-11-29", "NO_MOTION": "1",
            "SWIFT_BACKTRACE": "interactive=no", "HOME": folder.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        variables.merge(Sanitizers.options) { _, new in new }
        variables.merge(environment) { _, new in new }
        let app =
            ["/usr/bin/env", "-i"] + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            + [DanshuBinary.path, "--file", folder.journal] + arguments

        var emulator = [
            Project.path("Tests/EndToEndTests/Support/wide_terminal.py"), "--state", stateFolder,
            "--ambiguous", String(options.ambiguousWidth), "--columns", String(options.columns),
            "--lines", String(options.lines),
        ]
        if !options.answers { emulator.append("--no-answer") }
        if options.answerDelayMilliseconds > 0 {
            emulator += ["--answer-delay", String(options.answerDelayMilliseconds)]
        }
        if !options.typedOnFirstRequest.isEmpty { emulator += ["--type-on-request", options.typedOnFirstRequest] }
        if !options.before.isEmpty { emulator += ["--before", options.before] }

        process.executableURL = URL(fileURLWithPath: try Self.pythonWithPyte())
        process.arguments = emulator + ["--"] + app
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: stateFolder + "/stderr", contents: nil)
        process.standardError = FileHandle(forWritingAtPath: stateFolder + "/stderr")
        try TmuxSession.withClearSignalMask { try process.run() }
    }

    deinit { close() }

    /// The python3 on PATH, as its own full path, once it is known to import pyte; a loud failure otherwise.
    static func pythonWithPyte() throws -> String {
        try pythonLookup.get()
    }

    private static let pythonLookup: Result<String, Failure> = {
        guard let python = ExternalTool.path("python3") else {
            return .failure(Failure("python3 is not installed (scripts/ensure-deps.sh installs it; make test runs it)"))
        }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import sys, pyte; sys.stdout.write(sys.executable)"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(Failure("cannot run \(python): \(error)")) }
        // Its output ends when it does; waitUntilExit() could wait behind Foundation's one manager thread.
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard !path.isEmpty, access(path, X_OK) == 0 else {
            return .failure(
                Failure(
                    """
                    the Python package pyte is not installed for \(python): run scripts/ensure-deps.sh \
                    (make test runs it), or python3 -m pip install pyte
                    """))
        }
        return .success(path)
    }()

    // MARK: Input

    /// Types text into the terminal as one write (`"y"`, `"\u{1B}[A"`).
    func type(_ text: String) throws {
        guard process.isRunning else { throw Failure("the terminal emulator has ended:\n\(emulatorErrors())") }
        let line = text.utf8.map { String(format: "%02x", $0) }.joined() + "\n"
        try input.fileHandleForWriting.write(contentsOf: Data(line.utf8))
    }

    /// Types `text`, then waits until `isDone` holds, which it must not before: the wait is the proof that the
    /// app has taken the text (an Esc followed within 25 ms by the next key would be read as Alt plus that key).
    @discardableResult
    func press(
        _ text: String, what: String, timeout: Duration = TmuxSession.defaultTimeout,
        until isDone: (Snapshot) -> Bool
    ) async throws -> Snapshot {
        if let before = try snapshot(), isDone(before) {
            throw Failure(
                "\(what) already holds before \(text.debugDescription) is typed, so waiting for it would prove nothing; "
                    + "the screen shows:\n\(before.text)")
        }
        try type(text)
        return try await waitForState(what: what, timeout: timeout, until: isDone)
    }

    // MARK: Output

    /// What the emulator last wrote, nil before it has written anything.
    func snapshot() throws -> Snapshot? {
        guard let data = FileManager.default.contents(atPath: stateFolder + "/state.json") else { return nil }
        return try JSONDecoder().decode(Snapshot.self, from: data)
    }

    /// Polls until the screen contains every one of `texts`; returns that state.
    @discardableResult
    func waitFor(_ texts: String..., timeout: Duration = TmuxSession.defaultTimeout) async throws -> Snapshot {
        try await waitForState(what: texts.joined(separator: " + "), timeout: timeout) { state in
            texts.allSatisfy { state.text.contains($0) }
        }
    }

    /// Polls until `isDone` holds for a settled state (the app had stopped writing: a frame larger than ncurses'
    /// output buffer comes in several writes, and the emulator writes a state after each read); returns that
    /// state, or throws with the last screen. The deadline is checked after a look, so a test thread held up past
    /// it by a busy machine still sees what the app drew.
    @discardableResult
    func waitForState(
        what: String, timeout: Duration = TmuxSession.defaultTimeout,
        until isDone: (Snapshot) -> Bool
    ) async throws -> Snapshot {
        let deadline = ContinuousClock.now + timeout
        while true {
            let passed = ContinuousClock.now >= deadline
            let state = try snapshot()
            if let state, state.settled, isDone(state) { return state }
            guard !passed else {
                let shown = state.map {
                    "\($0.text)\n(changed at \($0.changedAt) s, requests at \($0.requests) s, settled: \($0.settled))"
                }
                throw Failure(
                    "timed out after \(timeout) waiting for \(what); the screen shows:\n\(shown ?? "nothing yet")\n\(emulatorErrors())"
                )
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// The app's exit status, once it has ended.
    func exitStatus(timeout: Duration = TmuxSession.defaultTimeout) async throws -> Int32 {
        let state = try await waitForState(what: "the app to end", timeout: timeout) { $0.status != nil }
        return state.status ?? -1
    }

    /// Lets the emulator go: it hangs up the app if it still runs (SIGKILL two seconds later) and ends.
    /// Does not wait, so that no test thread blocks on it. Safe to call more than once.
    func close() {
        try? input.fileHandleForWriting.close()
    }

    /// What the emulator wrote to standard error (a Python traceback), for failure messages.
    private func emulatorErrors() -> String {
        let errors = (try? String(contentsOfFile: stateFolder + "/stderr", encoding: .utf8)) ?? ""
        return errors.isEmpty ? "" : "wide_terminal.py said:\n" + errors
    }
}
