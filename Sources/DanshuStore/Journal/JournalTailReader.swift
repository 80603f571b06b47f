#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DanshuCore

/// `danshu status` and `remind` without reading the whole journal: every shell prompt runs them. The
/// writer puts the settings on the file's fourth line and one day per line in date order at its end,
/// so the settings line and the last days (back to the last drinking day and the start of the month)
/// tell everything `StatusFacts` holds. Each of those lines must be exactly what the writer writes;
/// anything else (a hand edit, another tool's layout, a newer version) gives nil and the caller reads
/// the file whole, so every valid journal gets the right answer. The lines in between are not read.
public enum JournalTailReader {
    /// The journal's settings and today's facts.
    public struct Glance: Equatable, Sendable {
        public var settings: Settings
        public var facts: StatusFacts
    }

    /// The glance at the journal at `path`; `today` gives the journal date for its settings. Nil when
    /// the file is missing, unreadable or not in the writer's layout.
    public static func glance(path: String, today: (Settings) -> LocalDate) -> Glance? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return glance(size: Int(info.st_size), today: today) { offset, count in
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let n = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress.map { $0 + done }, count - done, off_t(offset + done)) }
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return nil }
            }
            return bytes
        }
    }

    /// The glance at a file of `size` bytes that `read(offset, count)` reads.
    static func glance(size: Int, today: (Settings) -> LocalDate, read: (Int, Int) -> [UInt8]?) -> Glance? {
        guard size > 0, let head = read(0, min(size, headBytes)), let settings = settings(inHead: head) else { return nil }
        let date = today(settings)
        var window = min(size, firstWindow)
        while true {
            guard let tail = read(size - window, window) else { return nil }
            switch scan(tail, fromFileStart: window == size, today: date) {
            case .found(var facts):
                facts.usualYenPerWeek = settings.usualYenPerWeek
                return Glance(settings: settings, facts: facts)
            case .notWriterLayout: return nil
            case .needMore:
                guard window < size else { return nil }
                window = min(size, window * 4)
            }
        }
    }

    /// How much of the file's start holds the settings line.
    package static let headBytes = 4096
    /// The first stretch of the file's end read: a few months of days.
    package static let firstWindow = 16384

    // MARK: The settings line

    /// The writer's first lines, for each version it writes.
    private static let heads = (1...Journal.newestVersion).map {
        Array("{\n  \"format\": \"danshu-journal\",\n  \"version\": \($0),\n  \"settings\": ".utf8)
    }

    /// The settings of the writer's fourth line, read by the journal reader itself.
    private static func settings(inHead bytes: [UInt8]) -> Settings? {
        guard let head = heads.first(where: bytes.starts(with:)), let end = bytes[head.count...].firstIndex(of: newline),
              end - head.count >= 3, bytes[end - 1] == comma, bytes[end - 2] == closingBrace else { return nil }
        let document = Array("{\"format\": \"danshu-journal\", \"version\": \(Journal.newestVersion), \"presets\": [], \"settings\": ".utf8)
            + bytes[head.count..<end - 1] + Array("}".utf8)
        return try? JournalReader.read(document, file: "").settings
    }

    // MARK: The days, from the end

    private enum Scan {
        case found(StatusFacts)
        case needMore
        case notWriterLayout
    }

    private static let newline: UInt8 = 0x0A, comma: UInt8 = 0x2C, closingBrace: UInt8 = 0x7D
    private static let daysOpen = Array("  \"days\": {".utf8)
    private static let daysEmpty = Array("  \"days\": {}".utf8)
    private static let daysClose = Array("  }".utf8)
    private static let dayStart = Array("    \"".utf8)
    private static let soberEnd = Array("\": {\"drank\": false}".utf8)

    /// Walks the lines of `tail` (the file's last bytes) from the end. Stops once the last drinking day
    /// up to today and every day of today's month are seen, or at the first day of the journal.
    private static func scan(_ tail: [UInt8], fromFileStart: Bool, today: LocalDate) -> Scan {
        guard tail.count >= 3, tail[tail.count - 1] == newline, tail[tail.count - 2] == closingBrace,
              tail[tail.count - 3] == newline else { return .notWriterLayout }
        var upper = tail.count - 3  // the end of the line being looked at (its newline)
        /// The line before `upper`, nil when it starts before the bytes read.
        func previousLine() -> Range<Int>? {
            guard upper >= 0 else { return nil }
            var start = upper
            while start > 0 && tail[start - 1] != newline { start -= 1 }
            guard start > 0 || fromFileStart else { return nil }
            defer { upper = start - 1 }
            return start..<upper
        }
        guard let closing = previousLine() else { return .needMore }
        if tail[closing].elementsEqual(daysEmpty) {
            return .found(StatusFacts(today: today, record: nil, streak: 0, monthSoberDays: 0))
        }
        guard tail[closing].elementsEqual(daysClose) else { return .notWriterLayout }

        let monthStart = today.firstOfMonth
        var record: DayRecord?
        var lastDrink: LocalDate?, firstAnswered: LocalDate?, later: LocalDate?
        var monthSober = 0
        var isLast = true
        while true {
            guard let line = previousLine() else { return .needMore }
            if tail[line].elementsEqual(daysOpen) { break }
            guard let (date, day) = dayLine(tail[line], isLast: isLast) else { return .notWriterLayout }
            isLast = false
            if let later, date >= later { return .notWriterLayout }
            later = date
            guard date <= today else { continue }  // a future day (a hand edit) counts for nothing, as in `Streaks`
            if date == today { record = day }
            if day.drank == false && date >= monthStart { monthSober += 1 }
            if day.drank != nil { firstAnswered = date }
            if day.drank == true && lastDrink == nil { lastDrink = date }
            if lastDrink != nil && date < monthStart { break }
        }
        let streak = Streaks.current(lastDrinkingDay: lastDrink, firstAnsweredDay: firstAnswered, today: today)
        return .found(StatusFacts(today: today, record: record, streak: streak, monthSoberDays: monthSober))
    }

    /// A day line exactly as the writer writes it, with a comma after every day but the last.
    private static func dayLine(_ line: ArraySlice<UInt8>, isLast: Bool) -> (LocalDate, DayRecord)? {
        var body = line
        if !isLast {
            guard body.last == comma else { return nil }
            body = body.dropLast()
        }
        guard body.count > dayStart.count + 10, body.starts(with: dayStart) else { return nil }
        let dateStart = body.startIndex + dayStart.count
        guard let date = body[dateStart..<dateStart + 10].withUnsafeBufferPointer({ LocalDate(isoUTF8: $0) }),
              Limits.years.contains(date.year) else { return nil }
        // Most days are sober: their line is known without the reader.
        if body[(dateStart + 10)...].elementsEqual(soberEnd) { return (date, .sober) }
        let document = Array("{\"format\": \"danshu-journal\", \"version\": 1, \"presets\": [], \"days\": {".utf8) + body + Array("}}".utf8)
        guard let record = (try? JournalReader.read(document, file: ""))?.days[date],
              JournalWriter.dayLine(date, record).elementsEqual(body) else { return nil }
        return (date, record)
    }
}
