import DanshuApp
import DanshuCore
import DanshuStorm
import DanshuText
import Testing

@testable import DanshuUI

/// A phone-sized terminal (issue 44): the main screen, the statistics, help and the feelings form at 40×16, 40×20, 50×24
/// and 60×30, in both languages; every frame sound at every size from 40×16 to 79×21.
@Suite struct SmallScreenSnapshotTests {
    static let sizes = [(40, 16), (40, 20), (50, 24), (60, 30)]

    /// The fixture month with ten presets, Saturday the 28th selected (40 g and a note), and the screens reached from it.
    static let screens: [(name: String, actions: [Action])] = [
        ("main", []),
        ("statistics", [.app(.statisticsPressed)]),
        ("help", [.app(.helpPressed)]),
        ("feelings", [.main(.todayPressed), .main(.feelingsPressed), .modal(.feelings(.valueStepped(by: 1)))]),
    ]

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language) -> Frame {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true))
    }

    @Test("the main screen, the statistics, help and a form at a phone's sizes", arguments: sizes, [Language.ja, .en])
    func snapshots(size: (Int, Int), language: Language) {
        for screen in Self.screens {
            let state = SizeSnapshotTests.state(screen.actions)
            let name = "small-\(screen.name)-\(size.0)x\(size.1)" + (language == .en ? "-en" : "")
            assertSnapshot(render(state, size.0, size.1, language).canvas, named: name)
        }
    }

    @Test(
        "where the calendar and the day do not fit together, g shows one in the other's place and the key line says which"
    )
    func monthTakesTurns() {
        var state = SizeSnapshotTests.state()
        let day = render(state, 40, 16, .ja).canvas
        #expect(
            day.text.contains("お酒を飲みましたか？") && !day.text.contains("‹ 2026年11月 ›") && day.text.contains("g カレンダー"),
            "\(day.text)")
        reduce(&state, .main(.monthViewToggled))
        let month = render(state, 40, 16, .ja).canvas
        #expect(
            !month.text.contains("お酒を飲みましたか？") && month.text.contains("‹ 2026年11月 ›") && month.text.contains("g 日の記録"),
            "\(month.text)")
        assertSnapshot(month, named: "small-month-40x16")
        // Moving between days works there as on the full screen: the calendar's selection follows.
        reduce(&state, .main(.dayMoved(by: -1)))
        #expect(state.selected == LocalDate(year: 2026, month: 11, day: 27))
        #expect(render(state, 40, 16, .ja).canvas != month)
        // Where both fit, the calendar and the day stand together and g is not offered.
        let both = render(state, 60, 30, .ja).canvas.text
        #expect(both.contains("お酒を飲みましたか？") && both.contains("‹ 2026年11月 ›") && !both.contains("g カレンダー"), "\(both)")
        // At 80×22 nothing of this shows: the full layout, its key line as before.
        #expect(!render(state, 80, 22, .ja).canvas.text.contains("g 日の記録"))
    }

    @Test(
        "every screen is sound from 40×16 to 79×21: cells whole, clicks and the cursor on the screen, the key line on the last row",
        arguments: [Language.ja, .en])
    func everySizeIsSound(_ language: Language) {
        let all =
            Self.screens + SizeSnapshotTests.panes + [
                ("trends", [.app(.trendsPressed)]), ("report", [.app(.reportPressed)]),
                ("plan", [.app(.trendsPressed), .trends(.planPressed)]),
                ("month", [.main(.monthViewToggled)]),
            ]
        for (width, height) in [(40, 16), (41, 17), (45, 20), (52, 18), (60, 21), (79, 21), (79, 16), (100, 18)] {
            for screen in all {
                let frame = render(SizeSnapshotTests.state(screen.actions), width, height, language)
                let problems = FrameCheck.problems(frame, width: width, height: height)
                #expect(problems.isEmpty, "\(screen.name) at \(width)×\(height): \(problems)\n\(frame.canvas.text)")
                #expect(
                    !frame.canvas.row(height - 1).trimmingCharacters(in: .whitespaces).isEmpty,
                    "\(screen.name) at \(width)×\(height): no key line\n\(frame.canvas.text)")
                #expect(
                    !frame.canvas.text.contains(Catalog(language).tooSmallTitle), "\(screen.name) at \(width)×\(height)"
                )
            }
        }
    }
}
