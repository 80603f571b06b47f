import DanshuApp
import DanshuCore
import DanshuText

/// The if-then plan form (and the offer after a slip) and the retire question, each a `FormBox`; the plans pane (`I`).
///
/// ```
/// ┌ 次にこの状況になったら？ ────────────────────────────────────────────┐
/// │                                                                     │
/// │ 状況から「もし」を入れました。「なら」を選んで Enter、Esc でやめる │
/// │                                                                     │
/// │   もし      1 きっかけ  2 時間帯  3 場所  4 だれと  5 自分で書く        │
/// │   きっかけ  1 ストレス  2 疲れ  3 寂しさ  …                           │
/// │   なら      1 リストから  2 自分で書く                                 │
/// │ ▶ すること  1 炭酸水を飲む  2 お茶を飲む  …                           │
/// │                                                                     │
/// │ もし ストレス なら …                                                   │
/// └─────────────────────────────────────────────────────────────────────┘
/// ```
enum IfThenPlanViews {
    static func drawForm(
        _ form: IfThenPlanForm, state: AppState, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        let number: Int? =
            if case .edit(let id) = form.purpose { state.journal.listNumber(ofIfThenPlan: id) } else { nil }
        var box = FormBox(title: catalog.ifThenPlanFormTitle(form.purpose, number: number))
        if case .afterSlip = form.purpose {
            box.lead = [
                FormBox.Text(
                    text: catalog.afterSlipLead(filled: form.situationFromContext), style: theme.plain, aside: true)
            ]
        }
        box.rows = form.fields.map { field in
            let focused = form.focus == field
            let content: FormBox.Content
            switch field {
            case .hoursFrom: content = .choices([FormBox.Choice(text: catalog.planHour(form.hoursFrom), chosen: true)])
            case .hoursTo: content = .choices([FormBox.Choice(text: catalog.planHour(form.hoursTo), chosen: true)])
            case .situationText: content = .field(form.situationText)
            case .responseText: content = .field(form.responseText)
            case .situationKind, .trigger, .place, .company, .responseKind, .coping:
                let chosen = form.chosen(field)
                content = .choices(
                    UrgeViews.numbered(catalog.ifThenPlanChoices(field)).enumerated().map {
                        FormBox.Choice(text: $1, chosen: $0 == chosen)
                    })
            }
            return FormBox.Row(label: catalog.ifThenPlanLabel(field), focused: focused, content: content)
        }
        if case .success(let rule) = form.rule {
            box.tail = [FormBox.Text(text: catalog.planRule(rule), style: theme.title)]
        }
        box.hint = FormBox.Text(text: catalog.ifThenPlanFormHint, style: theme.dim)
        box.draw(width: width, height: height, into: &frame, theme: theme)
    }

    static func drawRetireQuestion(
        _ id: IfThenPlan.ID, state: AppState, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        var box = FormBox(title: catalog.retireTitle)
        box.boxWidth = 64
        let rule = state.journal.ifThenPlan(id: id).map { catalog.planRule($0.rule) } ?? ""
        box.lead = [
            FormBox.Text(text: SafeText.sanitize(rule), style: theme.plain),
            FormBox.Text(
                text: catalog.confirmRetire(state.journal.listNumber(ofIfThenPlan: id) ?? 0), style: theme.title),
        ]
        box.draw(width: width, height: height, into: &frame, theme: theme)
    }
}

/// `I`: the plans in use, numbered as `danshu plans list` numbers them, with how each has done for this person; then the
/// retired ones, marked; then the examples not in use, which Enter makes one's own. Scrolls with the selection.
enum IfThenPlanPaneView {
    static func draw(
        _ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        frame.canvas.put(catalog.ifThenPlansTitle, x: 1, y: 0, style: theme.title, maxWidth: width - 1)
        frame.canvas.put(ScreenGlyphs.current.line(width), x: 0, y: 1, style: theme.frame)
        // A phone's key line takes two rows (issue 44).
        let keyRows = width < MainLayout.fullWidth ? 2 : 1
        let lead = TextWrap.words(catalog.ifThenPlansLead, width: max(1, width - 2), breaks: .phrases)
        var top = 2
        for line in lead {
            frame.canvas.put(line, x: 1, y: top, style: theme.dim, maxWidth: width - 1)
            top += 1
        }
        top += 1

        let rows = state.ifThenPlanRows
        let outcomes = UrgePlanRanking.outcomes(of: state.journal.allLoggedUrges(today: state.today))
        // The entries as shown: a heading before the examples and the retired ones, then an entry a row.
        var entries: [(row: Int?, number: String, text: String, note: String, style: Style)] = []
        if state.journal.ifThenPlans.isEmpty { entries.append((nil, "", catalog.ifThenPlansNone, "", theme.dim)) }
        for (index, row) in rows.enumerated() {
            switch row {
            case .plan(let plan):
                let note =
                    plan.retired
                    ? catalog.ifThenPlansRetiredTag
                    : catalog.planOutcome(outcomes[plan.id]) ?? outcomes[plan.id].map { catalog.planUses($0.uses) }
                        ?? ""
                entries.append(
                    (
                        index, String(index + 1) + " ", SafeText.sanitize(catalog.planRule(plan.rule)), note,
                        plan.retired ? theme.dim : theme.plain
                    ))
            case .example(let rule):
                if index == 0 || { if case .plan = rows[index - 1] { true } else { false } }() {
                    entries.append((nil, "", catalog.ifThenPlansExamples, "", theme.title))
                }
                entries.append((index, "", catalog.planRule(rule), "", theme.dim))
            }
        }
        // Each entry's lines: its words broken between phrases under its number where narrow, the note (how the plan
        // has done) beside them where it fits beside a readable rule, else on a line of its own at the right.
        var lines: [(row: Int?, style: Style, pieces: [(x: Int, text: String, style: Style)])] = []
        var selectedLines = 0..<0
        for entry in entries {
            let noteWidth = TextWidth.of(entry.note)
            let showsNote = noteWidth > 0 && width - 4 - noteWidth >= 24
            let ruleRoom = width - 3 - (showsNote ? noteWidth + 2 : 0)
            let numberWidth = TextWidth.of(entry.number)
            let words =
                TextWidth.of(entry.number + entry.text) <= ruleRoom
                ? [entry.text]
                : TextWrap.words(entry.text, width: max(1, ruleRoom - numberWidth), breaks: .phrases)
            let start = lines.count
            for (i, text) in words.enumerated() {
                var pieces: [(x: Int, text: String, style: Style)] = [(2 + numberWidth, text, entry.style)]
                if i == 0 && numberWidth > 0 { pieces.insert((2, entry.number, entry.style), at: 0) }
                if i == 0 && showsNote { pieces.append((width - 1 - noteWidth, entry.note, theme.dim)) }
                lines.append((entry.row, entry.style, pieces))
            }
            if noteWidth > 0 && !showsNote {
                let note = TextWidth.truncate(entry.note, to: max(1, width - 3))
                lines.append((entry.row, entry.style, [(width - 1 - TextWidth.of(note), note, theme.dim)]))
            }
            if entry.row == state.ifThenPlanPane.selection && entry.row != nil { selectedLines = start..<lines.count }
        }
        let visible = max(0, height - 1 - keyRows - top)
        // The selected entry whole, as low as it need be.
        let first = min(selectedLines.lowerBound, max(0, selectedLines.upperBound - visible))
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            let y = top + offset
            let selected = line.row == state.ifThenPlanPane.selection && line.row != nil
            var chosen = theme.selected
            chosen.dim = false
            if selected { frame.canvas.fill(x: 0, y: y, width: width, height: 1, style: chosen) }
            frame.canvas.put(
                selected && first + offset == selectedLines.lowerBound ? "›" : " ", x: 0, y: y,
                style: selected ? chosen : line.style)
            for piece in line.pieces {
                frame.canvas.put(
                    piece.text, x: piece.x, y: y, style: selected ? chosen : piece.style, maxWidth: width - 1 - piece.x)
            }
            if let row = line.row {
                frame.hits.append(Hit(x: 0, y: y, width: width, height: 1, action: .ifThenPlans(.rowClicked(row))))
            }
        }
        if lines.count > visible, visible > 0 {
            let tag = " \(state.ifThenPlanPane.selection + 1)/\(rows.count) "
            frame.canvas.put(tag, x: width - TextWidth.of(tag) - 1, y: 1, style: theme.dim)
        }
        StatusLinesView.draw(
            state, messageRow: height - 1 - keyRows, hintRow: height - keyRows, width: width, keyRows: keyRows,
            into: &frame, catalog: catalog, theme: theme)
    }
}
