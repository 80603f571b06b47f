import DanshuApp
import DanshuCore
import DanshuText

/// The plan form (`p` in the trends pane) in a box over the screen: the week, its days with the drinking days in
/// brackets (and reversed, so no color is needed), the most on each, and the suggestion with why it is suggested.
///
/// ```
/// ┌ 週の予定: 2026年11月29日〜12月5日 ──────────────────────────┐
/// │                                                             │
/// │ ▶ 週          ‹ 2026年11月29日〜12月5日 › 今週               │
/// │   飲む日       日  月  火  水  木 [金][土]                    │
/// │   1日の上限    40g まで                                      │
/// │                                                             │
/// │   提案: 30g まで  s で使う                                    │
/// │   直近14日（11/16〜11/29）で最も多い日 40.0g から1杯（10g）     │
/// │   減らした量                                                  │
/// │   予定を立てる前に記録した日も、この週の日はこの予定で数えます       │
/// └─────────────────────────────────────────────────────────────┘
/// ```
/// Where the box is too narrow for the week's days beside their label (a phone's screen), each value goes under its
/// label and the sentences wrap between phrases.
enum PlanFormView {
    /// Columns per day in the days row: a bracket, the name, a bracket.
    static let dayColumns = 4

    static func draw(
        _ form: PlanForm, settings: Settings, today: LocalDate, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let glyphs = ScreenGlyphs.current
        let pointerWidth = TextWidth.of(glyphs.pointerRight) + 1
        let labelWidth = PlanForm.Field.allCases.map { TextWidth.of(catalog.planFieldLabel($0)) }.max() ?? 12
        let boxWidth = min(72, width - 2)
        let beside = 2 + pointerWidth + labelWidth + 2 + 7 * dayColumns + 2 <= boxWidth
        let textWidth = boxWidth - 4 - pointerWidth
        // The sentences under the fields: on a narrow box every one wrapped between phrases, none cut.
        let suggestion =
            beside
            ? [catalog.planSuggestion(form.suggestion, settings.secondUnit)]
            : TextWrap.words(
                catalog.planSuggestion(form.suggestion, settings.secondUnit), width: textWidth, breaks: .phrases)
        let reason = TextWrap.lines(
            catalog.planSuggestionReason(form.suggestion, today: today), firstWidth: textWidth, width: textWidth,
            maxLines: beside ? 2 : 4, breaks: beside ? .characters : .phrases)
        let counts =
            form.weekStart > today
            ? []
            : beside
                ? [catalog.planCountsRecordedDays]
                : TextWrap.words(catalog.planCountsRecordedDays, width: textWidth, breaks: .phrases)
        let boxHeight =
            beside ? 11 : 2 + 2 * PlanForm.Field.allCases.count + 1 + suggestion.count + reason.count + counts.count + 2
        let box = ModalView.boxRect(width: width, height: height, boxWidth: 72, boxHeight: boxHeight)
        ModalView.drawBox(box, title: catalog.planFormTitle(form.weekStart, form.weekEnd), into: &frame, theme: theme)
        let valueX = beside ? box.x + 2 + pointerWidth + labelWidth + 2 : box.x + 2 + pointerWidth
        let right = box.maxX - 2
        var y = box.y + 2
        for field in PlanForm.Field.allCases {
            let focused = form.focus == field
            if focused { frame.canvas.put(glyphs.pointerRight, x: box.x + 2, y: y, style: theme.title) }
            frame.canvas.put(
                catalog.planFieldLabel(field), x: box.x + 2 + pointerWidth, y: y,
                style: focused ? theme.title : theme.plain)
            if !beside { y += 1 }
            switch field {
            case .week:
                var x =
                    valueX
                    + frame.canvas.put(
                        "‹ " + catalog.weekSpan(form.weekStart, form.weekEnd) + " ›", x: valueX, y: y,
                        style: focused ? theme.title : theme.plain, maxWidth: right - valueX)
                if form.weekStart <= today && today <= form.weekEnd {
                    x += frame.canvas.put(" " + catalog.thisWeek, x: x, y: y, style: theme.info, maxWidth: right - x)
                }
                // The sign that ← → here would leave days or an amount not saved (they ask first).
                if form.hasUnsavedChanges {
                    x += frame.canvas.put(
                        " " + catalog.planUnsaved, x: x, y: y, style: theme.error, maxWidth: right - x)
                }
                if focused { frame.cursor = (valueX, y) }
            case .days:
                drawDays(
                    form, x: valueX, y: y, right: right, focused: focused, into: &frame, catalog: catalog, theme: theme)
            case .amount:
                let text: String
                let style: Style
                if form.drinkingDays.isEmpty, let maxTenths = form.maxTenths {
                    // An amount taken before any day is marked shows, with what it waits for (issue 40).
                    (text, style) = (
                        catalog.planAmount(maxTenths, settings.secondUnit) + catalog.planAmountNeedsDays, theme.info
                    )
                } else if form.drinkingDays.isEmpty {
                    (text, style) = (catalog.planNoDrinkingDay, theme.dim)
                } else if let maxTenths = form.maxTenths {
                    (text, style) = (
                        catalog.planAmount(maxTenths, settings.secondUnit), focused ? theme.title : theme.plain
                    )
                } else {
                    (text, style) = (catalog.planAmountNotSet, theme.dim)
                }
                frame.canvas.put(text, x: valueX, y: y, style: style, maxWidth: right - valueX)
                if focused { frame.cursor = (valueX, y) }
            }
            y += 1
        }
        y += 1
        let textX = box.x + 2 + pointerWidth
        let reasonWidth = right - textX
        for line in suggestion where y < box.maxY - 1 {
            frame.canvas.put(
                line, x: textX, y: y, style: form.suggestion == nil ? theme.dim : theme.info, maxWidth: reasonWidth)
            y += 1
        }
        for (i, line) in reason.enumerated() where y + i < box.maxY - 1 {
            frame.canvas.put(line, x: textX, y: y + i, style: theme.dim, maxWidth: reasonWidth)
        }
        // A week that has begun: its days recorded before the plan count against it too (the plan has no date of its own).
        y += beside ? 2 : reason.count
        for (i, line) in counts.enumerated() where y + i < box.maxY - 1 {
            frame.canvas.put(line, x: textX, y: y + i, style: theme.dim, maxWidth: reasonWidth)
        }
    }

    /// The week's days from its first: `[金]` for a drinking day, reversed; the cursor's day underlined.
    private static func drawDays(
        _ form: PlanForm, x left: Int, y: Int, right: Int, focused: Bool, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        for offset in 0..<7 {
            let date = form.weekStart.adding(days: offset)
            let day = Weekday(of: date)
            let drinking = form.drinkingDays.contains(day)
            let x = left + offset * dayColumns
            guard x + dayColumns <= right else { break }
            let name = TextWidth.pad(catalog.weekdayNames[day.rawValue], to: dayColumns - 2)
            var style = drinking ? theme.selected : theme.weekday(date.weekday)
            let atCursor = focused && form.dayCursor == offset
            if atCursor { style.underline = true }
            frame.canvas.put(drinking ? "[" + name + "]" : " " + name + " ", x: x, y: y, style: style)
            if atCursor { frame.cursor = (x + 1, y) }
        }
    }
}
