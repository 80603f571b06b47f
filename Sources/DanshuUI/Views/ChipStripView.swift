import DanshuCore

/// The drink chips of the visible page, `[1 ビール500缶]`, each with its number key. Names shorten
/// until the whole page fits the strip's rows, so a number key never taps a chip the user cannot see.
enum ChipStripView {
    static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        guard rect.height > 0, rect.width > 0 else { return }
        let presets = Array(state.journal.presets[state.visibleChipRange])
        let pages = state.chipPageCount
        let pageTag = pages > 1 ? " ‹ " + catalog.chipPage(min(state.chipPage, pages - 1), of: pages) + " Tab ›" : ""
        // No chip is wider than the strip, so longer names are cut to its width once, up front.
        let names = presets.map { TextWidth.truncate($0.name, to: rect.width) }
        guard !names.isEmpty else {
            frame.canvas.put(catalog.message(.noPresets), x: rect.x, y: rect.y, style: theme.dim, maxWidth: rect.width)
            return
        }
        let labels = names.enumerated().map { i, _ in "[\((i + 1) % 10) " }
        let reserve = TextWidth.of(pageTag)
        let placed = widestLayout(labels: labels, names: names, rect: rect, reserve: reserve)
        let answeredYes = state.selectedRecord?.drank == true
        let style = answeredYes ? theme.plain : theme.dim
        for chip in placed ?? [] {
            let x = chip.x
            var cx = x + frame.canvas.put(labels[chip.index], x: x, y: chip.y, style: answeredYes ? theme.key : theme.dim)
            cx += frame.canvas.put(chip.text, x: cx, y: chip.y, style: style)
            cx += frame.canvas.put("]", x: cx, y: chip.y, style: answeredYes ? theme.key : theme.dim)
            frame.hits.append(Hit(x: x, y: chip.y, width: cx - x, height: 1, action: .chipTapped(chip.index)))
        }
        if !pageTag.isEmpty {
            let x = rect.maxX - TextWidth.of(pageTag)
            frame.canvas.put(pageTag, x: x, y: rect.maxY - 1, style: theme.dim)
            frame.hits.append(Hit(x: x, y: rect.maxY - 1, width: TextWidth.of(pageTag), height: 1, action: .chipPageTurned(by: 1)))
        }
    }

    struct PlacedChip {
        var index: Int, x: Int, y: Int, text: String
    }

    /// The layout with the longest names that still fits every chip (names of at least two columns), found
    /// by halving: narrower names never need more rows, and a frame costs a handful of layouts, not one per column.
    static func widestLayout(labels: [String], names: [String], rect: Rect, reserve: Int) -> [PlacedChip]? {
        let longest = names.map { TextWidth.of($0) }.max() ?? 0
        if let whole = layout(labels: labels, names: names, nameWidth: longest, rect: rect, reserve: reserve) { return whole }
        var fits: [PlacedChip]?
        var low = 2, high = longest - 1  // the answer lies in low...high, if anywhere
        while low <= high {
            let middle = (low + high) / 2
            if let placed = layout(labels: labels, names: names, nameWidth: middle, rect: rect, reserve: reserve) {
                fits = placed
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return fits
    }

    /// Places every chip with names cut to `nameWidth`, or nil when they do not all fit.
    static func layout(labels: [String], names: [String], nameWidth: Int, rect: Rect, reserve: Int) -> [PlacedChip]? {
        var placed: [PlacedChip] = []
        var x = rect.x, y = rect.y
        for (i, name) in names.enumerated() {
            let text = TextWidth.truncate(name, to: nameWidth)
            let width = TextWidth.of(labels[i]) + TextWidth.of(text) + 1
            let lastRow = y == rect.maxY - 1
            let limit = rect.maxX - (lastRow ? reserve : 0)
            if x + width > limit {
                y += 1
                x = rect.x
                guard y < rect.maxY, x + width <= rect.maxX - (y == rect.maxY - 1 ? reserve : 0) else { return nil }
            }
            placed.append(PlacedChip(index: i, x: x, y: y, text: text))
            x += width + 1
        }
        return placed
    }
}
