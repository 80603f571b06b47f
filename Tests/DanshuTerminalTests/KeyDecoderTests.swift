import DanshuUI
import Testing

@testable import DanshuTerminal

/// What a terminal sends, byte for byte, and the key the user pressed: never a digit or letter from
/// inside a sequence, whatever the terminfo entry says.
@Suite struct KeyDecoderTests {
    /// Feeds `input` as one read, then lets the input go quiet.
    static func decode(_ input: String) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in input.unicodeScalars { decoder.feed(scalar, into: &keys) }
        decoder.inputWentQuiet(into: &keys)
        return keys
    }

    static let sequences: [(String, Key?, String)] = [
        // Arrows in both cursor modes.
        ("\u{1B}[A", .up, "normal-mode ↑"), ("\u{1B}[B", .down, "normal-mode ↓"),
        ("\u{1B}[C", .right, "normal-mode →"), ("\u{1B}[D", .left, "normal-mode ←"),
        ("\u{1B}OA", .up, "application-mode ↑"), ("\u{1B}OB", .down, "application-mode ↓"),
        ("\u{1B}OC", .right, "application-mode →"), ("\u{1B}OD", .left, "application-mode ←"),
        // urxvt: Shift-arrows, Ctrl-arrows, Ctrl- and Shift-PgUp/PgDn, Shift-Home.
        ("\u{1B}[a", .up, "Shift-↑ (urxvt)"), ("\u{1B}[b", .down, "Shift-↓ (urxvt)"),
        ("\u{1B}[c", .right, "Shift-→ (urxvt)"),
        ("\u{1B}[d", .left, "Shift-← (urxvt)"), ("\u{1B}Oa", .up, "Ctrl-↑ (urxvt)"),
        ("\u{1B}Ob", .down, "Ctrl-↓ (urxvt)"),
        ("\u{1B}Oc", .right, "Ctrl-→ (urxvt)"), ("\u{1B}Od", .left, "Ctrl-← (urxvt)"),
        ("\u{1B}[5^", .pageUp, "Ctrl-PgUp (urxvt)"), ("\u{1B}[6^", .pageDown, "Ctrl-PgDn (urxvt)"),
        ("\u{1B}[5$", .pageUp, "Shift-PgUp (urxvt)"), ("\u{1B}[7$", .home, "Shift-Home (urxvt)"),
        // Modified keys: the key itself.
        ("\u{1B}[1;5C", .right, "Ctrl-→ (xterm)"), ("\u{1B}[1;2D", .left, "Shift-←"), ("\u{1B}[1;3A", .up, "Alt-↑"),
        ("\u{1B}O5C", .right, "Ctrl-→ (SS3 with a modifier)"), ("\u{1B}[3;5~", .delete, "Ctrl-Delete"),
        // Home and End in every form.
        ("\u{1B}[1~", .home, "Home (VT220, tmux, linux)"), ("\u{1B}[H", .home, "Home (xterm normal mode)"),
        ("\u{1B}OH", .home, "Home (xterm application mode)"), ("\u{1B}[7~", .home, "Home (rxvt)"),
        ("\u{1B}[4~", .end, "End (VT220, tmux, linux)"), ("\u{1B}[F", .end, "End (xterm normal mode)"),
        ("\u{1B}OF", .end, "End (xterm application mode)"), ("\u{1B}[8~", .end, "End (rxvt)"),
        ("\u{1B}[5~", .pageUp, "PgUp"), ("\u{1B}[6~", .pageDown, "PgDn"), ("\u{1B}[3~", .delete, "Delete"),
        ("\u{1B}[2~", nil, "Insert"), ("\u{1B}[Z", .backTab, "Shift-Tab"),
        // F-keys: xterm, VT220/rxvt, linux console, modified.
        ("\u{1B}OP", .function(1), "F1 (xterm)"), ("\u{1B}OQ", .function(2), "F2 (xterm)"),
        ("\u{1B}OR", .function(3), "F3 (xterm)"), ("\u{1B}OS", .function(4), "F4 (xterm)"),
        ("\u{1B}[11~", .function(1), "F1 (rxvt)"), ("\u{1B}[12~", .function(2), "F2 (rxvt)"),
        ("\u{1B}[13~", .function(3), "F3 (rxvt)"), ("\u{1B}[14~", .function(4), "F4 (rxvt)"),
        ("\u{1B}[15~", .function(5), "F5"), ("\u{1B}[17~", .function(6), "F6"), ("\u{1B}[18~", .function(7), "F7"),
        ("\u{1B}[19~", .function(8), "F8"), ("\u{1B}[20~", .function(9), "F9"), ("\u{1B}[21~", .function(10), "F10"),
        ("\u{1B}[23~", .function(11), "F11"), ("\u{1B}[24~", .function(12), "F12"),
        ("\u{1B}[[A", .function(1), "F1 (linux)"), ("\u{1B}[[B", .function(2), "F2 (linux)"),
        ("\u{1B}[[C", .function(3), "F3 (linux)"), ("\u{1B}[[D", .function(4), "F4 (linux)"),
        ("\u{1B}[[E", .function(5), "F5 (linux)"),
        ("\u{1B}[1;2P", .function(1), "Shift-F1 (xterm)"), ("\u{1B}[15;5~", .function(5), "Ctrl-F5"),
        // Mouse reports: SGR, X10, urxvt.
        ("\u{1B}[<0;10;5M", .click(x: 9, y: 4), "SGR press"), ("\u{1B}[<0;10;5m", nil, "SGR release"),
        ("\u{1B}[<64;1;1M", .wheel(-1), "SGR wheel up"), ("\u{1B}[<65;1;1M", .wheel(1), "SGR wheel down"),
        ("\u{1B}[<32;3;3M", nil, "SGR motion"), ("\u{1B}[<2;3;3M", nil, "SGR right button"),
        ("\u{1B}[M !!", .click(x: 0, y: 0), "X10 press at the corner"), ("\u{1B}[M#!!", nil, "X10 release"),
        ("\u{1B}[32;5;7M", .click(x: 4, y: 6), "urxvt press"),
        // Reports and keys with no meaning here: dropped whole.
        ("\u{1B}[I", nil, "focus in"), ("\u{1B}[O", nil, "focus out"), ("\u{1B}[9999z", nil, "garbage"),
        ("\u{1B}[?1;2c", nil, "a device attributes answer"), ("\u{1B}[12;40R", nil, "a cursor position report"),
        ("\u{1B}[201~", nil, "the end of a paste that never began"),
        ("\u{1B}x", nil, "Alt-x"), ("\u{1B}1", nil, "Alt-1"), ("\u{1B}\u{7F}", nil, "Alt-Backspace"),
        ("\u{1B}Oz", nil, "SS3 with no meaning"),
        // Kitty's keyboard protocol.
        ("\u{1B}[97u", .character("a"), "kitty a"), ("\u{1B}[114;5u", .control("r"), "kitty Ctrl-R"),
        ("\u{1B}[49;3u", nil, "kitty Alt-1"),
        // 8-bit controls.
        ("\u{9B}A", .up, "C1 CSI ↑"), ("\u{8F}C", .right, "C1 SS3 →"),
        // Plain keys.
        ("\u{1B}", .escape, "a lone Esc"), ("\r", .enter, "Enter (CR)"), ("\n", .enter, "Enter (LF)"),
        ("\t", .tab, "Tab"), ("\u{7F}", .backspace, "Backspace (DEL)"), ("\u{8}", .backspace, "Backspace (BS)"),
        ("\u{12}", .control("r"), "Ctrl-R"), ("\u{0}", nil, "Ctrl-Space"), ("y", .character("y"), "y"),
        ("お", .character("お"), "a Japanese character"),
    ]

    @Test("every sequence gives its key or nothing", arguments: sequences)
    func sequence(_ input: String, _ expected: Key?, _ what: String) {
        #expect(Self.decode(input) == (expected.map { [$0] } ?? []), "\(what)")
    }

    @Test("a sequence split across reads decodes as one", arguments: sequences)
    func split(_ input: String, _ expected: Key?, _ what: String) {
        let scalars = Array(input.unicodeScalars)
        guard scalars.count > 1 else { return }
        for cut in 1..<scalars.count {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            for scalar in scalars[..<cut] { decoder.feed(scalar, into: &keys) }
            #expect(keys.isEmpty, "\(what): a key before the sequence ended")
            for scalar in scalars[cut...] { decoder.feed(scalar, into: &keys) }
            decoder.inputWentQuiet(into: &keys)
            #expect(keys == (expected.map { [$0] } ?? []), "\(what) cut after \(cut)")
        }
    }

    @Test("keys after a dropped sequence still count, and sequences back to back each count")
    func following() {
        #expect(Self.decode("\u{1B}[9999zy") == [.character("y")])
        #expect(Self.decode("\u{1B}[1~\u{1B}[4~\u{1B}OC\u{1B}[C1") == [.home, .end, .right, .right, .character("1")])
        #expect(Self.decode("\u{1B}\u{1B}[A") == [.escape, .up])
        #expect(Self.decode("\u{1B}[12\u{1B}[B") == [.down], "a sequence cut short by another")
        #expect(Self.decode("\u{1B}[" + String(repeating: "1", count: 200) + "~q") == [.character("q")])
    }

    @Test("a lone Esc waits for the input to go quiet; Esc then a letter is Alt, not Esc and the letter")
    func loneEscape() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.feed("\u{1B}", into: &keys)
        #expect(keys.isEmpty)
        #expect(decoder.wait == .escape)
        decoder.inputWentQuiet(into: &keys)
        #expect(keys == [.escape])
        #expect(decoder.wait == nil)
        #expect(Self.decode("\u{1B}n") == [])
    }

    @Test("a started sequence that never ends is dropped, and what comes after it is read afresh")
    func cutShort() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in "\u{1B}[1".unicodeScalars { decoder.feed(scalar, into: &keys) }
        #expect(decoder.wait == .sequence)
        decoder.inputWentQuiet(into: &keys)
        #expect(keys.isEmpty)
        decoder.feed("y", into: &keys)
        #expect(keys == [.character("y")])
    }

    @Test("a bracketed paste is one piece of text: lines, Japanese, and an ESC that is not the end")
    func paste() {
        #expect(Self.decode("\u{1B}[200~hello\r\nworld\u{1B}[201~") == [.paste("hello\nworld")])
        #expect(Self.decode("\u{1B}[200~一行目\r二行目\tタブ\u{1B}[201~x") == [.paste("一行目\n二行目\tタブ"), .character("x")])
        #expect(Self.decode("\u{1B}[200~a\u{1B}[20b\u{1B}[201~") == [.paste("a[20b")], "ESC itself is not text")
        #expect(Self.decode("\u{1B}[200~1y\u{1B}[201~") == [.paste("1y")], "digits in a paste are text, not keys")
        #expect(Self.decode("\u{1B}[200~\u{1B}[201~") == [], "an empty paste")
        let long = String(repeating: "酒a", count: 2_500)
        #expect(Self.decode("\u{1B}[200~" + long + "\u{1B}[201~") == [.paste(long)])
    }

    @Test("a paste whose end never comes is delivered when the input goes quiet")
    func pasteWithoutEnd() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in "\u{1B}[200~abc".unicodeScalars { decoder.feed(scalar, into: &keys) }
        #expect(decoder.wait == .paste)
        decoder.inputWentQuiet(into: &keys)
        #expect(keys == [.paste("abc")])
    }

    @Test("a paste over the cap is delivered too long, so a form refuses it rather than keeping a part")
    func pasteOverCap() {
        let keys = Self.decode(
            "\u{1B}[200~" + String(repeating: "a", count: KeyDecoder.maxPasteLength + 10) + "\u{1B}[201~")
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste: \(keys)")
            return
        }
        #expect(text.count == KeyDecoder.maxPasteLength + 1)
    }

    @Test("random CSI and SS3 sequences never act as a character typed")
    func randomSequences() {
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let parameterCharacters = Array("0123456789;:<=>?")
        for _ in 0..<20_000 {
            let ss3 = next(2) == 0
            var input = ss3 ? "\u{1B}O" : "\u{1B}["
            for _ in 0..<next(12) { input.append(parameterCharacters[next(parameterCharacters.count)]) }
            var final = Unicode.Scalar(UInt8(0x40 + next(0x3F)))
            // `u` is kitty's key report (a character by design); `M` and `[` start reports read further.
            if final == "u" || final == "M" || final == "[" { final = "z" }
            input.unicodeScalars.append(final)
            let keys = Self.decode(input)
            // SS3 p…y and friends are the application keypad's digits and signs, typed on purpose.
            let typed = keys.filter { if case .character = $0 { return !ss3 } else { return false } }
            #expect(typed.isEmpty, "\(input.debugDescription) gave \(keys)")
            #expect(keys.count <= 1, "\(input.debugDescription) gave \(keys)")
        }
    }
}
