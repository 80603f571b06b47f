import DanshuCore
import DanshuText

/// The day's vertical gauge (seed 003): a framed bar filled from the bottom in the gauge color with
/// eighth-cell glyphs, `40.0g▶` at the fill's top on the left, `◀60g` at the max on the right with 非常に高リスク under it,
/// and the band lines (20 g, 40 g) as ticks. Above the max the scale grows and the marker moves down.
enum GaugeView {
    static let eighths = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]
    static let valueWidth = 6

    static func draw(
        gramsTenths g10: Int, maxTenths: Int, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let barHeight = rect.height - 2
        guard barHeight >= 3, rect.width >= valueWidth + 5 else { return }
        let glyphs = ScreenGlyphs.current
        let inner = ScreenGlyphs.barCells // the bar between the frame's two columns: one block wide
        let arrowX = rect.x + valueWidth
        let barX = arrowX + 1 // the left frame
        let markerX = barX + inner + 2
        let labelX = markerX + 1
        let top = rect.y
        let bottom = rect.y + barHeight + 1

        frame.canvas.put(glyphs.topLeft + glyphs.line(inner) + glyphs.topRight, x: barX, y: top, style: theme.frame)
        frame.canvas.put(
            glyphs.bottomLeft + glyphs.line(inner) + glyphs.bottomRight, x: barX, y: bottom, style: theme.frame)
        for row in 0..<barHeight {
            frame.canvas.put(glyphs.vertical, x: barX, y: top + 1 + row, style: theme.frame)
            frame.canvas.put(glyphs.vertical, x: barX + 1 + inner, y: top + 1 + row, style: theme.frame)
        }

        let scaleTop = Gauge.scaleTopTenths(gramsTenths: g10, maxTenths: maxTenths)
        // Row from the bottom (0 … barHeight-1) → screen row.
        func screenY(_ rowFromBottom: Int) -> Int { top + barHeight - rowFromBottom }
        func row(forTenths t: Int) -> Int {
            let cells = Int((Double(t) / Double(scaleTop) * Double(barHeight)).rounded(.up))
            return min(barHeight - 1, max(0, cells - 1))
        }

        // The fill, in eighths of a cell; any alcohol shows at least one eighth.
        let fill = Gauge.fillFraction(gramsTenths: g10, maxTenths: maxTenths)
        var filled = Int((fill * Double(barHeight * 8)).rounded())
        if g10 > 0 { filled = max(filled, 1) }
        let fillStyle = theme.gaugeFill(gramsTenths: g10, maxTenths: maxTenths)
        for r in 0..<barHeight {
            let units = min(8, max(0, filled - 8 * r))
            guard units > 0 else { break }
            var glyph = units == 8 ? "█" : eighths[units - 1]
            if !theme.color && units == 8 {
                // Without color the rows show the band at their height.
                let rowTenths = scaleTop * (r + 1) / barHeight
                glyph = ScreenGlyphs.current.band(RiskBand(gramsTenths: rowTenths - 1))
            }
            frame.canvas.put(
                String(repeating: glyph, count: max(1, inner / TextWidth.of(glyph))), x: barX + 1, y: screenY(r),
                style: fillStyle)
        }

        // On the right, top to bottom: the max marker, the band it begins under it, and the band lines (40 g, 20 g).
        let markerRow =
            barHeight - 1
            - Int(((1 - Gauge.markerFraction(gramsTenths: g10, maxTenths: maxTenths)) * Double(barHeight)).rounded())
        let ticks = [RiskBand.high, .moderate].map(\.lowestTenths).filter { $0 < maxTenths }
        let rows = markRows(marker: markerRow, ticks: ticks.map(row(forTenths:)), barHeight: barHeight)
        for (threshold, r) in zip(ticks, rows.ticks) {
            frame.canvas.put(
                glyphs.horizontal + formatTenthsCompact(threshold) + "g", x: markerX, y: screenY(r), style: theme.dim)
        }
        // The max marker points at the scale's value, with the band it begins under it: a tick of the scale, which an
        // empty day's gauge must not seem to point at as its result (issue 26).
        frame.canvas.put(glyphs.pointerLeft, x: markerX, y: screenY(rows.marker), style: theme.band(.veryHigh))
        frame.canvas.put(
            formatTenthsCompact(maxTenths) + "g", x: labelX, y: screenY(rows.marker), style: theme.band(.veryHigh),
            maxWidth: rect.maxX - labelX)
        // Whole or not at all: a narrow gauge (a phone's screen) keeps the marker's grams and leaves out the band's words.
        if TextWidth.of(catalog.gaugeMaxLabel) <= rect.maxX - markerX {
            frame.canvas.put(catalog.gaugeMaxLabel, x: markerX, y: screenY(rows.marker - 1), style: theme.dim)
        }

        // The current value on the left of ▶, at the top of the fill.
        let valueRow = filled > 0 ? (filled - 1) / 8 : 0
        let value = TextWidth.pad(GramsText.fitting(g10, width: valueWidth), to: valueWidth, alignRight: true)
        frame.canvas.put(value, x: rect.x, y: screenY(valueRow), style: theme.title)
        frame.canvas.put(glyphs.pointerRight, x: arrowX, y: screenY(valueRow), style: theme.title)
    }

    /// The rows (from the bar's bottom) of the max marker and of the band lines given highest first, with the marker's
    /// label in the row under the marker (the frame's row, -1, under a marker at the bottom when there is no line): each
    /// mark keeps its own row and the scale's order. Far above the max the lines and the marker crowd the bar's bottom
    /// (253 g put the label over the 40 g line, issue 40): a line then moves down to the first free row; where the
    /// bottom is reached, up, and the marker with them, as little as it takes; never above the bar.
    static func markRows(marker: Int, ticks: [Int], barHeight: Int) -> (marker: Int, ticks: [Int]) {
        // Top to bottom: the marker, its label, the lines.
        var rows = [marker, marker - 1] + ticks
        func down() {
            for i in rows.indices.dropFirst() { rows[i] = min(rows[i], rows[i - 1] - 1) }
        }
        down()
        rows[rows.count - 1] = max(rows[rows.count - 1], ticks.isEmpty ? -1 : 0)
        for i in rows.indices.dropLast().reversed() { rows[i] = max(rows[i], rows[i + 1] + 1) }
        rows[0] = min(rows[0], barHeight - 1)
        down()
        return (rows[0], Array(rows.dropFirst(2)))
    }
}
