/// The file version each part of a journal needs (DESIGN §3): 2 once it uses a field of version 2, else 1.
/// `Journal.formatVersion` is the highest of them (2 once a milestone is remembered as celebrated, 3 once a week has a plan); the writer asks the same rules of the parts it writes.
extension Settings {
    /// 2 when a setting of version 2 differs from its default (only then is it written).
    public var formatVersion: Int {
        SettingKey.allCases.contains { $0.sinceVersion == 2 && !$0.isDefault(in: self) } ? 2 : 1
    }
}

extension Preset {
    /// 2 when the preset has a price or calories of its own.
    public var formatVersion: Int { priceYen != nil || extraKcal != nil ? 2 : 1 }
}

extension DrinkEntry {
    /// 2 when the entry has a price or calories of its own.
    public var formatVersion: Int { priceYen != nil || extraKcal != nil ? 2 : 1 }
}

extension DayRecord {
    /// 2 when the day holds feelings or one of its entries needs version 2.
    public var formatVersion: Int { hasFeelings || drinks.contains { $0.formatVersion == 2 } ? 2 : 1 }
}
