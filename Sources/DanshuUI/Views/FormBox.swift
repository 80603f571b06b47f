import DanshuApp
import DanshuCore
import DanshuText

/// A form or question in a box over the screen, laid out once for any width (the urges' forms use it): wrapped lines of
/// text above the rows, rows of a label and its content (choices wrapped as the context form's, a typed field, or a
/// line), then wrapped lines under them, broken between phrases, never inside a word. Where the label column leaves too
/// little room the content goes under its label, so a narrow terminal gets the same form taller. The focused row gets
/// the pointer and the terminal's cursor.
struct FormBox {
    /// One value of a row of choices: its words (with its number), and how it is marked.
    struct Choice {
        var text: String
        /// Chosen: reversed, so no color is needed.
        var chosen = false
        /// Under the row's cursor: underlined (and the terminal's cursor on it).
        var cursor = false
    }

    /// What a row holds.
    enum Content {
        case choices([Choice])
        case field(TextField)
        case line(String, Style)
    }

    /// A labelled row.
    struct Row {
        var label: String
        var focused: Bool
        var content: Content
    }

    /// A line of text in the box: wrapped to its width, drawn in `style`.
    struct Text {
        var text: String
        var style: Style
        /// Words that explain rather than ask or answer: where the box is short they give way first.
        var aside = false
    }

    var title: String
    var lead: [Text] = []
    var rows: [Row] = []
    var tail: [Text] = []
    /// The keys, under everything: it stays whatever the height.
    var hint: Text?
    /// The widest the box is; a narrower screen narrows it.
    var boxWidth = 76

    /// One line as drawn: pieces at columns from the box's inner left edge, and where the cursor goes on it.
    private struct Line {
        var pieces: [(x: Int, text: String, style: Style)] = []
        var field: (x: Int, width: Int, field: TextField, focused: Bool)?
        var cursorX: Int?
    }

    /// Draws the box centred on a screen of `width`×`height`. When the screen is too short (a phone's), the asides give
    /// way first, from the bottom up; then the rows scroll so the focused one shows whole (all its wrapped lines), the
    /// other texts giving way, from the last, where even it does not fit; the hint stays. A mark in the right margin
    /// says rows are out of the box above (▲) or below (▼).
    func draw(width: Int, height: Int, into frame: inout Frame, theme: Theme) {
        let outer = min(boxWidth, width - 2)
        let inner = max(1, outer - 4)
        let glyphs = ScreenGlyphs.current
        let pointerWidth = TextWidth.of(glyphs.pointerRight) + 1
        let labelWidth = rows.map { TextWidth.of($0.label) }.max() ?? 0
        let sideBySide = inner - (pointerWidth + labelWidth + 2) >= 16
        let contentX = sideBySide ? pointerWidth + labelWidth + 2 : pointerWidth + 2
        let room = max(1, inner - contentX)

        func wrapped(_ texts: [Text]) -> [Line] {
            texts.flatMap { text in
                text.text.isEmpty
                    ? [Line()]
                    : TextWrap.words(text.text, width: inner, breaks: .phrases).map {
                        Line(pieces: [(0, $0, text.style)])
                    }
            }
        }
        var rowLines: [Line] = []
        var rowStarts: [Int] = []
        var focusedLines = 0..<0
        var focusedHead: Line?
        for row in rows {
            if !row.label.isEmpty { rowStarts.append(rowLines.count) } // a legend under a row goes with it
            var head = Line(pieces: [(pointerWidth, row.label, row.focused ? theme.title : theme.plain)])
            if row.focused { head.pieces.insert((0, glyphs.pointerRight, theme.title), at: 0) }
            var content = Self.lines(row.content, room: room, focused: row.focused, theme: theme).map { line in
                var line = line
                line.pieces = line.pieces.map { ($0.x + contentX, $0.text, $0.style) }
                line.field?.x += contentX
                line.cursorX = line.cursorX.map { $0 + contentX }
                return line
            }
            if sideBySide, !content.isEmpty {
                content[0].pieces = head.pieces + content[0].pieces
            } else {
                content.insert(head, at: 0)
            }
            if row.focused {
                focusedLines = rowLines.count..<rowLines.count + content.count
                if sideBySide { focusedHead = head }
            }
            rowLines += content
        }
        // Title, a blank line, the lines, a blank line and the bottom edge: four rows besides the lines.
        let fits = max(0, height - 2 - 4)
        var shownLead = lead
        var shownTail = tail
        let under = hint.map { wrapped([$0]) } ?? []
        func blocks(_ shownRows: Int) -> (above: [Line], below: [Line]) {
            var above = wrapped(shownLead)
            var below = wrapped(shownTail) + under
            if !above.isEmpty && shownRows > 0 { above.append(Line()) }
            if !below.isEmpty && !(above.isEmpty && shownRows == 0) { below.insert(Line(), at: 0) }
            return (above, below)
        }
        func tall(_ shownRows: Int) -> Int {
            let (above, below) = blocks(shownRows)
            return above.count + shownRows + below.count
        }
        // The asides give way, from the bottom up, until the rows show whole.
        while tall(rowLines.count) > fits, let last = shownTail.lastIndex(where: \.aside) { shownTail.remove(at: last) }
        while tall(rowLines.count) > fits, let last = shownLead.lastIndex(where: \.aside) { shownLead.remove(at: last) }
        // Then the other texts, from the last, until the focused row shows whole.
        while tall(focusedLines.count) > fits, !shownLead.isEmpty || !shownTail.isEmpty {
            if shownTail.isEmpty { shownLead.removeLast() } else { shownTail.removeLast() }
        }
        var window = rowLines.count
        while window > 0 && tall(window) > fits { window -= 1 }
        // The rows scroll so the focused one is whole, starting at a row where they can; where even it is taller than
        // the box, so its chosen value shows, its label on the first line as the context form does.
        var top = min(focusedLines.lowerBound, max(0, focusedLines.upperBound - window))
        if let start = rowStarts.first(where: { $0 >= top }), start <= focusedLines.lowerBound {
            window = min(window, rowLines.count - start)
            top = start
        }
        let cursorLine =
            focusedLines.first { rowLines[$0].cursorX != nil || rowLines[$0].field != nil } ?? focusedLines.lowerBound
        if window > 0 && cursorLine >= top + window { top = cursorLine - window + 1 }
        var shownRows = Array(rowLines[top..<top + window])
        if top > focusedLines.lowerBound, let head = focusedHead, !shownRows.isEmpty {
            shownRows[0].pieces = head.pieces + shownRows[0].pieces
        }
        let (above, below) = blocks(window)
        var lines = above + shownRows
        lines += below.prefix(max(0, fits - lines.count))

        let box = ModalView.boxRect(width: width, height: height, boxWidth: outer, boxHeight: lines.count + 4)
        ModalView.drawBox(box, title: title, into: &frame, theme: theme)
        let left = box.x + 2
        let right = box.maxX - 2
        for (i, line) in lines.enumerated() {
            let y = box.y + 2 + i
            guard y < box.maxY - 1 else { break }
            for piece in line.pieces where left + piece.x < right {
                frame.canvas.put(
                    piece.text, x: left + piece.x, y: y, style: piece.style, maxWidth: right - left - piece.x)
            }
            if let field = line.field {
                ModalView.drawField(
                    field.field, x: left + field.x, y: y, width: min(field.width, right - left - field.x),
                    focused: field.focused, into: &frame, theme: theme)
            } else if let x = line.cursorX {
                frame.cursor = (min(left + x, right - 1), y)
            }
        }
        // Rows scrolled out of the box: a mark in the margin on the right of the first and the last row shown (one
        // mark for both when a single row shows).
        if window > 0 {
            let first = box.y + 2 + above.count
            let last = first + window - 1
            let hiddenAbove = top > 0
            let hiddenBelow = top + window < rowLines.count
            if hiddenAbove && hiddenBelow && window == 1 {
                frame.canvas.put(glyphs.moreBoth, x: right, y: first, style: theme.dim)
            } else {
                if hiddenAbove { frame.canvas.put(glyphs.moreAbove, x: right, y: first, style: theme.dim) }
                if hiddenBelow { frame.canvas.put(glyphs.moreBelow, x: right, y: last, style: theme.dim) }
            }
        }
    }

    /// A row's content as lines of at most `room` columns, from column 0.
    private static func lines(_ content: Content, room: Int, focused: Bool, theme: Theme) -> [Line] {
        switch content {
        case .line(let text, let style):
            return TextWrap.words(text, width: room, breaks: .phrases).map { Line(pieces: [(0, $0, style)]) }
        case .field(let field):
            return [Line(field: (0, min(room, 40), field, focused))]
        case .choices(let choices):
            var lines = [Line()]
            var used = 0
            for choice in choices {
                let width = TextWidth.of(choice.text)
                if used > 0 && used + 2 + width > room {
                    lines.append(Line())
                    used = 0
                }
                let x = used == 0 ? 0 : used + 2
                var style = choice.chosen ? theme.selected : theme.dim
                if choice.cursor { style.underline = true }
                if focused && (choice.cursor || (choice.chosen && !choices.contains(where: \.cursor))) {
                    lines[lines.count - 1].cursorX = x
                }
                // A value wider than the row goes on over lines of its own, broken between words.
                let parts = width > room ? TextWrap.words(choice.text, width: room, breaks: .phrases) : [choice.text]
                for (i, part) in parts.enumerated() {
                    if i > 0 { lines.append(Line()) }
                    lines[lines.count - 1].pieces.append((i == 0 ? x : 0, part, style))
                }
                used = (parts.count > 1 ? 0 : x) + TextWidth.of(parts.last ?? "")
            }
            if focused && !lines.contains(where: { $0.cursorX != nil }) { lines[0].cursorX = 0 }
            return lines
        }
    }
}
