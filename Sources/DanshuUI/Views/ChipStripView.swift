import DanshuApp
import DanshuCore
import DanshuText

/// The drink chips of the visible page, `[1 ビール500缶]`, each with its number key. The chips take a second
/// row when it lets the names be longer, and names shorten (see `ChipNames`) only as far as the whole page
/// needs: at 80 columns or more ten chips always fit in two rows with every name of up to 10 columns whole,
/// and a number key never taps a chip the user cannot see. The page (`‹ 1/3 Tab ›`) shows on the row above.
enum ChipStripView {
    /// The most rows the chips take on the full layout.
    static let maximumRows = 2
    /// The columns of a name that show it whole (design.md §2: whole up to 10 columns, shortened only past that).
    static let enoughName = 10

    struct PlacedChip: Equatable {
        var index: Int, x: Int, y: Int, label: String, text: String
    }

    /// Where the chips of a page go, relative to the strip's top-left corner.
    struct Arrangement: Equatable {
        var chips: [PlacedChip] = []
        var rows = 1
    }

    /// The visible page's chips in a strip `width` columns wide and at most `maximumRows` rows: the fewest rows in which
    /// the names are as long as in the most rows (two on the full layout; more on a small screen, issue 44).
    static func arrange(_ state: AppState, width: Int, maximumRows: Int = maximumRows) -> Arrangement {
        let names = state.journal.presets[state.visibleChipRange].map { ChipNames.Units($0.name) }
        guard !names.isEmpty else { return Arrangement() }
        let labels = names.indices.map { "[\(($0 + 1) % 10) " }
        // The longest names each number of rows allows (whole ones found at once, else by halving), and the fewest rows
        // that reach the longest of them; with more rows than the full layout's two (a small screen), names of 10
        // columns are enough (design.md §2), so fewer rows keep the day's rows above them.
        let widest = (1...max(1, maximumRows)).map {
            widestLayout(labels: labels, names: names, width: width, rows: $0)
        }
        var best = widest.compactMap { $0?.nameWidth }.max() ?? 0
        if maximumRows > ChipStripView.maximumRows { best = min(best, ChipStripView.enoughName) }
        guard let rows = widest.firstIndex(where: { ($0?.nameWidth ?? -1) >= best }), let chips = widest[rows]?.chips
        else {
            return Arrangement(chips: [], rows: maximumRows)
        }
        return Arrangement(chips: chips, rows: rows + 1)
    }

    static func draw(
        _ state: AppState, _ arrangement: Arrangement, in rect: Rect, pageRow: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        guard rect.height > 0, rect.width > 0 else { return }
        guard !arrangement.chips.isEmpty else {
            frame.canvas.put(catalog.message(.noPresets), x: rect.x, y: rect.y, style: theme.dim, maxWidth: rect.width)
            return
        }
        // One look on every day: a chip taps on any day (it answers はい when needed), and restyling the strip
        // as the selection moves between drinking and other days repainted all of it (issue 16).
        let frameStyle = theme.key
        let nameStyle = theme.plain
        for chip in arrangement.chips {
            let x = rect.x + chip.x
            let y = rect.y + chip.y
            var cx = x + frame.canvas.put(chip.label, x: x, y: y, style: frameStyle)
            cx += frame.canvas.put(chip.text, x: cx, y: y, style: nameStyle)
            cx += frame.canvas.put("]", x: cx, y: y, style: frameStyle)
            frame.hits.append(Hit(x: x, y: y, width: cx - x, height: 1, action: .main(.chipTapped(chip.index))))
        }
        let pages = state.chipPageCount
        guard pages > 1, pageRow >= 0 else { return }
        let page = catalog.chipPage(min(state.chipPage, pages - 1), of: pages)
        let tag = "‹ " + page + " Tab ›"
        let x = rect.maxX - TextWidth.of(tag)
        frame.canvas.put(tag, x: x, y: pageRow, style: theme.dim)
        frame.hits.append(Hit(x: x, y: pageRow, width: 2, height: 1, action: .main(.chipPageTurned(by: -1))))
        frame.hits.append(
            Hit(x: x + 2, y: pageRow, width: TextWidth.of(tag) - 2, height: 1, action: .main(.chipPageTurned(by: 1))))
    }

    /// The layout in `rows` rows with the longest names that still fits every chip, found by halving:
    /// narrower names never need more rows, and a frame costs a handful of layouts, not one per column.
    static func widestLayout(labels: [String], names: [ChipNames.Units], width: Int, rows: Int)
        -> (chips: [PlacedChip], nameWidth: Int)?
    {
        let longest = names.map(\.width).max() ?? 0
        if let whole = layout(labels: labels, names: names, nameWidth: longest, width: width, rows: rows) {
            return (whole, longest)
        }
        var fits: (chips: [PlacedChip], nameWidth: Int)?
        var low = 1
        var high = longest - 1 // the answer lies in low...high, if anywhere
        while low <= high {
            let middle = (low + high) / 2
            if let placed = layout(labels: labels, names: names, nameWidth: middle, width: width, rows: rows) {
                fits = (placed, middle)
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return fits
    }

    /// Places every chip with names shortened to `nameWidth`, left to right and row by row, or nil when
    /// they do not all fit in `rows` rows of `width` columns.
    static func layout(labels: [String], names: [ChipNames.Units], nameWidth: Int, width: Int, rows: Int)
        -> [PlacedChip]?
    {
        let texts = ChipNames.shortened(names, to: nameWidth)
        var placed: [PlacedChip] = []
        var x = 0
        var y = 0
        for (i, text) in texts.enumerated() {
            let chipWidth = TextWidth.of(labels[i]) + TextWidth.of(text) + 1
            if x > 0, x + chipWidth > width {
                y += 1
                x = 0
            }
            guard y < rows, x + chipWidth <= width else { return nil }
            placed.append(PlacedChip(index: i, x: x, y: y, label: labels[i], text: text))
            x += chipWidth + 1
        }
        return placed
    }
}
