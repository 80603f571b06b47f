import DanshuApp
import DanshuCore
import DanshuText

/// What was drunk on the selected day: `ビール500缶 × 2` with its grams, newest kinds last, in `show`'s words
/// (`Catalog.drinkLineWords`); on the heading's row what they come to besides grams (design.md §6): their calories, and
/// what they cost once one has a price. A priced drink shows its price per drink (`IPA 680円 × 3`) where the name
/// still fits whole; entries that share a name always show what tells them apart, the name cut for it if need be.
enum DrinkListView {
    /// The rows the selected day's list takes with every drink: its heading, then a drink a row (or that none is there yet)
    /// on a day answered はい; the heading alone on any other day.
    static func rowsNeeded(_ state: AppState) -> Int {
        guard let record = state.selectedRecord, record.drank == true else { return 1 }
        return 1 + max(1, record.drinks.count)
    }

    static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        guard rect.height > 0 else { return }
        let labelWidth = frame.canvas.put(
            catalog.drinksLabel, x: rect.x, y: rect.y, style: theme.title, maxWidth: rect.width)
        guard let record = state.selectedRecord, record.drank == true else { return }
        if !record.drinks.isEmpty {
            let feedback = catalog.dayFeedback(
                kcal: Calories.whole(record.kcalTenths), spentYen: record.hasPrice ? record.spentYen : nil)
            let width = TextWidth.of(feedback)
            if labelWidth + 2 + width <= rect.width {
                frame.canvas.put(feedback, x: rect.maxX - width, y: rect.y, style: theme.dim)
            }
        }
        let rows = rect.height - 1
        guard !record.drinks.isEmpty else {
            if rows > 0 {
                frame.canvas.put(
                    catalog.noDrinksYet, x: rect.x + 1, y: rect.y + 1, style: theme.dim, maxWidth: rect.width - 1)
            }
            return
        }
        // Wide enough for the largest total the limits allow (999 × 4,000 g) when a day has one.
        let gramsWidth = max(8, 1 + (record.drinks.map { formatGrams($0.totalTenths).utf8.count }.max() ?? 0))
        let page = Self.page(of: record.drinks.count, rows: rows, turned: state.selectedDrinkListPage)
        let words = catalog.drinkLineWords(record.drinks)
        for (row, i) in page.shown.enumerated() {
            let entry = record.drinks[i]
            let y = rect.y + 1 + row
            let grams = TextWidth.pad(formatGrams(entry.totalTenths), to: gramsWidth, alignRight: true)
            let countText = " " + catalog.drinkCount(entry.count)
            let room = rect.width - 1 - gramsWidth - TextWidth.of(countText) - 1
            var detail = words[i].detail.isEmpty ? "" : " " + words[i].detail
            // A price alone gives way to the whole name; what tells two entries apart never does.
            if !words[i].tellsApart && TextWidth.of(entry.name) + TextWidth.of(detail) > room { detail = "" }
            let name = TextWidth.truncate(entry.name, to: max(1, room - TextWidth.of(detail)))
            var x = rect.x + 1
            x += frame.canvas.put(name, x: x, y: y)
            x += frame.canvas.put(detail, x: x, y: y, style: theme.dim, maxWidth: max(0, rect.maxX - gramsWidth - x))
            frame.canvas.put(countText, x: x, y: y, style: theme.title)
            frame.canvas.put(grams, x: rect.maxX - gramsWidth, y: y, style: theme.plain)
        }
        // A day with more drinks than rows: which of them show, and the key that turns to the rest (issue 40).
        if page.count > 1,
            let key = Keymap.main.first(where: { $0.action == .main(.drinkListPaged) })?.keys.first?.label
        {
            let y = rect.y + 1 + page.shown.count
            let text = catalog.drinksPage(
                first: page.shown.lowerBound + 1, last: page.shown.upperBound, of: record.drinks.count, key: key,
                atEnd: page.shown.upperBound == record.drinks.count)
            let width = frame.canvas.put(text, x: rect.x + 1, y: y, style: theme.dim, maxWidth: rect.width - 1)
            frame.hits.append(Hit(x: rect.x + 1, y: y, width: width, height: 1, action: .main(.drinkListPaged)))
        }
    }

    /// The drinks a list of `rows` rows shows after `v` was pressed `turned` times: all of them when they fit, else pages
    /// of `rows - 1` (the last row says which show), turning back to the first after the last.
    static func page(of drinks: Int, rows: Int, turned: Int) -> (shown: Range<Int>, count: Int) {
        guard drinks > rows, rows > 1 else { return (0..<min(drinks, max(0, rows)), 1) }
        let perPage = rows - 1
        let count = (drinks + perPage - 1) / perPage
        let start = (turned % count) * perPage
        return (start..<min(start + perPage, drinks), count)
    }
}
