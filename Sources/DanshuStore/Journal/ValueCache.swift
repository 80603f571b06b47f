#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Values the decoder read before, each kept with the exact bytes that spelled it: where the same bytes stand again, the
/// decoder would read the same value, so it is taken as it is. Thousands of days share a few drinks and names, and many
/// days are alike: they are read once, matched in place after that, and share their storage (less to allocate).
/// A miss only means the value is read again, so every lookup may give up early; a match is always the whole spelling.
struct ValueCache<Value> {
    private var values: [Value] = []
    private var spellings: Spellings
    /// How many values are kept: a file with many different ones gains nothing from searching them all.
    private let capacity: Int

    /// A cache of at most `capacity` values. With `endsAt`, a value's spelling ends at the first such byte after its
    /// first (`"` for a string, `}` for an object without nested ones), which `matchToEnd` looks up at once.
    init(capacity: Int, endsAt terminator: UInt8? = nil) {
        self.capacity = capacity
        spellings = Spellings(terminator: terminator)
    }

    /// Which value's spelling starts at `offset` in `text`, and its length, for a value whose spelling ends at the cache's
    /// terminator: found at once by the length up to the first terminator and the last bytes, unless some spelling kept
    /// holds the terminator before its end (then each is tried in turn).
    @inline(__always)
    func matchToEnd(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, length: Int)? {
        spellings.matchToEnd(text, at: offset)
    }

    /// Which value is spelled by the rest of the line at `offset` (less a `,` before the line's end): found at once
    /// by its length and last bytes, as a day the writer laid out alone on its line is. A value that does not end its
    /// line is looked for one spelling after another; one that ends it but is not found has not been read.
    @inline(__always)
    func matchLine(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, length: Int)? {
        spellings.matchLine(text, at: offset)
    }

    /// The value a match found, lent (reading one of its fields copies nothing else).
    @inline(__always)
    subscript(index: Int) -> Value {
        _read { yield values[index] }
    }

    /// Remembers `value`, spelled by `text[spelling]`, while fewer than `capacity` are kept; its index, when kept.
    @discardableResult
    mutating func add(_ value: Value, spelledBy spelling: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard values.count < capacity, !spelling.isEmpty else { return nil }
        values.append(value)
        spellings.add(text[spelling])
        return values.count - 1
    }
}

/// The spellings of a `ValueCache`, one after another, and a table of them by their length and last eight bytes
/// (`slot`), each slot a chain through `Entry.next`. Tried in turn, a spelling is checked by its last eight bytes first
/// (one load and one compare: most tries fail there), then compared whole.
private struct Spellings {
    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// The first entry of each slot, -1 where none.
    private var bySlot = [Int32](repeating: -1, count: Spellings.slots)
    private static let slots = 256
    /// The byte that ends a spelling (`matchToEnd`), if any.
    private let terminator: UInt8?
    /// Whether a spelling kept holds `terminator` before its end (or lacks it): `matchToEnd` cannot find that one by
    /// its first terminator, and tries each in turn.
    private var endsElsewhere = false

    private struct Entry {
        /// The spelling's last eight bytes as one little-endian word (all of it, zero-filled above, when shorter).
        var last: UInt64
        var start: Int
        var length: Int
        /// The next entry of the same slot, -1 at the chain's end.
        var next: Int32
    }

    init(terminator: UInt8?) {
        self.terminator = terminator
    }

    @inline(__always)
    func match(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, length: Int)? {
        guard let base = text.baseAddress, offset <= text.count else { return nil }
        let here = base + offset
        let room = text.count - offset
        return entries.withUnsafeBufferPointer { entries -> (index: Int, length: Int)? in
            bytes.withUnsafeBufferPointer { stored -> (index: Int, length: Int)? in
                guard let storedBase = stored.baseAddress else { return nil }
                for i in 0..<entries.count {
                    let entry = entries[i]
                    guard entry.length <= room, Self.lastWord(here, entry.length) == entry.last,
                        sameBytes(here, storedBase + entry.start, count: entry.length)
                    else { continue }
                    return (i, entry.length)
                }
                return nil
            }
        }
    }

    @inline(__always)
    func matchToEnd(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, length: Int)? {
        guard let terminator, !endsElsewhere else { return match(text, at: offset) }
        guard let base = text.baseAddress, offset + 1 < text.count,
            let end = memchr(base + offset + 1, Int32(terminator), text.count - offset - 1)
        else { return nil }
        let here = base + offset
        return find(here, length: UnsafeRawPointer(end) - UnsafeRawPointer(here) + 1)
    }

    func matchLine(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, length: Int)? {
        guard let base = text.baseAddress, offset < text.count else { return nil }
        let here = base + offset
        let room = text.count - offset
        var length = memchr(here, 0x0A, room).map { UnsafeRawPointer($0) - UnsafeRawPointer(here) } ?? room
        func trimBlanks() {
            while length > 0, here[length - 1] == 0x20 || here[length - 1] == 0x0D || here[length - 1] == 0x09 {
                length -= 1
            }
        }
        trimBlanks()
        if length > 0, here[length - 1] == UInt8(ascii: ",") {
            length -= 1
            trimBlanks()
        }
        guard length > 0, here[length - 1] == UInt8(ascii: "}") else { return match(text, at: offset) }
        return find(here, length: length)
    }

    /// The spelling that is exactly the `length` bytes at `here`, through its slot's chain.
    @inline(__always)
    private func find(_ here: UnsafePointer<UInt8>, length: Int) -> (index: Int, length: Int)? {
        let last = Self.lastWord(here, length)
        var index = Int(bySlot[Self.slot(last, length)])
        while index >= 0 {
            let entry = entries[index]
            if entry.length == length, entry.last == last,
                bytes.withUnsafeBufferPointer({ stored in
                    stored.baseAddress.map { sameBytes(here, $0 + entry.start, count: length) } ?? false
                })
            {
                return (index, length)
            }
            index = Int(entry.next)
        }
        return nil
    }

    mutating func add(_ spelling: Slice<UnsafeBufferPointer<UInt8>>) {
        guard let base = UnsafeBufferPointer(rebasing: spelling).baseAddress else { return }
        let count = spelling.count
        if let terminator,
            count < 2
                || memchr(base + 1, Int32(terminator), count - 1) != UnsafeMutableRawPointer(mutating: base + count - 1)
        {
            endsElsewhere = true
        }
        let last = Self.lastWord(base, count)
        let slot = Self.slot(last, count)
        entries.append(Entry(last: last, start: bytes.count, length: count, next: bySlot[slot]))
        bySlot[slot] = Int32(entries.count - 1)
        bytes.append(contentsOf: spelling)
    }

    @inline(__always)
    private static func slot(_ last: UInt64, _ length: Int) -> Int {
        Int(truncatingIfNeeded: ((last ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
            & (slots - 1)
    }

    @inline(__always)
    private static func lastWord(_ start: UnsafePointer<UInt8>, _ length: Int) -> UInt64 {
        if length >= 8 {
            return UInt64(littleEndian: UnsafeRawPointer(start + length - 8).loadUnaligned(as: UInt64.self))
        }
        var word: UInt64 = 0
        for k in 0..<length { word |= UInt64(start[k]) << UInt64(8 * k) }
        return word
    }
}
