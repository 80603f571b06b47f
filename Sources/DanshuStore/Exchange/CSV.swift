import DanshuCore

/// Comma-separated values as RFC 4180 spells them: records end in CR LF, a field holding a comma,
/// a double quote, CR or LF (or spaces at either end) is quoted, and a quote inside is doubled.
/// The reader also takes LF-only line ends, a UTF-8 byte order mark and blank lines between records.
public enum CSV {
    /// One record and the line of the file it starts on (1-based).
    public struct Record: Equatable, Sendable {
        /// The 1-based line the record starts on.
        public var line: Int
        /// The record's fields, unquoted.
        public var fields: [String]
        /// A record starting on `line`.
        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    /// Why the text is not CSV.
    public enum Problem: Error, Equatable, Sendable {
        /// A quoted field still open at the end of the file; `line` is where it opened.
        case unclosedQuote(line: Int)
        /// Something other than a comma or line end after a closing quote.
        case textAfterQuote(line: Int, found: Unicode.Scalar)
        /// A double quote inside a field that does not start with one.
        case quoteInUnquotedField(line: Int)
        /// Bytes that are not UTF-8.
        case invalidUTF8(line: Int)
        /// A carriage return not followed by a line feed, outside quotes.
        case strayCarriageReturn(line: Int)
    }

    // MARK: Writing

    /// Appends one record, ending in CR LF.
    public static func appendRecord(_ fields: [String], to out: inout [UInt8]) {
        for (i, field) in fields.enumerated() {
            if i > 0 { out.append(comma) }
            appendField(field, to: &out)
        }
        out.append(cr)
        out.append(lf)
    }

    /// Appends one field, quoted only when it must be (or when it has spaces at an end, which
    /// spreadsheet programs would otherwise trim).
    public static func appendField(_ field: String, to out: inout [UInt8]) {
        let bytes = field.utf8
        let needsQuotes =
            bytes.contains { $0 == comma || $0 == quote || $0 == cr || $0 == lf }
            || bytes.first == space || bytes.last == space
        guard needsQuotes else {
            out.append(contentsOf: bytes)
            return
        }
        out.append(quote)
        for b in bytes {
            if b == quote { out.append(quote) }
            out.append(b)
        }
        out.append(quote)
    }

    // MARK: Reading

    /// The records of `bytes`, each with the line it starts on.
    public static func records(_ bytes: [UInt8]) throws(Problem) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = bytes.count

        func finishField() throws(Problem) {
            guard let text = String(validating: field, as: UTF8.self) else { throw .invalidUTF8(line: line) }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
        }
        func finishRecord() {
            // A line with nothing on it is a blank line between records, not a record of one empty field.
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Record(line: recordLine, fields: fields)) }
            fields.removeAll()
        }

        while i < end {
            recordLine = line
            // One record: fields until a line end outside quotes.
            record: while true {
                if i < end && bytes[i] == quote {
                    let openedOn = line
                    i += 1
                    while true {
                        guard i < end else { throw .unclosedQuote(line: openedOn) }
                        let b = bytes[i]
                        if b == quote {
                            if i + 1 < end && bytes[i + 1] == quote {
                                field.append(quote)
                                i += 2
                                continue
                            }
                            i += 1
                            break
                        }
                        if b == lf { line += 1 }
                        field.append(b)
                        i += 1
                    }
                    guard i == end || bytes[i] == comma || bytes[i] == lf || bytes[i] == cr else {
                        throw .textAfterQuote(line: line, found: scalar(at: i, in: bytes))
                    }
                } else {
                    while i < end, bytes[i] != comma, bytes[i] != lf, bytes[i] != cr {
                        if bytes[i] == quote { throw .quoteInUnquotedField(line: line) }
                        field.append(bytes[i])
                        i += 1
                    }
                }
                try finishField()
                guard i < end else { break record }
                switch bytes[i] {
                case comma:
                    i += 1
                    if i == end { fields.append("") } // a trailing comma ends in an empty field
                case cr:
                    guard i + 1 < end, bytes[i + 1] == lf else { throw .strayCarriageReturn(line: line) }
                    i += 2
                    line += 1
                    break record
                default:
                    i += 1
                    line += 1
                    break record
                }
                if i == end { break record }
            }
            finishRecord()
        }
        return records
    }

    private static let comma: UInt8 = 0x2C
    private static let quote: UInt8 = 0x22
    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A
    private static let space: UInt8 = 0x20

    /// The character starting at byte `i`, for messages; U+FFFD when it is not valid UTF-8.
    private static func scalar(at i: Int, in bytes: [UInt8]) -> Unicode.Scalar {
        var iterator = bytes[i...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return s }
        return "\u{FFFD}"
    }
}
