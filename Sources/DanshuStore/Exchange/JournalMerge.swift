import DanshuCore

/// The three-way merge behind `danshu merge` (design.md §7) and the open app's merge of another program's version, a pure
/// function of the base (`MergeBase`: the common ancestor, and for the app every value it has had) and two descendants
/// (`ours`, `theirs`). Settings merge key by key, presets by name, days by date, plans by week, all by one rule
/// (`MergeBase.pick`): a side that changed something wins over one that did not, and a value of theirs ours has already
/// had is stale, not a change. Every day recorded on either side is in the result. A day both sides changed, each its own
/// way, is merged by its parts (those the day parts' table decides on their own, and the rest) when each part changed on
/// one side only, else keeps ours and is a conflict.
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
    /// If-then plans whose IF and THEN both sides changed differently, by identity; ours is kept
    /// (`JournalMerge+IfThenPlans.swift`).
    public var ifThenPlansKeptOurs: [IfThenPlan.ID]
    /// Plans of theirs that were other plans than ours of the same identity (made in the same minute on two machines),
    /// kept under a new identity, which their urges name: theirs' identity to the new one.
    public var ifThenPlansNewIDs: [IfThenPlan.ID: IfThenPlan.ID]
    /// Days holding an urge whose follow-up or details both sides changed differently, in date order: the result holds
    /// every urge of both sides with ours for those, and the day with theirs for them is kept aside (`keptAside`).
    public var urgesKeptOurs: [LocalDate] { urgesAside.keys.sorted() }
    /// The days of `urgesKeptOurs` as the result holds them but with theirs for the urges both sides changed.
    var urgesAside: [LocalDate: DayRecord]

    /// Merges `ours` and `theirs`, which both descend from `base`.
    public init(base: Journal, ours: Journal, theirs: Journal) {
        self.init(base: MergeBase(base), ours: ours, theirs: theirs)
    }

    /// Merges `ours` and `theirs` against what ours started from and has had (the open app's `MergeBase`).
    public init(base: MergeBase, ours: Journal, theirs original: Journal) {
        let b = base.journal
        let earlier = base.earlier
        // Two plans made in the same minute on two machines share an identity: theirs gets its own before anything merges.
        let (theirs, newIDs) = Self.withOwnIDs(theirs: original, ours: ours, base: b, earlier: earlier.ifThenPlans)
        ifThenPlansNewIDs = newIDs
        journal = ours
        (journal.settings, settingsKeptOurs) = Self.settings(
            base: b.settings, earlier: earlier.settings, ours: ours.settings,
            theirs: theirs.settings)
        (journal.presets, presetsKeptOurs, presetsLeftOut) = Self.presets(
            base: b.presets, earlier: earlier.presets, ours: ours.presets,
            theirs: theirs.presets)
        let days = Self.mergedDays(
            base: base, ours: ours.days, theirs: theirs.days, dayStartsAtHour: journal.settings.dayStartsAtHour)
        (journal.days, conflicts, urgesAside) = (days.days, days.conflicts, days.aside)
        journal.celebrated = Self.celebrated(
            base: b.celebrated, earlier: earlier.celebrated, ours: ours.celebrated, theirs: theirs.celebrated)
        (journal.plans, plansKeptOurs) = Self.plans(
            base: b.plans, earlier: earlier.plans, ours: ours.plans, theirs: theirs.plans)
        (journal.ifThenPlans, ifThenPlansKeptOurs) = Self.ifThenPlans(
            base: b.ifThenPlans, earlier: earlier.ifThenPlans,
            ours: ours.ifThenPlans, theirs: theirs.ifThenPlans)
    }

    /// Whether git must be told the merge is not clean.
    public var hasConflicts: Bool { !conflicts.isEmpty }

    // MARK: Settings

    /// Key by key: theirs where only theirs changed it, else ours.
    static func settings(base: Settings, earlier: [Settings] = [], ours: Settings, theirs: Settings) -> (
        Settings, keptOurs: [SettingKey]
    ) {
        var merged = ours
        var keptOurs: [SettingKey] = []
        for key in SettingKey.allCases {
            let t = key.value(in: theirs)
            switch MergeBase.pick(
                ours: key.value(in: ours), theirs: t, base: key.value(in: base),
                earlier: earlier.map { key.value(in: $0) })
            {
            case .ours: break
            case .theirs: _ = key.set(t, in: &merged)
            case .both: keptOurs.append(key)
            }
        }
        return (merged, keptOurs)
    }

    // MARK: The milestone celebrated

    /// The side that changed it wins; changed differently on both sides, the milestone of the later streak, then the
    /// larger one: it is the one the merged days are likelier to be in, and it covers the smaller, so nothing is
    /// celebrated twice. A milestone is never lost to a side that forgot it.
    static func celebrated(
        base: CelebratedMilestone?, earlier: [CelebratedMilestone?] = [], ours: CelebratedMilestone?,
        theirs: CelebratedMilestone?
    ) -> CelebratedMilestone? {
        switch MergeBase.pick(ours: ours, theirs: theirs, base: base, earlier: earlier) {
        case .ours: return ours
        case .theirs: return theirs
        case .both: break
        }
        guard let ours, let theirs else { return ours ?? theirs }
        let rank = { (m: CelebratedMilestone) in (m.lastDrinkingDay?.dayNumber ?? Int.min, m.days) }
        return rank(theirs) > rank(ours) ? theirs : ours
    }

    // MARK: Presets

    /// By name. A preset one side deleted and the other left alone is deleted; one side's change wins
    /// over the other's silence; a preset deleted on one side and changed on the other is kept, changed.
    /// The order is ours', then theirs' new presets; but when only theirs reordered the presets both
    /// already had, theirs' order wins, then ours' new ones (a change wins over no change here too).
    static func presets(base: [Preset], earlier: [[Preset]] = [], ours: [Preset], theirs: [Preset]) -> (
        [Preset], keptOurs: [String], leftOut: [String]
    ) {
        let b = byName(base)
        let o = byName(ours)
        let t = byName(theirs)
        let e = earlier.map(byName)
        var keptOurs: [String] = []
        func merged(_ name: String) -> Preset? {
            let op = o[name]
            let tp = t[name]
            switch MergeBase.pick(ours: op, theirs: tp, base: b[name], earlier: e.map { $0[name] }) {
            case .ours: return op
            case .theirs: return tp
            case .both: break
            }
            // Both changed it, each its own way.
            guard let op else { return tp }
            guard tp != nil else { return op }
            keptOurs.append(name)
            return op
        }
        // Theirs' order counts as a change only when ours never had it.
        let theirsFirst =
            reordered(theirs, from: base) && !earlier.contains { !reordered(theirs, from: $0) }
            && !reordered(ours, from: base)
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
        let sideNames = Set(side.map(\.name))
        let baseNames = Set(base.map(\.name))
        return side.map(\.name).filter(baseNames.contains) != base.map(\.name).filter(sideNames.contains)
    }

    // MARK: Days

    /// By date. Never a day lost: a day one side lacks (deleted or never recorded) is taken from the
    /// other whatever base says; a day only one side changed takes that side's; a day both changed
    /// differently is merged by its parts when each part was changed on one side only (`mergedParts`),
    /// else keeps ours and is a conflict.
    static func days(
        base: MergeBase, ours: [LocalDate: DayRecord], theirs: [LocalDate: DayRecord],
        parts: DayPartTable = DayPart.table
    ) -> ([LocalDate: DayRecord], [Conflict]) {
        let merged = mergedDays(
            base: base, ours: ours, theirs: theirs, parts: parts, dayStartsAtHour: Settings().dayStartsAtHour)
        return (merged.days, merged.conflicts)
    }

    /// The days merged (`days`), and those whose items (the urges) both sides changed differently, with theirs for them.
    struct MergedDays {
        var days: [LocalDate: DayRecord]
        var conflicts: [Conflict]
        var aside: [LocalDate: DayRecord]
    }

    /// `days`, with the days kept aside, merging items in the day's order at `dayStartsAtHour`.
    static func mergedDays(
        base: MergeBase, ours: [LocalDate: DayRecord], theirs: [LocalDate: DayRecord],
        parts: DayPartTable = DayPart.table, dayStartsAtHour: Int
    ) -> MergedDays {
        var merged = MergedDays(days: ours, conflicts: [], aside: [:])
        for (date, t) in theirs {
            guard let o = ours[date] else {
                merged.days[date] = t
                continue
            }
            let b = base.journal.days[date]
            let earlier = base.earlier(of: date)
            switch MergeBase.pick(ours: o, theirs: t, base: b, earlier: earlier) {
            case .ours: break
            case .theirs: merged.days[date] = t
            case .both:
                if let day = mergedParts(
                    base: b, earlier: earlier, ours: o, theirs: t, parts: parts, dayStartsAtHour: dayStartsAtHour)
                {
                    merged.days[date] = day.merged
                    if let aside = day.aside { merged.aside[date] = aside }
                } else {
                    merged.conflicts.append(Conflict(date: date, ours: o, theirs: t))
                }
            }
        }
        merged.conflicts.sort { $0.date < $1.date }
        return merged
    }

    /// A day both sides changed, merged by its parts: each part the day parts' table decides on its own (the medicine, the
    /// context), each merged item by item (the urges: every item of both sides), and the rest (the answer, drinks, note
    /// and feelings, one part as before they had company). Each part on its own takes the side that changed it; nil, a
    /// conflict, when both changed one differently, or when the result would hold a part only a drinking day holds on a
    /// day not answered はい. So a medicine marked on one machine and drinks logged on the other both stay. `aside` is the
    /// day with theirs for the items both sides changed differently, when there are such.
    static func mergedParts(
        base: DayRecord?, earlier: [DayRecord?] = [], ours: DayRecord, theirs: DayRecord,
        parts: DayPartTable = DayPart.table,
        dayStartsAtHour: Int = Settings().dayStartsAtHour
    ) -> (merged: DayRecord, aside: DayRecord?)? {
        let apart = parts.parts.filter { $0.merge.rule == .onItsOwn }
        let byItems = parts.parts.filter { $0.merge.rule == .byItems }
        /// The side whose value of a share of the day the result takes; nil when both changed it differently.
        func side<Value: Equatable>(_ share: (DayRecord?) -> Value) -> DayRecord? {
            switch MergeBase.pick(
                ours: share(ours), theirs: share(theirs), base: share(base), earlier: earlier.map(share))
            {
            case .ours: ours
            case .theirs: theirs
            case .both: nil
            }
        }
        func rest(_ record: DayRecord?) -> DayRecord? {
            guard var record else { return nil }
            for part in apart + byItems { part.copy(DayRecord(drank: nil), &record) }
            return record
        }
        guard let restSide = side(rest) else { return nil }
        var day = rest(restSide) ?? DayRecord(drank: nil)
        for part in apart {
            guard let partSide = side({ PartShare(part: part, day: $0 ?? DayRecord(drank: nil)) }) else { return nil }
            part.copy(partSide, &day)
        }
        var aside = day
        for part in byItems {
            part.merge.items?(base, earlier, ours, theirs, false, dayStartsAtHour, &day)
            part.merge.items?(base, earlier, ours, theirs, true, dayStartsAtHour, &aside)
        }
        let misplaced = day.drank != true && parts.parts.contains { $0.onlyOnDrinkingDay && !$0.isAbsent(day) }
        guard !misplaced, !day.isEmpty else { return nil }
        return (day, aside == day ? nil : aside)
    }

    /// A day's share of one part, equal to another's where the part says so (`DayPartDescriptor.same`).
    private struct PartShare: Equatable {
        let part: DayPartDescriptor
        let day: DayRecord

        static func == (a: PartShare, b: PartShare) -> Bool { a.part.same(a.day, b.day) }
    }
}
