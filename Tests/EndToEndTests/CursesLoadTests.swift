import Foundation
import Testing

/// ncurses is loaded when the screen starts, not when the program does (docs/decisions.md, "What the binary links"):
/// the commands that only print run without it, and a screen without it is refused with the system's reason.
@Suite("ncurses loaded with the screen")
struct CursesLoadTests {
    /// A folder whose `libncursesw.so.6` is not a library: on LD_LIBRARY_PATH, the loader finds it first and fails,
    /// as it would on a machine without ncurses.
    static func brokenLibrary(in folder: String) throws -> String {
        let lib = folder + "/lib"
        try FileManager.default.createDirectory(atPath: lib, withIntermediateDirectories: true)
        try Data("not a library\n".utf8).write(to: URL(fileURLWithPath: lib + "/libncursesw.so.6"))
        return lib
    }

    @Test("no loadable ncurses: the screen is refused with exit 2, the loader's reason and what to install, one language, nothing written",
          arguments: [[String](), ["--lang", "en"]])
    func refusedWithoutCurses(arguments: [String]) async throws {
        let folder = try TmuxSession.Folder()
        let lib = try Self.brokenLibrary(in: folder.path)
        let app = try TmuxSession(folder: folder, arguments: arguments, environment: ["LD_LIBRARY_PATH": lib])
        #expect(try await app.exitStatus() == 2)
        let english = arguments.contains("en")
        let screen = try await app.waitFor(english ? "cannot load ncurses" : "ncurses を読み込めません", joined: true)
        #expect(screen.contains("libncursesw.so.6") && screen.contains("apt install libncursesw6"), "\(screen)")
        let message = screen.split(separator: "\n").filter { $0.contains("danshu") }.joined(separator: "\n")
        let japanese = message.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
        #expect(japanese != english, "one language: \(message)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data")
        #expect(written.isEmpty, "nothing written, not even the lock file: \(written)")
    }

    @Test("the commands that only print never load ncurses: log, status and check run where it cannot be loaded")
    func printingCommandsWithoutCurses() throws {
        let box = Sandbox()
        let lib = try Self.brokenLibrary(in: box.file("broken"))
        let without = ["LD_LIBRARY_PATH": lib]
        let logged = try box.run(["log", "yesterday", "1"], extra: without)
        #expect(logged.status == 0, "\(logged.stderr)")
        let status = try box.run(["status"], extra: without)
        #expect(status.status == 0 && !status.stdout.isEmpty, "\(status.stderr)")
        let check = try box.run(["check"], extra: without)
        #expect(check.status == 0, "\(check.stderr)")
    }
}
