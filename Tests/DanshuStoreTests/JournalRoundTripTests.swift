import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore

@Suite("Journal round trips")
struct JournalRoundTripTests {
    @Test(
        "what the writer writes, the reader reads back equal",
        arguments: [Fixture.designExample, Fixture.everyShape, .empty, Journal(presets: [], days: [:])])
    func roundTrip(_ journal: Journal) throws {
        let bytes = JournalWriter.bytes(of: journal)
        let read = try JournalReader.read(bytes, file: "journal.json")
        #expect(read == journal)
        #expect(JournalWriter.bytes(of: read) == bytes)
    }

    @Test("random journals with awkward text survive the round trip")
    func randomRoundTrips() throws {
        var random = SplitMix(seed: 42)
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}",
            "é", "酒", "🍺", "\u{2028}", "\u{FEFF}", "{", "}", ":", ",",
        ]
        func text(_ length: Int) -> String {
            var s = String.UnicodeScalarView()
            for _ in 0..<length { s.append(alphabet[random.next(alphabet.count)]) }
            return String(s)
        }
        for _ in 0..<200 {
            var journal = Journal(presets: [])
            for i in 0..<random.next(5) {
                journal.presets.append(
                    Preset(name: "\(i)" + text(random.next(8)), abvTenths: random.next(1001), ml: 1 + random.next(5000))
                )
            }
            for _ in 0..<random.next(20) {
                let date = LocalDate(dayNumber: random.next(30_000))
                let drank: Bool? = [true, false, nil][random.next(3)]
                var drinks: [DrinkEntry] = []
                if drank == true {
                    for _ in 0..<random.next(4) {
                        let withVolume = random.next(2) == 0
                        drinks.append(
                            DrinkEntry(
                                name: "d" + text(random.next(6)), ml: withVolume ? 1 + random.next(5000) : nil,
                                abvTenths: withVolume ? random.next(1001) : nil,
                                gramsTenths: random.next(40_001), count: 1 + random.next(999)))
                    }
                }
                journal.days[date] = DayRecord(
                    drank: drank, drinks: drinks, note: random.next(2) == 0 ? text(random.next(12)) : nil)
            }
            let read = try JournalReader.read(JournalWriter.bytes(of: journal), file: "journal.json")
            #expect(read == journal)
        }
    }

    @Test("drinks, names and days met again are read again exactly, whatever braces and quotes their names hold")
    func valuesMetAgain() throws {
        // The reader takes a drink or name it has read before by its spelling, looked up by the text up to its first `}`
        // or `"`: names holding those, names that begin as others do, and the same drink in other spellings must all read
        // as themselves, on every day they come back.
        let names = ["ビール", "ビール}", "ビール\"}", "{ビール}", "ビール\"", "ビー", "\"", "}", "ビール500缶"]
        var journal = Journal(presets: [])
        var random = SplitMix(seed: 7)
        for offset in 0..<400 {
            let date = LocalDate(dayNumber: 20_000 + offset)
            guard random.next(3) > 0 else {
                journal.days[date] = .sober
                continue
            }
            var drinks: [DrinkEntry] = []
            for k in 0..<(1 + random.next(3)) {
                let name = names[random.next(names.count)] + (k == 2 ? "\(k)" : "")
                guard !drinks.contains(where: { $0.name == name }) else { continue }
                drinks.append(
                    DrinkEntry(
                        name: name, ml: random.next(2) == 0 ? 350 : nil, abvTenths: 50, gramsTenths: 140,
                        count: 1 + random.next(2), priceYen: random.next(4) == 0 ? 200 : nil))
            }
            journal.days[date] = DayRecord(drank: true, drinks: drinks)
        }
        let bytes = JournalWriter.bytes(of: journal)
        #expect(try JournalReader.read(bytes, file: "journal.json") == journal)
        // The same days with the drinks spelled two ways in turn: `{"abv"` and `{ "abv"`.
        var spaced: [UInt8] = []
        var turn = false
        for byte in bytes {
            spaced.append(byte)
            if byte == UInt8(ascii: "{"), spaced.count > 2,
                spaced[spaced.count - 2] == UInt8(ascii: "[") || spaced[spaced.count - 2] == 0x20
            {
                turn.toggle()
                if turn { spaced.append(0x20) }
            }
        }
        #expect(spaced.count > bytes.count)
        #expect(try JournalReader.read(spaced, file: "journal.json") == journal)
    }

    @Test("python's json.tool output (sorted keys, \\u escapes, 4-space indent) reads as the same journal")
    func pythonJsonTool() throws {
        let folder = TemporaryFolder()
        let original = folder.file("journal.json")
        let reformatted = folder.file("tool.json")
        Files.write(JournalWriter.bytes(of: Fixture.everyShape), to: original)
        #expect(try Child.run("python3", ["-m", "json.tool", "--sort-keys", original, reformatted]) == 0)
        let bytes = try #require(Files.bytes(reformatted))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"\ud83c\udf7a"#), "python escapes 🍺 as a surrogate pair")
        #expect(text.hasPrefix("{\n    \"days\""), "python sorts the top-level keys")
        #expect(try JournalReader.read(bytes, file: reformatted) == Fixture.everyShape)
    }

    @Test("python output on one line with every key order reversed reads as the same journal")
    func pythonReversedCompact() throws {
        let folder = TemporaryFolder()
        let original = folder.file("journal.json")
        let reversed = folder.file("reversed.json")
        Files.write(JournalWriter.bytes(of: Fixture.everyShape), to: original)
        let script = """
            import json, sys
            def rev(v):
                if isinstance(v, dict): return {k: rev(v[k]) for k in reversed(list(v))}
                if isinstance(v, list): return [rev(x) for x in v]
                return v
            data = json.load(open(sys.argv[1], encoding='utf-8'))
            open(sys.argv[2], 'w', encoding='utf-8').write(json.dumps(rev(data), separators=(',', ':')))
            """
        #expect(try Child.run("python3", ["-c", script, original, reversed]) == 0)
        let bytes = try #require(Files.bytes(reversed))
        #expect(!bytes.contains(0x0A))
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix(#"{"days":"#))
        #expect(try JournalReader.read(bytes, file: reversed) == Fixture.everyShape)
    }

    @Test("other spellings of the same numbers, strings and whitespace read the same")
    func otherSpellings() throws {
        let text =
            "\u{FEFF}\r\n\t{ \"days\" :{\"2026-11-28\":{\"drinks\":[{\"name\":\"\\u30d3\\u30fc\\u30eb500\\u7f36\",\"ml\":5e2,\"abv\":50E-1,"
            + "\"grams\":20.00,\"count\":2.0}],\"drank\":true,\"note\":\"\\/\\b\\f\\r\\\"\\uD83C\\uDF7A\"},"
            + "\"2026-11-27\":{\"drank\":false,\"note\":null}},\r\n\"presets\":[{\"name\":\"x\",\"ml\":1E3,\"abv\":0.135e2},"
            + "{\"name\":\"y\",\"ml\":1000.0,\"abv\":13.50}],"
            + "\"settings\":{\"m\\u006fuse\":true,\"dailyLimitGrams\":4e1},\"version\":1.0,\"format\":\"danshu-journal\"}  \n"
        let journal = try JournalReader.read(Array(text.utf8), file: "journal.json")
        var settings = Settings()
        settings.mouse = true
        settings.dailyLimitGrams = 40
        #expect(
            journal
                == Journal(
                    settings: settings,
                    presets: [
                        Preset(name: "x", abvTenths: 135, ml: 1000), Preset(name: "y", abvTenths: 135, ml: 1000),
                    ],
                    days: [
                        Fixture.date("2026-11-27"): .sober,
                        Fixture.date("2026-11-28"): DayRecord(
                            drank: true,
                            drinks: [
                                DrinkEntry(name: "ビール500缶", ml: 500, abvTenths: 50, gramsTenths: 200, count: 2)
                            ], note: "/\u{8}\u{C}\r\"🍺"),
                    ]))
    }

    @Test("missing settings keep their defaults, missing presets are the default presets, missing days are none")
    func missingKeys() throws {
        let text = #"{"format": "danshu-journal", "version": 1, "settings": {"language": "en"}}"#
        var settings = Settings()
        settings.language = .en
        #expect(
            try JournalReader.read(Array(text.utf8), file: "j")
                == Journal(settings: settings, presets: Preset.defaults, days: [:]))
        let bare = #"{"version": 1, "format": "danshu-journal"}"#
        #expect(try JournalReader.read(Array(bare.utf8), file: "j") == .empty)
    }

    @Test("an entry without grams gets them from ml and ABV, and without count counts one")
    func entryDefaults() throws {
        let text =
            #"{"format": "danshu-journal", "version": 1, "days": {"2026-11-28": {"drank": true, "drinks": [{"name": "缶チューハイ", "ml": 350, "abv": 9}]}}}"#
        let journal = try JournalReader.read(Array(text.utf8), file: "j")
        #expect(
            journal.days[Fixture.date("2026-11-28")]?.drinks == [
                DrinkEntry(name: "缶チューハイ", ml: 350, abvTenths: 90, gramsTenths: 252, count: 1)
            ])
    }
}

/// A small deterministic random source (SplitMix64), so failures repeat.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(nextBits() % UInt64(bound)) }
}

@Suite("Journal counted for check")
struct JournalCountTests {
    /// Days in the writer's layout, in the given order (the reader takes any order).
    static func journal(days: [String]) -> [UInt8] {
        let lines = days.map { "    \"\($0)\": {\"drank\": false}" }.joined(separator: ",\n")
        return Array("{\n  \"format\": \"danshu-journal\",\n  \"version\": 1,\n  \"days\": {\n\(lines)\n  }\n}\n".utf8)
    }

    @Test("check counts days in any order from 1900 to 9999 as loading keeps them, and refuses one met twice")
    func countsAnyOrder() throws {
        let days = ["2026-11-29", "1900-01-01", "9999-12-31", "1969-12-31", "1970-01-01", "2026-11-28", "1900-03-01"]
        let bytes = Self.journal(days: days)
        #expect(try JournalReader.count(bytes, file: "j").days == days.count)
        #expect(try JournalReader.read(bytes, file: "j").days.count == days.count)
        for repeated in days {
            let twice = Self.journal(days: days + [repeated])
            #expect(
                throws: JournalError(file: "j", place: .value("days.\(repeated)"), problem: .duplicateKey(repeated))
            ) {
                try JournalReader.count(twice, file: "j")
            }
        }
    }
}
