/// The file version each part of a journal needs (DESIGN §3): 1, 2 once it uses a field of version 2 (DESIGN §6), 3 once
/// it uses one of version 3 (DESIGN §8: the medicine, the day's context). `Journal.formatVersion` is the highest of them
/// (and at least 2 once a milestone is remembered as celebrated); the writer asks the same rules of the parts it writes.
extension Settings {
    /// The latest version of a setting that differs from its default (only then is a setting of a later version than 1
    /// written), 1 when none does.
    public var formatVersion: Int {
        SettingKey.allCases.reduce(1) { $1.sinceVersion > $0 && !$1.isDefault(in: self) ? $1.sinceVersion : $0 }
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
    /// 3 when the day holds the medicine or a context, 2 when it holds feelings or one of its entries needs version 2.
    public var formatVersion: Int {
        if medicine != nil || context != nil { return 3 }
        return hasFeelings || drinks.contains { $0.formatVersion == 2 } ? 2 : 1
    }
}
