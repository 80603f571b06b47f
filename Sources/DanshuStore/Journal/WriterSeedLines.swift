import DanshuCore
/// The file's day lines gathered for the writer as the days are read (`JournalWriter.Seed`): only when every day's
/// line is exactly what the writer writes for the day read from it, `,\n` between them, in strictly rising dates,
/// is the file's days object the writer's own, so that its first save copies the lines it does not change.
struct WriterSeedLines {
    private(set) var isWhole: Bool
    private var days: [JournalWriter.CachedDay] = []
    /// Where the last line added ends.
    private var end = 0
    /// The drinks of the day being read whose text is known to be the writer's own (`checkedDrink`), in order.
    private var checkedDrinks: [Range<Int>] = []

    /// Gathers lines when `gathering`, for about `expected` days.
    init(gathering: Bool, expected: Int) {
        isWhole = gathering
        if gathering { days.reserveCapacity(expected) }
    }

    /// Notes a drink of the day being read whose text, `bytes[spelling]`, is the writer's for it: the day's check
    /// passes over it instead of writing it again.
    mutating func checkedDrink(_ spelling: Range<Int>) {
        if isWhole { checkedDrinks.append(spelling) }
    }

    /// Adds the day read as `record` from the line of `bytes` whose date key is `key` and which ends at `lineEnd`.
    /// `bodyIsWriters` tells whether the text after the date is the writer's for `record`, when that is known; returns
    /// whether it is, when that was checked.
    @discardableResult
    mutating func add(_ date: LocalDate, _ record: DayRecord, key: JSONKey, end lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>,
                      bodyIsWriters: Bool? = nil) -> Bool? {
        guard isWhole else { return nil }
        defer { if !checkedDrinks.isEmpty { checkedDrinks.removeAll(keepingCapacity: true) } }
        // The line starts at its indent, four spaces before the key's quote, after a line end; the key is the date's
        // ten bytes as the writer writes them (the reader takes no other spelling of a raw date key).
        guard case .raw(let dateText) = key, dateText.lowerBound >= 6, bytes[dateText.lowerBound - 6] == 0x0A,
              let base = bytes.baseAddress, sameBytes(base + dateText.lowerBound - 5, Self.indent.utf8Start, count: 5)
        else { giveUp(); return nil }
        let start = dateText.lowerBound - 5
        if let last = days.last {
            guard last.date < date, start == end + 2, bytes[end] == 0x2C, bytes[end + 1] == 0x0A else { giveUp(); return nil }
        }
        let isWriters = bodyIsWriters ?? isWritersBody(record, in: bytes, from: dateText.upperBound, to: lineEnd)
        guard isWriters else {
            giveUp()
            return false
        }
        days.append(JournalWriter.CachedDay(date: date, start: start, length: lineEnd - start, version: UInt8(record.formatVersion)))
        end = lineEnd
        return true
    }

    /// Whether `bytes[start..<end]` is what the writer writes for `record` after its date.
    private func isWritersBody(_ record: DayRecord, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var check = WriterTextCheck(bytes, from: start, to: end)
        var next = 0
        JournalWriter.appendDay(record, to: &check) { check in
            defer { next += 1 }
            guard next < checkedDrinks.count && checkedDrinks[next].lowerBound == check.offset else { return false }
            check.pass(over: checkedDrinks[next])
            return true
        }
        return check.isWhole
    }

    private static let indent: StaticString = "    \""

    private mutating func giveUp() {
        isWhole = false
        days = []
    }

    /// The seed, when every day's line was the writer's.
    func seed() -> JournalWriter.Seed? {
        guard isWhole, !days.isEmpty else { return nil }
        return JournalWriter.Seed(days: days)
    }
}

/// The writer's text compared with the bytes already there instead of written: the text is the writer's own when every
/// byte it would write is there, in order, and nothing more.
struct WriterTextCheck: JSONOutput {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next byte the writer writes should be.
    private(set) var offset: Int
    private let end: Int
    private var differs = false

    /// A check of `bytes[start..<end]`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        self.bytes = bytes
        offset = start
        self.end = end
    }

    /// Whether the text written so far is all the bytes.
    var isWhole: Bool { !differs && offset == end }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard !differs, offset < end, bytes[offset] == byte else { return differs = true }
        offset += 1
    }

    @inline(__always)
    mutating func appendBytes(_ text: UnsafeBufferPointer<UInt8>) {
        guard !text.isEmpty else { return }
        guard !differs, offset + text.count <= end, let base = bytes.baseAddress, let other = text.baseAddress,
              sameBytes(base + offset, other, count: text.count) else { return differs = true }
        offset += text.count
    }

    /// Passes over text checked before, which stands at `spelling`.
    mutating func pass(over spelling: Range<Int>) {
        guard !differs, spelling.lowerBound == offset, spelling.upperBound <= end else { return differs = true }
        offset = spelling.upperBound
    }
}
