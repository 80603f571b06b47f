import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

/// The fields of design.md §6 in the file (§3, version 2): prices and calories on presets and entries, and the
/// settings secondUnit, usualYenPerWeek and weeklyLimitGrams. A journal that uses none stays version 1 byte for
/// byte; the first one writes version 2; they read back, travel through CSV and JSON exports and merges, and
/// bad values are refused with the place and the range.
@Suite("Feedback fields in the journal")
struct FeedbackJournalTests {
    static let beer = Preset.defaults[0]
    static let priced = Preset(name: beer.name, abvTenths: 50, ml: 500, priceYen: 300, extraKcal: 40)

    /// The design example with a priced preset and a priced drink.
    static var pricedJournal: Journal {
        var journal = Fixture.designExample
        journal.presets[0] = priced
        journal.days[Fixture.date("2026-11-28")]?.drinks[0].priceYen = 300
        journal.days[Fixture.date("2026-11-28")]?.drinks[0].extraKcal = 40
        return journal
    }

    @Test(
        "a price on a preset and an entry writes version 2, the keys in sorted order; taken away, the version-1 bytes come back"
    )
    func versionOneAndTwo() throws {
        let one = JournalWriter.bytes(of: Fixture.designExample)
        let two = JournalWriter.bytes(of: Self.pricedJournal)
        let text = String(decoding: two, as: UTF8.self)
        #expect(text.contains("\"version\": 2,\n"))
        #expect(text.contains(#"    {"abv": 5, "kcal": 40, "ml": 500, "name": "ビール500缶", "price": 300},"#))
        #expect(
            text.contains(
                #"[{"abv": 5, "count": 2, "grams": 20, "kcal": 40, "ml": 500, "name": "ビール500缶", "price": 300}]"#))
        let read = try JournalReader.read(two, file: "j")
        #expect(read == Self.pricedJournal)
        #expect(JournalWriter.bytes(of: read) == two)
        var back = read
        back.presets[0] = Self.beer
        back.days[Fixture.date("2026-11-28")]?.drinks[0].priceYen = nil
        back.days[Fixture.date("2026-11-28")]?.drinks[0].extraKcal = nil
        #expect(JournalWriter.bytes(of: back) == one)
        // Only the fields that are set are written: a price of 0 is a price, no kcal is no key.
        var free = Fixture.designExample
        free.presets[1].priceYen = 0
        #expect(
            String(decoding: JournalWriter.bytes(of: free), as: UTF8.self).contains(
                #"{"abv": 13, "ml": 120, "name": "赤ワイン1杯", "price": 0}"#))
    }

    @Test("the new settings are written only away from their defaults, and then make version 2")
    func settings() throws {
        var journal = Fixture.designExample
        journal.settings.weeklyLimitGrams = 100
        #expect(JournalWriter.bytes(of: journal) == JournalWriter.bytes(of: Fixture.designExample))
        journal.settings.secondUnit = .drinksJP
        journal.settings.usualYenPerWeek = 7_000
        journal.settings.weeklyLimitGrams = 0
        let text = String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self)
        #expect(text.contains("\"version\": 2,\n"))
        #expect(
            text.contains(
                #""settings": {"dailyLimitGrams": 20, "dayStartsAtHour": 4, "gaugeMaxGrams": 60, "language": "ja", "mouse": false, "secondUnit": "drinksJP", "soberDaysPerWeekGoal": 2, "usualYenPerWeek": 7000, "weekStartsOn": "sunday", "weeklyLimitGrams": 0}"#
            ))
        #expect(try JournalReader.read(Array(text.utf8), file: "j") == journal)
    }

    @Test("the writer's cache knows which days need version 2, saving after saving")
    func cachedVersion() throws {
        var writer = JournalWriter()
        var journal = Fixture.designExample
        let day = Fixture.date("2026-11-28")
        let other = Fixture.date("2026-11-20")
        _ = writer.encode(journal, changed: nil)
        journal.days[day]?.drinks[0].priceYen = 300
        #expect(writer.encode(journal, changed: [day]) == JournalWriter.bytes(of: journal))
        // A second priced day, then the first unpriced: still version 2.
        journal.days[other] = drank(
            DrinkEntry(name: "x", ml: nil, abvTenths: nil, gramsTenths: 10, count: 1, extraKcal: 5))
        #expect(writer.encode(journal, changed: [other]) == JournalWriter.bytes(of: journal))
        journal.days[day]?.drinks[0].priceYen = nil
        #expect(writer.encode(journal, changed: [day]) == JournalWriter.bytes(of: journal))
        #expect(journal.formatVersion == 2)
        // The last priced day removed: version 1 again, the cache's bytes equal to a fresh encoding.
        journal.days[other] = nil
        let bytes = writer.encode(journal, changed: [other])
        #expect(bytes == JournalWriter.bytes(of: journal) && bytes == JournalWriter.bytes(of: Fixture.designExample))
        #expect(writer.daysEncodedLastTime == 0)
    }

    @Test("a version 1 file with the new keys (a hand edit) reads, and is written back as version 2")
    func handEditedVersionOne() throws {
        let text = String(decoding: JournalWriter.bytes(of: Fixture.designExample), as: UTF8.self)
            .replacingOccurrences(of: #""name": "ビール500缶"}"#, with: #""name": "ビール500缶", "price": 250}"#)
        let journal = try JournalReader.read(Array(text.utf8), file: "j")
        #expect(
            journal.presets[0].priceYen == 250 && journal.days[Fixture.date("2026-11-28")]?.drinks[0].priceYen == 250)
        #expect(String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self).contains("\"version\": 2,"))
    }

    static let designText = String(decoding: JournalWriter.bytes(of: Fixture.designExample), as: UTF8.self)

    static let badFiles: [BadFile] = [
        BadFile(
            "a negative price",
            BadFile.withDay(#"{"drank": true, "drinks": [{"count": 1, "grams": 20, "name": "x", "price": -5}]}"#),
            .value("days.2026-11-28.drinks[0].price"), .invalidValue(expected: .price, found: .number("-5"))),
        BadFile(
            "a price over 100,000",
            BadFile.withDay(#"{"drank": true, "drinks": [{"count": 1, "grams": 20, "name": "x", "price": 100001}]}"#),
            .value("days.2026-11-28.drinks[0].price"), .invalidValue(expected: .price, found: .number("100001"))),
        BadFile(
            "a price with a decimal",
            BadFile.withDay(#"{"drank": true, "drinks": [{"count": 1, "grams": 20, "name": "x", "price": 1.5}]}"#),
            .value("days.2026-11-28.drinks[0].price"), .invalidValue(expected: .price, found: .number("1.5"))),
        BadFile(
            "a price as text",
            designText.replacingOccurrences(of: #""name": "赤ワイン1杯"}"#, with: #""name": "赤ワイン1杯", "price": "300"}"#),
            .value("presets[1].price"), .invalidValue(expected: .price, found: .string("300"))),
        BadFile(
            "calories over 10,000",
            designText.replacingOccurrences(of: #""name": "赤ワイン1杯"}"#, with: #""name": "赤ワイン1杯", "kcal": 10001}"#),
            .value("presets[1].kcal"), .invalidValue(expected: .kcal, found: .number("10001"))),
        BadFile(
            "a second unit there is not",
            designText.replacingOccurrences(
                of: "\"dailyLimitGrams\"", with: "\"secondUnit\": \"pints\", \"dailyLimitGrams\""),
            .value("settings.secondUnit"), .invalidValue(expected: .setting(.secondUnit), found: .string("pints"))),
        BadFile(
            "a weekly limit over 1400",
            designText.replacingOccurrences(
                of: "\"weekStartsOn\"", with: "\"weeklyLimitGrams\": 1401, \"weekStartsOn\""),
            .value("settings.weeklyLimitGrams"),
            .invalidValue(expected: .setting(.weeklyLimitGrams), found: .number("1401"))),
        BadFile(
            "usual spending below 0",
            designText.replacingOccurrences(of: "\"weekStartsOn\"", with: "\"usualYenPerWeek\": -1, \"weekStartsOn\""),
            .value("settings.usualYenPerWeek"),
            .invalidValue(expected: .setting(.usualYenPerWeek), found: .number("-1"))),
        BadFile(
            "a key of no version",
            BadFile.withDay(#"{"drank": true, "drinks": [{"count": 1, "grams": 20, "name": "x", "yen": 5}]}"#),
            .value("days.2026-11-28.drinks[0].yen"),
            .unknownKey("yen", allowed: ["abv", "count", "grams", "kcal", "ml", "name", "price"])),
    ]

    @Test(
        "bad prices, calories and settings are refused with the place, and the file is left alone",
        arguments: Self.badFiles)
    func refuses(_ bad: BadFile) throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        Files.write(bad.bytes, to: path)
        #expect(throws: JournalError(file: path, place: bad.place, problem: bad.problem)) {
            try JournalStore(path: path).load()
        }
        #expect(Files.bytes(path) == bad.bytes)
    }

    @Test("the messages say the range, in both languages")
    func messages() {
        func message(_ language: Language, _ expected: JournalExpectation, _ found: JournalFound) -> String {
            Catalog(language).message(
                for: JournalError(
                    file: "j.json", place: .value("x"), problem: .invalidValue(expected: expected, found: found)))
        }
        #expect(
            message(.en, .price, .number("-5"))
                == "j.json: x: expected a whole number of yen from 0 to 100000, found -5")
        #expect(message(.ja, .price, .number("-5")) == "j.json: x: 0〜100000 の整数（円）が必要ですが、数値 -5 になっています")
        #expect(
            message(.en, .kcal, .number("1.5"))
                == "j.json: x: expected a whole number of kcal from 0 to 10000, found 1.5")
        #expect(
            message(.en, .setting(.secondUnit), .string("pints"))
                == #"j.json: x: expected one of "none", "drinksJP", "ukUnits", "usDrinks", found "pints""#)
        #expect(
            message(.en, .setting(.usualYenPerWeek), .number("-1"))
                == "j.json: x: expected a whole number of yen from 0 to 1000000, found -1")
        #expect(
            message(.ja, .setting(.weeklyLimitGrams), .number("1401"))
                == "j.json: x: 0〜1400 の整数（グラム）が必要ですが、数値 1401 になっています")
        // Every setting says its own values: none of them but the flags asks for true or false.
        #expect(
            message(.en, .setting(.ambiguousWidth), .number("3"))
                == #"j.json: x: expected one of "auto", "1", "2", found 3"#)
        for key in SettingKey.allCases {
            let text = message(.en, .setting(key), .string("x"))
            #expect(text.contains("true or false") == key.isFlag, "\(key): \(text)")
            #expect(
                text.contains(key.integerRange.map { "from \($0.lowerBound) to \($0.upperBound)" } ?? "expected"),
                "\(key): \(text)")
        }
        let newer = JournalError(file: "j.json", place: .value("version"), problem: .newerVersion(5))
        #expect(
            Catalog(.en).message(for: newer).hasPrefix(
                "j.json: version: expected a version from 1 to 4, found version 5"))
    }

    // MARK: Exports and merges

    @Test("CSV: price and kcal columns only when used; export, import and export again give the same days and bytes")
    func csvRoundTrip() throws {
        #expect(
            String(decoding: JournalCSV.encode(Fixture.designExample.days), as: UTF8.self).hasPrefix(
                "date,drank,name,ml,abv,grams,count,note\r\n"))
        var days = Self.pricedJournal.days
        days[Fixture.date("2026-11-29")] = drank(
            DrinkEntry(name: "梅酒", ml: nil, abvTenths: nil, gramsTenths: 86, count: 1))
        let csv = JournalCSV.encode(days)
        let text = String(decoding: csv, as: UTF8.self)
        #expect(
            text == """
                date,drank,name,ml,abv,grams,count,note,price,kcal\r
                2026-11-27,false,,,,,,,,\r
                2026-11-28,true,ビール500缶,500,5,20.0,2,optional free text,300,40\r
                2026-11-29,true,梅酒,,,8.6,1,,,\r

                """)
        let read = try JournalCSV.decode(csv)
        #expect(read == days)
        #expect(JournalCSV.encode(read) == csv)
        // JSON: the journal's own bytes.
        let json = JournalExport.json(Self.pricedJournal)
        #expect(try ImportFile.read(json, file: "j.json") == ImportedDays(days: Self.pricedJournal.days, carried: .all))
    }

    @Test("CSV: an eight-column export still imports; a bad price or kcal names its column and line")
    func csvOldAndBad() throws {
        let old = "date,drank,name,ml,abv,grams,count,note\r\n2026-11-28,true,ビール500缶,500,5,20.0,2,\r\n"
        #expect(try JournalCSV.decode(Array(old.utf8))[Fixture.date("2026-11-28")]?.drinks[0].priceYen == nil)
        let header = "date,drank,name,ml,abv,grams,count,note,price,kcal\r\n"
        let spelled = header + "2026-11-28,true,x,,,20.0,1,,450円,\r\n"
        #expect(try JournalCSV.decode(Array(spelled.utf8))[Fixture.date("2026-11-28")]?.drinks[0].priceYen == 450)
        for (row, column, found) in [
            ("2026-11-28,true,x,,,20.0,1,,-5,", "price", "-5"), ("2026-11-28,true,x,,,20.0,1,,1e3,", "price", "1e3"),
            ("2026-11-28,true,x,,,20.0,1,,,abc", "kcal", "abc"),
        ] {
            let expected: JournalExpectation = column == "price" ? .price : .kcal
            #expect(
                throws: CSVImportError(line: 2, problem: .invalid(column: column, expected: expected, found: found))
            ) {
                try JournalCSV.decode(Array((header + row + "\r\n").utf8))
            }
        }
        // A price on a sober day's row is a drink column on a day not drunk.
        #expect(throws: CSVImportError(line: 2, problem: .drinksOnDayNotDrank)) {
            try JournalCSV.decode(Array((header + "2026-11-28,false,,,,,,,300,\r\n").utf8))
        }
    }

    @Test("merge: a price changed on one side wins; a day priced differently on both sides is a conflict")
    func merge() {
        let base = Fixture.designExample
        var ours = base
        var theirs = base
        theirs.presets[0] = Self.priced
        theirs.settings.usualYenPerWeek = 5_000
        let day = Fixture.date("2026-11-28")
        ours.days[day]?.drinks[0].priceYen = 300
        theirs.days[day]?.drinks[0].priceYen = 280
        let merged = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merged.journal.presets[0] == Self.priced && merged.journal.settings.usualYenPerWeek == 5_000)
        #expect(merged.conflicts.map(\.date) == [day] && merged.journal.days[day]?.drinks[0].priceYen == 300)
    }
}
