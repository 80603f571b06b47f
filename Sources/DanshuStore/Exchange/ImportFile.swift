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

    /// The days the file holds; `file` is the path errors name. A JSON export is read by the journal
    /// reader, so it is checked exactly like a journal; its settings and presets are not imported.
    public static func days(in bytes: [UInt8], file: String) throws(ImportFileError) -> [LocalDate: DayRecord] {
        switch format(of: bytes) {
        case .json:
            var text = bytes
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
            do {
                return try JournalReader.read(text, file: file).days
            } catch {
                throw .json(error)
            }
        case .csv:
            do {
                return try JournalCSV.decode(bytes)
            } catch {
                throw .csv(file: file, error)
            }
        }
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
