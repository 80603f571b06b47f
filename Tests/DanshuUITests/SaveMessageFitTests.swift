import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app's message after a failed save names the reason and the file within 80 columns, so the
/// smallest screen shows all of it.
@Suite struct SaveMessageFitTests {
    static let codes: [Int32] = [
        ENOSPC, EDQUOT, EFBIG, EACCES, EPERM, EROFS, EISDIR, ENOTDIR, ENOENT, EIO, ELOOP,
        ENAMETOOLONG, EMFILE, EXDEV,
    ]
    static let files = [
        "/home/u/.local/share/danshu/.journal.json.tmp", "/home/u/.local/share/danshu/journal.json.bak",
        "/home/u/.local/share/danshu/journal.json", "/home/u/.local/share/danshu",
    ]

    @Test(arguments: Language.allCases)
    func aFailedSaveFitsTheMessageLine(_ language: Language) {
        let catalog = Catalog(language)
        for code in Self.codes {
            for file in Self.files {
                let error = JournalSaveError(journal: Self.files[2], step: .writeTemporary, file: file, code: code)
                let reason = catalog.shortReason(for: error)
                let name = file.split(separator: "/").last.map(String.init) ?? file
                #expect(reason.hasSuffix(" " + name))
                // Only the folder sync, after the rename, ends in "saved, but".
                let message =
                    file == Self.files[3] ? Message.saveNotFlushed(reason: reason) : .saveFailed(reason: reason)
                let line = " " + catalog.message(message)
                #expect(TextWidth.of(line) <= 80, "\(TextWidth.of(line)): \(line)")
            }
        }
    }
}
