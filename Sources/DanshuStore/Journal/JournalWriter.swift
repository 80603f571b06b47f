import DanshuCore
/// Turns a journal into the exact bytes of its file (DESIGN §3): the same journal always gives the
/// same bytes, one setting object, one preset and one day per line, keys sorted, days in date order.
///
/// It keeps the bytes it last wrote (or the file the reader found in its own layout) and, for each day,
/// where its line sits in them. A save names the days its change touched (the edits say which): only
/// those are encoded again and the other lines are copied over in a few large runs; no other day is
/// looked at, and the bytes are held once (the store keeps the same array as the file's bytes).
public struct JournalWriter: Sendable {
    /// A cached day: where its line (without the `,\n` after it) sits in `lines`.
    struct CachedDay: Sendable {
        var date: LocalDate
        var start: Int
        var length: Int
        /// The version the day's line needs (`DayRecord.formatVersion`).
        var version: UInt8 = 1
    }

    /// The bytes last written (or read), which every cached day's line is a part of.
    private var lines: [UInt8] = []
    /// Cached days, in date order as of the last rebuild; new days are appended.
    private var cached: [CachedDay] = []
    /// Beside `cached`: the encode call that last found the day in the journal.
    private var seen: [UInt32] = []
    /// For each day number from `firstDay`, the index of its entry in `cached`, or -1. Walking it
    /// gives the days in date order without sorting or hashing.
    private var slots: [Int32] = []
    private var firstDay = 0
    private var generation: UInt32 = 0

    /// How many days the last `encode` encoded afresh; the others came from the cache.
    public private(set) var daysEncodedLastTime = 0

    /// A writer with nothing cached yet.
    public init() {}

    /// Day lines a file holds laid out as this writer lays them out, in date order: the reader gathers them so that the
    /// first save after a load encodes only what changed, like every later save, once `verified` finds each line's text
    /// the writer's own.
    public struct Seed: Sendable {
        /// The days in date order, each with where its line starts in the file and its length.
        var days: [CachedDay]
    }

    /// Starts the cache from lines the reader found in `file` (the bytes it read), as if this writer had written them,
    /// when each is the writer's text for its day in `journal` (`Seed.verified`); the days named in `changed` are encoded
    /// by the coming `encode` anyway. Otherwise nothing is cached and that `encode` encodes every day.
    mutating func prime(with seed: consuming Seed, file: [UInt8], for journal: Journal, changed: Set<LocalDate>?) {
        guard let seed = seed.verified(for: journal, in: file, except: changed) else { return }
        lines = file
        cached = seed.days
        seen = Array(repeating: generation, count: cached.count)
        guard let first = cached.first, let last = cached.last else {
            slots = []
            return
        }
        firstDay = first.date.dayNumber
        slots = Array(repeating: -1, count: last.date.dayNumber - firstDay + 1)
        for (i, day) in cached.enumerated() { slots[day.date.dayNumber - firstDay] = Int32(i) }
    }

    /// The bytes of a journal, encoded without a cache.
    public static func bytes(of journal: Journal) -> [UInt8] {
        var writer = JournalWriter()
        return writer.encode(journal, changed: nil)
    }

    /// The file's bytes for `journal`. `changed` names every day that may differ from the last call
    /// (added, changed or removed); only those are encoded again. Nil, or a writer with nothing cached,
    /// encodes every day. A day's `drinks` are written only when `drank` is true (the reader rejects them otherwise).
    public mutating func encode(_ journal: Journal, changed: Set<LocalDate>?) -> [UInt8] {
        let (fresh, freshBytes, reordered) = updateCache(with: journal.days, changed: cached.isEmpty ? nil : changed)

        var out: [UInt8] = []
        out.reserveCapacity(lines.count + freshBytes + 256 + 64 * journal.presets.count)
        out.appendASCII("{\n  \"format\": \"danshu-journal\",\n  \"version\": ")
        out.appendInteger(formatVersion(of: journal))
        out.appendASCII(",\n  \"settings\": ")
        Self.appendSettings(journal.settings, to: &out)
        out.appendASCII(",\n  \"presets\": ")
        if journal.presets.isEmpty {
            out.appendASCII("[]")
        } else {
            out.appendASCII("[\n")
            for (i, preset) in journal.presets.enumerated() {
                if i > 0 { out.appendASCII(",\n") }
                out.appendASCII("    ")
                Self.appendPreset(preset, to: &out)
            }
            out.appendASCII("\n  ]")
        }
        // Before the days, which end the file: `status` reads the days from the end.
        if let celebrated = journal.celebrated {
            out.appendASCII(",\n  \"celebrated\": ")
            Self.appendCelebrated(celebrated, to: &out)
        }
        Self.appendPlans(journal.plans, to: &out)
        Self.appendIfThenPlans(journal.ifThenPlans, to: &out)
        out.appendASCII(",\n  \"days\": ")
        appendDays(to: &out, fresh: fresh, reordered: reordered)
        out.appendASCII("\n}\n")
        lines = out
        return out
    }

    /// `Journal.formatVersion`, asking the days through the cache (`Journal.formatVersion(daysNeed:)`): each cached
    /// line knows the version its day needs, so a save does not look at every day's drinks again. A day removed in
    /// this update is still cached (unseen) until the days are laid out, so only the days seen now count.
    private func formatVersion(of journal: Journal) -> Int {
        let rest = journal.formatVersion(daysNeed: 1)
        var daysNeed = 1
        for i in cached.indices where Int(cached[i].version) > max(daysNeed, rest) && seen[i] == generation {
            daysNeed = Int(cached[i].version)
            if daysNeed == Journal.newestVersion { break }
        }
        return journal.formatVersion(daysNeed: daysNeed)
    }

    /// Brings the cache up to `days` for the days named in `changed` (every day when nil): encodes new and
    /// changed days (returned by their index in `cached`, with their total length), appends new days to
    /// `cached`, and marks every day still there as seen. `reordered` is true when a day went, so `cached`
    /// must be laid out again without it.
    private mutating func updateCache(with days: [LocalDate: DayRecord], changed: Set<LocalDate>?)
        -> (fresh: [Int: [UInt8]], bytes: Int, reordered: Bool) {
        generation &+= 1
        // Named days only: every other cached day stays. Every day: a cached day not in `days` is left
        // unseen, and so dropped.
        if changed != nil {
            for i in seen.indices { seen[i] = generation }
        }
        var fresh: [Int: [UInt8]] = [:]
        var bytes = 0
        var removed = false
        func encode(_ date: LocalDate) {
            let slot = slotIndex(for: date.dayNumber)
            let existing = Int(slots[slot])
            guard let record = days[date] else {
                if existing >= 0 {
                    seen[existing] = generation &- 1
                    removed = true
                }
                return
            }
            let line = Self.dayLine(date, record)
            bytes += line.count + 2
            if existing >= 0 {
                seen[existing] = generation
                fresh[existing] = line
                cached[existing].version = UInt8(record.formatVersion)
            } else {
                slots[slot] = Int32(cached.count)
                fresh[cached.count] = line
                cached.append(CachedDay(date: date, start: 0, length: 0, version: UInt8(record.formatVersion)))
                seen.append(generation)
            }
        }
        if let changed {
            for date in changed { encode(date) }
        } else {
            for date in days.keys { encode(date) }
            removed = removed || seen.contains { $0 != generation }
        }
        daysEncodedLastTime = fresh.count
        // New days only join the slots (walking them keeps the date order); `cached` is laid out again only
        // when days went.
        return (fresh, bytes, removed)
    }

    /// The days object: fresh lines where days changed, runs of the last bytes elsewhere, in date order.
    /// Updates where each day's line now sits; days not seen in this update are dropped.
    private mutating func appendDays(to out: inout [UInt8], fresh: [Int: [UInt8]], reordered: Bool) {
        var order: [Int32] = []
        if reordered { order.reserveCapacity(cached.count) }
        var runStart = 0, runEnd = -2, runOut = 0  // a stretch of the last bytes still to copy, and where it goes
        func flushRun() {
            if runEnd > runStart { lines.withUnsafeBufferPointer { out.append(contentsOf: $0[runStart..<runEnd]) } }
            runStart = 0
            runEnd = -2
        }
        var first = true
        for slot in slots where slot >= 0 {
            let i = Int(slot)
            guard seen[i] == generation else { continue }
            if first {
                out.appendASCII("{\n")
            }
            if let line = fresh[i] {
                flushRun()
                if !first { out.appendASCII(",\n") }
                cached[i].start = out.count
                cached[i].length = line.count
                out.append(contentsOf: line)
            } else if !first && cached[i].start == runEnd + 2 {
                // The next line of the same stretch: the `,\n` between them comes along.
                runEnd = cached[i].start + cached[i].length
                cached[i].start = runOut + (cached[i].start - runStart)
            } else {
                flushRun()
                if !first { out.appendASCII(",\n") }
                runStart = cached[i].start
                runEnd = runStart + cached[i].length
                runOut = out.count
                cached[i].start = runOut
            }
            first = false
            if reordered { order.append(slot) }
        }
        flushRun()
        out.appendASCII(first ? "{}" : "\n  }")
        guard reordered else { return }
        cached = order.map { cached[Int($0)] }
        seen = Array(repeating: generation, count: cached.count)
        guard let firstDate = cached.first?.date, let lastDate = cached.last?.date else {
            slots = []
            return
        }
        firstDay = firstDate.dayNumber
        slots = Array(repeating: -1, count: lastDate.dayNumber - firstDay + 1)
        for (i, day) in cached.enumerated() { slots[day.date.dayNumber - firstDay] = Int32(i) }
    }

    /// The index in `slots` of a day number, growing the slots to cover it.
    private mutating func slotIndex(for day: Int) -> Int {
        if slots.isEmpty {
            firstDay = day
            slots = [-1]
        } else if day < firstDay {
            slots.insert(contentsOf: repeatElement(-1, count: firstDay - day), at: 0)
            firstDay = day
        } else if day >= firstDay + slots.count {
            slots.append(contentsOf: repeatElement(-1, count: day - firstDay - slots.count + 1))
        }
        return day - firstDay
    }

    /// Settings keys in sorted order, as the file lists them.
    private static let sortedSettingKeys = SettingKey.allCases.sorted { $0.rawValue < $1.rawValue }

    private static func appendSettings(_ settings: Settings, to out: inout [UInt8]) {
        out.append(0x7B)
        var first = true
        // A key of a later version is written only when set, so a journal that uses none keeps version 1.
        for key in sortedSettingKeys where key.sinceVersion == 1 || !key.isDefault(in: settings) {
            if !first { out.appendASCII(", ") }
            first = false
            out.appendJSONString(key.rawValue)
            out.appendASCII(": ")
            let value = key.value(in: settings)
            if key.integerRange != nil || key.isFlag {
                out.append(contentsOf: value.utf8)
            } else {
                out.appendJSONString(value)
            }
        }
        out.append(0x7D)
    }

    private static func appendPreset(_ preset: Preset, to out: inout [UInt8]) {
        out.appendASCII("{\"abv\": ")
        out.appendTenths(preset.abvTenths)
        if let kcal = preset.extraKcal {
            out.appendASCII(", \"kcal\": ")
            out.appendInteger(kcal)
        }
        out.appendASCII(", \"ml\": ")
        out.appendInteger(preset.ml)
        out.appendASCII(", \"name\": ")
        out.appendJSONString(preset.name)
        if let price = preset.priceYen {
            out.appendASCII(", \"price\": ")
            out.appendInteger(price)
        }
        out.append(0x7D)
    }

    /// `{"days": 30, "lastDrinkingDay": "2026-10-30"}`, the date only when there is one.
    private static func appendCelebrated(_ celebrated: CelebratedMilestone, to out: inout [UInt8]) {
        out.appendASCII("{\"days\": ")
        out.appendInteger(celebrated.days)
        if let date = celebrated.lastDrinkingDay {
            out.appendASCII(", \"lastDrinkingDay\": \"")
            out.appendDate(date)
            out.append(0x22)
        }
        out.append(0x7D)
    }

    /// `    "2026-11-28": {"craving": 3, "drank": true, "drinks": [...], "mood": 4, "note": "..."}`
    static func dayLine(_ date: LocalDate, _ record: DayRecord) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(48 + 96 * record.drinks.count + (record.note?.utf8.count ?? 0))
        appendDayLine(date, record, to: &out)
        return out
    }

    /// Appends `dayLine(date, record)` to `out`.
    static func appendDayLine<Output: JSONOutput>(_ date: LocalDate, _ record: DayRecord, to out: inout Output) {
        out.appendASCII("    \"")
        out.appendDate(date)
        appendDay(record, to: &out)
    }

    /// A day line after its date, `": {"context": {…}, "craving": 3, …}`.
    static func appendDay<Output: JSONOutput>(_ record: DayRecord, to out: inout Output) {
        out.appendASCII("\": {")
        var first = true
        func separator() {
            if !first { out.appendASCII(", ") }
            first = false
        }
        if let context = record.context {
            separator()
            out.appendASCII("\"context\": ")
            appendContext(context, to: &out)
        }
        if let craving = record.craving {
            separator()
            out.appendASCII("\"craving\": ")
            out.appendInteger(craving)
        }
        if let drank = record.drank {
            separator()
            out.appendASCII(drank ? "\"drank\": true" : "\"drank\": false")
        }
        if record.drank == true {
            separator()
            out.appendASCII("\"drinks\": [")
            // By index: each entry is lent to `appendDrink`, not copied out of the list (a retain and release of its name).
            for i in record.drinks.indices {
                if i > 0 { out.appendASCII(", ") }
                appendDrink(record.drinks[i], to: &out)
            }
            out.append(0x5D)
        }
        if let medicine = record.medicine {
            separator()
            out.appendASCII("\"medicine\": ")
            out.appendJSONString(medicine)
        }
        if let mood = record.mood {
            separator()
            out.appendASCII("\"mood\": ")
            out.appendInteger(mood)
        }
        if let note = record.note {
            separator()
            out.appendASCII("\"note\": ")
            out.appendJSONString(note)
        }
        out.append(0x7D)
    }

    /// `{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}`
    static func appendDrink<Output: JSONOutput>(_ drink: DrinkEntry, to out: inout Output) {
        out.append(0x7B)
        if let abv = drink.abvTenths {
            out.appendASCII("\"abv\": ")
            out.appendTenths(abv)
            out.appendASCII(", ")
        }
        out.appendASCII("\"count\": ")
        out.appendInteger(drink.count)
        out.appendASCII(", \"grams\": ")
        out.appendTenths(drink.gramsTenths)
        if let kcal = drink.extraKcal {
            out.appendASCII(", \"kcal\": ")
            out.appendInteger(kcal)
        }
        if let ml = drink.ml {
            out.appendASCII(", \"ml\": ")
            out.appendInteger(ml)
        }
        out.appendASCII(", \"name\": ")
        out.appendJSONString(drink.name)
        if let price = drink.priceYen {
            out.appendASCII(", \"price\": ")
            out.appendInteger(price)
        }
        out.append(0x7D)
    }
}
