import DanshuCore

/// What each key does, for the help pane.
public enum KeyHelp: CaseIterable, Sendable {
    case previousDay, nextDay, previousWeek, nextWeek, previousMonth, nextMonth, today
    case answerYes, answerNo, chip, nextChipPage, previousChipPage, removeDrink, oneOff, note, moreDrinks, monthView
    case undo, redo, presets, statistics, help, quit
    case trends, fourWeeksBack, fourWeeksOn
    case selectUp, selectDown, addPreset, editPreset, deletePreset, reorder, reorderDone, moveUp, moveDown, back
    case scrollUp, scrollDown, pageUp, pageDown
    case save, saveNote, cancel, nextField, previousField, confirmDelete, keepPreset
    case feelings, unlock, valueDown, valueUp, clearValue, writeBack, report, writeReportHTML, typeValue
    case plan, planStepDown, planStepUp, planToggleDay, planTakeSuggestion, planRemove
    case medicine, context, choiceBack, choiceOn, typeChoice, toggleReason, clearChoice
    case recordAmount, dontRecordAmount
    case statisticsUrges
    case urge, ifThenPlans, urgeStepBack, urgeStepOn, urgeTypeNumber, toggleTrigger
    case addExample, openIfThenPlans, closePlans
    case followUpStepBack, followUpStepOn, followUpTypeNumber, skipFollowUp
    case addIfThenPlan, editIfThenPlan, retireIfThenPlan
    case planChoiceBack, planChoiceOn, planTypeChoice
    case confirmRetire, keepIfThenPlan
}

/// What a key does in a word or two, for the key line at the bottom; keys next to each other with the
/// same words share one item there (`y/n 回答`).
public enum KeyHint: CaseIterable, Sendable {
    case day, week, month, today, answer, addDrink, morePresets, lessDrink, otherDrink, note, undo, redo
    case presets, statistics, trends, help, quit, select, addPreset, edit, delete, reorder, reorderDone, move, back
    case scroll, page, save, saveNote, cancel, nextField, deleteConfirmed, keep
    case feelings, unlock, choose, clear, report, writeHTML
    case plan, drinkingDay, suggestion, noPlan
    case medicine, context, toggleReason
    case record, dontRecord
    case showMonth, showDay
    case statisticsUrges
    case urge, ifThenPlans, toggleTrigger, addExample, close, skip, retire
}

extension Catalog {
    public func keyHelp(_ k: KeyHelp) -> String {
        switch k {
        case .previousDay: return pick("前の日", "previous day")
        case .nextDay: return pick("次の日", "next day")
        case .previousWeek: return pick("前の週", "previous week")
        case .nextWeek: return pick("次の週", "next week")
        case .previousMonth: return pick("前の月", "previous month")
        case .nextMonth: return pick("次の月", "next month")
        case .today: return pick("今日へ", "go to today")
        case .answerYes: return pick("飲んだ（はい）", "I drank (yes)")
        case .answerNo: return pick("飲まなかった（いいえ）: その日の記録を消します", "I did not (no): clears the day's drinks")
        case .chip: return pick("その番号の飲み物を1つ追加", "one more of the drink on that chip")
        case .nextChipPage: return pick("次のプリセットのページ", "next page of presets")
        case .previousChipPage: return pick("前のプリセットのページ", "previous page of presets")
        case .removeDrink: return pick("最後に追加した飲み物を1つ減らす", "one fewer of the drink added last")
        case .oneOff: return pick("その他の飲み物を入力", "another drink, typed in")
        case .moreDrinks: return pick("飲んだものの続き（一覧に入りきらない日）", "the rest of the day's drinks, when the list is cut")
        case .monthView: return pick("小さな画面でカレンダーと日の記録を切り替え", "the calendar or the day, on a small screen")
        case .note: return pick("その日のメモ", "the day's note")
        case .undo: return pick("元に戻す", "undo")
        case .redo: return pick("やり直し", "redo")
        case .report: return pick("受診のためのレポート（選んだ日までの4週間）", "the report for your doctor (4 weeks to the selected day)")
        case .writeReportHTML: return pick("レポートを HTML ファイルに書き出す", "write the report as an HTML file")
        case .typeValue:
            return pick(
                "その値に（気分 1〜5、飲みたい気持ち 0〜10、10 は 1 0）",
                "that value, typed (mood 1–5, craving 0–10, 10 is 1 0)")
        case .writeBack:
            return pick(
                "読めなくなったジャーナルに今の内容を書き戻す",
                "write the journal back over an unusable one")
        case .presets: return pick("プリセットの編集", "edit presets")
        case .statistics: return pick("統計", "statistics")
        case .trends: return pick("週ごとの推移", "weekly trends")
        case .fourWeeksBack: return pick("4週前へ", "four weeks back")
        case .fourWeeksOn: return pick("4週先へ", "four weeks on")
        case .help: return pick("ヘルプ", "help")
        case .quit: return pick("終了（記録は保存済み）", "quit (everything is saved)")
        case .selectUp: return pick("上を選ぶ", "select above")
        case .selectDown: return pick("下を選ぶ", "select below")
        case .addPreset: return pick("追加", "add")
        case .editPreset: return pick("編集", "edit")
        case .deletePreset: return pick("削除", "delete")
        case .reorder: return pick("並べ替えモード", "reorder mode")
        case .reorderDone: return pick("並べ替え終了", "end reordering")
        case .moveUp: return pick("上へ移動", "move up")
        case .moveDown: return pick("下へ移動", "move down")
        case .back: return pick("戻る", "back")
        case .scrollUp: return pick("上へスクロール", "scroll up")
        case .scrollDown: return pick("下へスクロール", "scroll down")
        case .pageUp: return pick("1ページ上へ", "a page up")
        case .pageDown: return pick("1ページ下へ", "a page down")
        case .save: return pick("保存", "save")
        case .saveNote: return pick("保存（空にすると削除）", "save (empty removes the note)")
        case .cancel: return pick("取り消し（何も変わりません）", "cancel (nothing changes)")
        case .nextField: return pick("次の欄", "next field")
        case .previousField: return pick("前の欄", "previous field")
        case .confirmDelete: return pick("削除する", "delete it")
        case .keepPreset: return pick("削除しない", "keep it")
        case .feelings: return pick("その日の気分と飲みたい気持ち", "the day's mood and craving")
        case .unlock: return pick("記録済みの過去の日を修正する", "change a recorded past day (it is locked)")
        case .valueDown: return pick("値を下げる", "lower the value")
        case .valueUp: return pick("値を上げる", "raise the value")
        case .clearValue: return pick("値を空欄に", "clear the value")
        case .plan: return pick("選んだ週の予定を立てる（飲む日と1日の上限）", "plan the selected week: drinking days, the most a day")
        case .planStepDown:
            return pick("前の週 / 左の日 / 上限を1杯減らす（選んでいる欄で）", "previous week / day to the left / one drink less, by row")
        case .planStepUp:
            return pick("次の週 / 右の日 / 上限を1杯増やす（選んでいる欄で）", "next week / day to the right / one drink more, by row")
        case .planToggleDay: return pick("カーソルの日を飲む日にする / しない", "make the day at the cursor a drinking day, or not")
        case .planTakeSuggestion: return pick("提案の上限を使う", "take the suggested amount")
        case .planRemove: return pick("この週の予定をなくす", "leave the week with no plan")
        case .medicine:
            return pick("その日の服薬を記録・取り消し（config medicine）", "the day's medicine taken or not (config medicine)")
        case .context: return pick("飲んだ日の状況: 場所・だれと・理由・その後", "the drinking day: where, with whom, why, after")
        case .choiceBack: return pick("前の選択肢（理由の欄ではカーソル）", "previous choice (on Why, the cursor)")
        case .choiceOn: return pick("次の選択肢（理由の欄ではカーソル）", "next choice (on Why, the cursor)")
        case .typeChoice: return pick("その番号の選択肢（理由は入れる/外す）", "the choice of that number (a reason in or out)")
        case .toggleReason: return pick("カーソルの理由を入れる/外す", "the reason at the cursor in or out")
        case .clearChoice: return pick("その欄を空欄に", "clear the row")
        case .recordAmount: return pick("記録する", "record it")
        case .dontRecordAmount: return pick("記録しない（入力した飲み物はそのまま）", "do not record it (a typed drink stays in its form)")
        case .statisticsUrges: return pick("その月の衝動の記録（もう一度で月の統計へ）", "the month's urges (again: back to its figures)")
        case .urge: return pick("衝動を記録（いまの時刻で、強さときっかけ）", "log an urge, now (its strength and triggers)")
        case .ifThenPlans: return pick("もしもプラン（衝動が来たときの自分の決めごと）", "if-then plans: what you do when an urge comes")
        case .urgeStepBack: return pick("強さを下げる / 前の選択肢・きっかけ（欄による）", "strength down, or the previous choice or trigger")
        case .urgeStepOn: return pick("強さを上げる / 次の選択肢・きっかけ（欄による）", "strength up, or the next choice or trigger")
        case .urgeTypeNumber:
            return pick("その強さ（10 は 1 0）/ その番号の選択肢（0 は10番目）", "that strength (10 is 1 0) or choice (0: the tenth)")
        case .toggleTrigger: return pick("カーソルのきっかけを入れる/外す", "the trigger at the cursor in or out")
        case .addExample: return pick("その番号の例をもしもプランに加える", "make the example of that number one of your plans")
        case .openIfThenPlans: return pick("もしもプランの一覧へ", "go to your if-then plans")
        case .closePlans: return pick("閉じる", "close")
        case .followUpStepBack: return pick("強さを下げる / 前のプラン（欄による）", "strength down / previous plan, by row")
        case .followUpStepOn: return pick("強さを上げる / 次のプラン（欄による）", "strength up / next plan, by row")
        case .followUpTypeNumber:
            return pick("その強さ（10 は 1 0）/ 使ったプランの番号（0 はなし）", "that strength (10 is 1 0), or the plan used (0: none)")
        case .skipFollowUp: return pick("答えない（起動中はもう聞きません）", "do not answer (not asked again while danshu is open)")
        case .addIfThenPlan: return pick("プランを追加", "add a plan")
        case .editIfThenPlan: return pick("プランを編集（例ならプランに加える）", "edit the plan (an example: add it)")
        case .retireIfThenPlan: return pick("使わないことにする（使わないプランはまた使う）", "retire the plan (a retired one: use it again)")
        case .planChoiceBack: return pick("前の選択肢 / 1時間前", "previous choice / an hour earlier")
        case .planChoiceOn: return pick("次の選択肢 / 1時間後", "next choice / an hour later")
        case .planTypeChoice: return pick("その番号の選択肢（0 は10番目）", "the choice of that number (0 is the tenth)")
        case .confirmRetire: return pick("使わないことにする（履歴は残ります）", "retire it (its history stays)")
        case .keepIfThenPlan: return pick("使い続ける", "keep using it")
        }
    }

    /// The key line's words for a key.
    public func keyHint(_ k: KeyHint) -> String {
        switch k {
        case .day: return pick("日", "day")
        case .week: return pick("週", "week")
        case .month: return pick("月を移動", "month")
        case .today: return pick("今日", "today")
        case .answer: return pick("回答", "answer")
        case .addDrink: return pick("追加", "add")
        case .morePresets: return pick("次の10件", "more")
        case .lessDrink: return pick("減らす", "less")
        case .otherDrink: return pick("その他", "other")
        case .note: return pick("メモ", "note")
        case .undo: return pick("戻す", "undo")
        case .redo: return pick("やり直し", "redo")
        case .report: return pick("受診", "report")
        case .writeHTML: return pick("HTML 書き出し", "write HTML")
        case .presets: return pick("編集", "presets")
        case .statistics: return pick("統計", "stats")
        case .trends: return pick("推移", "trends")
        case .help: return pick("ヘルプ", "help")
        case .quit: return pick("終了", "quit")
        case .select: return pick("選択", "select")
        case .addPreset: return pick("追加", "add")
        case .edit: return pick("編集", "edit")
        case .delete: return pick("削除", "delete")
        case .reorder: return pick("並べ替え", "reorder")
        case .reorderDone: return pick("並べ替え終了", "done")
        case .move: return pick("移動", "move")
        case .back: return pick("戻る", "back")
        case .scroll: return pick("スクロール", "scroll")
        case .page: return pick("ページ", "page")
        case .save: return pick("保存", "save")
        case .saveNote: return pick("保存（空にすると削除）", "save (empty removes it)")
        case .cancel: return pick("取消", "cancel")
        case .nextField: return pick("次の欄", "next field")
        case .deleteConfirmed: return pick("削除する", "delete")
        case .keep: return pick("やめる", "keep")
        case .feelings: return pick("気分", "mood")
        case .unlock: return pick("修正", "change")
        case .choose: return pick("選ぶ", "choose")
        case .clear: return pick("空欄", "clear")
        case .plan: return pick("予定", "plan")
        case .drinkingDay: return pick("飲む日", "drinking day")
        case .suggestion: return pick("提案", "suggestion")
        case .noPlan: return pick("予定なし", "no plan")
        case .medicine: return pick("服薬", "meds")
        case .context: return pick("状況", "context")
        case .toggleReason: return pick("理由", "reason")
        case .record: return pick("記録する", "record")
        case .dontRecord: return pick("記録しない", "don't")
        case .showMonth: return pick("カレンダー", "calendar")
        case .showDay: return pick("日の記録", "the day")
        case .statisticsUrges: return pick("衝動", "urges")
        case .urge: return pick("衝動", "urge")
        case .ifThenPlans: return pick("もしも", "if-then")
        case .toggleTrigger: return pick("きっかけ", "trigger")
        case .addExample: return pick("例を追加", "add example")
        case .close: return pick("閉じる", "close")
        case .skip: return pick("答えない", "skip")
        case .retire: return pick("使わない", "retire")
        }
    }

    /// Titles of the help pane's sections.
    public var helpTitle: String { pick("ヘルプ", "Help") }
    public var helpMainSection: String { pick("メイン画面", "Main screen") }
    public var helpPresetSection: String { pick("プリセット編集", "Preset editor") }
    public var helpReorderSection: String { pick("並べ替えモード", "Reorder mode") }
    public var helpStatisticsSection: String { pick("統計", "Statistics") }
    public var helpTrendsSection: String { pick("週ごとの推移", "Weekly trends") }
    public var helpReportSection: String { pick("受診のためのレポート", "The report for your doctor") }
    public var helpFormSection: String { pick("入力欄", "Forms") }
    public var helpQuestionSection: String { pick("削除の確認", "The delete question") }
    public var helpAmountQuestionSection: String {
        pick("飲める量を超える記録の確認", "Before recording more than a person can drink")
    }
    public var helpFeelingsSection: String { pick("気分の入力", "The feelings form") }
    public var helpPlanSection: String { pick("週の予定", "The week's plan") }
    public var helpContextSection: String { pick("飲んだ日の状況の入力", "The drinking day's context form") }
    public var helpUrgeSection: String { pick("衝動の記録", "Logging an urge") }
    public var helpUrgePlansSection: String { pick("記録した衝動へのプラン", "The plans for an urge just logged") }
    public var helpFollowUpSection: String { pick("「今の強さは？」", "“How strong is it now?”") }
    public var helpIfThenPlansSection: String { pick("もしもプラン", "If-then plans") }
    public var helpIfThenPlanFormSection: String { pick("もしもプランの入力", "The if-then plan form") }
    public var helpRetireSection: String { pick("プランを使わないことにする確認", "The retire question") }
    /// The text-editing keys of every field, which the help lists after the form's own keys.
    public var helpEditingKeys: [(keys: String, text: String)] {
        [
            ("← → Home End", pick("カーソル移動", "move the cursor")),
            ("Backspace Ctrl-U", pick("1文字消す / 全部消す", "delete a character / everything")),
        ]
    }
    public var helpMouse: String {
        pick("--mouse で日付・チップ・はい/いいえをクリックできます", "With --mouse, click days, chips and yes/no")
    }
    /// How danshu counts, a sentence a rule, after the keys (docs/decisions.md): non-alcoholic drinks, the last 4 weeks,
    /// heavy days beside an average, the report's weeks.
    public var helpRules: [String] {
        let needed = FourWeeks.neededRecordedDays
        return [
            pick(
                "度数1%未満の飲み物はお酒に数えません。ノンアルだけの日は休肝日です",
                "Drinks under 1% ABV are not alcohol: a day of only those is sober"),
            pick(
                "直近4週は今日（推移・レポートは選んだ日）までの28日です",
                "Last 4 weeks: the 28 days to today, or to the chosen day (trends, report)"),
            pick(
                "前の4週との増減は記録日あたりで、どちらも\(needed)日分の記録から",
                "Change from the 4 weeks before: per recorded day, once each has \(needed) days"),
            pick(
                "多量飲酒の日があれば、平均が基準内でもほめずにその日数を伝えます",
                "With a heavy drinking day, an average within the line is not approved"),
            pick(
                "レポートの週は weekStartsOn に従い、切れた週は日数分の目標で見ます",
                "Report weeks start on weekStartsOn; a cut week has its share of the goal"),
        ]
    }
}
