/// The preset edit pane.
extension Catalog {
    public var presetPaneTitle: String { pick("プリセットの編集", "Presets") }
    public var reorderModeTag: String { pick("並べ替え中: ↑↓ で移動、m で終了", "Reordering: ↑↓ move, m to finish") }
    public var presetNameHeader: String { pick("名前", "Name") }
    public var presetABVHeader: String { pick("度数", "ABV") }
    public var presetVolumeHeader: String { pick("量", "Volume") }
    public var presetGramsHeader: String { pick("純アルコール", "Alcohol") }
    /// The pure alcohol column's header where the screen is narrow (a phone's, issue 44): its unit.
    public var presetGramsHeaderShort: String { pick("g", "g") }
    /// The volume column's header where the screen is narrow.
    public var presetVolumeHeaderShort: String { pick("量", "ml") }
    /// The pane's columns shown once a preset has a price or calories of its own (design.md §6).
    public var presetPriceColumn: String { pick("価格", "Price") }
    public var presetKcalColumn: String { pick("糖質など", "Non-alc. kcal") }
    public var noPresetsYet: String { pick("プリセットがありません。a で追加", "No presets yet. a adds one") }
    /// The message line's and `presets add`'s words for a preset added.
    public func presetAdded(_ name: String) -> String { pick("プリセット「\(name)」を追加しました", "Added preset \(name)") }
    /// The message line's and `presets list`'s words for a journal without presets.
    public var noPresets: String { pick("プリセットがありません（e で追加）", "No presets (e adds one)") }
}
