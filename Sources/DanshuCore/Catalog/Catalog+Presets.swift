/// The preset edit pane.
extension Catalog {
    public var presetPaneTitle: String { pick("プリセットの編集", "Presets") }
    public var reorderModeTag: String { pick("並べ替え中: ↑↓ で移動、m で終了", "Reordering: ↑↓ move, m to finish") }
    public var presetNameHeader: String { pick("名前", "Name") }
    public var presetABVHeader: String { pick("度数", "ABV") }
    public var presetVolumeHeader: String { pick("量", "Volume") }
    public var presetGramsHeader: String { pick("純アルコール", "Alcohol") }
    public var noPresetsYet: String { pick("プリセットがありません。a で追加", "No presets yet: a adds one") }
    public var presetHint: String {
        pick("a 追加  Enter 編集  d 削除  m 並べ替え  J/K 移動  u 戻す  Esc 戻る",
             "a add  Enter edit  d delete  m reorder  J/K move  u undo  Esc back")
    }
}
