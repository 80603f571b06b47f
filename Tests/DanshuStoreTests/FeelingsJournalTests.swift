import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The journal fields of design.md §6 this issue adds: `mood` and `craving` on days, the milestone celebrated, the
/// settings `celebrate` and `lockPastDays`. Each makes the file version 2; a journal using none stays version 1
/// byte for byte; `status`'s reader of the file's end still tells what the whole file tells.
@Suite("Feelings and milestones in the journal file")
struct FeelingsJournalTests {
    static let beer = Fixture.designExample.days[day("2026-11-28")]?.drinks ?? []

    @Test("a day's feelings: keys sorted on the day's line, version 2, read back the same")
    func feelingsOnADay() throws {
        var journal = Fixture.designExample
        journal.days[day("2026-11-28")]?.mood = 2
        journal.days[day("2026-11-28")]?.craving = 7
        journal.days[day("2026-11-29")] = DayRecord(drank: nil, mood: 4)
        #expect(journal.formatVersion == 2)
        let bytes = JournalWriter.bytes(of: journal)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\": 2,"))
        #expect(
            text.contains(
                #"    "2026-11-28": {"craving": 7, "drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}], "mood": 2, "note": "optional free text"},"#
            ))
        #expect(text.contains(#"    "2026-11-29": {"mood": 4}"#))
        let read = try JournalReader.read(bytes, file: "j")
        #expect(read == journal)
        #expect(JournalWriter.bytes(of: read) == bytes)
    }

    @Test(
        "feelings alone leave a day unrecorded for drinking; without feelings the file is version 1 again, byte for byte"
    )
    func versionOneAgain() throws {
        var journal = Fixture.designExample
        journal.days[day("2026-11-29")] = DayRecord(drank: nil, craving: 0)
        #expect(journal.state(of: day("2026-11-29")) == .unrecorded)
        #expect(journal.formatVersion == 2)
        journal.days[day("2026-11-29")] = nil
        #expect(JournalWriter.bytes(of: journal) == JournalWriter.bytes(of: Fixture.designExample))
        #expect(String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self).contains("\"version\": 1,"))
    }

    @Test("the milestone celebrated: its own line before the days, version 2, with or without a drinking day")
    func celebratedLine() throws {
        for (milestone, line) in [
            (
                CelebratedMilestone(days: 30, lastDrinkingDay: day("2026-10-30")),
                #"  "celebrated": {"days": 30, "lastDrinkingDay": "2026-10-30"},"#
            ),
            (CelebratedMilestone(days: 1, lastDrinkingDay: nil), #"  "celebrated": {"days": 1},"#),
        ] {
            var journal = Fixture.designExample
            journal.celebrated = milestone
            #expect(journal.formatVersion == 2)
            let bytes = JournalWriter.bytes(of: journal)
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            let index = lines.firstIndex(of: line)
            #expect(index != nil && lines[(index ?? 0) + 1] == #"  "days": {"#, "\(lines)")
            #expect(try JournalReader.read(bytes, file: "j") == journal)
        }
        #expect(CelebratedMilestone(days: 31, lastDrinkingDay: nil) == nil, "31 is no milestone")
    }

    @Test("celebrate and lockPastDays: true or false in the file, written only when false")
    func flags() throws {
        var journal = Fixture.designExample
        journal.settings.celebrate = false
        journal.settings.lockPastDays = false
        let bytes = JournalWriter.bytes(of: journal)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                .contains(
                    #""settings": {"celebrate": false, "dailyLimitGrams": 20, "dayStartsAtHour": 4, "gaugeMaxGrams": 60, "language": "ja", "lockPastDays": false, "mouse": false"#
                ))
        #expect(try JournalReader.read(bytes, file: "j") == journal)
        var settings = Settings()
        #expect(
            !SettingKey.celebrate.set("no", in: &settings) && SettingKey.lockPastDays.set("false", in: &settings)
                && !settings.lockPastDays)
    }

    @Test(
        "merge: feelings changed on one side win, on both sides conflict; the milestone remembered is the larger of one streak"
    )
    func merge() {
        var base = Fixture.designExample
        base.celebrated = CelebratedMilestone(days: 1, lastDrinkingDay: nil)
        var ours = base
        var theirs = base
        ours.celebrated = CelebratedMilestone(days: 3, lastDrinkingDay: nil)
        theirs.celebrated = CelebratedMilestone(days: 7, lastDrinkingDay: nil)
        theirs.days[day("2026-11-27")]?.mood = 4
        ours.days[day("2026-11-28")]?.craving = 2
        theirs.days[day("2026-11-28")]?.craving = 9
        let merged = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merged.journal.days[day("2026-11-27")] == DayRecord(drank: false, mood: 4))
        #expect(merged.journal.days[day("2026-11-28")]?.craving == 2)
        #expect(merged.conflicts.map(\.date) == [day("2026-11-28")])
        #expect(merged.journal.celebrated == theirs.celebrated)
    }

    @Test(
        "status's reader of the file's end: the same facts as the whole file on days with feelings and a milestone line"
    )
    func tailReader() {
        var random = SplitMix(seed: 0x6665_656C) // "feel"
        let end = day("2026-11-29")
        for round in 0..<100 {
            var journal = JournalTailReaderTests.randomJournal(
                &random, length: [3, 40, 400][round % 3], end: end, drinkingChance: [30, 2][round % 2])
            for (date, var record) in journal.days where random.next(3) == 0 {
                record.mood = Limits.mood.lowerBound + random.next(5)
                if random.next(2) == 0 { record.craving = random.next(11) }
                journal.days[date] = record
            }
            if round % 4 == 0 { journal.days[end.adding(days: random.next(5))] = DayRecord(drank: nil, craving: 3) }
            if round % 2 == 0 { journal.celebrated = CelebratedMilestone(days: 7, lastDrinkingDay: nil) }
            let bytes = JournalWriter.bytes(of: journal)
            let today = end.adding(days: random.next(60) - 50)
            let (glance, _) = JournalTailReaderTests.glance(bytes, today: today)
            #expect(glance?.facts == StatusFacts(journal: journal, today: today), "round \(round), today \(today)")
        }
    }
}
