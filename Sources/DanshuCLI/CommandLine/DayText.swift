import DanshuCore
import DanshuText
import DanshuUI

/// A day as text, the way `show` prints it (and `log` after recording, and `import` for conflicts):
/// the date, the answer, each drink in the drink list's words with its grams, the total and risk band (or, with only
/// non-alcoholic drinks, that the day counts as sober), the limit,
/// the calories, what the day cost, what the drinking day was like, the feelings, the medicine taken (while one is set),
/// the week's plan for the day as the day panel shows it (`予定: 40g まで（守れた）`), the note.
enum DayText {
    /// `plan` is the day's plan, judged against the record unless the day is after `today` (nothing there is judged).
    /// With `width`, drink lines that would be wider as a table are not padded into one (`ask` keeps to 80 columns).
    static func lines(
        _ date: LocalDate, _ record: DayRecord?, settings: Settings, catalog: Catalog, plan: DayPlan? = nil,
        today: LocalDate? = nil, width: Int? = nil, inert: (String) -> String
    ) -> [String] {
        var lines = [catalog.longDate(date)]
        let judged = today.map { date <= $0 } ?? true
        let planLine = plan.map {
            catalog.dayPlanLine($0, kept: judged ? $0.kept(DayState(record)) : nil, settings.secondUnit)
        }
        guard let record else {
            lines.append(catalog.unrecordedText)
            if let planLine { lines.append(planLine) }
            return lines
        }
        lines.append(catalog.answerLine(record.drank))
        if record.drank == true {
            let rows = zip(record.drinks, catalog.drinkLineWords(record.drinks)).map { entry, words in
                [
                    "", catalog.drinkLine(name: inert(words.name), detail: words.detail, count: words.count),
                    formatGrams(entry.totalTenths),
                ]
            }
            let table = TextTable.lines(rows, rightAligned: [2])
            let fits = width.map { most in table.allSatisfy { TextWidth.of($0) <= most } } ?? true
            lines += fits ? table : rows.map { "  " + $0[1] + "  " + $0[2] }
            // Only non-alcoholic drinks: a sober day, said instead of a total and a band (design.md §1).
            if record.hadOnlyNonAlcoholicDrinks {
                lines.append(catalog.nonAlcoholicDayText)
            } else {
                lines.append(catalog.totalLine(record.totalTenths, settings.secondUnit))
            }
            if settings.isOverDailyLimit(gramsTenths: record.totalTenths) {
                lines.append(catalog.overLimitLine(settings.dailyLimitGrams))
            }
            if !record.drinks.isEmpty { lines.append(catalog.kcalLine(Calories.whole(record.kcalTenths))) }
            if record.hasPrice { lines.append(catalog.spentLine(record.spentYen)) }
            if let context = record.context { lines.append(catalog.contextLine(context)) }
        }
        if record.hasFeelings { lines.append(catalog.feelingsLine(mood: record.mood, craving: record.craving)) }
        if let name = settings.shownMedicine(of: record) { lines.append(catalog.medicineLine(inert(name))) }
        if let planLine { lines.append(planLine) }
        if let note = record.note, !note.isEmpty { lines.append(catalog.noteLine(inert(note))) }
        return lines
    }
}
