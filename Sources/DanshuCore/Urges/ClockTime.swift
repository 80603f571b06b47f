/// A time of day on the local clock (design.md §9): minutes since midnight, 0 to 1,439, written `HH:MM` in 24 hours.
/// An urge's time is one; which day it belongs to is its day's business (`JournalMoment`).
public struct ClockTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Minutes in a day: a clock time is less.
    public static let minutesPerDay = 1440

    /// Minutes since local midnight, 0..<1440.
    public let minutes: Int

    /// The time `minutes` after midnight; nil outside 0..<1440.
    public init?(minutes: Int) {
        guard (0..<Self.minutesPerDay).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// The time `minutes` after a midnight, wrapped into one day: 1,500 is 01:00, -10 is 23:50 (a time some minutes
    /// after or before another).
    public init(wrapping minutes: Int) {
        self.minutes = (minutes % Self.minutesPerDay + Self.minutesPerDay) % Self.minutesPerDay
    }

    /// The time `hour`:`minute`; nil unless the hour is 0–23 and the minute 0–59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    /// The time as typed: `HH:MM` or `H:MM` (`9:05`), full-width digits and colon too, spaces around allowed; nil for
    /// anything else, `25:00` and `9:60` included.
    public init?(text: String) {
        let typed = NumberInput.normalize(text)
        let parts = typed.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.unicodeScalars.allSatisfy { (0x30...0x39).contains($0.value) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// The time exactly as the journal writes it, `HH:MM` in ASCII digits (`09:05`); nil for any other spelling. Read
    /// from the bytes, without the typed reading's normalizing: a year of urges reads thousands of them.
    public init?(journalText text: String) {
        var text = text
        let time: ClockTime? = text.withUTF8 { bytes in
            guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
            func digit(_ i: Int) -> Int? {
                let d = bytes[i] &- UInt8(ascii: "0")
                return d < 10 ? Int(d) : nil
            }
            guard let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4) else { return nil }
            return ClockTime(hour: h1 * 10 + h2, minute: m1 * 10 + m2)
        }
        guard let time else { return nil }
        self = time
    }

    /// The hour, 0–23.
    public var hour: Int { minutes / 60 }
    /// The minute of the hour, 0–59.
    public var minute: Int { minutes % 60 }

    /// `HH:MM`, as the journal and every export write it: `09:05`.
    public var text: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public var description: String { text }

    /// Minutes since the journal day's start at `dayStartsAtHour` (§1): the order of times within a day, 0..<1440. At
    /// a start of 4, 04:00 is 0 and 03:59 is 1,439.
    public func minutesSinceDayStart(dayStartsAtHour: Int) -> Int {
        ((minutes - dayStartsAtHour * 60) % Self.minutesPerDay + Self.minutesPerDay) % Self.minutesPerDay
    }

    public static func < (a: ClockTime, b: ClockTime) -> Bool { a.minutes < b.minutes }
}
