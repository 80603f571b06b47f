import DanshuCore
import DanshuApp
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

    static func draw(_ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        frame.canvas.put(" " + catalog.helpTitle, x: 0, y: 0, style: theme.title, maxWidth: width)
        let all = rows(catalog: catalog)
        let visible = height - 3
        let scroll = state.helpScroll.firstRow(rows: all.count, page: visible)
        let keyWidth = min(22, all.compactMap { $0.keys.map(TextWidth.of) }.max() ?? 10)
        for (i, row) in all.dropFirst(scroll).prefix(visible).enumerated() {
            let y = 2 + i
            if let keys = row.keys {
                frame.canvas.put(TextWidth.pad(keys, to: keyWidth), x: 3, y: y, style: theme.key)
                frame.canvas.put(row.text, x: 3 + keyWidth + 2, y: y, maxWidth: width - keyWidth - 5)
            } else {
                // A title heads the rows of keys under it; a sentence (the mouse, how danshu counts) reads plain.
                let heads = all.indices.contains(scroll + i + 1) && all[scroll + i + 1].keys != nil
                frame.canvas.put(row.text, x: 1, y: y, style: heads ? theme.title : theme.plain, maxWidth: width - 1)
            }
        }
        KeyLine.draw(state, y: height - 1, width: width, into: &frame, catalog: catalog, theme: theme)
    }
}
