import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// An urge in the app (design.md §9), told as stories: `i`, a strength and Enter log it now on today and show the plans
/// for it at once; a digit makes an example one's own; ten minutes on, the clock's tick asks 「今の強さは？」 and the
/// answer is kept with the urge; Esc skips it for this run. Every change is one step of undo.
@Suite("Urges in the app")
struct UrgeAppTests {
    static let today = day("2026-11-29")

    static func evening(days: [String: DayRecord] = [:], plans: [IfThenPlan] = []) -> AppState {
        var state = AppState.fixture(today: "2026-11-29", days: days, now: time("21:10"))
        state.journal.ifThenPlans = plans
        state.message = nil
        return state
    }

    static let walk = IfThenPlan(id: "20261101T2100", situation: .trigger(.stress), response: .coping(.walk))
    static let bath = IfThenPlan(id: "20261102T2100", situation: .hours(from: 18, to: 22), response: .coping(.bath))
    static let boss = IfThenPlan(id: "20261103T2100", situation: .text("上司"), response: .text("深呼吸"))

    @Test(
        "i, 7, Enter: the urge is today's at the clock's time, whatever day is selected; the plans for it show at once; u takes it back"
    )
    func logInTwoSeconds() {
        var state = Self.evening()
        reduce(&state, .main(.dayMoved(by: -3)))
        assertReduce(&state, .main(.urgePressed)) { $0.modal = .urge(UrgeForm()) }
        reduce(&state, .modal(.urge(.numberTyped(7))))
        let effects = reduce(&state, .modal(.urge(.submitPressed)))
        let urge = Urge(at: time("21:10"), strength: 7)
        #expect(effects == [.save(days: [Self.today])])
        #expect(state.journal.days[Self.today]?.urges == [urge])
        #expect(state.journal.state(of: Self.today) == .unrecorded, "an urge alone records no answer")
        #expect(
            state.modal == .urgePlans(UrgePlansShown(urge: UrgeReference(day: Self.today, identity: urge.identity))))
        #expect(state.message == .urgeLogged(strength: 7, at: time("21:10")) && state.selected == day("2026-11-26"))
        reduce(&state, .modal(.urgePlans(.closePressed)))
        #expect(state.modal == nil)
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.days[Self.today] == nil)
        reduce(&state, .app(.redoPressed))
        #expect(state.journal.days[Self.today]?.urges == [urge])
    }

    @Test(
        "the form: digits and ← → set the strength, Space and digits the triggers, place and company chosen, a trigger typed"
    )
    func theForm() throws {
        var state = Self.evening()
        reduce(&state, .main(.urgePressed))
        func form() -> UrgeForm? { if case .urge(let form)? = state.modal { form } else { nil } }
        for action: UrgeFormAction in [.valueStepped(by: 1), .valueStepped(by: 1)] {
            reduce(&state, .modal(.urge(action)))
        }
        #expect(form()?.strength == 1, "the first press from none gives 0")
        reduce(&state, .modal(.urge(.numberTyped(9))))
        reduce(&state, .modal(.urge(.valueStepped(by: 5))))
        #expect(form()?.strength == 10, "10 is → from 9, kept at the end")
        reduce(&state, .modal(.urge(.triggerToggled)))
        #expect(form()?.triggers == [] && state.message == nil, "Space does nothing off the triggers")
        reduce(&state, .modal(.urge(.fieldMoved(by: 1))))
        reduce(&state, .modal(.urge(.numberTyped(1)))) // stress in
        reduce(&state, .modal(.urge(.numberTyped(0)))) // the tenth, low mood, in
        reduce(&state, .modal(.urge(.valueStepped(by: 20)))) // the cursor to the eleventh
        reduce(&state, .modal(.urge(.triggerToggled))) // no reason in
        reduce(&state, .modal(.urge(.numberTyped(1)))) // stress out
        #expect(form()?.triggers == [.lowMood, .noReason])
        reduce(&state, .modal(.urge(.fieldMoved(by: 1))))
        reduce(&state, .modal(.urge(.numberTyped(2))))
        reduce(&state, .modal(.urge(.fieldMoved(by: 1))))
        reduce(&state, .modal(.urge(.numberTyped(6))))
        #expect(state.message == .noSuchChoice(count: 5) && form()?.company == nil)
        reduce(&state, .modal(.urge(.valueStepped(by: 1))))
        reduce(&state, .modal(.urge(.fieldMoved(by: 1))))
        #expect(
            state.typing("上司の電話") == .modal(.urge(.textEdited(.insert("上司の電話")))), "the typed row takes a burst of text"
        )
        state.type("上司の電話")
        reduce(&state, .modal(.urge(.submitPressed)))
        let urge = try #require(state.journal.days[Self.today]?.urges.first)
        #expect(
            urge
                == Urge(
                    at: time("21:10"), strength: 10, triggers: [.lowMood, .noReason], triggerText: "上司の電話", place: .out,
                    company: .alone))
    }

    @Test("i, 1, 0, Enter logs strength 10, not 0; 0 alone, or after another key, is 0; → from 9 is still 10")
    func tenTypedAsOneZero() throws {
        var state = Self.evening()
        reduce(&state, .main(.urgePressed))
        func form() -> UrgeForm? { if case .urge(let form)? = state.modal { form } else { nil } }
        reduce(&state, .modal(.urge(.numberTyped(0))))
        #expect(form()?.strength == 0)
        reduce(&state, .modal(.urge(.numberTyped(1))))
        #expect(form()?.strength == 1)
        reduce(&state, .modal(.urge(.numberTyped(0))))
        #expect(form()?.strength == 10 && state.message == nil)
        reduce(&state, .modal(.urge(.numberTyped(0))))
        #expect(form()?.strength == 0, "a 0 after 10 is 0")
        reduce(&state, .modal(.urge(.numberTyped(1))))
        reduce(&state, .modal(.urge(.fieldMoved(by: 1))))
        reduce(&state, .modal(.urge(.fieldMoved(by: -1))))
        reduce(&state, .modal(.urge(.numberTyped(0))))
        #expect(form()?.strength == 0, "a key between the 1 and the 0")
        reduce(&state, .modal(.urge(.numberTyped(9))))
        reduce(&state, .modal(.urge(.valueStepped(by: 1))))
        #expect(form()?.strength == 10, "→ from 9")
        reduce(&state, .modal(.urge(.numberTyped(1))))
        reduce(&state, .modal(.urge(.numberTyped(0))))
        reduce(&state, .modal(.urge(.submitPressed)))
        #expect(state.journal.days[Self.today]?.urges == [Urge(at: time("21:10"), strength: 10)])
        #expect(state.message == .urgeLogged(strength: 10, at: time("21:10")))
    }

    @Test("「今の強さは？」: 1, 0, Enter records 9 → 10, not a false drop to 0; 0 alone is 0")
    func followUpTenTypedAsOneZero() throws {
        var state = Self.evening(days: [
            "2026-11-29": DayRecord(drank: nil, urges: [Urge(at: time("20:50"), strength: 9)])
        ])
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:10"))))
        func form() -> UrgeFollowUpForm? { if case .urgeFollowUp(let form)? = state.modal { form } else { nil } }
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(0))))
        #expect(form()?.after == 0)
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(1))))
        reduce(&state, .modal(.urgeFollowUp(.valueCleared)))
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(0))))
        #expect(form()?.after == 0, "a key between the 1 and the 0")
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(1))))
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(0))))
        #expect(form()?.after == 10)
        reduce(&state, .modal(.urgeFollowUp(.submitPressed)))
        #expect(state.journal.days[Self.today]?.urges.first?.after == 10)
        #expect(state.message == .urgeFollowedUp(strength: 9, after: 10))
    }

    @Test(
        "Enter without a strength asks for one and keeps the form; Esc logs nothing; the same urge twice in a minute is refused"
    )
    func refusals() {
        var state = Self.evening()
        reduce(&state, .main(.urgePressed))
        reduce(&state, .modal(.urge(.fieldMoved(by: 1))))
        reduce(&state, .modal(.urge(.numberTyped(2))))
        #expect(reduce(&state, .modal(.urge(.submitPressed))).isEmpty)
        guard case .urge(let form)? = state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(form.focus == .strength && form.triggers == [.tired] && state.message == .urgeNeedsStrength)
        reduce(&state, .modal(.urge(.cancelPressed)))
        #expect(state.modal == nil && state.journal.days.isEmpty)

        for _ in 0..<2 {
            reduce(&state, .modal(.urgePlans(.closePressed)))
            reduce(&state, .main(.urgePressed))
            reduce(&state, .modal(.urge(.numberTyped(5))))
            reduce(&state, .modal(.urge(.submitPressed)))
        }
        #expect(state.message == .urgeRefused(.alreadyLogged) && state.journal.days[Self.today]?.urges.count == 1)
        if case .urge? = state.modal {} else { Issue.record("a refused urge keeps its form open") }
    }

    @Test("i is no key before the clock has told the time, nor on a read-only journal; it is on a locked past day")
    func availability() {
        var noClock = AppState.fixture(today: "2026-11-29")
        #expect(noClock.availability(of: .main(.urgePressed)) == .unavailable(.timeUnknown))
        reduce(&noClock, .main(.urgePressed))
        #expect(noClock.modal == nil)
        let journal = Journal(days: [day("2026-11-20"): .sober])
        var readOnly = AppState(
            journal: journal, today: Self.today, now: time("21:10"),
            readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j.json"))
        reduce(&readOnly, .main(.urgePressed))
        #expect(readOnly.modal == nil && readOnly.message == .readOnlyRefused(.writeProtected))
        var locked = AppState(journal: journal, today: Self.today, now: time("21:10"))
        reduce(&locked, .main(.dayClicked(day("2026-11-20"))))
        #expect(locked.isSelectedDayLocked)
        reduce(&locked, .main(.urgePressed))
        #expect(locked.modal == .urge(UrgeForm()), "an urge is today's, not the locked day's")
    }

    @Test(
        "before any plan, a digit makes the example of that number a plan, stamped with the time; then the examples give way"
    )
    func exampleAdded() {
        var state = Self.evening()
        for action: Action in [
            .main(.urgePressed), .modal(.urge(.numberTyped(6))), .modal(.urge(.fieldMoved(by: 1))),
            .modal(.urge(.numberTyped(2))), .modal(.urge(.submitPressed)),
        ] {
            reduce(&state, action)
        }
        guard case .urgePlans(let shown)? = state.modal else {
            Issue.record("no plans shown")
            return
        }
        #expect(
            state.examplesShown(for: shown).first == IfThenPlan.Rule(.trigger(.tired), .coping(.rest)),
            "the ones fitting the urge first")
        #expect(state.journal.ifThenPlans.isEmpty, "never added without a key")
        #expect(
            reduce(&state, .modal(.urgePlans(.exampleAdded(9)))).isEmpty && state.message == .noSuchChoice(count: 5))
        let effects = reduce(&state, .modal(.urgePlans(.exampleAdded(1))))
        #expect(effects.isOneSave && state.message == .ifThenPlanAdded(number: 1))
        #expect(
            state.journal.ifThenPlans == [
                IfThenPlan(id: "20261129T2110", situation: .trigger(.tired), response: .coping(.rest))
            ])
        #expect(state.examplesShown(for: shown).isEmpty)
        #expect(state.availability(of: .modal(.urgePlans(.exampleAdded(1)))) == .unavailable(.noExamplesShown))
        reduce(&state, .modal(.urgePlans(.plansPanePressed)))
        #expect(state.modal == nil && state.pane == .ifThenPlans)
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.ifThenPlans.isEmpty && state.journal.days[Self.today]?.urges.count == 1)
    }

    @Test(
        "ten minutes on, the tick asks 「今の強さは？」 of the latest urge owing it; the answer keeps the strength, the minutes and the plan"
    )
    func followUp() throws {
        var state = Self.evening(
            days: [
                "2026-11-29": DayRecord(drank: nil, urges: [Urge(at: time("21:10"), strength: 7, triggers: [.stress])])
            ],
            plans: [Self.bath, Self.walk, Self.boss])
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:19"))))
        #expect(state.modal == nil, "nine minutes on: not yet")
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:21"))))
        let form = try #require({ if case .urgeFollowUp(let form)? = state.modal { form } else { nil } }())
        #expect(
            form.plans == [Self.bath.id, Self.walk.id, Self.boss.id], "the plans shown for it, the fitting ones first")
        reduce(&state, .modal(.urgeFollowUp(.submitPressed)))
        #expect(state.message == .urgeNeedsStrength && state.journal.days[Self.today]?.urges[0].after == nil)
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(3))))
        reduce(&state, .modal(.urgeFollowUp(.fieldMoved(by: 1))))
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(4))))
        #expect(state.message == .noSuchChoice(count: 4))
        reduce(&state, .modal(.urgeFollowUp(.numberTyped(2))))
        let effects = reduce(&state, .modal(.urgeFollowUp(.submitPressed)))
        #expect(
            effects == [.save(days: [Self.today])] && state.modal == nil
                && state.message == .urgeFollowedUp(strength: 7, after: 3))
        let answered = try #require(state.journal.days[Self.today]?.urges.first)
        #expect(answered.after == 3 && answered.afterMinutes == 11 && answered.plan == Self.walk.id)
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:22"))))
        #expect(state.modal == nil, "answered: not asked again")
        reduce(&state, .app(.undoPressed))
        #expect(state.journal.days[Self.today]?.urges.first?.after == nil)
    }

    @Test(
        "Esc skips the question for this run; the next urge owing one is asked; none while a form is open, and none past two hours"
    )
    func followUpSkipped() {
        let urges = [
            Urge(at: time("19:00"), strength: 9), Urge(at: time("20:30"), strength: 5),
            Urge(at: time("20:50"), strength: 6),
        ]
        var state = Self.evening(days: ["2026-11-29": DayRecord(drank: nil, urges: urges)])
        reduce(&state, .main(.notePressed))
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:10"))))
        #expect(state.noteText == "", "a form open is left alone")
        reduce(&state, .modal(.note(.cancelPressed)))
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:10"))))
        guard case .urgeFollowUp(let latest)? = state.modal else {
            Issue.record("not asked")
            return
        }
        #expect(latest.urge == urges[2], "the latest first")
        reduce(&state, .modal(.urgeFollowUp(.skipPressed)))
        #expect(
            state.modal == nil && state.message == .followUpSkipped && state.journal.days[Self.today]?.urges == urges)
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:11"))))
        guard case .urgeFollowUp(let next)? = state.modal else {
            Issue.record("the next not asked")
            return
        }
        #expect(next.urge == urges[1] && next.plans.isEmpty && next.fields == [.after])
        reduce(&state, .modal(.urgeFollowUp(.skipPressed)))
        reduce(&state, .system(.clockTicked(today: Self.today, time: time("21:12"))))
        #expect(state.modal == nil, "19:00 is more than two hours ago")
    }

    @Test("the start asks the follow-up an urge logged from the shell owes; a read-only journal never asks")
    func followUpAtStart() {
        let owed = DayRecord(drank: nil, urges: [Urge(at: time("21:00"), strength: 7)])
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": owed], now: time("21:21"))
        reduce(&state, .system(.started(motion: false)))
        if case .urgeFollowUp? = state.modal {} else { Issue.record("not asked at the start") }
        var readOnly = AppState(
            journal: state.journal, today: Self.today, now: time("21:21"),
            readOnly: ReadOnlyReason(cause: .writeProtected, path: "/j.json"))
        reduce(&readOnly, .system(.started(motion: false)))
        #expect(readOnly.modal == nil)
    }

    @Test("q with a form of urges open asks before what was chosen goes; with the plans shown it leaves")
    func quitting() {
        var state = Self.evening()
        reduce(&state, .main(.urgePressed))
        reduce(&state, .app(.quitPressed))
        #expect(state.askingToQuit && state.message == .confirmQuit)
        reduce(&state, .app(.quitAnswered(false)))
        reduce(&state, .modal(.urge(.numberTyped(4))))
        reduce(&state, .modal(.urge(.submitPressed)))
        #expect(reduce(&state, .app(.quitPressed)) == [.quit])
    }
}
