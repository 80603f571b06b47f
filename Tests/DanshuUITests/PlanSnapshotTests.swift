import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The week's plan on screen (issue 25): the plan form, the trends pane's plan line and its digits of days as planned,
/// and on the main screen the day panel's 「予定: 40g まで」 and the calendar's marks, in both languages and without color.
@Suite struct PlanSnapshotTests {
    /// The trends pane's twenty-two weeks, with plans for the last three weeks and the week to come.
    static func state() -> AppState {
        var state = TrendsSnapshotTests.state()
        let today = TrendsSnapshotTests.today // Sunday 2026-11-29
        let friSat = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400)
        for back in 1...3 { state.journal.plans[today.adding(days: -7 * back)] = friSat }
        state.journal.plans[today.adding(days: -7)] = WeekPlan(drinkingDays: [.saturday], maxTenths: 200)
        state.journal.plans[today] = friSat
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja, color: Bool = true) -> Frame
    {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: color))
    }

    @Test("the trends pane with plans: the newest week's plan under its summary, days as planned under the sober days")
    func trends() {
        assertStyleSnapshot(render(Self.state(), 80, 22).canvas, named: "plan-trends-80x22")
        assertSnapshot(render(Self.state(), 80, 24, .en, color: false).canvas, named: "plan-trends-80x24-en")
        let text = render(Self.state(), 80, 22).canvas.text
        #expect(text.contains("予定: 金・土 40g まで"))
        #expect(text.contains("下の段 予定どおりの日"))
        // With the craving row too, the plan's digits come between, with a legend line of their own.
        var craving = TrendsSnapshotTests.stateWithCravings()
        craving.journal.plans = Self.state().journal.plans
        let both = render(craving, 80, 22, .en).canvas.text
        #expect(
            both.contains("middle digits: days as planned") && both.contains("lower digits: average craving"), "\(both)"
        )
    }

    @Test("the plan form: the week, its days with the drinking ones in brackets, the amount, the suggestion and why")
    func form() {
        var state = Self.state()
        reduce(&state, .trends(.planPressed))
        assertStyleSnapshot(render(state, 80, 22).canvas, named: "plan-form-80x22")
        let thisWeek = render(state, 80, 22).canvas.text
        #expect(thisWeek.contains("[金][土]") && thisWeek.contains("s で使う") && thisWeek.contains("d 予定なし"))
        reduce(&state, .modal(.plan(.fieldMoved(by: -1))))
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        assertSnapshot(render(state, 80, 24, .en).canvas, named: "plan-form-next-week-80x24-en")
        TextWidth.withAmbiguousWidth(2) {
            assertSnapshot(render(state, 80, 22).canvas, named: "plan-form-wide-80x22")
        }
        // A week without a plan has nothing for d to remove: the key line leaves it out.
        let frame = render(state, 80, 22)
        #expect(!frame.canvas.text.contains("d 予定なし") && frame.cursor != nil)
    }

    @Test(
        "the main screen: a planned day says its plan and how the day kept to it; a planned drinking day still to come is marked ◇"
    )
    func mainScreen() {
        var state = Self.state()
        state.journal.plans[TrendsSnapshotTests.today] = WeekPlan(drinkingDays: [.monday, .friday], maxTenths: 400)
        reduce(&state, .app(.closePressed))
        state.selected = TrendsSnapshotTests.today.adding(days: -1) // Saturday: planned, within 20 g or not
        assertStyleSnapshot(render(state, 80, 22).canvas, named: "plan-main-80x22")
        assertSnapshot(render(state, 80, 24, .en, color: false).canvas, named: "plan-main-80x24-en")
        // Next week's planned Friday and Saturday are marked in the calendar; so is a drinking day against the plan.
        let text = render(state, 80, 22).canvas.text
        #expect(text.contains("30◇"), "\(text)")
        #expect(text.contains("予定20gまで（超えた）"), "\(text)")
        // Wider, the whole line with the second unit.
        state.journal.settings.secondUnit = .drinksJP
        #expect(render(state, 120, 40).canvas.text.contains("予定: 20g（2.0ドリンク）まで（超えた）"))
    }
}
