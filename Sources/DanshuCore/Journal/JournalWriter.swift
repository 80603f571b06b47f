/// Turns a journal into the exact bytes of its file (DESIGN §3): the same journal always gives the
/// same bytes, one setting object, one preset and one day per line, keys sorted, days in date order.
///
/// It keeps the lines of the days it encoded, with the records they came from, in one buffer in
/// date order. A save after one change encodes that day and copies the rest of the buffer in a
/// few large runs; per-day objects are never visited to build the output.
public struct JournalWriter: Sendable {
    /// A cached day: its record and where its line (with the `,\n` after it) sits in `lines`.
    struct CachedDay: Sendable {
        var date: LocalDate
        var record: DayRecord
        var start: Int
        var length: Int
    }

    /// Every cached day's line followed by `,\n`, in date order.
    private var lines: [UInt8] = []
    /// Cached days in date order as of the last rebuild of `lines`; new days are appended.
    private var cached: [CachedDay] = []
    /// Beside `cached`: what its records are made of, compared on every encode without touching them.
    private var fingerprints: [RecordFingerprint] = []
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

    /// Day lines a file already holds exactly as this writer writes them, in date order: the reader gathers
    /// them so that the first save after a load encodes only what changed, like every later save.
    public struct Seed: Sendable {
        /// The days in date order, each with where its line (with the `,\n` after it) starts, counted from `lines`.
        var days: [CachedDay]
        /// Where the lines are in the file's bytes: one after another, `,\n` between them.
        var lines: Range<Int>
    }

    /// Starts the cache from lines the reader found in `file` (the bytes it read), as if this writer had written them.
    mutating func prime(with seed: consuming Seed, file: [UInt8]) {
        lines.removeAll(keepingCapacity: true)
        lines.reserveCapacity(seed.lines.count + 2)
        file.withUnsafeBufferPointer { lines.append(contentsOf: $0[seed.lines]) }
        lines.append(0x2C)
        lines.append(0x0A)
        cached = seed.days
        fingerprints = cached.map { RecordFingerprint($0.record) }
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
        return writer.encode(journal)
    }

    /// The file's bytes for `journal`, re-encoding only the days that differ from the last call.
    /// A day's `drinks` are written only when `drank` is true (the reader rejects them otherwise).
    public mutating func encode(_ journal: Journal) -> [UInt8] {
        updateCache(with: journal.days)

        var out: [UInt8] = []
        out.reserveCapacity(lines.count + 256 + 64 * journal.presets.count)
        out.appendASCII("{\n  \"format\": \"danshu-journal\",\n  \"version\": 1,\n  \"settings\": ")
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

    /// Brings the cache up to `days`: encodes new and changed days, drops removed ones, and
    /// lays out `lines` again when anything changed.
    private mutating func updateCache(with days: [LocalDate: DayRecord]) {
        generation &+= 1
        let countBefore = cached.count
        // Only looks at each record here (no copies, so no reference counting on every day);
        // the few changed days are fetched again below.
        var changed: [LocalDate] = []
        for index in days.indices {
            let date = days.keys[index]
            let slot = slotIndex(for: date.dayNumber)
            let existing = Int(slots[slot])
            if existing >= 0 {
                seen[existing] = generation
                if fingerprints[existing] == RecordFingerprint(days.values[index]) { continue }
                if cached[existing].record == days.values[index] {
                    fingerprints[existing] = RecordFingerprint(days.values[index])
                    cached[existing].record = days.values[index]
                    continue
                }
            }
            changed.append(date)
        }
        var fresh: [Int: [UInt8]] = [:]
        for date in changed {
            guard let record = days[date] else { continue }
            let slot = date.dayNumber - firstDay
            let existing = Int(slots[slot])
            if existing >= 0 {
                cached[existing].record = record
                fingerprints[existing] = RecordFingerprint(record)
                fresh[existing] = Self.dayLine(date, record)
            } else {
                slots[slot] = Int32(cached.count)
                fresh[cached.count] = Self.dayLine(date, record)
                cached.append(CachedDay(date: date, record: record, start: 0, length: 0))
                fingerprints.append(RecordFingerprint(record))
                seen.append(generation)
            }
        }
        daysEncodedLastTime = fresh.count
        if cached.count == countBefore && cached.count == days.count {
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
        var newFingerprints: [RecordFingerprint] = []
        newFingerprints.reserveCapacity(cached.count)
        var runStart = 0, runEnd = 0  // a stretch of the old buffer still to copy
        func flushRun() {
            if runEnd > runStart { lines.withUnsafeBufferPointer { newLines.append(contentsOf: $0[runStart..<runEnd]) } }
            runStart = 0
            runEnd = 0
        }
        for slot in slots where slot >= 0 {
            var day = cached[Int(slot)]
            guard seen[Int(slot)] == generation else { continue }
            newFingerprints.append(fingerprints[Int(slot)])
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
        fingerprints = newFingerprints
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
        for (i, key) in sortedSettingKeys.enumerated() {
            if i > 0 { out.appendASCII(", ") }
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
        out.appendASCII(", \"ml\": ")
        out.appendInteger(preset.ml)
        out.appendASCII(", \"name\": ")
        out.appendJSONString(preset.name)
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
        if let ml = drink.ml {
            out.appendASCII(", \"ml\": ")
            out.appendInteger(ml)
        }
        out.appendASCII(", \"name\": ")
        out.appendJSONString(drink.name)
        out.append(0x7D)
    }
}

/// The storage a day record is made of: equal fingerprints mean equal records, because the
/// writer's cache keeps a reference to that storage, so it is neither freed nor changed in place.
/// Unequal fingerprints say nothing; the records are then compared.
private struct RecordFingerprint: Equatable, Sendable {
    var drank: Bool?
    var drinks: UInt
    var note: (UInt64, UInt64)?

    @inline(__always)
    init(_ record: DayRecord) {
        drank = record.drank
        drinks = MemoryLayout<[DrinkEntry]>.size == MemoryLayout<UInt>.size ? unsafeBitCast(record.drinks, to: UInt.self) : 0
        note = record.note.map { MemoryLayout<String>.size == 16 ? unsafeBitCast($0, to: (UInt64, UInt64).self) : (0, 0) }
    }

    static func == (a: RecordFingerprint, b: RecordFingerprint) -> Bool {
        guard a.drank == b.drank, a.drinks == b.drinks, a.drinks != 0 else { return false }
        switch (a.note, b.note) {
        case (nil, nil): return true
        case let (x?, y?): return x != (0, 0) && x == y
        default: return false
        }
    }
}
