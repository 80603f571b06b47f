/// What each key does, for the help pane and the hint line.
public enum KeyHelp: CaseIterable, Sendable {
    case previousDay, nextDay, previousWeek, nextWeek, previousMonth, nextMonth, today
    case answerYes, answerNo, chip, nextChipPage, previousChipPage, removeDrink, oneOff, note
    case undo, redo, presets, statistics, help, quit
    case selectUp, selectDown, addPreset, editPreset, deletePreset, reorder, reorderDone, moveUp, moveDown, back
    case scrollUp, scrollDown
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
        case .note: return pick("その日のメモ", "the day's note")
        case .undo: return pick("元に戻す", "undo")
        case .redo: return pick("やり直し", "redo")
        case .presets: return pick("プリセットの編集", "edit presets")
        case .statistics: return pick("統計", "statistics")
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
        }
    }

    /// Titles of the help pane's sections.
    public var helpTitle: String { pick("ヘルプ", "Help") }
    public var helpMainSection: String { pick("メイン画面", "Main screen") }
    public var helpPresetSection: String { pick("プリセット編集", "Preset editor") }
    public var helpReorderSection: String { pick("並べ替えモード", "Reorder mode") }
    public var helpStatisticsSection: String { pick("統計", "Statistics") }
    public var helpFormSection: String { pick("入力欄", "Forms") }
    public var helpFormKeys: [(keys: String, text: String)] {
        [("Tab ↑ ↓", pick("欄を移動", "next / previous field")),
         ("← → Home End", pick("カーソル移動", "move the cursor")),
         ("Backspace Ctrl-U", pick("1文字消す / 全部消す", "delete a character / everything")),
         ("Enter", pick("保存", "save")),
         ("Esc", pick("取り消し（何も変わりません）", "cancel (nothing changes)"))]
    }
    public var helpHint: String { pick("↑↓ PgUp PgDn スクロール  Esc q ? 戻る", "↑↓ PgUp PgDn scroll  Esc q ? back") }
    public var helpMouse: String { pick("--mouse で日付・チップ・はい/いいえをクリックできます", "With --mouse, click days, chips and yes/no") }

    /// The one-line hint at the bottom of each pane.
    public var mainHint: String {
        pick("y/n 回答  1-0 追加  - 減らす  m メモ  u 戻す  e 編集  s 統計  ? ヘルプ  q 終了",
             "y/n answer  1-0 add  - less  m note  u undo  e presets  s stats  ? help  q quit")
    }
}
