import DanshuCore
/// Decodes journal JSON straight into the model in one pass, checking every value as it goes.
/// Meaning errors carry a JSON path relative to the value being decoded; callers prepend their part.
struct JournalDecoder {
    var scanner: JSONScanner
    /// What the top level said in `format` and `version`; checked once the whole object is read.
    var identity = JSONValidator.Identity()
    /// Whether to hand the writer the day lines it would write itself (`JournalStore` does, to save the first
    /// change without encoding every day).
    var wantsWriterSeed = false
    /// The day lines exactly as the writer writes them, when every day's line was one, in date order.
    var writerSeed: JournalWriter.Seed?
    /// Whether the days are kept in the journal; `check` only counts them (`dayCount`), each checked the same way.
    var keepsDays = true
    /// When set, only the days in it are kept; the others are read, checked and counted as `keepsDays` false does
    /// (`danshu report` needs a few weeks of a journal of years).
    var keptDays: ClosedRange<LocalDate>?
    /// How many days the file holds, once they are read.
    private(set) var dayCount = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes)
    }

    private enum TopLevelKey: String, IndexedKey { case format, version, settings, presets, days, celebrated }
    private enum PresetKey: String, IndexedKey { case abv, kcal, ml, name, price }
    private enum DayKey: String, IndexedKey { case drank, drinks, note, mood, craving }
    private enum DrinkKey: String, IndexedKey { case abv, count, grams, kcal, ml, name, price }

    private static let topLevelKeys = JSONKeySet(TopLevelKey.allCases.map(\.rawValue))
    private static let presetKeys = JSONKeySet(PresetKey.allCases.map(\.rawValue))
    private static let dayKeys = JSONKeySet(DayKey.allCases.map(\.rawValue))
    private static let drinkKeys = JSONKeySet(DrinkKey.allCases.map(\.rawValue))
    private static let celebratedKeys = JSONKeySet(CelebratedKey.allCases.map(\.rawValue))
    private static let settingKeys = JSONKeySet(SettingKey.allCases.map(\.rawValue))

    /// What a value looks like in a message.
    static func found(_ value: JSONValue, _ scanner: JSONScanner) -> JournalFound {
        switch value {
        case .string(let s): return .string(s)
        case .number(let n): return .number(scanner.text(of: n))
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .object: return .object
        case .list: return .list
        }
    }

    private func invalid(_ expected: JournalExpectation, _ value: JSONValue) -> ReadFailure {
        .value([], .invalidValue(expected: expected, found: Self.found(value, scanner)))
    }

    /// The index of a known key, after checking it is the first time the object has it.
    @inline(__always)
    private func known(_ match: JSONKeyMatch, in keys: JSONKeySet, _ seen: inout UInt32) throws(ReadFailure) -> Int {
        switch match {
        case .unknown(let key):
            throw .value([.key(key)], .unknownKey(key, allowed: keys.names))
        case .known(let index):
            guard seen & (1 << index) == 0 else { throw .value([.key(keys.names[index])], .duplicateKey(keys.names[index])) }
            seen |= 1 << index
            return index
        }
    }

    // MARK: Journal

    /// The whole file. `format` and `version` are checked after the object, whatever the key order.
    mutating func journal() throws(ReadFailure) -> Journal {
        scanner.skipWhitespace()
        if scanner.atEnd { throw .at(scanner.offset, .emptyFile) }
        guard scanner.beginObject() else { throw invalid(.journalObject, try scanner.readValue()) }
        var journal = Journal()
        var seen: UInt32 = 0
        var first = true
        while let match = try scanner.nextKey(isFirst: &first, matching: Self.topLevelKeys) {
            let index = try known(match, in: Self.topLevelKeys, &seen)
            let here = JSONPathComponent.key(Self.topLevelKeys.names[index])
            switch TopLevelKey(index: index) {
            case .format?:
                let value = try scanner.readValue()
                identity.format = Self.found(value, scanner)
                guard case .string = value else { throw invalid(.formatName, value).inside(here) }
            case .version?:
                let value = try scanner.readValue()
                identity.version = Self.found(value, scanner)
                guard case .number(let n) = value else { throw invalid(.version, value).inside(here) }
                identity.versionNumber = n.integer
            case .settings?:
                do { journal.settings = try settings() } catch { throw error.inside(here) }
            case .presets?:
                do { journal.presets = try presets() } catch { throw error.inside(here) }
            case .days?:
                do { journal.days = try days() } catch { throw error.inside(here) }
            case .celebrated?, nil:
                do { journal.celebrated = try celebrated() } catch { throw error.inside(here) }
            }
        }
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw scanner.syntaxError(.endOfFile) }
        if let failure = Self.identityFailure(identity) { throw failure }
        return journal
    }

    /// Why `format` and `version` do not name a journal this danshu reads, or nil when they do.
    static func identityFailure(_ identity: JSONValidator.Identity) -> ReadFailure? {
        guard let format = identity.format else { return .value([], .missingKey("format")) }
        guard format == .string("danshu-journal") else {
            return .value([.key("format")], .invalidValue(expected: .formatName, found: format))
        }
        guard let version = identity.version else { return .value([], .missingKey("version")) }
        switch identity.versionNumber {
        case let known? where (1...Journal.newestVersion).contains(known): return nil
        case let newer? where newer > Journal.newestVersion: return .value([.key("version")], .newerVersion(newer))
        default: return .value([.key("version")], .invalidValue(expected: .version, found: version))
        }
    }

    // MARK: Settings

    /// `settings`: missing keys keep their defaults.
    private mutating func settings() throws(ReadFailure) -> Settings {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var settings = Settings()
        var seen: UInt32 = 0
        var first = true
        while let match = try scanner.nextKey(isFirst: &first, matching: Self.settingKeys) {
            let index = try known(match, in: Self.settingKeys, &seen)
            let key = SettingKey.allCases[index], name = key.rawValue
            let value = try scanner.readValue()
            let text: String?
            switch value {
            case .number(let n) where key.integerRange != nil: text = n.integer.map(String.init)
            case .bool(let b) where key.isFlag: text = b ? "true" : "false"
            case .string(let s) where key.integerRange == nil && !key.isFlag: text = s
            case .number(let n) where key == .ambiguousWidth: text = n.integer.map(String.init)  // 2 as a hand edit may say
            default: text = nil
            }
            guard let text, key.set(text, in: &settings) else {
                throw invalid(.setting(key), value).inside(.key(name))
            }
        }
        return settings
    }

    // MARK: Presets

    private mutating func presets() throws(ReadFailure) -> [Preset] {
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var presets: [Preset] = []
        var names = Set<String>()
        var first = true
        while try scanner.nextElement(isFirst: &first) {
            let index = presets.count
            guard index < Limits.presets else { throw .value([.index(index)], .tooMany(.presets)) }
            let preset: Preset
            do { preset = try self.preset() } catch { throw error.inside(.index(index)) }
            guard names.insert(preset.name).inserted else {
                throw .value([.index(index), .key("name")], .duplicatePresetName(preset.name))
            }
            presets.append(preset)
        }
        return presets
    }

    private mutating func preset() throws(ReadFailure) -> Preset {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var abv: Int?, kcal: Int?, ml: Int?, name: String?, price: Int?
        var seen: UInt32 = 0
        var first = true
        while let match = try scanner.nextKey(isFirst: &first, matching: Self.presetKeys) {
            let index = try known(match, in: Self.presetKeys, &seen)
            let key = Self.presetKeys.names[index]
            switch PresetKey(index: index) {
            case .abv?: abv = try tenths(.abv, Limits.abvTenths, key)
            case .kcal?: kcal = try whole(.kcal, Limits.extraKcal, key, nullable: true)
            case .ml?: ml = try whole(.millilitres, Limits.ml, key)
            case .price?: price = try whole(.price, Limits.priceYen, key, nullable: true)
            case .name?, nil: name = try self.name(key)
            }
        }
        guard let abv else { throw .value([], .missingKey("abv")) }
        guard let ml else { throw .value([], .missingKey("ml")) }
        guard let name else { throw .value([], .missingKey("name")) }
        return Preset(name: name, abvTenths: abv, ml: ml, priceYen: price, extraKcal: kcal)
    }

    // MARK: Days

    private mutating func days() throws(ReadFailure) -> [LocalDate: DayRecord] {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var days: [LocalDate: DayRecord] = [:]
        let keeps = keepsDays
        if keeps { days.reserveCapacity(scanner.bytes.count / 128) }
        var counted = DaysMet()
        // False when the date was met before.
        let range = keptDays
        func add(_ record: DayRecord, on date: LocalDate) -> Bool {
            keeps && range.map { $0.contains(date) } != false ? days.updateValue(record, forKey: date) == nil : counted.insert(date)
        }
        var first = true
        var writerLines = WriterLines()
        var line = WriterLayoutLine(scanner.bytes)
        line.keepsDrinks = keeps
        line.keptDays = range
        while true {
            // Lines as the writer lays them out are read by the fast path; anything else by the general one.
            line.offset = scanner.offset
            if let (date, record) = line.day(isFirst: first) {
                guard add(record, on: date) else {
                    throw .value([.key(date.iso)], .duplicateKey(date.iso))
                }
                if wantsWriterSeed {
                    writerLines.add(date, line.start..<line.offset, isVersion2: record.formatVersion == 2,
                                    expected: scanner.bytes.count / 128)
                }
                scanner.offset = line.offset
                first = false
                continue
            }
            guard let key = try scanner.nextRawKey(isFirst: &first) else { break }
            writerLines.isWhole = false
            let date: LocalDate?
            switch key {
            case .raw(let range): date = LocalDate(isoUTF8: UnsafeBufferPointer(rebasing: scanner.bytes[range]))
            case .decoded(let text): date = LocalDate(iso: text)
            }
            guard let date, Limits.years.contains(date.year) else {
                let text = scanner.text(of: key)
                throw .value([.key(text)], .invalidValue(expected: .date, found: .string(text)))
            }
            let record: DayRecord
            do { record = try day() } catch { throw error.inside(.key(scanner.text(of: key))) }
            guard add(record, on: date) else {
                throw .value([.key(scanner.text(of: key))], .duplicateKey(scanner.text(of: key)))
            }
        }
        if wantsWriterSeed { writerSeed = writerLines.seed() }
        dayCount = keeps ? days.count + counted.count : counted.count
        return days
    }

    private mutating func day() throws(ReadFailure) -> DayRecord {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var record = DayRecord(drank: nil)
        var seen: UInt32 = 0
        var first = true
        while let match = try scanner.nextKey(isFirst: &first, matching: Self.dayKeys) {
            let index = try known(match, in: Self.dayKeys, &seen)
            let key = Self.dayKeys.names[index]
            switch DayKey(index: index) {
            case .drank?:
                switch try scanner.readValue() {
                case .bool(let b): record.drank = b
                case .null: record.drank = nil
                case let other: throw invalid(.drank, other).inside(.key(key))
                }
            case .drinks?:
                do { record.drinks = try drinks() } catch { throw error.inside(.key(key)) }
            case .note?:
                switch try scanner.readValue() {
                case .string(let s) where s.utf8.count <= Limits.noteLength.upperBound || s.count <= Limits.noteLength.upperBound:
                    record.note = s
                case .null: record.note = nil
                case let other: throw invalid(.note, other).inside(.key(key))
                }
            case .mood?: record.mood = try whole(.mood, Limits.mood, key, nullable: true)
            case .craving?, nil: record.craving = try whole(.craving, Limits.craving, key, nullable: true)
            }
        }
        if !record.drinks.isEmpty && record.drank != true { throw .value([.key("drinks")], .drinksOnDayNotDrank) }
        return record
    }

    private mutating func drinks() throws(ReadFailure) -> [DrinkEntry] {
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var drinks: [DrinkEntry] = []
        var first = true
        while try scanner.nextElement(isFirst: &first) {
            let index = drinks.count
            guard index < Limits.entriesPerDay else { throw .value([.index(index)], .tooMany(.entriesPerDay)) }
            do { drinks.append(try drink()) } catch { throw error.inside(.index(index)) }
        }
        // Without the room left by growing: the list is kept for the whole run.
        return drinks.capacity > drinks.count ? drinks.withUnsafeBufferPointer(Array.init) : drinks
    }

    /// One entry. `count` defaults to 1; `grams` may be left out when `ml` and `abv` give it.
    private mutating func drink() throws(ReadFailure) -> DrinkEntry {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var abv: Int?, count: Int?, grams: Int?, kcal: Int?, ml: Int?, name: String?, price: Int?
        var seen: UInt32 = 0
        var first = true
        while let match = try scanner.nextKey(isFirst: &first, matching: Self.drinkKeys) {
            let index = try known(match, in: Self.drinkKeys, &seen)
            let key = Self.drinkKeys.names[index]
            switch DrinkKey(index: index) {
            case .abv?: abv = try tenths(.abv, Limits.abvTenths, key, nullable: true)
            case .count?: count = try whole(.count, Limits.count, key)
            case .grams?: grams = try tenths(.grams, Limits.gramsTenths, key)
            case .kcal?: kcal = try whole(.kcal, Limits.extraKcal, key, nullable: true)
            case .ml?: ml = try whole(.millilitres, Limits.ml, key, nullable: true)
            case .price?: price = try whole(.price, Limits.priceYen, key, nullable: true)
            case .name?, nil: name = try self.name(key)
            }
        }
        guard let name else { throw .value([], .missingKey("name")) }
        if grams == nil, let ml, let abv { grams = PureAlcohol.tenths(ml: ml, abvTenths: abv) }
        guard let grams else { throw .value([], .missingKey("grams")) }
        return DrinkEntry(name: name, ml: ml, abvTenths: abv, gramsTenths: grams, count: count ?? 1, priceYen: price, extraKcal: kcal)
    }

    // MARK: The milestone celebrated

    private enum CelebratedKey: String, IndexedKey { case days, lastDrinkingDay }

    /// `celebrated`: `{"days": 30, "lastDrinkingDay": "2026-10-30"}`, the date left out for a streak with no
    /// drinking day before it; `null` is none.
    private mutating func celebrated() throws(ReadFailure) -> CelebratedMilestone? {
        guard scanner.beginObject() else {
            let value = try scanner.readValue()
            if case .null = value { return nil }
            throw invalid(.object, value)
        }
        var days: Int?, lastDrinkingDay: LocalDate?
        var seen: UInt32 = 0
        var first = true
        while let match = try scanner.nextKey(isFirst: &first, matching: Self.celebratedKeys) {
            let index = try known(match, in: Self.celebratedKeys, &seen)
            let key = Self.celebratedKeys.names[index]
            switch CelebratedKey(index: index) {
            case .days?:
                let value = try scanner.readValue()
                guard case .number(let n) = value, let v = n.integer, Streaks.milestones.contains(v) else {
                    throw invalid(.milestone, value).inside(.key(key))
                }
                days = v
            case .lastDrinkingDay?, nil:
                switch try scanner.readValue() {
                case .string(let s) where LocalDate(iso: s).map({ Limits.years.contains($0.year) }) == true:
                    lastDrinkingDay = LocalDate(iso: s)
                case .null: lastDrinkingDay = nil
                case let other: throw invalid(.date, other).inside(.key(key))
                }
            }
        }
        guard let days, let milestone = CelebratedMilestone(days: days, lastDrinkingDay: lastDrinkingDay) else {
            throw .value([], .missingKey("days"))
        }
        return milestone
    }

    // MARK: Values

    /// A whole number in `range` (`500` and `500.0` alike); `null` gives nil when allowed.
    private mutating func whole(_ expected: JournalExpectation, _ range: ClosedRange<Int>, _ key: String,
                                nullable: Bool = false) throws(ReadFailure) -> Int? {
        let value = try scanner.readValue()
        if case .number(let n) = value, let v = n.integer, range.contains(v) { return v }
        if nullable, case .null = value { return nil }
        throw invalid(expected, value).inside(.key(key))
    }

    /// A number with at most one decimal, in tenths within `range`; `null` gives nil when allowed.
    private mutating func tenths(_ expected: JournalExpectation, _ range: ClosedRange<Int>, _ key: String,
                                 nullable: Bool = false) throws(ReadFailure) -> Int? {
        let value = try scanner.readValue()
        if case .number(let n) = value, let v = n.tenths, range.contains(v) { return v }
        if nullable, case .null = value { return nil }
        throw invalid(expected, value).inside(.key(key))
    }

    /// A preset or drink name: 1 to `Limits.nameLength` characters.
    private mutating func name(_ key: String) throws(ReadFailure) -> String {
        let value = try scanner.readValue()
        if case .string(let s) = value, !s.isEmpty,
           s.utf8.count <= Limits.nameLength.upperBound || s.count <= Limits.nameLength.upperBound {
            return s
        }
        throw invalid(.name, value).inside(.key(key))
    }
}

/// A key of a journal object, found by its index in a `JSONKeySet`. The names are raw values, not
/// `"\(case)"`: that reflection scans every protocol conformance in the binary on first use, a third of a
/// millisecond of every `danshu status`.
private protocol IndexedKey: CaseIterable, RawRepresentable where RawValue == String, AllCases == [Self] {}

extension IndexedKey {
    init?(index: Int) {
        guard Self.allCases.indices.contains(index) else { return nil }
        self = Self.allCases[index]
    }
}

// MARK: Day lines in the writer's layout

/// Reads one day line exactly as `JournalWriter.dayLine` writes it, with the separator before it
/// (`\n` for the first day, `,\n` after), without the general scanner: no key lookups, no values boxed,
/// numbers and strings only in the writer's own spelling. Anything else (other spacing or key order, an
/// escape, `5.0`, a value out of its limits) gives nil, and the general path reads the day instead and
/// reports any error, so both paths accept the same files and give the same journal. A line read here
/// encodes back to the same bytes, which is what lets the writer start from the file's own lines.
private struct WriterLayoutLine {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    /// Where the line starts (its indent), once the separator is read.
    var start = 0
    /// Drink names met so far: the same few names repeat on thousands of days and share one string.
    var names = NameCache()
    /// The day's drinks as they are read.
    private var scratch: [DrinkEntry] = []
    /// Whether a day's record gets its drinks; when days are only counted, they are read and checked alone.
    var keepsDrinks = true
    /// Only days in it get their drinks, when set.
    var keptDays: ClosedRange<LocalDate>?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func day(isFirst: Bool) -> (LocalDate, DayRecord)? {
        if !isFirst && !take(0x2C) { return nil }
        guard take(0x0A) else { return nil }
        start = offset
        guard take("    \""), let date = date(), Limits.years.contains(date.year) else { return nil }
        guard take("\": {") else { return nil }
        var record = DayRecord(drank: nil)
        var first = true
        if take("\"drank\": true") {
            record.drank = true
            guard take(", \"drinks\": [") else { return nil }
            if !take(0x5D) {
                scratch.removeAll(keepingCapacity: true)
                repeat {
                    guard scratch.count < Limits.entriesPerDay, let drink = drink() else { return nil }
                    scratch.append(drink)
                } while take(", ")
                guard take(0x5D) else { return nil }
                // A copy just as large: thousands of days each keep their list for the whole run. (`Array(scratch[...])`
                // would share the scratch buffer, with the largest capacity met so far, and the next day copies it.)
                if keepsDrinks && keptDays.map({ $0.contains(date) }) != false { record.drinks = scratch.withUnsafeBufferPointer(Array.init) }
            }
            first = false
        } else if take("\"drank\": false") {
            record.drank = false
            first = false
        }
        if first ? take("\"note\": ") : take(", \"note\": ") {
            guard let note = string(), note.utf8.count <= Limits.noteLength.upperBound
                    || note.count <= Limits.noteLength.upperBound else { return nil }
            record.note = note
        }
        guard take(0x7D) else { return nil }
        return (date, record)
    }

    /// `{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "…"}`; abv and ml may be absent.
    private mutating func drink() -> DrinkEntry? {
        guard take(0x7B) else { return nil }
        var abv: Int?
        if take("\"abv\": ") {
            guard let value = tenths(), Limits.abvTenths.contains(value), take(", ") else { return nil }
            abv = value
        }
        guard take("\"count\": "), let count = whole(), Limits.count.contains(count),
              take(", \"grams\": "), let grams = tenths(), Limits.gramsTenths.contains(grams) else { return nil }
        var ml: Int?
        if take(", \"ml\": ") {
            guard let value = whole(), Limits.ml.contains(value) else { return nil }
            ml = value
        }
        guard take(", \"name\": "), let name = name(), take(0x7D) else { return nil }
        return DrinkEntry(name: name, ml: ml, abvTenths: abv, gramsTenths: grams, count: count)
    }

    @inline(__always)
    private mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    @inline(__always)
    private mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count, let base = bytes.baseAddress else { return false }
        guard Self.same(UnsafeRawPointer(base + offset), UnsafeRawPointer(text.utf8Start), count) else { return false }
        offset += count
        return true
    }

    /// Equal bytes, eight at a time and then one by one.
    @inline(__always)
    static func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        var k = 0
        while k + 8 <= count {
            guard a.loadUnaligned(fromByteOffset: k, as: UInt64.self) == b.loadUnaligned(fromByteOffset: k, as: UInt64.self) else {
                return false
            }
            k += 8
        }
        while k < count {
            guard a.load(fromByteOffset: k, as: UInt8.self) == b.load(fromByteOffset: k, as: UInt8.self) else { return false }
            k += 1
        }
        return true
    }

    /// `YYYY-MM-DD` of a real day, read at fixed places.
    private mutating func date() -> LocalDate? {
        guard offset + 10 <= bytes.count, bytes[offset + 4] == 0x2D, bytes[offset + 7] == 0x2D else { return nil }
        @inline(__always) func digits(_ at: Int, _ count: Int) -> Int? {
            var value = 0
            for k in at..<at + count {
                let digit = bytes[offset + k] &- 0x30
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int(digit)
            }
            return value
        }
        guard let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
              let date = LocalDate(year: year, month: month, day: day) else { return nil }
        offset += 10
        return date
    }

    /// A whole number as `appendInteger` writes it: no sign, no leading zero, at most nine digits.
    private mutating func whole() -> Int? {
        let first = offset, end = min(bytes.count, offset + 10)
        var value = 0
        while offset < end {
            let digit = bytes[offset] &- 0x30
            guard digit < 10 else { break }
            value = value &* 10 &+ Int(digit)
            offset &+= 1
        }
        // One to nine digits, and no leading zero.
        guard offset > first, offset - first < 10, bytes[first] != 0x30 || offset == first + 1 else { return nil }
        return value
    }

    /// Tenths as `appendTenths` writes them: `5`, `13.5`, `0.5`; never `5.0`.
    private mutating func tenths() -> Int? {
        guard let units = whole() else { return nil }
        guard take(0x2E) else { return units * 10 }
        guard offset < bytes.count, bytes[offset] >= 0x31, bytes[offset] <= 0x39 else { return nil }
        let tenth = Int(bytes[offset] - 0x30)
        offset += 1
        if offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 { return nil }
        return units * 10 + tenth
    }

    /// A drink name: 1 to `Limits.nameLength` characters, shared with earlier days that had the same one.
    private mutating func name() -> String? {
        // A name met before is matched in place, quotes included, without scanning it again.
        if let (known, length) = names.match(bytes, at: offset) {
            offset += length
            return known
        }
        let first = offset + 1
        guard stringEnd() != nil else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[first..<offset - 1])
        let name = String(decoding: text, as: UTF8.self)
        guard !name.isEmpty, name.utf8.count <= Limits.nameLength.upperBound
                || name.count <= Limits.nameLength.upperBound else { return nil }
        names.add(name)
        return name
    }

    private mutating func string() -> String? {
        let first = offset + 1
        guard stringEnd() != nil else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<offset - 1]), as: UTF8.self)
    }

    /// Moves past a string the writer would write as it is: well-formed UTF-8 with nothing it escapes
    /// (no `"`, `\\`, control character or DEL inside).
    private mutating func stringEnd() -> Int? {
        guard take(0x22) else { return nil }
        let scanner = JSONScanner(bytes)
        while offset < bytes.count {
            let b = bytes[offset]
            if b == 0x22 {
                offset += 1
                return offset
            }
            if b < 0x80 {
                guard b >= 0x20, b != 0x5C, b != 0x7F else { return nil }
                offset += 1
            } else {
                guard let length = scanner.utf8Length(at: offset) else { return nil }
                offset += length
            }
        }
        return nil
    }
}

/// Drink names already read, so thousands of days share a few strings (less to allocate, less memory).
private struct NameCache {
    private var names: [String] = []
    /// Every name's UTF-8 bytes one after another, and where each one ends, compared without touching the strings.
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    /// A name read before whose string, in quotes, starts at `offset`; and the length of that string.
    func match(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (String, Int)? {
        guard let base = text.baseAddress else { return nil }
        return bytes.withUnsafeBufferPointer { stored -> (String, Int)? in
            guard let storedStart = stored.baseAddress else { return nil }
            var start = 0
            for i in ends.indices {
                let end = ends[i]
                defer { start = end }
                // Each stored name is kept with its quotes.
                let length = end - start
                guard offset + length <= text.count,
                      WriterLayoutLine.same(UnsafeRawPointer(base + offset), UnsafeRawPointer(storedStart + start), length)
                else { continue }
                return (names[i], length)
            }
            return nil
        }
    }

    /// Remembers a name, while there are few (a journal with many names gains nothing from the search).
    mutating func add(_ name: String) {
        guard names.count < 32 else { return }
        names.append(name)
        bytes.append(0x22)
        bytes.append(contentsOf: name.utf8)
        bytes.append(0x22)
        ends.append(bytes.count)
    }
}

/// The dates of the days read when they are counted, not kept: one bit a date over the span met so far, so that
/// a date met twice is refused as when the days are kept.
private struct DaysMet {
    private var words: [UInt64] = []
    /// The word of `words[0]`.
    private var firstWord = 0
    private(set) var count = 0

    /// Marks `date`; false when it was marked before.
    mutating func insert(_ date: LocalDate) -> Bool {
        // Year, month and day as one number, 31 to a month: as unique as the day number, and cheaper.
        let key = (date.year * 12 + date.month - 1) * 31 + date.day - 1
        let word = key >> 6
        if words.isEmpty {
            firstWord = word
            words = [0]
        } else if word < firstWord {
            words.insert(contentsOf: repeatElement(0, count: firstWord - word), at: 0)
            firstWord = word
        } else if word >= firstWord + words.count {
            words.append(contentsOf: repeatElement(0, count: word - firstWord - words.count + 1))
        }
        let bit = UInt64(1) << UInt64(key & 63)
        guard words[word - firstWord] & bit == 0 else { return false }
        words[word - firstWord] |= bit
        count += 1
        return true
    }
}

/// The day lines read by the fast path, gathered for the writer: only when every day came that way and in
/// strictly rising dates is the file's days section exactly what the writer would write.
private struct WriterLines {
    var isWhole = true
    private var days: [JournalWriter.CachedDay] = []
    private var end = 0

    mutating func add(_ date: LocalDate, _ line: Range<Int>, isVersion2: Bool, expected: Int) {
        guard isWhole else { return }
        if days.isEmpty { days.reserveCapacity(expected) }
        if let last = days.last {
            guard last.date < date, line.lowerBound == end + 2 else {
                isWhole = false
                return
            }
        }
        days.append(JournalWriter.CachedDay(date: date, start: line.lowerBound, length: line.count, isVersion2: isVersion2))
        end = line.upperBound
    }

    func seed() -> JournalWriter.Seed? {
        guard isWhole, !days.isEmpty else { return nil }
        return JournalWriter.Seed(days: days)
    }
}
