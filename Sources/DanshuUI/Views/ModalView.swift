import DanshuApp
import DanshuCore
import DanshuText

/// Forms and questions drawn in a box over the pane; the focused field gets the terminal's cursor.
enum ModalView {
    static func draw(
        _ modal: Modal, state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog,
        theme: Theme
    ) {
        switch modal {
        case .note(let field):
            let box = boxRect(width: width, height: height, boxWidth: 70, boxHeight: 5)
            drawBox(box, title: catalog.noteTitle(state.selected), into: &frame, theme: theme)
            drawField(
                field, x: box.x + 2, y: box.y + 2, width: box.width - 4, focused: true, into: &frame, theme: theme)
        case .drinkForm(let form):
            drawForm(form, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .feelings(let form):
            FeelingsFormView.draw(
                form, date: state.selected, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .plan(let form):
            PlanFormView.draw(
                form, settings: state.journal.settings, today: state.today, width: width, height: height, into: &frame,
                catalog: catalog, theme: theme)
        case .context(let form):
            ContextFormView.draw(
                form, date: state.selected, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .confirmDelete(let index):
            let name =
                state.journal.presets.indices.contains(index)
                ? SafeText.sanitize(state.journal.presets[index].name) : ""
            let box = boxRect(width: width, height: height, boxWidth: 60, boxHeight: 5)
            drawBox(box, title: catalog.keyHelp(.deletePreset), into: &frame, theme: theme)
            // The name gives way, so the question and its (y/n) always show whole.
            let room = box.width - 4 - TextWidth.of(catalog.confirmDelete(""))
            frame.canvas.put(
                catalog.confirmDelete(TextWidth.truncate(name, to: max(1, room))), x: box.x + 2, y: box.y + 2,
                style: theme.title, maxWidth: box.width - 4)
        case .amountQuestion(let question):
            drawAmountQuestion(question, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .urge(let form):
            UrgeViews.drawForm(
                form, now: state.now, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .urgePlans(let shown):
            UrgeViews.drawPlans(
                shown, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .urgeFollowUp(let form):
            UrgeViews.drawFollowUp(
                form, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .ifThenPlan(let form):
            IfThenPlanViews.drawForm(
                form, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .confirmRetire(let id):
            IfThenPlanViews.drawRetireQuestion(
                id, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        }
    }

    /// The reason a drink is beyond what a person can drink, wrapped, then the question on a line of its own, so its
    /// (y/n) always shows whole; a long name gives way first.
    static func drawAmountQuestion(
        _ question: AmountQuestion, width: Int, height: Int, into frame: inout Frame, catalog: Catalog,
        theme: Theme
    ) {
        let boxWidth = min(64, width - 2)
        let textWidth = max(1, boxWidth - 4)
        let name = TextWidth.truncate(SafeText.sanitize(question.entry.name), to: max(1, textWidth - 8))
        let reason = TextWrap.words(
            catalog.beyondDrinkable(question.beyond, name: name, count: question.entry.count), width: textWidth)
        let ask = TextWrap.words(catalog.beyondDrinkableQuestion, width: textWidth)
        let lines = reason + [""] + ask
        let box = boxRect(width: width, height: height, boxWidth: boxWidth, boxHeight: lines.count + 4)
        drawBox(box, title: catalog.beyondDrinkableTitle, into: &frame, theme: theme)
        // When the screen is short, the question's own lines stay and the reason gives way from its end.
        let room = max(0, box.height - 4)
        let shown = lines.count <= room ? lines : Array(reason.prefix(max(0, room - ask.count))) + ask.suffix(room)
        for (i, line) in shown.prefix(room).enumerated() {
            frame.canvas.put(
                line, x: box.x + 2, y: box.y + 2 + i, style: i >= shown.count - ask.count ? theme.title : theme.plain,
                maxWidth: box.width - 4)
        }
    }

    static func boxRect(width: Int, height: Int, boxWidth: Int, boxHeight: Int) -> Rect {
        let w = min(boxWidth, width - 2)
        let h = min(boxHeight, height - 2)
        return Rect(x: (width - w) / 2, y: (height - h) / 2, width: w, height: h)
    }

    static func drawBox(_ rect: Rect, title: String, into frame: inout Frame, theme: Theme) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        // What the box covers leaves no piece beside it: the text or line touching the box's edge (the trends pane's `/29`
        // beside the plan form, issue 40) goes, as far as it has the same look and no blank (a bar beside a line it
        // crosses stays); measured before the box splits a wide character.
        func continues(_ x: Int, _ y: Int, from edge: Int) -> Bool {
            frame.canvas[x, y].text != " " && frame.canvas[x, y].style == frame.canvas[edge, y].style
        }
        for y in rect.y..<rect.maxY {
            var x = rect.maxX
            while x < frame.canvas.width, continues(x, y, from: rect.maxX) { x += 1 }
            frame.canvas.fill(x: rect.maxX, y: y, width: x - rect.maxX, height: 1)
            x = rect.x - 1
            while x >= 0, continues(x, y, from: rect.x - 1) { x -= 1 }
            frame.canvas.fill(x: x + 1, y: y, width: rect.x - 1 - x, height: 1)
        }
        frame.canvas.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        let glyphs = ScreenGlyphs.current
        let line = glyphs.line(rect.width - 2)
        frame.canvas.put(glyphs.topLeft + line + glyphs.topRight, x: rect.x, y: rect.y, style: theme.frame)
        frame.canvas.put(glyphs.bottomLeft + line + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: theme.frame)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            frame.canvas.put(glyphs.vertical, x: rect.x, y: y, style: theme.frame)
            frame.canvas.put(glyphs.vertical, x: rect.maxX - 1, y: y, style: theme.frame)
        }
        // A title wider than the box ends with … after its last whole phrase (a phone's screen), never inside a word.
        let shown =
            TextWrap.lines(
                title, firstWidth: max(1, rect.width - 6), width: max(1, rect.width - 6), maxLines: 1, breaks: .phrases
            ).first ?? ""
        frame.canvas.put(" " + shown + " ", x: rect.x + 2, y: rect.y, style: theme.title, maxWidth: rect.width - 4)
    }

    /// A one-line input: underlined, scrolled by columns so the cursor and the text before it stay in view,
    /// however wide the visible form of one character is (`<U+200D>` inside an emoji sequence).
    static func drawField(
        _ field: TextField, x: Int, y: Int, width: Int, focused: Bool, into frame: inout Frame, theme: Theme
    ) {
        guard width > 1 else { return }
        // Sanitizing works character by character, so the prefix's visible form is a prefix of the whole one.
        let cursorColumn = TextWidth.of(String(field.characters[..<field.cursor]))
        let scroll = max(0, cursorColumn - (width - 1))
        var style = Style(underline: true)
        if focused { style.bold = true }
        var line = Canvas(width: width, height: 1)
        line.fill(x: 0, y: 0, width: width, height: 1, style: style)
        line.put(field.text, x: -scroll, y: 0, style: style)
        frame.canvas.draw(line, x: x, y: y)
        if focused { frame.cursor = (x + cursorColumn - scroll, y) }
    }

    static func drawForm(
        _ form: DrinkForm, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let fields = form.fields
        let labelWidth =
            (fields.map { TextWidth.of(catalog.fieldLabel($0)) } + [TextWidth.of(catalog.pureAlcoholLabel)]).max() ?? 10
        // Where the box has no room for a problem beside its field (a phone's screen), the focused field's problem, or
        // else the first, stands under the form, wrapped between phrases.
        let boxWidth = min(76, width - 2)
        let besideRoom = boxWidth - 2 - (2 + labelWidth + 2) - 8 - 2
        let problem =
            form.problems[form.focus].map { (form.focus, $0) }
            ?? fields.lazy.compactMap { f in form.problems[f].map { (f, $0) } }.first
        let under =
            besideRoom >= 20
            ? []
            : problem.map {
                TextWrap.lines(
                    catalog.problem($0.1, field: $0.0), firstWidth: boxWidth - 4, width: boxWidth - 4, maxLines: 2,
                    breaks: .phrases)
            } ?? []
        let box = boxRect(
            width: width, height: height, boxWidth: 76,
            boxHeight: fields.count + 5 + (under.isEmpty ? 0 : under.count + 1))
        drawBox(box, title: catalog.formTitle(form.purpose), into: &frame, theme: theme)
        let inputX = box.x + 2 + labelWidth + 2
        let inputWidth =
            besideRoom >= 20 ? min(20, max(8, box.maxX - 2 - inputX - 20)) : max(4, min(20, box.maxX - 2 - inputX))
        let problemX = inputX + inputWidth + 2
        var y = box.y + 2
        for field in fields {
            let focused = form.focus == field
            frame.canvas.put(catalog.fieldLabel(field), x: box.x + 2, y: y, style: focused ? theme.title : theme.plain)
            drawField(form[field], x: inputX, y: y, width: inputWidth, focused: focused, into: &frame, theme: theme)
            if let problem = form.problems[field], under.isEmpty {
                frame.canvas.put(
                    catalog.problem(problem, field: field), x: problemX, y: y, style: theme.error,
                    maxWidth: box.maxX - 2 - problemX)
            }
            y += 1
        }
        frame.canvas.put(catalog.pureAlcoholLabel, x: box.x + 2, y: y, style: theme.dim)
        let preview = form.previewTenths.map(formatGrams) ?? "—"
        frame.canvas.put(preview, x: inputX, y: y, style: theme.title)
        for (i, line) in under.enumerated() {
            frame.canvas.put(line, x: box.x + 2, y: y + 2 + i, style: theme.error, maxWidth: box.width - 4)
        }
        if let focused = frame.cursor, focused.y >= box.maxY { frame.cursor = nil }
    }
}
