import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

/// Each form or question has its own actions (TCA's child features): an action for another kind than the one open
/// changes nothing, and typing goes to the note or the drink form, whichever is open.
@Suite("Actions per form")
struct ModalActionTests {
    /// The state with each kind of form or question open, and how it was opened.
    static let opened: [(String, [Action])] = [
        ("note", [.main(.notePressed)]),
        ("drink form", [.main(.oneOffPressed)]),
        ("delete question", [.app(.presetPanePressed), .presets(.deletePressed)]),
        ("feelings", [.main(.feelingsPressed)]),
        ("plan", [.app(.trendsPressed), .trends(.planPressed)]),
        ("context", [.main(.answered(.yes)), .main(.contextPressed)]),
        (
            "amount question",
            [
                .main(.oneOffPressed), .modal(.drinkForm(.textEdited(.insert("x")))),
                .modal(.drinkForm(.fieldMoved(by: 3))),
                .modal(.drinkForm(.textEdited(.insert("600")))), .modal(.drinkForm(.submitPressed)),
            ]
        ),
        ("urge form", [.main(.urgePressed)]),
        ("plans shown", [.main(.urgePressed), .modal(.urge(.numberTyped(7))), .modal(.urge(.submitPressed))]),
        ("if-then plan form", [.app(.ifThenPlansPressed), .ifThenPlans(.addPressed)]),
        (
            "retire question",
            [
                .app(.ifThenPlansPressed), .ifThenPlans(.enterPressed), .app(.ifThenPlansPressed),
                .ifThenPlans(.retirePressed),
            ]
        ),
    ]

    /// One action of every kind, each of which would change its own form.
    static let others: [ModalAction] = [
        .note(.textEdited(.insert("x"))), .note(.submitPressed),
        .drinkForm(.textEdited(.insert("x"))), .drinkForm(.fieldMoved(by: 1)), .drinkForm(.cancelPressed),
        .confirmDelete(.answered(true)), .confirmDelete(.cancelPressed),
        .feelings(.valueStepped(by: 1)), .feelings(.submitPressed),
        .plan(.dayToggled), .plan(.stepped(by: 1)), .plan(.submitPressed), .plan(.removePressed),
        .context(.valueStepped(by: 1)), .context(.numberTyped(2)), .context(.submitPressed),
        .amountQuestion(.answered(true)), .amountQuestion(.answered(false)),
        .urge(.numberTyped(5)), .urge(.textEdited(.insert("x"))), .urge(.submitPressed), .urge(.cancelPressed),
        .urgePlans(.exampleAdded(1)), .urgePlans(.closePressed), .urgePlans(.plansPanePressed),
        .urgeFollowUp(.numberTyped(3)), .urgeFollowUp(.submitPressed), .urgeFollowUp(.skipPressed),
        .ifThenPlan(.numberTyped(2)), .ifThenPlan(.valueStepped(by: 1)), .ifThenPlan(.submitPressed),
        .ifThenPlan(.cancelPressed),
        .confirmRetire(.answered(true)), .confirmRetire(.cancelPressed),
    ]

    @Test("an action for another form than the one open changes nothing", arguments: opened)
    func othersIgnored(_ name: String, _ opening: [Action]) {
        var state = AppState.fixture(today: "2026-11-29", now: time("21:10"))
        for action in opening { reduce(&state, action) }
        #expect(state.modal != nil, "\(name) opens")
        state.message = nil // any key clears what the opening said
        let open = state
        for action in Self.others where !Self.belongs(action, to: open.modal) {
            #expect(reduce(&state, .modal(action)) == [], "\(name): \(action)")
            #expect(state == open, "\(name): \(action)")
        }
    }

    /// Whether `action` is of the kind of form `modal` is.
    static func belongs(_ action: ModalAction, to modal: Modal?) -> Bool {
        switch action {
        case .note: if case .note? = modal { return true }
        case .drinkForm: if case .drinkForm? = modal { return true }
        case .confirmDelete: if case .confirmDelete? = modal { return true }
        case .feelings: if case .feelings? = modal { return true }
        case .plan: if case .plan? = modal { return true }
        case .context: if case .context? = modal { return true }
        case .amountQuestion: if case .amountQuestion? = modal { return true }
        case .urge: if case .urge? = modal { return true }
        case .urgePlans: if case .urgePlans? = modal { return true }
        case .urgeFollowUp: if case .urgeFollowUp? = modal { return true }
        case .ifThenPlan: if case .ifThenPlan? = modal { return true }
        case .confirmRetire: if case .confirmRetire? = modal { return true }
        }
        return false
    }

    @Test("a burst of typing becomes one action for the note or the drink form; the others take no text")
    func typing() {
        var state = AppState.fixture(today: "2026-11-29")
        #expect(state.typing("abc") == nil)
        reduce(&state, .main(.notePressed))
        #expect(state.typing("abc") == .modal(.note(.textEdited(.insert("abc")))))
        #expect(state.typing("abc")?.typedText == "abc")
        reduce(&state, .modal(.note(.cancelPressed)))
        reduce(&state, .main(.oneOffPressed))
        #expect(state.typing("abc") == .modal(.drinkForm(.textEdited(.insert("abc")))))
        #expect(Action.modal(.drinkForm(.textEdited(.backspace))).typedText == nil)
        reduce(&state, .modal(.drinkForm(.cancelPressed)))
        reduce(&state, .main(.feelingsPressed))
        #expect(state.typing("abc") == nil)
        reduce(&state, .modal(.feelings(.cancelPressed)))
        reduce(&state, .main(.answered(.yes)))
        reduce(&state, .main(.contextPressed))
        #expect(state.modal != nil && state.typing("abc") == nil)
    }
}
