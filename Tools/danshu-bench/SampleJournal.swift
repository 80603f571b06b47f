import DanshuCore
import DanshuStorm

/// Realistic journals for benchmarks: most days answered, one to three kinds of drink on drinking
/// days, some sober days, a few notes; and, when asked, three urges a day over the last `urgeDays` days (design.md §9)
/// with two if-then plans. The same arguments always give the same journal.
enum SampleJournal {
    static func make(years: Int, seed: UInt64 = 2026, urgeDays: Int = 0) -> Journal {
        var random = StormRandom(seed: seed)
        var journal = Journal()
        let first = LocalDate(year: 2026 - years, month: 1, day: 1) ?? LocalDate(dayNumber: 0)
        let notes = ["飲み会", "友人と", "仕事のあと一杯だけ", "体調がよい", "よく眠れた", "休肝日にできた"]
        for offset in 0..<(365 * years) {
            let date = first.adding(days: offset)
            let roll = random.below(100)
            var record: DayRecord
            if roll < 4 {
                continue // unrecorded
            } else if roll < 40 {
                record = .sober
            } else {
                var drinks: [DrinkEntry] = []
                for _ in 0..<(1 + random.below(3)) {
                    var entry = Journal.empty.presets[random.below(Journal.empty.presets.count)].entry
                    entry.count = 1 + random.below(3)
                    if drinks.contains(where: { $0.isSameDrink(as: entry) }) { continue }
                    drinks.append(entry)
                }
                record = DayRecord(drank: true, drinks: drinks)
            }
            if random.below(100) < 3 { record.note = notes[random.below(notes.count)] }
            journal.days[date] = record
        }
        if urgeDays > 0 {
            addUrges(to: &journal, days: urgeDays, from: first.adding(days: 365 * years - urgeDays), seed: seed)
        }
        return journal
    }

    /// Three urges a day over `days` days from `start`: evening times, a few triggers, most followed up, half with a plan.
    private static func addUrges(to journal: inout Journal, days: Int, from start: LocalDate, seed: UInt64) {
        var random = StormRandom(seed: seed &+ 1)
        let plans = [
            IfThenPlan(id: "20250101T2000", situation: .trigger(.stress), response: .coping(.walk)),
            IfThenPlan(id: "20250101T2001", situation: .hours(from: 18, to: 22), response: .coping(.sparklingWater)),
        ]
        journal.ifThenPlans = plans
        for offset in 0..<days {
            let date = start.adding(days: offset)
            var urges: [Urge] = []
            for minutes in [17 * 60 + random.below(120), 20 * 60 + random.below(120), 22 * 60 + random.below(240)] {
                let strength = 3 + random.below(8)
                let after = random.below(4) == 0 ? nil : max(0, strength - 1 - random.below(5))
                let urge = Urge(
                    at: ClockTime(wrapping: minutes), strength: strength,
                    triggers: UrgeTriggers(
                        bits: UInt16(1 << random.below(UrgeTrigger.allCases.count) | 1 << random.below(4))),
                    plan: random.below(2) == 0 ? plans[random.below(2)].id : nil,
                    after: after, afterMinutes: after.map { _ in 5 + random.below(40) })
                if !urges.contains(where: { $0.identity == urge.identity }) { urges.append(urge) }
            }
            var record = journal.days[date] ?? DayRecord(drank: nil)
            record.urges = urges.sorted { $0.comesBefore($1, dayStartsAtHour: journal.settings.dayStartsAtHour) }
            journal.days[date] = record
        }
    }
}
