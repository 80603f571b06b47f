import DanshuCore
import DanshuStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal file: load time, and the time of a save after one change beside a bare
/// write+fsync+rename of the same number of bytes in the same folder.
struct JournalFileBench: BenchSection {
    /// One journal size and its targets.
    struct Case {
        var label: String
        var years: Int
        /// The last days that hold three urges each.
        var urgeDays = 0
        /// Load must take at most this many milliseconds.
        var loadTarget: Int
        /// A save after one change must take at most this many times a bare write.
        var saveTargetRatio: Int
    }

    let cases = [
        Case(label: "10 years", years: 10, loadTarget: 2, saveTargetRatio: 5),
        // design.md §9: a year of urges, three a day, within the same targets.
        Case(label: "10 y + urges", years: 10, urgeDays: 365, loadTarget: 2, saveTargetRatio: 5),
        Case(label: "50 years", years: 50, loadTarget: 10, saveTargetRatio: 10),
    ]
    let runs = 15

    var title: String { "Journal file (median of \(runs) runs)" }

    func run(in folder: String) throws -> BenchReport {
        var table = BenchTable([
            ("journal", false), ("days", true), ("size", true), ("load", true), ("target", true), ("load?", false),
            ("save 1 change", true), ("bare write", true), ("ratio", true), ("target", true), ("save?", false),
            ("first save", true),
        ])
        var passed = true
        var notes: [String] = []
        for c in cases {
            let journal = SampleJournal.make(years: c.years, urgeDays: c.urgeDays)
            let path = folder + "/journal-\(c.years)y-\(c.urgeDays).json"
            let store = JournalStore(path: path)
            try store.save(journal)
            let size = store.lastBytes?.count ?? 0

            let loaded = try JournalStore(path: path).load()
            if loaded != journal {
                notes.append("\(c.label): the loaded journal differs from the saved one")
                passed = false
            }
            let load = try Stopwatch.median(runs: runs) { try JournalStore(path: path).load() }

            var changing = journal
            let dates = journal.days.keys.sorted()
            var step = 0
            let save = try Stopwatch.median(runs: runs) {
                step += 1
                let date = dates[(step * 7919) % dates.count]
                changing.days[date]?.note = "change \(step)"
                try store.save(changing, changed: [date])
            }
            if store.daysEncodedLastSave != 1 {
                notes.append("\(c.label): a save after one change encoded \(store.daysEncodedLastSave) days")
                passed = false
            }
            let bare = try Stopwatch.median(runs: runs) { try Self.bareWrite(size: size, in: folder) }
            // The first save of a run: a store that has only loaded the file, one day changed.
            var firstSaves: [Double] = []
            for step in 0..<runs {
                let fresh = JournalStore(path: path)
                var loaded = try fresh.load()
                loaded.days[dates[(step * 7919) % dates.count]]?.note = "first \(step)"
                let start = Stopwatch.now()
                try fresh.save(loaded)
                firstSaves.append(Stopwatch.now() - start)
            }
            let firstSave = firstSaves.sorted()[runs / 2]

            let loadOK = load * 1000 <= Double(c.loadTarget)
            let ratio = save / bare
            let saveOK = ratio <= Double(c.saveTargetRatio)
            passed = passed && loadOK && saveOK
            table.rows.append([
                c.label, String(journal.days.count), Format.size(size),
                Format.duration(load), Format.atMost(milliseconds: c.loadTarget), Format.verdict(loadOK),
                Format.duration(save), Format.duration(bare), Format.ratio(ratio),
                Format.atMost(times: c.saveTargetRatio), Format.verdict(saveOK), Format.duration(firstSave),
            ])
        }
        notes.append("save: encode the changed day, write a temporary file, fsync, rename, fsync the folder")
        notes.append("bare write: write the same number of bytes to a file, fsync, rename over another")
        notes.append("first save: the first save of a store that has only loaded the journal (it makes the .bak)")
        return BenchReport(table: table, notes: notes, passed: passed)
    }

    /// write + fsync + rename of `size` bytes, the floor any durable save pays.
    static func bareWrite(size: Int, in folder: String) throws {
        let bytes = [UInt8](repeating: 0x20, count: size)
        let temporary = folder + "/bare.tmp"
        let target = folder + "/bare.json"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw BenchError.system("open", errno) }
        defer { close(descriptor) }
        var written = 0
        while written < size {
            let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + written }, size - written) }
            guard n > 0 else { throw BenchError.system("write", errno) }
            written += n
        }
        guard fsync(descriptor) == 0 else { throw BenchError.system("fsync", errno) }
        guard rename(temporary, target) == 0 else { throw BenchError.system("rename", errno) }
    }
}

/// A failed system call in a benchmark.
enum BenchError: Error {
    case system(String, Int32)
}
