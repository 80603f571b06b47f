/// Everything the user owns: settings, presets, days, the weeks' plans and the if-then plans. The journal file holds
/// exactly this.
public struct Journal: Equatable, Sendable {
    public var settings: Settings
    public var presets: [Preset]
    public var days: [LocalDate: DayRecord]
    /// The milestone last celebrated and the streak it belongs to (design.md §6), nil before the first.
    public var celebrated: CelebratedMilestone?
    /// The weeks' plans by the day each starts (design.md §8, `WeekPlan.swift`); a week without one has no entry.
    public var plans: [LocalDate: WeekPlan]
    /// The if-then plans (design.md §9, `IfThenPlan.swift`) in the person's order, retired ones where they stood.
    public var ifThenPlans: [IfThenPlan]

    public init(
        settings: Settings = Settings(), presets: [Preset] = Preset.defaults, days: [LocalDate: DayRecord] = [:],
        celebrated: CelebratedMilestone? = nil, plans: [LocalDate: WeekPlan] = [:], ifThenPlans: [IfThenPlan] = []
    ) {
        self.settings = settings
        self.presets = presets
        self.days = days
        self.celebrated = celebrated
        self.plans = plans
        self.ifThenPlans = ifThenPlans
    }

    /// A new user's journal: default settings and presets, no days.
    public static let empty = Journal()

    /// A new journal created in `language`: default settings, the default presets named in that language.
    public static func empty(in language: Language) -> Journal { Journal(presets: Preset.defaults(in: language)) }

    /// The state of a day for the calendar and statistics.
    public func state(of date: LocalDate) -> DayState { DayState(days[date]) }

    /// The first day answered はい or いいえ; nil when none is. Days with only a note or feelings are not recorded.
    public var firstRecordedDay: LocalDate? {
        var first: LocalDate?
        for (date, record) in days where record.drank != nil && first.map({ date < $0 }) ?? true { first = date }
        return first
    }

    /// The days this journal and `other` hold differently: on one side only, or not the same on both.
    public func daysDiffering(from other: Journal) -> Set<LocalDate> {
        Set(days.keys).union(other.days.keys).filter { days[$0] != other.days[$0] }
    }

    /// The newest file version this danshu reads and writes: the if-then plans' (4), or a day part's added later.
    public static let newestVersion = max(WeekPlan.formatVersion, IfThenPlan.formatVersion, DayPart.table.newestVersion)
}

/// Limits danshu enforces everywhere, stated once.
public enum Limits {
    public static let presets = 1000
    public static let entriesPerDay = 100
    public static let count = 1...999
    public static let ml = 1...5000
    public static let abvTenths = 0...1000
    /// One drink's pure alcohol: 5,000 ml at 100 % is 4,000 g.
    public static let gramsTenths = 0...40000
    public static let nameLength = 1...1000
    public static let noteLength = 0...10000
    /// The largest journal or import file read, in bytes.
    public static let fileBytes = 256 << 20
    /// Recorded days must lie in these years.
    public static let years = 1900...9999
    /// The most pure alcohol, in tenths of a gram, a person can drink in a day (issue 40): a drink or a day beyond it is
    /// asked about before it is recorded (`BeyondDrinkable`), never refused by the reader.
    public static let drinkableGramsTenths = 5000
    /// The strongest drink sold, in tenths of a percent (Spirytus, 96 %): a stronger ABV is asked about the same way.
    public static let drinkableABVTenths = 960
}
