import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `danshu status` and `remind` without reading the whole journal: every shell prompt runs them. The
/// writer puts the settings first and one day per line in date order at the file's end, so the
/// settings and the last days (back to the last drinking day and the start of the month) tell
/// everything `StatusFacts` holds. Both are read by the journal's own decoder, so any spelling it
/// accepts (`20.0`, other spacing, escapes) is read here too, as long as each day keeps to one line
/// between `"days": {` and `}` lines; anything else (days over several lines, dates out of order, a
/// newer version, a day the reader refuses) gives nil and the caller reads the file whole, so every
/// journal gets the right answer or its error. The lines in between are not read.
public enum JournalTailReader {
    /// The journal's settings and today's facts.
    public struct Glance: Equatable, Sendable {
        public var settings: Settings
        public var facts: StatusFacts

        public init(settings: Settings, facts: StatusFacts) {
            self.settings = settings
            self.facts = facts
        }
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
                let n = bytes.withUnsafeMutableBytes {
                    pread(descriptor, $0.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
                }
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return nil }
            }
            return bytes
        }
    }

    /// The glance at a file of `size` bytes that `read(offset, count)` reads.
    static func glance(size: Int, today: (Settings) -> LocalDate, read: (Int, Int) -> [UInt8]?) -> Glance? {
        guard size > 0, let head = read(0, min(size, headBytes)), let settings = settings(inHead: head) else {
            return nil
        }
        let date = today(settings)
        var window = min(size, firstWindow)
        while true {
            guard let tail = read(size - window, window) else { return nil }
            switch tail.withUnsafeBufferPointer({ scan($0, fromFileStart: window == size, today: date) }) {
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

    // MARK: The settings, at the file's start

    /// The settings when the file starts as the writer's does (`format`, `version`, `settings`), read by the journal's
    /// own decoder.
    private static func settings(inHead bytes: [UInt8]) -> Settings? {
        bytes.withUnsafeBufferPointer { head in
            var decoder = JournalDecoder(head)
            return (try? decoder.leadingSettings()) ?? nil
        }
    }

    // MARK: The days, from the end

    private enum Scan {
        case found(StatusFacts)
        case needMore
        case notWriterLayout
    }

    private static let newline: UInt8 = 0x0A, comma: UInt8 = 0x2C, closingBrace: UInt8 = 0x7D

    /// Walks the lines of `tail` (the file's last bytes) from the end. Stops once the last drinking day
    /// up to today and every day of today's month are seen, or at the first day of the journal.
    private static func scan(_ tail: UnsafeBufferPointer<UInt8>, fromFileStart: Bool, today: LocalDate) -> Scan {
        var upper = tail.count // the end of the text not looked at yet
        /// The last line before `upper` that is not blank, without its line end; nil when it may start before the bytes read.
        func previousLine() -> UnsafeBufferPointer<UInt8>? {
            while upper >= 0 {
                var start = upper
                while start > 0 && tail[start - 1] != newline { start -= 1 }
                guard start > 0 || fromFileStart else { return nil }
                let line = UnsafeBufferPointer(rebasing: tail[start..<upper])
                upper = start - 1
                var scanner = JSONScanner(line)
                scanner.skipWhitespace()
                if !scanner.atEnd { return line }
            }
            return nil
        }
        guard let last = previousLine() else { return .needMore }
        guard isOnlyClosingBrace(last) else { return .notWriterLayout }
        guard let closing = previousLine() else { return .needMore }
        if isDaysOpening(closing, empty: true) {
            return .found(StatusFacts(today: today, record: nil, streak: 0, monthSoberDays: 0))
        }
        guard isOnlyClosingBrace(closing) else { return .notWriterLayout }

        let monthStart = today.firstOfMonth
        var record: DayRecord?
        var lastDrink: LocalDate?
        var firstAnswered: LocalDate?
        var later: LocalDate?
        var monthSober = 0
        var isLast = true
        while true {
            guard let line = previousLine() else { return .needMore }
            if isDaysOpening(line, empty: false) { break }
            guard let (date, day) = dayLine(line, isLast: isLast) else { return .notWriterLayout }
            isLast = false
            if let later, date >= later { return .notWriterLayout }
            later = date
            guard date <= today else { continue } // a future day (a hand edit) counts for nothing, as in `Streaks`
            if date == today { record = day }
            if day.isDrinkingDay == false && date >= monthStart { monthSober += 1 }
            if day.drank != nil { firstAnswered = date }
            if day.isDrinkingDay == true && lastDrink == nil { lastDrink = date }
            if lastDrink != nil && date < monthStart { break }
        }
        let streak = Streaks.current(lastDrinkingDay: lastDrink, firstAnsweredDay: firstAnswered, today: today)
        return .found(StatusFacts(today: today, record: record, streak: streak, monthSoberDays: monthSober))
    }

    /// One day alone on its line, read by the journal's own day decoder, with a comma after every day but the last.
    /// Nil for anything else, a day the reader refuses included: the whole-file reader then says why.
    private static func dayLine(_ line: UnsafeBufferPointer<UInt8>, isLast: Bool) -> (LocalDate, DayRecord)? {
        var decoder = JournalDecoder(line)
        guard let day = (try? decoder.dayEntry()) ?? nil else { return nil }
        if !isLast && !decoder.scanner.consume(comma) { return nil }
        decoder.scanner.skipWhitespace()
        return decoder.scanner.atEnd ? day : nil
    }

    /// `}` alone on its line (spaces aside).
    private static func isOnlyClosingBrace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = JSONScanner(line)
        guard scanner.consume(closingBrace) else { return false }
        scanner.skipWhitespace()
        return scanner.atEnd
    }

    /// `"days": {` alone on its line, or `"days": {}` when `empty`.
    private static func isDaysOpening(_ line: UnsafeBufferPointer<UInt8>, empty: Bool) -> Bool {
        var scanner = JSONScanner(line)
        var first = true
        guard let key = (try? scanner.nextRawKey(isFirst: &first)) ?? nil, scanner.text(of: key) == "days",
            scanner.beginObject(), !empty || scanner.consume(closingBrace)
        else { return false }
        scanner.skipWhitespace()
        return scanner.atEnd
    }
}
