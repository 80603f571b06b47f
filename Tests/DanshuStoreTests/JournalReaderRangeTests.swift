import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// Reading only some days (`danshu report`): the same journal restricted to them, and the same refusals as a whole read.
@Suite("Reading a range of days")
struct JournalReaderRangeTests {
    @Test("the days kept are those of the whole read in the range; settings and presets whole; in both layouts")
    func sameAsTheWholeRead() throws {
        let whole = try JournalReader.read(Array(JournalText.november.utf8), file: "j.json")
        let range = LocalDate(year: 2026, month: 11, day: 10)!...LocalDate(year: 2026, month: 11, day: 20)!
        for text in [JournalText.november, JournalText.november.replacingOccurrences(of: "\n    ", with: "\n ")] {
            let part = try JournalReader.read(Array(text.utf8), file: "j.json", keepingDaysIn: range)
            #expect(part.days == whole.days.filter { range.contains($0.key) })
            #expect(part.settings == whole.settings && part.presets == whole.presets)
        }
    }

    @Test("a bad day outside the range is still refused, with its place")
    func refusedOutsideTheRange() {
        let bad = JournalText.november.replacingOccurrences(
            of: #""2026-11-01": {"drank": false}"#, with: #""2026-11-01": {"drank": 3}"#)
        #expect(bad != JournalText.november)
        let range = LocalDate(year: 2026, month: 11, day: 20)!...LocalDate(year: 2026, month: 11, day: 29)!
        #expect(throws: JournalError.self) {
            try JournalReader.read(Array(bad.utf8), file: "j.json", keepingDaysIn: range)
        }
    }
}
