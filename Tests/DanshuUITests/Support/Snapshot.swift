import DanshuUI
import Foundation
import Testing

// Text snapshots of canvases, kept in Tests/DanshuUITests/Snapshots/<name>.txt.
//
// - A missing snapshot is recorded and the test passes with a warning, so a new view test needs one run;
//   under CI (env CI set) a missing snapshot fails instead, since it was never reviewed or committed.
// - RECORD_SNAPSHOTS=1 re-records every snapshot and fails each test, so a recording run is never green.
// - A mismatch fails with a line diff: `-` expected and `+` actual lines, with their row numbers.

/// The folder with the snapshot files: `Snapshots/` beside this file's `Support/` folder.
private let snapshotsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

/// Whether this run re-records snapshots (RECORD_SNAPSHOTS=1).
let isRecordingSnapshots = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"

/// The file that holds the snapshot `name`.
func snapshotFile(named name: String) -> URL {
    snapshotsFolder.appendingPathComponent(name + ".txt")
}

/// Compares the canvas's text to the snapshot `name`.
func assertSnapshot(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    assertSnapshot(canvas.text, named: name, sourceLocation: sourceLocation)
}

/// Compares the canvas's text followed by its style map (see `Canvas.styleMap`) to the snapshot `name`,
/// so a changed color or attribute fails as surely as changed text.
func assertStyleSnapshot(
    _ canvas: Canvas, named name: String, legend: [Style: Character] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = canvas.text + "\n\n--- styles ---\n" + canvas.styleMap(legend: legend)
    assertSnapshot(text, named: name, sourceLocation: sourceLocation)
}

/// Compares text to the snapshot `name`, recording it when missing or when RECORD_SNAPSHOTS=1.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = snapshotFile(named: name)
    let recording = isRecordingSnapshots
    let stored = try? String(contentsOf: file, encoding: .utf8)

    if let stored, !recording {
        let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
        if expected != text {
            Issue.record(
                """
                Snapshot "\(name)" differs from \(file.path) (rerun with RECORD_SNAPSHOTS=1 to accept):
                \(snapshotDiff(expected: expected, actual: text))
                """, sourceLocation: sourceLocation)
        }
        return
    }
    if stored == nil, !recording, !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty {
        Issue.record(
            "Snapshot \"\(name)\" is missing at \(file.path); record it with RECORD_SNAPSHOTS=1 and commit it.",
            sourceLocation: sourceLocation)
        return
    }
    do {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: file)
    } catch {
        Issue.record("Could not record snapshot \"\(name)\" at \(file.path): \(error)", sourceLocation: sourceLocation)
        return
    }
    if recording {
        Issue.record(
            "Recorded snapshot \"\(name)\" at \(file.path); unset RECORD_SNAPSHOTS and rerun to compare.",
            sourceLocation: sourceLocation)
    } else {
        Issue.record(
            "Recorded new snapshot \"\(name)\" at \(file.path); review and commit it.",
            severity: .warning, sourceLocation: sourceLocation)
    }
}

/// The changed lines between two texts: `-` lines with their expected row and `+` lines with their actual row
/// (rows count from 1), in order.
func snapshotDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    let rowDigits = String(max(old.count, new.count)).count
    func numbered(_ row: Int) -> String {
        let digits = String(row + 1)
        return String(repeating: " ", count: rowDigits - digits.count) + digits
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count, removed.contains(i) {
            lines.append("\(numbered(i)) -\(old[i])")
            i += 1
        } else if j < new.count, inserted.contains(j) {
            lines.append("\(numbered(j)) +\(new[j])")
            j += 1
        } else {
            i += 1
            j += 1
        }
    }
    return lines.joined(separator: "\n")
}
