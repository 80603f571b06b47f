import DanshuUI

/// How the terminal draws a cell, in its own terms: attributes and color numbers.
struct Pen: Hashable, Sendable {
    var bold = false
    var dim = false
    var reverse = false
    var underline = false
    var foreground: Int?
    var background: Int?

    static let plain = Pen()

    /// Whether a space drawn with this pen looks like a plain space: bold, dim and the text color do not show on it.
    var blankLooksPlain: Bool { background == nil && !reverse && !underline }
}

/// Turns each frame into the bytes that change the screen from the last one: only cells that look different, by the
/// shortest cursor motion the terminal's strings allow (often just writing the cells in between again), attributes
/// changed by what differs instead of all reset and sent again, and runs of blanks erased. Pure: tests read the bytes.
///
/// ncurses did this before, through its `sgr` string, which under xterm resets everything (`ESC ( B ESC [ 0 ; 1 m`)
/// and is followed by the colors again at every change of attributes: 40 % of the bytes of an arrow key (issue 22).
struct ScreenWriter {
    let strings: ControlStrings
    /// What the screen shows; nil when unknown (the next frame clears it first).
    private var shown: Canvas?
    /// Where the cursor is; nil when unknown (after the last column, or a cell of combining marks).
    private var cursor: (row: Int, column: Int)?
    /// The attributes and colors the terminal draws with now; nil when unknown.
    private var pen: Pen?
    private var cursorVisible: Bool?
    private var out: [UInt8] = []

    init(strings: ControlStrings, cursorVisible: Bool? = nil) {
        self.strings = strings
        self.cursorVisible = cursorVisible
    }

    /// Forgets what the screen shows: the next frame is drawn whole (a resize, Ctrl-L, a resume).
    mutating func forget() {
        shown = nil
        cursor = nil
        pen = nil
        cursorVisible = nil
    }

    /// The bytes that show `frame`, the cells' styles turned into pens by `penOf`.
    mutating func bytes(for frame: Frame, penOf: (Style) -> Pen) -> [UInt8] {
        out.removeAll(keepingCapacity: true)
        let canvas = frame.canvas
        let before: Canvas
        if let shown, shown.width == canvas.width, shown.height == canvas.height {
            before = shown
        } else {
            // Cleared in the default colors: every blank that looks plain is then already there.
            out += strings.resetFirst
            out += strings.clear
            pen = .plain
            cursor = (0, 0)
            before = Canvas(width: canvas.width, height: canvas.height)
        }
        for y in 0..<canvas.height {
            let row = canvas.cells(row: y), old = before.cells(row: y)
            var x = 0
            while x < canvas.width {
                let cell = row[row.startIndex + x], before = old[old.startIndex + x]
                // A wide character the same as before still has its right half: the canvas keeps them paired.
                guard cell.width > 0, cell != before else {
                    x += max(cell.width, 1)
                    continue
                }
                let cellPen = penOf(cell.style)
                if looksSame(cell, cellPen, before, penOf) {
                    x += cell.width
                    continue
                }
                // The last cell of a terminal that scrolls when it is written stays as it is.
                if strings.lastCellScrolls && y == canvas.height - 1 && x + cell.width >= canvas.width { break }
                if cell.text == " " && cellPen.blankLooksPlain, let end = erase(from: x, row: row, old: old, y: y, penOf: penOf) {
                    x = end
                    continue
                }
                move(to: y, x, row: row, old: old, penOf: penOf)
                if !(cell.text == " " && cellPen.blankLooksPlain && pen?.blankLooksPlain == true) { switchPen(to: cellPen) }
                if cell.text.isEmpty { out.append(0x20) } else { out.append(contentsOf: cell.text.utf8) }
                x += cell.width
                // Past the last column the cursor waits to wrap; after marks it may stand wherever the terminal put it.
                cursor = x < canvas.width && cell.text.unicodeScalars.count == 1 ? (y, x) : nil
            }
        }
        shown = canvas
        if let place = frame.cursor {
            move(to: place.y, place.x, row: nil, old: nil, penOf: penOf)
            if cursorVisible != true, let show = strings.showCursor { out += show }
            cursorVisible = true
        } else if cursorVisible != false {
            if let hide = strings.hideCursor { out += hide }
            cursorVisible = false
        }
        return out
    }

    private func looksSame(_ cell: Cell, _ cellPen: Pen, _ old: Cell, _ penOf: (Style) -> Pen) -> Bool {
        if cell == old { return true }
        guard cell.text == old.text, cell.width == old.width else { return false }
        let oldPen = penOf(old.style)
        return oldPen == cellPen || (cell.text == " " && cellPen.blankLooksPlain && oldPen.blankLooksPlain)
    }

    /// Erases the run of plain-looking blanks from `x` (to the line's end, or with `ech`) when that is shorter than
    /// writing the changed ones; the column after the run, or nil to write them.
    private mutating func erase(from x: Int, row: ArraySlice<Cell>, old: ArraySlice<Cell>, y: Int, penOf: (Style) -> Pen) -> Int? {
        var end = x, lastChanged = x
        while end < row.count {
            let cell = row[row.startIndex + end]
            guard cell.text == " ", cell.width == 1 else { break }
            let cellPen = penOf(cell.style)
            guard cellPen.blankLooksPlain else { break }
            if !looksSame(cell, cellPen, old[old.startIndex + end], penOf) { lastChanged = end }
            end += 1
        }
        let written = lastChanged - x + 1
        // ECH over a wide character erases a different number of cells in some terminals (mlterm counts characters,
        // a wide one as one): only narrow cells are erased that way. To the line's end any terminal agrees.
        let overWide = old[(old.startIndex + x)..<(old.startIndex + end)].contains { $0.width != 1 }
        let erasure = end == row.count ? strings.eraseLine : overWide ? nil : strings.eraseCharacters?(end - x)
        // Erased cells take the background in use (bce): only a plain-looking pen may erase.
        let penCost = pen?.blankLooksPlain == true ? 0 : penBytes(from: pen, to: .plain).count
        guard let erasure, erasure.count + penCost < written else { return nil }
        move(to: y, x, row: row, old: old, penOf: penOf)
        if pen?.blankLooksPlain != true { switchPen(to: .plain) }
        out += erasure
        return end
    }

    // MARK: The cursor

    /// Moves the cursor by the shortest of the terminal's motions; `row` and `old`, the target row's cells as shown,
    /// allow writing the cells in between again instead.
    private mutating func move(to y: Int, _ x: Int, row: ArraySlice<Cell>?, old: ArraySlice<Cell>?, penOf: (Style) -> Pen) {
        if let cursor, cursor.row == y, cursor.column == x { return }
        if !strings.movesInAttributes, let pen, pen != .plain { switchPen(to: .plain) }
        var best = strings.cursorAddress(y, x)
        if let from = cursor {
            var verticals: [[UInt8]] = []
            if from.row == y {
                verticals = [[]]
            } else {
                if let absolute = strings.row?(y) { verticals.append(absolute) }
                if y > from.row {
                    if let down = strings.down?(y - from.row) { verticals.append(down) }
                    if let down1 = strings.down1, y - from.row <= 2 { verticals.append(Array(repeating: down1, count: y - from.row).flatMap { $0 }) }
                } else if let up = strings.up?(from.row - y) {
                    verticals.append(up)
                }
            }
            let horizontals = horizontalMoves(from: from.column, to: x, row: row, old: old, penOf: penOf)
            for vertical in verticals {
                for horizontal in horizontals where vertical.count + horizontal.count < best.count { best = vertical + horizontal }
            }
        }
        out += best
        cursor = (y, x)
    }

    private func horizontalMoves(from column: Int, to x: Int, row: ArraySlice<Cell>?, old: ArraySlice<Cell>?,
                                 penOf: (Style) -> Pen) -> [[UInt8]] {
        guard x != column else { return [[]] }
        var moves: [[UInt8]] = []
        if let absolute = strings.column?(x) { moves.append(absolute) }
        if x == 0, let back = strings.carriageReturn { moves.append(back) }
        if x > column {
            if let right = strings.right?(x - column) { moves.append(right) }
            if x - column == 1, let right1 = strings.right1 { moves.append(right1) }
            if let row, let old, let again = rewrite(row, old, from: column, to: x, penOf: penOf) { moves.append(again) }
        } else {
            if let left = strings.left?(column - x) { moves.append(left) }
            if let left1 = strings.left1, column - x <= 4 { moves.append(Array(repeating: left1, count: column - x).flatMap { $0 }) }
        }
        return moves
    }

    /// The cells from `column` up to `x` written again as they are shown, when the pen in use draws them alike.
    private func rewrite(_ row: ArraySlice<Cell>, _ old: ArraySlice<Cell>, from column: Int, to x: Int, penOf: (Style) -> Pen) -> [UInt8]? {
        guard let pen, x - column <= 8 else { return nil }
        var bytes: [UInt8] = []
        var at = column
        while at < x {
            let cell = row[row.startIndex + at]
            let cellPen = penOf(cell.style)
            guard cell.width > 0, at + cell.width <= x, cell.text.unicodeScalars.count == 1,
                  looksSame(cell, cellPen, old[old.startIndex + at], penOf),
                  cellPen == pen || (cell.text == " " && cellPen.blankLooksPlain && pen.blankLooksPlain) else { return nil }
            bytes.append(contentsOf: cell.text.utf8)
            at += cell.width
        }
        return bytes
    }

    // MARK: Attributes and colors

    private mutating func switchPen(to target: Pen) {
        out += penBytes(from: pen, to: target)
        pen = target
    }

    /// The strings that change `current` into `target`, the shorter of two ways: attributes turned off by a reset
    /// (or the end of underline) and the rest changed one by one; or a reset and everything set again.
    func penBytes(from current: Pen?, to target: Pen) -> [UInt8] {
        guard current != target else { return [] }
        let afterReset = strings.resetsColors ? Pen.plain : Pen(foreground: -1, background: -1)
        let again = strings.reset + additions(from: afterReset, to: target)
        guard let current else { return again }
        var bytes: [UInt8] = []
        var now = current
        if (current.bold && !target.bold) || (current.dim && !target.dim) || (current.reverse && !target.reverse)
            || (current.underline && !target.underline && strings.endUnderline == nil) {
            return again
        }
        if current.underline && !target.underline, let end = strings.endUnderline {
            bytes += end
            now.underline = false
        }
        bytes += additions(from: now, to: target)
        return bytes.count <= again.count ? bytes : again
    }

    /// The attributes `target` has and `now` lacks turned on, and the colors that differ set.
    private func additions(from now: Pen, to target: Pen) -> [UInt8] {
        var now = now
        var bytes: [UInt8] = []
        if target.bold && !now.bold, let on = strings.bold { bytes += on }
        if target.dim && !now.dim, let on = strings.dim { bytes += on }
        if target.reverse && !now.reverse, let on = strings.reverse { bytes += on }
        if target.underline && !now.underline, let on = strings.underline { bytes += on }
        if now.foreground != target.foreground || now.background != target.background {
            if (target.foreground == nil && now.foreground != nil) || (target.background == nil && now.background != nil),
               let original = strings.defaultColors {
                bytes += original
                now.foreground = nil
                now.background = nil
            }
            if let color = target.foreground, color != now.foreground, let set = strings.foreground?(color) { bytes += set }
            if let color = target.background, color != now.background, let set = strings.background?(color) { bytes += set }
        }
        return bytes
    }
}
