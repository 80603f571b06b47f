import DanshuCore
import DanshuTestSupport
import Testing

/// The urges of a span (design.md §9, `UrgeReport`): checked on a small journal by hand, and on a large random one against
/// an independent count made here from the days themselves.
@Suite("Urges: the report")
struct UrgeReportTests {
    static let today = day("2026-11-28")
    static func time(_ text: String) -> ClockTime { ClockTime(text: text)! }
    static let walk = IfThenPlan(id: "a", situation: .trigger(.stress), response: .coping(.walk))
    static let tea = IfThenPlan(id: "b", situation: .trigger(.tired), response: .coping(.tea), retired: true)

    @Test("a month by hand: counts, the share passed, unrecorded days apart, triggers and plans ranked, the grid")
    func byHand() throws {
        var journal = Journal(ifThenPlans: [Self.walk, Self.tea])
        let nonAlcoholic = DrinkEntry(name: "ノンアル", ml: 350, abvTenths: 0, gramsTenths: 0, count: 1)
        // Sunday the 22nd: drank; two urges, one at 01:30 of its night.
        journal.days[day("2026-11-22")] = DayRecord(
            drank: true, drinks: [entry(Drink.beer)],
            urges: [
                Urge(
                    at: Self.time("20:00"), strength: 8, triggers: [.stress, .offered], plan: "a", after: 6,
                    afterMinutes: 15),
                Urge(at: Self.time("01:30"), strength: 6, triggers: [.stress]),
            ])
        // Monday: only a ノンアル, a sober day by the drinking-day rule.
        journal.days[day("2026-11-23")] = DayRecord(
            drank: true, drinks: [nonAlcoholic],
            urges: [
                Urge(
                    at: Self.time("21:10"), strength: 7, triggers: [.stress, .tired], plan: "b", after: 2,
                    afterMinutes: 10)
            ])
        // Tuesday: いいえ.
        journal.days[day("2026-11-24")] = DayRecord(
            drank: false,
            urges: [
                Urge(at: Self.time("18:00"), strength: 5, triggers: [.tired], plan: "a", after: 1, afterMinutes: 20)
            ])
        // Wednesday: not answered, counted apart.
        journal.days[day("2026-11-25")] = DayRecord(
            drank: nil, urges: [Urge(at: Self.time("07:00"), strength: 4, triggers: [.bored])])
        // Last month and after today: not in the span.
        journal.days[day("2026-10-31")] = DayRecord(drank: nil, urges: [Urge(at: Self.time("07:00"), strength: 4)])
        journal.days[day("2026-11-29")] = DayRecord(drank: nil, urges: [Urge(at: Self.time("07:00"), strength: 4)])

        let report = UrgeReport(journal: journal, month: YearMonth(year: 2026, month: 11), today: Self.today)
        #expect(report.count == 5 && report.followedUp == 3 && report.onUnrecordedDays == 1 && report.hasUrges)
        #expect(report.passedWithoutDrinking == Share(2, of: 4) && report.followedByDrinking == Share(2, of: 4))
        #expect(report.passedWithoutDrinking.percent == 50)
        #expect(report.daysSoFar == 28 && report.perWeekTenths == 13, "5 urges in 28 days: 1.25 a week")
        // stress: 3 urges, 2 of 3 followed by drinking; offered: 1 of 1; tired: 0 of 2; bored: no answered day.
        #expect(report.triggers.map(\.trigger) == [.offered, .stress, .tired, .bored])
        #expect(
            report.triggers.map(\.followedByDrinking) == [Share(1, of: 1), Share(2, of: 3), Share(0, of: 2), .empty])
        #expect(report.triggers.map(\.count) == [1, 3, 2, 1])
        #expect(
            report.mostFrequentTriggers.map(\.trigger) == [.stress, .tired, .bored, .offered],
            "ties in the list's order")
        // Plans: tea (retired, kept for its history) dropped 5; walk dropped 2 and 4.
        #expect(report.plans.map(\.plan.id) == ["b", "a"])
        #expect(report.plans.map { $0.outcome?.meanDropTenths } == [50, 30])
        // The grid: rows from 04:00, the journal day's weekday.
        let grid = report.grid
        #expect(grid.count(hour: 20, weekday: .sunday) == 1 && grid.count(hour: 1, weekday: .sunday) == 1)
        #expect(grid.count(hour: 1, weekday: .monday) == 0 && grid.count(hour: 21, weekday: .monday) == 1)
        #expect(grid.hour(ofRow: 0) == 4 && grid.hour(ofRow: 23) == 3 && grid.startHour(ofBlock: 5) == 0)
        #expect(grid.hourRows.count == 24 && grid.hourRows.allSatisfy { $0.count == 7 })
        #expect(
            grid.blockRows.count == 6 && grid.blockRows[5][Weekday.sunday.rawValue] == 1,
            "01:30 in the block 00:00–03:59")
        #expect(grid.blockRows[4][Weekday.sunday.rawValue] == 1 && grid.blockRows[0][Weekday.wednesday.rawValue] == 1)
        #expect(grid.largestHourCount == 1 && grid.largestBlockCount == 1)
        #expect(
            report.urgesPass?.medianStrength == 7 && report.urgesPass?.medianAfter == 2
                && report.urgesPass?.medianMinutes == 15)

        let empty = UrgeReport(journal: Journal(), month: YearMonth(year: 2026, month: 11), today: Self.today)
        #expect(
            !empty.hasUrges && empty.triggers.isEmpty && empty.plans.isEmpty && empty.urgesPass == nil
                && empty.perWeekTenths == 0)
        #expect(empty.passedWithoutDrinking.percent == nil)
        let future = UrgeReport(journal: journal, month: YearMonth(year: 2026, month: 12), today: Self.today)
        #expect(future.daysSoFar == 0 && future.perWeekTenths == nil)
        // The statistics and the report carry it.
        #expect(
            MonthReport(journal: journal, month: YearMonth(year: 2026, month: 11), today: Self.today).urges == report)
        let clinic = ClinicReport(journal: journal, weeks: 4, endingOn: Self.today, today: Self.today)
        #expect(
            clinic.urges == UrgeReport(journal: journal, from: day("2026-11-01"), to: Self.today, today: Self.today))
    }

    @Test("a random half year: every figure equals an independent count from the days")
    func independent() {
        var random = SeededRandom(seed: 42)
        var journal = Journal(
            settings: Settings(),
            ifThenPlans: [
                Self.walk, Self.tea,
                IfThenPlan(id: "c", situation: .hours(from: 18, to: 22), response: .coping(.bath)),
            ])
        journal.settings.dayStartsAtHour = 5
        let from = day("2026-06-01")
        for offset in 0..<180 {
            var record = DayRecord(drank: [nil, true, false][random.next(3)])
            if record.drank == true { record.drinks = [entry(Drink.beer)] }
            var urges: [Urge] = []
            for _ in 0..<random.next(4) {
                let strength = random.next(11)
                let after = random.next(2) == 0 ? nil : random.next(11)
                urges.append(
                    Urge(
                        at: ClockTime(minutes: random.next(1440))!, strength: strength,
                        triggers: UrgeTriggers(bits: UInt16(random.next(1 << 11))),
                        plan: [nil, "a", "b", "c"][random.next(4)], after: after,
                        afterMinutes: after.map { _ in random.next(121) }))
            }
            record.urges = urges
            if !record.isEmpty { journal.days[from.adding(days: offset)] = record }
        }
        let to = from.adding(days: 179)
        let report = UrgeReport(journal: journal, from: from, to: to, today: to)
        // The independent count: straight from the days.
        var count = 0
        var followedUp = 0
        var unrecorded = 0
        var passed = 0
        var recorded = 0
        var grid = [[Int]](repeating: [Int](repeating: 0, count: 7), count: 24)
        var byTrigger: [UrgeTrigger: (count: Int, drinking: Int, recorded: Int)] = [:]
        var drops: [String: (sum: Int, n: Int)] = [:]
        for (date, record) in journal.days {
            for urge in record.urges {
                count += 1
                if urge.after != nil { followedUp += 1 }
                let drinking = record.drank.map { $0 && record.drinks.contains { ($0.abvTenths ?? 0) >= 10 } }
                if drinking == nil { unrecorded += 1 } else { recorded += 1 }
                if drinking == false { passed += 1 }
                let shifted = (urge.at.hour - 5 + 24) % 24
                grid[shifted][date.weekday] += 1
                for trigger in urge.triggers.list {
                    var t = byTrigger[trigger] ?? (0, 0, 0)
                    t.count += 1
                    if drinking != nil { t.recorded += 1 }
                    if drinking == true { t.drinking += 1 }
                    byTrigger[trigger] = t
                }
                if let plan = urge.plan, let after = urge.after {
                    drops[plan, default: (0, 0)].sum += urge.strength - after
                    drops[plan, default: (0, 0)].n += 1
                }
            }
        }
        #expect(report.count == count && report.followedUp == followedUp && report.onUnrecordedDays == unrecorded)
        #expect(report.passedWithoutDrinking == Share(passed, of: recorded))
        #expect(report.grid.hourRows == grid)
        #expect(report.grid.blockRows.map { $0.reduce(0, +) }.reduce(0, +) == count)
        for row in report.triggers {
            let t = byTrigger[row.trigger]
            #expect(row.count == t?.count && row.followedByDrinking == Share(t?.drinking ?? -1, of: t?.recorded ?? -1))
        }
        #expect(report.triggers.count == byTrigger.count)
        let shares = report.triggers.map { Double($0.followedByDrinking.part) / Double($0.followedByDrinking.whole) }
        #expect(shares == shares.sorted(by: >), "triggers by the share followed by drinking, most first")
        let means = report.plans.map { plan in drops[plan.plan.id].map { Double($0.sum) / Double($0.n) } ?? -.infinity }
        #expect(means == means.sorted(by: >), "plans by the mean drop, most first")
        #expect(
            report.plans.map { $0.outcome?.meanDropTenths }
                == report.plans.map { plan in
                    drops[plan.plan.id].map {
                        Int((Double($0.sum) * 10 / Double($0.n)).rounded(.toNearestOrAwayFromZero))
                    }
                })
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
