import Foundation
import Testing

/// `make install` and `make uninstall` into a DESTDIR: exactly the binary, the manual page and the three
/// completions, and then none of them. `BIN=` hands over the binary under test, so no release build runs.
@Suite("make install and uninstall")
struct InstallTests {
    /// What `make install PREFIX=/usr/local` puts under DESTDIR, with each file's mode and source.
    static let expected: [(path: String, mode: Int, source: String?)] = [
        ("usr/local/bin/danshu", 0o755, nil),
        ("usr/local/share/bash-completion/completions/danshu", 0o644, "completions/danshu.bash"),
        ("usr/local/share/fish/vendor_completions.d/danshu.fish", 0o644, "completions/danshu.fish"),
        ("usr/local/share/man/man1/danshu.1", 0o644, "docs/danshu.1"),
        ("usr/local/share/zsh/site-functions/_danshu", 0o644, "completions/_danshu"),
    ]

    /// The regular files under a folder, relative to it, sorted.
    static func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test("install puts exactly the five files in place; uninstall removes exactly them")
    func installAndUninstall() throws {
        let box = Sandbox()
        let destdir = box.file("stage")
        func make(_ target: String) throws -> CommandResult {
            // Only PATH, HOME and LANG: no MAKEFLAGS from an outer `make test`.
            try ExternalTool.run("make", ["-C", Project.root, "--no-print-directory", target, "DESTDIR=" + destdir,
                                          "PREFIX=/usr/local", "BIN=" + DanshuBinary.path], in: box)
        }

        let installed = try make("install")
        #expect(installed.status == 0, "make install: \(installed.stderr)")
        #expect(!installed.stdout.contains("swift build"), "BIN= must skip the release build:\n\(installed.stdout)")
        #expect(Self.files(under: destdir) == Self.expected.map(\.path))
        for file in Self.expected {
            let path = destdir + "/" + file.path
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == file.mode, "\(file.path) has mode \(String(mode ?? 0, radix: 8))")
            let source = file.source.map(Project.path) ?? DanshuBinary.path
            #expect(FileManager.default.contentsEqual(atPath: path, andPath: source), "\(file.path) is not a copy of \(source)")
        }
        let version = try Sandbox.run(destdir + "/usr/local/bin/danshu", ["--version"], environment: box.environment, folder: box.folder)
        #expect(version.stdout == "danshu 0.1.0\n")

        // A file of the user's beside ours stays.
        box.write("mine", to: destdir + "/usr/local/bin/other-tool")
        let removed = try make("uninstall")
        #expect(removed.status == 0, "make uninstall: \(removed.stderr)")
        #expect(Self.files(under: destdir) == ["usr/local/bin/other-tool"])
    }
}
