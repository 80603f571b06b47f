/// Values the decoder read before, each kept with the exact bytes that spelled it: where the same bytes stand again, the
/// decoder would read the same value, so it is taken as it is. Thousands of days share a few drinks and names, and many
/// days are alike: they are read once, matched in place after that, and share their storage (less to allocate).
struct ValueCache<Value> {
    private var values: [Value] = []
    private var spellings = Spellings()
    /// How many values are kept: a file with many different ones gains nothing from searching them all.
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Which value's spelling starts at `offset` in `text`, and the length of that spelling.
    @inline(__always)
    func match(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, length: Int)? {
        spellings.match(text, at: offset)
    }

    /// The value `match` found.
    subscript(index: Int) -> Value { values[index] }

    /// Remembers `value`, spelled by `text[spelling]`, while fewer than `capacity` are kept; its index, when kept.
    @discardableResult
    mutating func add(_ value: Value, spelledBy spelling: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard values.count < capacity, !spelling.isEmpty else { return nil }
        values.append(value)
        spellings.add(text[spelling])
        return values.count - 1
    }
}

/// The spellings of a `ValueCache`, one after another, each found by its last byte, its last eight, then all of it.
private struct Spellings {
    private var bytes: [UInt8] = []
    private var starts: [Int] = []
    private var lengths: [Int] = []
    /// Each spelling's last eight bytes as one little-endian word, its last byte on top (fewer for a shorter one).
    private var lasts: [UInt64] = []

    func match(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, length: Int)? {
        guard let base = text.baseAddress else { return nil }
        let room = text.count - offset
        for i in lengths.indices {
            let length = lengths[i], last = lasts[i]
            guard length <= room, base[offset + length - 1] == UInt8(truncatingIfNeeded: last >> 56),
                  Self.lastWord(base + offset, length) == last else { continue }
            let start = starts[i]
            let same = bytes.withUnsafeBufferPointer { stored in
                stored.baseAddress.map { sameBytes(base + offset, $0 + start, count: length) } ?? false
            }
            if same { return (i, length) }
        }
        return nil
    }

    mutating func add(_ spelling: Slice<UnsafeBufferPointer<UInt8>>) {
        guard let base = UnsafeBufferPointer(rebasing: spelling).baseAddress else { return }
        starts.append(bytes.count)
        lengths.append(spelling.count)
        lasts.append(Self.lastWord(base, spelling.count))
        bytes.append(contentsOf: spelling)
    }

    @inline(__always)
    private static func lastWord(_ start: UnsafePointer<UInt8>, _ length: Int) -> UInt64 {
        if length >= 8 { return UInt64(littleEndian: UnsafeRawPointer(start + length - 8).loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        for k in 0..<length { word = word >> 8 | UInt64(start[k]) << 56 }
        return word
    }
}
