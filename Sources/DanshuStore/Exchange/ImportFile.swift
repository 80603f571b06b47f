import DanshuCore
/// A file given to `danshu import`: a CSV or JSON export, told apart by its content.
public enum ImportFile {
    /// The two kinds of export.
    public enum Format: Equatable, Sendable {
        case csv, json
    }

    /// JSON when the first character after any byte order mark and white space is `{`, else CSV.
    public static func format(of bytes: [UInt8]) -> Format {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i < bytes.count && bytes[i] == 0x7B ? .json : .csv
    }

    /// The days the file holds and the fields it carries; `file` is the path errors name. A JSON export is read
    /// by the journal reader, so it is checked exactly like a journal and carries every field and its plans; its settings
    /// and presets are not imported.
    public static func read(_ bytes: [UInt8], file: String) throws(ImportFileError) -> ImportedDays {
        try read(bytes, file: file, parts: DayPart.table)
    }

    /// The days of an import file whose parts are as `parts` says (a test's table with a part of its own).
    static func read(_ bytes: [UInt8], file: String, parts: DayPartTable) throws(ImportFileError) -> ImportedDays {
        switch format(of: bytes) {
        case .json:
            var text = bytes
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
            do {
                let journal = try JournalReader.read(text, file: file, parts: parts)
                return ImportedDays(days: journal.days, carried: CarriedFields(CSVLayout.of(parts).laterColumns), plans: journal.plans)
            } catch {
                throw .json(error)
            }
        case .csv:
            do {
                return try JournalCSV.read(bytes, parts: parts)
            } catch {
                throw .csv(file: file, error)
            }
        }
    }
}

/// The days of an import file, and which of the fields added since the first exports it carries.
public struct ImportedDays: Equatable, Sendable {
    /// The file's days.
    public var days: [LocalDate: DayRecord]
    /// The fields the file says something about; what it lacks is unknown, not absent.
    public var carried: CarriedFields
    /// The weeks' plans of a JSON export (`PlanImport`); a CSV has none.
    public var plans: [LocalDate: WeekPlan]

    /// Days from a file that carries `carried`, and its plans.
    public init(days: [LocalDate: DayRecord], carried: CarriedFields, plans: [LocalDate: WeekPlan] = [:]) {
        self.days = days
        self.carried = carried
        self.plans = plans
    }
}

/// The later CSV columns a file has (`JournalCSV.laterColumns`: the day's parts added since the first exports, the
/// drink's price and calories), each only once it was used or once danshu had it: a file without a column says nothing
/// about that field, so an import keeps the journal's value there (see `ImportPlan`).
public struct CarriedFields: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// The columns, by their header.
    public var columns: Set<String>

    /// The fields of these columns.
    public init(_ columns: some Sequence<String>) {
        self.columns = Set(columns)
    }

    /// The fields of these columns.
    public init(arrayLiteral columns: String...) {
        self.init(columns)
    }

    /// None: a CSV with only the first columns.
    public init() {
        self.init([])
    }

    /// Every field: a JSON export, or a CSV with every column.
    public static let all = CarriedFields(JournalCSV.laterColumns)

    /// Whether the file has the column.
    public func contains(_ column: String) -> Bool { columns.contains(column) }

    /// These fields but those of `other`.
    public func subtracting(_ other: CarriedFields) -> CarriedFields { CarriedFields(columns.subtracting(other.columns)) }
}

/// Why an import file cannot be read: nothing is imported.
public enum ImportFileError: Error, Equatable, Sendable {
    /// A JSON file that is not a valid journal document, with the place and what was expected.
    case json(JournalError)
    /// A CSV file with a bad line.
    case csv(file: String, CSVImportError)
    /// The file cannot be read at all.
    case unreadable(file: String, errno: Int32)
}
