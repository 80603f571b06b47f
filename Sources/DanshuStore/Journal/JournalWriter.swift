import DanshuCore
/// Turns a journal into the exact bytes of its file (DESIGN §3): the same journal always gives the
/// same bytes, one setting object, one preset and one day per line, keys sorted, days in date order.
///
/// It keeps the lines of the days it encoded in one buffer in date order. A save names the days its
/// change touched (the edits say which), and only those are encoded again; the rest of the buffer is
/// copied in a few large runs, and no other day is looked at.
public struct JournalWriter: Sendable {
    /// A cached day: where its line (with the `,\n` after it) sits in `lines`.
    private struct CachedDay: Sendable {
        var date: LocalDate
        var start: Int
        var length: Int
        /// Whether the day's line uses a field of version 2 (`DayRecord.formatVersion`).
        var isVersion2 = false
    }

    /// Every cached day's line followed by `,\n`, in date order.
    private var lines: [UInt8] = []
    /// Cached days in date order as of the last rebuild of `lines`; new days are appended.
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

    /// The bytes of a journal, encoded without a cache.
    public static func bytes(of journal: Journal) -> [UInt8] {
        var writer = JournalWriter()
        return writer.encode(journal, changed: nil)
    }

    /// The file's bytes for `journal`. `changed` names every day that may differ from the last call
    /// (added, changed or removed); only those are encoded again. Nil, or a writer with nothing cached,
    /// encodes every day. A day's `drinks` are written only when `drank` is true (the reader rejects them otherwise).
    public mutating func encode(_ journal: Journal, changed: Set<LocalDate>?) -> [UInt8] {
        updateCache(with: journal.days, changed: cached.isEmpty ? nil : changed)

        var out: [UInt8] = []
        out.reserveCapacity(lines.count + 256 + 64 * journal.presets.count)
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
        out.appendASCII(",\n  \"days\": ")
        if lines.isEmpty {
            out.appendASCII("{}")
        } else {
            out.appendASCII("{\n")
            lines.withUnsafeBufferPointer { out.append(contentsOf: $0.prefix($0.count - 2)) }
            out.appendASCII("\n  }")
        }
        out.appendASCII("\n}\n")
        return out
    }

    /// `Journal.formatVersion`, asking the days through the cache: each cached line knows whether its day needs
    /// version 2, so a save does not look at every day's drinks again.
    private func formatVersion(of journal: Journal) -> Int {
        if journal.settings.formatVersion == 2 || journal.presets.contains(where: { $0.formatVersion == 2 }) { return 2 }
        return cached.contains(where: \.isVersion2) ? 2 : 1
    }

    /// Brings the cache up to `days` for the days named in `changed` (all days when nil): encodes new and
    /// changed days, drops removed ones, and lays out `lines` again when a day came or went.
    private mutating func updateCache(with days: [LocalDate: DayRecord], changed: Set<LocalDate>?) {
        generation &+= 1
        var removed = false
        // Named days only: every other cached day stays. Everything afresh: a cached day not in `days` is
        // left unseen, and so dropped.
        if changed != nil {
            for i in seen.indices { seen[i] = generation }
        }
        var fresh: [Int: [UInt8]] = [:]
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
            if existing >= 0 {
                seen[existing] = generation
                fresh[existing] = Self.dayLine(date, record)
                cached[existing].isVersion2 = record.formatVersion == 2
            } else {
                slots[slot] = Int32(cached.count)
                fresh[cached.count] = Self.dayLine(date, record)
                cached.append(CachedDay(date: date, start: 0, length: 0, isVersion2: record.formatVersion == 2))
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
        let grew = fresh.keys.contains { cached[$0].length == 0 }
        if !removed && !grew {
            if !fresh.isEmpty { replaceLines(fresh: fresh) }
        } else {
            rebuildLines(fresh: fresh)
        }
    }

    /// Puts fresh lines in place of the changed days' lines when no day came or went: `cached`
    /// stays in date order and is updated in place, and so is the buffer.
    private mutating func replaceLines(fresh: [Int: [UInt8]]) {
        let changed = fresh.keys.sorted()
        for i in changed.reversed() {
            guard var line = fresh[i] else { continue }
            line.append(0x2C)
            line.append(0x0A)
            let start = cached[i].start
            lines.replaceSubrange(start..<start + cached[i].length, with: line)
            cached[i].length = line.count
        }
        guard let first = changed.first else { return }
        var start = cached[first].start
        for i in first..<cached.count {
            cached[i].start = start
            start += cached[i].length
        }
    }

    /// Lays the lines out again in date order: fresh lines where days changed, runs of the old
    /// buffer elsewhere. Days not seen in this update are dropped; `cached` ends in date order.
    private mutating func rebuildLines(fresh: [Int: [UInt8]]) {
        var newLines: [UInt8] = []
        newLines.reserveCapacity(lines.count + fresh.values.reduce(0) { $0 + $1.count + 2 } + 64)
        var newCached: [CachedDay] = []
        newCached.reserveCapacity(cached.count)
        var runStart = 0, runEnd = 0  // a stretch of the old buffer still to copy
        func flushRun() {
            if runEnd > runStart { lines.withUnsafeBufferPointer { newLines.append(contentsOf: $0[runStart..<runEnd]) } }
            runStart = 0
            runEnd = 0
        }
        for slot in slots where slot >= 0 {
            var day = cached[Int(slot)]
            guard seen[Int(slot)] == generation else { continue }
            if let line = fresh[Int(slot)] {
                flushRun()
                day.start = newLines.count
                newLines.append(contentsOf: line)
                newLines.append(0x2C)
                newLines.append(0x0A)
                day.length = line.count + 2
            } else {
                if day.start != runEnd || runEnd == runStart {
                    flushRun()
                    runStart = day.start
                    runEnd = day.start
                }
                runEnd += day.length
                day.start = newLines.count + (runEnd - runStart) - day.length
            }
            newCached.append(day)
        }
        flushRun()
        lines = newLines
        cached = newCached
        seen = Array(repeating: generation, count: cached.count)
        guard let first = cached.first, let last = cached.last else {
            slots = []
            return
        }
        firstDay = first.date.dayNumber
        slots = Array(repeating: -1, count: last.date.dayNumber - firstDay + 1)
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
            if key.integerRange != nil || key == .mouse {
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

    /// `    "2026-11-28": {"drank": true, "drinks": [...], "note": "..."}`
    static func dayLine(_ date: LocalDate, _ record: DayRecord) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(48 + 96 * record.drinks.count + (record.note?.utf8.count ?? 0))
        out.appendASCII("    \"")
        out.appendDate(date)
        out.appendASCII("\": {")
        var first = true
        func separator() {
            if !first { out.appendASCII(", ") }
            first = false
        }
        if let drank = record.drank {
            separator()
            out.appendASCII(drank ? "\"drank\": true" : "\"drank\": false")
        }
        if record.drank == true {
            separator()
            out.appendASCII("\"drinks\": [")
            for (i, drink) in record.drinks.enumerated() {
                if i > 0 { out.appendASCII(", ") }
                appendDrink(drink, to: &out)
            }
            out.append(0x5D)
        }
        if let note = record.note {
            separator()
            out.appendASCII("\"note\": ")
            out.appendJSONString(note)
        }
        out.append(0x7D)
        return out
    }

    private static func appendDrink(_ drink: DrinkEntry, to out: inout [UInt8]) {
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
