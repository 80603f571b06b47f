import DanshuCore
import DanshuText
import DanshuUI

/// `danshu config [KEY [VALUE]]`: every setting with its value and allowed values, one value,
/// or a change validated by the reducer and saved.
enum ConfigCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(2)
        let words = context.arguments.positionals
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        guard let keyWord = words.first else {
            let settings = try context.read().settings
            let rows =
                [[catalog.settingHeader, catalog.valueHeader, catalog.allowedHeader]]
                + SettingKey.allCases.map { [$0.rawValue, $0.value(in: settings), $0.allowedValues] }
            context.print(TextTable.lines(rows).joined(separator: "\n"))
            return
        }
        guard let key = SettingKey(rawValue: keyWord) else { throw context.usageError(catalog.unknownSetting(keyWord)) }
        guard words.count == 2 else {
            context.print(key.value(in: try context.read().settings))
            return
        }
        // A name is taken as typed (one line, no full-width digits turned ASCII); numbers and words are normalized.
        var value = key.isText ? try context.oneLine(words[1], what: key.rawValue) : NumberInput.normalize(words[1])
        // Yen a week is typed as prices are: `7,000`, `7000円`, `¥7,000`.
        if key == .usualYenPerWeek,
            case .success(let yen) = NumberInput.yen(words[1], range: Settings.usualYenPerWeekRange)
        {
            value = String(yen)
        }
        // The words the screen shows for a choice name it too: `sex 男性`, `ageBand 40代`, `ageBand 40–49`.
        if let shown = Catalog.settingValue(shownAs: words[1], for: key) { value = shown }
        var scratch = Settings()
        guard key.set(value, in: &scratch) else {
            throw context.usageError(catalog.badSettingValue(key, value: words[1]))
        }
        var unchanged = false
        try context.change { editor throws(CommandFailure) in
            unchanged = key.value(in: editor.journal.settings) == key.value(in: scratch)
            try editor.apply(.changeSetting(key, to: value))
        }
        let text = key.value(in: scratch)
        context.say(unchanged ? context.catalog.settingUnchanged(key, text) : context.catalog.settingSet(key, text))
    }
}
