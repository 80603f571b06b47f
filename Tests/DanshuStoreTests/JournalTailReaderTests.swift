import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// `danshu status` reads the journal's settings and its last days only. Whatever it finds must be what the
/// whole journal says; a journal without one day per line must send it to the whole-file reader.
@Suite("Reading status from the journal's end")
struct JournalTailReaderTests {
    /// The glance at `bytes` as a file, and how many bytes were asked for.
    static func glance(_ bytes: [UInt8], today: LocalDate) -> (JournalTailReader.Glance?, read: Int) {
        var read = 0
        let glance = JournalTailReader.glance(
            size: bytes.count, today: { _ in today },
            read: { offset, count in
                read += count
                return Array(bytes[offset..<offset + count])
            })
        return (glance, read)
    }

    /// A journal of `length` days ending around `end`: sober runs, drinking days, gaps, note-only days.
    static func randomJournal(_ random: inout SplitMix, length: Int, end: LocalDate, drinkingChance: Int) -> Journal {
        var journal = Journal()
        journal.settings.dayStartsAtHour = random.next(12)
        journal.settings.language = random.next(2) == 0 ? .ja : .en
        // Half the journals are version 2: money not spent on, drinks with prices and calories.
        let version2 = random.next(2) == 0
        if version2 { journal.settings.usualYenPerWeek = 1 + random.next(20_000) }
        for offset in 0..<length where random.next(20) != 0 {
            let date = end.adding(days: -offset)
            switch random.next(100) {
            case ..<drinkingChance:
                var drink = entry(Drink.beer, count: 1 + random.next(3))
                if version2 && random.next(2) == 0 {
                    (drink.priceYen, drink.extraKcal) = (random.next(1_000), random.next(3) == 0 ? 40 : nil)
                }
                journal.days[date] = drank(drink)
            case ..<(drinkingChance + 3): journal.days[date] = DayRecord(drank: nil, note: "メモ")
            case ..<(drinkingChance + 6): journal.days[date] = DayRecord(drank: false, note: "\"quoted\"\n")
            default: journal.days[date] = .sober
            }
        }
        return journal
    }

    @Test("over random journals and days, the end of the file tells what the whole journal tells")
    func sameAsTheWholeJournal() {
        var random = SplitMix(seed: 0x7461_696C) // "tail"
        let end = day("2026-11-29")
        var grew = 0
        for round in 0..<200 {
            // Some journals drink often, some hardly ever, some never: the last drink may be far back.
            let journal = Self.randomJournal(
                &random, length: [0, 3, 40, 400, 2500][round % 5],
                end: end, drinkingChance: [30, 2, 0][random.next(3)])
            let bytes = JournalWriter.bytes(of: journal)
            // Today inside the journal, after it, before it, and on its first and last day.
            let today = end.adding(days: random.next(3000) - 2600)
            let (glance, read) = Self.glance(bytes, today: today)
            #expect(glance?.facts == StatusFacts(journal: journal, today: today), "round \(round), today \(today)")
            #expect(glance?.settings == journal.settings)
            if read > JournalTailReader.headBytes + JournalTailReader.firstWindow { grew += 1 }
        }
        #expect(grew > 10, "long sober stretches must make the reader look further back (\(grew) did)")
    }

    @Test("on ten years of a drinker's journal it reads a few kilobytes, not the file")
    func readsLittle() throws {
        var random = SplitMix(seed: 10)
        let journal = Self.randomJournal(&random, length: 3650, end: day("2026-11-29"), drinkingChance: 40)
        let bytes = JournalWriter.bytes(of: journal)
        let (glance, read) = Self.glance(bytes, today: day("2026-11-29"))
        #expect(glance?.facts == StatusFacts(journal: journal, today: day("2026-11-29")))
        #expect(
            bytes.count > 200_000 && read <= JournalTailReader.headBytes + JournalTailReader.firstWindow,
            "read \(read) of \(bytes.count) bytes")
    }

    static let canonical: [UInt8] = JournalWriter.bytes(
        of: Journal(days: [
            day("2026-11-27"): drank(entry(Drink.beer, count: 2)),
            day("2026-11-28"): .sober,
            day("2026-11-29"): DayRecord(drank: false, note: "ジム"),
        ]))

    /// The canonical journal's text with one replacement.
    static func edited(_ from: String, _ to: String) -> [UInt8] {
        let text = String(decoding: canonical, as: UTF8.self)
        return Array(text.replacingOccurrences(of: from, with: to).utf8)
    }

    @Test("the writer's own layout is read from the end")
    func canonicalIsRead() {
        let (glance, _) = Self.glance(Self.canonical, today: day("2026-11-29"))
        #expect(
            glance?.facts
                == StatusFacts(
                    today: day("2026-11-29"), record: DayRecord(drank: false, note: "ジム"),
                    streak: 2, monthSoberDays: 2))
    }

    /// What the whole file says, read by the journal reader, for the tail's answer to be compared with.
    static func wholeRead(_ bytes: [UInt8], today: LocalDate) throws -> JournalTailReader.Glance {
        let journal = try JournalReader.read(bytes, file: "journal.json")
        return JournalTailReader.Glance(settings: journal.settings, facts: StatusFacts(journal: journal, today: today))
    }

    @Test(
        "a day per line in any spelling the reader accepts is read from the end, and tells what the whole file tells",
        arguments: [
            ("grams spelled 20.0", #""grams": 20,"#, #""grams": 20.0,"#),
            ("other numbers' spelling", #""abv": 5, "count": 2"#, #""abv": 5.0e0, "count": 2E0"#),
            ("other spacing in a day", #""2026-11-28": {"drank": false}"#, #""2026-11-28"  :{ "drank":false }"#),
            (
                "extra spaces everywhere in a line", #"{"drank": false, "note": "ジム"}"#,
                #"{  "drank" :  false ,  "note" :  "ジム"  }  "#
            ),
            ("keys in another order", #"{"drank": false, "note": "ジム"}"#, #"{"note": "ジム", "drank": false}"#),
            ("an escape the writer does not write", #""note": "ジム""#, #""note": "\u30b8ム""#),
            ("a tab for an indent", "\n    \"2026-11-28\"", "\n\t\"2026-11-28\""),
            ("CR LF line ends", "\n", "\r\n"),
            ("a trailing space", "\"drank\": false},\n", "\"drank\": false}, \n"),
            ("settings over two lines", #""dailyLimitGrams": 20, "#, "\"dailyLimitGrams\": 20,\n"),
            ("the days' braces spaced", "  \"days\": {\n", "  \"days\" :{ \n"),
            ("no final newline", "}\n}\n", "}\n}"),
        ])
    func otherSpellings(_ change: (what: String, from: String, to: String)) throws {
        let bytes = Self.edited(change.from, change.to)
        #expect(bytes != Self.canonical, "the edit must change something: \(change.what)")
        let (glance, _) = Self.glance(bytes, today: day("2026-11-29"))
        #expect(glance == (try Self.wholeRead(bytes, today: day("2026-11-29"))), "\(change.what)")
        #expect(
            glance?.facts
                == StatusFacts(
                    today: day("2026-11-29"), record: DayRecord(drank: false, note: "ジム"),
                    streak: 2, monthSoberDays: 2), "\(change.what)")
    }

    @Test(
        "anything but a day per line goes to the whole-file reader, and so does a day the reader refuses",
        arguments: [
            ("two days on one line", "{\"drank\": false},\n    \"2026-11-29\"", "{\"drank\": false}, \"2026-11-29\""),
            ("days out of order", "2026-11-27", "2026-11-30"),
            ("a newer version", "\"version\": 1", "\"version\": 5"),
            ("a day split over lines", #""2026-11-28": {"drank": false}"#, "\"2026-11-28\": {\n\"drank\": false}"),
            ("the days' end on a day's line", "\"ジム\"}\n  }", "\"ジム\"}}"),
            ("a comma after the last day", "\"ジム\"}\n", "\"ジム\"},\n"),
            ("a count the reader refuses", #""count": 2"#, #""count": 0"#),
            (
                "a mood the reader refuses", #""2026-11-29": {"drank": false"#,
                #""2026-11-29": {"drank": false, "mood": 6"#
            ),
            ("settings the reader refuses", #""dailyLimitGrams": 20"#, #""dailyLimitGrams": "20""#),
        ])
    func otherLayouts(_ change: (what: String, from: String, to: String)) throws {
        let bytes = Self.edited(change.from, change.to)
        #expect(bytes != Self.canonical, "the edit must change something: \(change.what)")
        #expect(Self.glance(bytes, today: day("2026-11-29")).0 == nil, "\(change.what)")
    }

    @Test(
        "ten years of days with every gram spelled 20.0, or with extra spaces, are read from the end like the writer's own"
    )
    func otherSpellingsReadLittle() throws {
        var random = SplitMix(seed: 10)
        let journal = Self.randomJournal(&random, length: 3650, end: day("2026-11-29"), drinkingChance: 40)
        let text = String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self)
        for respelled in [
            text.replacingOccurrences(of: #""grams": 20,"#, with: #""grams": 20.0,"#),
            text.replacingOccurrences(of: "\": ", with: "\" :  ").replacingOccurrences(of: ", \"", with: " ,  \""),
        ] {
            let bytes = Array(respelled.utf8)
            #expect(respelled != text)
            for today in [day("2026-11-29"), day("2026-11-01")] {
                let (glance, read) = Self.glance(bytes, today: today)
                #expect(glance == (try Self.wholeRead(bytes, today: today)))
                #expect(glance?.facts == StatusFacts(journal: journal, today: today))
                #expect(
                    read <= JournalTailReader.headBytes + JournalTailReader.firstWindow,
                    "read \(read) of \(bytes.count) bytes")
            }
        }
    }
}
