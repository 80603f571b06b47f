import DanshuCore

/// Turns a journal into the exact bytes of its file (design.md §3): the same journal always gives the
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
    /// The days last written (or read), in date order.
    private var cached: [CachedDay] = []

    /// The file the cache started from, while saves replace its lines (`prime`); nil once an encode of every day or a
    /// cache started otherwise leaves nothing to rebuild it from.
    private var starting: StartingVersion?

    /// How many days the last `encode` encoded afresh; the others came from the cache.
    public private(set) var daysEncodedLastTime = 0
    /// The day parts' table the days are written by.
    private let dayFormat: DayFormat

    /// A writer with nothing cached yet.
    public init() {
        dayFormat = .standard
    }

    /// A writer whose days' parts are written as `parts` says (a test's table with a part of its own).
    init(parts: DayPartTable) {
        dayFormat = DayFormat.of(parts)
    }

    /// A writer whose days are written as `format` says (`DayFormat.throughKinds`).
    init(format: DayFormat) {
        dayFormat = format
    }

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
        guard let seed = seed.verified(for: journal, in: file, except: changed, format: dayFormat) else { return }
        lines = file
        cached = seed.days
        starting = StartingVersion(file: file, days: seed.days)
    }

    /// Whether the next `encode` encodes every day whatever it is told: nothing is cached (none started, or every day
    /// removed since).
    public var encodesEveryDay: Bool { cached.isEmpty }

    /// Whether the writer can give back the file its cache started from (`startingVersion`).
    public var keepsStartingVersion: Bool { starting != nil }

    /// The bytes of the file the cache started from (`prime`), as they were, whatever saves wrote since; nil when an
    /// encode of every day came between.
    public func startingVersion() -> [UInt8]? {
        starting?.bytes(current: lines, cached: cached)
    }

    /// The bytes of a journal, encoded without a cache.
    public static func bytes(of journal: Journal) -> [UInt8] {
        bytes(of: journal, parts: DayPart.table)
    }

    /// The bytes of a journal whose days' parts are written as `parts` says, encoded without a cache.
    static func bytes(of journal: Journal, parts: DayPartTable) -> [UInt8] {
        var writer = JournalWriter(parts: parts)
        return writer.encode(journal, changed: nil)
    }

    /// The file's bytes for `journal`. `changed` names every day that may differ from the last call
    /// (added, changed or removed); only those are encoded again. Nil, or a writer with nothing cached,
    /// encodes every day. A day's `drinks` are written only when `drank` is true (the reader rejects them otherwise).
    public mutating func encode(_ journal: Journal, changed: Set<LocalDate>?) -> [UInt8] {
        // Named days are encoded again and every other cached day's line copied; with no names or nothing cached, every day.
        let named = cached.isEmpty ? nil : changed.map { $0.sorted() }
        if let named { starting?.keep(named, current: lines, cached: cached) } else { starting = nil }
        let kept = named == nil ? [] : cached
        let walk = DayWalk(kept: kept, named: named ?? journal.days.keys.sorted())

        var out: [UInt8] = []
        out.reserveCapacity(
            (named == nil ? 128 * journal.days.count : lines.count + 4096) + 256 + 64 * journal.presets.count)
        Self.appendHead(journal, daysNeed: daysNeed(walk, journal.days), to: &out)
        appendDays(walk, journal.days, to: &out)
        out.appendASCII("\n}\n")
        lines = out
        return out
    }

    /// The file's text before the days' object: the format, the version the days need (`daysNeed`, with what the rest
    /// of the journal needs), the settings, presets, last celebration and plans, then `"days": `.
    static func appendHead<Output: JSONOutput>(_ journal: Journal, daysNeed: Int, to out: inout Output) {
        out.appendASCII("{\n  \"format\": \"danshu-journal\",\n  \"version\": ")
        out.appendInteger(journal.formatVersion(daysNeed: daysNeed))
        out.appendASCII(",\n  \"settings\": ")
        appendSettings(journal.settings, to: &out)
        out.appendASCII(",\n  \"presets\": ")
        if journal.presets.isEmpty {
            out.appendASCII("[]")
        } else {
            out.appendASCII("[\n")
            for (i, preset) in journal.presets.enumerated() {
                if i > 0 { out.appendASCII(",\n") }
                out.appendASCII("    ")
                appendPreset(preset, to: &out)
            }
            out.appendASCII("\n  ]")
        }
        // Before the days, which end the file: `status` reads the days from the end.
        if let celebrated = journal.celebrated {
            out.appendASCII(",\n  \"celebrated\": ")
            appendCelebrated(celebrated, to: &out)
        }
        appendPlans(journal.plans, to: &out)
        appendIfThenPlans(journal.ifThenPlans, to: &out)
        out.appendASCII(",\n  \"days\": ")
    }

    /// The days of an encode in date order: the cached days kept as they are, and the named days, encoded again (or
    /// dropped, when the journal no longer has them); a named day that is cached is named.
    private struct DayWalk {
        let kept: [CachedDay]
        let named: [LocalDate]

        /// Calls `day` with each day in date order: a kept day's cache entry, or a named day's date.
        func visit(_ day: (CachedDay?, LocalDate) -> Void) {
            var next = 0
            for kept in kept {
                while next < named.count && named[next] < kept.date {
                    day(nil, named[next])
                    next += 1
                }
                if next < named.count && named[next] == kept.date { continue }
                day(kept, kept.date)
            }
            while next < named.count {
                day(nil, named[next])
                next += 1
            }
        }
    }

    /// The latest version the days need: each kept line knows its day's, so a save does not look at every day again.
    private func daysNeed(_ walk: DayWalk, _ days: [LocalDate: DayRecord]) -> Int {
        var version = 1
        walk.visit { kept, date in
            if let kept {
                version = max(version, Int(kept.version))
            } else if let record = days[date] {
                version = max(version, dayFormat.parts.formatVersion(of: record))
            }
        }
        return version
    }

    /// The days object in date order: the named days' lines encoded into `out`, runs of the last bytes for the kept
    /// days. The cache becomes the days as they now sit in `out`.
    private mutating func appendDays(_ walk: DayWalk, _ days: [LocalDate: DayRecord], to out: inout [UInt8]) {
        var placed: [CachedDay] = []
        placed.reserveCapacity(walk.kept.count + walk.named.count)
        var runStart = 0
        var runEnd = -2
        var runOut = 0 // a stretch of the last bytes still to copy, and where it goes
        let lines = lines
        func flushRun() {
            if runEnd > runStart { lines.withUnsafeBufferPointer { out.append(contentsOf: $0[runStart..<runEnd]) } }
            runStart = 0
            runEnd = -2
        }
        var encoded = 0
        walk.visit { kept, date in
            let first = placed.isEmpty
            if var day = kept {
                if !first && day.start == runEnd + 2 {
                    // The next line of the same stretch: the `,\n` between them comes along.
                    runEnd = day.start + day.length
                    day.start = runOut + (day.start - runStart)
                } else {
                    flushRun()
                    out.appendASCII(first ? "{\n" : ",\n")
                    runStart = day.start
                    runEnd = runStart + day.length
                    runOut = out.count
                    day.start = runOut
                }
                placed.append(day)
            } else if let record = days[date] {
                flushRun()
                out.appendASCII(first ? "{\n" : ",\n")
                let start = out.count
                Self.appendDayLine(date, record, dayFormat, to: &out)
                placed.append(
                    CachedDay(
                        date: date, start: start, length: out.count - start,
                        version: UInt8(dayFormat.parts.formatVersion(of: record))))
                encoded += 1
            }
        }
        flushRun()
        out.appendASCII(placed.isEmpty ? "{}" : "\n  }")
        cached = placed
        daysEncodedLastTime = encoded
    }

    /// Settings keys in sorted order, as the file lists them.
    private static let sortedSettingKeys = SettingKey.allCases.sorted { $0.rawValue < $1.rawValue }

    private static func appendSettings<Output: JSONOutput>(_ settings: Settings, to out: inout Output) {
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
                var value = value
                value.withUTF8 { out.appendBytes($0) }
            } else {
                out.appendJSONString(value)
            }
        }
        out.append(0x7D)
    }

    private static func appendPreset<Output: JSONOutput>(_ preset: Preset, to out: inout Output) {
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
    private static func appendCelebrated<Output: JSONOutput>(_ celebrated: CelebratedMilestone, to out: inout Output) {
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
    static func appendDayLine<Output: JSONOutput>(
        _ date: LocalDate, _ record: DayRecord, _ format: DayFormat, to out: inout Output
    ) {
        out.appendASCII("    \"")
        out.appendDate(date)
        appendDay(record, format, to: &out)
    }

    /// A day line after its date, `": {"context": {…}, "craving": 3, …}`: the answer, the drinks and the parts' keys
    /// (`format`) in sorted order.
    static func appendDay<Output: JSONOutput>(_ record: DayRecord, _ format: DayFormat, to out: inout Output) {
        out.appendASCII("\": {")
        var first = true
        func separator() {
            if !first { out.appendASCII(", ") }
            first = false
        }
        let fields = format.fields
        let mayHoldParts = record.mayHoldParts
        for slot in format.order {
            switch slot {
            case .drank:
                guard let drank = record.drank else { continue }
                separator()
                out.appendASCII(drank ? "\"drank\": true" : "\"drank\": false")
            case .drinks:
                guard record.drank == true else { continue }
                separator()
                out.appendASCII("\"drinks\": [")
                // By index: each entry is lent to `appendDrink`, not copied out of the list (a retain and release of its name).
                for i in record.drinks.indices {
                    if i > 0 { out.appendASCII(", ") }
                    appendDrink(record.drinks[i], to: &out)
                }
                out.append(0x5D)
            case .field(let index):
                guard mayHoldParts else { continue }
                let field = fields[index]
                if field.isUrges {
                    let urges = record.urges
                    guard !urges.isEmpty else { continue }
                    separator()
                    field.spelled.withUnsafeBufferPointer { out.appendBytes($0) }
                    appendUrges(urges, to: &out)
                    continue
                }
                guard let value = field.key.value(record) else { continue }
                separator()
                field.spelled.withUnsafeBufferPointer { out.appendBytes($0) }
                appendDayValue(value, field.value, to: &out)
            }
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
