/// An object key as read: a range of plain ASCII bytes in the file, or decoded text.
enum JSONKey {
    case raw(Range<Int>)
    case decoded(String)
}

/// The keys an object of the journal may have, as text and as UTF-8 bytes for matching.
struct JSONKeySet: Sendable {
    let names: [String]
    /// A name spelled as most files separate keys, `, "name": `: the name's index and where its spelling sits in `spelled`.
    private struct Spelling: Sendable {
        var index: Int
        var start: Int
        var length: Int
    }
    /// The spellings in sorted order, the writer's (design.md §3).
    private let spellings: [Spelling]
    private let spelled: [UInt8]

    init(_ names: [String]) {
        self.names = names
        var spellings: [Spelling] = []
        var spelled: [UInt8] = []
        for index in names.indices.sorted(by: { names[$0] < names[$1] }) {
            let text = Array(", \"".utf8) + Array(names[index].utf8) + Array("\": ".utf8)
            spellings.append(Spelling(index: index, start: spelled.count, length: text.count))
            spelled += text
        }
        self.spellings = spellings
        self.spelled = spelled
    }

    /// The key of an object that stands at `offset` in `text` spelled `, "name": ` (`"name": ` when `first`), among
    /// those not met yet: its index, its place in sorted order and the length matched. The name after the last one met
    /// is tried first, then the next ones and the earlier, so a file whose keys are sorted and spaced as the writer's
    /// finds each at the first try (absent ones aside); other spellings are left to the caller.
    @inline(__always)
    func match(_ text: UnsafeBufferPointer<UInt8>, at offset: Int, first: Bool, _ met: JSONKeysMet) -> (
        index: Int, place: Int, length: Int
    )? {
        guard let base = text.baseAddress else { return nil }
        return spelled.withUnsafeBufferPointer { spelled in
            spellings.withUnsafeBufferPointer { spellings -> (index: Int, place: Int, length: Int)? in
                guard let names = spelled.baseAddress else { return nil }
                let skipped = first ? 2 : 0
                var place = met.next
                for _ in 0..<spellings.count {
                    if place == spellings.count { place = 0 }
                    let spelling = spellings[place]
                    let length = spelling.length - skipped
                    if offset + length <= text.count
                        && sameBytes(base + offset, names + spelling.start + skipped, count: length)
                        && !met.has(spelling.index)
                    {
                        return (spelling.index, place, length)
                    }
                    place += 1
                }
                return nil
            }
        }
    }
}

/// The keys an object has had so far, as it is read: a key met twice is refused.
struct JSONKeysMet {
    private var bits: UInt32 = 0
    /// The place in sorted order after the last key met, where the next key is looked for first.
    fileprivate(set) var next = 0

    /// Whether the key of `index` was met.
    @inline(__always)
    func has(_ index: Int) -> Bool { bits & 1 << UInt32(index) != 0 }

    /// Notes the key of `index`, at `place` in sorted order when known.
    @inline(__always)
    mutating func insert(_ index: Int, place: Int?) {
        bits |= 1 << UInt32(index)
        if let place { next = place + 1 }
    }
}

/// Whether `count` bytes at `a` and at `b` are the same, eight at a time: keys, names and drinks are matched in place.
@inline(__always)
func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    var k = 0
    while k + 8 <= count {
        guard a.loadUnaligned(fromByteOffset: k, as: UInt64.self) == b.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        else {
            return false
        }
        k += 8
    }
    while k < count {
        guard a.load(fromByteOffset: k, as: UInt8.self) == b.load(fromByteOffset: k, as: UInt8.self) else {
            return false
        }
        k += 1
    }
    return true
}
