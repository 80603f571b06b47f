import DanshuCore
import DanshuStore
import DanshuText

/// The subcommands' words: usage errors, what they print and the confirmations they give.
extension Catalog {
    // MARK: Usage errors

    /// The usage lines of a command, after a usage error: `使い方: danshu show [DATE]`.
    public func usage(_ command: Command?) -> String {
        guard let command else { return pick("使い方は danshu --help を見てください", "see danshu --help for usage") }
        let head = pick("使い方: ", "usage: ")
        let indent = String(repeating: " ", count: language == .ja ? 8 : 7)
        return command.usage.enumerated().map { ($0.offset == 0 ? head : indent) + $0.element }.joined(separator: "\n")
    }

    /// What is wrong with the words of a command line.
    public func message(for problem: ArgumentProblem) -> String {
        switch problem {
        case .unknownOption(let option, let command?):
            return pick("\(command) に \(option) というオプションはありません", "\(command) has no option \(option)")
        case .unknownOption(let option, nil):
            return pick(
                "\(option) というオプションはありません（コマンドのオプションはコマンド名の後に書きます）",
                "unknown option \(option) (a command's own options go after the command name)")
        case .missingValue(let option):
            return pick("\(option) の後に値が必要です", "\(option) needs a value after it")
        case .unexpectedValue(let option):
            return pick("\(option) は値を取りません", "\(option) takes no value")
        case .unknownCommand(let word):
            let list = Command.allCases.map(\.rawValue).joined(separator: ", ")
            return pick(
                "「\(word)」というコマンドはありません。コマンド: \(list)（danshu help で説明）",
                "unknown command '\(word)': the commands are \(list) (danshu help explains them)")
        }
    }

    /// An option value outside its choices: `--lang takes ja|en, not 'fr'`.
    public func badChoice(option: String, value: String, allowed: String) -> String {
        pick("\(option) に使える値は \(allowed) です（「\(value)」は使えません）", "\(option) takes \(allowed), not '\(value)'")
    }

    /// A word beyond those the command takes.
    public func unexpectedArgument(_ word: String) -> String {
        pick("余分な引数「\(word)」があります", "unexpected argument '\(word)'")
    }

    /// A required argument is missing: `FILE`.
    public func missingArgument(_ placeholder: String) -> String {
        pick("\(placeholder) を指定してください", "missing \(placeholder)")
    }

    /// A `--month` that is not `YYYY-MM`.
    public func badMonth(_ text: String) -> String {
        pick(
            "「\(text)」は月ではありません。YYYY-MM（例: 2026-11）で指定してください",
            "'\(text)' is not a month: give YYYY-MM, e.g. 2026-11")
    }

    /// `export` with `--from` after `--to`.
    public func fromAfterTo(from: LocalDate, to: LocalDate) -> String {
        pick("--from \(from.iso) が --to \(to.iso) より後です", "--from \(from.iso) is after --to \(to.iso)")
    }

    /// `log` with nothing to record.
    public var nothingToLog: String {
        pick(
            "記録するものがありません。ITEM（プリセット名か番号、例: ビール500缶x2）、--drink、--sober、--note、--mood、--craving のどれかを指定してください",
            "nothing to record: give an ITEM (a preset name or number, e.g. 1x2), --drink, --sober, --note, --mood or --craving"
        )
    }

    /// `log` refusing a drink beyond what a person can drink: the reason, then how to record it all the same.
    public func beyondDrinkableRefused(_ beyond: BeyondDrinkable, name: String, count: Int) -> String {
        beyondDrinkable(beyond, name: name, count: count)
            + pick(
                "打ち間違いでなければ、--force を付けるとこのまま記録します。何も変更していません",
                " If it is not a typo, --force records it as it is. Nothing was changed")
    }

    /// `log --sober` together with drinks.
    public var soberWithDrinks: String {
        pick("--sober（飲まなかった）と飲み物は一緒に指定できません", "--sober (did not drink) cannot go with drinks")
    }

    /// `--drink` refused before the form saw it: too few colons, or values that are not one ABV and one volume. Without
    /// `asOption` (`danshu ask`), the text and the spellings are given without `--drink`.
    public func message(for problem: OneOffArgument.Problem, text: String, asOption: Bool = true) -> String {
        let option = asOption ? "--drink " : ""
        // `ask` reads words as typed, not a shell
        let quote = { (word: String) in asOption ? self.shellWord(word) : word }
        let head = asOption ? pick("--drink「\(text)」", "--drink '\(text)'") : pick("「\(text)」", "'\(text)'")
        switch problem {
        case .notThreeParts:
            return head
                + pick(
                    "は NAME:ABV:ML（名前:度数:量）か NAME:ABV:ML:YEN（価格を付けて）の形で指定してください（例: \(option)ハイボール:7:350）",
                    " must be NAME:ABV:ML or NAME:ABV:ML:YEN with a price, e.g. \(option)highball:7:350")
        case .values(let name, let problem, let price):
            let spell = { (v: ABVAndVolume) in
                option + quote("\(name):\(v.abv):\(v.ml)" + (price.map { ":" + $0 } ?? ""))
            }
            return head + ": " + valuesProblem(problem, spell: spell)
        case .ambiguous(let plain, let priced):
            let abv = { (drink: DrinkEntry) in formatTenthsCompact(drink.abvTenths ?? 0) }
            let ml = { (drink: DrinkEntry) in drink.ml ?? 0 }
            let spell = { (drink: DrinkEntry, price: String) in
                option + quote("\(drink.name):\(abv(drink)):\(ml(drink)):" + price)
            }
            let yen = priced.priceYen ?? 0
            return head
                + pick(
                    "は2通りに読めます。名前「\(plain.name)」・\(abv(plain))%・\(ml(plain))ml・価格なしなら \(spell(plain, ""))、"
                        + "名前「\(priced.name)」・\(abv(priced))%・\(ml(priced))ml・\(self.yen(yen))なら \(spell(priced, "\(yen)円")) と指定してください",
                    " can be read two ways: for '\(plain.name)', \(abv(plain))% in \(ml(plain)) ml without a price, write \(spell(plain, "")); "
                        + "for '\(priced.name)', \(abv(priced))% in \(ml(priced)) ml at \(self.yen(yen)), write \(spell(priced, "¥\(yen)"))"
                )
        }
    }

    /// `presets add NAME ABV ML` with values that are not one ABV and one volume.
    public func presetValuesProblem(_ problem: ABVAndVolume.Problem, name: String) -> String {
        valuesProblem(problem) { "danshu presets add \(shellWord(name)) \(shellWord($0.abv)) \(shellWord($0.ml))" }
    }

    /// Why two values are not one ABV and one volume, with `spell` writing out the right command line.
    private func valuesProblem(_ problem: ABVAndVolume.Problem, spell: (ABVAndVolume) -> String) -> String {
        switch problem {
        case .swapped(let meant):
            let v = meant.normalized
            return pick(
                "度数が先、量が後です。度数 \(v.abv)%、量 \(v.ml)ml なら \(spell(v))（単位を付けて \(spell(v.withUnits)) でも）",
                "ABV comes first, then ml; for \(v.abv)% and \(v.ml) ml write \(spell(v)) (or, with units, \(spell(v.withUnits)))"
            )
        case .sameUnit(let unit):
            let example = spell(ABVAndVolume(abv: "5%", ml: "350ml"))
            return unit == .percent
                ? pick(
                    "度数（%）が2つあります。度数と量（ml）を1つずつ指定してください（例: \(example)）",
                    "both values are ABVs (%); give one ABV and one volume in ml, e.g. \(example)")
                : pick(
                    "量（ml）が2つあります。度数（%）と量を1つずつ指定してください（例: \(example)）",
                    "both values are volumes (ml); give one ABV in % and one volume, e.g. \(example)")
        }
    }

    /// A word as a shell reads it back: as is when it holds nothing the shell treats specially, else in single quotes.
    private func shellWord(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { s in
                !s.isASCII || s.properties.isAlphabetic || ("0"..."9").contains(s)
                    || "-_.,:%+=@/".unicodeScalars.contains(s)
            }
        return plain
            ? word
            : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    /// A field of `--drink` or `presets add` that DanshuCore refused: `ABV (%) '101': from 0 to 100`.
    public func fieldProblem(_ field: DrinkField, _ problem: TypedDrink.Problem, value: String) -> String {
        pick("\(fieldLabel(field))「\(value)」: ", "\(fieldLabel(field)) '\(value)': ")
            + self.problem(problem, field: field)
    }

    /// Every refused field of a typed drink, in the form's order, as one line.
    public func fieldProblems(_ problems: TypedDrink.Problems, of typed: TypedDrink) -> String {
        typed.kind.fields.compactMap { field in
            problems.byField[field].map { fieldProblem(field, $0, value: typed.text(of: field)) }
        }.joined(separator: "; ")
    }

    /// `--drink` refused by the drink form, with the problems of its fields (without `asOption`, as `danshu ask` takes it).
    public func badOneOffFields(_ text: String, problems: String, asOption: Bool = true) -> String {
        asOption
            ? pick("--drink「\(text)」: \(problems)", "--drink '\(text)': \(problems)")
            : pick("「\(text)」: \(problems)", "'\(text)': \(problems)")
    }

    /// A `--note` longer than a note may be.
    /// A control character (NUL, ESC…) in a note or a name typed on the command line.
    public func controlCharacter(in what: String, _ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return pick(
            "\(what) に制御文字 \(code) があります。メモと名前は1行の文字だけです。何も変更していません",
            "\(what) holds the control character \(code): notes and names are one line of text. Nothing was changed")
    }

    /// `presets rm|mv NAME` of a name no preset has: the presets there are, numbered as `presets list` numbers them.
    public func noPresetCalled(_ name: String, presets: [String]) -> String {
        guard !presets.isEmpty else {
            return pick(
                "「\(name)」というプリセットはありません（プリセットはまだありません）", "no preset is called '\(name)' (there are no presets yet)")
        }
        let list = presets.enumerated().map { "  \($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
        return pick(
            "「\(name)」というプリセットはありません。プリセットは次のとおりです（番号でも指定できます）:\n",
            "no preset is called '\(name)'. The presets are (a number works too):\n") + list
    }

    /// A preset's name, as the subject of a sentence.
    public var theName: String { pick("名前", "the name") }

    /// An argument whose bytes are not UTF-8 (the terminal or script uses another encoding): nothing is guessed.
    public func undecodableArgument(_ position: Int) -> String {
        pick(
            "\(position) 番目の引数が UTF-8 の文字ではありません（端末やスクリプトの文字コードを確かめてください）。何も変更していません",
            "argument \(position) is not UTF-8 text (check the terminal's or the script's encoding). Nothing was changed"
        )
    }

    /// A line break or a tab in a note or a name typed on the command line, now a space.
    public func lineBreaksJoined(in what: String) -> String {
        pick(
            "\(what) の改行・タブは空白にしました（メモと名前は1行です）",
            "the line breaks and tabs in \(what) are now spaces (notes and names are one line)")
    }

    public var noteTooLong: String {
        pick(
            "メモは \(Limits.noteLength.upperBound) 文字までです",
            "a note holds at most \(Limits.noteLength.upperBound) characters")
    }

    /// `--names` given to `presets add`, `rm` or `mv`.
    public var namesOnlyWithList: String {
        pick("--names は presets list にだけ使えます", "--names goes only with presets list")
    }

    /// `presets` followed by a word that is no action.
    public func unknownPresetsAction(_ word: String) -> String {
        pick(
            "presets の後には list、add、rm、mv のどれかを書きます（「\(word)」ではなく）",
            "presets takes list, add, rm or mv, not '\(word)'")
    }

    /// A POSITION of `presets mv` outside 1…count.
    public func badPosition(_ text: String, count: Int) -> String {
        pick(
            "位置「\(text)」は使えません。1〜\(count) の番号で指定してください", "'\(text)' is not a position: give a number from 1 to \(count)"
        )
    }

    /// `config` with a key that is no setting, listing the settings.
    public func unknownSetting(_ key: String) -> String {
        let keys = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
        return pick("「\(key)」という設定はありません。設定: \(keys)", "no setting is called '\(key)': the settings are \(keys)")
    }

    /// `config KEY VALUE` with a value the setting does not allow, listing those it does.
    public func badSettingValue(_ key: SettingKey, value: String) -> String {
        if key.isText {
            return pick(
                "\(key.rawValue) に「\(value)」は使えません。使える値: \(medicineSettingText)",
                "\(key.rawValue) cannot be '\(value)': it takes \(medicineSettingText)")
        }
        let shown: String
        switch key {
        case .sex: shown = pick("（画面の言葉 男性・女性 でも）", " (or the screen's words, men or women)")
        case .ageBand: shown = pick("（画面の言葉 40代・40〜49歳 でも）", " (or the screen's words, e.g. 40–49)")
        case .ambiguousWidth, .celebrate, .dailyLimitGrams, .dayStartsAtHour, .gaugeMaxGrams, .language, .lockPastDays,
            .medicine, .mouse,
            .secondUnit, .soberDaysPerWeekGoal, .usualYenPerWeek, .weekStartsOn, .weeklyLimitGrams:
            shown = ""
        }
        return pick(
            "\(key.rawValue) に「\(value)」は使えません。使える値: \(key.allowedValues)",
            "\(key.rawValue) cannot be '\(value)': it takes \(key.allowedValues)") + shown
    }

    /// An import file with days after today.
    public func importFutureDay(file: String, date: LocalDate, today: LocalDate) -> String {
        pick(
            "\(file): \(date.iso) は未来の日なので取り込めません（今日は \(today.iso)）。何も取り込んでいません",
            "\(file): \(date.iso) is in the future and cannot be imported (today is \(today.iso)); nothing was imported"
        )
    }

    /// An import refused whole for an urge of today at a time still to come.
    public func importFutureUrge(file: String, date: LocalDate, at: ClockTime, now: ClockTime) -> String {
        pick(
            "\(file): \(date.iso) \(at.text) の衝動はまだ来ていない時刻なので取り込めません（今は \(now.text)）。何も取り込んでいません",
            "\(file): the urge at \(at.text) on \(date.iso) is later than now (\(now.text)) and cannot be imported; nothing was imported"
        )
    }

    // MARK: What the commands print

    /// The answer line of `show`: `お酒を飲みましたか？ はい`.
    public func answerLine(_ drank: Bool?) -> String {
        let answer = drank.map { $0 ? yes : no } ?? pick("未回答", "not answered")
        return "\(question) \(answer)"
    }

    /// The total line of `show`, the second unit and the band in one bracket: `合計純アルコール量 40.0g（中リスク）`,
    /// `合計純アルコール量 40.0g（4.0ドリンク、中リスク）`, `Total pure alcohol 40.0g (4.0 drinks, moderate risk)`.
    public func totalLine(_ tenths: Int, _ unit: SecondUnit) -> String {
        let bracket =
            (unit.tenths(ofGramsTenths: tenths).map { [secondUnitAmount($0, unit)] } ?? []) + [
                band(RiskBand(gramsTenths: tenths))
            ]
        return pick(
            "\(totalLabel) \(formatGrams(tenths))（\(bracket.joined(separator: "、"))）",
            "\(totalLabel) \(formatGrams(tenths)) (\(bracket.joined(separator: ", ")))")
    }

    /// `show`'s line for a day over the daily limit, a sentence of its own: `1日の上限 20g 超え`, `Over the 20 g daily limit`.
    public func overLimitLine(_ limitGrams: Int) -> String {
        pick(overLimit(limitGrams), "Over the \(limitGrams) g daily limit")
    }

    /// `show` of a day after today.
    public var futureNothingRecorded: String {
        pick("まだ来ていない日です。記録はありません", "This day is still to come: nothing is recorded")
    }

    /// The note line of `show`: `メモ: …`.
    public func noteLine(_ note: String) -> String { pick("\(noteLabel): \(note)", "\(noteLabel): \(note)") }

    /// `--sober` on a day that had drinks.
    public func clearedDrinks(_ n: Int) -> String {
        pick("\(n)杯の記録を消しました", n == 1 ? "Cleared 1 drink" : "Cleared \(n) drinks")
    }

    /// The line of `danshu status`: `断酒 23日目 · 今日 未記録` / `Sober day 23 · not recorded today`, `drank 40.0g today`.
    public func statusLine(streak: Int, today record: DayRecord?) -> String {
        let day = pick("\(todayLabel) \(dayStatus(of: record))", "\(dayStatus(of: record)) today")
        return streak > 0 ? "\(streakTitle(streak)) · \(day)" : day
    }

    /// `danshu check` of a readable journal.
    public func checkOK(path: String, days: Int, presets: Int, exists: Bool) -> String {
        guard exists else {
            return pick(
                "ok: \(path)（ファイルはまだありません。最初の記録で作られます）",
                "ok: \(path) (no file yet: the first change creates it)")
        }
        return pick(
            "ok: \(path)（\(days)日、プリセット \(presets)件）",
            "ok: \(path) (\(self.days(days)), \(presets) preset\(presets == 1 ? "" : "s"))")
    }

    // MARK: `danshu stats`
    /// The first line of `stats`: `2026年11月の統計`.
    public func statsTitle(_ month: YearMonth) -> String {
        pick("\(monthTitle(month))の統計", "Statistics for \(monthTitle(month))")
    }

    // MARK: Column headers of `presets list` and `config`
    /// Header of the number column of `presets list`.
    public var presetNumberHeader: String { "#" }
    /// Header of the key column of `config`.
    public var settingHeader: String { pick("設定", "Setting") }
    /// Header of the value column of `config`.
    public var valueHeader: String { pick("値", "Value") }
    /// Header of the allowed-values column of `config`.
    public var allowedHeader: String { pick("使える値", "Allowed") }

    /// `presets rm` done (confirmations go to standard error).
    public func presetRemoved(_ name: String) -> String { pick("プリセット「\(name)」を削除しました", "Deleted preset \(name)") }
    /// `presets mv` done.
    public func presetMovedTo(_ name: String, position: Int) -> String {
        pick("プリセット「\(name)」を \(position) 番にしました", "Moved preset \(name) to position \(position)")
    }
    /// `config KEY VALUE` done.
    public func settingSet(_ key: SettingKey, _ value: String) -> String {
        pick("\(key.rawValue) を \(value) にしました", "\(key.rawValue) is now \(value)")
    }
    /// `config KEY VALUE` with the value the setting already has.
    public func settingUnchanged(_ key: SettingKey, _ value: String) -> String {
        pick("\(key.rawValue) はすでに \(value) です", "\(key.rawValue) is already \(value)")
    }

    // MARK: `danshu import`
    /// The heading of a conflicting day in `import`.
    public func conflictTitle(_ date: LocalDate) -> String { pick("競合 \(date.iso)", "Conflict \(date.iso)") }
    /// Heads the journal's version of a conflicting day.
    public var conflictOurs: String { pick("ジャーナル:", "Journal:") }
    /// Heads the file's version of a conflicting day.
    public var conflictTheirs: String { pick("ファイル:", "File:") }
    /// The last line of `import`.
    public func importSummary(added: Int, same: Int, conflicts: Int, replaced: Int) -> String {
        pick(
            "追加 \(added)日、同じ \(same)日、競合 \(conflicts)日、置き換え \(replaced)日",
            "added \(added), same \(same), conflicts \(conflicts), replaced \(replaced)")
    }
    /// Said after `import --dry-run`.
    public var importDryRun: String { pick("--dry-run: 何も変更していません", "--dry-run: nothing was changed") }
    /// Said when conflicting days were kept, with how to take the file's.
    public var conflictsKept: String {
        pick(
            "競合した日はジャーナルのままです。ファイルの方を使うには --theirs を付けてください",
            "conflicting days keep the journal's version; --theirs takes the file's")
    }
}
