/// Turns a journal into the exact bytes of its file (DESIGN §3): the same journal always gives the
/// same bytes, one setting object, one preset and one day per line, keys sorted, days in date order.
///
/// It remembers the line of every day it encoded, with the record it came from, so a save after one
/// change encodes one day and joins the other lines as they are.
public struct JournalWriter: Sendable {
    private struct CachedDay: Sendable {
        var record: DayRecord
        var line: [UInt8]
    }

    private var cache: [LocalDate: CachedDay] = [:]
    private var order: [LocalDate] = []
    private var cachedLineBytes = 0

    /// How many days the last `encode` encoded afresh; the others came from the cache.
    public private(set) var daysEncodedLastTime = 0

    /// A writer with nothing cached yet.
    public init() {}

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
        out.reserveCapacity(cachedLineBytes + 2 * order.count + 256 + 64 * journal.presets.count)
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
        if order.isEmpty {
            out.appendASCII("{}")
        } else {
            out.appendASCII("{\n")
            for (i, date) in order.enumerated() {
                if i > 0 { out.appendASCII(",\n") }
                if let line = cache[date]?.line { out.append(contentsOf: line) }
            }
            out.appendASCII("\n  }")
        }
        out.appendASCII("\n}\n")
        return out
    }

    /// Brings the cached lines and the date order up to `days`.
    private mutating func updateCache(with days: [LocalDate: DayRecord]) {
        var encoded = 0
        var datesChanged = days.count != cache.count
        for (date, record) in days {
            if let cached = cache[date] {
                if cached.record == record { continue }
                cachedLineBytes -= cached.line.count
            } else {
                datesChanged = true
            }
            let line = Self.dayLine(date, record)
            cachedLineBytes += line.count
            cache[date] = CachedDay(record: record, line: line)
            encoded += 1
        }
        if datesChanged {
            if cache.count != days.count {
                cache = cache.filter { days[$0.key] != nil }
                cachedLineBytes = cache.values.reduce(0) { $0 + $1.line.count }
            }
            order = days.keys.sorted()
        }
        daysEncodedLastTime = encoded
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
        out.append(contentsOf: date.iso.utf8)
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
