/// A grid of cells the views draw into and the terminal driver copies to the screen.
/// A wide character takes two cells: the left holds it (width 2), the right is a continuation (width 0).
/// Every write keeps that pairing intact, so the driver can draw cell by cell.
public struct Canvas: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells, `width × height`.
    private var cells: [Cell]

    /// A canvas filled with blanks; negative sizes count as 0.
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at column x, row y; `.blank` outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        contains(x: x, y: y) ? cells[y * width + x] : .blank
    }

    /// The cells of row y, left to right; empty outside the canvas. For drivers that compare rows.
    public func cells(row y: Int) -> ArraySlice<Cell> {
        guard y >= 0 && y < height else { return [] }
        return cells[(y * width)..<((y + 1) * width)]
    }

    /// Writes text starting at column x, row y, clipped at the canvas edges and at `maxWidth` columns when given;
    /// never splits a wide character (one that would not fit is replaced by a space); makes control/format
    /// characters visible (see `SafeText`). Overwriting half of an existing wide character blanks its other half.
    /// Returns the number of columns written on the canvas.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0 && y < height else { return 0 }
        let limit = maxWidth.map { Self.end(of: x, length: $0, within: width) } ?? width
        let start = max(x, 0)
        guard start < limit else { return 0 }
        var column = x
        var lastCharacter: Int? // cell index of the character marks attach to, when it was written whole
        for glyph in GlyphScanner(text) {
            let scalar: Unicode.Scalar
            let glyphWidth: Int
            switch glyph {
            case .mark(let mark):
                if let index = lastCharacter { cells[index].text.unicodeScalars.append(mark) }
                continue
            case .character(let character, let width):
                (scalar, glyphWidth) = (character, width)
            case .replacement(let replacement):
                (scalar, glyphWidth) = (replacement, 1)
            }
            lastCharacter = nil
            guard column < limit else { break }
            if column < 0 {
                if column + glyphWidth > 0 { place(" ", width: 1, x: 0, y: y, style: style) } // cut at the left edge
            } else if column + glyphWidth > limit {
                place(" ", width: 1, x: column, y: y, style: style) // a wide character that does not fit
            } else {
                place(Glyph.text(of: scalar), width: glyphWidth, x: column, y: y, style: style)
                if case .character = glyph { lastCharacter = y * width + column }
            }
            column += glyphWidth
        }
        return max(0, min(column, limit) - start)
    }

    /// Fills a rectangle with a character (clipped to the canvas); a wide character that does not fit
    /// at the right end of a row leaves a space.
    public mutating func fill(
        x: Int, y: Int, width: Int, height: Int, with character: Character = " ",
        style: Style = .plain
    ) {
        guard x < self.width else { return }
        let rowWidth = Self.end(of: x, length: width, within: self.width) - x // columns past the edge are never seen
        guard rowWidth > 0, height > 0 else { return }
        let characterWidth = max(TextWidth.of(String(character)), 1)
        var row = Canvas(width: rowWidth, height: 1)
        row.put(String(repeating: String(character), count: rowWidth / characterWidth + 1), x: 0, y: 0, style: style)
        for targetY in stride(from: max(y, 0), to: Self.end(of: y, length: height, within: self.height), by: 1) {
            draw(row, x: x, y: targetY)
        }
    }

    /// Copies another canvas onto this one with its top-left corner at column x, row y, clipped to the edges.
    /// A wide character cut in half by an edge becomes a space in its style.
    public mutating func draw(_ canvas: Canvas, x: Int, y: Int) {
        for sourceY in 0..<canvas.height {
            let targetY = y + sourceY
            guard targetY >= 0 && targetY < height else { continue }
            for sourceX in 0..<canvas.width {
                let targetX = x + sourceX
                guard targetX >= 0 && targetX < width else { continue }
                let cell = canvas.cells[sourceY * canvas.width + sourceX]
                switch cell.width {
                case 0 where targetX == 0:
                    place(" ", width: 1, x: targetX, y: targetY, style: cell.style) // its left half is cut off
                case 0:
                    continue // drawn with its left half
                case 2 where targetX + 1 >= width:
                    place(" ", width: 1, x: targetX, y: targetY, style: cell.style) // its right half is cut off
                default:
                    place(cell.text, width: cell.width, x: targetX, y: targetY, style: cell.style)
                }
            }
        }
    }

    /// Row y's text, trailing spaces trimmed; "" outside the canvas.
    public func row(_ y: Int) -> String {
        var line = ""
        for cell in cells(row: y) { line += cell.text }
        while line.utf8.last == 0x20 { line.removeLast() }
        return line
    }

    /// start + length, but no further than `bound`; safe for lengths like `Int.max` meaning "to the edge".
    private static func end(of start: Int, length: Int, within bound: Int) -> Int {
        guard start < bound else { return bound }
        return length >= bound - start ? bound : start + max(length, 0)
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }

    /// Stores one character (and its continuation when wide), first blanking the far half of any wide
    /// character it partly covers. The caller guarantees the cells fit.
    private mutating func place(_ text: String, width glyphWidth: Int, x: Int, y: Int, style: Style) {
        let base = y * width
        if cells[base + x].width == 0 && x > 0 {
            cells[base + x - 1] = Cell(" ", style: cells[base + x - 1].style)
        }
        let right = x + glyphWidth - 1
        if cells[base + right].width == 2 && right + 1 < width {
            cells[base + right + 1] = Cell(" ", style: cells[base + right + 1].style)
        }
        cells[base + x] = Cell(text, width: glyphWidth, style: style)
        if glyphWidth == 2 { cells[base + x + 1] = Cell("", width: 0, style: style) }
    }
}
