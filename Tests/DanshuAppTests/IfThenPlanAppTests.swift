import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// If-then plans in the app (design.md §9), told as stories: the pane (`I`) adds, edits, reorders and retires plans as
/// presets are edited, a retired plan stays listed; an example becomes a plan only with a key; after a slip, saving the
/// day's context offers a plan with its IF from the context. Every change is one step of undo.
@Suite("If-then plans in the app")
struct IfThenPlanAppTests {
    static let today = day("2026-11-29")
    static let walk = IfThenPlan(id: "20261101T2100", situation: .trigger(.stress), response: .coping(.walk))
    static let bath = IfThenPlan(id: "20261102T2100", situation: .hours(from: 18, to: 22), response: .coping(.bath))
    static let leave = IfThenPlan(
        id: "20261103T2100", situation: .place(.out), response: .coping(.leave), retired: true)

    static func pane(plans: [IfThenPlan] = [walk, bath, leave], days: [String: DayRecord] = [:]) -> AppState {
        var state = AppState.fixture(today: "2026-11-29", days: days, now: time("21:10"))
        state.journal.ifThenPlans = plans
        reduce(&state, .app(.ifThenPlansPressed))
        state.message = nil
        return state
    }

    func form(_ state: AppState) -> IfThenPlanForm? {
        if case .ifThenPlan(let form)? = state.modal { return form }
        return nil
    }

    @Test("the rows: plans in use, the retired ones after them, then the examples no plan in use says")
    func rows() {
        let state = Self.pane()
        let rows = state.ifThenPlanRows
        #expect(Array(rows.prefix(3)) == [.plan(Self.walk), .plan(Self.bath), .plan(Self.leave)])
        #expect(rows.count == 3 + IfThenPlan.starters.count - 2, "the walk for stress and the evening bath are in use")
        #expect(
            !rows.contains(.example(Self.walk.rule))
                && rows.contains(.example(IfThenPlan.Rule(.trigger(.tired), .coping(.rest)))))
    }

    @Test(
        "a: IF a trigger, THEN a response, Enter adds it at the end, stamped with the time; what is missing is said first"
    )
    func add() {
        var state = Self.pane()
        reduce(&state, .ifThenPlans(.addPressed))
        #expect(form(state) == IfThenPlanForm(purpose: .add))
        reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(state.message == .ifThenPlanIncomplete(.situation) && form(state)?.focus == .situationKind)
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 1))))
        reduce(&state, .modal(.ifThenPlan(.numberTyped(3)))) // lonely
        reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(state.message == .ifThenPlanIncomplete(.response) && form(state)?.focus == .responseKind)
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 1))))
        reduce(&state, .modal(.ifThenPlan(.numberTyped(9)))) // contact
        let effects = reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        let added = IfThenPlan(id: "20261129T2110", situation: .trigger(.lonely), response: .coping(.contact))
        #expect(effects.isOneSave && state.modal == nil && state.message == .ifThenPlanAdded(number: 3))
        #expect(state.journal.ifThenPlans == [Self.walk, Self.bath, Self.leave, added])
        #expect(
            state.journal.listedIfThenPlans[2] == added && state.ifThenPlanPane.selection == 2,
            "listed before the retired one")
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.ifThenPlans == [Self.walk, Self.bath, Self.leave])
    }

    @Test(
        "the form's kinds: a time of day by ← →, a place, a company, typed IF and THEN; a plan in use said twice is refused"
    )
    func kinds() {
        var state = Self.pane()
        reduce(&state, .ifThenPlans(.addPressed))
        reduce(&state, .modal(.ifThenPlan(.numberTyped(2)))) // hours
        #expect(form(state)?.fields == [.situationKind, .hoursFrom, .hoursTo, .responseKind, .coping])
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 1))))
        #expect(
            state.availability(of: .modal(.ifThenPlan(.numberTyped(5)))) == .unavailable(.notOnTheChoices),
            "the hours take ← →")
        reduce(&state, .modal(.ifThenPlan(.numberTyped(5))))
        #expect(state.message == nil && form(state)?.hoursFrom == 18)
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 3))))
        reduce(&state, .modal(.ifThenPlan(.numberTyped(8)))) // bath
        reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(
            state.message == .ifThenPlanRefused(.sameAsActivePlan) && form(state) != nil, "the evening bath is in use")
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 2)))) // back to the start hour
        reduce(&state, .modal(.ifThenPlan(.valueStepped(by: 2))))
        reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(state.journal.ifThenPlans.last?.rule == IfThenPlan.Rule(.hours(from: 20, to: 22), .coping(.bath)))

        reduce(&state, .ifThenPlans(.addPressed))
        reduce(&state, .modal(.ifThenPlan(.numberTyped(5)))) // typed IF
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 1))))
        #expect(form(state)?.isTyping == true && state.typing("上司に会ったら") != nil)
        state.type("上司に会ったら")
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 1))))
        reduce(&state, .modal(.ifThenPlan(.numberTyped(2)))) // typed THEN
        reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(state.message == .ifThenPlanRefused(.emptyResponse) && form(state) != nil)
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 1))))
        state.type("  深呼吸を3回 ")
        reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(state.journal.ifThenPlans.last?.rule == IfThenPlan.Rule(.text("上司に会ったら"), .text("深呼吸を3回")))
        #expect(state.journal.ifThenPlans.last?.id == "20261129T2110-2", "two plans made in one minute")
    }

    @Test("Enter edits the selected plan; on an example it adds that example; the edit is one step of undo")
    func edit() {
        var state = Self.pane()
        reduce(&state, .ifThenPlans(.enterPressed))
        #expect(
            form(state) == IfThenPlanForm(purpose: .edit(Self.walk.id), rule: Self.walk.rule)
                && form(state)?.coping == .walk)
        reduce(&state, .modal(.ifThenPlan(.fieldMoved(by: 3))))
        reduce(&state, .modal(.ifThenPlan(.numberTyped(2)))) // tea
        reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(
            state.journal.ifThenPlans[0]
                == IfThenPlan(id: Self.walk.id, situation: .trigger(.stress), response: .coping(.tea)))
        #expect(state.message == .ifThenPlanSaved(number: 1))
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.ifThenPlans[0] == Self.walk)

        reduce(&state, .ifThenPlans(.selectionMoved(by: 3)))
        guard case .example(let rule)? = state.selectedIfThenPlanRow else {
            Issue.record("no example selected")
            return
        }
        let effects = reduce(&state, .ifThenPlans(.enterPressed))
        #expect(
            effects.isOneSave && state.journal.ifThenPlans.last?.rule == rule
                && state.message == .ifThenPlanAdded(number: 3))
        #expect(!state.ifThenPlanRows.contains(.example(rule)), "an example in use is not offered again")
    }

    @Test("J and K move a plan among its own; the retired stay after those in use")
    func move() {
        var state = Self.pane()
        let effects = reduce(&state, .ifThenPlans(.moved(by: 1)))
        #expect(
            effects.isOneSave && state.journal.listedIfThenPlans == [Self.bath, Self.walk, Self.leave]
                && state.ifThenPlanPane.selection == 1)
        #expect(
            reduce(&state, .ifThenPlans(.moved(by: 1))).isEmpty && state.ifThenPlanPane.selection == 1,
            "not past the retired")
        reduce(&state, .ifThenPlans(.selectionMoved(by: 2)))
        #expect(
            state.availability(of: .ifThenPlans(.moved(by: -1))) == .unavailable(.notAPlan),
            "an example has no place to move")
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.listedIfThenPlans == [Self.walk, Self.bath, Self.leave])
    }

    @Test(
        "d asks before retiring; n keeps the plan; y retires it, listed and marked, not offered; d on it puts it back in use"
    )
    func retire() {
        var state = Self.pane()
        reduce(&state, .ifThenPlans(.retirePressed))
        #expect(state.modal == .confirmRetire(planID: Self.walk.id))
        reduce(&state, .modal(.confirmRetire(.answered(false))))
        #expect(state.modal == nil && state.journal.ifThenPlans[0].isActive)
        reduce(&state, .ifThenPlans(.retirePressed))
        let effects = reduce(&state, .modal(.confirmRetire(.answered(true))))
        #expect(effects.isOneSave && state.journal.ifThenPlan(id: Self.walk.id)?.retired == true)
        #expect(
            state.message == .ifThenPlanRetired(number: 1)
                && state.journal.listedIfThenPlans.map(\.id) == [Self.bath.id, Self.walk.id, Self.leave.id],
            "the number the question asked about")
        #expect(state.ifThenPlanPane.selection == 1, "the selection follows the plan")
        #expect(state.ifThenPlanRows.contains(.example(Self.walk.rule)), "retired, its example is offered again")
        reduce(&state, .ifThenPlans(.retirePressed))
        #expect(
            state.modal == nil && state.journal.ifThenPlan(id: Self.walk.id)?.retired == false
                && state.message == .ifThenPlanInUse(number: 1))
        #expect(state.ifThenPlanPane.selection == 0, "back in its place among those in use")
        reduce(&state, .app(.undoPressed))
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.ifThenPlans == [Self.walk, Self.bath, Self.leave])
    }

    @Test(
        "retire plan 2 of 3: the message says plan 2, as asked, though it is listed 3rd now; u selects the plan it brought back"
    )
    func retireSaysTheNumberAsked() {
        let tea = IfThenPlan(id: "20261104T2100", situation: .trigger(.tired), response: .coping(.rest))
        var state = Self.pane(plans: [Self.walk, Self.bath, tea])
        reduce(&state, .ifThenPlans(.selectionMoved(by: 1)))
        reduce(&state, .ifThenPlans(.retirePressed))
        #expect(
            state.modal == .confirmRetire(planID: Self.bath.id)
                && state.journal.listNumber(ofIfThenPlan: Self.bath.id) == 2)
        reduce(&state, .modal(.confirmRetire(.answered(true))))
        #expect(state.message == .ifThenPlanRetired(number: 2), "asked about plan 2, told of plan 2")
        #expect(state.journal.listNumber(ofIfThenPlan: Self.bath.id) == 3 && state.ifThenPlanPane.selection == 2)
        reduce(&state, .ifThenPlans(.selectionMoved(by: -2)))
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.listedIfThenPlans.map(\.id) == [Self.walk.id, Self.bath.id, tea.id])
        #expect(state.ifThenPlanPane.selection == 1, "on the plan the undo brought back")
        reduce(&state, .ifThenPlans(.selectionMoved(by: 1)))
        reduce(&state, .app(.redoPressed))
        #expect(state.ifThenPlanPane.selection == 2, "redo: on the plan retired again, now listed 3rd")
        // A move taken back: the selection stays on the plan that moved.
        reduce(&state, .ifThenPlans(.selectionMoved(by: -2)))
        reduce(&state, .ifThenPlans(.moved(by: 1)))
        #expect(
            state.journal.listedIfThenPlans.map(\.id) == [tea.id, Self.walk.id, Self.bath.id]
                && state.ifThenPlanPane.selection == 1)
        reduce(&state, .app(.undoPressed))
        #expect(
            state.journal.listedIfThenPlans.map(\.id) == [Self.walk.id, tea.id, Self.bath.id]
                && state.ifThenPlanPane.selection == 0)
    }

    @Test("read-only: the pane is shown, every change refused with the reason")
    func readOnly() {
        var journal = Journal()
        journal.ifThenPlans = [Self.walk]
        var state = AppState(
            journal: journal, today: Self.today, now: time("21:10"),
            readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j.json"))
        reduce(&state, .app(.ifThenPlansPressed))
        for action: IfThenPlanPaneAction in [.addPressed, .enterPressed, .retirePressed, .moved(by: 1)] {
            reduce(&state, .ifThenPlans(action))
            #expect(
                state.modal == nil && state.journal.ifThenPlans == [Self.walk]
                    && state.message == .readOnlyRefused(.writeProtected))
        }
    }

    // MARK: After a slip

    static let beer = Preset.defaults[0].entry // 20 g

    static func drinking(_ count: Int, sex: Sex = .unspecified) -> AppState {
        var entry = beer
        entry.count = count
        var settings = Settings()
        settings.sex = sex
        var state = AppState.fixture(
            today: "2026-11-29", days: ["2026-11-29": DayRecord(drank: true, drinks: [entry])], settings: settings,
            now: time("21:10"))
        state.message = nil
        return state
    }

    static func saveContext(_ state: inout AppState, place: Int, reason: Int?) {
        reduce(&state, .main(.contextPressed))
        reduce(&state, .modal(.context(.numberTyped(place))))
        if let reason {
            reduce(&state, .modal(.context(.fieldMoved(by: 2))))
            reduce(&state, .modal(.context(.numberTyped(reason))))
        }
        reduce(&state, .modal(.context(.submitPressed)))
    }

    @Test("a heavy day (§8's threshold by sex): saving its context offers 「次にこの状況になったら？」 with the IF from it")
    func slipOffer() {
        var heavy = Self.drinking(3) // 60 g: heavy for a woman or no sex set (over 40 g), not for a man (over 60 g)
        Self.saveContext(&heavy, place: 2, reason: 3) // out, social
        #expect(heavy.message == .contextSaved && heavy.journal.days[Self.today]?.context != nil)
        #expect(
            form(heavy) == IfThenPlanForm(afterSlip: Self.today, situation: .trigger(.offered)),
            "the reason that names a trigger first")
        #expect(form(heavy)?.focus == .coping && form(heavy)?.situationFromContext == true)
        var man = Self.drinking(3, sex: .male)
        Self.saveContext(&man, place: 2, reason: 3)
        #expect(man.modal == nil && man.message == .contextSaved, "not heavy for a man: no offer")
        var placeOnly = Self.drinking(3)
        Self.saveContext(&placeOnly, place: 1, reason: 4) // home, a meal: no trigger names a meal
        #expect(form(placeOnly)?.situationKind == .place && form(placeOnly)?.place == .home)
    }

    @Test(
        "against the week's plan is a slip too; one key skips the offer; a THEN and Enter add the plan, one step of undo"
    )
    func slipAgainstThePlan() {
        var state = Self.drinking(1) // 20 g, not heavy
        let week = state.journal.settings.weekStartsOn.firstDay(ofWeekHolding: Self.today)
        state.journal.plans[week] = WeekPlan(drinkingDays: [], maxTenths: nil) // a sober week
        Self.saveContext(&state, place: 2, reason: nil)
        #expect(form(state)?.situationKind == .place && form(state)?.place == .out)
        reduce(&state, .modal(.ifThenPlan(.cancelPressed)))
        #expect(state.modal == nil && state.journal.ifThenPlans.isEmpty, "Esc skips: nothing added")

        Self.saveContext(&state, place: 3, reason: nil)
        reduce(&state, .modal(.ifThenPlan(.numberTyped(4)))) // leave
        let effects = reduce(&state, .modal(.ifThenPlan(.submitPressed)))
        #expect(
            effects.isOneSave
                && state.journal.ifThenPlans.map(\.rule) == [IfThenPlan.Rule(.place(.work), .coping(.leave))])
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.ifThenPlans.isEmpty && state.journal.days[Self.today]?.context?.place == .work)

        var kept = Self.drinking(1)
        kept.journal.plans[week] = WeekPlan(drinkingDays: [.sunday], maxTenths: 400)
        Self.saveContext(&kept, place: 2, reason: nil)
        #expect(kept.modal == nil, "a day as planned and not heavy is no slip")
    }
}
