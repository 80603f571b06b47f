import DanshuApp
import DanshuCore
import DanshuText

/// `?`: every key of every pane, generated from the keymap tables themselves, then how danshu counts in a sentence a rule.
enum HelpView {
    /// The help text as (keys, description) rows under section titles; nil keys mark a title.
    static func rows(catalog: Catalog) -> [(keys: String?, text: String)] {
        var rows: [(keys: String?, text: String)] = []
        func section(_ title: String, _ bindings: [Binding]) {
            rows.append((nil, title))
            // Bindings with the same words (the ten chip keys) share one row.
            var merged: [(keys: [String], text: String)] = []
            for b in bindings {
                let text = b.help(catalog)
                if let last = merged.last, last.text == text {
                    merged[merged.count - 1].keys.append(b.keyLabel)
                } else {
                    merged.append(([b.keyLabel], text))
                }
            }
            for m in merged { rows.append((m.keys.joined(separator: " "), m.text)) }
            rows.append((nil, ""))
        }
        section(catalog.helpMainSection, Keymap.main)
        section(catalog.helpPresetSection, Keymap.presets)
        section(catalog.helpReorderSection, Keymap.reordering)
        section(catalog.helpStatisticsSection, Keymap.statistics)
        section(catalog.helpTrendsSection, Keymap.trends)
        section(catalog.helpReportSection, Keymap.report)
        section(catalog.helpFormSection, Keymap.form)
        rows.insert(contentsOf: catalog.helpEditingKeys.map { ($0.keys, $0.text) }, at: rows.count - 1)
        section(catalog.helpFeelingsSection, Keymap.feelings)
        section(catalog.helpContextSection, Keymap.context)
        section(catalog.helpPlanSection, Keymap.plan)
        section(catalog.helpUrgeSection, Keymap.urge)
        section(catalog.helpUrgePlansSection, Keymap.urgePlans)
        section(catalog.helpFollowUpSection, Keymap.urgeFollowUp)
        section(catalog.helpIfThenPlansSection, Keymap.ifThenPlanPane)
        section(catalog.helpIfThenPlanFormSection, Keymap.ifThenPlan)
        section(catalog.helpRetireSection, Keymap.retireQuestion)
        section(catalog.helpQuestionSection, Keymap.question)
        section(catalog.helpAmountQuestionSection, Keymap.amountQuestion)
        rows.append((nil, catalog.helpMouse))
        rows.append((nil, ""))
        rows += catalog.helpRules.map { (nil, $0) }
        return rows
    }

    /// One line of the help as drawn: keys in their column (or none), the words, and whether the words are a title.
    struct Line: Equatable {
        var keys: String?
        var text: String
        var title = false
    }

    /// The rows laid out in `width` columns: the keys in a column as wide as the widest keys (at most 22, and a third of
    /// a narrow screen), the words beside them wrapped between phrases, keys too wide for the column on a line of their
    /// own; titles and sentences wrapped too. At 80 columns every row is one line.
    static func lines(catalog: Catalog, width: Int) -> [Line] {
        let all = rows(catalog: catalog)
        let keyWidth = keyColumnWidth(all, width: width)
        let textWidth = max(1, width - keyWidth - 5)
        var lines: [Line] = []
        for (i, row) in all.enumerated() {
            guard let keys = row.keys else {
                // A title heads the rows of keys under it; a sentence (the mouse, how danshu counts) reads plain.
                let heads = all.indices.contains(i + 1) && all[i + 1].keys != nil
                lines += TextWrap.words(row.text, width: max(1, width - 1), breaks: .phrases).map {
                    Line(keys: nil, text: $0, title: heads)
                }
                continue
            }
            var words = TextWrap.words(row.text, width: textWidth, breaks: .phrases)
            if TextWidth.of(keys) > keyWidth {
                lines.append(Line(keys: keys, text: ""))
            } else {
                lines.append(Line(keys: keys, text: words.removeFirst()))
            }
            lines += words.map { Line(keys: "", text: $0) }
        }
        return lines
    }

    /// The keys' column: as wide as the widest keys, at most 22 columns and, on a narrow screen, a third of it.
    static func keyColumnWidth(_ rows: [(keys: String?, text: String)], width: Int) -> Int {
        min(22, max(8, (width - 6) / 3), rows.compactMap { $0.keys.map(TextWidth.of) }.max() ?? 10)
    }

    static func draw(
        _ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        frame.canvas.put(" " + catalog.helpTitle, x: 0, y: 0, style: theme.title, maxWidth: width)
        let all = lines(catalog: catalog, width: width)
        let keyRows = width < MainLayout.fullWidth ? 2 : 1
        let visible = height - 2 - keyRows
        let scroll = state.helpScroll.firstRow(rows: all.count, page: visible)
        let keyWidth = keyColumnWidth(rows(catalog: catalog), width: width)
        for (i, line) in all.dropFirst(scroll).prefix(visible).enumerated() {
            let y = 2 + i
            if let keys = line.keys {
                frame.canvas.put(
                    TextWidth.of(keys) > keyWidth ? keys : TextWidth.pad(keys, to: keyWidth), x: 3, y: y,
                    style: theme.key,
                    maxWidth: width - 4)
                frame.canvas.put(line.text, x: 3 + keyWidth + 2, y: y, maxWidth: width - keyWidth - 5)
            } else {
                frame.canvas.put(
                    line.text, x: 1, y: y, style: line.title ? theme.title : theme.plain, maxWidth: width - 1)
            }
        }
        KeyLine.draw(
            state, y: height - keyRows, width: width, rows: keyRows, into: &frame, catalog: catalog, theme: theme)
    }
}
