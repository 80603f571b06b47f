import DanshuCore
import DanshuStorm
import DanshuUI
import Testing

/// Terminals that draw East Asian Ambiguous characters two cells wide (design.md §2): every width counts them
/// so, every screen still fits whole, and width 1 changes nothing.
@Suite("Ambiguous width")
struct AmbiguousWidthLayoutTests {
    /// The ambiguous characters the screens themselves draw (outside the user's names and notes), each counted
    /// two cells wide at width 2. A new one must be added here on purpose, after checking the screens still fit.
    static let knownAmbiguous: Set<String> = [
        "…", "×", "—", "←", "→", "↑", "↓", "█", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "〜",
    ]

    static let sizes = [(80, 22), (80, 24), (100, 30), (120, 40), (200, 60)]

    @Test("the one-cell glyph set is one cell in any terminal, and the narrow set is the screen's own look")
    func glyphSets() {
        let wide = ScreenGlyphs.wide
        let narrow = ScreenGlyphs.narrow
        let pieces =
            [
                wide.sober, wide.unrecorded, wide.horizontal, wide.vertical, wide.topLeft, wide.topRight,
                wide.bottomLeft,
                wide.bottomRight, wide.pointerRight, wide.pointerLeft, wide.goalMet, wide.goalToGo, wide.moving,
                wide.planned, wide.moreAbove, wide.moreBelow, wide.moreBoth,
            ] + wide.bands
        for piece in pieces {
            #expect(
                TextWidth.withAmbiguousWidth(2) { TextWidth.of(piece) } == 1, "\(piece) is two cells in a wide terminal"
            )
            #expect(!piece.unicodeScalars.contains(where: TextWidth.isAmbiguous), "\(piece) is ambiguous")
        }
        #expect(narrow.sober == "○" && narrow.bands == ["░", "▒", "▓", "█"] && narrow.vertical == "│")
        #expect(TextWidth.withAmbiguousWidth(2) { ScreenGlyphs.current } == wide)
        #expect(TextWidth.withAmbiguousWidth(1) { ScreenGlyphs.current } == narrow)
    }

    @Test("widths: ambiguous characters one or two cells, wide and narrow ones unchanged, marks still zero")
    func widths() {
        for (text, one, two) in [
            ("○", 1, 2), ("─│┌▶◀▒▓█▁·", 10, 20), ("お酒", 4, 4), ("abc", 3, 3), ("e\u{301}", 1, 1),
            ("×2", 2, 3), ("◦░▚▙▮", 5, 5),
        ] {
            #expect(TextWidth.withAmbiguousWidth(1) { TextWidth.of(text) } == one, "\(text)")
            #expect(TextWidth.withAmbiguousWidth(2) { TextWidth.of(text) } == two, "\(text)")
        }
        #expect(TextWidth.withAmbiguousWidth(2) { TextWidth.truncate("○○○○○", to: 5) } == "○…", "… is two cells too")
    }

    @Test(
        "at width 2 every screen fits whole at every size: cells counted, boxes closed, its words there",
        arguments: ScreenFitTests.screens)
    func fitsWide(_ screen: ScreenFitTests.Screen) {
        TextWidth.withAmbiguousWidth(2) {
            let state = ScreenFitTests.state(screen)
            for (width, height) in Self.sizes {
                let frame = ScreenFitTests.render(state, width, height)
                let text = frame.canvas.text
                #expect(
                    FrameCheck.problems(frame, width: width, height: height).isEmpty,
                    "\(screen) at \(width)×\(height)\n\(text)")
                #expect(!text.contains("端末が小さすぎます"))
                for problem in ScreenFitTests.openBoxes(frame.canvas, glyphs: .wide) {
                    Issue.record("\(screen) at \(width)×\(height): \(problem)")
                }
                // The words of the screen, less those drawn with a glyph of the narrow set.
                for words in screen.shows where !words.unicodeScalars.contains(where: TextWidth.isAmbiguous) {
                    #expect(text.contains(words), "\(screen) at \(width)×\(height) lacks \(words)\n\(text)")
                }
                for (x, y, glyph) in Self.ambiguousCells(frame.canvas) where !Self.knownAmbiguous.contains(glyph) {
                    Issue.record("\(screen) at \(width)×\(height): a new ambiguous glyph \(glyph) at \(x),\(y)")
                }
            }
        }
    }

    @Test("the gauge's frame stays closed at width 2, its bar two cells wide")
    func gaugeWide() {
        TextWidth.withAmbiguousWidth(2) {
            let state = ScreenFitTests.state(ScreenFitTests.screens[0])
            let canvas = ScreenFitTests.render(state, 80, 22).canvas
            let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
            let framed = rows.filter { $0.contains("|█|") }
            #expect(framed.count >= 5, "the filled bar rows: \(canvas.text)")
            #expect(rows.contains { $0.contains("+--+") }, "the gauge's top and bottom")
            #expect(rows.contains { $0.contains("►|") } && rows.contains { $0.contains("|◄") || $0.contains("◄") })
        }
    }

    @Test("at width 1 nothing changes: the same frames as without the setting")
    func narrowUnchanged() {
        for screen in ScreenFitTests.screens {
            let state = ScreenFitTests.state(screen)
            let plain = ScreenFitTests.render(state, 80, 24)
            let narrow = TextWidth.withAmbiguousWidth(1) { ScreenFitTests.render(state, 80, 24) }
            #expect(plain == narrow, "\(screen)")
        }
    }

    @Test("snapshots of every screen at width 2, 80×24 and 80×22")
    func snapshots() {
        TextWidth.withAmbiguousWidth(2) {
            for screen in ScreenFitTests.screens {
                let name = screen.description.replacingOccurrences(of: " ", with: "-")
                for (width, height) in [(80, 24), (80, 22)] {
                    assertSnapshot(
                        ScreenFitTests.render(ScreenFitTests.state(screen), width, height).canvas,
                        named: "wide-\(name)-\(width)x\(height)")
                }
            }
        }
    }

    /// Cells holding an East Asian Ambiguous character.
    static func ambiguousCells(_ canvas: Canvas) -> [(Int, Int, String)] {
        var found: [(Int, Int, String)] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let text = canvas[x, y].text
                if let first = text.unicodeScalars.first, TextWidth.isAmbiguous(first) { found.append((x, y, text)) }
            }
        }
        return found
    }
}
