/// Every change to a journal, as a value (design.md §5): what the app's keys and the subcommands do to the file.
/// `Journal.apply(_:today:)` checks an edit against the rules and the limits in one place, makes it, and
/// returns its inverse, so undo, redo and a failed save are edits too.
public enum JournalEdit: Equatable, Sendable {
    /// はい or いいえ for a day; いいえ clears its drinks and every part only a drinking day holds (its context).
    case answer(LocalDate, Answer)
    /// `entry.count` more of a drink on a day, answering はい if needed.
    case addDrink(LocalDate, DrinkEntry)
    /// One fewer of the drink at this position in the day's list (gone at none).
    case removeOneDrink(LocalDate, at: Int)
    /// The day's note; nil or only spaces removes it.
    case setNote(LocalDate, String?)
    /// A new preset at the end of the list.
    case addPreset(Preset)
    /// The preset at a position replaced (past days keep what they recorded).
    case replacePreset(at: Int, with: Preset)
    case deletePreset(at: Int)
    /// The preset at `from` moved to position `to`; the others keep their order.
    case movePreset(from: Int, to: Int)
    /// A setting typed as text, taken only when `SettingKey.set` allows it.
    case changeSetting(SettingKey, to: String)
    /// The day's 気分 and 飲みたい気持ち, both given (nil clears one); see `Feelings.swift`.
    case setFeelings(LocalDate, mood: Int?, craving: Int?)
    /// The day's medicine taken under this name, or not taken (nil); see `Medicine.swift`.
    case setMedicine(LocalDate, String?)
    /// What the drinking day was like, all of it (nil or an empty one clears it); see `DayContext.swift`.
    case setContext(LocalDate, DayContext?)
    /// The milestone last celebrated (nil forgets it): not a change the user makes, so never undone; see `Milestones.swift`.
    case rememberCelebration(CelebratedMilestone?)
    /// Days that join the journal or replace its records of them (an import), as one change.
    case importDays([LocalDate: DayRecord])
    /// The week starting on a day gets a plan, or none (nil); see `WeekPlan.swift`.
    case planWeek(LocalDate, WeekPlan?)
    /// Weeks' plans that join the journal or replace its plans for them (an import), as one change.
    case importPlans([LocalDate: WeekPlan])
    /// An urge joins its day, in the day's order (design.md §9); its time may not be after now. See `Journal+Urges.swift`.
    case addUrge(LocalDate, Urge)
    /// What followed the day's urge of this identity, all of it: the strength after and when, what was done.
    case setUrgeFollowUp(LocalDate, Urge.Identity, UrgeFollowUp)
    /// The day's urge of this identity, corrected: replaced by another, checked as a new one is.
    case replaceUrge(LocalDate, Urge.Identity, with: Urge)
    /// The day's urge of this identity taken out (logged by mistake).
    case removeUrge(LocalDate, Urge.Identity)
    /// A new if-then plan at the end of the list; see `Journal+IfThenPlans.swift`.
    case addIfThenPlan(IfThenPlan)
    /// The IF and THEN of the plan of this identity replaced; its identity, place and history stay.
    case editIfThenPlan(IfThenPlan.ID, IfThenPlan.Rule)
    /// The plan of this identity retired (true: kept, no longer offered) or taken back into use (false).
    case retireIfThenPlan(IfThenPlan.ID, retired: Bool)
    /// The plan of this identity moved to a position of the list as shown (`Journal.listedIfThenPlans`, 0 first).
    case moveIfThenPlan(IfThenPlan.ID, to: Int)
    /// If-then plans that join the list or replace the plan of their identity (an import), as one change.
    case importIfThenPlans([IfThenPlan])
    /// All that one import file brings (days, weeks' plans, if-then plans), as one change; see `Journal+Import.swift`.
    case importFile(JournalImport)
    /// Days, presets and settings put back as they were: the inverse of every other edit.
    case restore(JournalSnapshot)
}

/// What part of a journal looked like: some days (nil for unrecorded), and the presets, settings, weeks' plans or
/// if-then plans.
public struct JournalSnapshot: Equatable, Sendable {
    public var days: [LocalDate: DayRecord?]
    public var presets: [Preset]?
    public var settings: Settings?
    /// Weeks' plans by their first day (nil for none).
    public var plans: [LocalDate: WeekPlan?]
    /// The if-then plans, the whole list (nil: as they are).
    public var ifThenPlans: [IfThenPlan]?

    public init(
        days: [LocalDate: DayRecord?] = [:], presets: [Preset]? = nil, settings: Settings? = nil,
        plans: [LocalDate: WeekPlan?] = [:], ifThenPlans: [IfThenPlan]? = nil
    ) {
        self.days = days
        self.presets = presets
        self.settings = settings
        self.plans = plans
        self.ifThenPlans = ifThenPlans
    }
}

/// Why an edit was not made. Nothing changed.
public enum EditRefusal: Error, Equatable, Sendable {
    /// The day is after today.
    case futureDay
    /// The day is before the first recordable one.
    case tooEarly
    /// One drink's count would pass 999.
    case countLimit
    /// The day would hold more than 100 kinds of drink.
    case entryLimit
    /// There would be more than 1,000 presets.
    case presetLimit
    /// No preset at that position.
    case noSuchPreset
    /// Another preset has this name.
    case duplicatePresetName(String)
    /// The day has no drink at that position.
    case nothingToRemove
    /// The setting does not take this value.
    case settingRefused(SettingKey)
    /// The note is longer than the limit.
    case noteTooLong
    /// 気分 outside `Limits.mood`.
    case moodOutOfRange
    /// 飲みたい気持ち outside `Limits.craving`.
    case cravingOutOfRange
    /// A drink or preset whose values a journal may not hold (`DrinkEntry.checked`, `Preset.checked`).
    case invalidDrink(DrinkProblems)
    /// A week's plan a journal may not hold (`WeekPlan.problem`).
    case invalidPlan(PlanProblem)
    /// A part only a drinking day holds (`DayPartDescriptor.onlyOnDrinkingDay`: the context) on a day not answered はい.
    case contextOnDayNotDrank
    /// A medicine's name longer than `Limits.medicineName`.
    case medicineNameTooLong
    /// An urge a journal may not hold, or a change of a day's urges that cannot be made (`UrgeProblem`).
    case invalidUrge(UrgeProblem)
    /// An if-then plan a journal may not hold, or a change of the plans that cannot be made (`IfThenPlanProblem`).
    case invalidIfThenPlan(IfThenPlanProblem)
}

/// An edit that was made: how to undo it, and which days it touched (the file's writer re-encodes those).
public struct AppliedEdit: Equatable, Sendable {
    /// The edit that puts back what this one changed.
    public var inverse: JournalEdit
    /// The days whose records changed.
    public var days: Set<LocalDate>

    public init(inverse: JournalEdit, days: Set<LocalDate>) {
        self.inverse = inverse
        self.days = days
    }
}

extension Journal {
    /// The earliest day danshu records.
    public static let firstRecordableDay =
        LocalDate(year: Limits.years.lowerBound, month: 1, day: 1) ?? LocalDate(dayNumber: 0)

    /// Whether a day may be recorded when it is `today`: not in the future, not before 1900.
    public static func check(recording date: LocalDate, today: LocalDate) throws(EditRefusal) {
        if date > today { throw .futureDay }
        if date < firstRecordableDay { throw .tooEarly }
    }

    /// Makes `edit`, checked against the rules with `today` as today; returns what it changed and its inverse,
    /// nil when it changed nothing. A refusal changes nothing. `now` is the local clock's time, which an urge's time is
    /// checked against (one after it today is refused): give it wherever a clock is at hand (the command line, the
    /// app's keys); without it, only the day of an urge is checked (undo and redo put back what was checked once).
    @discardableResult
    public mutating func apply(_ edit: JournalEdit, today: LocalDate, now: ClockTime? = nil) throws(EditRefusal)
        -> AppliedEdit?
    {
        switch edit {
        case .answer(let date, let answer):
            try Self.check(recording: date, today: today)
            return changeDay(date) { record in
                record.drank = answer == .yes
                if answer == .no {
                    record.drinks = []
                    DayPart.table.clearDrinkingDayParts(of: &record)
                }
            }

        case .addDrink(let date, let entry):
            try Self.check(recording: date, today: today)
            if let problems = entry.problems { throw .invalidDrink(problems) }
            let drinks = days[date]?.drank == true ? days[date]?.drinks ?? [] : []
            if let existing = drinks.first(where: { $0.isSameDrink(as: entry) }) {
                guard existing.count + entry.count <= Limits.count.upperBound else { throw .countLimit }
            } else {
                guard drinks.count < Limits.entriesPerDay else { throw .entryLimit }
                guard Limits.count.contains(entry.count) else { throw .countLimit }
            }
            return changeDay(date) { record in
                if record.drank != true { record.drinks = [] }
                record.drank = true
                if let i = record.drinks.firstIndex(where: { $0.isSameDrink(as: entry) }) {
                    record.drinks[i].count += entry.count
                } else {
                    record.drinks.append(entry)
                }
            }

        case .removeOneDrink(let date, let index):
            try Self.check(recording: date, today: today)
            guard let record = days[date], record.drank == true, record.drinks.indices.contains(index) else {
                throw .nothingToRemove
            }
            return changeDay(date) { record in
                record.drinks[index].count -= 1
                if record.drinks[index].count == 0 { record.drinks.remove(at: index) }
            }

        case .setNote(let date, let note):
            try Self.check(recording: date, today: today)
            let text = note?.trimmingSpaces ?? ""
            guard text.count <= Limits.noteLength.upperBound else { throw .noteTooLong }
            return changeDay(date) { $0.note = text.isEmpty ? nil : text }

        case .setFeelings(let date, let mood, let craving):
            return try setFeelings(date, mood: mood, craving: craving, today: today)

        case .setMedicine(let date, let name):
            return try setMedicine(date, name, today: today)

        case .setContext(let date, let context):
            return try setContext(date, context, today: today)

        case .rememberCelebration(let milestone):
            return rememberCelebration(milestone)

        case .addPreset(let preset):
            if let problems = preset.problems { throw .invalidDrink(problems) }
            guard presets.count < Limits.presets else { throw .presetLimit }
            guard !presets.contains(where: { $0.name == preset.name }) else { throw .duplicatePresetName(preset.name) }
            return changePresets { $0.append(preset) }

        case .replacePreset(let index, let preset):
            guard presets.indices.contains(index) else { throw .noSuchPreset }
            if let problems = preset.problems { throw .invalidDrink(problems) }
            guard !presets.enumerated().contains(where: { $0.offset != index && $0.element.name == preset.name }) else {
                throw .duplicatePresetName(preset.name)
            }
            return changePresets { $0[index] = preset }

        case .deletePreset(let index):
            guard presets.indices.contains(index) else { throw .noSuchPreset }
            return changePresets { _ = $0.remove(at: index) }

        case .movePreset(let from, let to):
            guard presets.indices.contains(from), presets.indices.contains(to) else { throw .noSuchPreset }
            return changePresets { $0.insert($0.remove(at: from), at: to) }

        case .changeSetting(let key, let text):
            var changed = settings
            guard key.set(text, in: &changed) else { throw .settingRefused(key) }
            guard changed != settings else { return nil }
            let before = settings
            settings = changed
            return AppliedEdit(inverse: .restore(JournalSnapshot(settings: before)), days: [])

        case .importDays(let imported):
            // All or nothing: every day is checked before any is taken.
            for (date, record) in imported {
                try Self.check(recording: date, today: today)
                guard record.drinks.count <= Limits.entriesPerDay else { throw .entryLimit }
                guard record.drinks.allSatisfy({ Limits.count.contains($0.count) }) else { throw .countLimit }
                if let problems = record.drinks.lazy.compactMap(\.problems).first { throw .invalidDrink(problems) }
                if let refusal = DayPart.table.refusal(of: record) { throw refusal }
            }
            return restore(JournalSnapshot(days: imported.mapValues { $0.isEmpty ? nil : $0 }))

        case .planWeek(let start, let plan):
            return try planWeek(start, plan, today: today)

        case .importPlans(let imported):
            return try importPlans(imported)

        case .addUrge(let date, let urge):
            return try addUrge(date, urge, today: today, now: now)

        case .setUrgeFollowUp(let date, let identity, let followUp):
            return try setUrgeFollowUp(date, identity, followUp, today: today)

        case .replaceUrge(let date, let identity, let urge):
            return try replaceUrge(date, identity, with: urge, today: today, now: now)

        case .removeUrge(let date, let identity):
            return try removeUrge(date, identity, today: today)

        case .addIfThenPlan(let plan):
            return try addIfThenPlan(plan)

        case .editIfThenPlan(let id, let rule):
            return try editIfThenPlan(id, rule)

        case .retireIfThenPlan(let id, let retired):
            return try retireIfThenPlan(id, retired: retired)

        case .moveIfThenPlan(let id, let position):
            return try moveIfThenPlan(id, to: position)

        case .importIfThenPlans(let imported):
            return try importIfThenPlans(imported)

        case .importFile(let imported):
            return try importFile(imported, today: today)

        case .restore(let snapshot):
            return restore(snapshot)
        }
    }

    /// Changes one day's record (an empty record makes the day unrecorded again).
    mutating func changeDay(_ date: LocalDate, _ change: (inout DayRecord) -> Void) -> AppliedEdit? {
        let before = days[date]
        var record = before ?? DayRecord(drank: nil)
        change(&record)
        let after: DayRecord? = record.isEmpty ? nil : record
        guard after != before else { return nil }
        days[date] = after
        return AppliedEdit(inverse: .restore(JournalSnapshot(days: [date: before])), days: [date])
    }

    private mutating func changePresets(_ change: (inout [Preset]) -> Void) -> AppliedEdit? {
        let before = presets
        change(&presets)
        guard presets != before else { return nil }
        return AppliedEdit(inverse: .restore(JournalSnapshot(presets: before)), days: [])
    }

    /// Puts a snapshot in place; the inverse is the snapshot of what it replaced.
    mutating func restore(_ snapshot: JournalSnapshot) -> AppliedEdit? {
        var inverse = JournalSnapshot()
        var changedDays = Set<LocalDate>()
        for (date, record) in snapshot.days where days[date] != record {
            inverse.days.updateValue(days[date], forKey: date)
            days[date] = record
            changedDays.insert(date)
        }
        if let presets = snapshot.presets, presets != self.presets {
            inverse.presets = self.presets
            self.presets = presets
        }
        if let settings = snapshot.settings, settings != self.settings {
            inverse.settings = self.settings
            self.settings = settings
        }
        inverse.plans = swapPlans(snapshot.plans)
        if let plans = snapshot.ifThenPlans, plans != ifThenPlans {
            inverse.ifThenPlans = ifThenPlans
            ifThenPlans = plans
        }
        guard
            !changedDays.isEmpty || inverse.presets != nil || inverse.settings != nil || !inverse.plans.isEmpty
                || inverse.ifThenPlans != nil
        else { return nil }
        return AppliedEdit(inverse: .restore(inverse), days: changedDays)
    }
}
