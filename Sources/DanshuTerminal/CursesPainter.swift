import CNcurses
import DanshuCore
import DanshuUI

/// Hands frames to ncurses, which draws them: the cells that changed since the last frame go into its window as runs
/// of wide characters (`setcchar`, `mvwadd_wchnstr`), each style's attributes and color pair made once; ncurses then
/// works out the bytes (`wnoutrefresh` + `doupdate`, once a frame). htop and tig draw the same way.
///
/// Most of what ncurses sends for a key is changes of attributes (xterm's `sgr` resets everything and the colors are
/// sent again after it), so each cell's pen is chosen to keep them few: a space that shows no attribute between two
/// cells of one pen takes that pen (`× 2` in bold is one change, not three), and any other such space the plain one.
struct CursesPainter {
    /// How ncurses draws a cell: its attributes and its color pair (0: the terminal's own colors).
    struct Pen: Equatable {
        var attributes: attr_t
        var pair: Int32
        /// Whether a space drawn with it shows anything (reverse, underline, a background): else any such space looks
        /// like any other, whatever its text color, bold or dim.
        var showsOnBlank: Bool

        static let plain = Pen(attributes: 0, pair: 0, showsOnBlank: false)
    }

    private let window: UnsafeMutablePointer<WINDOW>
    /// The palette colors are matched to; `.none` draws attributes only.
    let depth: ColorDepth
    /// What the window holds, each cell's text and pen; nil when unknown (every cell of the next frame is handed over).
    private var shown: (canvas: Canvas, pens: [Pen])?
    private var pens: [Style: Pen] = [:]
    /// The last style asked for: cells side by side mostly share theirs.
    private var lastPen: (style: Style, pen: Pen)?
    private var cursorShown: Bool?
    /// One run of cells as ncurses takes them, reused from frame to frame.
    private var run: [cchar_t] = []
    /// Color pairs made so far (pair 0 is the terminal's own).
    private var pairsMade: Int32 = 0

    init(window: UnsafeMutablePointer<WINDOW>, depth: ColorDepth) {
        self.window = window
        self.depth = depth
    }

    /// Every cell of the next frame is handed over again (a resize, a changed ambiguous width, a redraw).
    mutating func forget() {
        shown = nil
    }

    /// Shows `frame`: its changed cells into the window, then one update of the terminal.
    mutating func draw(_ frame: Frame) {
        let canvas = frame.canvas
        var framePens = [Pen](repeating: .plain, count: canvas.width * canvas.height)
        let before = shown.flatMap { $0.canvas.width == canvas.width && $0.canvas.height == canvas.height ? $0 : nil }
        for y in 0..<canvas.height {
            let row = canvas.cells(row: y)
            let start = y * canvas.width
            choosePens(row, into: &framePens, at: start)
            var x = 0
            while x < canvas.width {
                // The next run of cells whose text or pen differs from what the window holds.
                guard
                    let first = (x..<canvas.width).first(where: {
                        !Self.same(row, framePens, before, y: y, at: start, $0)
                    })
                else { break }
                var end = first + 1
                while end < canvas.width, !Self.same(row, framePens, before, y: y, at: start, end) { end += 1 }
                // A run never splits a wide character: it starts on a character and takes a right half with its left.
                var from = first
                while from > 0, row[row.startIndex + from].width == 0 { from -= 1 }
                while end < canvas.width, row[row.startIndex + end].width == 0 { end += 1 }
                put(row, framePens, at: start, from: from, to: end, y: y)
                x = end
            }
        }
        shown = (canvas, framePens)
        // Hidden before the update, shown after it: the cursor never flickers across the frame as it is drawn. ncurses
        // puts it in place only while `leaveok` is off, so that goes off before the update that places it.
        if let cursor = frame.cursor {
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else if cursorShown != false {
            curs_set(0)
            leaveok(window, true)
            cursorShown = false
        }
        wnoutrefresh(window)
        doupdate()
        if frame.cursor != nil, cursorShown != true {
            curs_set(1)
            cursorShown = true
        }
    }

    /// Whether the window already holds cell `x` of the row (text, width and pen).
    private static func same(
        _ row: ArraySlice<Cell>, _ framePens: [Pen], _ before: (canvas: Canvas, pens: [Pen])?,
        y: Int, at start: Int, _ x: Int
    ) -> Bool {
        guard let before else { return false }
        let cell = row[row.startIndex + x]
        let old = before.canvas[x, y]
        return framePens[start + x] == before.pens[start + x] && cell.width == old.width && cell.text == old.text
    }

    /// The pen of each cell of a row: its style's, except for spaces that show nothing, which take the pen of the
    /// cells on both sides when those share one that shows nothing on a space either, and the plain pen otherwise.
    private mutating func choosePens(_ row: ArraySlice<Cell>, into framePens: inout [Pen], at start: Int) {
        var x = 0
        while x < row.count {
            let cell = row[row.startIndex + x]
            guard Self.looksBlank(cell) else {
                framePens[start + x] = pen(for: cell.style)
                x += 1
                continue
            }
            var end = x + 1
            while end < row.count, Self.looksBlank(row[row.startIndex + end]) { end += 1 }
            var gap = Pen.plain
            if x > 0, end < row.count {
                let left = framePens[start + x - 1]
                let right = pen(for: row[row.startIndex + end].style)
                if left == right, !left.showsOnBlank { gap = left }
            }
            for blank in x..<end { framePens[start + blank] = gap }
            x = end
        }
    }

    /// A space drawn without background, reverse or underline: bold, dim and the text color do not show on it.
    private static func looksBlank(_ cell: Cell) -> Bool {
        cell.text == " " && cell.style.background == nil && !cell.style.reverse && !cell.style.underline
    }

    /// Writes the row's cells `from..<to` into the window; a wide character's right half is ncurses' to fill.
    private mutating func put(
        _ row: ArraySlice<Cell>, _ framePens: [Pen], at start: Int, from: Int, to end: Int, y: Int
    ) {
        run.removeAll(keepingCapacity: true)
        for x in from..<end where row[row.startIndex + x].width > 0 {
            run.append(Self.character(row[row.startIndex + x].text, framePens[start + x]))
        }
        mvwadd_wchnstr(window, Int32(y), Int32(from), run, Int32(run.count))
    }

    /// A cell as ncurses holds it: the character and its combining marks (at most `Cell.maxMarks`), with its pen.
    private static func character(_ text: String, _ pen: Pen) -> cchar_t {
        var result = cchar_t()
        var pair = pen.pair
        // The base and its marks, then the terminating zero setcchar reads up to.
        var characters: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0x20, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &characters) { raw in
            let slots = raw.bindMemory(to: wchar_t.self)
            var count = 0
            for scalar in text.unicodeScalars where count <= Cell.maxMarks {
                slots[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            // The extended pair goes through the last argument, so pairs past 32767 (direct colors) work too.
            setcchar(&result, slots.baseAddress, pen.attributes, 0, &pair)
        }
        return result
    }

    /// How ncurses draws a style: attributes, and a color pair made once per pair of colors (`alloc_pair` answers the
    /// same pair for the same colors; the terminal's own where a color is not set).
    private mutating func pen(for style: Style) -> Pen {
        if let lastPen, lastPen.style == style { return lastPen.pen }
        if let pen = pens[style] {
            lastPen = (style, pen)
            return pen
        }
        var attributes: attr_t = 0
        if style.bold { attributes |= cn_attribute_bold() }
        if style.dim { attributes |= cn_attribute_dim() }
        if style.reverse { attributes |= cn_attribute_reverse() }
        if style.underline { attributes |= cn_attribute_underline() }
        var pair: Int32 = 0
        let foreground = colorNumber(style.foreground)
        let background = colorNumber(style.background)
        if foreground != nil || background != nil {
            let colors = (Int32(foreground ?? -1), Int32(background ?? -1))
            // Once every pair is taken, alloc_pair would recolor the oldest, on screen too: a new style then keeps the
            // terminal's colors (only a terminal of 64 pairs, `screen`, could get there).
            var found = find_pair(colors.0, colors.1)
            if found < 0, pairsMade + 1 < cn_color_pairs() {
                found = alloc_pair(colors.0, colors.1)
                if found > 0 { pairsMade += 1 }
            }
            pair = max(0, found)
        }
        let pen = Pen(
            attributes: attributes, pair: pair, showsOnBlank: style.reverse || style.underline || background != nil)
        pens[style] = pen
        lastPen = (style, pen)
        return pen
    }

    /// A style's color as a number of the palette in use; nil for the terminal's own.
    private func colorNumber(_ rgb: RGB?) -> Int? {
        guard depth != .none else { return nil }
        return rgb.flatMap { ColorSupport.colorNumber($0, depth: depth) }
    }
}
