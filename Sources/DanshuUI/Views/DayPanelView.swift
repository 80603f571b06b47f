import DanshuCore
import DanshuApp
import DanshuText

/// The selected day: its date, the question with はい / いいえ, the total and its band, and the note, wrapped.
enum DayPanelView {
    static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        var y = rect.y
        let date = state.selected
        var x = rect.x + frame.canvas.put(catalog.longDate(date), x: rect.x, y: y, style: theme.title, maxWidth: rect.width)
        let todayTag = " " + catalog.todayLabel
        if date == state.today, x + TextWidth.of(todayTag) <= rect.maxX {
            frame.canvas.put(todayTag, x: x, y: y, style: theme.info)
        }
        y += 1
        frame.canvas.put(catalog.question, x: rect.x, y: y, maxWidth: rect.width)
        y += 1

        let record = state.selectedRecord
        x = rect.x
        for (answer, label) in [(Answer.yes, catalog.yes), (Answer.no, catalog.no)] {
            let chosen = record?.drank == (answer == .yes)
            let text = chosen ? "[\(label)]" : " \(label) "
            let width = frame.canvas.put(text, x: x, y: y, style: chosen ? theme.selected : theme.plain, maxWidth: rect.maxX - x)
            frame.hits.append(Hit(x: x, y: y, width: width, height: 1, action: .main(.answered(answer))))
            let key = answer == .yes ? " y" : " n"
            x += width
            x += frame.canvas.put(key + "  ", x: x, y: y, style: theme.dim, maxWidth: rect.maxX - x)
        }
        // A locked past day says so on the row under the answers, which is blank otherwise.
        if state.isSelectedDayLocked {
            frame.canvas.put(catalog.lockedDayLine, x: rect.x, y: y + 1, style: theme.info, maxWidth: rect.width)
        }
        y += 2

        switch record?.drank {
        case true?:
            let total = record?.totalTenths ?? 0
            frame.canvas.put(catalog.totalLabel, x: rect.x, y: y, maxWidth: rect.width)
            y += 1
            let band = RiskBand(gramsTenths: total)
            let settings = state.journal.settings
            var bandGlyph = " " + ScreenGlyphs.current.band(band) + " "
            x = rect.x + frame.canvas.put(catalog.grams(total, settings.secondUnit), x: rect.x, y: y, style: theme.title, maxWidth: rect.width)
            // With the second unit beside the grams the band may need a line of its own.
            if x + TextWidth.of(bandGlyph + catalog.band(band)) > rect.maxX && settings.secondUnit != .none {
                y += 1
                x = rect.x
                bandGlyph.removeFirst()
            }
            x += frame.canvas.put(bandGlyph, x: x, y: y, style: theme.gaugeFill(gramsTenths: total, maxTenths: settings.gaugeMaxTenths))
            frame.canvas.put(catalog.band(band), x: x, y: y, style: theme.band(band), maxWidth: rect.maxX - x)
            y += 1
            if settings.isOverDailyLimit(gramsTenths: total) {
                frame.canvas.put("! " + catalog.overLimit(settings.dailyLimitGrams), x: rect.x, y: y, style: theme.error, maxWidth: rect.width)
                y += 1
            }
        case false?:
            frame.canvas.put(ScreenGlyphs.current.sober + " " + catalog.soberDayText, x: rect.x, y: y, style: theme.sober, maxWidth: rect.width)
            y += 1
        case nil:
            frame.canvas.put(catalog.unrecordedText, x: rect.x, y: y, style: theme.dim, maxWidth: rect.width)
            y += 1
        }

        if let record, record.hasFeelings, y < rect.maxY {
            // Two spaces between the values where they fit (`気分 1/5  飲みたい 10/10`), else one.
            let parts = catalog.dayFeelings(mood: record.mood, craving: record.craving)
            let spaced = parts.joined(separator: "  ")
            let line = TextWidth.of(spaced) <= rect.width ? spaced : parts.joined(separator: " ")
            frame.canvas.put(line, x: rect.x, y: y, maxWidth: rect.width)
            y += 1
        }

        // The note right under the day's state, wrapped into every row left; … ends it when it is cut.
        if let note = record?.note, y < rect.maxY {
            let label = catalog.noteLabel + ": "
            let lx = rect.x + frame.canvas.put(label, x: rect.x, y: y, style: theme.dim, maxWidth: rect.width)
            let lines = TextWrap.lines(SafeText.sanitize(note), firstWidth: rect.maxX - lx, width: rect.width, maxLines: rect.maxY - y)
            for (i, line) in lines.enumerated() {
                frame.canvas.put(line, x: i == 0 ? lx : rect.x, y: y + i, maxWidth: rect.width)
            }
        }
    }
}
