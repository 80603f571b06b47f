import DanshuCore
/// Decodes journal JSON straight into the model in one pass, checking every value as it goes.
/// Meaning errors carry a JSON path relative to the value being decoded; callers prepend their part.
struct JournalDecoder {
    var scanner: JSONScanner
    /// What the top level said in `format` and `version`; checked once the whole object is read.
    var identity = JSONValidator.Identity()

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes)
    }

    private enum TopLevelKey: String, IndexedKey { case format, version, settings, presets, days }
    private enum PresetKey: String, IndexedKey { case abv, kcal, ml, name, price }
    private enum DayKey: String, IndexedKey { case drank, drinks, note }
    private enum DrinkKey: String, IndexedKey { case abv, count, grams, kcal, ml, name, price }

    private static let topLevelKeys = JSONKeySet(TopLevelKey.allCases.map(\.rawValue))
    private static let presetKeys = JSONKeySet(PresetKey.allCases.map(\.rawValue))
    private static let dayKeys = JSONKeySet(DayKey.allCases.map(\.rawValue))
    private static let drinkKeys = JSONKeySet(DrinkKey.allCases.map(\.rawValue))
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
            case .days?, nil:
                do { journal.days = try days() } catch { throw error.inside(here) }
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
            case .bool(let b) where key == .mouse: text = b ? "true" : "false"
            case .string(let s) where key.integerRange == nil && key != .mouse: text = s
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
        days.reserveCapacity(scanner.bytes.count / 128)
        var first = true
        while let key = try scanner.nextRawKey(isFirst: &first) {
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
            guard days.updateValue(record, forKey: date) == nil else {
                throw .value([.key(scanner.text(of: key))], .duplicateKey(scanner.text(of: key)))
            }
        }
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
            case .note?, nil:
                switch try scanner.readValue() {
                case .string(let s) where s.utf8.count <= Limits.noteLength.upperBound || s.count <= Limits.noteLength.upperBound:
                    record.note = s
                case .null: record.note = nil
                case let other: throw invalid(.note, other).inside(.key(key))
                }
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
        return drinks
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
