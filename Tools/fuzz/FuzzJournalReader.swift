// libFuzzer entry for the journal reader, built by `make fuzz` together with every DanshuCore source
// into one module (so internal names are visible). Beyond "no crash, no hang", each input checks what
// the user relies on: an error has a message in both languages, and a journal that loads is written
// back to bytes that load as the same journal and are written the same again.

/// Runs the reader on one input; any broken promise stops the fuzzer with a trap and the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournalReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        let journal = try JournalReader.read(bytes, file: "journal.json")
        let written = JournalWriter.bytes(of: journal)
        let reread: Journal
        do {
            reread = try JournalReader.read(written, file: "journal.json")
        } catch {
            preconditionFailure("the writer's bytes do not load: \(error)")
        }
        precondition(reread == journal, "the journal changed on a round trip through the writer")
        precondition(JournalWriter.bytes(of: reread) == written, "the same journal was written as different bytes")
    } catch {
        precondition(
            !Catalog(.en).message(for: error).isEmpty && !Catalog(.ja).message(for: error).isEmpty,
            "an error without a message")
    }
    return 0
}
