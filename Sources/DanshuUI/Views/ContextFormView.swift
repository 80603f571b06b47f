import DanshuApp
import DanshuCore
import DanshuText

/// The context form (`c`) in a box over the screen: each row's values numbered, the chosen ones reversed, so no color
/// is needed; the reasons wrap onto as many lines as they need, and the one under the cursor is underlined. Where the box
/// is shorter than its rows (a phone's screen), they scroll with the focus.
///
/// ```
/// ┌ 飲んだ日の状況: 2026年11月28日(土) ──────────────────────────────────────┐
/// │                                                                        │
/// │ ▶ 場所    1 自宅  2 店  3 職場  4 人の家  5 その他                        │
/// │   だれと  1 ひとり  2 家族  3 友人  4 職場の人  5 その他                  │
/// │   理由    1 ストレス  2 習慣  3 付き合い  4 食事  5 お祝い  6 退屈         │
/// │           7 飲みたくて  8 その他                                         │
/// │   その後  1 二日酔い  2 記憶がない  3 なし                                │
/// │                                                                        │
/// │ ←→ 選ぶ  数字 その番号  Space 理由を入れる/外す  Del 空欄                 │
/// └────────────────────────────────────────────────────────────────────────┘
/// ```
enum ContextFormView {
    static func draw(
        _ form: ContextForm, date: LocalDate, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let fields = ContextForm.Field.allCases
        let glyphs = ScreenGlyphs.current
        let pointerWidth = TextWidth.of(glyphs.pointerRight) + 1
        let labelWidth = fields.map { TextWidth.of(catalog.contextLabel($0)) }.max() ?? 6
        let boxWidth = min(76, width - 2)
        let optionsOffset = 2 + pointerWidth + labelWidth + 2
        let room = max(8, boxWidth - 2 - optionsOffset)
        let laidOut = fields.map { lines(catalog.contextChoices($0), room: room) }
        let rows = laidOut.reduce(0) { $0 + $1.count }
        let box = ModalView.boxRect(width: width, height: height, boxWidth: boxWidth, boxHeight: rows + 5)
        ModalView.drawBox(box, title: catalog.contextTitle(date), into: &frame, theme: theme)
        let optionsX = box.x + optionsOffset
        // Where the box is shorter than its rows (a phone's screen), they scroll so the focused row shows whole.
        let shown = max(1, box.height - 5)
        let firstLines = laidOut.indices.map { i in laidOut[..<i].reduce(0) { $0 + $1.count } }
        let focusIndex = fields.firstIndex(of: form.focus) ?? 0
        let focusEnd = firstLines[focusIndex] + laidOut[focusIndex].count
        let top = min(firstLines[focusIndex], max(0, focusEnd - shown))
        var line = 0
        for (field, fieldLines) in zip(fields, laidOut) {
            let focused = form.focus == field
            for (i, options) in fieldLines.enumerated() {
                defer { line += 1 }
                guard line >= top, line < top + shown else { continue }
                let y = box.y + 2 + line - top
                if i == 0 || line == top {
                    if focused { frame.canvas.put(glyphs.pointerRight, x: box.x + 2, y: y, style: theme.title) }
                    frame.canvas.put(
                        catalog.contextLabel(field), x: box.x + 2 + pointerWidth, y: y,
                        style: focused ? theme.title : theme.plain)
                    if focused { frame.cursor = (optionsX, y) }
                }
                var x = optionsX
                for option in options {
                    if option.index > options[0].index { x += 2 }
                    var style = isChosen(option.index, field, in: form) ? theme.selected : theme.dim
                    if focused && field == .reasons && option.index == form.reasonCursor {
                        style.underline = true
                        frame.cursor = (x, y)
                    } else if focused && form.chosen(field) == option.index {
                        frame.cursor = (x, y)
                    }
                    x += frame.canvas.put(option.text, x: x, y: y, style: style, maxWidth: box.maxX - 2 - x)
                }
            }
        }
        // The keys' hint whole, or up to its last whole phrase with … where the box is narrow.
        let hint = TextWrap.lines(
            catalog.contextFormHint, firstWidth: box.width - 4, width: box.width - 4, maxLines: 1, breaks: .phrases)
        frame.canvas.put(hint.first ?? "", x: box.x + 2, y: box.maxY - 2, style: theme.dim, maxWidth: box.width - 4)
    }

    /// Whether the value at `index` of a row is chosen in the form.
    static func isChosen(_ index: Int, _ field: ContextForm.Field, in form: ContextForm) -> Bool {
        field == .reasons
            ? form.context.reasons.contains(DayContext.Reason.allCases[index]) : form.chosen(field) == index
    }

    /// The numbered values (`1 自宅`) laid out two columns apart in lines of at most `room` columns.
    static func lines(_ choices: [String], room: Int) -> [[(index: Int, text: String)]] {
        var lines: [[(index: Int, text: String)]] = [[]]
        var used = 0
        for (index, choice) in choices.enumerated() {
            let text = "\(index + 1) \(choice)"
            let needed = (used == 0 ? 0 : 2) + TextWidth.of(text)
            if used > 0 && used + needed > room {
                lines.append([])
                used = 0
            }
            used += used == 0 ? TextWidth.of(text) : needed
            lines[lines.count - 1].append((index, text))
        }
        return lines
    }
}
