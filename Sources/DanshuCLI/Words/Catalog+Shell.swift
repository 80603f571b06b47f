import DanshuCore
import DanshuText

/// Words for several machines and the shell (design.md §7): `merge`, `status --format`, and `remind`.
extension Catalog {
    // MARK: `danshu merge`

    /// The help of `merge` after its usage line.
    var mergeDetails: String {
        pick(
            """
            git のマージドライバーとして、共通の祖先 BASE と2つの版 OURS・THEIRS を内容でマージし、結果を OURS に書きます
            （ジャーナルと同じバイト列なので、git diff では変わった日が1行ずつになります）。
            設定はキーごと、プリセットは名前ごと、日は日付ごとに、変えた側の内容を使います。どちらかにある日は必ず残ります。
            同じ日が両方で違う内容に変わっていたら競合です。OURS の記録を残し、THEIRS の記録を一時ファイルに書いて
            danshu import --theirs でそれを取り込めるようにして、終了コード 1 で終わります（git はファイルを競合として扱います）。
            週の予定が両方で違う内容に変わっていたら OURS の予定を残し、THEIRS の予定も同じ一時ファイルに書きます（競合にはしません）。
            BASE が空のファイルなら、共通の祖先なしとしてマージします。読めないファイルがあれば、何も書かずに終了コード 3 です。

            git での設定（ジャーナルのあるリポジトリで）:
              echo 'journal.json merge=danshu' >> .gitattributes
              git config merge.danshu.driver 'danshu merge %O %A %B'

            danshu merge COPY は、Syncthing や Dropbox が残した競合コピーをジャーナルに内容で取り込み（日・プリセット・設定）、
            コピーを削除します。両方で違う内容の日や週の予定はジャーナルの記録を残して一覧にし、コピーも残します。
            """,
            """
            As a git merge driver: merges the two versions OURS and THEIRS of their common ancestor BASE by meaning
            and writes the result to OURS, in the journal's own bytes (so git diff shows one line per changed day).
            Settings merge key by key, presets by name and days by date, taking the side that changed something.
            Every day recorded on either side is kept. A day changed differently on both sides is a conflict: OURS's
            record stays, THEIRS's goes to a temporary file for danshu import --theirs, and the exit status is 1 (git
            then marks the file as conflicted). A week's plan changed differently on both sides keeps OURS's, and
            THEIRS's goes to the same file (not a conflict by itself). An empty BASE means no common ancestor. When a
            file cannot be read, nothing is written and the exit status is 3.

            Set-up with git (in the repository that holds the journal):
              echo 'journal.json merge=danshu' >> .gitattributes
              git config merge.danshu.driver 'danshu merge %O %A %B'

            danshu merge COPY folds a conflict copy left by Syncthing or Dropbox into the journal by meaning (days,
            presets, settings) and removes it. A day or a week's plan the two hold differently keeps the journal's and
            is listed, and the copy then stays.
            """)
    }

    /// `merge` with conflicts, first line: how many days, and that ours is kept.
    public func mergeConflicts(_ count: Int) -> String {
        pick(
            "\(count)日が両方で違う内容に変わっていました。こちら（OURS）の記録を残しています:",
            count == 1
                ? "1 day was changed differently on both sides; ours is kept:"
                : "\(count) days were changed differently on both sides; ours are kept:")
    }

    /// One conflicting day: `2026-11-28  こちら: 休肝日  相手: 飲酒 40.0g（2杯）`, with whatever else tells the two apart.
    public func mergeConflictLine(_ date: LocalDate, ours: DayRecord, theirs: DayRecord) -> String {
        let (o, t) = daySummaries(ours, theirs)
        return pick("  \(date.iso)  こちら: \(o)  相手: \(t)", "  \(date.iso)  ours: \(o)  theirs: \(t)")
    }

    /// Two versions of a day in a few words each: the state and the number of drinks, then only what differs between
    /// them beyond that (what the drinks cost; where nothing else tells them apart, their calories, else the drinks
    /// themselves; the feelings; the note's words), so no two different versions read alike and the others stay short.
    func daySummaries(_ a: DayRecord, _ b: DayRecord) -> (String, String) {
        var parts = ([dayHead(a)], [dayHead(b)])
        func add(_ words: (DayRecord) -> String?) {
            if let x = words(a) { parts.0.append(x) }
            if let y = words(b) { parts.1.append(y) }
        }
        if a.drank == true && b.drank == true && a.drinks != b.drinks {
            if a.spentYen != b.spentYen || a.hasPrice != b.hasPrice {
                add {
                    $0.hasPrice ? pick("支出 \(yen($0.spentYen))", "spent \(yen($0.spentYen))") : pick("価格なし", "no price")
                }
            }
            // Calories and the drinks themselves only where nothing said so far tells the two apart.
            if parts.0 == parts.1 && Calories.whole(a.kcalTenths) != Calories.whole(b.kcalTenths) {
                add { kcal(Calories.whole($0.kcalTenths)) }
            }
            if parts.0 == parts.1 { add { drinkList($0.drinks, detailed: false) } }
            if parts.0 == parts.1 { add { drinkList($0.drinks, detailed: true) } }
        }
        if a.mood != b.mood {
            add { $0.mood.map(moodValue) ?? pick("気分なし", "no mood") }
        }
        if a.craving != b.craving {
            add { $0.craving.map(cravingValue) ?? pick("飲みたい気持ちなし", "no craving") }
        }
        if a.medicine != b.medicine {
            add { day in day.medicine.map { pick("服薬 \($0)", "took \($0)") } ?? pick("服薬なし", "no medicine") }
        }
        if a.context != b.context {
            add { day in day.context.map(contextShort) ?? pick("状況なし", "no context") }
        }
        let bothNoted = !(a.note ?? "").isEmpty && !(b.note ?? "").isEmpty
        add { day in
            guard let note = day.note, !note.isEmpty else { return nil }
            return bothNoted && a.note != b.note
                ? pick("メモ「\(excerpt(note))」", "note '\(excerpt(note))'") : pick("メモあり", "with a note")
        }
        let separator = pick("、", ", ")
        return (parts.0.joined(separator: separator), parts.1.joined(separator: separator))
    }

    /// A day's state and, on a day answered はい with drinks, how many: `飲酒 40.0g（2杯）`, `休肝日（ノンアル 2杯）`.
    private func dayHead(_ record: DayRecord) -> String {
        if record.hadOnlyNonAlcoholicDrinks {
            let count = record.drinkCount
            return pick(
                "休肝日（ノンアル \(count)杯）",
                count == 1 ? "sober (1 non-alcoholic drink)" : "sober (\(count) non-alcoholic drinks)")
        }
        var text = dayStatus(DayState(record))
        if record.drank == true && !record.drinks.isEmpty {
            let count = record.drinkCount
            text += pick("（\(count)杯）", count == 1 ? " (1 drink)" : " (\(count) drinks)")
        }
        return text
    }

    /// The drinks as `ビール500缶 × 2 + 発泡酒 × 1`; `detailed` adds each one's ABV and volume, for drinks that differ only there.
    private func drinkList(_ drinks: [DrinkEntry], detailed: Bool) -> String {
        drinks.map { drink in
            let measure =
                detailed
                ? [
                    drink.abvTenths.map(formatABV), drink.ml.map(formatMillilitres),
                    formatGrams(drink.gramsTenths),
                ].compactMap { $0 }.joined(separator: " ") : ""
            return drinkLine(name: drink.name + (measure.isEmpty ? "" : " " + measure), count: drink.count)
        }.joined(separator: " + ")
    }

    /// The start of a note on one line: its first 20 characters, `…` when there is more.
    private func excerpt(_ note: String) -> String {
        let line = String(note.map { $0.isNewline ? " " : $0 })
        return line.count > 20 ? String(line.prefix(20)) + "…" : line
    }

    /// `merge COPY`, first line: how many days came in, and whether the copy is gone.
    public func foldSummary(days: Int, removed: Bool) -> String {
        let came = pick(
            "競合コピーから\(days)日分を取り込みました",
            days == 1 ? "Folded in 1 day from the copy" : "Folded in \(days) days from the copy")
        return came + (removed ? pick("。コピーは削除しました", "; the copy is removed") : "")
    }

    /// `merge COPY` with days held differently: the copy stays, and how to take its version of them.
    public func foldKeptCopy(takeTheirs command: String) -> String {
        pick(
            "コピーは残しました。コピーの記録を使うには（済んだらコピーを削除してください）: \(command)",
            "The copy stays. To take its records instead (then delete the copy): \(command)")
    }

    /// `merge COPY` folded the copy in but could not remove it.
    public func foldCopyNotRemoved(_ copy: String, reason: String) -> String {
        pick(
            "コピー \(copy) を削除できませんでした: \(reason)。中身は取り込み済みなので、手で削除できます",
            "could not remove the copy \(copy): \(reason); everything in it is folded in, so it can be deleted by hand")
    }

    /// How to take theirs' records of the conflicting days, written to `file`.
    public func mergeTakeTheirs(_ file: String) -> String {
        pick(
            "相手の記録を使うには、マージの後で: danshu import --theirs \(file)",
            "to take theirs instead, after the merge: danshu import --theirs \(file)")
    }

    /// `import --theirs` took up the file `merge` wrote and removed it.
    public func theirsFileRemoved(_ file: String) -> String {
        pick("\(file) は取り込んだので削除しました", "\(file) is taken up and removed")
    }

    /// Theirs' conflicting days could not be written to a file.
    public func mergeTheirsNotSaved(_ reason: String) -> String {
        pick(
            "相手の記録をファイルに書けませんでした（\(reason)）。相手の journal.json を danshu import --theirs --dry-run で確かめてください",
            "theirs' records could not be written to a file (\(reason)); check their journal.json with danshu import --theirs --dry-run"
        )
    }

    /// A setting both sides changed to different values.
    public func mergeSettingKeptOurs(_ key: SettingKey, ours: String, theirs: String) -> String {
        pick(
            "設定 \(key.rawValue) は両方で変わっていたので、こちらの \(ours) を残しました（相手は \(theirs)。danshu config で変えられます）",
            "setting \(key.rawValue) was changed on both sides; ours, \(ours), is kept (theirs is \(theirs); danshu config changes it)"
        )
    }

    /// A preset both sides changed differently.
    public func mergePresetKeptOurs(_ name: String) -> String {
        pick(
            "プリセット「\(name)」は両方で違う内容に変わっていたので、こちらを残しました",
            "preset \(name) was changed differently on both sides; ours is kept")
    }

    /// A preset of theirs left out because there would be too many.
    public func mergePresetLeftOut(_ name: String) -> String {
        pick(
            "プリセット「\(name)」は \(Limits.presets) 件を超えるので入れていません",
            "preset \(name) is left out: a journal holds at most \(Limits.presets) presets")
    }

    // MARK: `danshu status`

    /// The help of `status` after its usage line.
    var statusDetails: String {
        let names = StatusFormat.Placeholder.allCases.map {
            "  " + padded("{\($0.rawValue)}", 15) + placeholderHelp($0)
        }
        return pick(
            """
            引数なしでは「断酒 23日目 · 今日 未記録」の形の1行です。ジャーナルの末尾だけを読むので、プロンプトのたびに実行できます。

              --format TEMPLATE   TEMPLATE の {名前} を置き換えた1行（{{ と }} は波かっこそのもの）
              --json              英語のキーの JSON 1行: answered, band, date, drank, grams, monthSober, notSpentYen, streak
              --urge-risk         衝動の多い時間かどうかも（1行の後ろに、JSON なら urgeRisk）。{urgeRisk} と同じく、
                                  ジャーナル全体を読みます

            TEMPLATE で使えるもの:
            \(names.joined(separator: "\n"))

            例:
              danshu status --format '断酒{streak}日 {today}'
              danshu status --format '断酒{streak}日 {urgeRisk}'
              danshu status --json
            """,
            """
            Without options, one line like 'Sober day 23 · not recorded today'. Only the end of the journal is read,
            so it is quick enough for every shell prompt.

              --format TEMPLATE   one line: TEMPLATE with each {name} replaced ({{ and }} are the braces themselves)
              --json              one line of JSON with English keys: answered, band, date, drank, grams, monthSober, notSpentYen,
                                  streak
              --urge-risk         also whether urges often come now (after the line; urgeRisk in JSON); like {urgeRisk},
                                  it reads the whole journal

            TEMPLATE may use:
            \(names.joined(separator: "\n"))

            Examples:
              danshu status --format 'sober {streak}d {today}'
              danshu status --format 'sober {streak}d {urgeRisk}'
              danshu status --json
            """)
    }

    private func placeholderHelp(_ placeholder: StatusFormat.Placeholder) -> String {
        switch placeholder {
        case .streak: return pick("断酒の継続日数（例: 23）", "the sober streak in days (e.g. 23)")
        case .today: return pick("今日の状態（未記録、休肝日、飲酒 40.0g）", "today in words (not recorded, sober, drank 40.0g)")
        case .grams: return pick("今日の純アルコール量 g（例: 40.0）", "today's pure alcohol in grams (e.g. 40.0)")
        case .band:
            return pick("今日のリスク（中リスクなど。飲んでいない日は空）", "today's risk band (e.g. moderate risk; empty unless you drank)")
        case .answered: return pick("今日の記録（記録済み / 未記録）", "whether today is answered (recorded / not recorded)")
        case .monthSober: return pick("今月の休肝日の数", "sober days so far this month")
        case .notSpent:
            return pick(
                "断酒中に浮いたお金（設定 usualYenPerWeek。未設定なら空）",
                "money not spent this streak (setting usualYenPerWeek; empty unless set)")
        case .urgeRisk:
            return pick(
                "衝動が多い時間なら「衝動が多い時間です：散歩する」（よく使ったプラン）。それ以外と、90日で衝動の記録が10回未満なら空",
                "within the hours your urges come most, 'Urges often come now: go for a walk' (the plan you used most then);\n"
                    + String(repeating: " ", count: 17) + "else empty, as before 10 urges in 90 days")
        }
    }

    /// What a placeholder of `status --format` shows for these facts.
    public func statusValue(_ placeholder: StatusFormat.Placeholder, _ facts: StatusFacts, urgeRisk: UrgeRiskNow? = nil)
        -> String
    {
        switch placeholder {
        case .streak: return String(facts.streak)
        case .today: return dayStatus(of: facts.record)
        case .grams: return formatTenths(facts.gramsTenths)
        case .band: return facts.band.map(band) ?? ""
        case .answered: return facts.answered ? pick("記録済み", "recorded") : pick("未記録", "not recorded")
        case .monthSober: return String(facts.monthSoberDays)
        case .notSpent: return facts.notSpentYen.map(yen) ?? ""
        case .urgeRisk: return urgeRisk.flatMap(urgeRiskLine) ?? ""
        }
    }

    /// A `--format` template that cannot be used, with the placeholders there are.
    public func message(for error: StatusFormatError) -> String {
        let names = StatusFormat.Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
        switch error {
        case .unknownPlaceholder(let name):
            return pick(
                "--format の {\(name)} は使えません。使えるもの: \(names)（{{ と }} は波かっこそのもの）",
                "--format has no placeholder {\(name)}; the placeholders are \(names) ({{ and }} are braces)")
        case .unclosedBrace:
            return pick(
                "--format の { が } で閉じられていません。使えるもの: \(names)（{{ と }} は波かっこそのもの）",
                "--format has a { without its }; the placeholders are \(names) ({{ and }} are braces)")
        }
    }

    /// `status` given both `--format` and `--json`.
    public var formatOrJSON: String {
        pick("--format と --json は一緒に使えません", "--format and --json cannot go together")
    }

    // MARK: `danshu remind`

    /// The help of `remind` after its usage line.
    var remindDetails: String {
        pick(
            """
            今日（日付は dayStartsAtHour 時に変わります）の「お酒を飲みましたか？」に答えてあれば、何も表示せず終了コード 0 です。
            まだなら「今日はまだ記録していません」と表示して終了コード 1 です。cron や systemd のタイマーで notify-send と
            組み合わせて使います（contrib/systemd、README）。

              --medicine   今日の服薬（設定 medicine の薬）を記録してあれば何も表示せず 0、まだなら1行表示して 1。
                           出かける前など、好きな時刻のタイマーで使います。薬が設定されていなければ終了コード 2 です
            """,
            """
            Prints nothing and exits 0 when today's question (did you drink?) is answered, yes or no; otherwise prints
            'Today is not recorded yet' and exits 1. Today changes at dayStartsAtHour. For cron or a systemd timer with
            notify-send (contrib/systemd, README).

              --medicine   the same for today's medicine (the setting medicine): silent with 0 once it is marked taken,
                           else one line and 1. For a timer at the hour you choose, before going out say; with no
                           medicine set, exit status 2
            """)
    }

    /// `danshu remind` when today is not answered.
    public var notRecordedYet: String {
        pick("今日はまだ記録していません（danshu ask で答えられます）", "Today is not recorded yet (danshu ask to answer)")
    }

    private func padded(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(1, width - s.count))
    }
}
