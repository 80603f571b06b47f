import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI

/// What must hold for the app state after every key: each day within the limits, drinks only on
/// drinking days, presets within theirs, the selection on a recordable day, and the day panel's total
/// equal to the drinks listed under it.
public enum StateCheck {
    /// The problems of the journal and the selection; empty when they are sound. With `previous`, the journal
    /// before the last action, only the days that differ from it are checked (the others were checked before).
    public static func problems(_ state: AppState, previous: Journal? = nil) -> [String] {
        var problems: [String] = []
        let journal = state.journal
        if journal.presets.count > Limits.presets { problems.append("\(journal.presets.count) presets") }
        var names = Set<String>()
        for (index, preset) in journal.presets.enumerated() where previous?.presets != journal.presets {
            if !names.insert(preset.name).inserted { problems.append("preset \(index + 1) repeats a name") }
            if !Limits.nameLength.contains(preset.name.count) {
                problems.append("preset \(index + 1) has a name of \(preset.name.count) characters")
            }
            if !Limits.ml.contains(preset.ml) || !Limits.abvTenths.contains(preset.abvTenths) {
                problems.append("preset \(index + 1): \(preset.ml) ml at \(preset.abvTenths)‰")
            }
            if !Limits.priceYen.contains(preset.priceYen ?? 0) || !Limits.extraKcal.contains(preset.extraKcal ?? 0) {
                problems.append("preset \(index + 1): \(preset.priceYen ?? 0) yen, \(preset.extraKcal ?? 0) kcal")
            }
        }
        for (date, record) in journal.days where previous?.days[date] != record {
            problems += dayProblems(date, record, today: state.today)
        }
        if state.selected > state.today { problems.append("selected \(state.selected), after today \(state.today)") }
        if state.selected < Journal.firstRecordableDay {
            problems.append("selected \(state.selected), before the first recordable day")
        }
        if !(0..<state.chipPageCount).contains(state.chipPage) {
            problems.append("chip page \(state.chipPage) of \(state.chipPageCount)")
        }
        if !journal.presets.isEmpty && !journal.presets.indices.contains(state.presetPane.selection) {
            problems.append("preset selection \(state.presetPane.selection) of \(journal.presets.count)")
        }
        return problems
    }

    static func dayProblems(_ date: LocalDate, _ record: DayRecord, today: LocalDate) -> [String] {
        var problems: [String] = []
        if date > today { problems.append("\(date): recorded after today \(today)") }
        if record.isEmpty { problems.append("\(date): an empty record is kept") }
        if record.drank != true && !record.drinks.isEmpty {
            problems.append("\(date): drinks on a day not answered はい")
        }
        if record.drinks.count > Limits.entriesPerDay { problems.append("\(date): \(record.drinks.count) entries") }
        for (index, entry) in record.drinks.enumerated() {
            if !Limits.count.contains(entry.count) {
                problems.append("\(date): entry \(index + 1) counts \(entry.count)")
            }
            if !Limits.gramsTenths.contains(entry.gramsTenths) {
                problems.append("\(date): entry \(index + 1) has \(entry.gramsTenths) tenths of a gram")
            }
            if !Limits.priceYen.contains(entry.priceYen ?? 0) || !Limits.extraKcal.contains(entry.extraKcal ?? 0) {
                problems.append(
                    "\(date): entry \(index + 1) costs \(entry.priceYen ?? 0) yen, \(entry.extraKcal ?? 0) kcal")
            }
            if !Limits.nameLength.contains(entry.name.count) {
                problems.append("\(date): entry \(index + 1) has a name of \(entry.name.count) characters")
            }
            if record.drinks[..<index].contains(where: { $0.isSameDrink(as: entry) }) {
                problems.append("\(date): entry \(index + 1) repeats a drink")
            }
        }
        if let note = record.note, note.count > Limits.noteLength.upperBound {
            problems.append("\(date): a note of \(note.count) characters")
        }
        if let mood = record.mood, !Limits.mood.contains(mood) { problems.append("\(date): a mood of \(mood)") }
        if let craving = record.craving, !Limits.craving.contains(craving) {
            problems.append("\(date): a craving of \(craving)")
        }
        return problems
    }

    /// On the main screen with every drink of a drinking day listed: the total the day panel shows is the
    /// sum of the grams the drink list shows for its drinks of alcohol (a non-alcoholic drink's trace is not counted),
    /// and both agree with the record. Nil when the screen does not show them all (another pane, a form, a size below
    /// the minimum, more drinks than rows), and on a day of only non-alcoholic drinks, which shows no total: it is sober.
    public static func shownTotalProblem(
        _ state: AppState, _ frame: Frame, width: Int, height: Int, language: Language = .ja
    ) -> String? {
        guard state.pane == .main, state.modal == nil, width >= MainLayout.minimumWidth,
            height >= MainLayout.minimumHeight,
            let record = state.selectedRecord, record.isDrinkingDay == true
        else { return nil }
        let layout = MainLayout(for: state, width: width, height: height, catalog: Catalog(language))
        let canvas = frame.canvas
        // A small screen may show the month in the day's place (`g`).
        guard !layout.dayPanel.isEmpty, record.drinks.count <= layout.drinks.height - 1 else { return nil }
        var listed = 0
        for row in 0..<record.drinks.count {
            let y = layout.drinks.y + 1 + row
            let text = cellsText(canvas, y: y, from: layout.drinks.x, to: layout.drinks.maxX)
            let last = text.split(separator: " ").last.map(String.init) ?? ""
            guard let tenths = tenths(of: last) else {
                return "drink row \(row + 1) shows no grams: \(FrameCheck.escaped(text))"
            }
            if !record.drinks[row].isNonAlcoholic { listed += tenths }
        }
        // The grams before the second unit beside them: `40.0g（5.0ユニット）`, on the first row under the answers that
        // starts with grams (the blank row under the answers gives way first on a short panel).
        func gramsAtStart(_ row: String) -> Int? {
            row.split(separator: " ").first.flatMap { tenths(of: String($0.prefix { $0 != "（" && $0 != "(" })) }
        }
        let rows = (layout.dayPanel.y + 3..<layout.dayPanel.maxY).map {
            cellsText(canvas, y: $0, from: layout.dayPanel.x, to: layout.dayPanel.maxX)
        }
        guard let shownTotal = rows.lazy.compactMap(gramsAtStart).first else {
            return "the day panel shows no total: \(rows.map(FrameCheck.escaped).joined(separator: " / "))"
        }
        guard shownTotal == listed, listed == record.totalTenths else {
            return "total shown \(shownTotal), drinks listed \(listed), record \(record.totalTenths) (tenths of a gram)"
        }
        return nil
    }

    /// The text of cells `from..<to` of row y, trimmed.
    static func cellsText(_ canvas: Canvas, y: Int, from: Int, to: Int) -> String {
        var text = ""
        for x in max(0, from)..<min(to, canvas.width) { text += canvas[x, y].text }
        return text.trimmingSpaces
    }

    /// `20.0g` → 200.
    static func tenths(of text: String) -> Int? {
        guard text.hasSuffix("g") else { return nil }
        let parts = text.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let whole = Int(parts[0]), let tenth = Int(parts[1]), parts[1].count == 1 else {
            return nil
        }
        return whole * 10 + tenth
    }
}
