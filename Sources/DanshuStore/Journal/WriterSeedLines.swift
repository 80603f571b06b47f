import DanshuCore

/// The file's day lines gathered for the writer as the days are read (`JournalWriter.Seed`): each day alone on its line,
/// indented and keyed as the writer writes it, `,\n` between them, in strictly rising dates. Whether each line's text is
/// the writer's for its day is checked when the writer starts from them (`JournalWriter.Seed.verified`): at the first
/// save, or in the app once its first frame is up, so that neither a command that never saves nor a first frame pays.
struct WriterSeedLines {
    private(set) var isWhole: Bool
    private var days: [JournalWriter.CachedDay] = []
    /// Where the last line added ends.
    private var end = 0

    /// Gathers lines when `gathering`, for about `expected` days.
    init(gathering: Bool, expected: Int) {
        isWhole = gathering
        if gathering { days.reserveCapacity(expected) }
    }

    /// Adds the day read on the line of `bytes` whose date key is `key` and which ends at `lineEnd`.
    mutating func add(_ date: LocalDate, key: JSONKey, end lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard isWhole else { return }
        // The line starts at its indent, four spaces before the key's quote, after a line end; the key is the date's
        // ten bytes as the writer writes them (the reader takes no other spelling of a raw date key).
        guard case .raw(let dateText) = key, dateText.lowerBound >= 6, bytes[dateText.lowerBound - 6] == 0x0A,
            let base = bytes.baseAddress, sameBytes(base + dateText.lowerBound - 5, Self.indent.utf8Start, count: 5)
        else { return giveUp() }
        let start = dateText.lowerBound - 5
        if let last = days.last {
            guard last.date < date, start == end + 2, bytes[end] == 0x2C, bytes[end + 1] == 0x0A else {
                return giveUp()
            }
        }
        days.append(JournalWriter.CachedDay(date: date, start: start, length: lineEnd - start))
        end = lineEnd
    }

    private static let indent: StaticString = "    \""
    /// Where a line's text after its date starts: after the indent, the key's quote and the date's ten bytes.
    static let bodyOffset = indent.utf8CodeUnitCount + 10

    private mutating func giveUp() {
        isWhole = false
        days = []
    }

    /// The seed, when every day stood on a line of its own as the writer lays them out.
    func seed() -> JournalWriter.Seed? {
        guard isWhole, !days.isEmpty else { return nil }
        return JournalWriter.Seed(days: days)
    }
}

extension JournalWriter.Seed {
    /// The seed when every line's text after its date is exactly what the writer writes for the day `journal` holds
    /// (each day's version noted), checked against `file`, the bytes it was read from; nil when one is not. Days named
    /// in `changed` are encoded afresh anyway and are not checked; a day neither named nor in `journal` leaves no seed.
    consuming func verified(
        for journal: Journal, in file: [UInt8], except changed: Set<LocalDate>?,
        format: DayFormat = .standard
    ) -> Self? {
        // Taken, not copied: the versions are written into the seed's own list.
        var checked = consume self
        let whole = file.withUnsafeBufferPointer { bytes -> Bool in
            for i in checked.days.indices {
                let day = checked.days[i]
                if changed?.contains(day.date) == true { continue }
                let end = day.start + day.length
                guard end <= bytes.count, let record = journal.days[day.date] else { return false }
                var check = WriterTextCheck(bytes, from: day.start + WriterSeedLines.bodyOffset, to: end)
                JournalWriter.appendDay(record, format, to: &check)
                guard check.isWhole else { return false }
                checked.days[i].version = UInt8(format.parts.formatVersion(of: record))
            }
            return true
        }
        return whole ? checked : nil
    }
}

/// The writer's text compared with the bytes already there instead of written: the text is the writer's own when every
/// byte it would write is there, in order, and nothing more.
struct WriterTextCheck: JSONOutput {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next byte the writer writes should be.
    private(set) var offset: Int
    private let end: Int
    /// Whether a byte written so far was not the one there (or came past the end).
    private(set) var differs = false

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
        guard !differs, offset < end, bytes[offset] == byte else {
            differs = true
            return
        }
        offset += 1
    }

    @inline(__always)
    mutating func appendBytes(_ text: UnsafeBufferPointer<UInt8>) {
        guard !text.isEmpty else { return }
        guard !differs, offset + text.count <= end, let base = bytes.baseAddress, let other = text.baseAddress,
            sameBytes(base + offset, other, count: text.count)
        else {
            differs = true
            return
        }
        offset += text.count
    }
}
