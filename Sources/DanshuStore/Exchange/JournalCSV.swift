import DanshuCore
/// The days of a journal as CSV (`danshu export --format csv`) and back (`danshu import`).
///
/// Columns: `date,drank,name,ml,abv,grams,count,note`, then `mood,craving` when a day of the export has feelings,
/// `price,kcal` when a drink has a price or calories of its own (version 2), `medicine` and `where,with,why,after` when
/// a day has the medicine or a context (version 3, `JournalCSV+DayContext.swift`), so an export of a journal that
/// uses none of them keeps the columns of earlier exports. A drink entry is one row (`grams`, `price` and `kcal` are one
/// drink's, `count` how many); a drinking day without entries, a sober day and a day with only a note or feelings
/// are one row each with the drink columns empty. Every row of a day repeats its `drank`, `note`, `mood`, `craving`,
/// medicine and context. Days come in date order, entries in the order first added. Import takes the eight first columns
/// followed by any of the later ones, each at most once.
public enum JournalCSV {
    /// The columns every export has, in this order.
    public static let baseColumns = ["date", "drank", "name", "ml", "abv", "grams", "count", "note"]
    /// Columns added since, each present only when used: the day's feelings, the drink's price and calories, the day's
    /// medicine and its context.
    public static let laterColumns = feelingsColumns + drinkExtraColumns + medicineColumns + contextColumns
    static let feelingsColumns = ["mood", "craving"]
    static let drinkExtraColumns = ["price", "kcal"]
    /// Every column, as an export of a journal that uses all of them has them.
    public static let columns = baseColumns + laterColumns

    /// The header of an export of `days`.
    public static func columns(for days: [LocalDate: DayRecord]) -> [String] {
        var header = baseColumns
        if days.values.contains(where: \.hasFeelings) { header += feelingsColumns }
        if days.values.contains(where: { $0.drinks.contains { $0.formatVersion == 2 } }) { header += drinkExtraColumns }
        if days.values.contains(where: \.tookMedicine) { header += medicineColumns }
        if days.values.contains(where: { $0.drank == true && $0.context != nil }) { header += contextColumns }
        return header
    }

    /// The CSV text of `days`: the header, then the days in date order.
    public static func encode(_ days: [LocalDate: DayRecord]) -> [UInt8] {
        var out: [UInt8] = []
        let header = columns(for: days)
        CSV.appendRecord(header, to: &out)
        let withFeelings = header.contains("mood"), withExtras = header.contains("price")
        let withMedicine = header.contains("medicine"), withContext = header.contains("where")
        for date in days.keys.sorted() {
            guard let record = days[date] else { continue }
            let drank = record.drank.map { $0 ? "true" : "false" } ?? ""
            let note = record.note ?? ""
            let feelings = withFeelings ? [record.mood.map(String.init) ?? "", record.craving.map(String.init) ?? ""] : []
            let dayContext = dayContextFields(record, medicine: withMedicine, context: withContext)
            let entries = record.drank == true ? record.drinks : []
            if entries.isEmpty {
                CSV.appendRecord([date.iso, drank, "", "", "", "", "", note] + feelings + (withExtras ? ["", ""] : []) + dayContext,
                                 to: &out)
            }
            for entry in entries {
                let extras = withExtras ? [entry.priceYen.map(String.init) ?? "", entry.extraKcal.map(String.init) ?? ""] : []
                CSV.appendRecord([date.iso, drank, entry.name, entry.ml.map(String.init) ?? "",
                                  entry.abvTenths.map(formatTenthsCompact) ?? "", formatTenths(entry.gramsTenths),
                                  String(entry.count), note] + feelings + extras + dayContext, to: &out)
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
        let records: [CSV.Record]
        do {
            records = try CSV.records(bytes)
        } catch {
            throw CSVImportError(line: error.line, problem: .syntax(error))
        }
        guard let header = records.first else { throw CSVImportError(line: 1, problem: .missingHeader(found: nil)) }
        let later = header.fields.dropFirst(baseColumns.count)
        guard header.fields.starts(with: baseColumns), later.allSatisfy(laterColumns.contains), Set(later).count == later.count else {
            throw CSVImportError(line: header.line, problem: .missingHeader(found: header.fields.joined(separator: ",")))
        }
        let fields: [(column: String, field: CarriedFields)] = [("mood", .mood), ("craving", .craving), ("price", .price), ("kcal", .kcal)]
            + dayContextCarried
        let carried = CarriedFields(fields.filter { later.contains($0.column) }.map(\.field))

        var days: [LocalDate: DayRecord] = [:]
        var firstLines: [LocalDate: Int] = [:]
        var noteLines: [LocalDate: Int] = [:]
        for record in records.dropFirst() {
            let row = try Row(record, header: header.fields)
            if let firstLine = firstLines[row.date], var day = days[row.date] {
                guard day.drank == row.drank else {
                    throw CSVImportError(line: record.line, problem: .disagrees(column: "drank", date: row.date, line: firstLine))
                }
                if let column = firstDisagreement(day, row.dayValues) {
                    throw CSVImportError(line: record.line, problem: .disagrees(column: column, date: row.date, line: firstLine))
                }
                if let note = row.note {
                    if let existing = day.note, existing != note, let noteLine = noteLines[row.date] {
                        throw CSVImportError(line: record.line, problem: .disagrees(column: "note", date: row.date, line: noteLine))
                    }
                    if day.note == nil { noteLines[row.date] = record.line }
                    day.note = note
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
                if row.note != nil { noteLines[row.date] = record.line }
                var day = row.dayValues
                day.drinks = row.entry.map { [$0] } ?? []
                day.note = row.note
                days[row.date] = day
            }
        }
        return ImportedDays(days: days, carried: carried)
    }

    /// One checked row.
    private struct Row {
        var date: LocalDate
        var drank: Bool?
        var entry: DrinkEntry?
        var note: String?
        var mood: Int?
        var craving: Int?
        var medicine: String?
        var context: DayContext?

        /// The values every row of the day repeats, as a record without drinks or note.
        var dayValues: DayRecord { DayRecord(drank: drank, mood: mood, craving: craving, medicine: medicine, context: context) }

        init(_ record: CSV.Record, header: [String]) throws(CSVImportError) {
            let fields = record.fields
            let line = record.line
            guard fields.count == header.count else {
                throw CSVImportError(line: line, problem: .fieldCount(expected: header.count, found: fields.count))
            }
            func invalid(_ column: Int, _ expected: JournalExpectation) -> CSVImportError {
                CSVImportError(line: line, problem: .invalid(column: header[column], expected: expected, found: fields[column]))
            }
            /// A later column's whole number in `range`, nil when the column is absent or empty.
            func number(_ name: String, _ range: ClosedRange<Int>, _ expected: JournalExpectation) throws(CSVImportError) -> Int? {
                guard let column = header.firstIndex(of: name), !fields[column].isEmpty else { return nil }
                guard case .success(let value) = NumberInput.whole(fields[column], range: range) else { throw invalid(column, expected) }
                return value
            }

            guard let date = LocalDate(iso: fields[0]), Limits.years.contains(date.year) else { throw invalid(0, .date) }
            self.date = date
            switch fields[1].lowercased() {
            case "true": drank = true
            case "false": drank = false
            case "": drank = nil
            default: throw invalid(1, .drank)
            }
            note = fields[7].isEmpty ? nil : fields[7]
            if let note, note.count > Limits.noteLength.upperBound { throw invalid(7, .note) }
            mood = try number("mood", Limits.mood, .mood)
            craving = try number("craving", Limits.craving, .craving)
            (medicine, context) = try JournalCSV.dayContext(fields, header: header, line: line)
            if context != nil && drank != true { throw CSVImportError(line: line, problem: .contextOnDayNotDrank) }

            // price and kcal, when the header has them, belong to the drink like grams.
            let priceColumn = header.firstIndex(of: "price"), kcalColumn = header.firstIndex(of: "kcal")
            let drinkColumns = Array(fields[2...6]) + [priceColumn, kcalColumn].compactMap { $0.map { fields[$0] } }
            guard drinkColumns.contains(where: { !$0.isEmpty }) else {
                guard drank != nil || note != nil || mood != nil || craving != nil || medicine != nil else {
                    throw CSVImportError(line: line, problem: .nothingRecorded)
                }
                entry = nil
                return
            }
            guard drank == true else { throw CSVImportError(line: line, problem: .drinksOnDayNotDrank) }

            entry = try Self.entry(fields, header: header, priceColumn: priceColumn, kcalColumn: kcalColumn, line: line)
        }

        /// The drink of a row's drink columns. Each column is read as a number of its field (`DrinkField.read`), then
        /// `DrinkEntry.checked` says whether a journal may hold them; the refusal named is the leftmost column's.
        private static func entry(_ fields: [String], header: [String], priceColumn: Int?, kcalColumn: Int?,
                                  line: Int) throws(CSVImportError) -> DrinkEntry {
            var refused: [Int: CSVImportProblem] = [:]
            func refuse(_ column: Int, _ expected: JournalExpectation) {
                if refused[column] == nil { refused[column] = .invalid(column: header[column], expected: expected, found: fields[column]) }
            }
            var numbers: [DrinkField: Int] = [:]
            let columns: [(field: DrinkField, column: Int?)] = [(.ml, 3), (.abv, 4), (.grams, 5), (.price, priceColumn), (.kcal, kcalColumn)]
            for case let (field, column?) in columns where !fields[column].isEmpty {
                // A unit alone is no value.
                guard case .success(let number?) = field.read(fields[column]) else {
                    refuse(column, field.expectation)
                    continue
                }
                numbers[field] = number
            }
            // ABV and volume come together; grams alone stand without them.
            if !fields[3].isEmpty || !fields[4].isEmpty {
                for (field, column) in [(DrinkField.ml, 3), (.abv, 4)] where fields[column].isEmpty { refuse(column, field.expectation) }
            }
            var count = 1
            if !fields[6].isEmpty {
                if case .success(let c) = NumberInput.whole(fields[6], range: Limits.count) { count = c } else { refuse(6, .count) }
            }
            let amount = DrinkAmount.recorded(abvTenths: numbers[.abv], ml: numbers[.ml], gramsTenths: numbers[.grams])
            switch DrinkEntry.checked(name: fields[2], amount: amount, priceYen: numbers[.price], extraKcal: numbers[.kcal]) {
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
    /// The first line is not `date,drank,name,ml,abv,grams,count,note` followed by any of
    /// `mood,craving,price,kcal,medicine,where,with,why,after` at most once; nil when the file is empty.
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
