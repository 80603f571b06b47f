import DanshuCore
import DanshuStore

// danshu-bench: `make bench`. Runs each section in a fresh temporary folder, prints its table and
// its targets, and exits 1 when a target is missed.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let sections: [any BenchSection] = [
    JournalFileBench(),
    KeyPressBench(),
]

/// A fresh folder under $TMPDIR (or /tmp), removed afterwards.
func temporaryFolder() -> String? {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/danshu-bench-XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
}

func removeFolder(_ path: String) {
    guard let folder = opendir(path) else { return }
    while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { unlink(path + "/" + name) }
    }
    closedir(folder)
    rmdir(path)
}

// For a profiler (perf, callgrind), the load alone: DANSHU_BENCH_WRITE=<file> writes the 10-year sample journal there
// (with DANSHU_BENCH_URGE_DAYS=N, urges on its last N days); DANSHU_BENCH_LOAD=<file> loads that journal 20 times and
// nothing else.
if let out = getenv("DANSHU_BENCH_WRITE").map({ String(cString: $0) }) {
    let urgeDays = getenv("DANSHU_BENCH_URGE_DAYS").flatMap { Int(String(cString: $0)) } ?? 0
    do { try JournalStore(path: out).save(SampleJournal.make(years: 10, urgeDays: urgeDays)) } catch {
        print("cannot write \(out): \(error)")
        exit(1)
    }
    exit(0)
}
if let only = getenv("DANSHU_BENCH_LOAD").map({ String(cString: $0) }) {
    var kept: [Journal] = []
    for _ in 0..<20 {
        do { kept.append(try JournalStore(path: only).load()) } catch {
            print("cannot load \(only): \(error)")
            exit(1)
        }
    }
    print("loaded \(only) \(kept.count) times")
    exit(0)
}

print("danshu bench (release build)")
var allPassed = true
for section in sections {
    print("")
    print(section.title)
    guard let folder = temporaryFolder() else {
        print("  cannot make a temporary folder")
        allPassed = false
        continue
    }
    defer { removeFolder(folder) }
    do {
        let report = try section.run(in: folder)
        for line in report.table.render() { print(line) }
        for note in report.notes { print("  " + note) }
        allPassed = allPassed && report.passed
    } catch {
        print("  failed: \(error)")
        allPassed = false
    }
}
print("")
print(allPassed ? "all targets met" : "some targets missed")
exit(allPassed ? 0 : 1)
