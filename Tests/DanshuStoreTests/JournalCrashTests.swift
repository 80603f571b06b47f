import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore

@Suite("Journal crash safety")
struct JournalCrashTests {
    /// The day whose note counts the saves; as in danshu-save-loop.
    static let counterDay = LocalDate(dayNumber: 0)

    /// The journal after save number `n`: the same function as danshu-save-loop's `step`.
    static func step(_ journal: Journal, _ n: Int) -> Journal {
        var journal = journal
        let ml = 1 + n % 5000
        let abv = n % 1001
        journal.days[LocalDate(dayNumber: 20_000 + n % 61)] =
            n % 5 == 0
            ? .sober
            : DayRecord(
                drank: true,
                drinks: [
                    DrinkEntry(
                        name: "step \(n)", ml: ml, abvTenths: abv,
                        gramsTenths: PureAlcohol.tenths(ml: ml, abvTenths: abv), count: 1 + n % 9)
                ])
        journal.days[counterDay] = DayRecord(drank: nil, note: "save \(n)")
        journal.settings.gaugeMaxGrams = 10 + n % 491
        return journal
    }

    static func saves(in journal: Journal) -> Int {
        guard let note = journal.days[counterDay]?.note, note.hasPrefix("save ") else { return 0 }
        return Int(note.dropFirst(5)) ?? 0
    }

    /// danshu-save-loop beside the test binary (SwiftPM builds it with the tests), or in $DANSHU_BUILD_DIR.
    static func saveLoopBinary() -> String {
        if let folder = ProcessInfo.processInfo.environment["DANSHU_BUILD_DIR"], !folder.isEmpty {
            return folder + "/danshu-save-loop"
        }
        let me =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("danshu-save-loop").path
    }

    static func inode(_ path: String) -> ino_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : nil
    }

    @Test("a saver killed with SIGKILL at random moments always leaves a whole journal it meant to write")
    func killedWhileSaving() throws {
        let binary = Self.saveLoopBinary()
        try #require(
            FileManager.default.isExecutableFile(atPath: binary),
            "build danshu-save-loop first: swift build --build-tests (looked at \(binary))")
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let ready = folder.file("ready")

        var initial = Journal()
        for n in 0..<2000 {
            initial.days[LocalDate(dayNumber: 18_000 + n)] =
                n % 3 == 0
                ? .sober
                : DayRecord(drank: true, drinks: [Preset.defaults[n % 7].entry], note: n % 50 == 0 ? "メモ \(n)" : nil)
        }
        try JournalStore(path: path).save(initial)

        var random = SplitMix(seed: 20_261_128)
        var expected = initial
        var saved = 0
        var runStarts: [Int: Journal] = [0: initial]
        for run in 0..<30 {
            unlink(ready)
            let inodeBefore = Self.inode(path)
            let child = try Child.spawn(binary, [path, ready])
            let started = Child.poll(seconds: 20) { Files.exists(ready) }
            // Odd runs wait for a first save to finish, so every other kill lands after the backup
            // and the saver is sure to make progress; even runs may kill it during the first save.
            if run % 2 == 1 { _ = Child.poll(seconds: 20) { Self.inode(path) != inodeBefore } }
            usleep(UInt32(random.next(100_000)))
            kill(child, SIGKILL)
            let status = Child.wait(child)
            try #require(started, "the saver never got ready (exit status \(status))")
            #expect(status == 128 + SIGKILL, "the saver died on its own")

            let loaded = try JournalStore(path: path).load()
            let count = Self.saves(in: loaded)
            try #require(count >= saved, "the journal went back from save \(saved) to \(count)")
            for n in (saved + 1)...max(saved + 1, count) where n <= count { expected = Self.step(expected, n) }
            saved = count
            #expect(loaded == expected, "the journal after save \(count) is not the one the saver wrote")

            if Files.exists(path + ".bak") {
                let backup = try JournalStore(path: path + ".bak").load()
                #expect(runStarts[Self.saves(in: backup)] == backup, "the backup is not a journal a run started from")
            }
            runStarts[count] = loaded
        }
        #expect(saved >= 15, "the saver saved only \(saved) times in 30 runs, too few to test anything")
    }
}
