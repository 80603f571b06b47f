import DanshuCore

/// The urges as CSV (`danshu export --format csv --table urges`) and back (`danshu import`), a table of their own
/// beside the days' (design.md §9): one row an urge, in date order and each day's order, the columns
/// `date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes`. `date` is the journal
/// day whose line holds the urge (an urge at 01:30 after the 28th's evening is `2026-11-28,01:30`), `triggers` the
/// file's words as `--trigger` takes them (`stress,tired`), `plan` an if-then plan's identity (the plans' own table
/// says what it is), empty fields none. Every column is in every export, so a file says everything of the urges it
/// lists.
extension JournalCSV {
    /// The urges table's columns, in order.
    public static let urgeColumns = [
        "date", "at", "strength", "triggers", "triggerText", "place", "company", "note", "plan",
        "doneText", "after", "afterMinutes",
    ]

    /// The CSV text of the urges of `days`: the header, then each urge.
    public static func encodeUrges(_ days: [LocalDate: DayRecord]) -> [UInt8] {
        var out: [UInt8] = []
        CSV.appendRecord(urgeColumns, to: &out)
        for date in days.keys.sorted() {
            for urge in days[date]?.urges ?? [] {
                CSV.appendRecord(
                    [
                        date.iso, urge.at.text, String(urge.strength), urge.triggers.word, urge.triggerText ?? "",
                        urge.place?.rawValue ?? "", urge.company?.rawValue ?? "", urge.note ?? "", urge.plan ?? "",
                        urge.doneText ?? "", urge.after.map(String.init) ?? "",
                        urge.afterMinutes.map(String.init) ?? "",
                    ],
                    to: &out)
            }
        }
        return out
    }

    /// The urges of an urges table by day, in the file's order, checked as strictly as the journal reader checks them.
    public static func readUrges(_ bytes: [UInt8]) throws(CSVImportError) -> [LocalDate: [Urge]] {
        let records: [CSV.Record]
        do {
            records = try CSV.records(bytes)
        } catch {
            throw CSVImportError(line: error.line, problem: .syntax(error))
        }
        guard let header = records.first, header.fields == urgeColumns else {
            throw CSVImportError(
                line: records.first?.line ?? 1,
                problem: .missingHeader(found: records.first?.fields.joined(separator: ",")))
        }
        var urges: [LocalDate: [Urge]] = [:]
        for record in records.dropFirst() {
            let (date, urge) = try urgeRow(record)
            var day = urges[date] ?? []
            guard day.count < Limits.urgesPerDay, !day.contains(where: { $0.identity == urge.identity }) else {
                throw CSVImportError(
                    line: record.line, problem: .invalid(column: "at", expected: .urges, found: record.fields[1]))
            }
            day.append(urge)
            urges[date] = day
        }
        return urges
    }

    /// The line of the urges table that holds the urge of this identity on `date`, nil when none does.
    static func lineOfUrge(_ bytes: [UInt8], date: LocalDate, identity: Urge.Identity) -> Int? {
        guard let records = try? CSV.records(bytes) else { return nil }
        return records.dropFirst().first { record in
            guard let (day, urge) = try? urgeRow(record) else { return false }
            return day == date && urge.identity == identity
        }?.line
    }

    /// One row of the urges table.
    private static func urgeRow(_ record: CSV.Record) throws(CSVImportError) -> (LocalDate, Urge) {
        let fields = record.fields
        guard fields.count == urgeColumns.count else {
            throw CSVImportError(
                line: record.line, problem: .fieldCount(expected: urgeColumns.count, found: fields.count))
        }
        func invalid(_ column: Int, _ expected: JournalExpectation) -> CSVImportError {
            CSVImportError(
                line: record.line,
                problem: .invalid(column: urgeColumns[column], expected: expected, found: fields[column]))
        }
        func whole(_ column: Int, _ range: ClosedRange<Int>, _ expected: JournalExpectation) throws(CSVImportError)
            -> Int?
        {
            guard !fields[column].isEmpty else { return nil }
            guard case .success(let value) = NumberInput.whole(fields[column], range: range) else {
                throw invalid(column, expected)
            }
            return value
        }
        func word<Word: RawRepresentable & CaseIterable>(_ column: Int, _: Word.Type) throws(CSVImportError) -> Word?
        where Word.RawValue == String {
            guard !fields[column].isEmpty else { return nil }
            guard let word = Word(rawValue: fields[column].trimmingSpaces) else {
                throw invalid(column, .oneOf(Word.allCases.map(\.rawValue)))
            }
            return word
        }
        func text(_ column: Int, _ lengths: ClosedRange<Int>, _ expected: JournalExpectation) throws(CSVImportError)
            -> String?
        {
            guard !fields[column].isEmpty else { return nil }
            let reading = OneLineText.read(fields[column])
            guard lengths.contains(fields[column].count), !reading.joinedLines, reading.controls.isEmpty else {
                throw invalid(column, expected)
            }
            return fields[column]
        }
        guard let date = LocalDate(iso: fields[0]), Limits.years.contains(date.year) else { throw invalid(0, .date) }
        guard let at = ClockTime(text: fields[1]) else { throw invalid(1, .clockTime) }
        guard let strength = try whole(2, Limits.urgeStrength, .urgeStrength) else { throw invalid(2, .urgeStrength) }
        guard case .success(let triggers) = UrgeTriggers.read(fields[3]) else {
            throw invalid(3, .oneOf(UrgeTrigger.allCases.map(\.rawValue)))
        }
        let urge = Urge(
            at: at, strength: strength, triggers: triggers, triggerText: try text(4, Limits.urgeText, .urgeText),
            place: try word(5, DayContext.Place.self), company: try word(6, DayContext.Company.self),
            note: try text(7, 1...Limits.noteLength.upperBound, .urgeNote),
            plan: try text(8, Limits.ifThenText, .ifThenPlanID),
            doneText: try text(9, Limits.urgeText, .urgeText), after: try whole(10, Limits.urgeStrength, .urgeStrength),
            afterMinutes: try whole(11, Limits.urgeFollowUpMinutes, .urgeMinutes))
        guard (urge.after == nil) == (urge.afterMinutes == nil) else {
            throw invalid(urge.after == nil ? 10 : 11, .urge)
        }
        return (date, urge)
    }
}
