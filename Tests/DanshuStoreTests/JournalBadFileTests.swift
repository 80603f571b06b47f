import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

/// One file the reader must refuse, and the error it must give.
struct BadFile: CustomStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var place: JournalPlace
    var problem: JournalProblem
    var description: String { name }

    init(_ name: String, _ text: String, _ place: JournalPlace, _ problem: JournalProblem) {
        self.init(name, Array(text.utf8), place, problem)
    }

    init(_ name: String, _ bytes: [UInt8], _ place: JournalPlace, _ problem: JournalProblem) {
        self.name = name
        self.bytes = bytes
        self.place = place
        self.problem = problem
    }

    /// A valid journal whose `2026-11-28` day is `day`.
    static func withDay(_ day: String) -> String {
        "{\"format\": \"danshu-journal\", \"version\": 1, \"days\": {\"2026-11-27\": {\"drank\": false}, \"2026-11-28\": \(day)}}"
    }

    static let designText = String(decoding: JournalWriter.bytes(of: Fixture.designExample), as: UTF8.self)
    static let beer = #"{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}"#
    static let deepPrefix = #"{"format": "danshu-journal", "version": 1, "days": "#

    static let all: [BadFile] = [
        BadFile("empty", "", .text(line: 1, column: 1), .emptyFile),
        BadFile("only whitespace", " \n ", .text(line: 2, column: 2), .emptyFile),
        BadFile(
            "truncated in a day",
            String(designText[..<(designText.range(of: "\"count\": 2")?.upperBound ?? designText.endIndex)]),
            .text(line: 11, column: 67),
            .syntax(expected: .commaOrObjectEnd, found: .endOfFile)),
        BadFile(
            "truncated after a line",
            String(
                designText.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).joined(separator: "\n")),
            .text(line: 10, column: 36), .syntax(expected: .key, found: .endOfFile)),
        BadFile("not an object", "[1, 2]", .value(""), .invalidValue(expected: .journalObject, found: .list)),
        BadFile(
            "a bare string", "\"danshu\"", .value(""), .invalidValue(expected: .journalObject, found: .string("danshu"))
        ),
        BadFile(
            "wrong format", #"{"format": "other-app", "version": 1}"#, .value("format"),
            .invalidValue(expected: .formatName, found: .string("other-app"))),
        BadFile("format missing", #"{"version": 1, "days": {}}"#, .value(""), .missingKey("format")),
        BadFile(
            "version 5", designText.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 5"),
            .value("version"), .newerVersion(5)),
        BadFile(
            "version 5 with keys this danshu does not know, sorted first",
            #"{"days": {"2026-11-28": {"mood": "good"}}, "format": "danshu-journal", "goals": [], "version": 5}"#,
            .value("version"), .newerVersion(5)),
        BadFile(
            "an ambiguous width that is not auto, 1 or 2",
            designText.replacingOccurrences(
                of: "\"dailyLimitGrams\"", with: "\"ambiguousWidth\": \"3\", \"dailyLimitGrams\""),
            .value("settings.ambiguousWidth"), .invalidValue(expected: .setting(.ambiguousWidth), found: .string("3"))),
        BadFile(
            "version 1.5", #"{"format": "danshu-journal", "version": 1.5}"#, .value("version"),
            .invalidValue(expected: .version, found: .number("1.5"))),
        BadFile(
            "version as a string", #"{"format": "danshu-journal", "version": "1"}"#, .value("version"),
            .invalidValue(expected: .version, found: .string("1"))),
        BadFile(
            "ml negative", withDay(#"{"drank": true, "drinks": [{"count": 1, "grams": 20, "ml": -500, "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[0].ml"), .invalidValue(expected: .millilitres, found: .number("-500"))),
        BadFile(
            "ml a string",
            withDay(#"{"drank": true, "drinks": [{"count": 1, "grams": 20, "ml": "abc", "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[0].ml"), .invalidValue(expected: .millilitres, found: .string("abc"))),
        BadFile(
            "ml not whole",
            withDay(#"{"drank": true, "drinks": [\#(beer), {"count": 1, "grams": 20, "ml": 500.5, "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[1].ml"), .invalidValue(expected: .millilitres, found: .number("500.5"))),
        BadFile(
            "ml over the limit", withDay(#"{"drank": true, "drinks": [{"grams": 20, "ml": 5001, "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[0].ml"), .invalidValue(expected: .millilitres, found: .number("5001"))),
        BadFile(
            "count 0", withDay(#"{"drank": true, "drinks": [{"count": 0, "grams": 20, "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[0].count"), .invalidValue(expected: .count, found: .number("0"))),
        BadFile(
            "abv with two decimals", withDay(#"{"drank": true, "drinks": [{"abv": 5.25, "grams": 20, "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[0].abv"), .invalidValue(expected: .abv, found: .number("5.25"))),
        BadFile(
            "grams with two decimals", withDay(#"{"drank": true, "drinks": [{"grams": 0.05, "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[0].grams"), .invalidValue(expected: .grams, found: .number("0.05"))),
        BadFile(
            "an empty name", withDay(#"{"drank": true, "drinks": [{"grams": 20, "name": ""}]}"#),
            .value("days.2026-11-28.drinks[0].name"), .invalidValue(expected: .name, found: .string(""))),
        BadFile(
            "no grams and no volume", withDay(#"{"drank": true, "drinks": [{"abv": 5, "name": "x"}]}"#),
            .value("days.2026-11-28.drinks[0]"), .missingKey("grams")),
        BadFile(
            "drank is a string", withDay(#"{"drank": "yes"}"#), .value("days.2026-11-28.drank"),
            .invalidValue(expected: .drank, found: .string("yes"))),
        BadFile(
            "drinks on a sober day", withDay(#"{"drank": false, "drinks": [\#(beer)]}"#),
            .value("days.2026-11-28.drinks"),
            .drinksOnDayNotDrank),
        BadFile(
            "an impossible date",
            #"{"format": "danshu-journal", "version": 1, "days": {"2026-02-30": {"drank": false}}}"#,
            .value("days.2026-02-30"), .invalidValue(expected: .date, found: .string("2026-02-30"))),
        BadFile(
            "a date in another form",
            #"{"format": "danshu-journal", "version": 1, "days": {"2026-2-3": {"drank": false}}}"#,
            .value("days.2026-2-3"), .invalidValue(expected: .date, found: .string("2026-2-3"))),
        BadFile(
            "a setting out of range",
            #"{"format": "danshu-journal", "version": 1, "settings": {"dayStartsAtHour": 12}}"#,
            .value("settings.dayStartsAtHour"),
            .invalidValue(expected: .setting(.dayStartsAtHour), found: .number("12"))),
        BadFile(
            "a setting of the wrong type", #"{"format": "danshu-journal", "version": 1, "settings": {"mouse": "yes"}}"#,
            .value("settings.mouse"), .invalidValue(expected: .setting(.mouse), found: .string("yes"))),
        BadFile(
            "an unknown language", #"{"format": "danshu-journal", "version": 1, "settings": {"language": "fr"}}"#,
            .value("settings.language"), .invalidValue(expected: .setting(.language), found: .string("fr"))),
        BadFile(
            "duplicate preset names",
            #"{"format": "danshu-journal", "version": 1, "presets": [{"abv": 5, "ml": 500, "name": "ビール500缶"}, {"abv": 5, "ml": 350, "name": "ビール500缶"}]}"#,
            .value("presets[1].name"), .duplicatePresetName("ビール500缶")),
        BadFile(
            "a preset without ml", #"{"format": "danshu-journal", "version": 1, "presets": [{"abv": 5, "name": "x"}]}"#,
            .value("presets[0]"), .missingKey("ml")),
        BadFile(
            "duplicate keys in a day", withDay(#"{"drank": true, "drank": false}"#), .value("days.2026-11-28.drank"),
            .duplicateKey("drank")),
        BadFile(
            "the same day twice",
            #"{"format": "danshu-journal", "version": 1, "days": {"2026-11-28": {}, "2026-11-2\u0038": {}}}"#,
            .value("days.2026-11-28"), .duplicateKey("2026-11-28")),
        BadFile(
            "the same day twice in the writer's own layout",
            designText.replacingOccurrences(
                of: "    \"2026-11-27\": {\"drank\": false},\n",
                with: String(repeating: "    \"2026-11-27\": {\"drank\": false},\n", count: 2)),
            .value("days.2026-11-27"), .duplicateKey("2026-11-27")),
        BadFile(
            "duplicate top-level keys", #"{"format": "danshu-journal", "version": 1, "days": {}, "days": {}}"#,
            .value("days"), .duplicateKey("days")),
        BadFile(
            "an unknown key in a day", withDay(#"{"drank": false, "feeling": 3}"#), .value("days.2026-11-28.feeling"),
            .unknownKey(
                "feeling", allowed: ["drank", "drinks", "note", "mood", "craving", "medicine", "context", "urges"])),
        BadFile(
            "an unknown top-level key", #"{"format": "danshu-journal", "version": 1, "goals": {"a.b": 1}}"#,
            .value("goals"),
            .unknownKey(
                "goals",
                allowed: ["format", "version", "settings", "presets", "days", "celebrated", "plans", "ifThenPlans"])),
        BadFile(
            "a mood of 6", withDay(#"{"drank": false, "mood": 6}"#), .value("days.2026-11-28.mood"),
            .invalidValue(expected: .mood, found: .number("6"))),
        BadFile(
            "a craving as a word", withDay(#"{"craving": "high"}"#), .value("days.2026-11-28.craving"),
            .invalidValue(expected: .craving, found: .string("high"))),
        BadFile(
            "a celebrated milestone that is none",
            #"{"format": "danshu-journal", "version": 2, "celebrated": {"days": 31}}"#,
            .value("celebrated.days"), .invalidValue(expected: .milestone, found: .number("31"))),
        BadFile(
            "a celebrated milestone without its days", #"{"format": "danshu-journal", "version": 2, "celebrated": {}}"#,
            .value("celebrated"), .missingKey("days")),
        BadFile(
            "a celebrated streak after no real date",
            #"{"format": "danshu-journal", "version": 2, "celebrated": {"days": 7, "lastDrinkingDay": "2026-02-30"}}"#,
            .value("celebrated.lastDrinkingDay"), .invalidValue(expected: .date, found: .string("2026-02-30"))),
        BadFile(
            "an unknown key that needs quoting", #"{"format": "danshu-journal", "version": 1, "settings": {"a.b": 1}}"#,
            .value("settings[\"a.b\"]"), .unknownKey("a.b", allowed: SettingKey.allCases.map(\.rawValue))),
        BadFile(
            "invalid UTF-8",
            Array("{\"format\": \"danshu-journal\", \"version\": 1, \"days\": {\"2026-11-28\": {\"note\": \"ab".utf8)
                + [0xFF]
                + Array("\"}}}".utf8), .text(line: 1, column: 79), .invalidUTF8(byte: 0xFF)),
        BadFile(
            "a UTF-16 surrogate written as UTF-8",
            Array("{\"format\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8),
            .text(line: 1, column: 13), .invalidUTF8(byte: 0xED)),
        BadFile(
            "deep nesting",
            deepPrefix + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}",
            .text(line: 1, column: deepPrefix.count + 64), .nestingTooDeep(limit: 64)),
        BadFile(
            "deep nesting never closed", "[" + String(repeating: "{\"a\":[", count: 5_000),
            .text(line: 1, column: 1 + 6 * 32), .nestingTooDeep(limit: 64)),
        BadFile(
            "a trailing comma", "{\"format\": \"danshu-journal\",\n \"version\": 1,\n}", .text(line: 3, column: 1),
            .syntax(expected: .key, found: .character("}"))),
        BadFile(
            "a raw line break in a string", withDay("{\"note\": \"a\nb\"}"), .text(line: 1, column: 110),
            .syntax(expected: .escapedControlCharacter, found: .character("\n"))),
        BadFile(
            "a lone surrogate escape", withDay(#"{"note": "\ud83c!"}"#), .text(line: 1, column: 115),
            .syntax(expected: .surrogatePair, found: .character("!"))),
        BadFile(
            "a bad escape", withDay(#"{"note": "\x"}"#), .text(line: 1, column: 110),
            .syntax(expected: .escape, found: .character("x"))),
        BadFile(
            "a number with a leading zero", withDay(#"{"drank": true, "drinks": [{"grams": 020, "name": "x"}]}"#),
            .text(line: 1, column: 137), .syntax(expected: .commaOrObjectEnd, found: .character("2"))),
        BadFile(
            "text after the object", designText + "x", .text(line: 14, column: 1),
            .syntax(expected: .endOfFile, found: .character("x"))),
        BadFile(
            "a misspelled literal", withDay(#"{"drank": ture}"#), .text(line: 1, column: 110),
            .syntax(expected: .literal("true"), found: .character("u"))),
        BadFile(
            "a syntax error after a meaning error is reported first",
            #"{"format": "other", "version": 1, "days": {"2026-02-30": {}, }"#, .text(line: 1, column: 62),
            .syntax(expected: .key, found: .character("}"))),
        BadFile(
            "a wrong format after a bad value is reported first",
            #"{"days": {"2026-02-30": {}}, "format": "other", "version": 1}"#, .value("format"),
            .invalidValue(expected: .formatName, found: .string("other"))),
    ]
}

@Suite("Journal reader refuses bad files")
struct JournalBadFileTests {
    @Test(
        "each bad file gives the expected place and problem, loaded or counted (check), and leaves it byte-identical",
        arguments: BadFile.all)
    func refuses(_ bad: BadFile) throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        Files.write(bad.bytes, to: path)
        let store = JournalStore(path: path)
        #expect(throws: JournalError(file: path, place: bad.place, problem: bad.problem)) { try store.load() }
        #expect(throws: JournalError(file: path, place: bad.place, problem: bad.problem)) { try store.count() }
        #expect(Files.bytes(path) == bad.bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["journal.json"])
    }

    @Test("every message names the file, the place and what was expected, in both languages", arguments: BadFile.all)
    func messages(_ bad: BadFile) {
        let error = JournalError(file: "journal.json", place: bad.place, problem: bad.problem)
        for language in Language.allCases {
            let catalog = Catalog(language)
            let message = catalog.message(for: error)
            #expect(message.hasPrefix("journal.json: " + catalog.text(of: bad.place) + ": "))
            #expect(message.contains(language == .en ? "expected" : "が"))
            #expect(!catalog.text(of: bad.place).isEmpty)
        }
    }

    @Test("the design's example message, in English and Japanese")
    func exampleMessage() {
        let error = JournalError(
            file: "journal.json", place: .value("days.2026-11-28.drinks[0].ml"),
            problem: .invalidValue(expected: .millilitres, found: .string("abc")))
        #expect(
            Catalog(.en).message(for: error)
                == #"journal.json: days.2026-11-28.drinks[0].ml: expected a whole number of millilitres from 1 to 5000, found "abc""#
        )
        #expect(
            Catalog(.ja).message(for: error)
                == #"journal.json: days.2026-11-28.drinks[0].ml: 1〜5000 の整数（ミリリットル）が必要ですが、文字列 "abc" になっています"#)
    }

    @Test("syntax messages give line and column")
    func syntaxMessage() {
        let error = JournalError(
            file: "journal.json", place: .text(line: 3, column: 7),
            problem: .syntax(expected: .commaOrObjectEnd, found: .character("x")))
        #expect(Catalog(.en).message(for: error) == "journal.json: line 3, column 7: expected ',' or '}', found 'x'")
        #expect(Catalog(.ja).message(for: error) == "journal.json: 3行7列目: 「,」か「}」が必要ですが、「x」があります")
    }

    @Test("a newer version says so")
    func newerVersionMessage() {
        let error = JournalError(file: "journal.json", place: .value("version"), problem: .newerVersion(2))
        #expect(Catalog(.en).message(for: error).contains("made by a newer danshu"))
        #expect(Catalog(.ja).message(for: error).contains("新しい danshu で作られた"))
    }

    @Test("a folder where the journal should be cannot be read, and says why")
    func folderInsteadOfFile() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: JournalError(file: path, place: .file, problem: .unreadable(errno: EISDIR))) {
            try JournalStore(path: path).load()
        }
        #expect(
            Catalog(.en).message(for: JournalError(file: path, place: .file, problem: .unreadable(errno: EISDIR)))
                == "\(path): expected a readable file, found it cannot be read: it is a folder (EISDIR)")
    }

    @Test("a pipe or a device is refused at once: reading would wait for a writer, or never end")
    func pipeOrDevice() throws {
        let folder = TemporaryFolder()
        let pipe = folder.file("journal.json")
        try #require(mkfifo(pipe, 0o600) == 0)
        for path in [pipe, "/dev/zero"] {
            #expect(throws: JournalError(file: path, place: .file, problem: .notRegularFile)) {
                try JournalStore(path: path).load()
            }
        }
        #expect(
            Catalog(.en).message(for: JournalError(file: pipe, place: .file, problem: .notRegularFile))
                == "\(pipe): expected a regular file, found a pipe, device or socket")
    }

    @Test("a file larger than any journal is not read")
    func tooLarge() throws {
        let folder = TemporaryFolder()
        let path = folder.file("journal.json")
        Files.write("{}", to: path)
        try #require(truncate(path, 300 << 20) == 0) // sparse: no disk space used
        #expect(throws: JournalError(file: path, place: .file, problem: .fileTooLarge(megabytes: 300, limit: 256))) {
            try JournalStore(path: path).load()
        }
        #expect(
            Catalog(.en).message(
                for: JournalError(file: path, place: .file, problem: .fileTooLarge(megabytes: 300, limit: 256)))
                == "\(path): expected a file of at most 256 MB, found 300 MB")
    }
}
