import Foundation
import Testing

/// A lock held by another process. Unreadable journals, command by command, are in DanshuCLITests.
@Suite("danshu with a locked journal")
struct JournalFailureTests {
    /// Command lines that change the journal.
    static let writers: [[String]] = [
        ["log", "1"], ["log", "-1", "--sober"], ["presets", "add", "x", "5", "500"], ["presets", "rm", "1"],
        ["presets", "mv", "1", "2"], ["config", "language", "en"], ["import", "IMPORT"],
    ]

    /// Command lines that only read, which a held lock does not stop.
    static let readOnly: [[String]] = [
        ["show"], ["status"], ["stats", "--json"], ["export"], ["check"], ["presets", "list"], ["config"],
        ["import", "IMPORT", "--dry-run"],
    ]

    func importFile(_ box: Sandbox) -> String {
        let file = box.file("import.csv")
        box.write("date,drank,name,ml,abv,grams,count,note\n2026-11-04,false,,,,,,\n", to: file)
        return file
    }

    @Test(arguments: writers)
    func aHeldLockStopsWritersWithExit4(_ arguments: [String]) throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let file = importFile(box)
        let before = box.journalBytes
        let result = try box.holdingLock { try box.run(arguments.map { $0 == "IMPORT" ? file : $0 }) }
        #expect(result.status == 4, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "danshu: 別の danshu がこのジャーナルを使用中です（\(box.journal).lock がロックされています）\n")
        #expect(box.journalBytes == before)
    }

    @Test(arguments: readOnly)
    func readersDoNotNeedTheLock(_ arguments: [String]) throws {
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let file = importFile(box)
        let result = try box.holdingLock { try box.run(arguments.map { $0 == "IMPORT" ? file : $0 }) }
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }

    @Test func aWriterWaitsForAShortLock() throws {
        let box = Sandbox()
        try FileManager.default.createDirectory(atPath: box.folder + "/data/danshu", withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [box.journal + ".lock", "sh", "-c", "echo locked; exec cat"]
        let input = Pipe()
        let output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        let lock = HeldLock(input.fileHandleForWriting)
        defer {
            lock.release()
            holder.waitUntilExit()
        }
        #expect(String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("locked"))
        // Let go half a second after log starts, well within its 2 s: log can then succeed only by waiting, whatever the clock.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { lock.release() }
        let result = try box.run("log", "1")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(lock.released, "log did not wait for the lock: it was done before the lock was let go")
        #expect(box.journalBytes != nil)
    }

    /// The lock `flock … cat` holds until its standard input ends; let go once, from whichever thread comes first.
    final class HeldLock: @unchecked Sendable {
        private let input: FileHandle
        private let mutex = NSLock()
        private var done = false

        init(_ input: FileHandle) { self.input = input }

        /// Whether the lock has been let go (marked before it goes, so whoever takes it next sees true).
        var released: Bool { mutex.withLock { done } }

        func release() {
            mutex.withLock {
                guard !done else { return }
                done = true
                try? input.close() // cat ends, and with it the lock
            }
        }
    }
}
