/// A block of a pane that the layout places whole (ratatui's widget rendered into a rectangle): how many rows it takes
/// at a width, and how it draws into the rectangle it is given. A pane lists its sections in reading order and the layout
/// places them (`Section.stack`, `Section.columns`), so a new block is one more entry in the list, never arithmetic of
/// its own in the pane (docs/decisions.md, "One place splits the screen").
struct Section {
    /// What the section is, for the tests and for a reader of the list.
    let name: String
    /// The rows it takes at a width; 0 when it has nothing to show.
    let rows: (Int) -> Int
    /// Draws it into a rectangle as wide as asked and as tall as `rows` said.
    let draw: (Rect, inout Frame) -> Void
    /// What it shows where its rows do not fit, if anything (the week's plan without its days).
    var shorter: Section? { shorterForm.first }
    private var shorterForm: [Section] = []
    /// Whether, placed in columns, it heads the next column (the statistics' heatmap): the columns break before it
    /// instead of where they would end nearest the same row.
    var headsColumn = false

    init(
        name: String, rows: @escaping (Int) -> Int, draw: @escaping (Rect, inout Frame) -> Void, shorter: Section? = nil
    ) {
        self.name = name
        self.rows = rows
        self.draw = draw
        shorterForm = shorter.map { [$0] } ?? []
    }

    /// The section, heading the next column where it is placed in columns.
    func headingColumn() -> Section {
        var section = self
        section.headsColumn = true
        return section
    }

    /// A section of lines of text that depend on the width, drawn in the theme's tones.
    static func lines(_ name: String, theme: Theme, shorter: Section? = nil, _ lines: @escaping (Int) -> [ToneLine])
        -> Section
    {
        Section(
            name: name, rows: { lines($0).count },
            draw: { rect, frame in
                for (i, line) in lines(rect.width).prefix(rect.height).enumerated() {
                    frame.canvas.put(line, x: rect.x, y: rect.y + i, maxWidth: rect.width, theme: theme)
                }
            }, shorter: shorter)
    }

    /// Places `sections` down `rect` in order with `gap` blank rows between: each whole where it fits in the rows left,
    /// else its `shorter` form where that fits, else left out (a later, shorter one may still fit). With `spread`, rows the
    /// sections leave at the bottom go to the gaps between them, at most `spread` more to each, so a short list does not
    /// leave one band of blank under it. Returns each placed section with its rectangle.
    static func stack(_ sections: [Section], in rect: Rect, gap: Int = 1, spread: Int = 0) -> [(
        section: Section, rect: Rect
    )] {
        var placed: [(section: Section, rect: Rect)] = []
        var y = 0
        for whole in sections {
            for section in [whole] + (whole.shorter.map { [$0] } ?? []) {
                let rows = section.rows(rect.width)
                guard rows > 0 else { break }
                let top = placed.isEmpty ? 0 : y + gap
                guard top + rows <= rect.height else { continue }
                placed.append((section, Rect(x: rect.x, y: rect.y + top, width: rect.width, height: rows)))
                y = top + rows
                break
            }
        }
        guard spread > 0, placed.count > 1 else { return placed }
        let extra = min(spread, (rect.height - y) / (placed.count - 1))
        return placed.enumerated().map { i, item in
            (
                item.section,
                Rect(x: item.rect.x, y: item.rect.y + i * extra, width: item.rect.width, height: item.rect.height)
            )
        }
    }

    /// The rows `sections` take stacked at `width` with `gap` blank rows between, every one of them whole.
    static func height(_ sections: [Section], width: Int, gap: Int = 1) -> Int {
        let heights = sections.map { $0.rows(width) }.filter { $0 > 0 }
        return heights.reduce(0, +) + gap * max(0, heights.count - 1)
    }

    /// Places `sections` in reading order into the columns of `rects` (each a column; their widths may differ): the first
    /// sections go down the first column, the rest continue in the next, broken before a section that heads a column,
    /// else where the tallest column is shortest, so two columns end near the same row. Each column then stacks its own
    /// (`stack`).
    static func columns(_ sections: [Section], in rects: [Rect], gap: Int = 1) -> [(section: Section, rect: Rect)] {
        guard rects.count > 1, let first = rects.first else {
            return stack(sections, in: rects.first ?? Rect(x: 0, y: 0, width: 0, height: 0), gap: gap)
        }
        // Before the first section that heads a column; else where the tallest of the first column and the rest (stacked
        // into the others) is lowest.
        var best = (split: sections.count, tallest: Int.max)
        if let head = sections.dropFirst().firstIndex(where: \.headsColumn) { best.split = head }
        for split in 0...sections.count where best.split == sections.count || !sections.contains(where: \.headsColumn) {
            let head = height(Array(sections[..<split]), width: first.width, gap: gap)
            let tail = columnsHeight(Array(sections[split...]), in: Array(rects.dropFirst()), gap: gap)
            if max(head, tail) < best.tallest { best = (split, max(head, tail)) }
        }
        return stack(Array(sections[..<best.split]), in: first, gap: gap)
            + columns(Array(sections[best.split...]), in: Array(rects.dropFirst()), gap: gap)
    }

    /// The tallest column's rows when `sections` are broken over `rects` as `columns` breaks them.
    private static func columnsHeight(_ sections: [Section], in rects: [Rect], gap: Int) -> Int {
        guard let first = rects.first else { return sections.isEmpty ? 0 : Int.max }
        guard rects.count > 1 else { return height(sections, width: first.width, gap: gap) }
        return (0...sections.count).map { split in
            max(
                height(Array(sections[..<split]), width: first.width, gap: gap),
                columnsHeight(Array(sections[split...]), in: Array(rects.dropFirst()), gap: gap))
        }.min() ?? 0
    }
}
