import DanshuCore
import Testing

/// The settings table (`SettingKey.descriptor`): each key takes exactly what its kind says, keeps it where it reads it
/// back, and starts at a value it takes.
@Suite("Settings table")
struct SettingKeyTests {
    @Test("a name keeps its own characters but not the spaces around it")
    func textSetting() {
        var settings = Settings()
        #expect(SettingKey.medicine.set("  セリンクロ１０ｍｇ ", in: &settings) && settings.medicine == "セリンクロ１０ｍｇ")
        #expect(settings.medicineName == "セリンクロ１０ｍｇ")
        #expect(SettingKey.medicine.set("", in: &settings) && settings.medicineName == nil)
    }

    @Test("each key takes what its kind allows, reads it back, and refuses the rest", arguments: SettingKey.allCases)
    func takesItsKind(_ key: SettingKey) {
        var settings = Settings()
        #expect(
            key.set(key.descriptor.defaultValue, in: &settings) && settings == Settings(),
            "the default is a value it takes")
        let allowed: [String]
        let refused: [String]
        switch key.descriptor.kind {
        case .integer(let range):
            allowed = [range.lowerBound, range.upperBound].map(String.init)
            refused = [range.lowerBound - 1, range.upperBound + 1].map(String.init) + ["", "1.5", "x"]
            #expect(
                key.integerRange == range && !key.isFlag
                    && key.allowedValues == "\(range.lowerBound)–\(range.upperBound)")
        case .flag:
            (allowed, refused) = (["true", "false"], ["yes", "1", "TRUE", ""])
            #expect(key.isFlag && key.integerRange == nil && key.allowedValues == "true|false")
        case .choice(let words):
            (allowed, refused) = (words, ["x", "", words[0].uppercased() + "!"])
            #expect(!key.isFlag && key.integerRange == nil && key.allowedValues == words.joined(separator: "|"))
        case .text(let maxLength):
            allowed = ["", "セリンクロ", "Selincro 10 mg", String(repeating: "a", count: maxLength)]
            refused = [String(repeating: "a", count: maxLength + 1), "two\nlines", "tab\there", "esc\u{1B}[31m"]
            #expect(key.isText && !key.isFlag && key.integerRange == nil && key.allowedValues == "TEXT")
        }
        for text in allowed {
            #expect(key.set(text, in: &settings) && key.value(in: settings) == text, "\(key) takes \(text)")
        }
        let before = settings
        for text in refused {
            #expect(!key.set(text, in: &settings) && settings == before, "\(key) refuses \(text)")
        }
    }

    @Test("a key of version 2 or 3 is only that version once it differs from its default")
    func versions() {
        #expect(
            SettingKey.allCases.filter { $0.sinceVersion == 2 }
                == [.ambiguousWidth, .celebrate, .lockPastDays, .secondUnit, .sex, .usualYenPerWeek, .weeklyLimitGrams])
        #expect(SettingKey.allCases.filter { $0.sinceVersion == 3 } == [.ageBand, .medicine])
        #expect(Settings().formatVersion == 1)
        var both = Settings()
        both.secondUnit = .drinksJP
        both.medicine = "セリンクロ"
        #expect(both.formatVersion == 3, "the latest version of the settings used")
        for key in SettingKey.allCases {
            let values: [String]
            switch key.descriptor.kind {
            case .integer(let range): values = [range.lowerBound, range.upperBound].map(String.init)
            case .flag: values = ["true", "false"]
            case .choice(let words): values = words
            case .text: values = ["", "セリンクロ"]
            }
            var settings = Settings()
            let other = values.first { $0 != key.descriptor.defaultValue } ?? ""
            #expect(key.set(other, in: &settings) && !key.isDefault(in: settings), "\(key)")
            #expect(settings.formatVersion == key.sinceVersion, "\(key)")
        }
    }
}
