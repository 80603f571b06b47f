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
    /// by the journal reader, so it is checked exactly like a journal and carries every field, its plans, its urges and
    /// its if-then plans; its settings and presets are not imported. A CSV is one of three tables, told by its header: the
    /// days', the urges' (`JournalCSV+Urges.swift`) or the if-then plans' (`JournalCSV+IfThenPlans.swift`).
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
                return ImportedDays(
                    days: journal.days, carried: CarriedFields(CSVLayout.of(parts).laterColumns), plans: journal.plans,
                    urges: journal.days.compactMapValues { $0.urges.isEmpty ? nil : $0.urges },
                    ifThenPlans: journal.ifThenPlans)
            } catch {
                throw .json(error)
            }
        case .csv:
            do {
                switch csvTable(of: bytes) {
                case .days: return try JournalCSV.read(bytes, parts: parts)
                case .urges: return ImportedDays(days: [:], carried: [], urges: try JournalCSV.readUrges(bytes))
                case .ifThenPlans:
                    return ImportedDays(days: [:], carried: [], ifThenPlans: try JournalCSV.readIfThenPlans(bytes))
                }
            } catch {
                throw .csv(file: file, error)
            }
        }
    }

    /// The tables a CSV export may be.
    public enum CSVTable: Equatable, Sendable {
        case days, urges, ifThenPlans
    }

    /// Which table a CSV is, by the start of its header: `date,at,` the urges', `id,if,` the if-then plans', anything else
    /// the days' (whose reader says what a wrong header should have been).
    public static func csvTable(of bytes: [UInt8]) -> CSVTable {
        let start =
            bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3).prefix(16)) : Array(bytes.prefix(16))
        if start.starts(with: Array("date,at,".utf8)) { return .urges }
        if start.starts(with: Array("id,if,".utf8)) { return .ifThenPlans }
        return .days
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
    /// The urges by day (`UrgeImport`): a JSON export's (its days hold them too) or an urges table's; none in a days table.
    public var urges: [LocalDate: [Urge]]
    /// The if-then plans (`IfThenPlanImport`) of a JSON export or an if-then plans table.
    public var ifThenPlans: [IfThenPlan]

    /// Days from a file that carries `carried`, and its plans, urges and if-then plans.
    public init(
        days: [LocalDate: DayRecord], carried: CarriedFields, plans: [LocalDate: WeekPlan] = [:],
        urges: [LocalDate: [Urge]] = [:], ifThenPlans: [IfThenPlan] = []
    ) {
        self.days = days
        self.carried = carried
        self.plans = plans
        self.urges = urges
        self.ifThenPlans = ifThenPlans
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
    public func subtracting(_ other: CarriedFields) -> CarriedFields {
        CarriedFields(columns.subtracting(other.columns))
    }
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
