import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore

/// A fresh folder for one test, removed with everything in it when the value goes away.
final class TemporaryFolder {
    let path: String

    init() {
        let base =
            NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        var template = Array((base + "/danshu-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        path = made.map { String(cString: $0) } ?? NSTemporaryDirectory() + "/danshu-test-\(UUID().uuidString)"
        if made == nil { try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the folder.
    func file(_ name: String) -> String { path + "/" + name }
}

/// Test helpers for files.
enum Files {
    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static func write(_ bytes: [UInt8], to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    static func write(_ text: String, to path: String) { write(Array(text.utf8), to: path) }

    /// Permission bits of a file (following links).
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}

/// Starting and stopping child processes with posix_spawn, so tests can SIGKILL them.
enum Child {
    /// Starts `program` (looked up in PATH when it has no slash) with a clear signal mask.
    static func spawn(_ program: String, _ arguments: [String]) throws -> pid_t {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let env = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + env { free(pointer) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, program, nil, &attributes, argv, env)
        guard result == 0 else { throw ChildError.spawnFailed(program, result) }
        return pid
    }

    /// Waits for a child and returns its exit status (or 128 + signal).
    @discardableResult
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Runs a program to its end and returns its exit status.
    static func run(_ program: String, _ arguments: [String]) throws -> Int32 {
        wait(try spawn(program, arguments))
    }

    /// Polls until `condition` holds, for at most `seconds`; true when it did.
    static func poll(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }
}

enum ChildError: Error {
    case spawnFailed(String, Int32)
}

/// Journals the tests write and read.
enum Fixture {
    static func date(_ iso: String) -> LocalDate {
        guard let date = LocalDate(iso: iso) else {
            Issue.record("bad fixture date \(iso)")
            return LocalDate(dayNumber: 0)
        }
        return date
    }

    /// design.md §3's example.
    static let designExample = Journal(
        settings: Settings(),
        presets: Array(Preset.defaults.prefix(2)),
        days: [
            date("2026-11-27"): .sober,
            date("2026-11-28"): DayRecord(
                drank: true,
                drinks: [
                    DrinkEntry(name: "ビール500缶", ml: 500, abvTenths: 50, gramsTenths: 200, count: 2)
                ], note: "optional free text"),
        ])

    /// Every shape a journal can take: decimals, one-offs without ml or ABV, a day with only a note,
    /// a drinking day without drinks, text that needs escapes, characters outside the BMP.
    static let everyShape: Journal = {
        var settings = Settings()
        settings.dailyLimitGrams = 40
        settings.dayStartsAtHour = 5
        settings.gaugeMaxGrams = 80
        settings.language = .en
        settings.mouse = true
        settings.soberDaysPerWeekGoal = 3
        settings.weekStartsOn = .monday
        return Journal(
            settings: settings,
            presets: Preset.defaults + [Preset(name: "Craft \"IPA\" 6.5%", abvTenths: 65, ml: 330)],
            days: [
                date("2026-11-01"): .sober,
                date("2026-11-02"): DayRecord(
                    drank: true,
                    drinks: [
                        DrinkEntry(name: "ストロング 9% 500ml", ml: 500, abvTenths: 90, gramsTenths: 360, count: 1),
                        DrinkEntry(name: "Craft \"IPA\" 6.5%", ml: 330, abvTenths: 65, gramsTenths: 172, count: 3),
                    ]),
                date("2026-11-03"): DayRecord(
                    drank: true,
                    drinks: [
                        DrinkEntry(name: "梅酒 (grams only)", ml: nil, abvTenths: nil, gramsTenths: 135, count: 1)
                    ], note: "乾杯🍺\nline two\ttab \\ back \u{01} \u{7F} end"),
                date("2026-11-04"): DayRecord(drank: nil, note: "記録だけ"),
                date("2026-11-05"): DayRecord(drank: true),
                date("2026-11-06"): DayRecord(drank: false, note: ""),
            ])
    }()
}
