import DanshuCore
/// The three-way merge behind `danshu merge` (DESIGN §7), a pure function of three journals: the common
/// ancestor (`base`) and two descendants (`ours`, `theirs`). Settings merge key by key, presets by name,
/// days by date, plans by week; a side that changed something wins over one that did not, and every day recorded on
/// either side is in the result. A day both sides changed, each its own way, is merged by its parts (the medicine, the
/// context, the rest) when each part changed on one side only, else keeps ours and is a conflict.
public struct JournalMerge: Equatable, Sendable {
    /// A day both sides changed differently: `ours` is in the result, `theirs` is what the user may take instead.
    public struct Conflict: Equatable, Sendable {
        /// The day both sides changed.
        public var date: LocalDate
        /// Our record, the one the result holds.
        public var ours: DayRecord
        /// Their record, left out of the result.
        public var theirs: DayRecord
    }

    /// The merged journal.
    public var journal: Journal
    /// The days changed differently on both sides, in date order.
    public var conflicts: [Conflict]
    /// Settings both sides changed to different values; ours is kept (they are not days, and one
    /// command puts theirs back).
    public var settingsKeptOurs: [SettingKey]
    /// Presets both sides changed (or added under one name) differently; ours is kept.
    public var presetsKeptOurs: [String]
    /// Presets of theirs left out because the result would hold more than `Limits.presets`.
    public var presetsLeftOut: [String]
    /// Weeks whose plan both sides changed differently, in date order; ours is kept (`JournalMerge+Plans.swift`).
    public var plansKeptOurs: [LocalDate]

    /// Merges `ours` and `theirs`, which both descend from `base`.
    public init(base: Journal, ours: Journal, theirs: Journal) {
        journal = ours
        (journal.settings, settingsKeptOurs) = Self.settings(base: base.settings, ours: ours.settings, theirs: theirs.settings)
        (journal.presets, presetsKeptOurs, presetsLeftOut) = Self.presets(base: base.presets, ours: ours.presets, theirs: theirs.presets)
        (journal.days, conflicts) = Self.days(base: base.days, ours: ours.days, theirs: theirs.days)
        journal.celebrated = Self.celebrated(base: base.celebrated, ours: ours.celebrated, theirs: theirs.celebrated)
        (journal.plans, plansKeptOurs) = Self.plans(base: base.plans, ours: ours.plans, theirs: theirs.plans)
    }

    /// Whether git must be told the merge is not clean.
    public var hasConflicts: Bool { !conflicts.isEmpty }

    // MARK: Settings

    /// Key by key: theirs where only theirs changed it, else ours.
    static func settings(base: Settings, ours: Settings, theirs: Settings) -> (Settings, keptOurs: [SettingKey]) {
        var merged = ours
        var keptOurs: [SettingKey] = []
        for key in SettingKey.allCases {
            let b = key.value(in: base), o = key.value(in: ours), t = key.value(in: theirs)
            if o == b && t != b {
                _ = key.set(t, in: &merged)
            } else if o != b && t != b && o != t {
                keptOurs.append(key)
            }
        }
        return (merged, keptOurs)
    }

    // MARK: The milestone celebrated

    /// The side that changed it wins; changed differently on both sides, the milestone of the later streak, then the
    /// larger one: it is the one the merged days are likelier to be in, and it covers the smaller, so nothing is
    /// celebrated twice. A milestone is never lost to a side that forgot it.
    static func celebrated(base: CelebratedMilestone?, ours: CelebratedMilestone?, theirs: CelebratedMilestone?) -> CelebratedMilestone? {
        if ours == base { return theirs }
        if theirs == base || theirs == ours { return ours }
        guard let ours, let theirs else { return ours ?? theirs }
        let rank = { (m: CelebratedMilestone) in (m.lastDrinkingDay?.dayNumber ?? Int.min, m.days) }
        return rank(theirs) > rank(ours) ? theirs : ours
    }

    // MARK: Presets

    /// By name. A preset one side deleted and the other left alone is deleted; one side's change wins
    /// over the other's silence; a preset deleted on one side and changed on the other is kept, changed.
    /// The order is ours', then theirs' new presets; but when only theirs reordered the presets both
    /// already had, theirs' order wins, then ours' new ones (a change wins over no change here too).
    static func presets(base: [Preset], ours: [Preset], theirs: [Preset]) -> ([Preset], keptOurs: [String], leftOut: [String]) {
        let b = byName(base), o = byName(ours), t = byName(theirs)
        var keptOurs: [String] = []
        func merged(_ name: String) -> Preset? {
            let bp = b[name], op = o[name], tp = t[name]
            if op == tp { return op }
            if op == bp { return tp }
            if tp == bp { return op }
            // Both changed it, each its own way.
            guard let op else { return tp }
            guard tp != nil else { return op }
            keptOurs.append(name)
            return op
        }
        let theirsFirst = reordered(theirs, from: base) && !reordered(ours, from: base)
        let (first, second) = theirsFirst ? (theirs, ours) : (ours, theirs)
        var result: [Preset] = []
        var placed = Set<String>()
        for preset in first + second where placed.insert(preset.name).inserted {
            if let kept = merged(preset.name) { result.append(kept) }
        }
        var leftOut: [String] = []
        if result.count > Limits.presets {
            // Only theirs' additions can overflow: each side alone is within the limit.
            leftOut = result[Limits.presets...].map(\.name)
            result.removeSubrange(Limits.presets...)
        }
        return (result, keptOurs, leftOut)
    }

    private static func byName(_ presets: [Preset]) -> [String: Preset] {
        Dictionary(presets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether `side` lists the presets it shares with `base` in another order than `base` does.
    private static func reordered(_ side: [Preset], from base: [Preset]) -> Bool {
        let sideNames = Set(side.map(\.name)), baseNames = Set(base.map(\.name))
        return side.map(\.name).filter(baseNames.contains) != base.map(\.name).filter(sideNames.contains)
    }

    // MARK: Days

    /// By date. Never a day lost: a day one side lacks (deleted or never recorded) is taken from the
    /// other whatever base says; a day only one side changed takes that side's; a day both changed
    /// differently is merged by its parts when each part was changed on one side only (`mergedParts`),
    /// else keeps ours and is a conflict.
    static func days(base: [LocalDate: DayRecord], ours: [LocalDate: DayRecord],
                     theirs: [LocalDate: DayRecord]) -> ([LocalDate: DayRecord], [Conflict]) {
        var merged = ours
        var conflicts: [Conflict] = []
        for (date, t) in theirs {
            guard let o = ours[date] else {
                merged[date] = t
                continue
            }
            if o == t { continue }
            let b = base[date]
            if o == b {
                merged[date] = t
            } else if t != b {
                if let parts = mergedParts(base: b, ours: o, theirs: t) {
                    merged[date] = parts
                } else {
                    conflicts.append(Conflict(date: date, ours: o, theirs: t))
                }
            }
        }
        conflicts.sort { $0.date < $1.date }
        return (merged, conflicts)
    }

    /// A day both sides changed, merged by three parts of it: the medicine, the context of drinking, and the rest (the
    /// answer, drinks, note and feelings, one part as before they had company). Each part takes the side that changed
    /// it; nil, a conflict, when both changed one part differently, or when the result would hold a context on a day
    /// not answered はい. So a medicine marked on one machine and drinks logged on the other both stay.
    static func mergedParts(base: DayRecord?, ours: DayRecord, theirs: DayRecord) -> DayRecord? {
        /// The side whose value of a part the result takes; nil when both changed it differently.
        func side<Value: Equatable>(_ value: (DayRecord?) -> Value) -> DayRecord? {
            let b = value(base), o = value(ours), t = value(theirs)
            if o == t || t == b { return ours }
            return o == b ? theirs : nil
        }
        func rest(_ record: DayRecord?) -> DayRecord? {
            guard var record else { return nil }
            (record.medicine, record.context) = (nil, nil)
            return record
        }
        guard let restSide = side(rest), let medicineSide = side({ $0?.medicine }), let contextSide = side({ $0?.context }) else {
            return nil
        }
        var day = rest(restSide) ?? DayRecord(drank: nil)
        day.medicine = medicineSide.medicine
        day.context = contextSide.context
        guard day.context == nil || day.drank == true, !day.isEmpty else { return nil }
        return day
    }
}
