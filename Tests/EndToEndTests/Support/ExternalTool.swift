import Foundation

/// The package's own files, for tests that read the README, the manual page, the scripts and the completions.
enum Project {
    /// The package root: this file is <root>/Tests/EndToEndTests/Support/ExternalTool.swift.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// A path inside the package: `Project.path("docs/danshu.1")`.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// A file of the package as text.
    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }
}

/// Programs besides danshu that some tests drive (python3, groff, bash, zsh, fish, make), found on PATH.
enum ExternalTool {
    /// The program's full path, or nil when it is not installed.
    static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Whether the program is installed.
    static func exists(_ name: String) -> Bool { path(name) != nil }

    /// Runs an installed program to its end in `box`'s folder, with only PATH, HOME and LANG from the
    /// test's environment plus `environment`; a missing program is a test failure with its name.
    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:], in box: Sandbox) throws
        -> CommandResult
    {
        guard let program = path(name) else { throw Missing(name: name) }
        var variables = [
            "PATH": box.environment["PATH"] ?? "/usr/bin:/bin", "HOME": box.folder + "/home", "LANG": "C.UTF-8",
        ]
        variables.merge(environment) { _, new in new }
        return try Sandbox.run(program, arguments, environment: variables, folder: box.folder)
    }

    /// A program a test needs is not installed.
    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) is not installed (make test installs what the tests need)" }
    }
}
