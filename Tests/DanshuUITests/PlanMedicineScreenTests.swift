import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The week's plan (issue 25) beside the medicine and the day's context (issue 24) on one screen: `p` is the medicine's
/// on the main screen and the plan's in the trends pane; the day panel shows all three where they fit and gives the
/// plan's line before the medicine's where they do not (the calendar still marks the plan).
@Suite struct PlanMedicineScreenTests {
    /// The medicine and context fixture with the selected day's week planned Fri and Sat at 40 g.
    static func state() -> AppState {
        var state = MedicineContextScreenTests.state()
        let selected = MedicineContextScreenTests.selected
        state.journal.plans[selected.adding(days: -6)] = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400)
        return state
    }

    @Test("the main screen's p marks the medicine, the trends pane's p opens the plan form; each key line says which")
    func onePKeyEach() {
        var state = Self.state()
        #expect(Screen.frame(state, 80, 22).canvas.text.contains("p 服薬"))
        reduce(&state, .app(.trendsPressed))
        #expect(Screen.frame(state, 80, 22).canvas.text.contains("p 予定"))
        #expect(Keymap.action(for: .character("p"), in: state) == .trends(.planPressed))
        reduce(&state, .app(.closePressed))
        #expect(Keymap.action(for: .character("p"), in: state) == .main(.medicinePressed))
    }

    @Test("the day panel: the context, the medicine and the plan where they fit; at 80×22 the plan gives way first")
    func dayPanel() {
        let state = Self.state()
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "main-plan-medicine-80x24-en")
        let wide = Screen.frame(state, 120, 40).canvas.text
        #expect(wide.contains("店・友人・付き合い/食事・二日酔い") && wide.contains("服薬 セリンクロ") && wide.contains("予定: 40g まで"))
        let small = Screen.frame(state, 80, 22).canvas.text
        #expect(small.contains("服薬 セリンクロ") && small.contains("メモ: ") && !small.contains("予定: 40g"))
    }
}
