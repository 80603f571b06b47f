@testable import DanshuTerminal
import CNcurses
import DanshuCore
import DanshuUI
import Testing

/// What `ScreenWriter` sends: read back by an emulator, the screen is always the frame; the bytes are those of the
/// cells that look different, by the shortest motion and only the attributes that change.
@Suite("Writing frames to the terminal")
struct ScreenWriterTests {
    static let green = RGB(0, 215, 95), red = RGB(255, 85, 85)

    /// Styles as a 256-color terminal draws them.
    static func pen(_ style: Style) -> Pen {
        Pen(bold: style.bold, dim: style.dim, reverse: style.reverse, underline: style.underline,
            foreground: style.foreground.flatMap { ColorSupport.colorNumber($0, depth: .palette256) },
            background: style.background.flatMap { ColorSupport.colorNumber($0, depth: .palette256) })
    }

    /// A writer and the screen it writes to.
    struct Scene {
        var writer = ScreenWriter(strings: .xterm, cursorVisible: false)
        var screen: ScreenEmulator
        init(width: Int = 20, height: Int = 4, erasesByCharacter: Bool = false) {
            screen = ScreenEmulator(width: width, height: height, erasesByCharacter: erasesByCharacter)
        }

        /// The bytes for `frame`, after checking that the screen shows it once they are fed.
        @discardableResult
        mutating func show(_ frame: Frame, sourceLocation: SourceLocation = #_sourceLocation) -> String {
            let bytes = writer.bytes(for: frame, penOf: ScreenWriterTests.pen)
            screen.feed(bytes)
            #expect(screen.unknown.isEmpty, "\(screen.unknown)", sourceLocation: sourceLocation)
            let wrong = screen.differences(from: frame.canvas, penOf: ScreenWriterTests.pen)
            #expect(wrong.isEmpty, "\(wrong.prefix(5))", sourceLocation: sourceLocation)
            let visible = screen.cursorVisible, row = screen.row, column = screen.column
            if let cursor = frame.cursor {
                #expect(visible && row == cursor.y && column == cursor.x, sourceLocation: sourceLocation)
            } else {
                #expect(!visible, sourceLocation: sourceLocation)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func frame(_ width: Int = 20, _ height: Int = 4, _ draw: (inout Canvas) -> Void = { _ in }) -> Frame {
        var frame = Frame(width: width, height: height)
        draw(&frame.canvas)
        return frame
    }

    @Test("the first frame clears the screen and writes only what is not blank (a blank before text is cheaper written than skipped); the same frame again sends nothing")
    func firstFrame() {
        var scene = Scene()
        let frame = Self.frame { $0.put("断酒 3日目", x: 1, y: 0, style: Style(foreground: Self.green, bold: true)) }
        #expect(scene.show(frame) == "\u{1B}(B\u{1B}[m\u{1B}[H\u{1B}[2J \u{1B}[1m\u{1B}[38;5;41m断酒 3日目")
        #expect(scene.show(frame) == "")
    }

    @Test("attributes change by what differs: no reset to turn one on, colors kept across it, a reset only to turn one off")
    func attributesByDifference() {
        var scene = Scene()
        scene.show(Self.frame())
        let text = Self.frame {
            $0.put("a", x: 0, y: 0, style: Style(foreground: Self.red))
            $0.put("b", x: 1, y: 0, style: Style(foreground: Self.red, bold: true))
            $0.put("c", x: 2, y: 0, style: Style(foreground: Self.red, bold: true, underline: true))
            $0.put("d", x: 3, y: 0, style: Style(foreground: Self.red, bold: true))
            $0.put("e", x: 4, y: 0)
        }
        #expect(scene.show(text) == "\u{1B}[38;5;203ma\u{1B}[1mb\u{1B}[4mc\u{1B}[24md\u{1B}[me")
    }

    @Test("a space looks the same in any text color or weight: such blanks are neither written nor switched to")
    func blanksLookPlain() {
        var scene = Scene()
        scene.show(Self.frame { $0.put("x y", x: 0, y: 0, style: Style(foreground: Self.green, bold: true)) })
        #expect(scene.show(Self.frame {
            $0.put("x", x: 0, y: 0, style: Style(foreground: Self.green, bold: true))
            $0.put(" ", x: 1, y: 0)
            $0.put("y", x: 2, y: 0, style: Style(foreground: Self.green, bold: true))
        }) == "")
        // A reversed space shows, so it is written; the blank after it is not switched to.
        #expect(scene.show(Self.frame { $0.put(" ", x: 1, y: 0, style: Style(reverse: true)) }).contains("\u{1B}[7m "))
    }

    @Test("the cursor moves the shortest way: to a row and back a cell, down a row by a newline, to the line's start by a return, over a few cells by writing them again")
    func shortestMotion() {
        var scene = Scene()
        let column = Self.frame { canvas in for y in 0..<4 { canvas.put("█", x: 5, y: y) } }
        scene.show(column)
        #expect(scene.show(Self.frame { canvas in
            for y in 0..<4 { canvas.put("█", x: 5, y: y, style: Style(foreground: Self.red)) }
        }) == "\u{1B}[1d\u{8}\u{1B}[38;5;203m█\n\u{8}█\n\u{8}█\n\u{8}█")
        var line = Scene()
        line.show(Self.frame { $0.put("abcdefgh", x: 0, y: 0) })
        #expect(line.show(Self.frame { $0.put("Abcdefgh", x: 0, y: 0); $0.put("D", x: 3, y: 0) }) == "\rAbcD")
    }

    @Test("blanks to the end of a line are erased, a long run in the middle too")
    func erasing() {
        var scene = Scene()
        scene.show(Self.frame { $0.put("0123456789abcdefghij", x: 0, y: 1) })
        #expect(scene.show(Self.frame { $0.put("01", x: 0, y: 1); $0.put("j", x: 19, y: 1) })
                == "\u{1B}[2;3H\u{1B}[17X")
        #expect(scene.show(Self.frame { $0.put("0", x: 0, y: 1) }) == "\u{8}\u{1B}[K")
    }

    @Test("blanks over wide characters are written, not erased with ECH: a terminal that counts ECH by characters (mlterm) shows them too")
    func noEraseOverWideCharacters() {
        var scene = Scene(erasesByCharacter: true)
        scene.show(Self.frame { $0.put("a日本日本日本日本b", x: 0, y: 1) })
        let bytes = scene.show(Self.frame { $0.put("a", x: 0, y: 1); $0.put("b", x: 17, y: 1) })
        #expect(!bytes.contains("X"), "\(bytes.debugDescription)")
        // Narrow blanks alone are still erased.
        scene.show(Self.frame { $0.put("a0123456789abcdefb", x: 0, y: 1) })
        #expect(scene.show(Self.frame { $0.put("a", x: 0, y: 1); $0.put("b", x: 17, y: 1) }).hasSuffix("[16X"))
    }

    @Test("wide characters: one replaced by narrow ones, narrow ones by one, half of one overwritten")
    func wideCharacters() {
        var scene = Scene()
        scene.show(Self.frame { $0.put("日本語", x: 0, y: 0) })
        scene.show(Self.frame { $0.put("a日bc", x: 0, y: 0) })
        scene.show(Self.frame { $0.put("本", x: 1, y: 0); $0.put("語", x: 4, y: 0) })
        scene.show(Self.frame { $0.put("x", x: 2, y: 0) })
    }

    @Test("the text cursor is shown where the frame has it, and hidden again without one")
    func textCursor() {
        var scene = Scene()
        var form = Self.frame { $0.put("メモ: abc", x: 0, y: 2) }
        form.cursor = (x: 9, y: 2)
        #expect(scene.show(form).hasSuffix("\u{1B}[?12l\u{1B}[?25h"))
        scene.show(Self.frame())
    }

    @Test("after forgetting, the next frame is drawn whole")
    func forgetting() {
        var scene = Scene()
        let frame = Self.frame { $0.put("danshu", x: 0, y: 0) }
        scene.show(frame)
        scene.writer.forget()
        #expect(scene.show(frame).hasPrefix("\u{1B}(B\u{1B}[m\u{1B}[H\u{1B}[2J"))
    }

    @Test("random frames in turn: the screen always shows the last one, in a terminal erasing by cells (xterm) or by characters (mlterm)",
          arguments: [false, true])
    func randomFrames(erasesByCharacter: Bool) {
        var random = SeededRandom(seed: 22)
        let texts = ["a", "b", " ", "日", "本", "○", "█", "!", "é"]
        let styles = [Style.plain, Style(bold: true), Style(dim: true), Style(reverse: true), Style(underline: true),
                      Style(foreground: Self.green), Style(foreground: Self.red, bold: true),
                      Style(foreground: .black, background: Self.green), Style(background: Self.red)]
        var scene = Scene(width: 12, height: 5, erasesByCharacter: erasesByCharacter)
        var canvas = Canvas(width: 12, height: 5)
        for round in 0..<400 {
            if round % 97 == 96 {
                scene.writer.forget()
                canvas = Canvas(width: 12, height: 5)
            }
            for _ in 0..<random.below(12) {
                canvas.put(texts[random.below(texts.count)] + texts[random.below(texts.count)], x: random.below(13) - 1,
                           y: random.below(5), style: styles[random.below(styles.count)])
            }
            var frame = Frame(width: 12, height: 5)
            frame.canvas = canvas
            if random.below(4) == 0 { frame.cursor = (x: random.below(12), y: random.below(5)) }
            scene.show(frame)
        }
    }

    @Test("padding is left out of terminfo strings")
    func padding() {
        #expect(ControlStrings.withoutPadding(Array("\u{1B}[1m$<2>".utf8)) == Array("\u{1B}[1m".utf8))
        #expect(ControlStrings.withoutPadding(Array("\u{1B}[m$<5*/>x".utf8)) == Array("\u{1B}[mx".utf8))
        #expect(ControlStrings.withoutPadding(Array("price $<a>".utf8)) == Array("price $<a>".utf8))
    }

    @Test("plain parameterized strings are filled in without ncurses, the same as tiparm; others are left to it")
    func plainFormats() {
        #expect(ControlStrings.PlainFormat("\u{1B}[%i%p1%d;%p2%dH")?.filled(4, 79) == Array("\u{1B}[5;80H".utf8))
        #expect(ControlStrings.PlainFormat("\u{1B}[%p1%dX")?.filled(12, 0) == Array("\u{1B}[12X".utf8))
        #expect(ControlStrings.PlainFormat("100%%\u{1B}[%p1%d")?.filled(3, 0) == Array("100%\u{1B}[3".utf8))
        #expect(ControlStrings.PlainFormat("\u{1B}[%?%p1%{8}%<%t3%p1%d%e38;5;%p1%d%;m") == nil)
    }

    @Test("the strings of real entries: the character set switch out of the reset, vt100's underline end a reset")
    func realEntries() throws {
        func load(_ term: String, newlineKeepsColumn: Bool = true) throws -> ControlStrings {
            var status: Int32 = 0
            #expect(setupterm(term, 1, &status) == OK)
            defer { cn_forget_terminal() }
            return try #require(ControlStrings.current(newlineKeepsColumn: newlineKeepsColumn))
        }
        let xterm = try load("xterm-256color")
        #expect(xterm.resetFirst == Array("\u{1B}(B\u{1B}[m".utf8) && xterm.reset == Array("\u{1B}[m".utf8) && xterm.resetsColors)
        #expect(xterm.cursorAddress(0, 0) == Array("\u{1B}[1;1H".utf8) && xterm.row?(4) == Array("\u{1B}[5d".utf8))
        #expect(xterm.foreground?(203) == Array("\u{1B}[38;5;203m".utf8) && xterm.down1 == [10])
        #expect(try load("xterm-256color", newlineKeepsColumn: false).down1 == nil)
        let tmux = try load("tmux-256color")
        #expect(tmux.reset == Array("\u{1B}[m".utf8) && tmux.eraseCharacters == nil)
        let vt100 = try load("vt100")
        #expect(vt100.bold == Array("\u{1B}[1m".utf8) && vt100.endUnderline == nil && vt100.foreground == nil)
    }
}

/// SplitMix64, so the random frames are the same in every run.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return bound <= 1 ? 0 : Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
