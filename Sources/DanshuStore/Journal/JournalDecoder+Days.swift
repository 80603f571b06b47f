import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The days: the one place that knows how a day object maps to a `DayRecord` and what it may hold, its answer and drinks
/// here and its parts as the day parts' table says (`DayFormat`). The whole file's `days` and `status`'s last lines
/// (`JournalTailReader`) are read by it alike, so both refuse the same days with the same place and message. Keys are
/// tried in the writer's order first (`JSONKeySet.match`), so its lines read fast.
extension JournalDecoder {
    /// `days`: every day read and checked, then kept or only counted (`keepsDays`, `keptDays`); a date met twice is
    /// refused either way.
    mutating func days() throws(ReadFailure) -> [LocalDate: DayRecord] {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var days: [LocalDate: DayRecord] = [:]
        // At most one day a line in the writer's layout: room for them all at once, so neither the days nor the writer's
        // lines grow by copies while the file is read (a copy would hold both at the peak of memory). A file on few
        // lines (written by another tool) is guessed at from its size.
        let expected = keepsDays ? max(Self.lineCount(scanner.bytes), scanner.bytes.count / 128) : 0
        if keepsDays { days.reserveCapacity(expected) }
        var counted = DaysMet()
        // The writer starts from a file's lines only when it has every day whole.
        seedLines = WriterSeedLines(gathering: wantsWriterSeed && keepsDays && keptDays == nil, expected: expected)
        var first = true
        while true {
            let key: JSONKey
            let date: LocalDate
            if let plain = plainDateKey(isFirst: first) {
                (key, date, first) = (.raw(plain.text), plain.date, false)
            } else {
                guard let next = try scanner.nextRawKey(isFirst: &first) else { break }
                (key, date) = (next, try self.date(of: next))
            }
            let kept = keepsDays && keptDays.map { $0.contains(date) } != false
            let record = try day(under: key, keepingDrinks: kept)
            if seedLines.isWhole { seedLines.add(date, key: key, end: scanner.offset, in: scanner.bytes) }
            guard kept ? days.updateValue(consume record, forKey: date) == nil : counted.insert(date) else {
                throw .value([.key(scanner.text(of: key))], .duplicateKey(scanner.text(of: key)))
            }
        }
        if wantsWriterSeed { writerSeed = seedLines.seed() }
        dayCount = days.count + counted.count
        return days
    }

    /// How many line ends `bytes` holds: found by `memchr`, some ten times faster than a loop over the bytes (20 µs
    /// at 10 years against 160–250).
    static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var next = UnsafeRawPointer(base)
        let end = next + bytes.count
        var count = 0
        while next < end, let hit = memchr(next, 0x0A, end - next) {
            count += 1
            next = UnsafeRawPointer(hit) + 1
        }
        return count
    }

    /// One day alone, `"2026-11-28": {…}`, as a line of `days` holds it (`status` reads the last lines); nil at a `}`.
    mutating func dayEntry() throws(ReadFailure) -> (date: LocalDate, record: DayRecord)? {
        var first = true
        guard let key = try scanner.nextRawKey(isFirst: &first) else { return nil }
        let date = try self.date(of: key)
        return (date, try day(under: key, keepingDrinks: true))
    }

    /// The next key of `days` when it is a date spelled plainly, `"YYYY-MM-DD"` after its separator, read at fixed places
    /// and positioned at its value; nil, with nothing consumed, for anything else (then `nextRawKey` and `date(of:)` read
    /// it, or say why not). Days come in order: a key whose `YYYY-MM-` is the last one's has its year and month.
    @inline(__always)
    private mutating func plainDateKey(isFirst: Bool) -> (date: LocalDate, text: Range<Int>)? {
        let start = scanner.offset
        guard isFirst || scanner.consume(0x2C), scanner.peek() == 0x22, scanner.offset + 12 <= scanner.bytes.count,
            let base = scanner.bytes.baseAddress
        else {
            scanner.offset = start
            return nil
        }
        let text = base + scanner.offset + 1
        @inline(__always) func digit(_ i: Int) -> Int? {
            let d = text[i] &- 0x30
            return d < 10 ? Int(d) : nil
        }
        let month = UnsafeRawPointer(text).loadUnaligned(as: UInt64.self)
        var date: LocalDate?
        if text[10] == 0x22, let d1 = digit(8), let d2 = digit(9) {
            if let last = lastDateKey, last.month == month {
                date = LocalDate(year: last.date.year, month: last.date.month, day: d1 * 10 + d2)
            } else if text[4] == 0x2D, text[7] == 0x2D, let y1 = digit(0), let y2 = digit(1), let y3 = digit(2),
                let y4 = digit(3),
                let m1 = digit(5), let m2 = digit(6)
            {
                date = LocalDate(year: ((y1 * 10 + y2) * 10 + y3) * 10 + y4, month: m1 * 10 + m2, day: d1 * 10 + d2)
            }
        }
        let textStart = scanner.offset + 1
        scanner.offset += 12
        guard let date, Limits.years.contains(date.year), scanner.consume(0x3A) else {
            scanner.offset = start
            return nil
        }
        scanner.skipWhitespace()
        lastDateKey = (month, date)
        return (date, textStart..<textStart + 10)
    }

    /// The date a key of `days` names, in `Limits.years`.
    private mutating func date(of key: JSONKey) throws(ReadFailure) -> LocalDate {
        let date: LocalDate?
        switch key {
        case .raw(let range):
            // Days come in order: a key whose first eight bytes (`YYYY-MM-`) are the last one's has its year and month.
            let bytes = UnsafeBufferPointer(rebasing: scanner.bytes[range])
            let month =
                bytes.count == 10 ? bytes.baseAddress.map { UnsafeRawPointer($0).loadUnaligned(as: UInt64.self) } : nil
            if let month, let last = lastDateKey, month == last.month, bytes[8] &- 0x30 < 10, bytes[9] &- 0x30 < 10 {
                date = LocalDate(
                    year: last.date.year, month: last.date.month,
                    day: Int(bytes[8] &- 0x30) * 10 + Int(bytes[9] &- 0x30))
            } else {
                date = LocalDate(isoUTF8: bytes)
            }
            if let month, let date { lastDateKey = (month, date) }
        case .decoded(let text): date = LocalDate(iso: text)
        }
        guard let date, Limits.years.contains(date.year) else {
            let text = scanner.text(of: key)
            throw .value([.key(text)], .invalidValue(expected: .date, found: .string(text)))
        }
        return date
    }

    /// The day object after `key`, its failures placed under the key. Without `keepingDrinks` its drinks are read and
    /// checked but not kept.
    private mutating func day(under key: JSONKey, keepingDrinks: Bool) throws(ReadFailure) -> DayRecord {
        scanner.skipWhitespace()
        let start = scanner.offset
        // The same bytes as a day read before are that day again: most days are sober, many drink the same.
        if let (known, length) = daysRead.matchLine(scanner.bytes, at: start),
            !keepingDrinks || daysRead[known].hasDrinks
        {
            scanner.offset += length
            return daysRead[known].record
        }
        let record: DayRecord
        let drinkCount: Int
        do { (record, drinkCount) = try day(keepingDrinks: keepingDrinks) } catch {
            throw error.inside(.key(scanner.text(of: key)))
        }
        daysRead.add(
            DayRead(record: record, hasDrinks: keepingDrinks || drinkCount == 0), spelledBy: start..<scanner.offset,
            in: scanner.bytes)
        return record
    }

    /// A day as `daysRead` keeps it: its drinks are there only when they were kept.
    struct DayRead {
        var record: DayRecord
        var hasDrinks: Bool
    }

    private mutating func day(keepingDrinks: Bool) throws(ReadFailure) -> (record: DayRecord, drinkCount: Int) {
        // The standard table's keys and fields lent from globals: read from a class, they would be copied for every day.
        guard dayFormat === DayFormat.standard else {
            let format = dayFormat
            return try day(
                keepingDrinks: keepingDrinks, keys: format.keys, fields: format.fields,
                drinkingDayOnly: format.drinkingDayOnly)
        }
        return try day(
            keepingDrinks: keepingDrinks, keys: DayFormat.standardKeys, fields: DayFormat.standardFields,
            drinkingDayOnly: DayFormat.standardDrinkingDayOnly)
    }

    @inline(__always)
    private mutating func day(
        keepingDrinks: Bool, keys: JSONKeySet, fields: [DayFormat.Field],
        drinkingDayOnly: [DayFormat.DrinkingDayOnly]
    ) throws(ReadFailure) -> (record: DayRecord, drinkCount: Int) {
        var record = DayRecord(drank: nil)
        var drinkCount = 0
        try members(of: keys) { decoder, index throws(ReadFailure) in
            switch index {
            case DayFormat.drankIndex:
                if let drank = decoder.scanner.readBoolIfNext() {
                    record.drank = drank
                    return
                }
                switch try decoder.scanner.readValue() {
                case .bool(let b): record.drank = b
                case .null: record.drank = nil
                case let other: throw decoder.invalid(.drank, other)
                }
            case DayFormat.drinksIndex:
                drinkCount = try decoder.drinks(keeping: keepingDrinks)
                if keepingDrinks && drinkCount > 0 { record.drinks = decoder.drinkScratch.take() }
            default:
                let field = fields[index - DayFormat.partsStart]
                if field.isUrges {
                    record.urges = try decoder.urges()
                } else {
                    field.key.set(&record, try decoder.dayValue(field.value))
                }
            }
        }
        if drinkCount > 0 && record.drank != true { throw .value([.key("drinks")], .drinksOnDayNotDrank) }
        if record.drank != true && record.mayHoldParts,
            let refused = drinkingDayOnly.first(where: { !$0.part.isAbsent(record) })
        {
            throw .value([.key(refused.key)], .contextOnDayNotDrank)
        }
        return (record, drinkCount)
    }

    /// `drinks`: how many there are, each read and checked, and kept in `drinkScratch` when `keeping`.
    private mutating func drinks(keeping: Bool) throws(ReadFailure) -> Int {
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        if keeping { drinkScratch.removeAll() }
        var count = 0
        var first = true
        while try scanner.nextElement(isFirst: &first) {
            guard count < Limits.entriesPerDay else { throw .value([.index(count)], .tooMany(.entriesPerDay)) }
            do throws(ReadFailure) {
                // A drink read before in the same bytes is that drink again.
                scanner.skipWhitespace()
                let start = scanner.offset
                if let (known, length) = drinksRead.matchToEnd(scanner.bytes, at: start) {
                    scanner.offset += length
                    if keeping { drinkScratch.append(drinksRead[known]) }
                } else {
                    let drink = try self.drink()
                    drinksRead.add(drink, spelledBy: start..<scanner.offset, in: scanner.bytes)
                    if keeping { drinkScratch.append(drink) }
                }
            } catch { throw error.inside(.index(count)) }
            count += 1
        }
        return count
    }
}
