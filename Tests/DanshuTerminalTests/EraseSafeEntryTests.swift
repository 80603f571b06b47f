import Foundation
import Testing

@testable import DanshuTerminal

/// mlterm's entries, copied without `ech` and `el1` (`Terminfo.EraseSafeEntry`): ncurses reads the copy back with
/// every other capability as it was. Read back by `infocmp` from ncurses-term's compiled entries (`make test` installs it).
@Suite struct EraseSafeEntryTests {
    /// `infocmp -x` of an entry, one capability a line, without the comment that names the file it came from.
    static func capabilities(_ name: String, folder: String? = nil) throws -> [String] {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/infocmp")
        process.arguments = ["-x", "-1"] + (folder.map { ["-A", $0] } ?? []) + [name]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            "infocmp \(name) failed: is ncurses-term installed? (scripts/ensure-deps.sh test)")
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
    }

    @Test(
        "each mlterm entry's copy lacks ech and el1 and keeps every other capability; both number formats",
        arguments: ["mlterm", "mlterm-256color", "mlterm2", "mlterm3", "mlterm-direct", "xterm-direct"])
    func copyReadsBack(name: String) throws {
        let path = try #require(Terminfo.path(of: name, environment: [:]), "no compiled entry \(name) (ncurses-term)")
        let entry = try #require(FileManager.default.contents(atPath: path))
        let changed = try #require(Terminfo.EraseSafeEntry.withoutCountedErasures(Array(entry)))
        let folder = NSTemporaryDirectory() + "danshu-entry-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let letter = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        try FileManager.default.createDirectory(atPath: folder + "/" + letter, withIntermediateDirectories: true)
        try Data(changed).write(to: URL(fileURLWithPath: folder + "/" + letter + "/" + name))

        let original = try Self.capabilities(name)
        let copy = try Self.capabilities(name, folder: folder)
        #expect(
            original.contains { $0.hasPrefix("ech=") } && original.contains { $0.hasPrefix("el1=") }, "\(name) had both"
        )
        let kept = original.filter { !$0.hasPrefix("ech=") && !$0.hasPrefix("el1=") }
        #expect(copy == kept, "\(name): \(Set(copy).symmetricDifference(kept))")
    }

    @Test("only inside mlterm is an entry copied; the copy's folder is gone once removed; other bytes are no entry")
    func onlyMlterm() throws {
        #expect(Terminfo.EraseSafeEntry(of: "xterm-256color", environment: [:]) == nil)
        // mlterm's own default: TERM=xterm, with MLTERM set to its version.
        let insideMlterm = try #require(Terminfo.EraseSafeEntry(of: "xterm-256color", environment: ["MLTERM": "3.9.3"]))
        #expect(FileManager.default.fileExists(atPath: insideMlterm.folder + "/x/xterm-256color"))
        insideMlterm.remove()
        let copy = try #require(Terminfo.EraseSafeEntry(of: "mlterm", environment: ["TMPDIR": NSTemporaryDirectory()]))
        #expect(FileManager.default.fileExists(atPath: copy.folder + "/m/mlterm"))
        copy.remove()
        #expect(!FileManager.default.fileExists(atPath: copy.folder))
        #expect(Terminfo.EraseSafeEntry.withoutCountedErasures(Array("not a terminfo entry".utf8)) == nil)
        #expect(
            Terminfo.EraseSafeEntry.withoutCountedErasures([0x1A, 0x01, 0xFF, 0x7F, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)
    }
}
