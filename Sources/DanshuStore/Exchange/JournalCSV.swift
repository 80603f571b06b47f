import DanshuCore

/// The days of a journal as CSV (`danshu export --format csv`) and back (`danshu import`).
///
/// Columns: `date,drank,name,ml,abv,grams,count,note`, then the columns added since, each group once an export uses it:
/// `mood,craving` when a day has feelings, `price,kcal` when a drink has a price or calories of its own (version 2),
/// `medicine` and `where,with,why,after` when a day has the medicine or a context (version 3), so an export of a journal
/// that uses none of them keeps the columns of earlier exports. The day's parts' columns are their rows' in the day parts'
/// table (`DayPart`), laid out by `JournalCSV+Layout.swift`. A drink entry is one row (`grams`, `price` and `kcal` are one
/// drink's, `count` how many); a drinking day without entries, a sober day and a day with only a note or feelings are
/// one row each with the drink columns empty; a day holding only urges, which have a table of their own
/// (`JournalCSV+Urges.swift`), has none. Every row of a day repeats its `drank` and its parts (the note may stand on
/// one row alone). Days come in date order, entries in the order first added. Import takes the eight first columns
/// followed by any of the later ones, each at most once.
public enum JournalCSV {
    /// The columns every export has, in this order.
    public static let baseColumns = CSVLayout.standard.base
    /// Columns added since, each present only when used: the day's feelings, the drink's price and calories, the day's
    /// medicine and its context.
    public static let laterColumns = CSVLayout.standard.laterColumns
    /// Every column, as an export of a journal that uses all of them has them.
    public static let columns = baseColumns + laterColumns

    /// The header of an export of `days`.
    public static func columns(for days: [LocalDate: DayRecord]) -> [String] {
        CSVLayout.standard.header(for: CSVLayout.standard.groups(usedBy: days))
    }

    /// The CSV text of `days`: the header, then the days in date order.
    public static func encode(_ days: [LocalDate: DayRecord]) -> [UInt8] {
        encode(days, parts: DayPart.table)
    }

    /// The CSV text of `days` whose parts are as `parts` says (a test's table with a part of its own).
    static func encode(_ days: [LocalDate: DayRecord], parts: DayPartTable) -> [UInt8] {
        let layout = CSVLayout.of(parts)
        let groups = layout.groups(usedBy: days)
        var out: [UInt8] = []
        CSV.appendRecord(layout.header(for: groups), to: &out)
        for date in days.keys.sorted() {
            guard let record = days[date] else { continue }
            let drank = record.drank.map { $0 ? "true" : "false" } ?? ""
            let dayFields = layout.baseParts.flatMap { $0.columns.map { $0.field(record) } }
            let laterFields = groups.map { group -> [String] in
                switch group {
                case .part(let part): return part.columns.map { $0.field(record) }
                case .drinkExtras: return []
                }
            }
            func later(_ entry: DrinkEntry?) -> [String] {
                zip(groups, laterFields).flatMap { group, fields -> [String] in
                    guard case .drinkExtras = group else { return fields }
                    return [entry?.priceYen.map(String.init) ?? "", entry?.extraKcal.map(String.init) ?? ""]
                }
            }
            let entries = record.drank == true ? record.drinks : []
            // A day holding only what has a table of its own (the urges) has no row here.
            if record.drank == nil && entries.isEmpty && dayFields.allSatisfy(\.isEmpty)
                && laterFields.allSatisfy({ $0.allSatisfy(\.isEmpty) })
            {
                continue
            }
            if entries.isEmpty {
                CSV.appendRecord([date.iso, drank, "", "", "", "", ""] + dayFields + later(nil), to: &out)
            }
            for entry in entries {
                let drink = [
                    entry.name, entry.ml.map(String.init) ?? "", entry.abvTenths.map(formatTenthsCompact) ?? "",
                    formatTenths(entry.gramsTenths), String(entry.count),
                ]
                CSV.appendRecord([date.iso, drank] + drink + dayFields + later(entry), to: &out)
            }
        }
        return out
    }

    /// The days a CSV export holds, checked as strictly as the journal reader checks its file.
    public static func decode(_ bytes: [UInt8]) throws(CSVImportError) -> [LocalDate: DayRecord] {
        try read(bytes).days
    }

    /// The days a CSV export holds and the later fields its header has columns for.
    public static func read(_ bytes: [UInt8]) throws(CSVImportError) -> ImportedDays {
        try read(bytes, parts: DayPart.table)
    }

    /// The days of a CSV export whose parts are as `parts` says (a test's table with a part of its own).
    static func read(_ bytes: [UInt8], parts: DayPartTable) throws(CSVImportError) -> ImportedDays {
        let layout = CSVLayout.of(parts)
        let records: [CSV.Record]
        do {
            records = try CSV.records(bytes)
        } catch {
            throw CSVImportError(line: error.line, problem: .syntax(error))
        }
        guard let header = records.first else { throw CSVImportError(line: 1, problem: .missingHeader(found: nil)) }
        let later = header.fields.dropFirst(layout.base.count)
        guard header.fields.starts(with: layout.base), later.allSatisfy(layout.laterColumns.contains),
            Set(later).count == later.count
        else {
            throw CSVImportError(
                line: header.line, problem: .missingHeader(found: header.fields.joined(separator: ",")))
        }
        let partColumns = layout.parts.parts.map { part in
            (
                part: part,
                columns: part.columns.compactMap { column in
                    header.fields.firstIndex(of: column.name).map { (column, $0) }
                }
            )
        }

        var days: [LocalDate: DayRecord] = [:]
        var firstLines: [LocalDate: Int] = [:]
        // Where a part that any one row may give (the note) was given first, by day and column.
        var givenLines: [LocalDate: [String: Int]] = [:]
        for record in records.dropFirst() {
            let row = try Row(record, header: header.fields, parts: partColumns)
            if let firstLine = firstLines[row.date], var day = days[row.date] {
                guard day.drank == row.day.drank else {
                    throw CSVImportError(
                        line: record.line, problem: .disagrees(column: "drank", date: row.date, line: firstLine))
                }
                for (part, columns) in partColumns where part.rows == .everyRow {
                    if let (column, _) = columns.first(where: { $0.0.field(day) != $0.0.field(row.day) }) {
                        throw CSVImportError(
                            line: record.line, problem: .disagrees(column: column.name, date: row.date, line: firstLine)
                        )
                    }
                }
                for (part, columns) in partColumns where part.rows == .anyRow {
                    for (column, _) in columns {
                        let given = column.field(row.day)
                        let held = column.field(day)
                        if given.isEmpty || given == held { continue }
                        guard held.isEmpty else {
                            let line = givenLines[row.date]?[column.name] ?? firstLine
                            throw CSVImportError(
                                line: record.line, problem: .disagrees(column: column.name, date: row.date, line: line))
                        }
                        givenLines[row.date, default: [:]][column.name] = record.line
                        column.keep(row.day, &day)
                    }
                }
                if let entry = row.entry {
                    guard day.drinks.count < Limits.entriesPerDay else {
                        throw CSVImportError(line: record.line, problem: .tooManyEntries(row.date))
                    }
                    day.drinks.append(entry)
                }
                days[row.date] = day
            } else {
                firstLines[row.date] = record.line
                for (part, columns) in partColumns where part.rows == .anyRow {
                    for (column, _) in columns where !column.field(row.day).isEmpty {
                        givenLines[row.date, default: [:]][column.name] = record.line
                    }
                }
                var day = row.day
                day.drinks = row.entry.map { [$0] } ?? []
                days[row.date] = day
            }
        }
        return ImportedDays(days: days, carried: CarriedFields(later))
    }

    /// One checked row.
    private struct Row {
        var date: LocalDate
        /// The day's answer and parts as the row gives them, without drinks.
        var day: DayRecord
        var entry: DrinkEntry?

        init(
            _ record: CSV.Record, header: [String], parts: [(part: DayPartDescriptor, columns: [(DayPartColumn, Int)])]
        )
            throws(CSVImportError)
        {
            let fields = record.fields
            let line = record.line
            guard fields.count == header.count else {
                throw CSVImportError(line: line, problem: .fieldCount(expected: header.count, found: fields.count))
            }
            func invalid(_ column: Int, _ expected: JournalExpectation) -> CSVImportError {
                CSVImportError(
                    line: line, problem: .invalid(column: header[column], expected: expected, found: fields[column]))
            }

            guard let date = LocalDate(iso: fields[0]), Limits.years.contains(date.year) else {
                throw invalid(0, .date)
            }
            self.date = date
            switch fields[1].lowercased() {
            case "true": day = DayRecord(drank: true)
            case "false": day = DayRecord(drank: false)
            case "": day = DayRecord(drank: nil)
            default: throw invalid(1, .drank)
            }
            for (_, columns) in parts {
                for (column, index) in columns where !fields[index].isEmpty {
                    guard column.read(fields[index], &day) else {
                        throw invalid(index, JournalExpectation(column.expected))
                    }
                }
            }
            if day.drank != true && parts.contains(where: { $0.part.onlyOnDrinkingDay && !$0.part.isAbsent(day) }) {
                throw CSVImportError(line: line, problem: .contextOnDayNotDrank)
            }

            // price and kcal, when the header has them, belong to the drink like grams.
            let priceColumn = header.firstIndex(of: "price")
            let kcalColumn = header.firstIndex(of: "kcal")
            let drinkColumns = Array(fields[2...6]) + [priceColumn, kcalColumn].compactMap { $0.map { fields[$0] } }
            guard drinkColumns.contains(where: { !$0.isEmpty }) else {
                guard !day.isEmpty else { throw CSVImportError(line: line, problem: .nothingRecorded) }
                entry = nil
                return
            }
            guard day.drank == true else { throw CSVImportError(line: line, problem: .drinksOnDayNotDrank) }

            entry = try Self.entry(fields, header: header, priceColumn: priceColumn, kcalColumn: kcalColumn, line: line)
        }

        /// The drink of a row's drink columns. Each column is read as a number of its field (`DrinkField.read`), then
        /// `DrinkEntry.checked` says whether a journal may hold them; the refusal named is the leftmost column's.
        private static func entry(
            _ fields: [String], header: [String], priceColumn: Int?, kcalColumn: Int?,
            line: Int
        ) throws(CSVImportError) -> DrinkEntry {
            var refused: [Int: CSVImportProblem] = [:]
            func refuse(_ column: Int, _ expected: JournalExpectation) {
                if refused[column] == nil {
                    refused[column] = .invalid(column: header[column], expected: expected, found: fields[column])
                }
            }
            var numbers: [DrinkField: Int] = [:]
            let columns: [(field: DrinkField, column: Int?)] = [
                (.ml, 3), (.abv, 4), (.grams, 5), (.price, priceColumn), (.kcal, kcalColumn),
            ]
            for case (let field, let column?) in columns where !fields[column].isEmpty {
                // A unit alone is no value.
                guard case .success(let number?) = field.read(fields[column]) else {
                    refuse(column, field.expectation)
                    continue
                }
                numbers[field] = number
            }
            // ABV and volume come together; grams alone stand without them.
            if !fields[3].isEmpty || !fields[4].isEmpty {
                for (field, column) in [(DrinkField.ml, 3), (.abv, 4)] where fields[column].isEmpty {
                    refuse(column, field.expectation)
                }
            }
            var count = 1
            if !fields[6].isEmpty {
                if case .success(let c) = NumberInput.whole(fields[6], range: Limits.count) {
                    count = c
                } else {
                    refuse(6, .count)
                }
            }
            let amount = DrinkAmount.recorded(abvTenths: numbers[.abv], ml: numbers[.ml], gramsTenths: numbers[.grams])
            switch DrinkEntry.checked(
                name: fields[2], amount: amount, priceYen: numbers[.price], extraKcal: numbers[.kcal])
            {
            case .success(var entry) where refused.isEmpty:
                entry.count = count
                return entry
            case .success:
                break
            case .failure(let problems):
                for (field, problem) in problems.byField {
                    let column = field == .name ? 2 : columns.first { $0.field == field }?.column ?? 2
                    if field == .grams && problem == .missing {
                        if refused[column] == nil { refused[column] = .gramsNeeded }
                    } else {
                        refuse(column, field.expectation)
                    }
                }
            }
            let first = refused.keys.min() ?? 2
            throw CSVImportError(line: line, problem: refused[first] ?? .gramsNeeded)
        }
    }
}

/// Why a CSV file cannot be imported: the line and what was expected there.
public struct CSVImportError: Error, Equatable, Sendable {
    /// The 1-based line of the file.
    public var line: Int
    /// What is wrong on that line.
    public var problem: CSVImportProblem

    /// An error on `line`.
    public init(line: Int, problem: CSVImportProblem) {
        self.line = line
        self.problem = problem
    }
}

/// What is wrong in a line of a CSV import.
public enum CSVImportProblem: Equatable, Sendable {
    /// Not CSV at all.
    case syntax(CSV.Problem)
    /// The first line is not `date,drank,name,ml,abv,grams,count,note` followed by any of the later columns
    /// (`JournalCSV.laterColumns`) at most once; nil when the file is empty.
    case missingHeader(found: String?)
    /// A row with another number of fields than the header's `expected`.
    case fieldCount(expected: Int, found: Int)
    /// A value of a column that is not what the journal allows there.
    case invalid(column: String, expected: JournalExpectation, found: String)
    /// Drink columns on a row whose `drank` is not true.
    case drinksOnDayNotDrank
    /// Context columns (`where`, `with`, `why`, `after`) on a row whose `drank` is not true.
    case contextOnDayNotDrank
    /// A row with neither `drank` nor a note.
    case nothingRecorded
    /// Neither grams nor both ml and abv.
    case gramsNeeded
    /// A row of a day whose `drank` or `note` differs from an earlier row of the same day (on `line`).
    case disagrees(column: String, date: LocalDate, line: Int)
    /// More entries on one day than `Limits.entriesPerDay`.
    case tooManyEntries(LocalDate)
}

extension CSV.Problem {
    /// The line the problem is on.
    public var line: Int {
        switch self {
        case .unclosedQuote(let line), .textAfterQuote(let line, _), .quoteInUnquotedField(let line),
            .invalidUTF8(let line), .strayCarriageReturn(let line):
            return line
        }
    }
}
