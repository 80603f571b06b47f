import DanshuApp
import DanshuCore
import DanshuTestSupport
import DanshuText
import DanshuUI
import Foundation
import Testing

@testable import DanshuCLI
@testable import DanshuStore

/// The whole run loop in-process: `InteractiveApp` on a journal in a temporary folder, a terminal of the tests' own
/// (scripted bursts of input, the frames it was given) and a clock that moves only while the app waits.
@Suite("The run loop, in-process")
struct RunLoopTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// A terminal that plays bursts of input in turn (each read at once, as a fast typist or a paste would send it),
    /// then hangs up; a `.wait` burst lets the app's whole wait pass.
    final class ScriptedTerminal: TerminalIO {
        enum Input {
            case key(Key)
            case text(String)
            /// The terminal takes this size, and the app is told.
            case resize(width: Int, height: Int)
            /// Nothing arrives within the wait.
            case wait
        }

        var size: (width: Int, height: Int) = (80, 24)
        private(set) var frames: [Frame] = []
        /// The waits the app asked for, in turn.
        private(set) var waits: [Int32] = []
        private(set) var milliseconds: Int64 = 0
        private var bursts: [[Input]]
        private var waiting: [Input] = []

        init(_ bursts: [[Input]]) { self.bursts = bursts }

        /// Bursts never read.
        var unread: Int { bursts.count }

        func draw(_ frame: Frame) { frames.append(frame) }
        func invalidate() {}

        func readKey(timeoutMilliseconds: Int32) -> InputEvent {
            if timeoutMilliseconds != 0 {
                waits.append(timeoutMilliseconds)
                guard !bursts.isEmpty else { return .hangup }
                waiting = bursts.removeFirst().flatMap { input -> [Input] in
                    if case .text(let text) = input { return text.map { .key(.character($0)) } }
                    return [input]
                }
            }
            guard !waiting.isEmpty else { return .timeout }
            switch waiting.removeFirst() {
            case .key(let key):
                return .key(key)
            case .text:
                return .timeout
            case .resize(let width, let height):
                size = (width, height)
                return .key(.resize)
            case .wait:
                milliseconds += Int64(max(timeoutMilliseconds, 0))
                return .timeout
            }
        }
    }

    /// A journal on disk in a folder of its own, and the app run on it until the script ends.
    final class Scene {
        let folder: String
        let path: String

        init(_ journal: Journal) throws {
            folder = NSTemporaryDirectory() + "danshu-loop-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = folder + "/journal.json"
            try JournalFile.replace(path, with: journal)
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// Runs the app with `terminal` (in color, with motion unless `NO_MOTION`); its exit status.
        func run(_ terminal: ScriptedTerminal, environment: [String: String] = [:]) throws -> Int32 {
            let store = JournalStore(path: path)
            let journal = try store.load()
            let session = JournalSession(path: path, store: store, lock: nil, home: nil, reportFolder: folder)
            let host = Host(
                environment: ["DANSHU_TODAY": RunLoopTests.today.iso].merging(environment) { $1 },
                clock: { (RunLoopTests.today, 12, 0) }, writeOutput: { _ in }, writeError: { _ in },
                isTerminal: { _ in true }, readFile: Host.readAll)
            return InteractiveApp.run(
                journal: journal, readOnly: nil, session: session, options: GlobalOptions(), host: host,
                terminal: terminal, mouse: false, color: true, milliseconds: { terminal.milliseconds })
        }

        func onDisk() throws -> Journal {
            try JournalReader.read(Array(FileManager.default.contents(atPath: path) ?? Data()), file: path)
        }
    }

    static func text(of frame: Frame?) -> String {
        guard let frame else { return "" }
        return (0..<frame.canvas.height).map { y in frame.canvas.cells(row: y).map(\.text).joined() }.joined(
            separator: "\n")
    }

    @Test("a note typed in one burst, Enter included, is one frame and reaches the disk whole")
    func typedBurst() throws {
        let scene = try Scene(Journal())
        let terminal = ScriptedTerminal([[.key(.character("m"))], [.text("休肝日"), .key(.enter)]])
        #expect(try scene.run(terminal) == ExitCode.success)
        #expect(terminal.frames.count == 3, "the start, the form, the burst")
        #expect(try scene.onDisk().days[Self.today]?.note == "休肝日")
        #expect(Self.text(of: terminal.frames.last).contains("休肝日"))
    }

    @Test("a resize in the middle of a burst: the keys after it meet the new size, the text before it is kept")
    func resizeMidBurst() throws {
        let scene = try Scene(Journal())
        let terminal = ScriptedTerminal([
            [.key(.character("m"))],
            [.text("ab"), .resize(width: 40, height: 10), .text("c")],
            [.resize(width: 80, height: 24), .text("c"), .key(.enter)],
        ])
        #expect(try scene.run(terminal) == ExitCode.success)
        #expect(terminal.frames.map(\.canvas.width) == [80, 80, 40, 80])
        #expect(!Self.text(of: terminal.frames[2]).contains("ab"), "the too-small screen shows only the size")
        #expect(try scene.onDisk().days[Self.today]?.note == "abc")
    }

    /// Sober from six days ago to today: a streak of 7 days, celebrated at the start.
    static func milestone() -> Journal {
        Journal(days: Dictionary(uniqueKeysWithValues: (0..<7).map { (today.adding(days: -$0), DayRecord.sober) }))
    }

    @Test("a celebration plays its frames by the clock, ends by itself, and is remembered on disk")
    func celebrationEndsByItself() throws {
        let scene = try Scene(Self.milestone())
        let terminal = ScriptedTerminal(Array(repeating: [.wait], count: Celebration.frameCount + 2))
        #expect(try scene.run(terminal) == ExitCode.success)
        let confetti = terminal.frames.filter { Self.text(of: $0).contains("祝") }
        // Once a second a look at the disk falls between two frames, and the same frame is shown again after it.
        #expect(confetti.count == Celebration.frameCount + 1)
        #expect(!Self.text(of: terminal.frames.last).contains("祝"), "the screen without confetti after the last frame")
        #expect(
            terminal.waits.prefix(confetti.count).reduce(0, +)
                == Int32(Celebration.frameCount * Int(Celebration.frameMilliseconds)))
        #expect(terminal.waits.allSatisfy { $0 <= AppLoop.diskLookMilliseconds })
        #expect(try scene.onDisk().celebrated?.days == 7)
    }

    @Test("a key ends a celebration and then acts; with NO_MOTION nothing plays")
    func celebrationEndsAtAKey() throws {
        let scene = try Scene(Self.milestone())
        let terminal = ScriptedTerminal([[.wait], [.wait], [.key(.character("s"))]])
        #expect(try scene.run(terminal) == ExitCode.success)
        #expect(terminal.frames.prefix(3).allSatisfy { Self.text(of: $0).contains("祝") })
        #expect(terminal.frames.count == 4 && !Self.text(of: terminal.frames[3]).contains("祝"))
        #expect(Self.text(of: terminal.frames[3]).contains(Catalog(.ja).statisticsTitle))

        let still = try Scene(Self.milestone())
        let calm = ScriptedTerminal([])
        #expect(try still.run(calm, environment: ["NO_MOTION": "1"]) == ExitCode.success)
        #expect(calm.frames.count == 1 && !Self.text(of: calm.frames[0]).contains("祝"))
        #expect(try still.onDisk().celebrated == nil)
    }

    @Test("q ends the app at once: the keys after it are never read, and an unchanged journal is not written")
    func quitting() throws {
        let scene = try Scene(Journal())
        let before = FileManager.default.contents(atPath: scene.path)
        let terminal = ScriptedTerminal([[.key(.left)], [.key(.character("q"))], [.key(.character("1"))]])
        #expect(try scene.run(terminal) == ExitCode.success)
        #expect(terminal.unread == 1)
        #expect(FileManager.default.contents(atPath: scene.path) == before)
    }
}
