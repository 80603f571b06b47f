/// The file version each part of a journal needs (design.md §3), the one rule the journal's version follows: a journal is
/// written as the highest version any part of it uses, so a journal that uses nothing newer stays readable (and
/// byte for byte the same) for an older danshu.
///
/// - 4 (design.md §9): an if-then plan;
/// - 3 (design.md §8): a week's plan, the setting `medicine`;
/// - 2 (design.md §6): a setting of version 2, a preset's or entry's price or calories, a milestone remembered as
///   celebrated;
/// - a day's part: the version its row of `DayPart`'s table says (feelings 2, the medicine and a context 3, urges 4);
/// - else 1.
///
/// `Journal.formatVersion` takes the highest of them; the writer asks `formatVersion(daysNeed:)` with the version its
/// cached day lines need, so it need not look at every day again.
extension Journal {
    /// The file version this journal needs: the highest any of its parts needs.
    public var formatVersion: Int { formatVersion(daysNeed: days.values.lazy.map(\.formatVersion).max() ?? 1) }

    /// The file version this journal needs when its days need `daysNeed`: the highest of that and what the settings,
    /// the presets, the milestone celebrated, the weeks' plans and the if-then plans need.
    public func formatVersion(daysNeed: Int) -> Int {
        max(
            daysNeed, settings.formatVersion, presets.lazy.map(\.formatVersion).max() ?? 1,
            celebrated?.formatVersion ?? 1, plans.isEmpty ? 1 : WeekPlan.formatVersion,
            ifThenPlans.isEmpty ? 1 : IfThenPlan.formatVersion)
    }
}

extension CelebratedMilestone {
    /// A milestone remembered as celebrated is a part of version 2.
    public var formatVersion: Int { 2 }
}

extension WeekPlan {
    /// A week's plan is a part of version 3.
    public static let formatVersion = 3
}

extension IfThenPlan {
    /// An if-then plan is a part of version 4, as a day's urges are.
    public static let formatVersion = 4
}

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
    /// The latest version of the parts the day holds (`DayPartTable.formatVersion`), 2 when one of its entries needs it.
    public var formatVersion: Int { DayPart.table.formatVersion(of: self) }
}
