import DanshuCore
import DanshuStorm

/// Realistic journals for benchmarks: most days answered, one to three kinds of drink on drinking
/// days, some sober days, a few notes. The same `years` and `seed` always give the same journal.
enum SampleJournal {
    static func make(years: Int, seed: UInt64 = 2026) -> Journal {
        var random = StormRandom(seed: seed)
        var journal = Journal()
        let first = LocalDate(year: 2026 - years, month: 1, day: 1) ?? LocalDate(dayNumber: 0)
        let notes = ["飲み会", "友人と", "仕事のあと一杯だけ", "体調がよい", "よく眠れた", "休肝日にできた"]
        for offset in 0..<(365 * years) {
            let date = first.adding(days: offset)
            let roll = random.below(100)
            var record: DayRecord
            if roll < 4 {
                continue  // unrecorded
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
        return journal
    }
}
