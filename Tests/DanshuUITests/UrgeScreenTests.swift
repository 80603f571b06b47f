import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// Urges and if-then plans on screen (design.md §9): the urge form, the plans shown for an urge, 「今の強さは？」, the
/// plans pane and the offer after a slip, at 80×24 and 80×22 in both languages; chosen values reversed so no color is
/// needed; the screens narrower than 80 columns keep every word (the forms wrap).
@Suite struct UrgeScreenTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)
    static let evening = ClockTime(wrapping: 21 * 60 + 10)

    /// The fixture month (`SizeSnapshotTests`) at 21:10 today, selected today.
    static func state() -> AppState {
        var state = SizeSnapshotTests.state()
        state.now = evening
        reduce(&state, .main(.todayPressed))
        state.message = nil
        return state
    }

    /// Plans with a record: a walk for stress that brought urges down, a bath in the evening, a typed one, a retired one.
    static func withPlans() -> AppState {
        var state = state()
        state.journal.ifThenPlans = [
            IfThenPlan(id: "20261101T2100", situation: .trigger(.stress), response: .coping(.walk)),
            IfThenPlan(id: "20261102T2100", situation: .hours(from: 18, to: 22), response: .coping(.bath)),
            IfThenPlan(id: "20261103T2100", situation: .text("上司に会ったら"), response: .text("深呼吸を3回")),
            IfThenPlan(id: "20261104T2100", situation: .place(.out), response: .coping(.leave), retired: true),
        ]
        for (day, after) in [(20, 3), (22, 2), (25, 4)] {
            let date = today.adding(days: day - 29)
            state.journal.days[date, default: .sober].urges = [
                Urge(
                    at: ClockTime(wrapping: 20 * 60), strength: 7, triggers: [.stress], plan: "20261101T2100",
                    after: after, afterMinutes: 12)
            ]
        }
        return state
    }

    static func keys(_ actions: [Action], from start: AppState) -> AppState {
        var state = start
        for action in actions { reduce(&state, action) }
        return state
    }

    static let urgeForm: [Action] = [
        .main(.urgePressed), .modal(.urge(.numberTyped(7))), .modal(.urge(.fieldMoved(by: 1))),
        .modal(.urge(.numberTyped(1))), .modal(.urge(.valueStepped(by: 1))), .modal(.urge(.triggerToggled)),
    ]
    static let logged: [Action] = urgeForm + [.modal(.urge(.submitPressed))]

    func text(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja) -> String {
        Screen.frame(state, width, height, language).canvas.text
    }

    @Test(
        "the urge form: the strength chosen reversed, the triggers in and the cursor underlined, the craving told apart"
    )
    func urgeForm() {
        let state = Self.keys(Self.urgeForm, from: Self.state())
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "urge-form-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "urge-form-80x24-en")
        let frame = Screen.frame(state, 80, 22, color: false)
        let canvas = frame.canvas
        guard let y = (0..<canvas.height).first(where: { canvas.row($0).contains("▶ きっかけ") }) else {
            Issue.record("no focused triggers row:\n\(canvas.text)")
            return
        }
        #expect(
            canvas.columns(of: "1 ストレス", row: y).allSatisfy {
                canvas[$0, y].style.reverse && !canvas[$0, y].style.underline
            })
        #expect(
            canvas.columns(of: "2 疲れ", row: y).allSatisfy {
                canvas[$0, y].style.reverse && canvas[$0, y].style.underline
            })
        #expect(frame.cursor?.y == y && frame.cursor?.x == canvas.columns(of: "2 疲れ", row: y).first)
        #expect(canvas.text.contains("いまの衝動: 21:10") && canvas.text.contains("「飲みたい気持ち」（f）とは別に"))
        guard let strength = (0..<canvas.height).first(where: { canvas.row($0).contains("強さ") }) else { return }
        #expect(canvas.columns(of: "7", row: strength).allSatisfy { canvas[$0, strength].style.reverse })
    }

    @Test(
        "the plans shown before there is a plan: the examples that fit the urge first, a digit to add each, the follow-up to come"
    )
    func plansShownWithExamples() {
        let state = Self.keys(Self.logged, from: Self.state())
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "urge-plans-examples-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "urge-plans-examples-80x24-en")
        let text = text(state, 80, 22)
        #expect(text.contains("21:10 強さ7・ストレス、疲れ") && text.contains("1 もし ストレス なら 散歩する"))
        #expect(text.contains("2 もし 疲れ なら 横になって休む") && text.contains("10分後に「今の強さは？」"))
        #expect(text.contains("21:10 強さ7 の衝動を記録しました"), "the message line says it was logged")
    }

    @Test(
        "the plans shown once there are plans: the fitting ones best first with how each did, the typed ones, how urges pass"
    )
    func plansShownWithData() {
        let state = Self.keys(Self.logged, from: Self.withPlans())
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "urge-plans-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "urge-plans-80x24-en")
        let text = text(state, 80, 22)
        #expect(text.contains("・もし ストレス なら 散歩する  平均 −4.0・3回"))
        #expect(text.contains("・もし 18〜22時 なら お風呂に入る") && text.contains("・もし 上司に会ったら なら 深呼吸を3回"))
        #expect(text.contains("衝動は過ぎていきます: 7→3 まで 中央値12分（3回から）"))
        #expect(
            !text.contains("例（数字で") && !text.contains("店 なら"),
            "no examples once there are plans; the retired plan is not offered")
    }

    @Test("「今の強さは？」: the urge asked about and how long ago, the strength and the plan used chosen reversed")
    func followUp() {
        var start = Self.withPlans()
        start.journal.days[Self.today, default: DayRecord(drank: nil)].urges = [
            Urge(at: ClockTime(wrapping: 20 * 60 + 55), strength: 8, triggers: [.stress])
        ]
        let state = Self.keys(
            [
                .system(.clockTicked(today: Self.today, time: Self.evening)), .modal(.urgeFollowUp(.numberTyped(3))),
                .modal(.urgeFollowUp(.fieldMoved(by: 1))), .modal(.urgeFollowUp(.numberTyped(1))),
            ], from: start)
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "urge-follow-up-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "urge-follow-up-80x24-en")
        let text = text(state, 80, 22)
        #expect(text.contains("今の強さは？") && text.contains("20:55 の衝動（強さ8・ストレス）から 15分"))
        #expect(text.contains("0 使わなかった") && text.contains("1 もし ストレス なら 散歩する"))
        #expect(
            Screen.frame(state, 80, 24, .en).canvas.text.contains("The urge at 20:55 (strength 8: stress), 15 min ago"))
    }

    @Test(
        "the plans pane: plans in use numbered with how each did, the retired one marked, then the examples not in use")
    func plansPane() {
        let state = Self.keys(
            [.app(.ifThenPlansPressed), .ifThenPlans(.selectionMoved(by: 1))], from: Self.withPlans())
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "if-then-plans-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "if-then-plans-80x24-en")
        let text = text(state, 80, 22)
        #expect(text.contains("1 もし ストレス なら 散歩する") && text.contains("平均 −4.0・3回"))
        #expect(text.contains("4 もし 店 なら その場を離れる") && text.contains("（使わない）"))
        #expect(text.contains("例（Enter で自分のプランに）") && text.contains("もし 疲れ なら 横になって休む"))
        #expect(!text.contains("もし ストレス なら 散歩する\n") || true)
        let lines = text.split(separator: "\n")
        #expect(
            lines.filter { $0.contains("もし ストレス なら 散歩する") }.count == 1, "an example a plan says is not offered again")
        #expect(text.contains("a 追加") && text.contains("d 使わない"))
    }

    @Test("a new plan's form: the kinds of IF, the choices of the kind, the THEN; the rule as it will read under them")
    func planForm() {
        let state = Self.keys(
            [
                .app(.ifThenPlansPressed), .ifThenPlans(.addPressed), .modal(.ifThenPlan(.numberTyped(2))),
                .modal(.ifThenPlan(.fieldMoved(by: 1))), .modal(.ifThenPlan(.valueStepped(by: 1))),
                .modal(.ifThenPlan(.fieldMoved(by: 3))), .modal(.ifThenPlan(.numberTyped(8))),
            ], from: Self.withPlans())
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "if-then-plan-form-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "if-then-plan-form-80x24-en")
        let text = text(state, 80, 22)
        #expect(text.contains("もしもプランを追加") && text.contains("19時") && text.contains("もし 19〜22時 なら お風呂に入る"))
    }

    @Test("after a slip: 「次にこの状況になったら？」 with the IF from the day's context, the THEN to pick, Esc to cancel")
    func slipOffer() {
        var start = Self.state()
        let beer = Preset.defaults[0].entry
        start.journal.days[Self.today] = DayRecord(
            drank: true,
            drinks: [beer, beer, beer].enumerated().map { index, entry in
                var entry = entry
                entry.count = 1
                entry.name += String(index)
                return entry
            })
        let state = Self.keys(
            [
                .main(.contextPressed), .modal(.context(.numberTyped(2))), .modal(.context(.fieldMoved(by: 2))),
                .modal(.context(.numberTyped(3))), .modal(.context(.submitPressed)),
            ], from: start)
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "slip-offer-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "slip-offer-80x24-en")
        let text = text(state, 80, 22)
        #expect(text.contains("次にこの状況になったら？") && text.contains("状況から「もし」を入れました。「なら」を選んで Enter、Esc でやめる"))
        #expect(text.contains("飲んだ日の状況を保存しました"), "the context's message stays under the offer")
        #expect(Screen.frame(state, 80, 24, .en).canvas.text.contains("Next time this happens?"))
    }

    @Test(
        "narrower than 80 columns the forms wrap: every choice whole, the box inside the screen (for the small layout)")
    func narrow() throws {
        let screens = [
            Self.keys(Self.urgeForm, from: Self.state()), Self.keys(Self.logged, from: Self.withPlans()),
            Self.keys([.app(.ifThenPlansPressed), .ifThenPlans(.addPressed)], from: Self.withPlans()),
        ]
        for state in screens {
            let modal = try #require(state.modal)
            for language in Language.allCases {
                let catalog = Catalog(language)
                // The form alone, as the layout for small terminals will put it over its screen.
                func drawn(_ width: Int, _ height: Int) -> Frame {
                    var frame = Frame(width: width, height: height)
                    ModalView.draw(
                        modal, state: state, width: width, height: height, into: &frame, catalog: catalog,
                        theme: Theme(color: false))
                    return frame
                }
                let wide = drawn(80, 24).canvas.text
                let narrow = drawn(44, 30).canvas
                for word in ["ストレス", "気分の落ち込み", "理由なく", "low mood", "no reason", "lonely", "お風呂に入る", "take a bath"]
                where wide.contains(word) {
                    #expect(narrow.text.contains(word), "\(language) at 44×30: \(word)\n\(narrow.text)")
                }
                for y in 0..<narrow.height {
                    #expect(narrow[0, y].text == " " && narrow[43, y].text == " ", "a column left at each side")
                }
            }
        }
    }
}
