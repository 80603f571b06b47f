import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

@Suite("Journal writer")
struct JournalWriterTests {
    @Test("design.md §3's example is written byte for byte as the design shows it")
    func designExampleBytes() {
        let expected = """
            {
              "format": "danshu-journal",
              "version": 1,
              "settings": {"dailyLimitGrams": 20, "dayStartsAtHour": 4, "gaugeMaxGrams": 60, "language": "ja", "mouse": false, "soberDaysPerWeekGoal": 2, "weekStartsOn": "sunday"},
              "presets": [
                {"abv": 5, "ml": 500, "name": "ビール500缶"},
                {"abv": 13, "ml": 120, "name": "赤ワイン1杯"}
              ],
              "days": {
                "2026-11-27": {"drank": false},
                "2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}], "note": "optional free text"}
              }
            }

            """
        #expect(String(decoding: JournalWriter.bytes(of: Fixture.designExample), as: UTF8.self) == expected)
    }

    @Test("decimals, missing ml and ABV, note-only days, empty drink lists and escapes have one spelling")
    func everyShapeBytes() {
        let expected = #"""
            {
              "format": "danshu-journal",
              "version": 1,
              "settings": {"dailyLimitGrams": 40, "dayStartsAtHour": 5, "gaugeMaxGrams": 80, "language": "en", "mouse": true, "soberDaysPerWeekGoal": 3, "weekStartsOn": "monday"},
              "presets": [
                {"abv": 5, "ml": 500, "name": "ビール500缶"},
                {"abv": 13, "ml": 120, "name": "赤ワイン1杯"},
                {"abv": 13, "ml": 720, "name": "赤ワイン1本"},
                {"abv": 15, "ml": 180, "name": "日本酒1合"},
                {"abv": 43, "ml": 60, "name": "ウイスキーダブル1杯"},
                {"abv": 9, "ml": 500, "name": "ストロング 9% 500ml"},
                {"abv": 7, "ml": 500, "name": "缶チューハイ 7% 500ml"},
                {"abv": 6.5, "ml": 330, "name": "Craft \"IPA\" 6.5%"}
              ],
              "days": {
                "2026-11-01": {"drank": false},
                "2026-11-02": {"drank": true, "drinks": [{"abv": 9, "count": 1, "grams": 36, "ml": 500, "name": "ストロング 9% 500ml"}, {"abv": 6.5, "count": 3, "grams": 17.2, "ml": 330, "name": "Craft \"IPA\" 6.5%"}]},
                "2026-11-03": {"drank": true, "drinks": [{"count": 1, "grams": 13.5, "name": "梅酒 (grams only)"}], "note": "乾杯🍺\nline two\ttab \\ back \u0001 \u007f end"},
                "2026-11-04": {"note": "記録だけ"},
                "2026-11-05": {"drank": true, "drinks": []},
                "2026-11-06": {"drank": false, "note": ""}
              }
            }

            """#
        #expect(String(decoding: JournalWriter.bytes(of: Fixture.everyShape), as: UTF8.self) == expected)
    }

    @Test("no presets and no days are written as [] and {}")
    func emptyLists() {
        let text = String(decoding: JournalWriter.bytes(of: Journal(presets: [], days: [:])), as: UTF8.self)
        #expect(text.hasSuffix("\n  \"presets\": [],\n  \"days\": {}\n}\n"))
    }

    @Test("equal journals built in different orders give identical bytes")
    func identicalBytes() {
        var forward = Journal()
        var backward = Journal()
        let dates = (0..<400).map { LocalDate(dayNumber: 20_000 + $0) }
        for date in dates { forward.days[date] = DayRecord(drank: date.day % 3 == 0) }
        for date in dates.reversed() { backward.days[date] = DayRecord(drank: date.day % 3 == 0) }
        #expect(JournalWriter.bytes(of: forward) == JournalWriter.bytes(of: backward))
        var writer = JournalWriter()
        #expect(writer.encode(forward, changed: nil) == writer.encode(backward, changed: nil))
    }

    @Test("after one change only that day is encoded again, and the bytes equal a fresh encoding")
    func incremental() {
        var journal = Journal()
        for n in 0..<1000 {
            journal.days[LocalDate(dayNumber: 19_000 + n)] =
                n % 4 == 0
                ? .sober
                : DayRecord(drank: true, drinks: [Preset.defaults[n % 7].entry])
        }
        var writer = JournalWriter()
        _ = writer.encode(journal, changed: nil)
        #expect(writer.daysEncodedLastTime == 1000)

        _ = writer.encode(journal, changed: [])
        #expect(writer.daysEncodedLastTime == 0)

        let changed = LocalDate(dayNumber: 19_500)
        journal.days[changed]?.drinks.append(Preset.defaults[0].entry)
        #expect(writer.encode(journal, changed: [changed]) == JournalWriter.bytes(of: journal))
        #expect(writer.daysEncodedLastTime == 1)

        let added = LocalDate(dayNumber: 25_000)
        journal.days[added] = .sober
        #expect(writer.encode(journal, changed: [added]) == JournalWriter.bytes(of: journal))
        #expect(writer.daysEncodedLastTime == 1)

        let gone = LocalDate(dayNumber: 19_001)
        journal.days[gone] = nil
        #expect(writer.encode(journal, changed: [gone]) == JournalWriter.bytes(of: journal))
        #expect(writer.daysEncodedLastTime == 0)

        // One day gone and another new: the same count of days, a different set.
        let (goneToo, new) = (LocalDate(dayNumber: 19_002), LocalDate(dayNumber: 18_000))
        journal.days[goneToo] = nil
        journal.days[new] = .sober
        #expect(writer.encode(journal, changed: [goneToo, new]) == JournalWriter.bytes(of: journal))
        #expect(writer.daysEncodedLastTime == 1)

        // Nil names every day: all encoded afresh, the same bytes.
        #expect(writer.encode(journal, changed: nil) == JournalWriter.bytes(of: journal))
        #expect(writer.daysEncodedLastTime == journal.days.count)
    }

    @Test("drinks of a day whose drank is not true are not written, so the file stays readable")
    func drinksOnlyWhenDrank() throws {
        let date = Fixture.date("2026-11-28")
        let journal = Journal(days: [date: DayRecord(drank: false, drinks: [Preset.defaults[0].entry])])
        let read = try JournalReader.read(JournalWriter.bytes(of: journal), file: "journal.json")
        #expect(read.days[date] == .sober)
    }
}

@Suite("Journal writer cache")
struct JournalWriterCacheTests {
    /// Days gain and lose fields of version 2 (feelings, a price) too, so the version line follows the days; the
    /// days are few enough that the last day of version 2 often goes.
    @Test("after any sequence of changes naming their days the cached bytes equal a fresh encoding")
    func randomEdits() {
        var random = SplitMix(seed: 7)
        var journal = Journal()
        var writer = JournalWriter()
        var backToVersion1 = 0
        for step in 0..<400 {
            if step == 200 { (journal, writer) = (Journal(), JournalWriter()) } // then a few days, changed often
            let before = journal.formatVersion
            var named = Set<LocalDate>()
            for _ in 0..<(1 + random.next(3)) {
                let date = LocalDate(dayNumber: 19_000 + random.next(step < 200 ? 120 : 6))
                named.insert(date)
                switch random.next(8) {
                case 0: journal.days[date] = nil
                case 1: journal.days[date] = .sober
                case 2: journal.days[date] = DayRecord(drank: true, drinks: [Preset.defaults[random.next(7)].entry])
                case 3:
                    journal.days[date, default: DayRecord(drank: nil)].note = String(
                        repeating: "メ", count: random.next(5))
                case 4: journal.days[date]?.drinks.append(Preset.defaults[random.next(7)].entry)
                case 5:
                    journal.days[date, default: DayRecord(drank: nil)].mood =
                        random.next(2) == 0 ? nil : 1 + random.next(5)
                case 6:
                    var entry = Preset.defaults[random.next(7)].entry
                    entry.priceYen = random.next(2) == 0 ? nil : random.next(1000)
                    journal.days[date] = DayRecord(drank: true, drinks: [entry])
                default:
                    journal.days[date] = DayRecord(
                        drank: true, drinks: [Preset.defaults[1].entry], note: "same \(step % 2)")
                }
            }
            let same = writer.encode(journal, changed: named) == JournalWriter.bytes(of: journal)
            #expect(same, "step \(step): the cached bytes differ from a fresh encoding")
            if before == 2 && journal.formatVersion == 1 { backToVersion1 += 1 }
        }
        #expect(backToVersion1 > 0)
    }
}

@Suite("Journal writer started from the file's own lines")
struct JournalWriterSeedTests {
    @Test("the reader sizes its lists by the file's line ends: none, one, several, a last line without one")
    func lineEnds() {
        let texts: [(String, Int)] = [("", 0), ("x", 0), ("\n", 1), ("a\nb\n", 2), ("a\n\nb", 2), ("長\n🍺\nend", 2)]
        for (text, count) in texts {
            #expect(Array(text.utf8).withUnsafeBufferPointer { JournalDecoder.lineCount($0) } == count, "\(text)")
        }
        var random = SplitMix(seed: 41)
        let file = JournalWriter.bytes(of: Self.plainJournal(&random, days: 50))
        #expect(file.withUnsafeBufferPointer { JournalDecoder.lineCount($0) } == file.count { $0 == 0x0A })
    }

    /// Random journals whose text needs no escapes, so every line is in the writer's own spelling.
    static func plainJournal(_ random: inout SplitMix, days: Int) -> Journal {
        let names = ["ビール500缶", "赤ワイン1杯", "ウイスキーダブル1杯", "Beer", "梅酒 🍺", String(repeating: "長", count: 40)]
        var journal = Journal()
        for _ in 0..<days {
            let date = LocalDate(dayNumber: 19_000 + random.next(400))
            let drank: Bool? = [true, false, nil][random.next(3)]
            var drinks: [DrinkEntry] = []
            if drank == true {
                for _ in 0..<random.next(4) {
                    let withVolume = random.next(3) > 0
                    drinks.append(
                        DrinkEntry(
                            name: names[random.next(names.count)], ml: withVolume ? 1 + random.next(5000) : nil,
                            abvTenths: withVolume ? random.next(1001) : nil,
                            gramsTenths: random.next(40_001), count: 1 + random.next(999)))
                }
            }
            journal.days[date] = DayRecord(
                drank: drank, drinks: drinks, note: random.next(3) == 0 ? "メモ \(random.next(100))" : nil)
        }
        return journal
    }

    @Test(
        "a file the writer wrote starts the writer's cache: the first change encodes one day, bytes as a fresh encoding"
    )
    func firstSaveEncodesOneDay() throws {
        var random = SplitMix(seed: 16)
        for round in 0..<50 {
            let original = Self.plainJournal(&random, days: 1 + random.next(60))
            let bytes = JournalWriter.bytes(of: original)
            let (journal, seed) = try JournalReader.read(bytes, file: "journal.json", seedingWriter: true)
            #expect(journal == original)
            let found = try #require(seed, "round \(round)")
            var writer = JournalWriter()
            var changed = journal
            let date = LocalDate(dayNumber: 19_000 + random.next(400))
            changed.days[date] = DayRecord(
                drank: true, drinks: [Preset.defaults[random.next(7)].entry], note: "round \(round)")
            writer.prime(with: found, file: bytes, for: changed, changed: [date])
            #expect(writer.encode(changed, changed: [date]) == JournalWriter.bytes(of: changed), "round \(round)")
            #expect(writer.daysEncodedLastTime == 1, "round \(round)")
            // And it goes on like a writer that encoded everything itself.
            changed.days[date] = nil
            #expect(writer.encode(changed, changed: [date]) == JournalWriter.bytes(of: changed), "round \(round)")
        }
    }

    @Test(
        "the first save after a load copies the file's lines only when each is the writer's, else writes all anew; prepared or not"
    )
    func firstSaveChecksTheLines() throws {
        var random = SplitMix(seed: 5)
        for (respelled, prepared) in [(false, false), (true, false), (false, true), (true, true)] {
            var journal = Self.plainJournal(&random, days: 80)
            let sober = LocalDate(dayNumber: 18_900)
            let other = LocalDate(dayNumber: 18_901)
            journal.days[sober] = .sober
            var bytes = JournalWriter.bytes(of: journal)
            if respelled {
                // Laid out as the writer lays days out, but not spelled as it spells them.
                let text = String(decoding: bytes, as: UTF8.self)
                bytes = Array(text.replacing(#""drank": false}"#, with: #""drank":false}"#).utf8)
            }
            let folder = TemporaryFolder()
            let path = folder.file("journal.json")
            Files.write(bytes, to: path)
            let store = JournalStore(path: path)
            var loaded = try store.load()
            #expect(loaded == journal)
            if prepared { store.prepareFirstSave(of: loaded) }
            loaded.days[other] = DayRecord(drank: true, drinks: [Preset.defaults[0].entry])
            try store.save(loaded, changed: [other])
            #expect(
                store.daysEncodedLastSave == (respelled ? loaded.days.count : 1),
                "respelled: \(respelled), prepared: \(prepared)")
            #expect(
                Files.bytes(path) == JournalWriter.bytes(of: loaded), "respelled: \(respelled), prepared: \(prepared)")
        }
    }

    @Test("the fast path reads what the general path reads: the same lines indented otherwise give the same journal")
    func fastAndGeneralPathsAgree() throws {
        var random = SplitMix(seed: 61)
        for round in 0..<50 {
            let journal = Self.plainJournal(&random, days: random.next(40))
            let bytes = JournalWriter.bytes(of: journal)
            let text = String(decoding: bytes, as: UTF8.self)
            let general = Array(text.replacing("\n    \"", with: "\n     \"").utf8)
            let (fast, seed) = try JournalReader.read(bytes, file: "journal.json", seedingWriter: true)
            let (slow, noSeed) = try JournalReader.read(general, file: "journal.json", seedingWriter: true)
            #expect(fast == slow, "round \(round)")
            #expect(fast == journal, "round \(round)")
            #expect(noSeed == nil)
            #expect((seed != nil) == !journal.days.isEmpty)
        }
    }

    @Test(
        "one day line in another spelling anywhere, even the same day object after `\":` without a space, leaves no seed to start from"
    )
    func oneRespelledLineLeavesNoSeed() throws {
        var random = SplitMix(seed: 22)
        let respellings: [(String, String)] = [
            ("\": {", "\":{"), ("\": {\"drank\": false}", "\": {\"drank\":false}"),
            (", \"count\": ", ",\"count\": "), ("\"grams\": 20,", "\"grams\": 20.0,"),
            ("}", "} "),
        ]
        var respelled = 0
        for round in 0..<60 {
            var journal = Self.plainJournal(&random, days: 20 + random.next(40))
            // Days spelled alike, so the reader meets the same day objects again.
            for offset in 0..<10 {
                journal.days[LocalDate(dayNumber: 19_500 + offset)] =
                    offset % 2 == 0 ? .sober : drank(entry(Drink.beer, count: 2))
            }
            let lines = String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let days = lines.indices.filter { lines[$0].hasPrefix("    \"") }
            let (from, to) = respellings[round % respellings.count]
            let candidates = days.filter { lines[$0].contains(from) }
            guard !candidates.isEmpty else { continue }
            let line = candidates[random.next(candidates.count)]
            var edited = lines
            if let range = edited[line].range(of: from) { edited[line].replaceSubrange(range, with: to) }
            let bytes = Array(edited.joined(separator: "\n").utf8)
            let (read, seed) = try JournalReader.read(bytes, file: "journal.json", seedingWriter: true)
            #expect(read == journal, "round \(round)")
            // Lines laid out as the writer's are gathered as they are read; their text is checked at the first save.
            #expect(
                seed.flatMap { $0.verified(for: read, in: bytes, except: []) } == nil, "round \(round): \(edited[line])"
            )
            respelled += 1
        }
        #expect(respelled > 40)
    }

    @Test(
        "lines in another spelling, out of order or out of limits leave the writer to encode everything, or fail as before",
        arguments: [
            (
                #""2026-11-28": {"drank": true, "drinks": [{"abv": 5.0, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#,
                true
            ),
            (
                #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "\u30d3"}]}"#,
                true
            ),
            (#""2026-11-28": {"drinks": [], "drank": true}"#, true),
            (
                #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 1000, "grams": 20, "ml": 500, "name": "a"}]}"#,
                false
            ),
            (
                #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": ""}]}"#,
                false
            ),
            (#""2026-11-28": {"drank": false, "note": "a\u007fb"}"#, true),
            (#""2026-11-28": {"drank": false, "note": "a"# + "\u{7F}" + #"b"}"#, true),
            (#""2026-11-28": {"drank": false}"#, true),
        ])
    func otherLines(line: String, readable: Bool) throws {
        let text = """
            {
              "format": "danshu-journal",
              "version": 1,
              "days": {
                "2026-11-29": {"drank": false},
                \(line)
              }
            }

            """
        guard readable else {
            #expect(throws: JournalError.self) { try JournalReader.read(Array(text.utf8), file: "journal.json") }
            return
        }
        let (journal, seed) = try JournalReader.read(Array(text.utf8), file: "journal.json", seedingWriter: true)
        #expect(seed == nil) // another spelling, or the 28th after the 29th
        var writer = JournalWriter()
        #expect(writer.encode(journal, changed: nil) == JournalWriter.bytes(of: journal))
        #expect(writer.daysEncodedLastTime == journal.days.count)
    }
}
