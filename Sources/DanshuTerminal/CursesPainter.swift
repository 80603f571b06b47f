import CNcurses
import DanshuCore
import DanshuUI

/// Hands frames to ncurses, which draws them: the cells that changed since the last frame go into its window as runs
/// of wide characters (`setcchar`, `mvwadd_wchnstr`), each style's attributes and color pair made once; ncurses then
/// works out the bytes (`wnoutrefresh` + `doupdate`, once a frame). htop and tig draw the same way.
struct CursesPainter {
    /// How ncurses draws a style: its attributes and its color pair (0: the terminal's own colors).
    struct Pen: Equatable {
        var attributes: attr_t
        var pair: Int32

        static let plain = Pen(attributes: 0, pair: 0)
    }

    private let window: UnsafeMutablePointer<WINDOW>
    /// The palette colors are matched to; `.none` draws attributes only.
    let depth: ColorDepth
    /// What the window holds; nil when unknown (after a resize or a forced redraw every cell is handed over).
    private var shown: Canvas?
    private var pens: [Style: Pen] = [:]
    /// The last style asked for: cells side by side mostly share theirs.
    private var lastPen: (style: Style, pen: Pen)?
    private var cursorShown: Bool?
    /// One run of cells as ncurses takes them, reused from frame to frame.
    private var run: [cchar_t] = []

    init(window: UnsafeMutablePointer<WINDOW>, depth: ColorDepth) {
        self.window = window
        self.depth = depth
    }

    /// Every cell of the next frame is handed over again (a resize, a changed ambiguous width).
    mutating func forget() {
        shown = nil
    }

    /// Shows `frame`: its changed cells into the window, then one update of the terminal.
    mutating func draw(_ frame: Frame) {
        let canvas = frame.canvas
        let before = shown.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
        for y in 0..<canvas.height {
            let row = canvas.cells(row: y)
            let old = before?.cells(row: y)
            var x = 0
            while x < canvas.width {
                guard let start = firstChange(row, old, from: x) else { break }
                var end = start
                while end < canvas.width, changed(row, old, at: end) { end += 1 }
                // A run never splits a wide character: it starts on a character and takes a right half with its left.
                var first = start
                while first > 0, row[row.startIndex + first].width == 0 { first -= 1 }
                while end < canvas.width, row[row.startIndex + end].width == 0 { end += 1 }
                put(row[(row.startIndex + first)..<(row.startIndex + end)], y: y, x: first)
                x = end
            }
        }
        shown = canvas
        let cursor = frame.cursor
        // Hidden before the update, shown after it: the cursor never flickers across the frame as it is drawn.
        if cursor == nil, cursorShown != false {
            curs_set(0)
            leaveok(window, true)
            cursorShown = false
        }
        if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
        wnoutrefresh(window)
        doupdate()
        if cursor != nil, cursorShown != true {
            leaveok(window, false)
            curs_set(1)
            cursorShown = true
        }
    }

    /// The first column from `x` whose cell looks different from what the window holds.
    private func firstChange(_ row: ArraySlice<Cell>, _ old: ArraySlice<Cell>?, from x: Int) -> Int? {
        var at = x
        while at < row.count {
            if changed(row, old, at: at) { return at }
            at += 1
        }
        return nil
    }

    private func changed(_ row: ArraySlice<Cell>, _ old: ArraySlice<Cell>?, at x: Int) -> Bool {
        guard let old else { return true }
        let cell = row[row.startIndex + x], before = old[old.startIndex + x]
        if cell == before { return false }
        // A blank that shows no attribute looks the same whatever its style says.
        return !(Self.looksBlank(cell) && Self.looksBlank(before))
    }

    /// A space drawn without background, reverse or underline: bold, dim and the text color do not show on it.
    private static func looksBlank(_ cell: Cell) -> Bool {
        cell.text == " " && cell.style.background == nil && !cell.style.reverse && !cell.style.underline
    }

    /// Writes one run of cells into the window at (x, y); a wide character's right half is ncurses' to fill.
    private mutating func put(_ cells: ArraySlice<Cell>, y: Int, x: Int) {
        run.removeAll(keepingCapacity: true)
        for cell in cells where cell.width > 0 {
            let pen = Self.looksBlank(cell) ? Pen.plain : pen(for: cell.style)
            run.append(Self.character(cell.text, pen))
        }
        mvwadd_wchnstr(window, Int32(y), Int32(x), run, Int32(run.count))
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
        let foreground = colorNumber(style.foreground), background = colorNumber(style.background)
        if foreground != nil || background != nil {
            pair = max(0, alloc_pair(Int32(foreground ?? -1), Int32(background ?? -1)))
        }
        let pen = Pen(attributes: attributes, pair: pair)
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
