import DanshuCore
import DanshuText

/// A day as text, the way `show` prints it (and `log` after recording, and `import` for conflicts):
/// the date, the answer, each drink with its grams, the total and risk band, the limit, the note.
enum DayText {
    static func lines(_ date: LocalDate, _ record: DayRecord?, settings: Settings, catalog: Catalog,
                      inert: (String) -> String) -> [String] {
        var lines = [catalog.longDate(date)]
        guard let record else {
            lines.append(catalog.unrecordedText)
            return lines
        }
        lines.append(catalog.answerLine(record.drank))
        if record.drank == true {
            let rows = record.drinks.map { ["", catalog.drinkLine(name: inert($0.name), count: $0.count), formatGrams($0.totalTenths)] }
            lines += TextTable.lines(rows, rightAligned: [2])
            lines.append(catalog.totalLine(record.totalTenths))
            if settings.isOverDailyLimit(gramsTenths: record.totalTenths) { lines.append(catalog.overLimit(settings.dailyLimitGrams)) }
        }
        if record.hasFeelings { lines.append(catalog.feelingsLine(mood: record.mood, craving: record.craving)) }
        if let note = record.note, !note.isEmpty { lines.append(catalog.noteLine(inert(note))) }
        return lines
    }
}
