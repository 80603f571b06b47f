import DanshuApp
import DanshuCore
import DanshuText

/// `e`: the presets as aligned columns (name, ABV, volume, pure alcohol, and price and calories once a preset has
/// them), scrolling with the selection.
enum PresetPaneView {
    static func draw(
        _ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let pane = state.presetPane
        let x = 1 + frame.canvas.put(catalog.presetPaneTitle, x: 1, y: 0, style: theme.title)
        if pane.reordering {
            frame.canvas.put("  " + catalog.reorderModeTag, x: x, y: 0, style: theme.info, maxWidth: width - x)
        }
        frame.canvas.put(ScreenGlyphs.current.line(width), x: 0, y: 1, style: theme.frame)

        let presets = state.journal.presets
        // The number column holds the largest number (1000 at the preset limit) and two spaces; below 80 columns (a phone's
        // screen) the columns are as narrow as their values, the pure alcohol's headed by its unit, so the names keep room.
        let narrow = width < MainLayout.fullWidth
        let abvWidth = narrow ? 6 : 7
        let mlWidth = narrow ? 7 : 8
        let gramsWidth = narrow ? 8 : 13
        let numberWidth = max(narrow ? 4 : 5, String(presets.count).count + (narrow ? 1 : 2))
        let baseNameWidth = width - 2 - numberWidth - abvWidth - mlWidth - gramsWidth - 2
        // Price and calories once a preset has them, as `presets list` shows them, while the names keep 16 columns.
        var extra: [(header: String, width: Int, value: (Preset) -> String)] = []
        for (header, value) in [
            (catalog.presetPriceColumn, { (p: Preset) in p.priceYen.map(catalog.yen) ?? "" }),
            (catalog.presetKcalColumn, { (p: Preset) in p.extraKcal.map(catalog.kcal) ?? "" }),
        ]
        where presets.contains(where: { !value($0).isEmpty }) {
            let columnWidth = 2 + max(TextWidth.of(header), presets.map { TextWidth.of(value($0)) }.max() ?? 0)
            guard baseNameWidth - extra.map(\.width).reduce(0, +) - columnWidth >= 16 else { break }
            extra.append((header, columnWidth, value))
        }
        let nameWidth = max(8, baseNameWidth - extra.map(\.width).reduce(0, +))
        let header =
            TextWidth.pad("", to: numberWidth) + TextWidth.pad(catalog.presetNameHeader, to: nameWidth)
            + TextWidth.pad(catalog.presetABVHeader, to: abvWidth, alignRight: true)
            + TextWidth.pad(
                narrow ? catalog.presetVolumeHeaderShort : catalog.presetVolumeHeader, to: mlWidth, alignRight: true)
            + TextWidth.pad(
                narrow ? catalog.presetGramsHeaderShort : catalog.presetGramsHeader, to: gramsWidth, alignRight: true)
            + extra.map { TextWidth.pad($0.header, to: $0.width, alignRight: true) }.joined()
        frame.canvas.put(header, x: 1, y: 2, style: theme.dim, maxWidth: width - 2)

        let top = 3
        let visible = max(0, height - 1 - (narrow ? 2 : 1) - top)
        if presets.isEmpty {
            frame.canvas.put(catalog.noPresetsYet, x: 3, y: top, style: theme.dim, maxWidth: width - 3)
        }
        let first = pane.selection < visible ? 0 : pane.selection - visible + 1
        for (offset, preset) in presets.dropFirst(first).prefix(visible).enumerated() {
            let index = first + offset
            let y = top + offset
            let selected = index == pane.selection
            var style = selected ? theme.selected : theme.plain
            if selected && pane.reordering { style.bold = true }
            if selected { frame.canvas.fill(x: 0, y: y, width: width, height: 1, style: style) }
            frame.canvas.put(
                (selected ? (pane.reordering ? ScreenGlyphs.current.moving : "›") : " "), x: 0, y: y, style: style)
            // Column by column, the name only as wide as it is: padding a name to a wide terminal's column
            // cost more than the rest of the row.
            let columns =
                [
                    (
                        TextWidth.pad(String(index + 1), to: numberWidth - (narrow ? 1 : 2), alignRight: true),
                        numberWidth
                    ),
                    (TextWidth.truncate(preset.name, to: nameWidth), nameWidth),
                    (TextWidth.pad(formatABV(preset.abvTenths), to: abvWidth, alignRight: true), abvWidth),
                    (TextWidth.pad(formatMillilitres(preset.ml), to: mlWidth, alignRight: true), mlWidth),
                    (TextWidth.pad(formatGrams(preset.gramsTenths), to: gramsWidth, alignRight: true), gramsWidth),
                ] + extra.map { (TextWidth.pad($0.value(preset), to: $0.width, alignRight: true), $0.width) }
            var x = 1
            for (text, columnWidth) in columns {
                frame.canvas.put(text, x: x, y: y, style: style, maxWidth: width - 1 - x)
                x += columnWidth
            }
            frame.hits.append(Hit(x: 0, y: y, width: width, height: 1, action: .presets(.rowClicked(index))))
        }
        if presets.count > visible, visible > 0 {
            let tag = " \(pane.selection + 1)/\(presets.count) "
            frame.canvas.put(tag, x: width - TextWidth.of(tag) - 1, y: 1, style: theme.dim)
        }
        let keyRows = narrow ? 2 : 1
        StatusLinesView.draw(
            state, messageRow: height - 1 - keyRows, hintRow: height - keyRows, width: width, keyRows: keyRows,
            into: &frame, catalog: catalog, theme: theme)
    }
}
