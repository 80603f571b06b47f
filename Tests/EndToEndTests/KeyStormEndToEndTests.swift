import Foundation
import Testing

/// 2,000 random keys into the real binary in tmux: named keys, text in several scripts, clicks, the wheel
/// and window resizes (below the minimum size too), sent in chunks as fast as tmux takes them. Afterwards
/// the app still quits cleanly, the terminal is sane and the journal it saved passes `danshu check`.
@Suite("Key storm through the real binary")
struct KeyStormEndToEndTests {
    static let seed: UInt64 = 2026
    static let keyCount = 2_000

    /// tmux key names the app reads.
    static let named = [
        "Up", "Down", "Left", "Right", "PPage", "NPage", "Home", "End", "Enter", "Escape", "Tab", "BTab",
        "BSpace", "DC", "Space", "C-r", "C-a", "C-e", "C-u", "C-l", "F1",
    ]
    /// Keys of the keymap as text, without `q` (it would end the storm early).
    static let bound = Array("hlkjtyn1234567890-omuesad?JK<>YN")
    /// Printable ASCII except `q`, and `;` and `\`, which tmux reads as its own command separator.
    static let ascii = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }.filter { !"q;\\".contains($0) }
    static let japanese = Array("あいうえお酒飲断休肝日本ビールワイン０１２３４５６７８９．")

    /// One burst of input.
    enum Burst {
        case keys([String])
        case text(String)
        case click(x: Int, y: Int)
        case wheel(down: Bool, x: Int, y: Int)
        case resize(width: Int, height: Int)
    }

    /// The storm: mostly key chunks, with clicks, wheel turns and resizes between them.
    static func bursts() -> [Burst] {
        var random = SplitMix64(seed: seed)
        var bursts: [Burst] = []
        var sent = 0
        var width = 80
        var height = 24
        while sent < keyCount {
            let roll = random.below(100)
            if roll < 60 {
                let count = min(keyCount - sent, 5 + random.below(20))
                var keys: [String] = []
                for _ in 0..<count {
                    switch random.below(10) {
                    case 0..<4: keys.append(random.pick(named))
                    case 4..<8: keys.append(String(random.pick(bound)))
                    default: keys.append(String(random.pick(ascii)))
                    }
                }
                bursts.append(.keys(keys))
                sent += count
            } else if roll < 80 {
                let count = min(keyCount - sent, 1 + random.below(6))
                bursts.append(
                    .text(
                        String((0..<count).map { _ in random.chance(50) ? random.pick(japanese) : random.pick(ascii) }))
                )
                sent += count
            } else if roll < 90 {
                bursts.append(.click(x: random.below(width), y: random.below(height)))
                sent += 1
            } else if roll < 94 {
                bursts.append(.wheel(down: random.chance(50), x: random.below(width), y: random.below(height)))
                sent += 1
            } else {
                // Mostly sizes the app draws, sometimes too small for it.
                (width, height) =
                    random.chance(70)
                    ? (40 + random.below(161), 16 + random.below(45)) : (1 + random.below(39), 1 + random.below(30))
                bursts.append(.resize(width: width, height: height))
            }
        }
        return bursts
    }

    /// How long the app may take to catch up with the storm: generous for a loaded 2-core machine; a hang still fails.
    static let catchUp: Duration = .seconds(60)

    @Test(
        "2,000 random keys, clicks and resizes; then Esc ×8, t, 1 records, q: exit 0, sane terminal, journal passes check"
    )
    func storm() async throws {
        let folder = try TmuxSession.Folder()
        try Data(HostileTextEndToEndTests.journal.utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder, arguments: ["--mouse"])
        try await app.waitFor("お酒を飲みましたか？")
        let started = ContinuousClock.now
        for burst in Self.bursts() {
            switch burst {
            case .keys(let keys): try app.send(keys)
            case .text(let text): try app.type(text)
            case .click(let x, let y): try app.click(x: x, y: y)
            case .wheel(let down, let x, let y): try app.wheel(down: down, x: x, y: y)
            case .resize(let width, let height): try app.resize(width: width, height: height)
            }
        }
        // A resize can overtake keys, and keys at a too-small size are dropped: 39×31, a size the storm never makes,
        // shown and then left proves the app has taken its last resize, so every key from here on meets 80×24.
        try app.resize(width: 39, height: 31)
        try await app.waitFor("現在 39×31", timeout: Self.catchUp)
        try app.resize(width: 80, height: 24)
        try await app.waitForScreen(timeout: Self.catchUp, what: "the app at 80×24 again") { !$0.contains("現在 39×31") }
        // One write, so no Esc waits on a later byte: eight Escs (the ninth ESC starts a focus report, which means nothing), t, 嵐.
        // 嵐, never typed by the storm, is called a key that does nothing only on the main screen without a form.
        try app.sendBytes(Array((String(repeating: "\u{1B}", count: 9) + "[It嵐").utf8))
        try await app.waitFor("嵐 キーは使えません", timeout: Self.catchUp)
        // The storm's own changes depend on timing (a key sent before a resize may be read after it, at the
        // too-small size), so what is checked is that the app still records after it.
        let afterStorm = folder.journalBytes()
        try app.send("1")
        // Any key's action clears the message line: then the chip key has been taken, and saved before that frame.
        let taken = try await app.waitForScreen(what: "1 taken, 嵐's message gone") { !$0.contains("嵐 キーは使えません") }
        // A day the storm left just under 500 g is asked about once before the beer (issue 40): y records it.
        if taken.contains("記録の確認") {
            try app.send("y")
            try await app.waitForScreen(what: "the question answered") { !$0.contains("記録の確認") }
        }
        #expect(folder.journalBytes() != afterStorm, "a chip key after the storm was not recorded")
        try app.send("q")
        let status = try await app.exitStatus()
        #expect(status == 0, "exit status \(status); the screen shows:\n\((try? app.screen()) ?? "")")
        let modes = try await app.terminalModesAfterExit()
        let words = Set(modes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        for mode in ["icanon", "echo"] {
            #expect(words.contains(mode) && !words.contains("-" + mode), "\(mode) after the storm:\n\(modes)")
        }
        let check = try Sandbox.run(
            DanshuBinary.path, ["--file", folder.journal, "check"],
            environment: Sandbox().environment, folder: folder.path)
        #expect(check.status == 0, "danshu check: \(check.stderr)")
        // Shown, not judged: on a loaded machine it is mostly tmux's time, and the waits above fail an app that never catches up.
        print("key storm end to end: \(Self.keyCount) keys and the exit in \(ContinuousClock.now - started)")
    }
}

/// A small deterministic random source (SplitMix64), so the storm is the same every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
