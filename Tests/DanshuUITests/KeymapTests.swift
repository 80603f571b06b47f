import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// Keys → actions in each context, and the help generated from the same tables.
@Suite struct KeymapTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!
    var state = AppState(journal: Journal(), today: KeymapTests.today)

    @Test func mainScreenKeys() {
        let expected: [(Key, Action)] = [
            (.left, .main(.dayMoved(by: -1))), (.character("h"), .main(.dayMoved(by: -1))),
            (.right, .main(.dayMoved(by: 1))), (.character("l"), .main(.dayMoved(by: 1))),
            (.up, .main(.dayMoved(by: -7))), (.character("k"), .main(.dayMoved(by: -7))),
            (.down, .main(.dayMoved(by: 7))), (.character("j"), .main(.dayMoved(by: 7))),
            (.pageUp, .main(.monthMoved(by: -1))), (.character("<"), .main(.monthMoved(by: -1))),
            (.pageDown, .main(.monthMoved(by: 1))), (.character(">"), .main(.monthMoved(by: 1))),
            (.character("t"), .main(.todayPressed)), (.character("y"), .main(.answered(.yes))),
            (.character("n"), .main(.answered(.no))),
            (.character("1"), .main(.chipTapped(0))), (.character("9"), .main(.chipTapped(8))),
            (.character("0"), .main(.chipTapped(9))),
            (.tab, .main(.chipPageTurned(by: 1))), (.backTab, .main(.chipPageTurned(by: -1))),
            (.character("-"), .main(.removeLastDrinkPressed)), (.character("o"), .main(.oneOffPressed)),
            (.character("m"), .main(.notePressed)),
            (.character("u"), .app(.undoPressed)), (.control("r"), .app(.redoPressed)),
            (.character("e"), .app(.presetPanePressed)), (.character("s"), .app(.statisticsPressed)),
            (.character("?"), .app(.helpPressed)), (.character("q"), .app(.quitPressed)),
        ]
        for (key, action) in expected {
            #expect(Keymap.action(for: key, in: state) == action, "\(key.label)")
        }
    }

    @Test func anUnboundLetterSaysSoAndResizeOrClickMapToNothing() {
        #expect(Keymap.action(for: .character("z"), in: state) == .app(.unknownKeyPressed("z")))
        #expect(Keymap.action(for: .resize, in: state) == nil)
        #expect(Keymap.action(for: .click(x: 3, y: 4), in: state) == nil)
    }

    @Test(
        "an unbound blank is named, never an invisible name: Shift+Space (a space), an ideographic space, a no-break space"
    )
    func unboundBlanksAreNamed() {
        #expect(Keymap.action(for: .character(" "), in: state) == .app(.unknownKeyPressed("Space")))
        #expect(Keymap.action(for: .character("\u{3000}"), in: state) == .app(.unknownKeyPressed("U+3000")))
        #expect(Keymap.action(for: .character("\u{A0}"), in: state) == .app(.unknownKeyPressed("U+A0")))
    }

    @Test func aFormTakesEveryPrintableKeyAsText() {
        var state = self.state
        reduce(&state, .main(.notePressed))
        #expect(Keymap.action(for: .character("q"), in: state) == .modal(.note(.textEdited(.insert("q")))))
        #expect(Keymap.action(for: .character("酒"), in: state) == .modal(.note(.textEdited(.insert("酒")))))
        #expect(Keymap.action(for: .enter, in: state) == .modal(.note(.submitPressed)))
        #expect(Keymap.action(for: .escape, in: state) == .modal(.note(.cancelPressed)))
        #expect(Keymap.action(for: .backspace, in: state) == .modal(.note(.textEdited(.backspace))))
        #expect(Keymap.action(for: .control("u"), in: state) == .modal(.note(.textEdited(.clear))))
        reduce(&state, .modal(.note(.cancelPressed)))
        reduce(&state, .main(.oneOffPressed))
        #expect(Keymap.action(for: .character("q"), in: state) == .modal(.drinkForm(.textEdited(.insert("q")))))
        #expect(Keymap.action(for: .tab, in: state) == .modal(.drinkForm(.fieldMoved(by: 1))))
        #expect(Keymap.action(for: .up, in: state) == .modal(.drinkForm(.fieldMoved(by: -1))))
    }

    @Test func theDeleteQuestionTakesYesOrNo() {
        var state = self.state
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.deletePressed))
        #expect(Keymap.action(for: .character("y"), in: state) == .modal(.confirmDelete(.answered(true))))
        #expect(Keymap.action(for: .character("n"), in: state) == .modal(.confirmDelete(.answered(false))))
        #expect(Keymap.action(for: .escape, in: state) == .modal(.confirmDelete(.cancelPressed)))
        #expect(Keymap.action(for: .character("x"), in: state) == nil)
    }

    @Test func presetPaneKeysAndReorderMode() {
        var state = self.state
        reduce(&state, .app(.presetPanePressed))
        #expect(Keymap.action(for: .down, in: state) == .presets(.selectionMoved(by: 1)))
        #expect(Keymap.action(for: .character("J"), in: state) == .presets(.moved(by: 1)))
        #expect(Keymap.action(for: .character("a"), in: state) == .presets(.addPressed))
        #expect(Keymap.action(for: .enter, in: state) == .presets(.editPressed))
        #expect(Keymap.action(for: .character("d"), in: state) == .presets(.deletePressed))
        #expect(Keymap.action(for: .escape, in: state) == .app(.closePressed))
        reduce(&state, .presets(.reorderToggled))
        #expect(Keymap.action(for: .down, in: state) == .presets(.moved(by: 1)))
        #expect(Keymap.action(for: .up, in: state) == .presets(.moved(by: -1)))
        #expect(Keymap.action(for: .character("m"), in: state) == .presets(.reorderToggled))
    }

    @Test func helpListsEveryBindingOfEveryPane() {
        for language in Language.allCases {
            let catalog = Catalog(language)
            let help = Screen.render(
                {
                    var s = state
                    reduce(&s, .app(.helpPressed))
                    return s
                }(),
                width: 120, height: 200, catalog: catalog, theme: Theme(color: false)
            ).canvas.text
            for binding in Keymap.main + Keymap.presets + Keymap.reordering + Keymap.statistics + Keymap.form
                + Keymap.question
            {
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
            .hits.map(\.action).filter { if case .main(.chipTapped) = $0 { return true } else { return false } }
    }

    @Test func aFullPageShowsTenChipsNumberedOneToZero() {
        let state = Self.state(presets: 23)
        #expect(chipHits(state) == (0..<10).map { Action.main(.chipTapped($0)) })
        let text = Screen.render(state, width: 80, height: 24, catalog: Catalog(.ja), theme: Theme(color: true)).canvas
            .text
        for label in ["[1 ", "[9 ", "[0 ", "1/3"] { #expect(text.contains(label), "\(label)") }
    }

    @Test func tabPagesThroughAndTheLastPageHoldsTheRest() {
        var state = Self.state(presets: 23)
        reduce(&state, .main(.chipPageTurned(by: 1)))
        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(state.visibleChipRange == 20..<23)
        #expect(chipHits(state) == [.main(.chipTapped(0)), .main(.chipTapped(1)), .main(.chipTapped(2))])
        let text = Screen.render(state, width: 80, height: 24, catalog: Catalog(.ja), theme: Theme(color: true)).canvas
            .text
        #expect(text.contains("ドリンク21"))
        #expect(text.contains("3/3"))
        reduce(&state, .main(.chipTapped(0)))
        #expect(state.selectedRecord?.drinks.first?.name == "ドリンク21番の長めの名前")
        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(state.chipPage == 0)
    }
}
