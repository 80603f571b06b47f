import DanshuStorm

// danshu-storm: the key storm of DanshuStorm at full length, in a release build.
// `danshu-storm [KEYS] [SEED] [--typical]` (default 100000 keys, seed 2026, sizes anywhere from 1×1 to 300×100;
// `--typical` weights them toward common and small sizes as the test suite does); prints the figures and
// exits 1 on any failure.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--typical" }
let sizes: KeyStorm.SizeMix = CommandLine.arguments.contains("--typical") ? .typical : .uniform
let keys = arguments.first.flatMap { Int($0) } ?? 100_000
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 2026

var start = timespec()
var end = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
var storm = KeyStorm(seed: seed, sizes: sizes)
storm.run(keys: keys)
clock_gettime(CLOCK_MONOTONIC, &end)
let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9

let report = storm.report
print(
    "danshu-storm: \(report.keys) keys (seed \(seed)) in \(Int(seconds * 1000)) ms, \(Int(Double(report.keys) / seconds)) keys/s"
)
print(
    "  \(report.actions) actions, \(report.saves) changes, \(report.fullFrames) full frames (\(report.phoneFrames) of them at a phone's "
        + "40×16 to 79×21), \(report.smallFrames) below the minimum size")
print(
    "  reached \(report.mostPresets) presets, \(report.mostEntries) entries on a day, a count of \(report.highestCount); "
        + "refused at: \(report.refusals.sorted().joined(separator: ", "))")
print(
    "  \(report.lockedRefusals) changing keys refused on a locked day, \(report.unlocks) opened with Enter, "
        + "\(report.feelingsSaved) feelings saved, \(report.celebrations) milestones celebrated, \(report.quits) quits (started again)"
)
print("  \(report.unavailable) keys pressed while the key line left them out, each changing nothing")
for failure in report.failures { print("  FAIL " + failure) }
exit(report.failures.isEmpty ? 0 : 1)
