import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// The key line and the reducer agree (issue 41): in every state walked (a locked past day, read-only, unanswered,
/// sober, drinking, a medicine set or not, no preset or many, each pane and each form open), a key the line offers is
/// one the reducer acts on, and a key the line leaves out is one the reducer refuses or ignores. Only the line and
/// `reduce` are asked, so the test catches the two drifting apart whatever decides them.
@Suite("Key line and reducer agree")
struct KeyAvailabilityAgreementTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)
    static let lockedDay = today.adding(days: -9)
    static let unansweredDay = today.adding(days: -8)
    static let catalog = Catalog(.ja)
    /// The time of day the clock has told: the evening.
    static let now = ClockTime(wrapping: 21 * 60 + 10)

    /// What the reducer did with one action.
    enum Outcome: Equatable {
        /// It changed the state (a form, a pane, the journal, the selection) or asked for an effect.
        case acted
        /// It changed nothing and said why.
        case refused(Message)
        /// It changed nothing and said nothing wrong (`t` on today, `y` on a day already answered はい).
        case nothing
    }

    static func outcome(of action: Action, in state: AppState) -> Outcome {
        var after = state
        let effects = reduce(&after, action)
        var unchanged = after
        unchanged.message = state.message
        if !effects.isEmpty || unchanged != state { return .acted }
        if let message = after.message, message.isError { return .refused(message) }
        return .nothing
    }

    /// A refusal of what the key was asked for, not of the key: the line offers it, and pressing it says why (a step
    /// past today, a chip number past the page, nothing left to undo, a plan not filled in).
    static func refusesWhatWasAsked(_ message: Message) -> Bool {
        if case .noSuchChip = message { return true }
        if case .plan(.refused) = message { return true }
        if case .ifThenPlanIncomplete = message { return true }
        if [.ifThenPlanRefused(.emptySituation), .ifThenPlanRefused(.emptyResponse)].contains(message) { return true }
        return [.futureDay, .tooEarly, .nothingToUndo, .nothingToRedo, .urgeNeedsStrength].contains(message)
    }

    /// One state walked, named for the failures.
    struct Walked: CustomStringConvertible {
        var description: String
        var state: AppState
    }

    /// The selected day and what it holds.
    enum Day: CaseIterable {
        case unanswered, sober, answeredYesWithoutDrinks, drinking, medicineTaken
        case lockedPast, openedPast, unansweredPast
    }

    static let drink = Preset(name: "ビール", abvTenths: 50, ml: 500).entry

    static func state(_ day: Day, presets: Int, medicine: Bool, readOnly: Bool, drinkingDays: Bool = true) -> AppState {
        var journal = Journal()
        journal.presets = (0..<presets).map { Preset(name: "酒\($0)", abvTenths: 50, ml: 350) }
        journal.settings.medicine = medicine ? "セリンクロ" : ""
        if drinkingDays { journal.days[lockedDay] = DayRecord(drank: true, drinks: [drink]) }
        switch day {
        case .unanswered, .lockedPast, .openedPast, .unansweredPast: break
        case .sober: journal.days[today] = .sober
        case .answeredYesWithoutDrinks: journal.days[today] = DayRecord(drank: true)
        case .drinking: journal.days[today] = DayRecord(drank: true, drinks: [drink])
        case .medicineTaken:
            var record = DayRecord(drank: true, drinks: [drink])
            record.medicine = "セリンクロ"
            journal.days[today] = record
        }
        let reason = ReadOnlyReason(cause: .writeProtected, path: "/home/a/journal.json")
        var state = AppState(journal: journal, today: today, now: now, readOnly: readOnly ? reason : nil)
        switch day {
        case .unanswered, .sober, .answeredYesWithoutDrinks, .drinking, .medicineTaken: break
        case .lockedPast: reduce(&state, .main(.dayClicked(lockedDay)))
        case .openedPast:
            reduce(&state, .main(.dayClicked(lockedDay)))
            reduce(&state, .main(.unlockPressed))
        case .unansweredPast: reduce(&state, .main(.dayClicked(unansweredDay)))
        }
        state.message = nil
        return state
    }

    /// The main screen in every combination, and with something to undo where the journal may change.
    static let mainScreens: [Walked] = {
        var walked: [Walked] = []
        for day in Day.allCases {
            for presets in [0, 7, 15] {
                for medicine in [false, true] {
                    for readOnly in [false, true] {
                        let name = "\(day), \(presets) presets, medicine \(medicine)\(readOnly ? ", read-only" : "")"
                        let state = Self.state(day, presets: presets, medicine: medicine, readOnly: readOnly)
                        walked.append(Walked(description: name, state: state))
                        guard !readOnly else { continue }
                        var changed = state
                        let step = History.Step(edit: .setNote(unansweredDay, "メモ"), selected: state.selected)
                        changed.history.record(step)
                        walked.append(Walked(description: name + ", something to undo", state: changed))
                    }
                }
            }
        }
        return walked
    }()

    /// Each pane over a few days, writable and read-only; the preset pane with none, one, some and the most presets.
    static let panes: [Walked] = {
        var walked: [Walked] = []
        for readOnly in [false, true] {
            for day in [Day.drinking, .lockedPast] {
                for presets in [0, 1, 7, Limits.presets] {
                    var state = Self.state(day, presets: presets, medicine: true, readOnly: readOnly)
                    reduce(&state, .app(.presetPanePressed))
                    state.message = nil
                    let name = "presets, \(presets), \(day), read-only \(readOnly)"
                    walked.append(Walked(description: name, state: state))
                    guard !readOnly, presets > 0 else { continue }
                    reduce(&state, .presets(.reorderToggled))
                    state.message = nil
                    walked.append(Walked(description: "reordering, \(presets), \(day)", state: state))
                }
                for (plans, name) in [(false, "no plans"), (true, "plans")] {
                    var state = Self.state(day, presets: 7, medicine: true, readOnly: readOnly)
                    if plans { state.journal.ifThenPlans = Self.ifThenPlans }
                    reduce(&state, .app(.ifThenPlansPressed))
                    // Each row: a plan in use, a retired one, an example.
                    for row in [0, 1, 2, 3, state.ifThenPlanRows.count - 1] {
                        var selected = state
                        reduce(&selected, .ifThenPlans(.selectionMoved(by: row)))
                        selected.message = nil
                        walked.append(
                            Walked(
                                description: "if-then plans, \(name), row \(row), \(day), read-only \(readOnly)",
                                state: selected))
                    }
                }
                for (pane, action) in [
                    ("statistics", AppAction.statisticsPressed), ("trends", .trendsPressed),
                    ("help", .helpPressed), ("report", .reportPressed),
                ] {
                    var state = Self.state(day, presets: 7, medicine: true, readOnly: readOnly)
                    reduce(&state, .app(action))
                    state.message = nil
                    walked.append(Walked(description: "\(pane), \(day), read-only \(readOnly)", state: state))
                    if pane == "help" || pane == "report" {
                        reduce(&state, .app(.helpScrolled(by: 5)))
                        reduce(&state, .report(.scrolled(by: 5)))
                        state.message = nil
                        let name = "\(pane) scrolled, \(day), read-only \(readOnly)"
                        walked.append(Walked(description: name, state: state))
                    }
                }
            }
        }
        return walked
    }()

    /// Every form and question, opened as a user opens it; the plan and context forms with each row in focus, the plan
    /// form for a week with a plan and without, with a suggestion and without.
    static let forms: [Walked] = {
        var walked: [Walked] = []
        func opened(_ name: String, _ actions: [Action], from start: AppState) {
            var state = start
            for action in actions { reduce(&state, action) }
            state.message = nil
            walked.append(Walked(description: name, state: state))
        }
        let drinking = Self.state(.drinking, presets: 7, medicine: true, readOnly: false)
        opened("note", [.main(.notePressed)], from: drinking)
        opened("one-off drink form", [.main(.oneOffPressed)], from: drinking)
        opened("feelings form", [.main(.feelingsPressed)], from: drinking)
        opened("preset form", [.app(.presetPanePressed), .presets(.addPressed)], from: drinking)
        opened("delete question", [.app(.presetPanePressed), .presets(.deletePressed)], from: drinking)
        var amount = drinking
        amount.modal = .amountQuestion(AmountQuestion(date: today, entry: drink, beyond: .day(gramsTenths: 2_000)))
        opened("amount question", [], from: amount)
        for row in 0..<4 {
            let moves = Array(repeating: Action.modal(.context(.fieldMoved(by: 1))), count: row)
            opened("context form, row \(row)", [.main(.contextPressed)] + moves, from: drinking)
        }
        // The urges' forms (design.md §9): the urge form on each row, the plans shown with examples and without, the
        // follow-up with plans and without, the plan form on each row of each kind, the retire question.
        for row in 0..<UrgeForm.Field.allCases.count {
            let moves = Array(repeating: Action.modal(.urge(.fieldMoved(by: 1))), count: row)
            opened("urge form, row \(row)", [.main(.urgePressed)] + moves, from: drinking)
        }
        var planned = drinking
        planned.journal.ifThenPlans = Self.ifThenPlans
        for (name, start) in [("no plans", drinking), ("plans", planned)] {
            opened(
                "plans shown, \(name)",
                [.main(.urgePressed), .modal(.urge(.numberTyped(7))), .modal(.urge(.submitPressed))], from: start)
            var owing = start
            owing.journal.days[today]?.urges = [
                Urge(at: ClockTime(wrapping: 20 * 60 + 50), strength: 8, triggers: [.stress])
            ]
            for row in 0..<2 {
                opened(
                    "follow-up, \(name), row \(row)",
                    [.system(.clockTicked(today: today, time: now))]
                        + Array(repeating: .modal(.urgeFollowUp(.fieldMoved(by: 1))), count: row), from: owing)
            }
        }
        for kind in IfThenPlanForm.SituationKind.allCases {
            for response in IfThenPlanForm.ResponseKind.allCases {
                var form = IfThenPlanForm(purpose: .add)
                form.situationKind = kind
                form.responseKind = response
                for field in form.fields {
                    var state = planned
                    reduce(&state, .app(.ifThenPlansPressed))
                    form.focus = field
                    state.modal = .ifThenPlan(form)
                    opened("plan form, \(kind), \(response), on \(field)", [], from: state)
                }
            }
        }
        opened("retire question", [.app(.ifThenPlansPressed), .ifThenPlans(.retirePressed)], from: planned)
        for drinkingDays in [true, false] {
            for planned in [false, true] {
                var start = Self.state(.sober, presets: 7, medicine: false, readOnly: false, drinkingDays: drinkingDays)
                let week = start.journal.settings.weekStartsOn.firstDay(ofWeekHolding: today)
                if planned { start.journal.plans[week] = WeekPlan(drinkingDays: [.saturday], maxTenths: 200) }
                for row in 0..<3 {
                    let name = "plan form, row \(row), planned \(planned), drinking days \(drinkingDays)"
                    opened(
                        name,
                        [.app(.trendsPressed), .trends(.planPressed)]
                            + Array(repeating: .modal(.plan(.fieldMoved(by: 1))), count: row), from: start)
                }
            }
        }
        return walked
    }()

    /// If-then plans: two in use, one retired.
    static let ifThenPlans = [
        IfThenPlan(id: "20261101T2100", situation: .trigger(.stress), response: .coping(.walk)),
        IfThenPlan(id: "20261102T2100", situation: .text("上司"), response: .text("深呼吸")),
        IfThenPlan(id: "20261103T2100", situation: .place(.out), response: .coping(.leave), retired: true),
    ]

    /// For every binding on the key line's tables in force: offered, the reducer acts (or does nothing wrong, or
    /// refuses only what it was asked); left out, the reducer never acts.
    static func disagreements(in walked: Walked) -> [String] {
        let state = walked.state
        let offered = KeyLine.items(for: state, catalog: catalog).flatMap(\.keys)
        var found: [String] = []
        for binding in Keymap.bindings(for: state) where binding.hint != nil {
            guard let key = binding.keys.first else { continue }
            let outcome = outcome(of: binding.action, in: state)
            if offered.contains(key) {
                if case .refused(let message) = outcome, !refusesWhatWasAsked(message) {
                    found.append("\(walked): the line offers \(key.label) but the reducer refuses it: \(message)")
                }
            } else if outcome == .acted {
                found.append("\(walked): the line leaves out \(key.label) but the reducer acts on it")
            }
        }
        return found
    }

    @Test("on the main screen, the line offers a key exactly when the reducer acts on it")
    func mainScreen() {
        #expect(Self.mainScreens.count > 100)
        let found = Self.mainScreens.flatMap(Self.disagreements)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("in every pane, the line offers a key exactly when the reducer acts on it")
    func panes() {
        let found = Self.panes.flatMap(Self.disagreements)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("in every form and question, the line offers a key exactly when the reducer acts on it")
    func forms() {
        #expect(Self.forms.allSatisfy { $0.state.modal != nil }, "each form opens")
        let found = Self.forms.flatMap(Self.disagreements)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the walk reaches keys both offered and left out, acted on and refused")
    func walkIsWide() {
        var offeredActed = 0
        var leftOutRefused = 0
        var offeredAsked = 0
        for walked in Self.mainScreens + Self.panes + Self.forms {
            let offered = KeyLine.items(for: walked.state, catalog: Self.catalog).flatMap(\.keys)
            for binding in Keymap.bindings(for: walked.state) where binding.hint != nil {
                guard let key = binding.keys.first else { continue }
                switch (offered.contains(key), Self.outcome(of: binding.action, in: walked.state)) {
                case (true, .acted): offeredActed += 1
                case (true, .refused): offeredAsked += 1
                case (false, .refused): leftOutRefused += 1
                case (true, .nothing), (false, .acted), (false, .nothing): break
                }
            }
        }
        #expect(
            offeredActed > 2_000 && leftOutRefused > 1_000 && offeredAsked > 300,
            "\(offeredActed) \(leftOutRefused) \(offeredAsked)")
    }

    @Test(
        "Space in the plan form is offered only on the days, as in the context form only on the reasons and the urge form on the triggers"
    )
    func spaceOnlyWhereItToggles() {
        for walked in Self.forms {
            let action: Action
            switch walked.state.modal {
            case .plan?: action = .modal(.plan(.dayToggled))
            case .context?: action = .modal(.context(.reasonToggled))
            case .urge?: action = .modal(.urge(.triggerToggled))
            case .note?, .drinkForm?, .confirmDelete?, .feelings?, .amountQuestion?, .urgePlans?, .urgeFollowUp?,
                .ifThenPlan?,
                .confirmRetire?, nil:
                continue
            }
            let state = walked.state
            let offered = KeyLine.items(for: state, catalog: Self.catalog).flatMap(\.keys).contains(.character(" "))
            #expect(offered == (Self.outcome(of: action, in: state) == .acted), "\(walked)")
        }
    }
}
