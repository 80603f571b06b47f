import DanshuCore

/// Realistic journals for benchmarks: most days answered, one to three kinds of drink on drinking
/// days, some sober days, a few notes. The same `years` and `seed` always give the same journal.
enum SampleJournal {
    static func make(years: Int, seed: UInt64 = 2026) -> Journal {
        var random = SplitMix(seed: seed)
        var journal = Journal()
        let first = LocalDate(year: 2026 - years, month: 1, day: 1) ?? LocalDate(dayNumber: 0)
        let notes = ["飲み会", "友人と", "仕事のあと一杯だけ", "体調がよい", "よく眠れた", "休肝日にできた"]
        for offset in 0..<(365 * years) {
            let date = first.adding(days: offset)
            let roll = random.next(100)
            var record: DayRecord
            if roll < 4 {
                continue  // unrecorded
            } else if roll < 40 {
                record = .sober
            } else {
                var drinks: [DrinkEntry] = []
                for _ in 0..<(1 + random.next(3)) {
                    var entry = Journal.empty.presets[random.next(Journal.empty.presets.count)].entry
                    entry.count = 1 + random.next(3)
                    if drinks.contains(where: { $0.isSameDrink(as: entry) }) { continue }
                    drinks.append(entry)
                }
                record = DayRecord(drank: true, drinks: drinks)
            }
            if random.next(100) < 3 { record.note = notes[random.next(notes.count)] }
            journal.days[date] = record
        }
        return journal
    }
}

/// A small deterministic random source (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
}
