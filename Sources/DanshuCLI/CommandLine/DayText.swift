import DanshuUI
import DanshuCore
import DanshuText

/// A day as text, the way `show` prints it (and `log` after recording, and `import` for conflicts):
/// the date, the answer, each drink with its grams, the total and risk band, the limit, what the drinking day was like,
/// the feelings, the medicine taken (while one is set), the note.
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
            // A column of what each drink cost once one has a price (DESIGN §6).
            let priced = record.hasPrice
            let rows = record.drinks.map {
                ["", catalog.drinkLine(name: inert($0.name), count: $0.count), formatGrams($0.totalTenths)]
                    + (priced ? [$0.priceYen == nil ? "" : catalog.yen($0.spentYen)] : [])
            }
            lines += TextTable.lines(rows, rightAligned: [2, 3])
            lines.append(catalog.totalLine(record.totalTenths, settings.secondUnit))
            if settings.isOverDailyLimit(gramsTenths: record.totalTenths) { lines.append(catalog.overLimitLine(settings.dailyLimitGrams)) }
            if !record.drinks.isEmpty { lines.append(catalog.kcalLine(Calories.whole(record.kcalTenths))) }
            if priced { lines.append(catalog.spentLine(record.spentYen)) }
            if let context = record.context { lines.append(catalog.contextLine(context)) }
        }
        if record.hasFeelings { lines.append(catalog.feelingsLine(mood: record.mood, craving: record.craving)) }
        if settings.medicineName != nil, let name = record.medicine { lines.append(catalog.medicineLine(inert(name))) }
        if let note = record.note, !note.isEmpty { lines.append(catalog.noteLine(inert(note))) }
        return lines
    }
}
