import DanshuCore
/// The CSV columns of the medicine and the day's context (DESIGN §8): `medicine` (the name it was taken under) once a day
/// of the export has it, then `where,with,why,after` once a drinking day has a context; the words are `log`'s, the
/// reasons comma-separated in one field (`"stress,meal"`). Like `mood`, every row of a day repeats them.
extension JournalCSV {
    static let medicineColumns = ["medicine"]
    static let contextColumns = ["where", "with", "why", "after"]

    /// Each day-level later column with the field it carries.
    static let dayContextCarried: [(column: String, field: CarriedFields)] = [
        ("medicine", .medicine), ("where", .place), ("with", .company), ("why", .reasons), ("after", .aftermath),
    ]

    /// The medicine's and the context's fields of a day's rows, for the columns the header has.
    static func dayContextFields(_ record: DayRecord, medicine: Bool, context: Bool) -> [String] {
        var fields = medicine ? [record.medicine ?? ""] : []
        if context {
            let c = record.drank == true ? record.context : nil
            fields += [c?.place?.rawValue ?? "", c?.company?.rawValue ?? "", c?.reasonsWord ?? "", c?.aftermath?.rawValue ?? ""]
        }
        return fields
    }

    /// The medicine and the context a row's later columns give; nil where the column is absent or empty.
    static func dayContext(_ fields: [String], header: [String], line: Int) throws(CSVImportError) -> (medicine: String?, context: DayContext?) {
        func field(_ name: String) -> (column: Int, text: String)? {
            guard let column = header.firstIndex(of: name), !fields[column].isEmpty else { return nil }
            return (column, fields[column])
        }
        func invalid(_ column: Int, _ expected: JournalExpectation) -> CSVImportError {
            CSVImportError(line: line, problem: .invalid(column: header[column], expected: expected, found: fields[column]))
        }
        func word<Value: RawRepresentable & CaseIterable>(_ name: String, _: Value.Type) throws(CSVImportError) -> Value?
            where Value.RawValue == String {
            guard let (column, text) = field(name) else { return nil }
            guard let value = Value(rawValue: text.trimmingSpaces) else { throw invalid(column, .oneOf(Value.allCases.map(\.rawValue))) }
            return value
        }
        var medicine: String?
        if let (column, text) = field("medicine") {
            let reading = OneLineText.read(text)
            guard reading.controls.isEmpty, !reading.joinedLines, text.count <= Limits.medicineName.upperBound else {
                throw invalid(column, .medicine)
            }
            medicine = text
        }
        var context = DayContext()
        context.place = try word("where", DayContext.Place.self)
        context.company = try word("with", DayContext.Company.self)
        context.aftermath = try word("after", DayContext.Aftermath.self)
        if let (column, text) = field("why") {
            guard let reasons = DayContext.reasons(from: text) else {
                throw invalid(column, .oneOf(DayContext.Reason.allCases.map(\.rawValue)))
            }
            context.reasons = reasons
        }
        return (medicine, context.isEmpty ? nil : context)
    }

    /// The first day-level column in which two rows of a day differ, nil when they agree.
    static func firstDisagreement(_ a: DayRecord, _ b: DayRecord) -> String? {
        let parts: [(String, Bool)] = [
            ("mood", a.mood == b.mood), ("craving", a.craving == b.craving), ("medicine", a.medicine == b.medicine),
            ("where", a.context?.place == b.context?.place), ("with", a.context?.company == b.context?.company),
            ("why", a.context?.reasons == b.context?.reasons), ("after", a.context?.aftermath == b.context?.aftermath),
        ]
        return parts.first { !$0.1 }?.0
    }
}
