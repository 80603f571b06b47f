import DanshuCore
import DanshuApp
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
    static func drawForm(_ form: IfThenPlanForm, state: AppState, width: Int, height: Int, into frame: inout Frame,
                         catalog: Catalog, theme: Theme) {
        let number: Int? = if case .edit(let id) = form.purpose { state.journal.listNumber(ofIfThenPlan: id) } else { nil }
        var box = FormBox(title: catalog.ifThenPlanFormTitle(form.purpose, number: number))
        if case .afterSlip = form.purpose {
            box.lead = [FormBox.Text(text: catalog.afterSlipLead(filled: form.situationFromContext), style: theme.plain)]
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
                content = .choices(UrgeViews.numbered(catalog.ifThenPlanChoices(field)).enumerated().map {
                    FormBox.Choice(text: $1, chosen: $0 == chosen)
                })
            }
            return FormBox.Row(label: catalog.ifThenPlanLabel(field), focused: focused, content: content)
        }
        var tail: [FormBox.Text] = []
        if case .success(let rule) = form.rule { tail.append(FormBox.Text(text: catalog.planRule(rule), style: theme.title)) }
        tail.append(FormBox.Text(text: catalog.ifThenPlanFormHint, style: theme.dim))
        box.tail = tail
        box.draw(width: width, height: height, into: &frame, theme: theme)
    }

    static func drawRetireQuestion(_ id: IfThenPlan.ID, state: AppState, width: Int, height: Int, into frame: inout Frame,
                                   catalog: Catalog, theme: Theme) {
        var box = FormBox(title: catalog.retireTitle)
        box.boxWidth = 64
        let rule = state.journal.ifThenPlan(id: id).map { catalog.planRule($0.rule) } ?? ""
        box.lead = [FormBox.Text(text: SafeText.sanitize(rule), style: theme.plain),
                    FormBox.Text(text: catalog.confirmRetire(state.journal.listNumber(ofIfThenPlan: id) ?? 0), style: theme.title)]
        box.draw(width: width, height: height, into: &frame, theme: theme)
    }
}

/// `I`: the plans in use, numbered as `danshu plans list` numbers them, with how each has done for this person; then the
/// retired ones, marked; then the examples not in use, which Enter makes one's own. Scrolls with the selection.
enum IfThenPlanPaneView {
    static func draw(_ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        frame.canvas.put(catalog.ifThenPlansTitle, x: 1, y: 0, style: theme.title, maxWidth: width - 1)
        frame.canvas.put(ScreenGlyphs.current.line(width), x: 0, y: 1, style: theme.frame)
        let lead = TextWrap.words(catalog.ifThenPlansLead, width: max(1, width - 2), breaks: .phrases)
        var top = 2
        for line in lead.prefix(2) {
            frame.canvas.put(line, x: 1, y: top, style: theme.dim, maxWidth: width - 1)
            top += 1
        }
        top += 1

        let rows = state.ifThenPlanRows
        let outcomes = UrgePlanRanking.outcomes(of: state.journal.allLoggedUrges(today: state.today))
        // The lines as shown: a heading before the examples and the retired ones, then a line a row.
        var lines: [(row: Int?, text: String, note: String, style: Style)] = []
        if state.journal.ifThenPlans.isEmpty { lines.append((nil, catalog.ifThenPlansNone, "", theme.dim)) }
        for (index, row) in rows.enumerated() {
            switch row {
            case .plan(let plan):
                let number = String(index + 1) + " "
                let note = plan.retired ? catalog.ifThenPlansRetiredTag
                    : catalog.planOutcome(outcomes[plan.id]) ?? outcomes[plan.id].map { catalog.planUses($0.uses) } ?? ""
                lines.append((index, number + SafeText.sanitize(catalog.planRule(plan.rule)), note, plan.retired ? theme.dim : theme.plain))
            case .example(let rule):
                if index == 0 || { if case .plan = rows[index - 1] { true } else { false } }() {
                    lines.append((nil, catalog.ifThenPlansExamples, "", theme.title))
                }
                lines.append((index, catalog.planRule(rule), "", theme.dim))
            }
        }
        let visible = max(0, height - 2 - top)
        let selectedLine = lines.firstIndex { $0.row == state.ifThenPlanPane.selection } ?? 0
        let first = selectedLine < visible ? 0 : selectedLine - visible + 1
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            let y = top + offset
            let selected = line.row == state.ifThenPlanPane.selection && line.row != nil
            var style = selected ? theme.selected : line.style
            if selected { style.dim = false }
            if selected { frame.canvas.fill(x: 0, y: y, width: width, height: 1, style: style) }
            frame.canvas.put(selected ? "›" : " ", x: 0, y: y, style: style)
            let noteWidth = TextWidth.of(line.note)
            // The note (how the plan has done) where it fits beside a readable rule; else the rule alone.
            let showsNote = noteWidth > 0 && width - 4 - noteWidth >= 24
            let ruleRoom = width - 3 - (showsNote ? noteWidth + 2 : 0)
            frame.canvas.put(TextWidth.truncate(line.text, to: max(1, ruleRoom)), x: 2, y: y, style: style, maxWidth: ruleRoom)
            if showsNote { frame.canvas.put(line.note, x: width - 1 - noteWidth, y: y, style: selected ? style : theme.dim) }
            if let row = line.row { frame.hits.append(Hit(x: 0, y: y, width: width, height: 1, action: .ifThenPlans(.rowClicked(row)))) }
        }
        if lines.count > visible, visible > 0 {
            let tag = " \(state.ifThenPlanPane.selection + 1)/\(rows.count) "
            frame.canvas.put(tag, x: width - TextWidth.of(tag) - 1, y: 1, style: theme.dim)
        }
        StatusLinesView.draw(state, messageRow: height - 2, hintRow: height - 1, width: width, into: &frame, catalog: catalog, theme: theme)
    }
}
