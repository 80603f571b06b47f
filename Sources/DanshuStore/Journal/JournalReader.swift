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

    /// The journal, and the file's day lines for a writer to start from when they are exactly its own.
    static func read(_ bytes: [UInt8], file: String, seedingWriter: Bool)
        throws(JournalError) -> (journal: Journal, seed: JournalWriter.Seed?) {
        let result: Result<(journal: Journal, seed: JournalWriter.Seed?), JournalError> = bytes.withUnsafeBufferPointer { buffer in
            var decoder = JournalDecoder(buffer)
            decoder.wantsWriterSeed = seedingWriter
            do throws(ReadFailure) {
                let journal = try decoder.journal()
                return .success((journal, decoder.writerSeed))
            } catch {
                return .failure(report(rank(error, in: buffer), in: decoder.scanner, file: file))
            }
        }
        return try result.get()
    }

    /// The failure to report: a syntax failure met while decoding comes first in the file already;
    /// a meaning failure gives way to a syntax failure anywhere, then to `format` and `version`.
    private static func rank(_ failure: ReadFailure, in buffer: UnsafeBufferPointer<UInt8>) -> ReadFailure {
        guard case .path = failure.location else { return failure }
        let (syntaxFailure, identity) = JSONValidator.validate(buffer)
        if let syntaxFailure { return syntaxFailure }
        if case .invalidValue(expected: .journalObject, _) = failure.problem { return failure }
        return JournalDecoder.identityFailure(identity) ?? failure
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
