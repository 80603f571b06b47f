import DanshuCore
import DanshuStorm
import DanshuUI
import Testing

/// Every right half follows a left half and every left half has its right half, as the driver relies on.
func pairingProblems(_ canvas: Canvas) -> [String] {
    var problems: [String] = []
    for y in 0..<canvas.height {
        for x in 0..<canvas.width {
            let cell = canvas[x, y]
            if cell.width == 0 && (x == 0 || canvas[x - 1, y].width != 2) {
                problems.append("orphan right half at \(x),\(y)")
            }
            if cell.width == 2 && (x + 1 >= canvas.width || canvas[x + 1, y].width != 0) {
                problems.append("wide character without right half at \(x),\(y)")
            }
            if cell.width == 0 && cell.text != "" { problems.append("right half with text at \(x),\(y)") }
        }
    }
    return problems
}

@Suite struct CanvasTests {
    let green = Style(foreground: .green)
    let red = Style(foreground: .red, bold: true)

    @Test func aNewCanvasIsBlankAndClampsItsSize() {
        let canvas = Canvas(width: 3, height: 2)
        #expect(canvas[0, 0] == .blank && canvas[2, 1] == .blank)
        #expect(canvas[-1, 0] == .blank && canvas[3, 0] == .blank && canvas[0, 2] == .blank)
        #expect(canvas.text == "\n")
        let empty = Canvas(width: -4, height: -1)
        #expect(empty.width == 0 && empty.height == 0 && empty.text == "")
    }

    @Test func wideCharactersTakeTwoCells() {
        var canvas = Canvas(width: 12, height: 1)
        #expect(canvas.put("ビール500缶", x: 0, y: 0, style: green) == 11)
        #expect(canvas[0, 0] == Cell("ビ", width: 2, style: green))
        #expect(canvas[1, 0] == Cell("", width: 0, style: green))
        #expect(canvas[6, 0] == Cell("5", width: 1, style: green))
        #expect(canvas.row(0) == "ビール500缶")
        #expect(pairingProblems(canvas).isEmpty)
    }

    @Test func aWideCharacterAtTheLastColumnBecomesASpace() {
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.put("お酒を", x: 0, y: 0, style: red) == 5)
        #expect(canvas.row(0) == "お酒")
        #expect(canvas[4, 0] == Cell(" ", style: red))
        #expect(canvas.put("aお酒を", x: 0, y: 0) == 5)
        #expect(canvas.row(0) == "aお酒")
        #expect(pairingProblems(canvas).isEmpty)
    }

    @Test func maxWidthClipsWithoutTouchingCellsBeyond() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.fill(x: 0, y: 0, width: 8, height: 1, with: "x")
        #expect(canvas.put("お酒を飲み", x: 1, y: 0, maxWidth: 4) == 4)
        #expect(canvas.row(0) == "xお酒xxx")
        #expect(canvas.put("お酒を飲み", x: 1, y: 0, maxWidth: 3) == 3)
        #expect(canvas.row(0) == "xお  xxx", "酒 that no longer fits leaves a space and blanks the old 酒")
        #expect(canvas.put("ab", x: 1, y: 0, maxWidth: 0) == 0)
        #expect(canvas.put("ab", x: 7, y: 0) == 1)
        #expect(canvas.row(0) == "xお  xxa")
    }

    @Test func textOffTheCanvasIsClipped() {
        var canvas = Canvas(width: 4, height: 1)
        #expect(canvas.put("お酒を", x: -1, y: 0) == 4)
        #expect(canvas.row(0) == " 酒") // お and を are cut by the edges and leave spaces
        #expect(canvas.put("abc", x: -5, y: 0) == 0)
        #expect(canvas.put("abc", x: 0, y: 1) == 0)
        #expect(canvas.put("abc", x: 0, y: -1) == 0)
        #expect(canvas.put("abc", x: 9, y: 0) == 0)
        #expect(pairingProblems(canvas).isEmpty)
    }

    @Test func overwritingHalfOfAWideCharacterBlanksItsOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.put("お酒を", x: 0, y: 0, style: green)
        canvas.put("a", x: 1, y: 0) // the right half of お
        #expect(canvas.row(0) == " a酒を")
        #expect(canvas[0, 0] == Cell(" ", style: green), "the blanked half keeps its style")
        canvas.put("b", x: 2, y: 0) // the left half of 酒
        #expect(canvas.row(0) == " ab を")
        canvas.put("飲", x: 3, y: 0) // straddles the blank and the left half of を
        #expect(canvas.row(0) == " ab飲")
        #expect(pairingProblems(canvas).isEmpty)
    }

    @Test func controlCharactersAreWrittenInertAndVisible() {
        var canvas = Canvas(width: 20, height: 3)
        canvas.put("\u{1b}[2J", x: 0, y: 0)
        canvas.put("\u{1b}]0;title\u{07}", x: 0, y: 1)
        canvas.put("a\r\u{202E}b\u{200D}", x: 0, y: 2)
        #expect(canvas.text == "^[[2J\n^[]0;title^G\na^M<U+202E>b<U+200D>")
        #expect(canvas[0, 0].text == "^" && canvas[1, 0].text == "[")
    }

    @Test func combiningMarksJoinThePreviousCell() {
        var canvas = Canvas(width: 12, height: 1)
        #expect(canvas.put("e\u{301}か\u{3099}\u{301}x", x: 0, y: 0) == 4)
        #expect(canvas[0, 0].text == "e\u{301}")
        #expect(canvas[1, 0] == Cell("か\u{3099}\u{301}", width: 2))
        #expect(canvas[3, 0].text == "x")
        #expect(canvas.put("\u{301}a", x: 0, y: 0) == 9, "a mark at the start of a put has nothing to sit on")
        #expect(canvas.row(0) == "<U+0301>a")
    }

    @Test func marksOfAClippedCharacterAreDropped() {
        var canvas = Canvas(width: 1, height: 1)
        #expect(canvas.put("か\u{3099}", x: 0, y: 0) == 1)
        #expect(canvas[0, 0] == .blank)
        #expect(canvas.put("e\u{301}z", x: 0, y: 0) == 1)
        #expect(canvas[0, 0].text == "e\u{301}", "a mark right after the last column still belongs to its character")
    }

    @Test func fillCoversTheRectangleAndClips() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.fill(x: 1, y: 1, width: 10, height: 10, with: "░", style: green)
        #expect(canvas.text == "\n ░░░░\n ░░░░")
        #expect(canvas[4, 2].style == green && canvas[0, 2].style == .plain)
        canvas.fill(x: 0, y: 0, width: 5, height: 1, with: "　") // ideographic space, 2 columns
        #expect(canvas.row(0) == "　　")
        #expect(canvas[4, 0] == .blank)
        canvas.fill(x: -1, y: 2, width: 3, height: 1, with: "酒")
        #expect(canvas.row(2) == "  ░░░", "the left half of the first 酒 is cut off, the second does not fit")
        canvas.fill(x: 0, y: 7, width: 2, height: 2)
        canvas.fill(x: 9, y: 0, width: 2, height: 2)
        #expect(pairingProblems(canvas).isEmpty)
    }

    @Test func drawingACanvasIntoAnotherClipsWideCharactersAtTheEdges() {
        var panel = Canvas(width: 4, height: 2)
        panel.put("お酒", x: 0, y: 0, style: green)
        panel.put("ab", x: 0, y: 1)
        var screen = Canvas(width: 5, height: 2)
        screen.fill(x: 0, y: 0, width: 5, height: 2, with: ".")
        screen.draw(panel, x: 2, y: 1)
        #expect(screen.text == ".....\n..お")
        #expect(screen[4, 1] == Cell(" ", style: green))
        screen.draw(panel, x: -1, y: 0)
        #expect(screen.text == " 酒..\nb", "a canvas is drawn opaque, blanks included")
        #expect(pairingProblems(screen).isEmpty)
    }

    @Test func hugeLengthsMeanToTheEdge() {
        var canvas = Canvas(width: 4, height: 2)
        #expect(canvas.put("abcdef", x: 1, y: 0, maxWidth: .max) == 3)
        canvas.fill(x: 1, y: 1, width: .max, height: .max, with: "-")
        #expect(canvas.text == " abc\n ---")
    }

    @Test func rowsAndTextTrimTrailingSpaces() {
        var canvas = Canvas(width: 10, height: 3)
        canvas.put("a  b", x: 1, y: 0)
        canvas.put("合計", x: 6, y: 2)
        #expect(canvas.row(0) == " a  b")
        #expect(canvas.row(1) == "")
        #expect(canvas.row(5) == "")
        #expect(canvas.text == " a  b\n\n      合計")
    }

    @Test func randomWritesNeverBreakWideCharacterPairs() {
        var random = StormRandom(seed: 29)
        let pieces = ["お酒", "a", "ビール500缶", "\u{1b}[2J", "e\u{301}", "🍺", "─█▁", "　", "\u{202E}x", "か\u{3099}"]
        var canvas = Canvas(width: 13, height: 3)
        for step in 0..<3000 {
            let x = Int.random(in: -3...14, using: &random)
            let y = Int.random(in: -1...3, using: &random)
            switch Int.random(in: 0...3, using: &random) {
            case 0: canvas.fill(x: x, y: y, width: Int.random(in: 0...6, using: &random), height: 2, with: "酒")
            default:
                let text = pieces[Int.random(in: 0...(pieces.count - 1), using: &random)]
                canvas.put(text, x: x, y: y, maxWidth: Int.random(in: 0...8, using: &random))
            }
            let problems = pairingProblems(canvas)
            #expect(problems.isEmpty, "after step \(step): \(problems)")
            if !problems.isEmpty { break }
        }
    }

    @Test func styleMapMarksEachStyleWithALetter() {
        var canvas = Canvas(width: 8, height: 2)
        canvas.put("断酒", x: 0, y: 0, style: red)
        canvas.put("40.0g", x: 0, y: 1, style: green)
        canvas.put("  ", x: 4, y: 0, style: Style(reverse: true))
        #expect(
            canvas.styleMap() == """
                AAAABB
                CCCCC

                A = fg #FF0000 bold
                B = reverse
                C = fg #00FF00
                """)
        #expect(
            canvas.styleMap(legend: [green: "g"]) == "AAAABB\nggggg\n\nA = fg #FF0000 bold\nB = reverse\ng = fg #00FF00"
        )
    }
}
