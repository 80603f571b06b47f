import DanshuCore

/// Decodes journal JSON straight into the model in one pass, checking every value as it goes.
/// Meaning errors carry a JSON path relative to the value being decoded; callers prepend their part.
/// The days are decoded in `JournalDecoder+Days.swift`, their parts' keys as the day parts' table says (`DayFormat`,
/// `JournalDecoder+DayParts.swift`); presets and drinks in
/// `JournalDecoder+Drinks.swift`, which asks DanshuCore whether a journal may hold them.
struct JournalDecoder {
    var scanner: JSONScanner
    /// What the top level said in `format` and `version`; checked once the whole object is read.
    var identity = JSONValidator.Identity()
    /// Whether to hand the writer the day lines it would write itself (`JournalStore` does, to save the first
    /// change without encoding every day).
    var wantsWriterSeed = false
    /// The day lines, when every day stood on a line of its own as the writer lays them out, in date order.
    var writerSeed: JournalWriter.Seed?
    /// Whether the days are kept in the journal; `check` only counts them (`dayCount`), each checked the same way.
    var keepsDays = true
    /// When set, only the days in it are kept; the others are read, checked and counted as `keepsDays` false does
    /// (`danshu report` needs a few weeks of a journal of years).
    var keptDays: ClosedRange<LocalDate>?
    /// How many days the file holds, once they are read.
    var dayCount = 0
    /// Names and drinks read so far: the same few repeat on thousands of days.
    var names = ValueCache<String>(capacity: 32, endsAt: UInt8(ascii: "\""))
    var drinksRead = ValueCache<DrinkEntry>(capacity: 32, endsAt: UInt8(ascii: "}"))
    /// The drinks of the day being read, moved into a kept day's list.
    let drinkScratch = DrinkScratch(capacity: Limits.entriesPerDay)
    /// The day lines for the writer, as they are read.
    var seedLines = WriterSeedLines(gathering: false, expected: 0)
    /// Day objects read so far.
    var daysRead = ValueCache<DayRead>(capacity: 64)
    /// The first eight bytes of the last date key read (`YYYY-MM-`), and its date.
    var lastDateKey: (month: UInt64, date: LocalDate)?
    /// The day parts' table, as a day is read (`DayPart.table`'s unless a test brings its own).
    var dayFormat = DayFormat.standard

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes)
    }

    private enum TopLevelKey: String, IndexedKey {
        case format, version, settings, presets, days, celebrated, plans, ifThenPlans
    }
    private enum CelebratedKey: String, IndexedKey { case days, lastDrinkingDay }

    private static let topLevelKeys = JSONKeySet(TopLevelKey.allCases.map(\.rawValue))
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

    func invalid(_ expected: JournalExpectation, _ value: JSONValue) -> ReadFailure {
        .value([], .invalidValue(expected: expected, found: Self.found(value, scanner)))
    }

    // MARK: Journal

    /// The whole file. `format` and `version` are checked after the object, whatever the key order.
    mutating func journal() throws(ReadFailure) -> Journal {
        scanner.skipWhitespace()
        if scanner.atEnd { throw .at(scanner.offset, .emptyFile) }
        guard scanner.beginObject() else { throw invalid(.journalObject, try scanner.readValue()) }
        var journal = Journal()
        var met = JSONKeysMet()
        var first = true
        while let index = try scanner.nextKey(isFirst: &first, in: Self.topLevelKeys, met: &met) {
            let here = JSONPathComponent.key(Self.topLevelKeys.names[index])
            switch TopLevelKey(index: index) {
            case .format?, .version?:
                try identityValue(index)
            case .settings?:
                do { journal.settings = try settings() } catch { throw error.inside(here) }
            case .presets?:
                do { journal.presets = try presets() } catch { throw error.inside(here) }
            case .days?:
                do { journal.days = try days() } catch { throw error.inside(here) }
            case .celebrated?:
                do { journal.celebrated = try celebrated() } catch { throw error.inside(here) }
            case .plans?:
                do { journal.plans = try plans() } catch { throw error.inside(here) }
            case .ifThenPlans?, nil:
                do { journal.ifThenPlans = try ifThenPlans() } catch { throw error.inside(here) }
            }
        }
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw scanner.syntaxError(.endOfFile) }
        if let failure = Self.identityFailure(identity, newest: newestVersion) { throw failure }
        return journal
    }

    /// The settings of a file that starts as the writer's does, with `format`, `version` and `settings` before any other
    /// key: `status` reads them from the file's first bytes. Nil when another key comes first or the file is not a
    /// journal this danshu reads.
    mutating func leadingSettings() throws(ReadFailure) -> Settings? {
        guard scanner.beginObject() else { return nil }
        var met = JSONKeysMet()
        var first = true
        while let index = try scanner.nextKey(isFirst: &first, in: Self.topLevelKeys, met: &met) {
            switch TopLevelKey(index: index) {
            case .format?, .version?:
                try identityValue(index)
            case .settings?:
                let settings = try self.settings()
                return Self.identityFailure(identity) == nil ? settings : nil
            case .presets?, .days?, .celebrated?, .plans?, .ifThenPlans?, nil:
                return nil
            }
        }
        return nil
    }

    /// Reads `format` or `version` (by its index) into `identity`.
    private mutating func identityValue(_ index: Int) throws(ReadFailure) {
        let value = try scanner.readValue()
        let here = JSONPathComponent.key(Self.topLevelKeys.names[index])
        if TopLevelKey(index: index) == .format {
            identity.format = Self.found(value, scanner)
            guard case .string = value else { throw invalid(.formatName, value).inside(here) }
        } else {
            identity.version = Self.found(value, scanner)
            guard case .number(let n) = value else { throw invalid(.version, value).inside(here) }
            identity.versionNumber = n.integer
        }
    }

    /// The newest version read: this danshu's, or a later one a part of the day parts' table adds.
    var newestVersion: Int { max(Journal.newestVersion, dayFormat.parts.newestVersion) }

    /// Why `format` and `version` do not name a journal this danshu reads (of versions up to `newest`), or nil when they do.
    static func identityFailure(_ identity: JSONValidator.Identity, newest: Int = Journal.newestVersion) -> ReadFailure?
    {
        guard let format = identity.format else { return .value([], .missingKey("format")) }
        guard format == .string("danshu-journal") else {
            return .value([.key("format")], .invalidValue(expected: .formatName, found: format))
        }
        guard let version = identity.version else { return .value([], .missingKey("version")) }
        switch identity.versionNumber {
        case let known? where (1...newest).contains(known): return nil
        case let newer? where newer > newest: return .value([.key("version")], .newerVersion(newer))
        default: return .value([.key("version")], .invalidValue(expected: .version, found: version))
        }
    }

    // MARK: Settings

    /// `settings`: missing keys keep their defaults.
    private mutating func settings() throws(ReadFailure) -> Settings {
        var settings = Settings()
        try members(of: Self.settingKeys) { decoder, index throws(ReadFailure) in
            let key = SettingKey.allCases[index]
            let value = try decoder.scanner.readValue()
            // The JSON type the setting's kind takes; its value is the settings table's to accept.
            let text: String?
            switch (key.descriptor.kind, value) {
            case (.integer, .number(let n)): text = n.integer.map(String.init)
            case (.flag, .bool(let b)): text = b ? "true" : "false"
            case (.choice, .string(let s)): text = s
            // 2 as a hand edit may say
            case (.choice, .number(let n)) where key == .ambiguousWidth: text = n.integer.map(String.init)
            case (.text, .string(let s)): text = s
            case (.integer, _), (.flag, _), (.choice, _), (.text, _): text = nil
            }
            guard let text, key.set(text, in: &settings) else { throw decoder.invalid(.setting(key), value) }
        }
        return settings
    }

    // MARK: The milestone celebrated

    /// `celebrated`: `{"days": 30, "lastDrinkingDay": "2026-10-30"}`, the date left out for a streak with no
    /// drinking day before it; `null` is none.
    private mutating func celebrated() throws(ReadFailure) -> CelebratedMilestone? {
        if scanner.peek() == 0x6E, case .null = try scanner.readValue() { return nil }
        var days: Int?
        var lastDrinkingDay: LocalDate?
        try members(of: Self.celebratedKeys) { decoder, index throws(ReadFailure) in
            switch CelebratedKey(index: index) {
            case .days?:
                let value = try decoder.scanner.readValue()
                guard case .number(let n) = value, let v = n.integer, Streaks.milestones.contains(v) else {
                    throw decoder.invalid(.milestone, value)
                }
                days = v
            case .lastDrinkingDay?, nil:
                switch try decoder.scanner.readValue() {
                case .string(let s) where LocalDate(iso: s).map({ Limits.years.contains($0.year) }) == true:
                    lastDrinkingDay = LocalDate(iso: s)
                case .null: lastDrinkingDay = nil
                case let other: throw decoder.invalid(.date, other)
                }
            }
        }
        guard let days, let milestone = CelebratedMilestone(days: days, lastDrinkingDay: lastDrinkingDay) else {
            throw .value([], .missingKey("days"))
        }
        return milestone
    }

    // MARK: Objects

    /// Reads the object that comes next, member by member: `member` reads the value of the key of `keys` at the index it
    /// is given, and a failure there is placed under that key. A key the object may not have, or has twice, is refused.
    @inline(__always)
    mutating func members(of keys: JSONKeySet, _ member: (inout JournalDecoder, Int) throws(ReadFailure) -> Void)
        throws(ReadFailure)
    {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var met = JSONKeysMet()
        var first = true
        while let index = try scanner.nextKey(isFirst: &first, in: keys, met: &met) {
            do throws(ReadFailure) { try member(&self, index) } catch { throw error.inside(.key(keys.names[index])) }
        }
    }

    // MARK: Values (their key is added to a failure's place by the object that has them)

    /// A whole number (`500` and `500.0` alike), within `range` when given; `null` gives nil when allowed.
    @inline(__always)
    mutating func whole(_ expected: JournalExpectation, in range: ClosedRange<Int>? = nil, nullable: Bool = false)
        throws(ReadFailure) -> Int?
    {
        let start = scanner.offset
        if let tenths = scanner.readPlainTenths(), tenths % 10 == 0, range?.contains(tenths / 10) != false {
            return tenths / 10
        }
        scanner.offset = start
        return try number(expected, nullable: nullable) {
            $0.integer.flatMap { range?.contains($0) != false ? $0 : nil }
        }
    }

    /// A number with at most one decimal, in tenths; `null` gives nil when allowed. Its range is DanshuCore's to check.
    @inline(__always)
    mutating func tenths(_ expected: JournalExpectation, nullable: Bool = false) throws(ReadFailure) -> Int? {
        let start = scanner.offset
        if let tenths = scanner.readPlainTenths() { return tenths }
        scanner.offset = start
        return try number(expected, nullable: nullable) { $0.tenths }
    }

    /// A number in any spelling, or a value that is none, read by the general reader, which words a refusal.
    private mutating func number(_ expected: JournalExpectation, nullable: Bool, _ accepted: (JSONNumber) -> Int?)
        throws(ReadFailure) -> Int?
    {
        if let n = try scanner.readNumberIfNext() {
            if let v = accepted(n) { return v }
            throw invalid(expected, .number(n))
        }
        let value = try scanner.readValue()
        if nullable, case .null = value { return nil }
        throw invalid(expected, value)
    }
}

/// A key of a journal object, found by its index in a `JSONKeySet`. The names are raw values, not
/// `"\(case)"`: that reflection scans every protocol conformance in the binary on first use, a third of a
/// millisecond of every `danshu status`.
protocol IndexedKey: CaseIterable, RawRepresentable where RawValue == String, AllCases == [Self] {}

extension IndexedKey {
    init?(index: Int) {
        guard Self.allCases.indices.contains(index) else { return nil }
        self = Self.allCases[index]
    }
}
