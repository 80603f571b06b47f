import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI
import Testing

/// The read-only messages say why within 80 columns, so the smallest screen shows all of it.
@Suite struct ReadOnlyMessageFitTests {
    @Test(arguments: Language.allCases)
    func everyReasonFitsTheMessageLine(_ language: Language) {
        let catalog = Catalog(language)
        for cause in ReadOnlyReason.Cause.allCases {
            for message in [Message.openedReadOnly(cause), .readOnlyRefused(cause)] {
                let line = " " + catalog.message(message)
                #expect(TextWidth.of(line) <= 80, "\(TextWidth.of(line)): \(line)")
                #expect(line.contains(language == .ja ? "読み取り専用" : "read-only"), "\(line)")
            }
        }
        let refused = JournalSaveError(
            journal: "/home/u/.local/share/danshu/journal.json", step: .checkWritable,
            file: "/home/u/.local/share/danshu/journal.json", code: 13)
        let line = " " + catalog.message(.saveFailed(reason: catalog.shortReason(for: refused)))
        #expect(TextWidth.of(line) <= 80, "\(TextWidth.of(line)): \(line)")
    }
}
