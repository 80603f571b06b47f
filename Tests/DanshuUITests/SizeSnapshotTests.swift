import DanshuCore
import DanshuUI
import Testing
import DanshuApp
import DanshuText

/// Every screen as text at the smallest size (80×22, in Japanese), the main screen at the sizes people use,
/// and every screen in English at 80×24, where longer words would show first.
@Suite struct SizeSnapshotTests {
    /// The fixture month with three more presets (ten chips) and 2026-11-28 selected: 40 g and a note.
    static func state(_ actions: [Action] = []) -> AppState {
        var state = PresetPaneSnapshotTests.state()
        reduce(&state, .closePressed)
        reduce(&state, .dayMoved(by: -1))
        for action in actions { reduce(&state, action) }
        return state
    }

    static let formWithAnError: [Action] = [.presetPanePressed, .presetSelectionMoved(by: 2), .editPresetPressed,
                                            .fieldMoved(by: 2), .textEdited(.clear), .textEdited(.insert("9999")), .submitPressed]

    /// Every screen but the main one: its name and how to get there.
    static let panes: [(name: String, actions: [Action])] = [
        ("presets-list", [.presetPanePressed, .presetSelectionMoved(by: 7)]),
        ("presets-form-error", formWithAnError),
        ("presets-delete", [.presetPanePressed, .presetSelectionMoved(by: 8), .deletePresetPressed]),
        ("presets-reorder", [.presetPanePressed, .presetSelectionMoved(by: 2), .reorderToggled, .presetMoved(by: 1)]),
        ("statistics", [.statisticsPressed]),
        ("help", [.helpPressed]),
        ("help-last-page", [.helpPressed, .helpPaged(by: 9)]),
        ("note", [.notePressed]),
        ("one-off", [.oneOffPressed, .textEdited(.insert("梅酒")), .fieldMoved(by: 1), .textEdited(.insert("12")),
                     .fieldMoved(by: 1), .textEdited(.insert("90"))]),
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
