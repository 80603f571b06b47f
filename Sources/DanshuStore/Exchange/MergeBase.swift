import DanshuCore

/// What a three-way merge measures both sides against (issue 34): the version they started from, and every other value
/// a side has already had for a part. For `danshu merge` that is git's BASE alone; for the open app it is the version it
/// last read from the file (loaded, or another program's version merged in) and every value it has loaded, written or
/// merged in since it started. One rule for every part (`pick`): a value of theirs ours has already had is stale, not a
/// change, so an older version never undoes an edit; a part ours changed since the version it last read, which theirs
/// changed too, is changed on both sides.
public struct MergeBase: Equatable, Sendable {
    /// The version both sides started from: git's BASE, or the version the app last read from the file.
    public private(set) var journal: Journal
    /// Values ours has had besides `journal`'s, part by part; empty for git's BASE.
    public private(set) var earlier: EarlierValues

    /// The base of a merge of two versions that both come from `journal` (git's BASE), with nothing else known.
    public init(_ journal: Journal) {
        self.journal = journal
        earlier = EarlierValues()
    }

    /// The base of the open app: the version it last read, and what else it has had.
    public init(_ journal: Journal, earlier: EarlierValues) {
        self.journal = journal
        self.earlier = earlier
    }

    /// Which side's value of a part a merge takes.
    enum Pick: Equatable {
        case ours, theirs
        /// Both changed it, each its own way: the part's own rule decides (ours kept and said, merged by parts, …).
        case both
    }

    /// The one rule: theirs the same as ours, or a value ours has had (`stale`), keeps ours; ours as it was read
    /// (`unchangedHere`) takes theirs; anything else changed on both sides.
    static func pick<Value: Equatable>(
        ours: Value, theirs: Value, stale: (Value) -> Bool, unchangedHere: (Value) -> Bool
    ) -> Pick {
        if ours == theirs || stale(theirs) { return .ours }
        return unchangedHere(ours) ? .theirs : .both
    }

    /// The rule for one part, given its value in the base version and the values ours had besides.
    static func pick<Value: Equatable>(ours: Value, theirs: Value, base: Value, earlier: [Value]) -> Pick {
        pick(ours: ours, theirs: theirs, stale: { $0 == base || earlier.contains($0) }, unchangedHere: { $0 == base })
    }

    /// The values a day had besides the base's.
    func earlier(of date: LocalDate) -> [DayRecord?] { earlier.days[date] ?? [] }
}

/// Values the open app has had for each part of its journal besides those of the version it last read from the file:
/// what it wrote, and the versions it read before. Kept by the store (`JournalStore.mergeBase`), only for parts that
/// changed, so a session that changes a few days keeps a few records.
public struct EarlierValues: Equatable, Sendable {
    var days: [LocalDate: [DayRecord?]] = [:]
    var settings: [Settings] = []
    var presets: [[Preset]] = []
    var plans: [[LocalDate: WeekPlan]] = []
    var celebrated: [CelebratedMilestone?] = []
    var ifThenPlans: [[IfThenPlan]] = []

    public init() {}

    /// Notes the values of `journal` (a version written or merged in): the days in `dates` (nil: every day that differs
    /// from `base`), and the settings, presets, plans, milestone and if-then plans.
    mutating func note(_ journal: Journal, days dates: Set<LocalDate>?, besides base: Journal? = nil) {
        for date in dates ?? journal.daysDiffering(from: base ?? Journal(days: [:])) {
            Self.add(journal.days[date], to: &days[date, default: []])
        }
        Self.add(journal.settings, to: &settings)
        Self.add(journal.presets, to: &presets)
        Self.add(journal.plans, to: &plans)
        Self.add(journal.celebrated, to: &celebrated)
        Self.add(journal.ifThenPlans, to: &ifThenPlans)
    }

    private static func add<Value: Equatable>(_ value: Value, to values: inout [Value]) {
        if !values.contains(value) { values.append(value) }
    }
}
