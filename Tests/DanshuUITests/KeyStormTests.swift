import DanshuStorm
import DanshuUI
import Foundation
import Testing

/// The key storm of `DanshuStorm` (see `KeyStorm`): random keys from every table of the keymap, text in
/// several scripts and hostile characters, clicks resolved through the frame, the wheel and resizes, each
/// followed by every check. A debug build renders a few hundred frames a second, so the suite sends a
/// shorter storm; `make test` then runs the full 100,000 keys in a release build (`danshu-storm`).
/// `DANSHU_STORM_KEYS` sets the length here.
@Suite("Key storm")
struct KeyStormTests {
    static let keys = ProcessInfo.processInfo.environment["DANSHU_STORM_KEYS"].flatMap { Int($0) } ?? 3_000

    @Test("random keys, clicks and resizes keep every invariant", arguments: [KeyStorm.SizeMix.typical])
    func storm(sizes: KeyStorm.SizeMix) {
        var storm = KeyStorm(seed: 2026, sizes: sizes)
        let elapsed = ContinuousClock().measure { storm.run(keys: Self.keys) }
        let report = storm.report
        print(
            "key storm: \(report.keys) keys in \(elapsed): \(report.actions) actions, \(report.saves) changes, "
                + "\(report.fullFrames) full frames, refused at \(report.refusals.sorted())")
        #expect(report.keys == Self.keys)
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        // The storm reaches a phone's sizes (issue 44), where the checks hold as elsewhere.
        #expect(
            report.phoneFrames > report.fullFrames / 10,
            "\(report.phoneFrames) of \(report.fullFrames) full frames at a phone's sizes")
    }

    @Test("the same seed gives the same storm")
    func replayable() {
        var first = KeyStorm(seed: 7)
        var second = KeyStorm(seed: 7)
        first.run(keys: 300)
        second.run(keys: 300)
        #expect(first.state == second.state)
        #expect(first.report.saves == second.report.saves && first.report.saves > 0)
    }
}
