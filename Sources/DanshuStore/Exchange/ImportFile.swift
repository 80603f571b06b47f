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
        switch format(of: bytes) {
        case .json:
            var text = bytes
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
            do {
                let journal = try JournalReader.read(text, file: file)
                return ImportedDays(days: journal.days, carried: .all, plans: journal.plans)
            } catch {
                throw .json(error)
            }
        case .csv:
            do {
                return try JournalCSV.read(bytes)
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

/// The fields a CSV export has only once they were used, or once danshu had them: a file without a column
/// says nothing about that field, so an import keeps the journal's value there (see `ImportPlan`).
public struct CarriedFields: OptionSet, Equatable, Sendable {
    /// The fields as bits.
    public let rawValue: Int
    /// The fields these bits name.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A day's 気分 (`mood`).
    public static let mood = CarriedFields(rawValue: 1)
    /// A day's 飲みたい気持ち (`craving`).
    public static let craving = CarriedFields(rawValue: 2)
    /// A drink's price (`price`).
    public static let price = CarriedFields(rawValue: 4)
    /// A drink's calories besides its alcohol's (`kcal`).
    public static let kcal = CarriedFields(rawValue: 8)
    /// The name a day's medicine was taken under (`medicine`).
    public static let medicine = CarriedFields(rawValue: 16)
    /// The parts of a drinking day's context (`where`, `with`, `why`, `after`).
    public static let place = CarriedFields(rawValue: 32)
    public static let company = CarriedFields(rawValue: 64)
    public static let reasons = CarriedFields(rawValue: 128)
    public static let aftermath = CarriedFields(rawValue: 256)
    /// Every field: a JSON export, or a CSV with every column.
    public static let all: CarriedFields = [.mood, .craving, .price, .kcal, .medicine, .place, .company, .reasons, .aftermath]
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
