#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal how many cells it draws an East Asian Ambiguous character in, as vim does: report
/// the cursor position (`ESC [ 6 n`), print one such character, report again. Runs before ncurses starts,
/// on the normal screen, and erases what it printed.
public enum AmbiguousWidthProbe {
    /// The longest the app waits for the terminal's answers at start (design.md §2).
    public static let timeoutMilliseconds = 100
    /// The character printed: one the screen uses (the sober-day mark).
    static let probe = "○"

    /// How long after the start answers that came too late are still taken (a terminal under load, ssh far away).
    static let lateAnswerMilliseconds = 30_000

    /// The width (1 or 2), nil when the terminal did not answer in time; the answers still to come then; and bytes
    /// the user typed meanwhile.
    static func measure(timeoutMilliseconds: Int) -> Answer {
        guard var question = Question.ask(timeoutMilliseconds: timeoutMilliseconds) else {
            return Answer(width: nil, late: nil, typed: [])
        }
        return question.answer()
    }

    /// What the question found out by its deadline.
    public struct Answer {
        /// 1 or 2; nil when the terminal had not answered both times.
        public var width: Int?
        /// The answers not yet come (nil when both came, or the question could not be asked).
        public var late: LateAnswers?
        /// Keys typed while the app waited.
        public var typed: [UInt8]
    }

    /// The answers of a terminal that answered after the deadline, taken out of the input when they come (they are
    /// not keys), with the width they give: the app then draws again at that width instead of staying at the guess.
    public struct LateAnswers {
        private var first: (row: Int, column: Int)?
        private let until: Int

        init(first: (row: Int, column: Int)?, until: Int) {
            self.first = first
            self.until = until
        }

        /// Whether answers may still come.
        public var isWaiting: Bool { AmbiguousWidthProbe.monotonicMilliseconds() < until }

        /// Takes the complete answers out of `bytes` (read from the terminal), keeping everything else in order.
        /// `.some(width)` once the second answer came (nil inside when the two do not give a width of 1 or 2): the
        /// caller then stops looking. An answer split over two reads is left to the key decoder, which ignores it.
        public mutating func take(from bytes: inout [UInt8]) -> Int?? {
            var index = 0
            while let escape = bytes[index...].firstIndex(of: 0x1B) {
                guard let report = ReportReader.parse(bytes[escape...]) else {
                    index = escape + 1
                    continue
                }
                bytes.removeSubrange(escape..<(escape + report.length))
                index = escape
                guard let first else {
                    first = (report.row, report.column)
                    continue
                }
                let width = report.column - first.column
                return .some(report.row == first.row && (width == 1 || width == 2) ? width : nil)
            }
            return .none
        }
    }

    /// The question on its way: asked before the journal loads, so the terminal answers while the app reads
    /// the file instead of after it (one round trip, and not in the first frame's way).
    public struct Question: ~Copyable {
        private let saved: termios
        private let deadline: Int
        private var reader = ReportReader()
        private var answered = false

        /// Asks at once: the cursor position, one ambiguous character, the position again (the terminal answers
        /// in order), the cursor saved before so the character can be erased whatever its width. Nil when the
        /// input is not a terminal whose modes can be set.
        public static func ask(timeoutMilliseconds: Int = AmbiguousWidthProbe.timeoutMilliseconds) -> Question? {
            var saved = termios()
            guard tcgetattr(0, &saved) == 0 else { return nil }
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            // Ctrl-C or a kill while the question is out puts the modes back before the process ends.
            ProbeSignals.install(restoring: saved)
            guard tcsetattr(0, TCSANOW, &raw) == 0 else {
                ProbeSignals.uninstall()
                return nil
            }
            AmbiguousWidthProbe.write("\u{1B}7\u{1B}[6n" + probe + "\u{1B}[6n")
            return Question(saved: saved, deadline: monotonicMilliseconds() + timeoutMilliseconds)
        }

        private init(saved: termios, deadline: Int) {
            self.saved = saved
            self.deadline = deadline
        }

        /// Waits for the answers (until the deadline at most), erases the character, puts the terminal's modes
        /// back; the width and the bytes typed meanwhile. Call it before printing anything else.
        public mutating func answer() -> Answer {
            guard !answered else { return Answer(width: nil, late: nil, typed: []) }
            answered = true
            return Self.finish(saved: saved, deadline: deadline, reader: &reader)
        }

        /// A question never answered (the app stopped first) still leaves the terminal as it was.
        deinit {
            if !answered {
                var reader = reader
                _ = Self.finish(saved: saved, deadline: deadline, reader: &reader)
            }
        }

        private static func finish(saved: termios, deadline: Int, reader: inout ReportReader) -> Answer {
            var saved = saved
            defer {
                _ = tcsetattr(0, TCSANOW, &saved)
                ProbeSignals.uninstall()
            }
            let before = reader.nextReport(until: deadline)
            let after = before == nil ? nil : reader.nextReport(until: deadline)
            // Back to where it started, and erase what was printed there. (The terminal answers in the order it was
            // asked, so answers that come later still measure the character printed here.)
            AmbiguousWidthProbe.write("\u{1B}8\u{1B}[K")
            guard let before, let after else {
                let late = LateAnswers(
                    first: before, until: AmbiguousWidthProbe.monotonicMilliseconds() + lateAnswerMilliseconds)
                return Answer(width: nil, late: late, typed: reader.unread)
            }
            let width = after.column - before.column
            return Answer(
                width: after.row == before.row && (width == 1 || width == 2) ? width : nil, late: nil,
                typed: reader.unread)
        }
    }

    /// Reads the terminal's answers (`ESC [ row ; column R`), keeping any other bytes as typed keys.
    struct ReportReader {
        private var typed: [UInt8] = []
        private var pending: [UInt8] = []

        /// Everything read that was not a report: keys the user pressed meanwhile.
        var unread: [UInt8] { typed + pending }

        /// Adds bytes read from the terminal.
        mutating func feed(_ bytes: some Sequence<UInt8>) { pending += bytes }

        mutating func nextReport(until deadline: Int) -> (row: Int, column: Int)? {
            while true {
                if let report = takeReport() { return report }
                let left = deadline - AmbiguousWidthProbe.monotonicMilliseconds()
                guard left > 0 else { return nil }
                var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, Int32(left)) > 0 else { continue }
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(0, &buffer, buffer.count)
                if count <= 0 { if count < 0 && errno == EINTR { continue } else { return nil } }
                feed(buffer[0..<count])
            }
        }

        /// The first complete report in what was fed, with the bytes before it kept as typed.
        mutating func takeReport() -> (row: Int, column: Int)? {
            var start = 0
            while let escape = pending[start...].firstIndex(of: 0x1B) {
                guard let report = Self.parse(pending[escape...]) else {
                    start = escape + 1
                    continue
                }
                typed += pending[..<escape]
                pending.removeSubrange(..<(escape + report.length))
                return (report.row, report.column)
            }
            return nil
        }

        /// `ESC [ row ; column R` at the start of `bytes`, with its length.
        static func parse(_ bytes: ArraySlice<UInt8>) -> (row: Int, column: Int, length: Int)? {
            var numbers = [0]
            var index = bytes.startIndex
            guard bytes.count >= 6, bytes[index] == 0x1B, bytes[index + 1] == 0x5B else { return nil }
            index += 2
            while index < bytes.endIndex {
                let byte = bytes[index]
                switch byte {
                case 0x30...0x39:
                    numbers[numbers.count - 1] = min(numbers[numbers.count - 1] * 10 + Int(byte - 0x30), 100_000)
                case 0x3B: numbers.append(0)
                case 0x52:
                    guard numbers.count == 2 else { return nil }
                    return (numbers[0], numbers[1], index - bytes.startIndex + 1)
                default: return nil
                }
                index += 1
            }
            return nil
        }
    }

    private static func write(_ text: String) { Terminal.write(Array(text.utf8)) }

    static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }
}
