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
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue
            {
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
            try ExternalTool.run(
                "make",
                [
                    "-C", Project.root, "--no-print-directory", target, "DESTDIR=" + destdir,
                    "PREFIX=/usr/local", "BIN=" + DanshuBinary.path,
                ], in: box)
        }

        let installed = try make("install")
        #expect(installed.status == 0, "make install: \(installed.stderr)")
        #expect(!installed.stdout.contains("swift build"), "BIN= must skip the release build:\n\(installed.stdout)")
        #expect(Self.files(under: destdir) == Self.expected.map(\.path))
        for file in Self.expected {
            let path = destdir + "/" + file.path
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
                .intValue
            #expect(mode == file.mode, "\(file.path) has mode \(String(mode ?? 0, radix: 8))")
            let source = file.source.map(Project.path) ?? DanshuBinary.path
            #expect(
                FileManager.default.contentsEqual(atPath: path, andPath: source),
                "\(file.path) is not a copy of \(source)")
        }
        let version = try Sandbox.run(
            destdir + "/usr/local/bin/danshu", ["--version"], environment: box.environment, folder: box.folder)
        #expect(version.stdout == "danshu 0.1.0\n")

        // A file of the user's beside ours stays.
        box.write("mine", to: destdir + "/usr/local/bin/other-tool")
        let removed = try make("uninstall")
        #expect(removed.status == 0, "make uninstall: \(removed.stderr)")
        #expect(Self.files(under: destdir) == ["usr/local/bin/other-tool"])
    }
}

/// `make run`'s set-up on a fresh machine (issue 26, item 9): only what building needs, never the test tools. Run
/// with a PATH holding only the programs the script itself uses and an `apt-get` that writes down what it was asked.
@Suite("make run's set-up installs what building needs, and nothing for the tests")
struct RunSetUpTests {
    /// A folder of programs: links to the real ones named, and an `apt-get` and `sudo` that log their arguments.
    static func path(with tools: [String]) throws -> (folder: String, log: String) {
        let folder = NSTemporaryDirectory() + "danshu-runsetup-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for tool in tools {
            let real = try #require(ExternalTool.path(tool), "\(tool) is needed to run ensure-deps.sh")
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + tool, withDestinationPath: real)
        }
        let log = folder + "/apt.log"
        for fake in ["apt-get", "sudo"] {
            let script = fake == "sudo" ? "#!/bin/sh\n\"$@\"\n" : "#!/bin/sh\necho \"$*\" >> \(log)\n"
            _ = FileManager.default.createFile(
                atPath: folder + "/" + fake, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        }
        return (folder, log)
    }

    static func setUp(_ purpose: String, path: String) throws -> CommandResult {
        try Sandbox.run(
            "/bin/sh", [Project.path("scripts/ensure-deps.sh"), purpose],
            environment: ["PATH": path, "HOME": NSTemporaryDirectory()],
            folder: NSTemporaryDirectory())
    }

    @Test(
        "with the headers and pkg-config there, it installs nothing, though tmux, zsh, fish, groff, git, chromium and pyte are missing"
    )
    func nothingWhenBuildable() throws {
        let (folder, log) = try Self.path(with: ["pkg-config", "id", "cat", "echo"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.setUp("build", path: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: log),
            "apt-get was asked: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("without pkg-config it installs pkg-config alone")
    func onlyBuildTools() throws {
        let (folder, log) = try Self.path(with: ["id", "cat", "echo"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.setUp("build", path: folder)
        let asked = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(asked.contains("install"), "\(result.stderr)")
        var packages: Set<String> = []
        for line in asked.split(separator: "\n") where line.contains("install") {
            for word in line.split(separator: " ") where !word.hasPrefix("-") && word != "install" {
                packages.insert(String(word))
            }
        }
        // The headers are found by their file when pkg-config is missing; on a machine without them both are asked.
        #expect(packages.isSubset(of: ["pkg-config", "libncurses-dev"]) && packages.contains("pkg-config"), "\(asked)")
    }

    @Test("make run builds through the build set-up only")
    func makeRunUsesBuildPurpose() throws {
        let result = try Sandbox.run(
            "/usr/bin/make", ["-n", "-C", Project.path(""), "run"], environment: ProcessInfo.processInfo.environment,
            folder: NSTemporaryDirectory())
        #expect(result.stdout.contains("ensure-deps.sh build"), "\(result.stdout)")
        #expect(!result.stdout.contains("ensure-deps.sh test"), "\(result.stdout)")
    }
}
