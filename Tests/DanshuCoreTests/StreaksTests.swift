import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Streaks")
struct StreaksTests {
    /// Records from `YYYY-MM-DD` keys.
    func days(_ records: [String: DayRecord]) -> [LocalDate: DayRecord] {
        Dictionary(uniqueKeysWithValues: records.map { (day($0.key), $0.value) })
    }

    /// Sober records for every day from `first` to `last`.
    func soberDays(_ first: String, through last: String) -> [LocalDate: DayRecord] {
        let start = day(first).dayNumber
        return Dictionary(
            uniqueKeysWithValues: (start...day(last).dayNumber).map { (LocalDate(dayNumber: $0), DayRecord.sober) })
    }

    @Test("Nothing recorded: no recorded day, day 0, milestone 1 next, 90 days to go")
    func nothingRecorded() {
        let streaks = Streaks(days: [:], today: day("2026-11-29"))
        #expect(
            streaks == Streaks(current: 0, longest: 0, totalSoberDays: 0, soberDaysThisMonth: 0, hasRecordedDay: false))
        // A note alone, or a day after today, records no day either.
        let noteOnly = [day("2026-11-28"): DayRecord(drank: nil, note: "考え中"), day("2026-11-30"): DayRecord.sober]
        #expect(Streaks(days: noteOnly, today: day("2026-11-29")).hasRecordedDay == false)
        #expect(Streaks(days: [day("2026-11-29"): drank(entry(Drink.beer))], today: day("2026-11-29")).hasRecordedDay)
        #expect(streaks.nextMilestone == 1)
        #expect(streaks.lastMilestone == nil)
        #expect(streaks.daysToHabit == 90)
    }

    @Test("The first day after a drinking day is day 1, answered or not")
    func dayOne() {
        let yesterday = ["2026-11-28": drank(entry(Drink.beer))]
        #expect(Streaks(days: days(yesterday), today: day("2026-11-29")).current == 1)
        let answered = yesterday.merging(["2026-11-29": .sober]) { $1 }
        #expect(Streaks(days: days(answered), today: day("2026-11-29")).current == 1)
    }

    @Test("Drinking today makes it day 0, even with nothing entered yet")
    func drinkingToday() {
        let records = days(["2026-11-20": drank(entry(Drink.beer)), "2026-11-29": DayRecord(drank: true)])
        let streaks = Streaks(days: records, today: day("2026-11-29"))
        #expect(streaks.current == 0)
        #expect(streaks.longest == 8) // 11-21 … 11-28
        #expect(streaks.nextMilestone == 1)
    }

    @Test("Unrecorded days keep the streak going across a month end")
    func acrossMonthEnd() {
        let records = days(["2026-10-30": drank(entry(Drink.sake)), "2026-11-01": .sober])
        let streaks = Streaks(days: records, today: day("2026-11-02"))
        #expect(streaks.current == 3) // 10-31, 11-01, 11-02
        #expect(streaks.totalSoberDays == 1)
    }

    @Test("A streak runs across a year end")
    func acrossYearEnd() {
        var records = soberDays("2026-12-01", through: "2027-01-05")
        records[day("2026-12-30")] = drank(entry(Drink.wineBottle))
        let streaks = Streaks(days: records, today: day("2027-01-05"))
        #expect(streaks.current == 6) // 12-31 … 01-05
        #expect(streaks.longest == 29) // 12-01 … 12-29
        #expect(streaks.totalSoberDays == 35)
        #expect(streaks.soberDaysThisMonth == 5)
    }

    @Test("A slip ends the current streak and nothing else")
    func slip() {
        var records = soberDays("2026-11-01", through: "2026-11-29")
        let before = Streaks(days: records, today: day("2026-11-29"))
        #expect(
            before
                == Streaks(current: 29, longest: 29, totalSoberDays: 29, soberDaysThisMonth: 29, hasRecordedDay: true))

        records[day("2026-11-21")] = drank(entry(Drink.beer, count: 2))
        let after = Streaks(days: records, today: day("2026-11-29"))
        #expect(
            after == Streaks(current: 8, longest: 20, totalSoberDays: 28, soberDaysThisMonth: 28, hasRecordedDay: true))
    }

    @Test("With no drinking day the streak counts from the first answered day; notes alone do not count")
    func fromFirstRecord() {
        let records = days([
            "2026-11-01": DayRecord(drank: nil, note: "明日から"),
            "2026-11-10": .sober,
            "2026-11-15": .sober,
        ])
        let streaks = Streaks(days: records, today: day("2026-11-29"))
        #expect(streaks.current == 20) // 11-10 … 11-29
        #expect(streaks.longest == 6) // 11-10 … 11-15, the last answered day: the days since are not answered yet
        #expect(streaks.currentIsLongest)
        #expect(streaks.totalSoberDays == 2)
    }

    @Test("The longest streak lies between two drinking days")
    func longestBetweenDrinks() {
        let records = days([
            "2026-01-01": drank(entry(Drink.beer)),
            "2026-03-02": drank(entry(Drink.beer)), // 31 + 28 sober days in between
            "2026-11-20": drank(entry(Drink.beer)),
        ])
        let streaks = Streaks(days: records, today: day("2026-11-29"))
        #expect(streaks.longest == 262) // 03-03 … 11-19
        #expect(streaks.current == 9)
    }

    @Test("Sober this month counts only today's month, not the same month of another year")
    func soberThisMonth() {
        let records = days([
            "2025-11-10": .sober, "2026-10-31": .sober, "2026-11-01": .sober,
            "2026-11-02": drank(entry(Drink.beer)), "2026-11-03": .sober,
        ])
        let streaks = Streaks(days: records, today: day("2026-11-29"))
        #expect(streaks.soberDaysThisMonth == 2)
        #expect(streaks.totalSoberDays == 4)
    }

    @Test("Days after today are ignored")
    func futureIgnored() {
        let records = days([
            "2026-11-20": drank(entry(Drink.beer)),
            "2026-11-30": drank(entry(Drink.beer)),
            "2026-12-01": .sober, "2026-12-02": .sober,
        ])
        let streaks = Streaks(days: records, today: day("2026-11-29"))
        // No day after the drink is answered up to today: 断酒9日目 counts them, the longest streak waits for an answer.
        #expect(
            streaks == Streaks(current: 9, longest: 0, totalSoberDays: 0, soberDaysThisMonth: 0, hasRecordedDay: true))
        #expect(streaks.currentIsLongest)
    }

    @Test(
        "Milestones and the 90-day horizon along the way",
        arguments: [
            (0, 1, nil, 90), (1, 3, 1, 89), (2, 3, 1, 88), (3, 7, 3, 87), (7, 14, 7, 83), (29, 30, 14, 61),
            (89, 90, 60, 1), (90, 180, 90, 0), (364, 365, 180, 0), (365, nil, 365, 0), (400, nil, 365, 0),
        ] as [(Int, Int?, Int?, Int)])
    func milestones(current: Int, next: Int?, last: Int?, toHabit: Int) {
        let today = day("2026-11-29")
        let streaks = Streaks(days: [today.adding(days: -current): drank(entry(Drink.beer))], today: today)
        #expect(streaks.current == current)
        #expect(streaks.nextMilestone == next)
        #expect(streaks.lastMilestone == last)
        #expect(streaks.daysToHabit == toHabit)
    }
}

/// The promise of design.md §8: recording never punishes. Over random journals, recording today (or any day after every
/// recorded day) as a drinking day, or any day at all as sober, never lowers the longest streak or the totals.
@Suite("Streaks never punish a record")
struct StreaksPromiseTests {
    /// A small deterministic random source, so a failure names a journal that can be run again.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// Up to 60 days before `today`, each unrecorded, sober, drinking or note-only.
    static func journal(_ random: inout Random, today: LocalDate) -> [LocalDate: DayRecord] {
        var records: [LocalDate: DayRecord] = [:]
        for back in 0..<60 where random.below(3) > 0 {
            let date = today.adding(days: -back - random.below(2))
            switch random.below(4) {
            case 0: records[date] = .sober
            case 1: records[date] = drank(entry(Drink.beer))
            case 2: records[date] = DayRecord(drank: nil, note: "memo")
            default: break
            }
        }
        return records
    }

    static func neverLower(_ before: Streaks, _ after: Streaks, _ what: String) {
        #expect(after.longest >= before.longest, "\(what): longest \(before.longest) → \(after.longest)")
        #expect(
            after.totalSoberDays >= before.totalSoberDays,
            "\(what): total \(before.totalSoberDays) → \(after.totalSoberDays)")
        #expect(after.soberDaysThisMonth >= before.soberDaysThisMonth, "\(what): this month")
    }

    @Test(
        "the issue's steps: sober 11-02 and 11-03 after a drink, then a drink today: longest stays 2, the header says it is current"
    )
    func issueSteps() {
        let today = day("2026-11-04")
        var records = [
            day("2026-11-01"): drank(entry(Drink.beer)), day("2026-11-02"): .sober, day("2026-11-03"): .sober,
        ]
        let before = Streaks(days: records, today: today)
        #expect(before.current == 3 && before.longest == 2 && before.totalSoberDays == 2 && before.currentIsLongest)
        records[today] = drank(entry(Drink.beer))
        let after = Streaks(days: records, today: today)
        #expect(after.current == 0 && after.longest == 2 && after.totalSoberDays == 2 && !after.currentIsLongest)
        records[today] = .sober
        let sober = Streaks(days: records, today: today)
        #expect(sober.current == 3 && sober.longest == 3 && sober.currentIsLongest)
    }

    @Test("a drinking day recorded today or after every recorded day never lowers the longest streak or the totals")
    func drinkingAfterEveryRecordedDay() {
        var random = Random(state: 21)
        let today = day("2026-11-29")
        for run in 0..<400 {
            let records = Self.journal(&random, today: today)
            let before = Streaks(days: records, today: today)
            let lastRecorded = records.filter { $0.value.drank != nil }.keys.max()
            let first = lastRecorded.map { $0.dayNumber + 1 } ?? today.dayNumber - 70
            guard first <= today.dayNumber else { continue }
            let date = LocalDate(dayNumber: first + random.below(today.dayNumber - first + 1))
            var changed = records
            changed[date, default: DayRecord(drank: nil)].drank = true
            changed[date]?.drinks = [entry(Drink.sake)]
            Self.neverLower(before, Streaks(days: changed, today: today), "run \(run): a drink on \(date.iso)")
        }
    }

    @Test("a sober day recorded on any unanswered day never lowers the longest streak or the totals")
    func soberAnywhere() {
        var random = Random(state: 8)
        let today = day("2026-11-29")
        for run in 0..<400 {
            let records = Self.journal(&random, today: today)
            let before = Streaks(days: records, today: today)
            let date = today.adding(days: -random.below(70))
            guard records[date]?.drank == nil else { continue }
            var changed = records
            changed[date, default: DayRecord(drank: nil)].drank = false
            Self.neverLower(before, Streaks(days: changed, today: today), "run \(run): sober on \(date.iso)")
        }
    }
}
