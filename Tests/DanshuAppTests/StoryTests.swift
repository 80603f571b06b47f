import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuApp

/// A day told as a story: each key, and exactly what it changed (`assertReduce`).
@Suite("Stories")
struct StoryTests {
    @Test("an evening: はい, two beers, one taken back, a note, undo")
    func anEvening() {
        var state = AppState.fixture(today: "2026-11-29")
        let today = day("2026-11-29")
        let beer = Preset.defaults[0].entry
        state.message = nil

        assertReduce(&state, .main(.answered(.yes)), effects: [.save(days: [today])]) {
            $0.journal.days[today] = DayRecord(drank: true)
            $0.unsaved = .edit
        }
        assertReduce(&state, .system(.saved)) { $0.unsaved = nil }
        assertReduce(&state, .main(.chipTapped(0)), effects: [.save(days: [today])]) {
            $0.journal.days[today] = DayRecord(drank: true, drinks: [beer])
            $0.lastAdded = LastAdded(date: today, entry: beer)
            $0.message = .drinkAdded(name: beer.name, dayCount: 1, today: true)
            $0.unsaved = .edit
        }
        assertReduce(&state, .system(.saved)) { $0.unsaved = nil }
        assertReduce(&state, .main(.chipTapped(0)), effects: [.save(days: [today])]) {
            var two = beer
            two.count = 2
            $0.journal.days[today] = DayRecord(drank: true, drinks: [two])
            $0.message = .drinkAdded(name: beer.name, dayCount: 2, today: true)
            $0.unsaved = .edit
        }
        reduce(&state, .system(.saved))
        assertReduce(&state, .main(.removeLastDrinkPressed), effects: [.save(days: [today])]) {
            $0.journal.days[today] = DayRecord(drank: true, drinks: [beer])
            $0.message = .drinkRemoved(name: beer.name, dayLeft: 1, today: true)
            $0.unsaved = .edit
        }
        reduce(&state, .system(.saved))
        assertReduce(&state, .main(.notePressed)) {
            $0.modal = .note(TextField("", limit: Limits.noteLength.upperBound))
            $0.message = nil
        }
        assertReduce(&state, .modal(.note(.textEdited(.insert("一杯だけ"))))) {
            $0.modal = .note(TextField("一杯だけ", limit: Limits.noteLength.upperBound))
        }
        assertReduce(&state, .modal(.note(.submitPressed)), effects: [.save(days: [today])]) {
            $0.modal = nil
            $0.journal.days[today]?.note = "一杯だけ"
            $0.message = .noteSaved
            $0.unsaved = .edit
        }
        reduce(&state, .system(.saved))
        assertReduce(&state, .app(.undoPressed), effects: [.save(days: [today])]) {
            $0.journal.days[today]?.note = nil
            $0.message = .undone
            $0.unsaved = .undo
        }
    }

    @Test("a preset added in the pane: the form, cancelled, opened again and saved")
    func aPreset() {
        var state = AppState.fixture(today: "2026-11-29")
        state.message = nil
        assertReduce(&state, .app(.presetPanePressed)) { $0.pane = .presets }
        assertReduce(&state, .presets(.addPressed)) { $0.modal = .drinkForm(DrinkForm(purpose: .newPreset)) }
        assertReduce(&state, .modal(.drinkForm(.cancelPressed))) { $0.modal = nil }
        assertReduce(&state, .presets(.addPressed)) { $0.modal = .drinkForm(DrinkForm(purpose: .newPreset)) }
        for text in ["ハイボール"] { reduce(&state, .modal(.drinkForm(.textEdited(.insert(text))))) }
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 1))))
        reduce(&state, .modal(.drinkForm(.textEdited(.insert("7")))))
        reduce(&state, .modal(.drinkForm(.fieldMoved(by: 1))))
        reduce(&state, .modal(.drinkForm(.textEdited(.insert("350")))))
        let highball = Preset(name: "ハイボール", abvTenths: 70, ml: 350)
        assertReduce(&state, .modal(.drinkForm(.submitPressed)), effects: [.save(days: [])]) {
            $0.modal = nil
            $0.journal.presets.append(highball)
            $0.presetPane.selection = Preset.defaults.count
            $0.message = .presetAdded(name: "ハイボール")
            $0.unsaved = .edit
        }
    }
}
