import Foundation
import Testing

/// What real terminals send, as raw bytes (`send-keys -H`), under the terminfo entries people use: keys the
/// entry does not name act as their key or not at all, both cursor modes move, pastes arrive whole, and a
/// terminal that cannot show the screen is refused before anything is written.
@Suite("Real terminals and keyboards")
struct RealTerminalTests {
    static let terms = ["xterm-256color", "tmux-256color", "screen-256color", "linux"]

    /// Sequences with no meaning in a form (or meaning only cursor moves within it): never a character.
    static let inertSequences: [String] = [
        "\u{1B}[11~", "\u{1B}OP", "\u{1B}[[A", "\u{1B}[24~", "\u{1B}[15;5~", // F1 (three forms), F12, Ctrl-F5
        "\u{1B}[1;5C", "\u{1B}[1;5D", // Ctrl-→ then Ctrl-← (cursor right then left)
        // Alt-x, Alt-1, garbage, Insert, PgUp, PgDn, focus
        "\u{1B}x", "\u{1B}1", "\u{1B}[9999z", "\u{1B}[2~", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[I", "\u{1B}[O",
        "\u{1B}[Z", // Shift-Tab: a note has one field
    ]

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(
        "Home, End, F-keys, Alt and garbage in an open note: the note keeps its text, the journal nothing",
        arguments: terms)
    func sequencesInNote(term: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, term: term)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("m")
        try await app.waitFor("メモ: ")
        try app.type("abc")
        // Home in two forms, End in two forms: each moves the cursor; X and Y land at the ends.
        try app.sendBytes(Self.bytes("\u{1B}[1~"))
        try app.type("X")
        try app.sendBytes(Self.bytes("\u{1B}[4~"))
        try app.type("Y")
        try app.sendBytes(Self.bytes("\u{1B}OH"))
        try app.type("<")
        try app.sendBytes(Self.bytes("\u{1B}[F"))
        try app.type(">")
        for sequence in Self.inertSequences { try app.sendBytes(Self.bytes(sequence)) }
        try await app.waitFor("<XabcY>")
        #expect(folder.journalBytes() == nil, "nothing was recorded while the note was open")
        try app.send("Enter")
        try await app.waitFor("メモを保存しました")
        let days = try folder.journalDays()
        #expect(days["2026-11-29"]?["note"] as? String == "<XabcY>")
        #expect(days["2026-11-29"]?["drinks"] == nil, "no drink from a digit inside a sequence")
    }

    @Test(
        "both cursor modes move the selection; Home, End and F-keys on the main screen record nothing", arguments: terms
    )
    func arrowsInBothModes(term: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, term: term)
        try await app.waitFor("2026年11月29日")
        try app.sendBytes(Self.bytes("\u{1B}[D"))
        try await app.waitFor("2026年11月28日")
        try app.sendBytes(Self.bytes("\u{1B}OD"))
        try await app.waitFor("2026年11月27日")
        try app.sendBytes(Self.bytes("\u{1B}[A"))
        try await app.waitFor("2026年11月20日")
        try app.sendBytes(Self.bytes("\u{1B}OB"))
        try await app.waitFor("2026年11月27日")
        try app.sendBytes(Self.bytes("\u{1B}[C"))
        try await app.waitFor("2026年11月28日")
        try app.sendBytes(Self.bytes("\u{1B}OC"))
        try await app.waitFor("2026年11月29日")
        // ← and then the rest in one write: the app draws the 28th only after reading them all, so a stray key's message shows.
        let keys = ["\u{1B}[D", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}[11~", "\u{1B}[[B", "\u{1B}[1;5P", "\u{1B}[3~"]
        try app.sendBytes(Self.bytes(keys.joined()))
        let screen = try await app.waitFor("2026年11月28日")
        #expect(!screen.contains("キーは使えません"), "a part of a sequence was read as a key:\n\(screen)")
        // t comes after all of them: once it has shown today again, a digit among them would have been saved.
        try app.send("t")
        try await app.waitFor("2026年11月29日")
        #expect(folder.journalBytes() == nil)
    }

    /// 5,000 characters, Japanese and ASCII mixed, without line breaks (a note is one line).
    static let pasted: String = {
        let words = ["今日は", "飲まなかった", "beer", "ワイン", "の代わりに", "tea", "を", "3杯", "。", "Walked 5km; ", "気分が良い"]
        var text = ""
        var i = 0
        while text.count < 5_000 {
            text += words[i % words.count]
            i += 1
        }
        return String(text.prefix(5_000))
    }()

    @Test(
        "a 5,000-character paste into the note is saved whole, bracketed or as a plain burst",
        arguments: [
            ("tmux-256color", true), ("xterm-256color", true), ("linux", false),
        ])
    func pasteIntoNote(term: String, bracketed: Bool) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, term: term)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("m")
        try await app.waitFor("メモ: ")
        let started = ContinuousClock.now
        try app.paste(Self.pasted, bracketed: bracketed)
        try app.send("Enter")
        try await app.waitFor("メモを保存しました")
        let elapsed = ContinuousClock.now - started
        let note = try folder.journalDays()["2026-11-29"]?["note"] as? String
        #expect(note == Self.pasted, "saved \(note?.count ?? 0) of \(Self.pasted.count) characters")
        print(
            "paste of \(Self.pasted.count) characters under \(term) (\(bracketed ? "bracketed" : "burst")): saved after \(elapsed)"
        )
    }

    @Test(
        "a bracketed paste on the main screen is not typed: its digits add no drink",
        arguments: ["tmux-256color", "xterm-256color"])
    func pasteOnMainScreen(term: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, term: term)
        try await app.waitFor("お酒を飲みましたか？")
        try app.paste("y123n", bracketed: true)
        try app.send("l") // a key after the paste, so the paste has surely been read
        try await app.waitFor("未来の日")
        #expect(folder.journalBytes() == nil)
    }

    @Test(
        "a terminal that cannot show the screen is refused with exit 2, one language, nothing written",
        arguments: [
            ("dumb", [String](), [String](), "dumb"), ("no-such-terminal", [], [], "no-such-terminal"),
            ("", ["TERM"], [], "TERM"), ("", ["TERM"], ["--lang", "en"], "TERM is not set"),
            ("dumb", [], ["--lang", "en"], "cannot move the cursor"),
        ])
    func refusedTerminals(term: String, unset: [String], arguments: [String], says: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(
            folder: folder, arguments: arguments, term: term.isEmpty ? "tmux-256color" : term, unset: unset)
        #expect(try await app.exitStatus() == 2)
        let screen = try await app.waitFor(says, joined: true)
        let message = screen.split(separator: "\n").filter { $0.contains("danshu") }.joined(separator: "\n")
        let japanese = message.unicodeScalars.contains {
            (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
        }
        if arguments.contains("en") {
            #expect(!japanese, "an English message only: \(message)")
        } else {
            #expect(
                japanese && !message.contains("not set") && !message.contains("cannot"),
                "a Japanese message only: \(message)")
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/data")
        #expect(written.isEmpty, "nothing written, not even the lock file: \(written)")
    }

    @Test("without an alternate screen the last frame is cleared at the end", arguments: ["linux", "vt220"])
    func clearedWithoutAlternateScreen(term: String) async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, term: term)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        // tmux applies the app's last output in its own time, which can come after the wrapper wrote the status.
        let screen = try await app.waitForScreen(what: "the app's frame cleared") { screen in
            !screen.contains("お酒を飲みましたか？") && !screen.contains("q 終了")
        }
        #expect(!screen.contains("お酒を飲みましたか？") && !screen.contains("q 終了"), "the app's frame stayed:\n\(screen)")
    }
}

/// The modes the app turns on itself are off again however it ends.
@Suite("Terminal modes")
struct TerminalModeTests {
    @Test(
        "with --mouse, SGR mouse reports are on while the app runs and off after q, SIGTERM or Ctrl-C",
        arguments: ["q", "TERM", "INT"])
    func mouseModeOff(ending: String) async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder(), arguments: ["--mouse"])
        try await app.waitFor("お酒を飲みましたか？")
        #expect(try app.paneFormat("#{mouse_any_flag}#{mouse_sgr_flag}") != "00", "mouse reports were not turned on")
        switch ending {
        case "q": try app.send("q")
        case "INT": try app.send("C-c")
        default: kill(try await app.appPID(), SIGTERM)
        }
        _ = try await app.exitStatus()
        #expect(
            try await app.paneFormat("#{mouse_any_flag}#{mouse_sgr_flag}", becomes: "00") == "00",
            "mouse reports left on after \(ending)")
    }
}
