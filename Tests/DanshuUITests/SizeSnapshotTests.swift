import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// Every screen as text at the smallest size (80×22, in Japanese), the main screen at the sizes people use,
/// and every screen in English at 80×24, where longer words would show first.
@Suite struct SizeSnapshotTests {
    /// The fixture month with three more presets (ten chips) and 2026-11-28 selected: 40 g and a note.
    static func state(_ actions: [Action] = []) -> AppState {
        var state = PresetPaneSnapshotTests.state()
        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.dayMoved(by: -1)))
        for action in actions { reduce(&state, action) }
        return state
    }

    static let formWithAnError: [Action] = [
        .app(.presetPanePressed), .presets(.selectionMoved(by: 2)), .presets(.editPressed),
        .modal(.drinkForm(.fieldMoved(by: 2))), .modal(.drinkForm(.textEdited(.clear))),
        .modal(.drinkForm(.textEdited(.insert("9999")))), .modal(.drinkForm(.submitPressed)),
    ]

    /// Every screen but the main one: its name and how to get there.
    static let panes: [(name: String, actions: [Action])] = [
        ("presets-list", [.app(.presetPanePressed), .presets(.selectionMoved(by: 7))]),
        ("presets-form-error", formWithAnError),
        ("presets-delete", [.app(.presetPanePressed), .presets(.selectionMoved(by: 8)), .presets(.deletePressed)]),
        (
            "presets-reorder",
            [
                .app(.presetPanePressed), .presets(.selectionMoved(by: 2)), .presets(.reorderToggled),
                .presets(.moved(by: 1)),
            ]
        ),
        ("statistics", [.app(.statisticsPressed)]),
        ("help", [.app(.helpPressed)]),
        // scrolling stops at the end, however long help grows
        ("help-last-page", [.app(.helpPressed), .app(.helpPaged(by: 99))]),
        ("note", [.main(.notePressed)]),
        (
            "feelings",
            [
                .main(.feelingsPressed), .modal(.feelings(.valueStepped(by: 1))),
                .modal(.feelings(.valueStepped(by: 1))), .modal(.feelings(.fieldMoved(by: 1))),
            ]
        ),
        (
            "context",
            [
                .main(.contextPressed), .modal(.context(.numberTyped(2))), .modal(.context(.fieldMoved(by: 2))),
                .modal(.context(.numberTyped(3))), .modal(.context(.numberTyped(4))),
            ]
        ),
        (
            "one-off",
            [
                .main(.oneOffPressed), .modal(.drinkForm(.textEdited(.insert("梅酒")))),
                .modal(.drinkForm(.fieldMoved(by: 1))), .modal(.drinkForm(.textEdited(.insert("12")))),
                .modal(.drinkForm(.fieldMoved(by: 1))), .modal(.drinkForm(.textEdited(.insert("90")))),
            ]
        ),
    ]

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja) -> Canvas {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true)).canvas
    }

    @Test(arguments: [(80, 22), (80, 23), (200, 60), (300, 100)])
    func mainScreen(width: Int, height: Int) {
        assertSnapshot(render(Self.state(), width, height), named: "main-\(width)x\(height)")
    }

    @Test func mainScreenWithPagesOfChipsAt80x22() {
        var state = Self.state()
        state.journal.presets += ["レモンサワー", "ジントニック"].map { Preset(name: $0, abvTenths: 70, ml: 350) }
        assertSnapshot(render(state, 80, 22), named: "main-80x22-chip-pages")
    }

    @Test func everyPaneAt80x22() {
        for pane in Self.panes { assertSnapshot(render(Self.state(pane.actions), 80, 22), named: "\(pane.name)-80x22") }
    }

    @Test func everyScreenInEnglishAt80x24() {
        assertSnapshot(render(Self.state(), 80, 24, .en), named: "main-80x24-en-ten-presets")
        // Statistics and reorder mode in English at 80×24 are StatisticsSnapshotTests' and PresetPaneSnapshotTests'.
        for pane in Self.panes where !["statistics", "presets-reorder"].contains(pane.name) {
            assertSnapshot(render(Self.state(pane.actions), 80, 24, .en), named: "\(pane.name)-80x24-en")
        }
    }
}
