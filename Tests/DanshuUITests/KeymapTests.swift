import DanshuCore
import DanshuUI
import Testing
import DanshuApp
import DanshuText

/// Keys → actions in each context, and the help generated from the same tables.
@Suite struct KeymapTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!
    var state = AppState(journal: Journal(), today: KeymapTests.today)

    @Test func mainScreenKeys() {
        let expected: [(Key, Action)] = [
            (.left, .dayMoved(by: -1)), (.character("h"), .dayMoved(by: -1)),
            (.right, .dayMoved(by: 1)), (.character("l"), .dayMoved(by: 1)),
            (.up, .dayMoved(by: -7)), (.character("k"), .dayMoved(by: -7)),
            (.down, .dayMoved(by: 7)), (.character("j"), .dayMoved(by: 7)),
            (.pageUp, .monthMoved(by: -1)), (.character("<"), .monthMoved(by: -1)),
            (.pageDown, .monthMoved(by: 1)), (.character(">"), .monthMoved(by: 1)),
            (.character("t"), .todayPressed), (.character("y"), .answered(.yes)), (.character("n"), .answered(.no)),
            (.character("1"), .chipTapped(0)), (.character("9"), .chipTapped(8)), (.character("0"), .chipTapped(9)),
            (.tab, .chipPageTurned(by: 1)), (.backTab, .chipPageTurned(by: -1)),
            (.character("-"), .removeLastDrinkPressed), (.character("o"), .oneOffPressed), (.character("m"), .notePressed),
            (.character("u"), .undoPressed), (.control("r"), .redoPressed),
            (.character("e"), .presetPanePressed), (.character("s"), .statisticsPressed),
            (.character("?"), .helpPressed), (.character("q"), .quitPressed),
        ]
        for (key, action) in expected {
            #expect(Keymap.action(for: key, in: state) == action, "\(key.label)")
        }
    }

    @Test func anUnboundLetterSaysSoAndResizeOrClickMapToNothing() {
        #expect(Keymap.action(for: .character("z"), in: state) == .unknownKeyPressed("z"))
        #expect(Keymap.action(for: .resize, in: state) == nil)
        #expect(Keymap.action(for: .click(x: 3, y: 4), in: state) == nil)
    }

    @Test func aFormTakesEveryPrintableKeyAsText() {
        var state = self.state
        reduce(&state, .notePressed)
        #expect(Keymap.action(for: .character("q"), in: state) == .textEdited(.insert("q")))
        #expect(Keymap.action(for: .character("酒"), in: state) == .textEdited(.insert("酒")))
        #expect(Keymap.action(for: .enter, in: state) == .submitPressed)
        #expect(Keymap.action(for: .escape, in: state) == .cancelPressed)
        #expect(Keymap.action(for: .backspace, in: state) == .textEdited(.backspace))
        #expect(Keymap.action(for: .control("u"), in: state) == .textEdited(.clear))
        reduce(&state, .cancelPressed)
        reduce(&state, .oneOffPressed)
        #expect(Keymap.action(for: .character("q"), in: state) == .textEdited(.insert("q")))
        #expect(Keymap.action(for: .tab, in: state) == .fieldMoved(by: 1))
        #expect(Keymap.action(for: .up, in: state) == .fieldMoved(by: -1))
    }

    @Test func theDeleteQuestionTakesYesOrNo() {
        var state = self.state
        reduce(&state, .presetPanePressed)
        reduce(&state, .deletePresetPressed)
        #expect(Keymap.action(for: .character("y"), in: state) == .confirmAnswered(true))
        #expect(Keymap.action(for: .character("n"), in: state) == .confirmAnswered(false))
        #expect(Keymap.action(for: .escape, in: state) == .cancelPressed)
        #expect(Keymap.action(for: .character("x"), in: state) == nil)
    }

    @Test func presetPaneKeysAndReorderMode() {
        var state = self.state
        reduce(&state, .presetPanePressed)
        #expect(Keymap.action(for: .down, in: state) == .presetSelectionMoved(by: 1))
        #expect(Keymap.action(for: .character("J"), in: state) == .presetMoved(by: 1))
        #expect(Keymap.action(for: .character("a"), in: state) == .addPresetPressed)
        #expect(Keymap.action(for: .enter, in: state) == .editPresetPressed)
        #expect(Keymap.action(for: .character("d"), in: state) == .deletePresetPressed)
        #expect(Keymap.action(for: .escape, in: state) == .closePressed)
        reduce(&state, .reorderToggled)
        #expect(Keymap.action(for: .down, in: state) == .presetMoved(by: 1))
        #expect(Keymap.action(for: .up, in: state) == .presetMoved(by: -1))
        #expect(Keymap.action(for: .character("m"), in: state) == .reorderToggled)
    }

    @Test func helpListsEveryBindingOfEveryPane() {
        for language in Language.allCases {
            let catalog = Catalog(language)
            let help = Screen.render({ var s = state; reduce(&s, .helpPressed); return s }(),
                                     width: 120, height: 200, catalog: catalog, theme: Theme(color: false)).canvas.text
            for binding in Keymap.main + Keymap.presets + Keymap.reordering + Keymap.statistics + Keymap.form + Keymap.question {
                #expect(help.contains(binding.help(catalog)), "\(language): \(binding.keyLabel)")
                for key in binding.keys { #expect(help.contains(key.label), "\(language): \(key.label)") }
            }
        }
    }
}

/// The chip strip: pages of ten, every chip of the page visible and clickable.
@Suite struct ChipStripTests {
    static func state(presets count: Int) -> AppState {
        var journal = Journal()
        journal.presets = (1...count).map { Preset(name: "ドリンク\($0)番の長めの名前", abvTenths: 50, ml: 350) }
        return AppState(journal: journal, today: KeymapTests.today)
    }

    func chipHits(_ state: AppState, width: Int = 80) -> [Action] {
        Screen.render(state, width: width, height: 24, catalog: Catalog(.ja), theme: Theme(color: true))
            .hits.map(\.action).filter { if case .chipTapped = $0 { return true } else { return false } }
    }

    @Test func aFullPageShowsTenChipsNumberedOneToZero() {
        let state = Self.state(presets: 23)
        #expect(chipHits(state) == (0..<10).map { Action.chipTapped($0) })
        let text = Screen.render(state, width: 80, height: 24, catalog: Catalog(.ja), theme: Theme(color: true)).canvas.text
        for label in ["[1 ", "[9 ", "[0 ", "1/3"] { #expect(text.contains(label), "\(label)") }
    }

    @Test func tabPagesThroughAndTheLastPageHoldsTheRest() {
        var state = Self.state(presets: 23)
        reduce(&state, .chipPageTurned(by: 1))
        reduce(&state, .chipPageTurned(by: 1))
        #expect(state.visibleChipRange == 20..<23)
        #expect(chipHits(state) == [.chipTapped(0), .chipTapped(1), .chipTapped(2)])
        let text = Screen.render(state, width: 80, height: 24, catalog: Catalog(.ja), theme: Theme(color: true)).canvas.text
        #expect(text.contains("ドリンク21"))
        #expect(text.contains("3/3"))
        reduce(&state, .chipTapped(0))
        #expect(state.selectedRecord?.drinks.first?.name == "ドリンク21番の長めの名前")
        reduce(&state, .chipPageTurned(by: 1))
        #expect(state.chipPage == 0)
    }
}
