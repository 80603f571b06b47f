import DanshuApp
import DanshuCore
import DanshuStorm
import DanshuText
import Testing

@testable import DanshuUI

/// The urges' forms and panes on a phone (issue 44): at 40×16 and 40×20, in both languages, the rows scroll with the focus
/// (`FormBox`), the asides give way, the keys' hint stays, and the plans pane wraps between phrases instead of cutting.
@Suite struct UrgeSmallScreenTests {
    typealias Urges = UrgeScreenTests

    /// The urge form with the focus on the triggers, as `UrgeScreenTests` leaves it.
    static let urgeForm = Urges.keys(Urges.urgeForm, from: Urges.state())
    /// A new plan's form with IF a trigger and the focus on the THEN row.
    static let planForm = Urges.keys(
        [
            .app(.ifThenPlansPressed), .ifThenPlans(.addPressed), .modal(.ifThenPlan(.numberTyped(1))),
            .modal(.ifThenPlan(.fieldMoved(by: 2))),
        ], from: Urges.withPlans())
    /// The plans shown for an urge just logged, with plans that have a record.
    static let offer = Urges.keys(Urges.logged, from: Urges.withPlans())
    /// The plans pane before there is a plan (the no-plans line, the examples), and with plans, an example selected.
    static let emptyPane = Urges.keys([.app(.ifThenPlansPressed)], from: Urges.state())
    static let pane = Urges.keys(
        [.app(.ifThenPlansPressed), .ifThenPlans(.selectionMoved(by: 6))], from: Urges.withPlans())

    static let screens: [(name: String, state: AppState)] = [
        ("urge-form", urgeForm), ("if-then-plan-form-then", planForm), ("urge-plans", offer),
        ("if-then-plans-empty", emptyPane), ("if-then-plans", pane),
    ]

    @Test(
        "the urge form, the plan form, the offer and the plans pane at 40×16 and 40×20",
        arguments: [(40, 16), (40, 20)],
        [Language.ja, .en])
    func snapshots(size: (Int, Int), language: Language) {
        for screen in Self.screens {
            let frame = Screen.frame(screen.state, size.0, size.1, language)
            assertSnapshot(
                frame.canvas, named: "small-\(screen.name)-\(size.0)x\(size.1)" + (language == .en ? "-en" : ""))
            let problems = FrameCheck.problems(frame, width: size.0, height: size.1)
            #expect(problems.isEmpty, "\(screen.name): \(problems)\n\(frame.canvas.text)")
            #expect(!frame.canvas.text.contains("…"), "\(screen.name): nothing cut\n\(frame.canvas.text)")
        }
    }

    @Test(
        "at 40×16 the focused row shows whole: the triggers of the urge form, the THEN of the plan form",
        arguments: [Language.ja, .en])
    func focusedRowsShow(_ language: Language) {
        let catalog = Catalog(language)
        let urge = Screen.frame(Self.urgeForm, 40, 16, language).canvas.text
        #expect(urge.contains("▶ " + catalog.urgeLabel(.triggers)), "\(urge)")
        for trigger in catalog.urgeTriggerChoices { #expect(urge.contains(trigger), "\(trigger)\n\(urge)") }
        #expect(urge.contains(catalog.urgeFormHint.split(separator: " ")[0]), "the keys' hint stays")
        let plan = Screen.frame(Self.planForm, 40, 16, language).canvas.text
        #expect(plan.contains("▶ " + catalog.ifThenPlanLabel(.responseKind)), "\(plan)")
        for choice in UrgeViews.numbered(catalog.ifThenPlanChoices(.responseKind)) {
            #expect(plan.contains(choice), "\(choice)\n\(plan)")
        }
    }

    @Test(
        "a form scrolled on a short screen marks rows out of the box above (▲) and below (▼); at 80×24 nothing is marked",
        arguments: [Language.ja, .en])
    func scrolledRowsMarked(_ language: Language) {
        /// The marks in the right margin of the box (the column left of its right edge), each with its row's text.
        func marked(_ state: AppState, _ width: Int, _ height: Int) -> [(mark: String, row: String)] {
            let canvas = Screen.frame(state, width, height, language).canvas
            return (0..<canvas.height).compactMap { y in
                let row = canvas.row(y)
                guard let edge = row.lastIndex(of: "│"), let mark = row[..<edge].last.map(String.init),
                    ["▲", "▼", "↕"].contains(mark)
                else { return nil }
                return (mark, row)
            }
        }
        func marks(_ state: AppState, _ width: Int, _ height: Int) -> [String] {
            marked(state, width, height).map(\.mark)
        }
        let catalog = Catalog(language)
        // The urge form on the triggers: rows above (the strength) and below (where, with whom, the note) are out; ▲
        // beside the first row shown, the focused one.
        let urge = marked(Self.urgeForm, 40, 16)
        #expect(urge.map(\.mark) == ["▲", "▼"])
        #expect(urge.first?.row.contains("▶ " + catalog.urgeLabel(.triggers)) == true, "\(urge)")
        // On its last row, the note: only rows above are out.
        var note = Self.urgeForm
        for _ in 0..<3 { reduce(&note, .modal(.urge(.fieldMoved(by: 1)))) }
        #expect(marks(note, 40, 16) == ["▲"], "\(Screen.frame(note, 40, 16, language).canvas.text)")
        // The plan form's list of what to do, taller than the box: the rows above it and its last choices are out.
        var coping = Self.planForm
        reduce(&coping, .modal(.ifThenPlan(.numberTyped(1))))
        reduce(&coping, .modal(.ifThenPlan(.fieldMoved(by: 1))))
        #expect(marks(coping, 40, 16) == ["▲", "▼"], "\(Screen.frame(coping, 40, 16, language).canvas.text)")
        for state in [Self.urgeForm, Self.planForm, coping] { #expect(marks(state, 80, 24).isEmpty) }
    }

    @Test("a single row shown between rows out of the box above and below gets one mark for both")
    func singleRowMarkedBoth() {
        var box = FormBox(title: "t")
        let choices = (1...12).map { FormBox.Choice(text: "\($0) choice", chosen: $0 == 7, cursor: $0 == 7) }
        box.rows = [
            FormBox.Row(label: "a", focused: false, content: .choices([FormBox.Choice(text: "1 x")])),
            FormBox.Row(label: "b", focused: true, content: .choices(choices)),
            FormBox.Row(label: "c", focused: false, content: .choices([FormBox.Choice(text: "1 y")])),
        ]
        let theme = Theme(color: false)
        box.hint = FormBox.Text(text: "keys", style: theme.dim)
        // Nine rows: the title, a blank, one row, a blank, the hint, a blank and the bottom edge, and the screen's two.
        var frame = Frame(width: 40, height: 9)
        box.draw(width: 40, height: 9, into: &frame, theme: theme)
        let text = frame.canvas.text
        #expect(text.contains("7 choice"), "\(text)")
        #expect(text.contains("↕│") && !text.contains("▲") && !text.contains("▼"), "\(text)")
    }

    /// Each focusable row of the urge form, the plan form (every kind of IF and of THEN) and 「今の強さは？」 in turn.
    static func everyFocus() -> [(what: String, state: AppState, label: (Catalog) -> String)] {
        var all: [(String, AppState, (Catalog) -> String)] = []
        var urge = Urges.keys([.main(.urgePressed)], from: Urges.state())
        for _ in UrgeForm.Field.allCases {
            guard case .urge(let form)? = urge.modal else { break }
            all.append(("urge \(form.focus)", urge, { $0.urgeLabel(form.focus) }))
            reduce(&urge, .modal(.urge(.fieldMoved(by: 1))))
        }
        for kind in 1...5 {
            for then in 1...2 {
                var plan = Urges.keys([.app(.ifThenPlansPressed), .ifThenPlans(.addPressed)], from: Urges.withPlans())
                reduce(&plan, .modal(.ifThenPlan(.numberTyped(kind))))
                guard case .ifThenPlan(let start)? = plan.modal else { continue }
                for _ in start.fields {
                    guard case .ifThenPlan(let form)? = plan.modal else { break }
                    if form.focus == .responseKind { reduce(&plan, .modal(.ifThenPlan(.numberTyped(then)))) }
                    guard case .ifThenPlan(let now)? = plan.modal else { break }
                    all.append(("plan IF \(kind) THEN \(then): \(now.focus)", plan, { $0.ifThenPlanLabel(now.focus) }))
                    reduce(&plan, .modal(.ifThenPlan(.fieldMoved(by: 1))))
                }
            }
        }
        var followUp = Urges.withPlans()
        followUp.journal.days[Urges.today, default: DayRecord(drank: nil)].urges = [
            Urge(at: ClockTime(wrapping: 20 * 60 + 55), strength: 8, triggers: [.stress])
        ]
        reduce(&followUp, .system(.clockTicked(today: Urges.today, time: Urges.evening)))
        for _ in UrgeFollowUpForm.Field.allCases {
            guard case .urgeFollowUp(let form)? = followUp.modal else { break }
            all.append(("follow-up \(form.focus)", followUp, { $0.followUpLabel(form.focus) }))
            reduce(&followUp, .modal(.urgeFollowUp(.fieldMoved(by: 1))))
        }
        return all
    }

    @Test(
        "at 40×16 every focusable row of the urges' forms shows when focused, its label and the cursor on it",
        arguments: [Language.ja, .en])
    func everyFocusedRowShows(_ language: Language) {
        let catalog = Catalog(language)
        let cases = Self.everyFocus()
        #expect(cases.count > 20, "the forms' rows were walked")
        for item in cases {
            let frame = Screen.frame(item.state, 40, 16, language)
            let canvas = frame.canvas
            guard let y = (0..<canvas.height).first(where: { canvas.row($0).contains("▶ " + item.label(catalog)) })
            else {
                Issue.record("\(item.what): no focused row\n\(canvas.text)")
                continue
            }
            #expect(
                frame.cursor.map { $0.y >= y && $0.y < canvas.height - 3 } == true,
                "\(item.what): the cursor on the row\n\(canvas.text)")
            #expect(FrameCheck.problems(frame, width: 40, height: 16).isEmpty, "\(item.what)\n\(canvas.text)")
        }
    }
}
