import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Preset edit pane")
struct PresetPaneTests {
    /// The main screen on 2026-11-29 with the preset pane open.
    func pane(presets: [Preset] = Preset.defaults, days: [String: DayRecord] = [:]) -> AppState {
        var state = AppState.fixture(today: "2026-11-29", days: days, presets: presets)
        reduce(&state, .app(.presetPanePressed))
        return state
    }

    @Test("e opens the pane on the first preset; Esc returns to the main screen")
    func openAndClose() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .app(.presetPanePressed))
        #expect(state.pane == .presets)
        #expect(state.presetPane.selection == 0)

        reduce(&state, .app(.closePressed))
        #expect(state.pane == .main)
    }

    @Test("↑↓ move the selection within the list; a click selects a row")
    func selection() {
        var state = pane()

        reduce(&state, .presets(.selectionMoved(by: -1)))
        #expect(state.presetPane.selection == 0)
        reduce(&state, .presets(.selectionMoved(by: 100)))
        #expect(state.presetPane.selection == 6)
        reduce(&state, .presets(.rowClicked(2)))
        #expect(state.presetPane.selection == 2)
        reduce(&state, .presets(.rowClicked(7)))
        #expect(state.presetPane.selection == 2)
    }

    @Test("a adds a preset at the end; its chip taps it")
    func add() {
        var state = pane()

        reduce(&state, .presets(.addPressed))
        #expect(state.form?.purpose == .newPreset)
        #expect(state.form?.fields == [.name, .abv, .ml, .price, .kcal])
        state.fill("ハイボール", "７", "３５０")
        #expect(state.form?.previewTenths == 196)
        let effects = reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(effects.isOneSave)
        #expect(state.journal.presets == Preset.defaults + [Preset(name: "ハイボール", abvTenths: 70, ml: 350)])
        #expect(state.presetPane.selection == 7)
        #expect(state.message == .presetAdded(name: "ハイボール"))

        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.chipTapped(7)))
        #expect(
            state.selectedRecord == drank(DrinkEntry(name: "ハイボール", ml: 350, abvTenths: 70, gramsTenths: 196, count: 1))
        )
    }

    @Test("Enter edits the selected preset, its fields filled in")
    func edit() {
        var state = pane()
        reduce(&state, .presets(.selectionMoved(by: 1)))

        reduce(&state, .presets(.editPressed))
        #expect(state.form?.purpose == .editPreset(index: 1))
        #expect(state.form?.name.text == "赤ワイン1杯")
        #expect(state.form?.abv.text == "13")
        #expect(state.form?.ml.text == "120")
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 2))))
        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("150")
        let effects = reduce(&state, .modal(.drinkForm(.submitPressed)))

        #expect(effects.isOneSave)
        #expect(state.journal.presets[1] == Preset(name: "赤ワイン1杯", abvTenths: 130, ml: 150))
        #expect(state.journal.presets.count == 7)
        #expect(state.message == .presetSaved(name: "赤ワイン1杯"))
    }

    @Test("A fractional ABV is shown as typed")
    func fractionalABV() {
        var state = pane(presets: [Preset(name: "クラフトビール", abvTenths: 45, ml: 350)])

        reduce(&state, .presets(.editPressed))

        #expect(state.form?.abv.text == "4.5")
    }

    @Test("A name already used by another preset is refused", arguments: ["ビール500缶", " ビール500缶 ", "日本酒1合"])
    func duplicateNameOnAdd(name: String) {
        var state = pane()

        reduce(&state, .presets(.addPressed))
        state.fill(name, "5", "350")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))) == [])

        #expect(state.form?.problems == [.name: .duplicateName])
        #expect(state.journal.presets == Preset.defaults)
    }

    @Test("Renaming a preset to another's name is refused; keeping its own name is not")
    func duplicateNameOnEdit() {
        var state = pane()
        reduce(&state, .presets(.selectionMoved(by: 1)))
        reduce(&state, .presets(.editPressed))
        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("ビール500缶")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))) == [])
        #expect(state.form?.problems == [.name: .duplicateName])

        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("赤ワイン1杯")
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 1))))
        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("14")
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        #expect(state.journal.presets[1] == Preset(name: "赤ワイン1杯", abvTenths: 140, ml: 120))
    }

    @Test(
        "Bad numbers keep the preset form open",
        arguments: [
            ("101", "350", DrinkForm.Field.abv, DrinkForm.Problem.drink(.outOfRange(0...1000))),
            ("5", "5001", .ml, .drink(.outOfRange(1...5000))),
            ("5", "abc", .ml, .number(.notANumber)),
            ("", "350", .abv, .drink(.missing)),
        ])
    func badNumbers(abv: String, ml: String, field: DrinkForm.Field, problem: DrinkForm.Problem) {
        var state = pane()
        reduce(&state, .presets(.addPressed))
        state.fill("ハイボール", abv, ml)

        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))) == [])

        #expect(state.form?.problems == [field: problem])
        #expect(state.journal.presets == Preset.defaults)
    }

    @Test("d asks first; n keeps the preset, y deletes it")
    func delete() {
        var state = pane()
        reduce(&state, .presets(.selectionMoved(by: 2)))

        reduce(&state, .presets(.deletePressed))
        #expect(state.modal == .confirmDelete(presetIndex: 2))
        #expect(reduce(&state, .modal(.confirmDelete(.answered(false)))) == [])
        #expect(state.modal == nil)
        #expect(state.journal.presets == Preset.defaults)

        reduce(&state, .presets(.deletePressed))
        let effects = reduce(&state, .modal(.confirmDelete(.answered(true))))

        #expect(effects.isOneSave)
        #expect(
            state.journal.presets.map(\.name) == [
                "ビール500缶", "赤ワイン1杯", "日本酒1合", "ウイスキーダブル1杯", "ストロング 9% 500ml", "缶チューハイ 7% 500ml",
            ])
        #expect(state.message == .presetDeleted(name: "赤ワイン1本"))
        #expect(state.presetPane.selection == 2)
    }

    @Test("Esc at the question keeps the preset")
    func deleteCancelled() {
        var state = pane()
        reduce(&state, .presets(.deletePressed))

        #expect(reduce(&state, .modal(.confirmDelete(.cancelPressed))) == [])

        #expect(state.modal == nil)
        #expect(state.journal.presets == Preset.defaults)
        #expect(state.pane == .presets)
    }

    @Test("Deleting the last preset selects the new last one")
    func deleteLast() {
        var state = pane()
        reduce(&state, .presets(.selectionMoved(by: 6)))

        reduce(&state, .presets(.deletePressed))
        reduce(&state, .modal(.confirmDelete(.answered(true))))

        #expect(state.journal.presets == Array(Preset.defaults.prefix(6)))
        #expect(state.presetPane.selection == 5)
    }

    @Test("Deleting the only chip of the last page shows the page before")
    func deleteClampsChipPage() {
        var state = AppState.fixture(today: "2026-11-29", presets: numberedPresets(11))
        reduce(&state, .main(.chipPageTurned(by: 1)))
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.selectionMoved(by: 10)))

        reduce(&state, .presets(.deletePressed))
        reduce(&state, .modal(.confirmDelete(.answered(true))))

        #expect(state.chipPage == 0)
        #expect(state.visibleChipRange == 0..<10)
    }

    @Test("With no presets, Enter and d say there are none")
    func noPresets() {
        var state = pane(presets: [])

        reduce(&state, .presets(.editPressed))
        #expect(state.message == .noPresets)
        #expect(state.modal == nil)
        reduce(&state, .presets(.deletePressed))
        #expect(state.message == .noPresets)
        #expect(state.modal == nil)
    }

    @Test("J moves the first preset down to the last, one place per key; past the end nothing happens")
    func moveFirstToLast() {
        let presets = numberedPresets(4)
        var state = pane(presets: presets)

        for _ in 1...3 { #expect(reduce(&state, .presets(.moved(by: 1))).isOneSave) }
        #expect(state.journal.presets == [presets[1], presets[2], presets[3], presets[0]])
        #expect(state.presetPane.selection == 3)

        #expect(reduce(&state, .presets(.moved(by: 1))) == [])
        #expect(state.journal.presets == [presets[1], presets[2], presets[3], presets[0]])
        #expect(state.history.past.count == 3)
    }

    @Test("K moves the last preset up to the first; past the top nothing happens")
    func moveLastToFirst() {
        let presets = numberedPresets(4)
        var state = pane(presets: presets)
        reduce(&state, .presets(.selectionMoved(by: 3)))

        for _ in 1...3 { reduce(&state, .presets(.moved(by: -1))) }
        #expect(state.journal.presets == [presets[3], presets[0], presets[1], presets[2]])
        #expect(state.presetPane.selection == 0)

        #expect(reduce(&state, .presets(.moved(by: -1))) == [])
        #expect(state.journal.presets == [presets[3], presets[0], presets[1], presets[2]])
    }

    @Test("A move by several places moves, it does not swap")
    func moveSeveral() {
        let presets = numberedPresets(4)
        var state = pane(presets: presets)

        reduce(&state, .presets(.moved(by: 3)))

        #expect(state.journal.presets == [presets[1], presets[2], presets[3], presets[0]])
        #expect(state.presetPane.selection == 3)
    }

    @Test("m toggles 並べ替え; leaving the pane ends it")
    func reorderMode() {
        var state = pane()

        reduce(&state, .presets(.reorderToggled))
        #expect(state.presetPane.reordering)
        reduce(&state, .presets(.reorderToggled))
        #expect(!state.presetPane.reordering)
        reduce(&state, .presets(.reorderToggled))
        reduce(&state, .app(.closePressed))
        #expect(!state.presetPane.reordering)
    }

    @Test("The chip strip follows the preset order")
    func chipsFollowOrder() {
        var state = pane()
        reduce(&state, .presets(.moved(by: 1)))
        reduce(&state, .app(.closePressed))

        reduce(&state, .main(.chipTapped(0)))

        #expect(state.selectedRecord == drank(entry(Drink.wineGlass)))
    }

    @Test("Past days keep what they recorded when a preset is renamed, edited or deleted")
    func pastDaysKeepSnapshot() {
        let lastNight = drank(entry(Drink.beer, count: 2))
        var state = pane(days: ["2026-11-28": lastNight])

        reduce(&state, .presets(.editPressed))
        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("ビール350缶")
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 2))))
        reduce(&state, .modal(.drinkForm(.textEdited(.clear))))
        state.type("350")
        reduce(&state, .modal(.drinkForm(.submitPressed)))
        #expect(state.journal.presets[0] == Preset(name: "ビール350缶", abvTenths: 50, ml: 350))
        #expect(state.journal.days[day("2026-11-28")] == lastNight)

        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.dayMoved(by: -1)))
        reduce(&state, .main(.chipTapped(0)))
        #expect(
            state.selectedRecord?.drinks == [
                entry(Drink.beer, count: 2),
                DrinkEntry(name: "ビール350缶", ml: 350, abvTenths: 50, gramsTenths: 140, count: 1),
            ])
        #expect(state.selectedRecord?.totalTenths == 540)

        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.deletePressed))
        reduce(&state, .modal(.confirmDelete(.answered(true))))
        #expect(state.journal.presets.count == 6)
        #expect(state.journal.days[day("2026-11-28")]?.totalTenths == 540)
    }

    @Test("No more than 1000 presets")
    func presetLimit() {
        var state = pane(presets: (1...1000).map { Preset(name: "酒\($0)", abvTenths: 50, ml: 350) })

        reduce(&state, .presets(.addPressed))

        #expect(state.modal == nil)
        #expect(state.message == .presetLimit)
    }
}
