import DanshuCore

/// Reads a journal file's bytes: any valid JSON (RFC 8259) with the journal's meaning, in one pass
/// straight into the model, and refuses everything else with the place and what was expected.
public enum JournalReader {
    /// The journal in `bytes`; `file` is the path errors name.
    ///
    /// When the file has several problems the most basic one is reported: not JSON (or nested too
    /// deep) first, then a wrong `format`, then a wrong or newer `version`, then the first bad value.
    public static func read(_ bytes: [UInt8], file: String) throws(JournalError) -> Journal {
        try read(bytes, file: file, seedingWriter: false).journal
    }

    /// The journal in `bytes`, its days' parts read as `parts` says (a test's table with a part of its own).
    static func read(_ bytes: [UInt8], file: String, parts: DayPartTable) throws(JournalError) -> Journal {
        try decode(bytes, file: file) { decoder in
            decoder.dayFormat = DayFormat.of(parts)
        } result: { journal, _ in
            journal
        }
    }

    /// The journal in `bytes`, its days read as `format` says (`DayFormat.throughKinds`).
    static func read(_ bytes: [UInt8], file: String, format: DayFormat) throws(JournalError) -> Journal {
        try decode(bytes, file: file) { decoder in
            decoder.dayFormat = format
        } result: { journal, _ in
            journal
        }
    }

    /// The journal with only the days in `range` (its settings and presets whole): every day is read and refused as
    /// `read` does, but only those are kept (`danshu report`).
    public static func read(_ bytes: [UInt8], file: String, keepingDaysIn range: ClosedRange<LocalDate>)
        throws(JournalError) -> Journal
    {
        try decode(bytes, file: file) { decoder in
            decoder.keptDays = range
        } result: { journal, _ in
            journal
        }
    }

    /// The journal, and the file's day lines for a writer to start from when they are laid out as its own (their text is
    /// checked when the writer starts from them: `JournalWriter.Seed.verified`).
    static func read(_ bytes: [UInt8], file: String, seedingWriter: Bool)
        throws(JournalError) -> (journal: Journal, seed: JournalWriter.Seed?)
    {
        try decode(bytes, file: file) { decoder in
            decoder.wantsWriterSeed = seedingWriter
        } result: { journal, decoder in
            (journal, decoder.writerSeed)
        }
    }

    /// The journal's settings and how many presets and days it holds (`danshu check`): the bytes are read and
    /// refused exactly as `read` does, every day checked the same way, but the days are counted instead of kept,
    /// so no dictionary of days or drink lists is built.
    public static func count(_ bytes: [UInt8], file: String) throws(JournalError) -> JournalCount {
        try decode(bytes, file: file) { decoder in
            decoder.keepsDays = false
        } result: { journal, decoder in
            JournalCount(settings: journal.settings, presets: journal.presets.count, days: decoder.dayCount)
        }
    }

    private static func decode<Value>(
        _ bytes: [UInt8], file: String, setUp: (inout JournalDecoder) -> Void,
        result: (Journal, JournalDecoder) -> Value
    ) throws(JournalError) -> Value {
        let decoded: Result<Value, JournalError> = bytes.withUnsafeBufferPointer { buffer in
            var decoder = JournalDecoder(buffer)
            setUp(&decoder)
            do throws(ReadFailure) {
                let journal = try decoder.journal()
                return .success(result(journal, decoder))
            } catch {
                return .failure(
                    report(rank(error, in: buffer, newest: decoder.newestVersion), in: decoder.scanner, file: file))
            }
        }
        return try decoded.get()
    }

    /// The failure to report: a syntax failure met while decoding comes first in the file already;
    /// a meaning failure gives way to a syntax failure anywhere, then to `format` and `version`.
    private static func rank(_ failure: ReadFailure, in buffer: UnsafeBufferPointer<UInt8>, newest: Int) -> ReadFailure
    {
        guard case .path = failure.location else { return failure }
        let (syntaxFailure, identity) = JSONValidator.validate(buffer)
        if let syntaxFailure { return syntaxFailure }
        if case .invalidValue(expected: .journalObject, _) = failure.problem { return failure }
        return JournalDecoder.identityFailure(identity, newest: newest) ?? failure
    }

    private static func report(_ failure: ReadFailure, in scanner: JSONScanner, file: String) -> JournalError {
        switch failure.location {
        case .offset(let offset):
            let (line, column) = scanner.lineAndColumn(of: offset)
            return JournalError(file: file, place: .text(line: line, column: column), problem: failure.problem)
        case .path(let path):
            return JournalError(file: file, place: .value(JSONPathComponent.text(path)), problem: failure.problem)
        }
    }
}

/// What `danshu check` reports of a journal it read: its settings (for the language) and how many presets and days.
public struct JournalCount: Equatable, Sendable {
    /// The journal's settings, as loading reads them.
    public var settings: Settings
    /// How many presets it holds.
    public var presets: Int
    /// How many days it records.
    public var days: Int
}
