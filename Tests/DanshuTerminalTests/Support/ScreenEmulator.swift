@testable import DanshuTerminal
import DanshuUI

/// Enough of xterm to read back what `ScreenWriter` sends with `ControlStrings.xterm`: the cells, each with its text and
/// pen, and the cursor. A sequence it does not know fails the test that fed it.
struct ScreenEmulator {
    struct Shown: Equatable {
        var text = " "
        var width = 1
        var pen = Pen.plain
    }

    let width: Int, height: Int
    private(set) var cells: [[Shown]]
    private(set) var row = 0, column = 0
    /// Hidden, as the terminal is once the app has started.
    private(set) var cursorVisible = false
    private(set) var unknown: [String] = []
    private var pen = Pen.plain
    /// Erase characters (`ECH`) counts characters, a wide one as one, as mlterm does, instead of cells as xterm does.
    let erasesByCharacter: Bool

    init(width: Int, height: Int, erasesByCharacter: Bool = false) {
        self.width = width
        self.height = height
        self.erasesByCharacter = erasesByCharacter
        cells = Array(repeating: Array(repeating: Shown(), count: width), count: height)
    }

    mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\u{1B}":
                guard index < scalars.count else { return unknown.append("ESC at the end") }
                if scalars[index] == "(" {
                    index += 2
                } else if scalars[index] == "[" {
                    var parameters = ""
                    index += 1
                    while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
                        parameters.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count else { return unknown.append("CSI \(parameters) cut") }
                    control(parameters, Character(scalars[index]))
                    index += 1
                } else {
                    unknown.append("ESC \(scalars[index])")
                    index += 1
                }
            case "\r": column = 0
            case "\n": row = min(height - 1, row + 1)
            case "\u{8}": column = max(0, min(column, width - 1) - 1)
            default: put(scalar)
            }
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let cellWidth = TextWidth.of(String(scalar))
        if cellWidth == 0 {
            // A mark rides on the character before it.
            if column > 0 { cells[row][column - 1].text.unicodeScalars.append(scalar) }
            return
        }
        if column + cellWidth > width {
            column = 0
            row = min(height - 1, row + 1)
        }
        blankHalves(at: column)
        if cellWidth == 2 { blankHalves(at: column + 1) }
        cells[row][column] = Shown(text: String(scalar), width: cellWidth, pen: pen)
        if cellWidth == 2 { cells[row][column + 1] = Shown(text: "", width: 0, pen: pen) }
        column += cellWidth
    }

    /// A cell written over half of a wide character blanks the other half, as xterm does.
    private mutating func blankHalves(at x: Int) {
        guard x < width else { return }
        if cells[row][x].width == 0 && x > 0 { cells[row][x - 1] = Shown(pen: cells[row][x - 1].pen) }
        if cells[row][x].width == 2 && x + 1 < width { cells[row][x + 1] = Shown(pen: cells[row][x + 1].pen) }
    }

    private mutating func control(_ parameters: String, _ final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func number(_ index: Int, _ otherwise: Int = 1) -> Int { index < numbers.count && numbers[index] > 0 ? numbers[index] : otherwise }
        switch (parameters, final) {
        case ("?25", "l"): cursorVisible = false
        case ("?25", "h"): cursorVisible = true
        case ("?12", "l"): break
        case (_, "H"): (row, column) = (number(0) - 1, number(1) - 1)
        case (_, "G"): column = number(0) - 1
        case (_, "d"): row = number(0) - 1
        case (_, "C"): column = min(width - 1, column + number(0))
        case (_, "D"): column = max(0, min(column, width - 1) - number(0))
        case (_, "A"): row = max(0, row - number(0))
        case (_, "B"): row = min(height - 1, row + number(0))
        case ("", "K"): for x in min(column, width - 1)..<width { cells[row][x] = Shown(pen: Pen(background: pen.background)) }
        case (_, "X"):
            let start = min(column, width - 1)
            var end = min(width, start + number(0))
            if erasesByCharacter {
                // Each wide character in the run takes one of the count and two cells.
                var counted = 0
                end = start
                while end < width && counted < number(0) {
                    end += cells[row][end].width == 2 ? 2 : 1
                    counted += 1
                }
                end = min(end, width)
            }
            for x in start..<end { cells[row][x] = Shown(pen: Pen(background: pen.background)) }
        case ("2", "J"): cells = Array(repeating: Array(repeating: Shown(pen: Pen(background: pen.background)), count: width), count: height)
        case (_, "m"): attributes(numbers.isEmpty ? [0] : numbers)
        default: unknown.append("CSI \(parameters) \(final)")
        }
    }

    private mutating func attributes(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            switch numbers[index] {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 24: pen.underline = false
            case 39: pen.foreground = nil
            case 49: pen.background = nil
            case 38, 48:
                let color = index + 2 < numbers.count ? numbers[index + 2] : -1
                if numbers[index] == 38 { pen.foreground = color } else { pen.background = color }
                index += 2
            default: unknown.append("SGR \(numbers[index])")
            }
            index += 1
        }
    }

    /// Where the emulated screen differs from `canvas` as the writer draws it (a plain-looking blank is any such blank).
    func differences(from canvas: Canvas, penOf: (Style) -> Pen) -> [String] {
        var found: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let want = canvas[x, y], have = cells[y][x]
                let wantPen = penOf(want.style)
                let same = want.text == have.text && want.width == have.width
                    && (wantPen == have.pen || want.width == 0 || (want.text == " " && wantPen.blankLooksPlain && have.pen.blankLooksPlain))
                if !same { found.append("\(x),\(y): want \(want.text.debugDescription) \(wantPen), have \(have.text.debugDescription) \(have.pen)") }
            }
        }
        return found
    }
}

extension ControlStrings {
    /// xterm-256color's strings, written out, for tests that need no terminfo.
    static var xterm: ControlStrings {
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        return ControlStrings(
            cursorAddress: { bytes("\u{1B}[\($0 + 1);\($1 + 1)H") },
            column: { bytes("\u{1B}[\($0 + 1)G") }, row: { bytes("\u{1B}[\($0 + 1)d") },
            right: { bytes("\u{1B}[\($0)C") }, left: { bytes("\u{1B}[\($0)D") },
            up: { bytes("\u{1B}[\($0)A") }, down: { bytes("\u{1B}[\($0)B") },
            right1: bytes("\u{1B}[C"), left1: [8], down1: [10], carriageReturn: [13],
            clear: bytes("\u{1B}[H\u{1B}[2J"), resetFirst: bytes("\u{1B}(B\u{1B}[m"), reset: bytes("\u{1B}[m"), resetsColors: true,
            bold: bytes("\u{1B}[1m"), dim: bytes("\u{1B}[2m"), reverse: bytes("\u{1B}[7m"), underline: bytes("\u{1B}[4m"),
            endUnderline: bytes("\u{1B}[24m"), defaultColors: bytes("\u{1B}[39;49m"),
            foreground: { bytes("\u{1B}[38;5;\($0)m") }, background: { bytes("\u{1B}[48;5;\($0)m") },
            eraseCharacters: { bytes("\u{1B}[\($0)X") }, eraseLine: bytes("\u{1B}[K"),
            showCursor: bytes("\u{1B}[?12l\u{1B}[?25h"), hideCursor: bytes("\u{1B}[?25l"))
    }
}
