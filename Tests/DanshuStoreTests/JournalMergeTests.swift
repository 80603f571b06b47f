import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

@Suite("Three-way merge of journals")
struct JournalMergeTests {
    // MARK: The property test

    /// Day records to pick from: few enough that both sides often make the same change.
    static let records: [DayRecord] = [
        .sober,
        DayRecord(drank: false, note: "ジム"),
        drank(entry(Drink.beer)),
        drank(entry(Drink.beer, count: 2)),
        drank(entry(Drink.wineGlass), note: "送別会"),
        DayRecord(drank: true),
        DayRecord(drank: nil, note: "note only"),
    ]

    /// A journal of a few weeks, some settings changed, some presets.
    static func randomJournal(_ random: inout SplitMix) -> Journal {
        var journal = Journal()
        for _ in 0..<random.next(40) {
            journal.days[LocalDate(dayNumber: 20_000 + random.next(60))] = records[random.next(records.count)]
        }
        if random.next(2) == 0 { journal.settings.dailyLimitGrams = 40 }
        journal.presets = Array(Preset.defaults.prefix(2 + random.next(6)))
        return journal
    }

    /// A copy of `journal` edited as a user on one machine might: days recorded, changed and removed,
    /// a setting changed, presets added, edited, deleted and moved.
    static func edited(_ journal: Journal, _ random: inout SplitMix) -> Journal {
        var copy = journal
        for _ in 0..<random.next(12) {
            let date = LocalDate(dayNumber: 20_000 + random.next(70))
            switch random.next(4) {
            case 0: copy.days[date] = nil
            default: copy.days[date] = records[random.next(records.count)]
            }
        }
        if random.next(3) == 0 { copy.settings.dailyLimitGrams = [20, 30, 40][random.next(3)] }
        if random.next(3) == 0 { copy.settings.weekStartsOn = .monday }
        for _ in 0..<random.next(3) {
            switch random.next(4) {
            case 0: copy.presets.append(Preset(name: "新\(random.next(4))", abvTenths: 50 + random.next(3), ml: 350))
            case 1 where !copy.presets.isEmpty: copy.presets.remove(at: random.next(copy.presets.count))
            case 2 where !copy.presets.isEmpty: copy.presets[random.next(copy.presets.count)].ml = 100 + random.next(3)
            case 3 where copy.presets.count > 1: copy.presets.swapAt(0, copy.presets.count - 1)
            default: break
            }
        }
        // Names stay unique, as the reader demands.
        var seen = Set<String>()
        copy.presets = copy.presets.filter { seen.insert($0.name).inserted }
        return copy
    }

    @Test(
        "over random triples: no day lost, one-sided changes win, conflicts are exactly the days both changed differently, the result reads back and is stable"
    )
    func randomTriples() throws {
        var random = SplitMix(seed: 0x6D65_7267_65) // "merge"
        var conflictsSeen = 0
        var oneSidedSeen = 0
        for _ in 0..<500 {
            let base = Self.randomJournal(&random)
            let ours = Self.edited(base, &random)
            let theirs = Self.edited(base, &random)
            let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
            let result = merge.journal

            for date in Set(ours.days.keys).union(theirs.days.keys) {
                let o = ours.days[date]
                let t = theirs.days[date]
                let b = base.days[date]
                let merged = try #require(result.days[date], "\(date) was recorded on a side and is gone")
                if o == b, let t {
                    #expect(merged == t, "\(date): only theirs changed it")
                    oneSidedSeen += 1
                } else if t == b, let o {
                    #expect(merged == o, "\(date): only ours changed it")
                } else if o == nil || t == nil {
                    #expect(merged == (o ?? t), "\(date): a day one side lacks comes from the other")
                } else if o == t {
                    #expect(merged == o)
                } else {
                    #expect(merged == o, "\(date): a conflict keeps ours")
                }
            }
            #expect(Set(result.days.keys) == Set(ours.days.keys).union(theirs.days.keys), "no day appears from nowhere")

            let expected = Set(ours.days.keys).filter { date in
                guard let o = ours.days[date], let t = theirs.days[date] else { return false }
                return o != t && o != base.days[date] && t != base.days[date]
            }
            #expect(Set(merge.conflicts.map(\.date)) == expected)
            #expect(merge.conflicts.map(\.date) == merge.conflicts.map(\.date).sorted())
            for conflict in merge.conflicts {
                #expect(conflict.ours == ours.days[conflict.date] && conflict.theirs == theirs.days[conflict.date])
            }
            conflictsSeen += merge.conflicts.count

            for key in SettingKey.allCases {
                let b = key.value(in: base.settings)
                let o = key.value(in: ours.settings)
                let t = key.value(in: theirs.settings)
                #expect(key.value(in: result.settings) == (o == b ? t : o), "setting \(key)")
            }
            #expect(Set(result.presets.map(\.name)).count == result.presets.count, "preset names stay unique")

            let bytes = JournalWriter.bytes(of: result)
            #expect(try JournalReader.read(bytes, file: "merged.json") == result, "the result reads back")
            let again = JournalMerge(base: base, ours: result, theirs: result)
            #expect(
                JournalWriter.bytes(of: again.journal) == bytes && again.conflicts.isEmpty,
                "merging the result with itself changes nothing")
        }
        // The generator must reach the interesting cases, or the checks above check little.
        #expect(conflictsSeen > 100 && oneSidedSeen > 500, "conflicts \(conflictsSeen), one-sided \(oneSidedSeen)")
    }

    // MARK: Days

    @Test("days recorded on different machines both arrive; a day removed on one side stays")
    func differentDays() {
        let base = Journal(days: [day("2026-11-27"): .sober])
        var ours = base
        var theirs = base
        ours.days[day("2026-11-28")] = drank(entry(Drink.beer))
        theirs.days[day("2026-11-29")] = .sober
        theirs.days[day("2026-11-27")] = nil
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(
            merge.journal.days == [
                day("2026-11-27"): .sober, day("2026-11-28"): drank(entry(Drink.beer)),
                day("2026-11-29"): .sober,
            ])
        #expect(!merge.hasConflicts)
    }

    @Test("a day deleted on one side and changed on the other keeps the change, with no conflict")
    func deletedAndChanged() {
        let base = Journal(days: [day("2026-11-28"): .sober])
        var ours = base
        var theirs = base
        ours.days[day("2026-11-28")] = nil
        theirs.days[day("2026-11-28")] = drank(entry(Drink.sake))
        for (a, b) in [(ours, theirs), (theirs, ours)] {
            let merge = JournalMerge(base: base, ours: a, theirs: b)
            #expect(merge.journal.days[day("2026-11-28")] == drank(entry(Drink.sake)))
            #expect(!merge.hasConflicts)
        }
    }

    @Test("the same day changed differently on both sides keeps ours and is listed")
    func conflict() {
        let base = Journal(days: [:])
        var ours = base
        var theirs = base
        ours.days[day("2026-11-28")] = drank(entry(Drink.beer, count: 2))
        theirs.days[day("2026-11-28")] = .sober
        theirs.days[day("2026-11-20")] = .sober
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.days[day("2026-11-28")] == drank(entry(Drink.beer, count: 2)))
        #expect(merge.journal.days[day("2026-11-20")] == .sober)
        #expect(
            merge.conflicts == [
                JournalMerge.Conflict(date: day("2026-11-28"), ours: drank(entry(Drink.beer, count: 2)), theirs: .sober)
            ])
    }

    // MARK: Settings

    @Test(
        "the milestone remembered: a side's change wins over no change; changed on both, the later streak's, then the larger milestone"
    )
    func celebratedMilestone() {
        func milestone(_ days: Int, after date: String?) -> CelebratedMilestone? {
            CelebratedMilestone(days: days, lastDrinkingDay: date.map { LocalDate(iso: $0)! })
        }
        let week = milestone(7, after: "2026-10-01")
        let month = milestone(30, after: "2026-10-01")
        let laterStreak = milestone(3, after: "2026-11-01")
        let firstStreak = milestone(90, after: nil)
        let cases:
            [(
                base: CelebratedMilestone?, ours: CelebratedMilestone?, theirs: CelebratedMilestone?,
                merged: CelebratedMilestone?
            )] = [
                (nil, nil, nil, nil),
                (nil, nil, week, week), // only theirs remembered one: theirs wins
                (nil, week, nil, week),
                (week, week, month, month), (week, month, week, month),
                (week, nil, week, nil), // only ours forgot it: the change wins
                (nil, week, week, week), // the same change on both sides
                (nil, week, month, month), (nil, month, week, month), // both changed, one streak: the larger
                // two streaks: the later one
                (nil, month, laterStreak, laterStreak), (nil, laterStreak, month, laterStreak),
                // a streak with no drinking day is the earliest
                (nil, firstStreak, week, week), (nil, week, firstStreak, week),
                (week, nil, month, month), (week, month, nil, month), // forgotten on one side, changed on the other
            ]
        for (base, ours, theirs, merged) in cases {
            var b = Journal()
            var o = Journal()
            var t = Journal()
            (b.celebrated, o.celebrated, t.celebrated) = (base, ours, theirs)
            #expect(
                JournalMerge(base: b, ours: o, theirs: t).journal.celebrated == merged,
                "base \(String(describing: base)), ours \(String(describing: ours)), theirs \(String(describing: theirs))"
            )
        }
    }

    @Test("settings merge key by key; ours wins where both changed a key")
    func settings() {
        let base = Journal()
        var ours = base
        var theirs = base
        ours.settings.dailyLimitGrams = 40
        theirs.settings.weekStartsOn = .monday
        theirs.settings.gaugeMaxGrams = 80
        ours.settings.gaugeMaxGrams = 100
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.settings.dailyLimitGrams == 40)
        #expect(merge.journal.settings.weekStartsOn == .monday)
        #expect(merge.journal.settings.gaugeMaxGrams == 100)
        #expect(merge.settingsKeptOurs == [.gaugeMaxGrams])
        #expect(!merge.hasConflicts, "settings are no conflict for git")
    }

    // MARK: Presets

    static let highball = Preset(name: "ハイボール", abvTenths: 70, ml: 350)
    static let lemon = Preset(name: "レモンサワー", abvTenths: 50, ml: 350)

    @Test("presets: ours' order, then theirs' new ones; a deletion facing no change deletes")
    func presetsAddedAndDeleted() {
        let base = Journal(presets: [Drink.beer, Drink.wineGlass, Drink.sake])
        var ours = base
        var theirs = base
        ours.presets.append(Self.highball)
        theirs.presets.append(Self.lemon)
        theirs.presets.removeAll { $0 == Drink.wineGlass }
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.presets == [Drink.beer, Drink.sake, Self.highball, Self.lemon])
    }

    @Test("presets: a change wins over no change, and over a deletion")
    func presetsChanged() {
        let base = Journal(presets: [Drink.beer, Drink.wineGlass])
        var ours = base
        var theirs = base
        var bigBeer = Drink.beer
        bigBeer.ml = 700
        theirs.presets[0] = bigBeer
        ours.presets.removeAll { $0 == Drink.wineGlass }
        var smallWine = Drink.wineGlass
        smallWine.ml = 90
        theirs.presets[1] = smallWine
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.presets == [bigBeer, smallWine])
        #expect(merge.presetsKeptOurs.isEmpty)
    }

    @Test("presets: both changed one differently keeps ours; only theirs reordered keeps their order")
    func presetsBothChangedAndReordered() {
        let base = Journal(presets: [Drink.beer, Drink.wineGlass, Drink.sake])
        var ours = base
        var theirs = base
        ours.presets[0].ml = 350
        theirs.presets[0].ml = 700
        theirs.presets = [theirs.presets[2], theirs.presets[0], theirs.presets[1]]
        ours.presets.append(Self.highball)
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(
            merge.journal.presets.map(\.name) == [
                Drink.sake.name, Drink.beer.name, Drink.wineGlass.name, Self.highball.name,
            ])
        #expect(merge.journal.presets[1].ml == 350)
        #expect(merge.presetsKeptOurs == [Drink.beer.name])
    }

    @Test("presets beyond the journal's limit are left out and named, so the result still reads back")
    func presetLimit() throws {
        let base = Journal(presets: [])
        var ours = base
        var theirs = base
        ours.presets = (0..<Limits.presets).map { Preset(name: "o\($0)", abvTenths: 50, ml: 350) }
        theirs.presets = [Self.highball]
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.journal.presets.count == Limits.presets)
        #expect(merge.presetsLeftOut == [Self.highball.name])
        _ = try JournalReader.read(JournalWriter.bytes(of: merge.journal), file: "merged.json")
    }
}
