/// A calendar date without a time or zone: the unit a journal records.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// year << 9 | month << 5 | day: one word instead of three, ordered as the dates are (journals keep
    /// thousands of dates as dictionary keys and in the writer's cache).
    private let packed: Int

    public var year: Int { packed >> 9 }
    public var month: Int { (packed >> 5) & 15 }
    public var day: Int { packed & 31 }

    private init(packing year: Int, _ month: Int, _ day: Int) {
        packed = year << 9 | month << 5 | day
    }

    /// Makes a date when year, month and day name a real day (years 1–9999).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(packing: year, month, day)
    }

    /// The date `dayNumber` days after 1970-01-01 (negative is before).
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(packing: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// Days since 1970-01-01: differences of these are day counts.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int {
        let n = (dayNumber + 4) % 7 // 1970-01-01 was a Thursday
        return n < 0 ? n + 7 : n
    }

    /// The date `n` days later (earlier when negative).
    public func adding(days n: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + n) }

    /// The same day of the month `n` months later, clamped to that month's last day.
    public func adding(months n: Int) -> LocalDate {
        let index = year * 12 + (month - 1) + n
        let y = index / 12
        let m = index % 12 + 1
        let d = min(day, LocalDate.daysIn(month: m, year: y))
        return LocalDate(year: y, month: m, day: d) ?? self
    }

    /// The first day of this date's month.
    public var firstOfMonth: LocalDate { LocalDate(year: year, month: month, day: 1) ?? self }

    /// Year and month of this date.
    public var yearMonth: YearMonth { YearMonth(year: year, month: month) }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Parses exactly `YYYY-MM-DD`; nil for anything else or an impossible day.
    public init?(iso text: some StringProtocol) {
        var string = String(text)
        guard let date = string.withUTF8({ LocalDate(isoUTF8: $0) }) else { return nil }
        self = date
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes, without making a string (the journal reader's keys).
    package init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let b = bytes[i]
                guard b >= 0x30, b <= 0x39 else { return nil }
                value = value * 10 + Int(b - 0x30)
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The packed number, hashed once instead of three times: the journal's dictionaries are keyed by date.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(packed)
    }

    /// Same year, month and day (written out beside the custom `hash(into:)`).
    public static func == (a: LocalDate, b: LocalDate) -> Bool {
        a.packed == b.packed
    }

    /// `YYYY-MM-DD`, the journal's key for the day.
    public var iso: String {
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public var description: String { iso }

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        a.packed < b.packed
    }
}

/// A month of a year, the unit the calendar and statistics show.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init(year: Int, month: Int) {
        let index = year * 12 + (month - 1)
        self.year = index / 12
        self.month = index % 12 + 1
    }

    /// Parses exactly `YYYY-MM`.
    public init?(iso text: some StringProtocol) {
        guard let date = LocalDate(iso: text + "-01") else { return nil }
        self.init(year: date.year, month: date.month)
    }

    public func adding(months n: Int) -> YearMonth { YearMonth(year: year, month: month + n) }
    public var dayCount: Int { LocalDate.daysIn(month: month, year: year) }
    public var firstDay: LocalDate { LocalDate(year: year, month: month, day: 1) ?? LocalDate(dayNumber: 0) }
    public var lastDay: LocalDate { firstDay.adding(days: dayCount - 1) }
    public func contains(_ date: LocalDate) -> Bool { date.year == year && date.month == month }
    public var iso: String { String(firstDay.iso.prefix(7)) }
    public var description: String { iso }

    public static func < (a: YearMonth, b: YearMonth) -> Bool { (a.year, a.month) < (b.year, b.month) }
}
