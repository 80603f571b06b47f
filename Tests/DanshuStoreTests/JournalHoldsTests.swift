import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// Whether a file holds the session's journal, answered without a second copy of it (the full-screen app's peak
/// memory): the writer's text checked against the bytes as it would be written (`JournalWriter.writes`), the file read
/// by meaning only when another program spelled it (`JournalStore.holds`).
@Suite("Journal store: whether the file holds a journal")
struct JournalHoldsTests {
    /// Journals of every part the head and the days hold: settings, presets, a celebration, weeks' plans, if-then plans,
    /// urges, versions 1 to 4, no day at all.
    static func journals() -> [Journal] {
        var planned = Fixture.everyShape
        planned.celebrated = CelebratedMilestone(days: 30, lastDrinkingDay: Fixture.date("2026-10-30"))
        planned.plans[Fixture.date("2026-11-01")] = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 400)
        // Versions the days alone need, above the rest's: a price (2), an urge without an if-then plan (4).
        var priced = Fixture.designExample
        priced.days[Fixture.date("2026-11-28")]?.drinks[0].priceYen = 250
        let urged = Journal(days: [Fixture.date("2026-11-29"): DayRecord(drank: nil, urges: [UrgeJournalTests.night])])
        return [
            .empty, Journal(presets: []), Fixture.designExample, Fixture.everyShape, planned, priced, urged,
            UrgeJournalTests.journal(), UrgeJournalTests.yearOfUrges(),
        ]
    }

    @Test("the writer's own bytes for a journal are its text, and no other journal's")
    func writesItsOwnBytes() {
        let journals = Self.journals()
        #expect(journals[5].formatVersion == 2 && journals[6].formatVersion == 4, "the days' versions")
        for (i, journal) in journals.enumerated() {
            let bytes = JournalWriter.bytes(of: journal)
            #expect(JournalWriter.writes(journal, as: bytes), "journal \(i)")
            for (j, other) in journals.enumerated() where j != i {
                #expect(!JournalWriter.writes(other, as: bytes), "journal \(j) against the bytes of \(i)")
            }
        }
    }

    @Test("one byte changed, dropped or added anywhere is not the journal's text")
    func anyByteDiffers() {
        let journal = UrgeJournalTests.journal()
        let bytes = JournalWriter.bytes(of: journal)
        var random = SplitMix(seed: 42)
        // Every place in the head and the first day, then places anywhere.
        let places =
            Array(0..<min(bytes.count, 700)) + (0..<200).map { _ in random.next(bytes.count) } + [
                bytes.count - 1
            ]
        for place in places {
            var changed = bytes
            changed[place] = changed[place] == 0x20 ? 0x21 : 0x20
            #expect(!JournalWriter.writes(journal, as: changed), "byte \(place) changed")
            var shorter = bytes
            shorter.remove(at: place)
            #expect(!JournalWriter.writes(journal, as: shorter), "byte \(place) dropped")
            var longer = bytes
            longer.insert(0x20, at: place)
            #expect(!JournalWriter.writes(journal, as: longer), "a byte added at \(place)")
        }
        #expect(!JournalWriter.writes(journal, as: bytes + [0x0A]))
        #expect(!JournalWriter.writes(journal, as: []))
    }

    @Test("a journal one change away is not held: a day, a setting, a preset, a plan, an urge's follow-up")
    func oneChangeAway() {
        let journal = UrgeJournalTests.journal()
        let bytes = JournalWriter.bytes(of: journal)
        var changes: [Journal] = []
        var day = journal
        day.days[Fixture.date("2026-11-30")] = .sober
        changes.append(day)
        var setting = journal
        setting.settings.dailyLimitGrams = 19
        changes.append(setting)
        var preset = journal
        preset.presets.removeLast()
        changes.append(preset)
        var plan = journal
        plan.ifThenPlans[0].retired = true
        changes.append(plan)
        var followUp = journal
        followUp.days[Fixture.date("2026-11-29")]?.urges[1].followUp = UrgeFollowUp(after: 2, afterMinutes: 10)
        changes.append(followUp)
        for (i, changed) in changes.enumerated() {
            #expect(changed != journal, "change \(i)")
            #expect(!JournalWriter.writes(changed, as: bytes), "change \(i)")
        }
    }

    @Test("the store's own file by its bytes, another program's by meaning, no file as the new journal")
    func storeHolds() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        let store = JournalStore(path: path)
        // No file yet: the new journal only.
        #expect(store.holds(store.newJournal))
        #expect(!store.holds(Fixture.everyShape))
        try store.save(Fixture.everyShape)
        #expect(store.holds(Fixture.everyShape))
        var other = Fixture.everyShape
        other.days[LocalDate(dayNumber: 20_000)] = .sober
        #expect(!store.holds(other))
        // After a save that encoded only the day it changed, as the app's are: the bytes written are the writer's text.
        try store.save(other, changed: [LocalDate(dayNumber: 20_000)])
        #expect(store.daysEncodedLastSave == 1)
        #expect(JournalWriter.writes(other, as: try #require(store.lastBytes)))
        #expect(store.holds(other))
        #expect(!store.holds(Fixture.everyShape))
        // The same journal in other bytes (another program's spacing): still held, by meaning.
        let spaced = Array(
            String(decoding: JournalWriter.bytes(of: other), as: UTF8.self)
                .replacingOccurrences(of: "\n", with: "\n ").utf8)
        #expect(throws: Never.self) { try Data(spaced).write(to: URL(fileURLWithPath: path)) }
        let reread = JournalStore(path: path)
        #expect(try reread.load() == other)
        #expect(!JournalWriter.writes(other, as: spaced))
        #expect(reread.holds(other))
        #expect(!reread.holds(Fixture.everyShape))
    }
}
