import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The medicine and the day's context on screen (design.md §8): the day panel's lines, `p` and `c` on the key line only
/// where they work, the context form told apart without color, the heavy days' situations in the statistics; and with
/// the setting empty, nothing of the medicine anywhere.
@Suite struct MedicineContextScreenTests {
    static let selected = LocalDate(year: 2026, month: 11, day: 28) ?? LocalDate(dayNumber: 0)
    static let heavy = LocalDate(year: 2026, month: 11, day: 15) ?? LocalDate(dayNumber: 0)

    /// The fixture month with a medicine set, taken on the selected day (28, 40 g) and the heaviest (15, 136.1 g), each
    /// with a context.
    static func state(medicine: String = "セリンクロ") -> AppState {
        var state = SizeSnapshotTests.state()
        state.journal.settings.medicine = medicine
        state.journal.days[selected]?.medicine = "セリンクロ"
        state.journal.days[selected]?.context = DayContext(
            place: .out, company: .friends, reasons: [.social, .meal], aftermath: .hangover)
        state.journal.days[heavy]?.medicine = "セリンクロ"
        state.journal.days[heavy]?.context = DayContext(place: .out, company: .colleagues, reasons: [.social, .stress])
        return state
    }

    @Test("the day panel shows the context and the medicine; the key line offers p and c; the note keeps its line")
    func dayPanel() {
        let state = Self.state()
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "main-medicine-context-80x22")
        assertSnapshot(Screen.frame(state, 80, 24, .en).canvas, named: "main-medicine-context-80x24-en")
        let text = Screen.frame(state, 80, 22).canvas.text
        #expect(text.contains("店・友人・付き合い/食…") && text.contains("服薬 セリンクロ") && text.contains("メモ: 金曜日"))
        #expect(Screen.frame(state, 120, 40).canvas.text.contains("店・友人・付き合い/食事・二日酔い"), "whole where it fits")
        #expect(
            Screen.frame(state, 120, 40).canvas.text.contains("p 服薬")
                && Screen.frame(state, 120, 40).canvas.text.contains("c 状況"))
        #expect(Screen.frame(state, 120, 40, .en).canvas.text.contains("Took セリンクロ"))
    }

    @Test(
        "with the setting empty the medicine shows nowhere, though the days keep it; c leaves the key line off a drinking day"
    )
    func settingEmpty() {
        let off = Self.state(medicine: "")
        for (width, height) in [(80, 22), (120, 40), (200, 60)] {
            let text = Screen.frame(off, width, height).canvas.text
            #expect(!text.contains("服薬") && !text.contains("p "), "\(width)×\(height)")
        }
        var report = off
        reduce(&report, .app(.reportPressed))
        #expect(!Screen.frame(report, 120, 60).canvas.text.contains("服薬"))
        var unanswered = Self.state()
        reduce(&unanswered, .main(.todayPressed)) // the 29th: not answered
        #expect(
            !Screen.frame(unanswered, 120, 40).canvas.text.contains("c 状況")
                && Screen.frame(unanswered, 120, 40).canvas.text.contains("p 服薬"))
    }

    @Test(
        "the context form: the chosen reversed without color, the reasons' cursor underlined and the terminal's cursor on it"
    )
    func formStyles() {
        var state = Self.state()
        for action in [
            Action.main(.contextPressed), .modal(.context(.fieldMoved(by: 2))), .modal(.context(.valueStepped(by: 2))),
        ] {
            reduce(&state, action)
        }
        let frame = Screen.frame(state, 80, 22, color: false)
        let canvas = frame.canvas
        guard let y = (0..<canvas.height).first(where: { canvas.row($0).contains("▶ 理由") }) else {
            Issue.record("no focused reasons row:\n\(canvas.text)")
            return
        }
        #expect(
            canvas.columns(of: "3 付き合い", row: y).allSatisfy {
                canvas[$0, y].style.reverse && canvas[$0, y].style.underline
            })
        #expect(
            canvas.columns(of: "4 食事", row: y).allSatisfy {
                canvas[$0, y].style.reverse && !canvas[$0, y].style.underline
            })
        #expect(canvas.columns(of: "2 習慣", row: y).allSatisfy { !canvas[$0, y].style.reverse })
        #expect(frame.cursor?.y == y && frame.cursor?.x == canvas.columns(of: "3 付き合い", row: y).first)
        guard let placeRow = (0..<canvas.height).first(where: { canvas.row($0).contains("場所") }) else { return }
        #expect(canvas.columns(of: "2 店", row: placeRow).allSatisfy { canvas[$0, placeRow].style.reverse })
    }

    @Test("the statistics name the heavy days' most common situations once one has a context, and only then")
    func statistics() {
        var state = Self.state()
        reduce(&state, .app(.statisticsPressed))
        assertSnapshot(Screen.frame(state, 80, 22).canvas, named: "statistics-situations-80x22")
        #expect(Screen.frame(state, 80, 22).canvas.text.contains("多量の日に多い: 店 職場の人 ストレス"))
        #expect(Screen.frame(state, 80, 24, .en).canvas.text.contains("Heavy days: out, colleagues, stress"))
        var none = SizeSnapshotTests.state()
        reduce(&none, .app(.statisticsPressed))
        #expect(!Screen.frame(none, 80, 22).canvas.text.contains("多量の日"))
    }
}
