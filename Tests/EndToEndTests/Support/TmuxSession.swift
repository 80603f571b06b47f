import Foundation

/// The real danshu binary running in a private tmux server: keys in, screen text and exit status out.
///
/// Each session has its own server (`-L` socket, `-f /dev/null`), so tests run in parallel. Every window
/// runs danshu under `sh` (never an interactive bash, which repairs tty modes and hides bugs); when the
/// app ends, the wrapper records its exit status and then `stty -a`, and sleeps so the pane stays readable.
final class TmuxSession: @unchecked Sendable {
    /// Where a test keeps its journal and the wrappers' records; removed with everything in it.
    final class Folder: @unchecked Sendable {
        let path: String

        init() throws {
            var template = Array((NSTemporaryDirectory() + "/danshu-e2e-XXXXXX").utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
                throw Failure("cannot create a temporary folder")
            }
            path = String(cString: made)
            try FileManager.default.createDirectory(atPath: path + "/data", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: path + "/runs", withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// The journal every session in this folder opens with `--file`.
        var journal: String { path + "/data/journal.json" }

        /// The journal's bytes, or nil when it does not exist yet.
        func journalBytes() -> Data? { FileManager.default.contents(atPath: journal) }

        /// The journal's days as plain JSON objects keyed by date (empty when there is no journal).
        func journalDays() throws -> [String: [String: Any]] {
            guard let data = journalBytes() else { return [:] }
            let object = try JSONSerialization.jsonObject(with: data)
            guard let top = object as? [String: Any], let days = top["days"] as? [String: [String: Any]] else {
                throw Failure("journal has no days object:\n" + String(decoding: data, as: UTF8.self))
            }
            return days
        }

        /// The journal's preset names, in order.
        func journalPresetNames() throws -> [String] {
            guard let data = journalBytes(),
                let top = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let presets = top["presets"] as? [[String: Any]]
            else { return [] }
            return presets.compactMap { $0["name"] as? String }
        }
    }

    /// A harness failure, carrying what the screen showed when it happened.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The size new sessions start with, the minimum the main screen needs.
    static let defaultWidth = 80
    static let defaultHeight = 24
    /// How long to wait for something to show up before failing.
    static let defaultTimeout: Duration = .seconds(10)
    private static let pollInterval: Duration = .milliseconds(25)

    let folder: Folder
    /// The tmux socket name, also the prefix of this session's files in `runs/`.
    let socket: String
    /// The socket file; tmux leaves it behind after `kill-server`.
    private var socketPath: String?
    private var windowCount = 0
    private let lock = NSLock()

    /// Starts a server whose first window (0) runs danshu on the folder's journal.
    /// `environment` adds variables on top of the fixed ones (UTF-8 locale, pinned today, no milestone animation:
    /// `"NO_MOTION": ""` brings it back); `term` is the
    /// terminal type tmux gives the pane; `ignoredSignals` (`INT`, `HUP`) start the app with those ignored,
    /// as `nohup` or a background job would; `unset` names variables the app starts without (TERM);
    /// `runAs` goes before the binary (`setpriv …` for another user). `recordOutput` keeps everything the app
    /// writes to the pane, from its first byte, for `waitForOutput`; `typedAhead` are keys already waiting
    /// in the terminal when the app starts (both are set in the command that starts the app, so that neither
    /// depends on how soon the test gets to it).
    init(
        folder: Folder, arguments: [String] = [], environment: [String: String] = [:],
        width: Int = TmuxSession.defaultWidth, height: Int = TmuxSession.defaultHeight,
        term: String = "tmux-256color", ignoredSignals: [String] = [], unset: [String] = [], runAs: [String] = [],
        recordOutput: Bool = false, typedAhead: [String] = []
    ) throws {
        guard access(Self.binaryPath, X_OK) == 0 else {
            throw Failure("no danshu binary at \(Self.binaryPath): run `swift build` or set DANSHU_BIN")
        }
        self.folder = folder
        socket =
            "\(ProcessInfo.processInfo.environment["DANSHU_E2E_TAG"] ?? "danshu-e2e")-\(getpid())-\(UUID().uuidString.prefix(8))"
        var variables = [
            "LANG": "C.UTF-8", "TERM": term, "SWIFT_BACKTRACE": "interactive=no",
            "DANSHU_TODAY": "2026-11-29", "NO_MOTION": "1",
        ]
        variables.merge(Sanitizers.options) { _, new in new }
        variables.merge(environment) { _, new in new }
        let command = wrapperCommand(
            window: 0, arguments: arguments, ignoredSignals: ignoredSignals, unset: unset, runAs: runAs)
        // tmux sets a pane's TERM from `default-terminal`, over `-e TERM`, so set the option before the session.
        var tmuxArguments = [
            "start-server", ";", "set-option", "-g", "default-terminal", term, ";",
            "new-session", "-d", "-s", "app", "-c", folder.path, "-x", String(width), "-y", String(height),
        ]
        for (name, value) in variables.sorted(by: { $0.key < $1.key }) { tmuxArguments += ["-e", "\(name)=\(value)"] }
        tmuxArguments.append(command)
        // One command list: the server runs it whole before it reads the pane, so the pipe sees the first byte.
        if recordOutput {
            tmuxArguments += [";", "pipe-pane", "-o", "-t", "app:0", "cat >> " + Self.quoted(runFile(0, "output"))]
        }
        if !typedAhead.isEmpty { tmuxArguments += [";", "send-keys", "-t", "app:0"] + typedAhead }
        windowCount = 1
        try tmuxChecked(tmuxArguments)
        socketPath = try? tmuxChecked(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    deinit { kill() }

    /// Opens another window running danshu on the same journal and returns its index.
    func openWindow(arguments: [String] = []) throws -> Int {
        let index = lock.withLock { () -> Int in
            defer { windowCount += 1 }
            return windowCount
        }
        try tmuxChecked([
            "new-window", "-t", "app:\(index)", "-c", folder.path, wrapperCommand(window: index, arguments: arguments),
        ])
        return index
    }

    // MARK: Output

    /// The screen as text, one line per row. `joined` joins lines the terminal wrapped (long messages).
    /// `escapes` keeps the color and attribute escapes.
    func screen(window: Int = 0, joined: Bool = false, escapes: Bool = false) throws -> String {
        var arguments = ["capture-pane", "-p", "-t", target(window)]
        if joined { arguments.append("-J") }
        if escapes { arguments.append("-e") }
        return try tmuxChecked(arguments)
    }

    /// Polls the screen until it contains every one of `texts`; returns that screen, or throws with the last one.
    @discardableResult
    func waitFor(
        _ texts: String..., window: Int = 0, joined: Bool = false, escapes: Bool = false,
        timeout: Duration = TmuxSession.defaultTimeout
    ) async throws -> String {
        try await waitForScreen(
            window: window, joined: joined, escapes: escapes, timeout: timeout,
            what: texts.joined(separator: " + ")
        ) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }

    /// Polls the screen until `isDone` holds for it, the app is asleep and the next capture is the same: tmux can
    /// show a frame half written, and an app held up halfway through writing one (runnable on a loaded machine)
    /// would leave it so for both captures; asleep, all it wrote is in tmux by the second capture. Returns that
    /// screen, or throws with the last one. The deadline is judged after a look, so
    /// a test held up past it by a busy machine still sees what the app drew; what shows only for a moment (the
    /// confetti) is for `waitForOutput`, since a test can be held up for longer than that.
    @discardableResult
    func waitForScreen(
        window: Int = 0, joined: Bool = false, escapes: Bool = false,
        timeout: Duration = TmuxSession.defaultTimeout,
        what: String, until isDone: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while true {
            last = try screen(window: window, joined: joined, escapes: escapes)
            let done = isDone(last)
            let busy = done && appBusy(window: window)
            if done, !busy, try screen(window: window, joined: joined, escapes: escapes) == last { return last }
            guard ContinuousClock.now < deadline else {
                throw Failure(
                    "timed out after \(timeout) waiting for \(what)\(busy ? " (the app was still busy)" : ""); the screen shows:\n\(last)"
                )
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// Sends keys, then waits until the screen contains every one of `texts`, which it must not all do before.
    @discardableResult
    func press(_ keys: String..., window: Int = 0, until texts: String...) async throws -> String {
        let what = texts.joined(separator: " + ")
        let before = try screen(window: window)
        guard !texts.allSatisfy({ before.contains($0) }) else {
            throw Failure(
                "\(what) already shows before \(keys.joined(separator: " ")), so waiting for it would prove nothing; "
                    + "the screen shows:\n\(before)")
        }
        try send(keys, window: window)
        return try await waitForScreen(window: window, what: what) { screen in texts.allSatisfy { screen.contains($0) }
        }
    }

    /// Sends keys, then waits until `isDone` holds, which it must not before: the wait is the proof that the app
    /// has taken the keys, and a wait for what is already on the screen proves nothing (the next key would race).
    @discardableResult
    func press(
        _ keys: String..., window: Int = 0, joined: Bool = false, timeout: Duration = TmuxSession.defaultTimeout,
        what: String, until isDone: (String) -> Bool
    ) async throws -> String {
        let before = try screen(window: window, joined: joined)
        guard !isDone(before) else {
            throw Failure(
                "\(what) already holds before \(keys.joined(separator: " ")), so waiting for it would prove nothing; "
                    + "the screen shows:\n\(before)")
        }
        try send(keys, window: window)
        return try await waitForScreen(window: window, joined: joined, timeout: timeout, what: what, until: isDone)
    }

    /// Presses Esc alone and waits for what only its handling shows. The app reads Esc followed within 25 ms by
    /// another key as Alt plus that key and drops both, so the next key may go only once the Esc has acted.
    @discardableResult
    func pressEscape(
        window: Int = 0, timeout: Duration = TmuxSession.defaultTimeout,
        what: String, until isDone: (String) -> Bool
    ) async throws -> String {
        try await press("Escape", window: window, timeout: timeout, what: what, until: isDone)
    }

    /// Presses Esc alone and waits until the screen contains every one of `texts`, none of which may be the
    /// whole answer before (see `press`).
    @discardableResult
    func pressEscape(until texts: String..., window: Int = 0, timeout: Duration = TmuxSession.defaultTimeout)
        async throws -> String
    {
        try await pressEscape(window: window, timeout: timeout, what: texts.joined(separator: " + ")) { screen in
            texts.allSatisfy { screen.contains($0) }
        }
    }

    /// Polls what the app wrote to window 0 (started with `recordOutput`) until it holds `text`; returns it all.
    /// For what shows only for a moment (the confetti), which the screen may no longer show when the test looks.
    @discardableResult
    func waitForOutput(_ text: String, timeout: Duration = TmuxSession.defaultTimeout) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let output = String(
                decoding: FileManager.default.contents(atPath: runFile(0, "output")) ?? Data(), as: UTF8.self)
            if output.contains(text) { return output }
            guard ContinuousClock.now < deadline else {
                throw Failure(
                    "timed out after \(timeout) waiting for the app to write \(text); it wrote \(output.utf8.count) bytes:\n"
                        + output.debugDescription.suffix(2000))
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// The app's exit status, once the wrapper has recorded it.
    func exitStatus(window: Int = 0, timeout: Duration = TmuxSession.defaultTimeout) async throws -> Int32 {
        let text = try await waitForFile(
            runFile(window, "status"), timeout: timeout, what: "the exit status of window \(window)")
        guard let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure("unreadable exit status: \(text)")
        }
        return status
    }

    /// `stty -a` as the wrapper saw the terminal right after the app ended.
    func terminalModesAfterExit(window: Int = 0, timeout: Duration = TmuxSession.defaultTimeout) async throws -> String
    {
        try await waitForFile(runFile(window, "stty"), timeout: timeout, what: "stty -a after window \(window) ended")
    }

    /// The app's process id, recorded by the wrapper just before it became danshu.
    func appPID(window: Int = 0, timeout: Duration = TmuxSession.defaultTimeout) async throws -> pid_t {
        let text = try await waitForFile(runFile(window, "pid"), timeout: timeout, what: "the pid of window \(window)")
        guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure("unreadable pid: \(text)")
        }
        return pid
    }

    /// What the kernel says a process is doing (state, wait channel, system call, threads' states), for a
    /// failure message about a process that did not end.
    static func processReport(_ pid: pid_t) -> String {
        func read(_ name: String) -> String {
            ((try? String(contentsOfFile: "/proc/\(pid)/\(name)", encoding: .utf8)) ?? "(gone)").trimmingCharacters(
                in: .whitespacesAndNewlines)
        }
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let threadStates = threads.map { tid in
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/stat", encoding: .utf8)) ?? ""
            let wchan = (try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/wchan", encoding: .utf8)) ?? ""
            return "\(tid): \(stat.split(separator: ")").last?.prefix(3) ?? "?") \(wchan)"
        }
        return "stat: \(read("stat"))\nwchan: \(read("wchan"))\nsyscall: \(read("syscall"))\nthreads: \(threadStates)"
    }

    /// Waits until a process has ended (gone, or a zombie nobody has reaped yet); false at the deadline.
    static func waitForEnd(of pid: pid_t, timeout: Duration = TmuxSession.defaultTimeout) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            // Look before judging the deadline: a test held up past it by a busy machine still sees the end.
            let passed = ContinuousClock.now >= deadline
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            // The state follows the parenthesized command name.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            if passed { return false }
            try await Task.sleep(for: pollInterval)
        }
    }

    /// Closes a window as a closed terminal emulator would: its terminal hangs up.
    func closeWindow(_ window: Int = 0) throws {
        try tmuxChecked(["kill-window", "-t", target(window)])
    }

    /// A tmux format evaluated for a window's pane, e.g. `#{alternate_on}`.
    func paneFormat(_ format: String, window: Int = 0) throws -> String {
        try tmuxChecked(["display-message", "-p", "-t", target(window), format]).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Polls a tmux format until it reads `expected` and returns it, or what it last read at the deadline: tmux
    /// acts on what was written to the pane in its own time, so a pane's title or modes can lag the write (or an
    /// exit status the wrapper recorded after the app's last output).
    func paneFormat(
        _ format: String, becomes expected: String, window: Int = 0,
        timeout: Duration = TmuxSession.defaultTimeout
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let value = try paneFormat(format, window: window)
            if value == expected || ContinuousClock.now >= deadline { return value }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// Stops the server and everything running in it. Safe to call more than once.
    func kill() {
        _ = try? Self.tmux(socket: socket, ["kill-server"])
        if let socketPath, socketPath.hasSuffix("/" + socket) { unlink(socketPath) }
    }

    // MARK: Running tmux

    func target(_ window: Int) -> String { "app:\(window)" }

    private func runFile(_ window: Int, _ kind: String) -> String { "\(folder.path)/runs/\(socket)-w\(window).\(kind)" }

    /// Whether a window's app may be halfway through writing a frame: running or runnable (R), or in an
    /// uninterruptible wait (D). Asleep (waiting for a key, a timer or room to write), ended or not started: false.
    private func appBusy(window: Int) -> Bool {
        guard let text = try? String(contentsOfFile: runFile(window, "pid"), encoding: .utf8),
            let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)),
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[close...].dropFirst(2).first
        return state == "R" || state == "D"
    }

    private func waitForFile(_ path: String, timeout: Duration, what: String) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let data = FileManager.default.contents(atPath: path) { return String(decoding: data, as: UTF8.self) }
            guard ContinuousClock.now < deadline else {
                let screen = (try? screen(joined: true)) ?? "(no screen)"
                throw Failure("timed out after \(timeout) waiting for \(what); the screen shows:\n\(screen)")
            }
            try await Task.sleep(for: Self.pollInterval)
        }
    }

    /// The `sh -c` line a window runs: record the app's pid, run it, then its status and `stty -a`
    /// (each written to a temporary name and renamed, so a reader never sees half a file).
    /// `trap : INT` keeps the wrapper alive through Ctrl-C while the app gets SIGINT at its default; on a
    /// hang-up the wrapper waits for the app (sh runs traps after the foreground command) and then leaves,
    /// so the app is reaped and no `sleep` outlives the terminal.
    private func wrapperCommand(
        window: Int, arguments: [String], ignoredSignals: [String] = [], unset: [String] = [],
        runAs: [String] = []
    ) -> String {
        let pid = runFile(window, "pid")
        let status = runFile(window, "status")
        let stty = runFile(window, "stty")
        let without = unset.isEmpty ? [] : ["env"] + unset.flatMap { ["-u", $0] }
        let app = (runAs + without + [Self.binaryPath, "--file", folder.journal] + arguments).map(Self.quoted).joined(
            separator: " ")
        let ignore = ignoredSignals.isEmpty ? "" : "trap \"\" \(ignoredSignals.joined(separator: " ")); "
        let script = """
            trap : INT; trap 'exit 129' HUP; \
            sh -c '\(ignore)echo $$ > "$0.tmp" && mv "$0.tmp" "$0" && exec "$@"' \(Self.quoted(pid)) \(app); \
            echo $? > \(Self.quoted(status + ".tmp")); mv \(Self.quoted(status + ".tmp")) \(Self.quoted(status)); \
            stty -a > \(Self.quoted(stty + ".tmp")) 2>&1; mv \(Self.quoted(stty + ".tmp")) \(Self.quoted(stty)); \
            exec sleep 600
            """
        return "sh -c " + Self.quoted(script)
    }

    @discardableResult
    func tmuxChecked(_ arguments: [String]) throws -> String {
        let result = try Self.tmux(socket: socket, arguments)
        guard result.status == 0 else {
            throw Failure("tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.error)")
        }
        return result.output
    }

    /// Runs one tmux client command against a server, with a clean environment and signal mask.
    static func tmux(socket: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        // Fix 1: the server must not inherit the descriptor Foundation watches the child with, or the wait hangs.
        let closeInherited =
            #"for f in /proc/$$/fd/*; do n=${f##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; exec tmux "$@""#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", closeInherited, "bash", "-L", socket, "-f", "/dev/null"] + arguments
        // Only what tmux needs: the server's global environment becomes the app's, and a developer's
        // NO_COLOR, DANSHU_FILE or COLORTERM must not leak into the tests.
        let inherited = ProcessInfo.processInfo.environment
        process.environment = [
            "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
        ]
        let output = Pipe()
        let error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try withClearSignalMask { try process.run() }
        // The server daemonizes onto /dev/null, so these reach end of file when the client exits.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    /// Fix 2: test threads block most signals and children inherit the mask (then SIGWINCH never reaches
    /// the app, and `kill-server` leaves strays), so launch with nothing blocked.
    static func withClearSignalMask<T>(_ body: () throws -> T) rethrows -> T {
        var empty = sigset_t()
        var saved = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }

    /// The binary under test: `DANSHU_BIN` (the Makefile sets it), else the package's debug build.
    static var binaryPath: String { DanshuBinary.path }

    /// Single-quotes a word for sh.
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
