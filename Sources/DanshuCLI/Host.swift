import DanshuCore
import DanshuUI

#if canImport(Glibc)
    import Glibc
    /// The C library's `write`, which `Host.write` would otherwise hide.
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    /// The C library's `write`, which `Host.write` would otherwise hide.
    private let systemWrite = Darwin.write
#endif

/// Every operating-system call the command line needs, behind one value tests can replace.
public struct Host {
    var environment: [String: String]
    /// The local clock: today's calendar date, the hour and the minute, read at once (an urge's time, design.md §9).
    var clock: () -> (date: LocalDate, hour: Int, minute: Int)
    var writeOutput: (String) -> Void
    var writeError: (String) -> Void
    /// Whether a file descriptor is a terminal.
    var isTerminal: (Int32) -> Bool
    /// A whole file's bytes (`-` is standard input), or the `errno` code of why it cannot be read.
    var readFile: (String) -> Result<[UInt8], FileReadError>
    /// The next line of standard input without its line break; nil at its end (`danshu ask`).
    var readLine: () -> String?
    /// Waits this many seconds (`danshu urge --wait`); a test's host moves its clock on instead.
    var sleep: (Int) -> Void

    /// A host made of these parts: tests give their own environment, clock, output, terminals and files.
    package init(
        environment: [String: String],
        clock: @escaping () -> (date: LocalDate, hour: Int, minute: Int),
        writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        isTerminal: @escaping (Int32) -> Bool,
        readFile: @escaping (String) -> Result<[UInt8], FileReadError>,
        readLine: @escaping () -> String? = { nil },
        sleep: @escaping (Int) -> Void = { _ in }
    ) {
        self.environment = environment
        self.clock = clock
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.isTerminal = isTerminal
        self.readFile = readFile
        self.readLine = readLine
        self.sleep = sleep
    }

    /// A host whose clock reads the hour alone (at minute 0): for tests of what only the date and hour decide.
    package init(
        environment: [String: String],
        clock: @escaping () -> (date: LocalDate, hour: Int),
        writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        isTerminal: @escaping (Int32) -> Bool,
        readFile: @escaping (String) -> Result<[UInt8], FileReadError>,
        readLine: @escaping () -> String? = { nil }
    ) {
        self.init(
            environment: environment,
            clock: {
                let now = clock()
                return (now.date, now.hour, 0)
            },
            writeOutput: writeOutput, writeError: writeError, isTerminal: isTerminal, readFile: readFile,
            readLine: readLine)
    }

    /// The real process: its environment, the local time zone, stdout and stderr.
    public static var live: Host {
        let environment = Host.processEnvironment()
        return Host(
            environment: environment,
            clock: Host.localClock(startingAt: Today.pinnedClock(environment["DANSHU_NOW"])),
            writeOutput: { text in Host.write(1, text) },
            writeError: { text in Host.write(2, text) },
            isTerminal: { isatty($0) == 1 },
            readFile: Host.readAll,
            readLine: { Swift.readLine(strippingNewline: true) },
            sleep: Host.sleepSeconds)
    }

    /// The journal date of now: `DANSHU_TODAY` when set, else the local date, moved back a day before
    /// `dayStartsAtHour`.
    func today(dayStartsAtHour: Int) -> LocalDate {
        if let pinned = Today.pinned(environment["DANSHU_TODAY"]) { return pinned }
        let now = clock()
        return Today.date(localDate: now.date, hour: now.hour, dayStartsAtHour: dayStartsAtHour)
    }

    /// Now as the journal sees it (design.md §9): the journal day of `today(dayStartsAtHour:)` (so `DANSHU_TODAY` pins
    /// it) and the local clock's time.
    func now(dayStartsAtHour: Int) -> JournalMoment {
        let now = clock()
        let minutes = min(max(0, now.hour * 60 + now.minute), ClockTime.minutesPerDay - 1)
        guard let time = ClockTime(minutes: minutes) else { preconditionFailure("0..<1440 is a time of day") }
        if let pinned = Today.pinned(environment["DANSHU_TODAY"]) { return JournalMoment(day: pinned, time: time) }
        return JournalMoment(localDate: now.date, time: time, dayStartsAtHour: dayStartsAtHour)
    }

    /// A message on standard error, ending in a newline; made inert (`SafeText`) when standard error is a
    /// terminal, since messages quote file paths, names and values from the journal.
    func say(_ text: String) {
        writeError(isTerminal(2) ? Host.inertLines(text) + "\n" : text + "\n")
    }

    /// Each line made inert on its own, so the line breaks (and a CR before them) stay line breaks.
    static func inertLines(_ text: String) -> String {
        // Bytes, not Characters: CR LF is one Character and would hide the line break.
        Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D
                ? SafeText.sanitize(String(decoding: line.dropLast(), as: UTF8.self)) + "\r"
                : SafeText.sanitize(String(decoding: line, as: UTF8.self))
        }.joined(separator: "\n")
    }

    static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }

    static func localClock() -> (date: LocalDate, hour: Int, minute: Int) {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let date =
            LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? LocalDate(dayNumber: Int(now) / 86_400)
        return (date, Int(parts.tm_hour), Int(parts.tm_min))
    }

    /// Sleeps `seconds`, again after a signal that did not end the process.
    static func sleepSeconds(_ seconds: Int) {
        var request = timespec(tv_sec: seconds, tv_nsec: 0)
        var left = timespec()
        while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
    }

    /// The local clock, or, with `DANSHU_NOW` pinned, a clock that starts at that date and time and runs from there by
    /// the monotonic clock (so a test of a follow-up ten minutes on starts the app at the minute it wants).
    static func localClock(
        startingAt pinned: (date: LocalDate, time: ClockTime)?,
        monotonic: @escaping () -> Int64 = monotonicMilliseconds
    ) -> () -> (date: LocalDate, hour: Int, minute: Int) {
        guard let pinned else { return localClock }
        let start = monotonic()
        return {
            let minutes = pinned.time.minutes + Int((monotonic() - start) / 60_000)
            let date = pinned.date.adding(days: minutes / ClockTime.minutesPerDay)
            let minute = minutes % ClockTime.minutesPerDay
            return (date, minute / 60, minute % 60)
        }
    }

    /// Milliseconds on the monotonic clock.
    static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// A whole file, or standard input for `-`: what `live` reads with, for a test host that reads real files.
    package static func readAll(_ path: String) -> Result<[UInt8], FileReadError> {
        let fd = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(FileReadError(code: errno)) }
        defer { if fd != 0 { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { return .failure(FileReadError(code: EISDIR)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes.append(contentsOf: chunk[0..<n])
                // The journal's own size limit: `import /dev/zero` must end, not fill the memory.
                if bytes.count > Limits.fileBytes { return .failure(FileReadError(code: EFBIG)) }
            } else if n == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(FileReadError(code: errno))
            }
        }
    }

    static func write(_ fd: Int32, _ text: String) {
        write(fd, Array(text.utf8))
    }

    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(fd, base + offset, buffer.count - offset)
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }
}

/// Why a file could not be read: its `errno` code.
package struct FileReadError: Error {
    package var code: Int32

    package init(code: Int32) { self.code = code }
}
