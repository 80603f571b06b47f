import DanshuApp
import DanshuCore

/// The main screen: calendar, day panel, gauge, header and messages.
extension Catalog {
    /// Weekday names, Sunday first.
    public var weekdayNames: [String] {
        language == .ja ? ["日", "月", "火", "水", "木", "金", "土"] : ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    }

    private var monthNames: [String] {
        [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
    }

    /// The calendar's title: `2026年11月` / `November 2026`.
    public func monthTitle(_ m: YearMonth) -> String {
        pick("\(m.year)年\(m.month)月", "\(monthNames[m.month - 1]) \(m.year)")
    }

    /// A short month label for the heatmap: `11月` / `Nov`.
    public func shortMonth(_ month: Int) -> String {
        pick("\(month)月", String(monthNames[month - 1].prefix(3)))
    }

    /// The day panel's date: `2026年11月29日(日)` / `Sun 29 Nov 2026`.
    public func longDate(_ d: LocalDate) -> String {
        pick(
            "\(d.year)年\(d.month)月\(d.day)日(\(weekdayNames[d.weekday]))",
            "\(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d.weekday]) \(d.day) \(monthNames[d.month - 1].prefix(3)) \(d.year)"
        )
    }

    /// The same without the year (the calendar's title has it), where the long one leaves no room for 「今日」.
    public func dateWithoutYear(_ d: LocalDate) -> String {
        pick(
            "\(d.month)月\(d.day)日(\(weekdayNames[d.weekday]))",
            "\(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d.weekday]) \(d.day) \(monthNames[d.month - 1].prefix(3))"
        )
    }

    public var question: String { pick("お酒を飲みましたか？", "Did you drink?") }
    public var yes: String { pick("はい", "Yes") }
    public var no: String { pick("いいえ", "No") }
    public var totalLabel: String { pick("合計純アルコール量", "Total pure alcohol") }
    public var todayLabel: String { pick("今日", "today") }
    public var noteLabel: String { pick("メモ", "Note") }
    public var drinksLabel: String { pick("飲んだもの", "Drinks") }
    public var noDrinksYet: String { pick("数字キーで飲んだものを追加", "Number keys add what you drank") }
    public var soberDayText: String { pick("休肝日 おつかれさま", "Sober day. Well done.") }
    /// A day answered はい with only non-alcoholic drinks (design.md §1): it counts as a sober day, said kindly (`show`, `log`).
    public var nonAlcoholicDayText: String { pick("ノンアルだけの日は休肝日です", "Only non-alcoholic drinks: a sober day") }
    /// The day panel's line under 「休肝日 おつかれさま」 on such a day: why it is one.
    public var nonAlcoholicDayNote: String { pick("（ノンアルだけの日）", "(non-alcoholic only)") }
    public var unrecordedText: String { pick("まだ記録がありません", "Not recorded yet") }
    public var legendSober: String { pick("休肝日", "sober") }
    /// The calendar legend's word for ○ where the full one does not fit (80 columns).
    public var legendSoberShort: String { pick("休肝", "sober") }
    public var legendDrank: String { pick("飲酒", "drank") }
    public var legendUnrecorded: String { pick("未記録", "not recorded") }
    public var legendOver: String { pick("上限超え", "over limit") }
    /// The legend's word for `!` where the calendar is narrow (80 columns).
    public var legendOverShort: String { pick("超過", "over") }
    public func overLimit(_ limitGrams: Int) -> String {
        pick("1日の上限 \(limitGrams)g 超え", "over the \(limitGrams) g limit")
    }
    /// The drink list's last row when the day's drinks do not fit: which of them show, and the key for the next page
    /// (`1〜5 / 8 件  v 続き`, on the last page `v 最初から`).
    public func drinksPage(first: Int, last: Int, of count: Int, key: String, atEnd: Bool) -> String {
        let range = first == last ? "\(first)" : pick("\(first)〜\(last)", "\(first)–\(last)")
        return pick(
            "\(range) / \(count) 件  \(key) " + (atEnd ? "最初から" : "続き"),
            "\(range) of \(count)  \(key) " + (atEnd ? "first" : "more"))
    }

    public func band(_ b: RiskBand) -> String {
        switch b {
        case .low: return pick("低リスク", "low risk")
        case .moderate: return pick("中リスク", "moderate risk")
        case .high: return pick("高リスク", "high risk")
        case .veryHigh: return pick("非常に高リスク", "very high risk")
        }
    }

    /// The label of the gauge's max marker.
    public var gaugeMaxLabel: String { band(.veryHigh) }

    /// 「断酒 N日目」; on a drinking day, when there is no streak to count, what starts one: 「次の休肝日が断酒1日目」.
    public func streakTitle(_ n: Int) -> String {
        n == 0 ? pick("次の休肝日が断酒1日目", "Your next sober day is day 1") : pick("断酒 \(n)日目", "Sober day \(n)")
    }
    /// The header's words for a journal with no recorded day yet, in place of the streak.
    public var headerWelcome: String {
        pick("ようこそ。記録を始めると、ここに断酒の日数が出ます", "Welcome. Once you record a day, your sober streak shows here")
    }
    /// The statistics' streak part for a journal with no recorded day yet: two lines of at most 39 columns,
    /// the width of the statistics pane's left column at 80 columns.
    public var streaksNotStarted: String {
        pick("まだ記録がありません。\n記録を始めると継続日数が出ます", "Nothing recorded yet.\nStreaks begin with your first record.")
    }
    public func longestStreak(_ n: Int) -> String { pick("最長 \(n)日", "longest \(days(n))") }
    /// The longest-streak fact: its length, or, while the current streak is the longest, that it is (never a number
    /// smaller than 「断酒N日目」, which counts today before it is answered).
    public func longestStreak(_ streaks: Streaks) -> String {
        streaks.currentIsLongest ? pick("最長記録を更新中", "your longest yet") : longestStreak(streaks.longest)
    }
    public func totalSober(_ n: Int) -> String { pick("休肝日 累計\(n)日", soberDays(n)) }
    /// `1 sober day` / `12 sober days`: English only, where the noun follows the number.
    func soberDays(_ n: Int) -> String { n == 1 ? "1 sober day" : "\(n) sober days" }
    /// The month's sober days, said as such: 「今月の休肝日 3日」 / `3 sober this month`.
    public func soberThisMonth(_ n: Int) -> String { pick("今月の休肝日 \(n)日", "\(n) sober this month") }
    /// The days to the 90-day horizon of the streak: 「断酒90日まで あと70日」 / `70 days to a 90-day streak`.
    public func daysToHabit(_ n: Int) -> String {
        let horizon = Streaks.habitHorizon
        return n == 0
            ? pick("断酒\(horizon)日達成", "\(horizon)-day streak reached")
            : pick("断酒\(horizon)日まで あと\(n)日", "\(days(n)) to a \(horizon)-day streak")
    }
    public func nextMilestone(_ n: Int) -> String { pick("次の目標 \(n)日", "next: day \(n)") }

    /// The status of a recorded or unrecorded day in a few words (CLI `status`, `merge`): a day of only non-alcoholic
    /// drinks is `休肝日（ノンアル）`.
    public func dayStatus(of record: DayRecord?) -> String {
        record?.hadOnlyNonAlcoholicDrinks == true
            ? pick("休肝日（ノンアル）", "sober (non-alcoholic)") : dayStatus(DayState(record))
    }

    /// The status of a day in a few words (CLI `status`, `show`).
    public func dayStatus(_ state: DayState) -> String {
        switch state {
        case .unrecorded: return pick("未記録", "not recorded")
        case .sober: return pick("休肝日", "sober")
        case .drank(let g): return pick("飲酒 \(formatGrams(g))", "drank \(formatGrams(g))")
        }
    }

    /// Chip paging hint: `1/3 Tab›`.
    public func chipPage(_ page: Int, of pages: Int) -> String { "\(page + 1)/\(pages)" }

    /// Asked when the terminal is too small.
    public var tooSmallTitle: String { pick("端末が小さすぎます", "Terminal too small") }
    public func tooSmallDetail(needWidth: Int, needHeight: Int, width: Int, height: Int) -> String {
        pick(
            "必要 \(needWidth)×\(needHeight) / 現在 \(width)×\(height)",
            "need \(needWidth)×\(needHeight), have \(width)×\(height)")
    }
    public var tooSmallQuit: String { pick("q で終了", "q quits") }

    /// The words for a message of the message line.
    public func message(_ m: Message) -> String {
        switch m {
        case .welcome:
            return pick(
                "ようこそ。y: 飲んだ / n: 飲まなかった / 数字キー: 飲んだものを追加　? でヘルプ",
                "Welcome. y: I drank / n: I did not / number keys: add a drink. ? for help")
        case .futureDay: return pick("未来の日は記録できません", "Future days cannot be recorded")
        case .tooEarly:
            let first = Limits.years.lowerBound
            return pick("\(first)年より前は記録できません", "Days before \(first) cannot be recorded")
        case .noSuchChip(let n): return pick("\(n) 番のプリセットはありません（e で追加）", "No preset on key \(n) (e adds one)")
        case .countLimit:
            let most = Limits.count.upperBound
            return pick("1種類\(most)杯までです", "At most \(most) of one drink a day")
        case .entryLimit:
            return pick("1日\(Limits.entriesPerDay)種類までです", "At most \(Limits.entriesPerDay) kinds of drink a day")
        case .presetLimit: return pick("プリセットは\(Limits.presets)件までです", "At most \(Limits.presets) presets")
        case .nothingToRemove: return pick("減らす飲み物がありません", "No drink to remove")
        case .drinkRemoved(let name, let left, let today):
            // The day's drinks of every kind, as the words say (the list beside it counts each kind).
            let leftText = left == 0 ? "none" : left == 1 ? "1 drink" : "\(left) drinks"
            return today
                ? pick(
                    "\(name) を1つ減らしました（今日 残り\(left)杯）u で取り消し", "Removed one \(name) (\(leftText) left today). u to undo"
                )
                : pick(
                    "\(name) を1つ減らしました（この日 残り\(left)杯）u で取り消し",
                    "Removed one \(name) (\(leftText) left that day). u to undo")
        case .clearedDrinks(let n):
            return pick(
                "\(n)杯の記録を消しました（u で戻せます）",
                n == 1 ? "Cleared 1 drink (u brings it back)" : "Cleared \(n) drinks (u brings them back)")
        case .undone: return pick("元に戻しました（Ctrl-R でやり直し）", "Undone (Ctrl-R redoes)")
        case .redone: return pick("やり直しました", "Redone")
        case .nothingToUndo: return pick("元に戻す変更はありません", "Nothing to undo")
        case .nothingToRedo: return pick("やり直す変更はありません", "Nothing to redo")
        case .noteSaved: return pick("メモを保存しました", "Note saved")
        case .noteRemoved: return pick("メモを消しました", "Note removed")
        case .drinkAdded(let name, let count, let today):
            // 「今日 3杯目」: the day's third drink of any kind.
            let countText = count == 1 ? "1 drink" : "\(count) drinks"
            return today
                ? pick("\(name) を追加（今日 \(count)杯目）u で取り消し", "Added \(name) (\(countText) today). u to undo")
                : pick("\(name) を追加（この日 \(count)杯目）u で取り消し", "Added \(name) (\(countText) that day). u to undo")
        case .presetAdded(let name): return presetAdded(name)
        case .presetSaved(let name): return pick("プリセット「\(name)」を保存しました", "Saved preset \(name)")
        case .presetDeleted(let name):
            return pick("プリセット「\(name)」を削除しました（u で戻せます）", "Deleted preset \(name) (u brings it back)")
        case .presetNameTaken(let name):
            return pick("「\(name)」という名前のプリセットはもうあります", "There is already a preset named \(name)")
        case .drinkRefused(let problems): return drinkProblems(problems)
        case .noPresets: return noPresets
        case .saveFailed(let reason): return pick("保存できず、ファイルは元のまま: \(reason)", "Not saved, file unchanged: \(reason)")
        case .saveNotFlushed(let reason):
            return pick("保存済み、ただし停電で消えるおそれ: \(reason)", "Saved, but a power cut may lose it: \(reason)")
        case .tooLong(let limit): return pick("\(limit)文字までです", "At most \(limit) characters")
        case .unknownKey(let key): return pick("\(key) キーは使えません（? でヘルプ）", "Key \(key) does nothing here (? for help)")
        case .openedReadOnly(let cause): return openedReadOnly(cause)
        case .readOnlyRefused(let cause): return readOnlyRefused(cause)
        case .syncConflictCopy(let command, let others): return syncConflictCopyInApp(others: others) + " " + command
        case .syncMerged(let arrival): return syncMerged(arrival)
        case .journalUnusable(let problem): return journalUnusable(problem)
        case .writtenBack(let kept, let was): return writtenBack(kept: kept, was: was)
        case .confirmLeaveUnusable(let problem): return confirmLeaveUnusable(problem)
        case .reportWritten(let path): return reportWritten(path)
        case .reportNotWritten(let reason): return reportNotWritten(reason)
        case .settingRefused(let key) where key.isText:
            return pick("\(key.rawValue) には\(medicineSettingText)", "\(key.rawValue) takes \(medicineSettingText)")
        case .settingRefused(let key):
            return pick("\(key.rawValue) に使える値は \(key.allowedValues) です", "\(key.rawValue) takes \(key.allowedValues)")
        case .pastDayLocked: return pastDayLocked
        case .dayUnlocked: return dayUnlocked
        case .feelingsSaved(let mood, let craving): return feelingsSaved(mood: mood, craving: craving)
        case .feelingsCleared: return feelingsCleared
        case .moodOutOfRange: return moodOutOfRange
        case .cravingOutOfRange: return cravingOutOfRange
        case .plan(let message): return planMessage(message)
        case .medicineTaken(let name): return medicineTaken(name)
        case .medicineTakenBack(let name): return medicineTakenBack(name)
        case .medicineNotSet: return medicineNotSet
        case .contextSaved: return contextSaved
        case .contextCleared: return contextCleared
        case .contextNeedsDrinking: return contextNeedsDrinking
        case .noSuchChoice(let count): return noSuchChoice(count)
        case .urgeRefused(let problem): return urgeProblem(problem)
        case .ifThenPlanRefused(let problem): return ifThenPlanProblem(problem)
        case .noUrgesThisMonth: return urgesNoneThisMonth
        case .urgeLogged(let strength, let at): return urgeLogged(strength: strength, at: at)
        case .urgeNeedsStrength: return urgeNeedsStrength
        case .urgeFollowedUp(let strength, let after): return urgeFollowedUp(strength: strength, after: after)
        case .followUpSkipped: return followUpSkipped
        case .ifThenPlanAdded(let n): return ifThenPlanAdded(n)
        case .ifThenPlanSaved(let n): return ifThenPlanSaved(n)
        case .ifThenPlanRetired(let n): return ifThenPlanRetired(n)
        case .ifThenPlanInUse(let n): return ifThenPlanInUse(n)
        case .ifThenPlanIncomplete(let missing): return ifThenPlanIncomplete(missing)
        case .confirmQuit:
            return pick(
                "入力中の内容を捨てて終了しますか？ y: 終了 / ほかのキー: 続ける", "Quit and lose what you typed? y quits, any other key goes back"
            )
        }
    }
}

extension Catalog {
    /// Why an edit of the journal was refused, in the words of the app's message line.
    public func message(for refusal: EditRefusal) -> String { message(Message(refusal: refusal)) }
}
