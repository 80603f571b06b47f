import DanshuApp
import DanshuCore
import DanshuText

/// The feelings form (`f`) in a box over the screen: each value as its whole scale with the chosen number
/// reversed, so no color is needed, and what the ends of the scale mean beneath it.
///
/// ```
/// ┌ 気分と飲みたい気持ち: 2026年11月28日(土) ───────┐
/// │                                                  │
/// │ ▶ 気分            1 2 3 4 5                      │
/// │                   1 つらい 〜 5 よい              │
/// │   飲みたい気持ち  0 1 2 3 4 5 6 7 8 9 10  未入力  │
/// │                   0 なし 〜 10 とても強い         │
/// └──────────────────────────────────────────────────┘
/// ```
/// Where the box is too narrow for a scale beside its label (a phone's screen), the scale goes under the label.
enum FeelingsFormView {
    static func draw(
        _ form: FeelingsForm, date: LocalDate, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let fields = FeelingsForm.Field.allCases
        let glyphs = ScreenGlyphs.current
        let pointerWidth = TextWidth.of(glyphs.pointerRight) + 1
        let labelWidth = fields.map { TextWidth.of(catalog.feelingsLabel($0)) }.max() ?? 14
        // The widest scale with its 未入力, and its meaning.
        let scaleWidth =
            fields.map { field in
                max(
                    TextWidth.of(field.range.map(String.init).joined(separator: " ") + "  " + catalog.feelingsNotSet),
                    TextWidth.of(catalog.feelingsScale(field)))
            }.max() ?? 30
        let beside = 2 + pointerWidth + labelWidth + 2 + scaleWidth + 2 <= min(64, width - 2)
        let rowsPerField = beside ? 2 : 3
        let box = ModalView.boxRect(
            width: width, height: height, boxWidth: 64, boxHeight: 3 + rowsPerField * fields.count + 2)
        ModalView.drawBox(box, title: catalog.feelingsTitle(date), into: &frame, theme: theme)
        let scaleX = beside ? box.x + 2 + pointerWidth + labelWidth + 2 : box.x + 2 + pointerWidth
        let room = box.maxX - 2 - scaleX
        var y = box.y + 2
        for field in fields {
            let focused = form.focus == field
            if focused { frame.canvas.put(glyphs.pointerRight, x: box.x + 2, y: y, style: theme.title) }
            frame.canvas.put(
                catalog.feelingsLabel(field), x: box.x + 2 + pointerWidth, y: y,
                style: focused ? theme.title : theme.plain)
            if !beside { y += 1 }
            var x = scaleX
            for value in field.range {
                if value > field.range.lowerBound { x += frame.canvas.put(" ", x: x, y: y, maxWidth: box.maxX - 2 - x) }
                let chosen = form[field] == value
                if chosen && focused { frame.cursor = (x, y) }
                x += frame.canvas.put(
                    String(value), x: x, y: y, style: chosen ? theme.selected : theme.dim, maxWidth: box.maxX - 2 - x)
            }
            if form[field] == nil {
                frame.canvas.put(
                    "  " + catalog.feelingsNotSet, x: x, y: y, style: focused ? theme.title : theme.dim,
                    maxWidth: box.maxX - 2 - x)
                if focused { frame.cursor = (scaleX, y) }
            }
            frame.canvas.put(catalog.feelingsScale(field), x: scaleX, y: y + 1, style: theme.dim, maxWidth: room)
            y += 2
        }
    }
}
