import DanshuCore
import DanshuStore
import DanshuTestSupport
import Testing

/// Journal version 2 (design.md §3): a journal that uses no field of version 2 stays version 1, byte for byte;
/// the first such field makes it version 2; danshu reads 1 and 2 and refuses 3.
@Suite("Journal versions")
struct JournalVersionTests {
    @Test("a journal without version-2 fields is written as version 1, without their keys")
    func staysVersionOne() throws {
        let journal = Fixture.designExample
        #expect(journal.formatVersion == 1)
        let text = String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self)
        #expect(text.contains("\"version\": 1,") && !text.contains("ambiguousWidth"))
        #expect(
            JournalWriter.bytes(of: try JournalReader.read(JournalWriter.bytes(of: journal), file: "j"))
                == JournalWriter.bytes(of: journal))
    }

    @Test(
        "ambiguousWidth set to 1 or 2 writes version 2 and the key, first in sorted order; it reads back the same",
        arguments: [AmbiguousWidth.one, .two])
    func settingMakesVersionTwo(_ width: AmbiguousWidth) throws {
        var journal = Fixture.designExample
        journal.settings.ambiguousWidth = width
        #expect(journal.formatVersion == 2)
        let bytes = JournalWriter.bytes(of: journal)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\": 2,"))
        #expect(text.contains("\"settings\": {\"ambiguousWidth\": \"\(width.rawValue)\", \"dailyLimitGrams\": 20"))
        let read = try JournalReader.read(bytes, file: "j")
        #expect(read == journal)
        #expect(JournalWriter.bytes(of: read) == bytes)
        // Back to auto: version 1 again, the same bytes as a journal that never had it.
        var back = read
        back.settings.ambiguousWidth = .auto
        #expect(JournalWriter.bytes(of: back) == JournalWriter.bytes(of: Fixture.designExample))
    }

    @Test("a hand-edited version 2 file loads, with the width as a number or a string")
    func handEdits() throws {
        let one = JournalWriter.bytes(of: Fixture.designExample)
        let text = String(decoding: one, as: UTF8.self)
        for (value, expected) in [("2", AmbiguousWidth.two), ("\"1\"", .one), ("\"auto\"", .auto)] {
            let edited = text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
                .replacingOccurrences(
                    of: "\"dailyLimitGrams\"", with: "\"ambiguousWidth\": \(value), \"dailyLimitGrams\"")
            let journal = try JournalReader.read(Array(edited.utf8), file: "j")
            #expect(journal.settings.ambiguousWidth == expected, "\(value)")
        }
    }

    @Test("danshu config takes ambiguousWidth auto, 1 or 2 and refuses anything else")
    func configKey() {
        var settings = Settings()
        #expect(SettingKey.ambiguousWidth.set("2", in: &settings) && settings.ambiguousWidth == .two)
        #expect(!SettingKey.ambiguousWidth.set("3", in: &settings) && settings.ambiguousWidth == .two)
        #expect(!SettingKey.ambiguousWidth.set("double", in: &settings))
        #expect(SettingKey.ambiguousWidth.allowedValues == "auto|1|2")
        #expect(
            SettingKey.ambiguousWidth.sinceVersion == 2
                && SettingKey.allCases.filter { $0.sinceVersion == 2 }
                    == [
                        .ambiguousWidth, .celebrate, .lockPastDays, .secondUnit, .sex, .usualYenPerWeek,
                        .weeklyLimitGrams,
                    ]
        )
    }
}
