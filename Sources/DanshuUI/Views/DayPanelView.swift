import DanshuApp
import DanshuCore
import DanshuText

/// The selected day: its date, the question with はい / いいえ, the total and its band, what the drinking day was like,
/// the medicine taken (while one is set), the feelings, the week's plan for the day (`予定: 40g まで`, with how the day
/// kept to it once answered), and the note, wrapped. When the rows run short the panel gives them by priority, so a note
/// always keeps at least one line
/// (docs/decisions.md, "The day panel gives its rows by priority").
enum DayPanelView {
    /// The rows that may give way, in the order they do: the first goes first.
    enum GivingRow: CaseIterable {
        /// The blank row under the answers (the lock line's place on an open day).
        case spacer
        /// The over-limit line: it then shares the band's row, as much of it as fits.
        case overLimitRow
        /// The lock line: the key line still offers `Enter 修正`, and a changing key says why it is refused.
        case lockLine
        /// What the drinking day was like: `c` shows it whole.
        case context
        /// The feelings: the calendar still marks the day with `*`.
        case feelings
        /// The plan: the calendar still marks a planned drinking day and a day against the plan.
        case plan
        /// The medicine taken: `p` says whether it was.
        case medicine
    }

    /// What the panel shows of the selected day at a width: which rows that may give way are there, and how many rows
    /// the day's state takes.
    struct Content {
        var present: Set<GivingRow> = [.spacer]
        var stateRows: Int
        var noteRows: Int

        init(_ state: AppState, width: Int, catalog: Catalog) {
            let record = state.selectedRecord
            let settings = state.journal.settings
            let total = record?.totalTenths ?? 0
            let band = RiskBand(gramsTenths: total)
            let gramsText = catalog.grams(total, settings.secondUnit)
            let bandText = ScreenGlyphs.current.band(band) + " " + catalog.band(band)
            let bandOwnRow = TextWidth.of(gramsText) + 1 + TextWidth.of(bandText) > width
            switch record?.isDrinkingDay {
            case true?: stateRows = bandOwnRow ? 3 : 2
            case false?: stateRows = record?.hadOnlyNonAlcoholicDrinks == true ? 2 : 1
            case nil: stateRows = 1
            }
            if state.isSelectedDayLocked { present.insert(.lockLine) }
            if record?.isDrinkingDay == true && settings.isOverDailyLimit(gramsTenths: total) {
                present.insert(.overLimitRow)
            }
            if record?.hasFeelings == true { present.insert(.feelings) }
            if record?.drank == true, record?.context != nil { present.insert(.context) }
            if settings.shownMedicine(of: record) != nil { present.insert(.medicine) }
            if state.journal.dayPlan(on: state.selected) != nil { present.insert(.plan) }
            noteRows = 0
            if let note = record?.note {
                let labelWidth = TextWidth.of(catalog.noteLabel + ": ")
                noteRows = max(
                    1,
                    TextWrap.lines(
                        SafeText.sanitize(note), firstWidth: width - labelWidth, width: width,
                        maxLines: Limits.noteLength.upperBound
                    ).count)
            }
        }

        /// The rows the panel takes with what is present and `noteRows` rows of the note.
        func rows(noteRows: Int) -> Int {
            // The lock line stands in the spacer's place: one row for either or both.
            let underAnswers = present.contains(.spacer) || present.contains(.lockLine) ? 1 : 0
            return 3 + underAnswers + stateRows + (present.contains(.overLimitRow) ? 1 : 0)
                + [GivingRow.context, .feelings, .plan, .medicine].filter(present.contains).count + noteRows
        }

        /// Every row the day has to show, its note whole: where a panel of this width is as tall as its day.
        var wholeRows: Int { rows(noteRows: noteRows) }
    }

    /// The rows the selected day takes in a panel `width` columns wide, its note whole.
    static func rowsNeeded(_ state: AppState, width: Int, catalog: Catalog) -> Int {
        Content(state, width: width, catalog: catalog).wholeRows
    }

    static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        let record = state.selectedRecord
        let settings = state.journal.settings
        let total = record?.totalTenths ?? 0
        let band = RiskBand(gramsTenths: total)
        let gramsText = catalog.grams(total, settings.secondUnit)
        let bandText = ScreenGlyphs.current.band(band) + " " + catalog.band(band)
        // The band beside the grams when it fits whole, else on a row of its own.
        let bandOwnRow = TextWidth.of(gramsText) + 1 + TextWidth.of(bandText) > rect.width
        let over = record?.isDrinkingDay == true && settings.isOverDailyLimit(gramsTenths: total)
        let onlyNonAlcoholic = record?.hadOnlyNonAlcoholicDrinks == true
        let medicine = settings.shownMedicine(of: record)
        let dayPlan = state.journal.dayPlan(on: state.selected)
        var content = Content(state, width: rect.width, catalog: catalog)
        // A note always keeps at least one line: the rows by priority give way before it does.
        let noteRows = record?.note != nil ? 1 : 0
        for row in GivingRow.allCases where content.rows(noteRows: noteRows) > rect.height {
            content.present.remove(row)
        }
        let present = content.present

        var y = rect.y
        // Today is always said: where the date with its year leaves no room for the tag (80 columns with two-cell
        // ambiguous characters), the date goes without its year.
        let todayTag = " " + catalog.todayLabel
        let isToday = state.selected == state.today
        var date = catalog.longDate(state.selected)
        if isToday, TextWidth.of(date + todayTag) > rect.width { date = catalog.dateWithoutYear(state.selected) }
        var x = rect.x + frame.canvas.put(date, x: rect.x, y: y, style: theme.title, maxWidth: rect.width)
        if isToday, x + TextWidth.of(todayTag) <= rect.maxX {
            frame.canvas.put(todayTag, x: x, y: y, style: theme.info)
        }
        y += 1
        frame.canvas.put(catalog.question, x: rect.x, y: y, maxWidth: rect.width)
        y += 1

        x = rect.x
        for (answer, label) in [(Answer.yes, catalog.yes), (Answer.no, catalog.no)] {
            let chosen = record?.drank == (answer == .yes)
            let text = chosen ? "[\(label)]" : " \(label) "
            let width = frame.canvas.put(
                text, x: x, y: y, style: chosen ? theme.selected : theme.plain, maxWidth: rect.maxX - x)
            frame.hits.append(Hit(x: x, y: y, width: width, height: 1, action: .main(.answered(answer))))
            let key = answer == .yes ? " y" : " n"
            x += width
            x += frame.canvas.put(key + "  ", x: x, y: y, style: theme.dim, maxWidth: rect.maxX - x)
        }
        y += 1
        // A locked past day says so on the row under the answers, which is blank otherwise.
        if present.contains(.lockLine) {
            frame.canvas.put(catalog.lockedDayLine, x: rect.x, y: y, style: theme.info, maxWidth: rect.width)
        }
        if present.contains(.lockLine) || present.contains(.spacer) { y += 1 }

        switch record?.isDrinkingDay {
        case true?:
            frame.canvas.put(catalog.totalLabel, x: rect.x, y: y, maxWidth: rect.width)
            y += 1
            x = rect.x + frame.canvas.put(gramsText, x: rect.x, y: y, style: theme.title, maxWidth: rect.width)
            var bandGlyph = " " + ScreenGlyphs.current.band(band) + " "
            if bandOwnRow {
                y += 1
                x = rect.x
                bandGlyph.removeFirst()
            }
            x += frame.canvas.put(
                bandGlyph, x: x, y: y, style: theme.gaugeFill(gramsTenths: total, maxTenths: settings.gaugeMaxTenths),
                maxWidth: rect.maxX - x)
            x += frame.canvas.put(catalog.band(band), x: x, y: y, style: theme.band(band), maxWidth: rect.maxX - x)
            y += 1
            let overText = "! " + catalog.overLimit(settings.dailyLimitGrams)
            if present.contains(.overLimitRow) {
                frame.canvas.put(overText, x: rect.x, y: y, style: theme.error, maxWidth: rect.width)
                y += 1
            } else if over {
                // Beside the band: the whole line, the calendar legend's words, or the calendar's mark alone.
                let shared = [overText, "!" + catalog.legendOver, "!"].map { " " + $0 }.first {
                    x + TextWidth.of($0) <= rect.maxX
                }
                if let shared { frame.canvas.put(shared, x: x, y: y - 1, style: theme.error) }
            }
        case false?:
            frame.canvas.put(
                ScreenGlyphs.current.sober + " " + catalog.soberDayText, x: rect.x, y: y, style: theme.sober,
                maxWidth: rect.width)
            y += 1
            // はい with only non-alcoholic drinks is a sober day, and the panel says why under it (design.md §1).
            if onlyNonAlcoholic {
                frame.canvas.put(catalog.nonAlcoholicDayNote, x: rect.x, y: y, style: theme.dim, maxWidth: rect.width)
                y += 1
            }
        case nil:
            frame.canvas.put(catalog.unrecordedText, x: rect.x, y: y, style: theme.dim, maxWidth: rect.width)
            y += 1
        }

        if let context = record?.context, present.contains(.context), y < rect.maxY {
            frame.canvas.put(
                TextWidth.truncate(catalog.contextShort(context), to: rect.width), x: rect.x, y: y, maxWidth: rect.width
            )
            y += 1
        }
        if let medicine, present.contains(.medicine), y < rect.maxY {
            frame.canvas.put(
                catalog.medicineTakenLine(SafeText.sanitize(medicine)), x: rect.x, y: y, style: theme.info,
                maxWidth: rect.width)
            y += 1
        }

        if let record, present.contains(.feelings), y < rect.maxY {
            // `show`'s line where it fits (`気分 1/5  飲みたい 10/10`), else one space between the values.
            let spaced = catalog.feelingsLine(mood: record.mood, craving: record.craving)
            let line =
                TextWidth.of(spaced) <= rect.width
                ? spaced : catalog.dayFeelings(mood: record.mood, craving: record.craving).joined(separator: " ")
            frame.canvas.put(line, x: rect.x, y: y, maxWidth: rect.width)
            y += 1
        }

        if let dayPlan, present.contains(.plan), y < rect.maxY {
            let kept = dayPlan.kept(state.journal.state(of: state.selected))
            let style = kept.map { $0 ? theme.sober : theme.error } ?? theme.info
            // With the second unit where it fits, else without, else the short form (80 columns).
            let line = [
                catalog.dayPlanLine(dayPlan, kept: kept, settings.secondUnit),
                catalog.dayPlanLine(dayPlan, kept: kept, .none),
                catalog.dayPlanLineShort(dayPlan, kept: kept),
            ].first { TextWidth.of($0) <= rect.width }
            frame.canvas.put(
                line ?? catalog.dayPlanLineShort(dayPlan, kept: kept), x: rect.x, y: y, style: style,
                maxWidth: rect.width)
            y += 1
        }

        // The note right under the day's state, wrapped into every row left; … ends it when it is cut.
        if let note = record?.note, y < rect.maxY {
            let label = catalog.noteLabel + ": "
            let lx = rect.x + frame.canvas.put(label, x: rect.x, y: y, style: theme.dim, maxWidth: rect.width)
            let lines = TextWrap.lines(
                SafeText.sanitize(note), firstWidth: rect.maxX - lx, width: rect.width, maxLines: rect.maxY - y)
            for (i, line) in lines.enumerated() {
                frame.canvas.put(line, x: i == 0 ? lx : rect.x, y: y + i, maxWidth: rect.width)
            }
        }
    }
}
