/// A JSON value as the journal decoder sees it: scalars are read, containers only recognised.
enum JSONValue {
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null
    /// At `{`, not consumed.
    case object
    /// At `[`, not consumed.
    case list
}

/// The bytes of JSON's grammar.
enum ASCII {
    static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, slash: UInt8 = 0x2F
    static let comma: UInt8 = 0x2C, colon: UInt8 = 0x3A, minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, dot: UInt8 = 0x2E
    static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D, openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    static let zero: UInt8 = 0x30, nine: UInt8 = 0x39
    static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
}

/// A byte-level pull parser over UTF-8 JSON text (RFC 8259). It keeps only a byte offset;
/// line and column are computed from the offset when an error is reported.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int

    /// Starts at the beginning of `bytes`, after a UTF-8 byte order mark if there is one.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.offset = bom ? 3 : 0
    }

    var atEnd: Bool { offset >= bytes.count }

    /// Moves past spaces, tabs and line breaks.
    @inline(__always)
    mutating func skipWhitespace() {
        guard offset < bytes.count, bytes[offset] <= ASCII.space else { return }
        // One space, as after most colons and commas.
        if bytes[offset] == ASCII.space && (offset + 1 == bytes.count || bytes[offset + 1] > ASCII.space) {
            offset += 1
            return
        }
        skipWhitespaceRun()
    }

    /// `skipWhitespace` past a byte that may be whitespace: eight bytes at a time (a line end and its indent at once).
    private mutating func skipWhitespaceRun() {
        if let base = bytes.baseAddress {
            let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let ones: UInt64 = 0x0101_0101_0101_0101
            /// The top bit of each byte of `x` that is zero.
            @inline(__always) func zeros(_ x: UInt64) -> UInt64 { ~(((x & lows) &+ lows) | x) & ~lows }
            while offset + 8 <= bytes.count {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                let blank =
                    zeros(w ^ ones &* UInt64(ASCII.space)) | zeros(w ^ ones &* UInt64(ASCII.newline))
                    | zeros(w ^ ones &* UInt64(ASCII.carriageReturn)) | zeros(w ^ ones &* UInt64(ASCII.tab))
                let other = ~blank & ~lows
                guard other == 0 else {
                    offset += other.trailingZeroBitCount / 8
                    return
                }
                offset += 8
            }
        }
        while offset < bytes.count {
            let b = bytes[offset]
            guard b == ASCII.space || b == ASCII.newline || b == ASCII.carriageReturn || b == ASCII.tab else { return }
            offset += 1
        }
    }

    /// The next byte that is not whitespace, not consumed.
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Consumes `byte` when it comes next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    // MARK: Errors

    /// A syntax failure at `position`: what is expected there and what the text has.
    func syntaxError(_ expected: JSONExpectation, at position: Int? = nil) -> ReadFailure {
        let at = position ?? offset
        guard at < bytes.count else { return .at(at, .syntax(expected: expected, found: .endOfFile)) }
        guard let (scalar, _) = scalar(at: at) else { return .at(at, .invalidUTF8(byte: bytes[at])) }
        return .at(at, .syntax(expected: expected, found: .character(scalar)))
    }

    /// The character at `position` and its length in bytes, nil when the bytes there are not UTF-8.
    func scalar(at position: Int) -> (Unicode.Scalar, Int)? {
        guard let length = utf8Length(at: position) else { return nil }
        var value = UInt32(bytes[position])
        if length > 1 {
            value &= [0, 0, 0x1F, 0x0F, 0x07][length]
            for i in 1..<length { value = value << 6 | UInt32(bytes[position + i] & 0x3F) }
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// The length of the well-formed UTF-8 sequence at `i` (Unicode table 3-7), nil when it is not one.
    @inline(__always)
    func utf8Length(at i: Int) -> Int? {
        let n = bytes.count
        let b0 = bytes[i]
        if b0 < 0x80 { return 1 }
        @inline(__always) func continuation(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            j < n && bytes[j] >= low && bytes[j] <= high
        }
        switch b0 {
        case 0xC2...0xDF:
            return continuation(i + 1) ? 2 : nil
        case 0xE0:
            return continuation(i + 1, 0xA0) && continuation(i + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE, 0xEF:
            return continuation(i + 1) && continuation(i + 2) ? 3 : nil
        case 0xED:
            return continuation(i + 1, 0x80, 0x9F) && continuation(i + 2) ? 3 : nil
        case 0xF0:
            return continuation(i + 1, 0x90) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        case 0xF4:
            return continuation(i + 1, 0x80, 0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        default:
            return nil
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    func lineAndColumn(of position: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        let end = min(position, bytes.count)
        for i in 0..<end where bytes[i] == ASCII.newline {
            line += 1
            lineStart = i + 1
        }
        var column = 1
        for i in lineStart..<end where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    // MARK: Containers

    /// The next key of an object whose `{` is consumed, positioned at its value; nil at the closing `}`.
    mutating func nextKey(isFirst: inout Bool) throws(ReadFailure) -> String? {
        guard let key = try nextRawKey(isFirst: &isFirst) else { return nil }
        return text(of: key)
    }

    /// The index in `keys` of an object's next key, before its value; nil at the closing `}`. A key the object may not
    /// have, or one it had before (`met`, which gains the key), is refused at its place. The keys not met yet are
    /// matched in place first as most files space them (`JSONKeySet.match`); any other spacing is read token by token.
    @inline(__always)
    mutating func nextKey(isFirst: inout Bool, in keys: JSONKeySet, met: inout JSONKeysMet) throws(ReadFailure) -> Int?
    {
        if offset < bytes.count && bytes[offset] == ASCII.closeBrace {
            offset += 1
            isFirst = false
            return nil
        }
        if let (index, place, length) = keys.match(bytes, at: offset, first: isFirst, met) {
            offset += length
            isFirst = false
            met.insert(index, place: place)
            return index
        }
        return try nextKeyRead(isFirst: &isFirst, in: keys, met: &met)
    }

    /// `nextKey` for a key in any spacing, one met before, one spelled with an escape, or an unknown one.
    private mutating func nextKeyRead(isFirst: inout Bool, in keys: JSONKeySet, met: inout JSONKeysMet)
        throws(ReadFailure) -> Int?
    {
        guard let key = try nextRawKey(isFirst: &isFirst) else { return nil }
        let index: Int?
        switch key {
        case .raw(let range): index = keys.names.firstIndex { $0.utf8.elementsEqual(bytes[range]) }
        case .decoded(let text): index = keys.names.firstIndex(of: text)
        }
        guard let index else { throw .value([.key(text(of: key))], .unknownKey(text(of: key), allowed: keys.names)) }
        guard !met.has(index) else { throw .value([.key(keys.names[index])], .duplicateKey(keys.names[index])) }
        met.insert(index, place: nil)
        return index
    }

    /// A key's text.
    func text(of key: JSONKey) -> String {
        switch key {
        case .raw(let range): return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .decoded(let text): return text
        }
    }

    /// The next key as it stands in the file when it is plain ASCII without escapes (no string is
    /// made), else decoded; positioned at its value; nil at the closing `}`.
    mutating func nextRawKey(isFirst: inout Bool) throws(ReadFailure) -> JSONKey? {
        skipWhitespace()
        guard offset < bytes.count else { throw syntaxError(isFirst ? .keyOrObjectEnd : .commaOrObjectEnd) }
        let b = bytes[offset]
        if b == ASCII.closeBrace {
            offset += 1
            isFirst = false
            return nil
        }
        if isFirst {
            isFirst = false
            guard b == ASCII.quote else { throw syntaxError(.keyOrObjectEnd) }
        } else {
            guard b == ASCII.comma else { throw syntaxError(.commaOrObjectEnd) }
            offset += 1
            guard peek() == ASCII.quote else { throw syntaxError(.key) }
        }
        let start = offset + 1
        var end = start
        // Eight bytes at a time while none is a quote, a backslash, a control character or beyond ASCII.
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            @inline(__always) func hasZero(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
            while end + 8 <= bytes.count {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
                guard w & highs == 0, (w &- ones &* 0x20) & ~w & highs == 0,
                    !hasZero(w ^ ones &* UInt64(ASCII.quote)), !hasZero(w ^ ones &* UInt64(ASCII.backslash))
                else { break }
                end += 8
            }
        }
        while end < bytes.count {
            let b = bytes[end]
            guard b >= 0x20, b < 0x80, b != ASCII.backslash, b != ASCII.quote else { break }
            end += 1
        }
        let key: JSONKey
        if end < bytes.count, bytes[end] == ASCII.quote {
            key = .raw(start..<end)
            offset = end + 1
        } else {
            key = .decoded(try readString())
        }
        guard consume(ASCII.colon) else { throw syntaxError(.colon) }
        skipWhitespace()
        return key
    }

    /// True when a list whose `[` is consumed has another element, positioned at it; false at the closing `]`.
    mutating func nextElement(isFirst: inout Bool) throws(ReadFailure) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw syntaxError(isFirst ? .value : .commaOrListEnd) }
        let b = bytes[offset]
        if b == ASCII.closeBracket {
            offset += 1
            isFirst = false
            return false
        }
        if isFirst {
            isFirst = false
            return true
        }
        guard b == ASCII.comma else { throw syntaxError(.commaOrListEnd) }
        offset += 1
        skipWhitespace()
        return true
    }

    /// Consumes `{`, or returns false when the next value is something else.
    mutating func beginObject() -> Bool { consume(ASCII.openBrace) }

    /// Consumes `[`, or returns false when the next value is something else.
    mutating func beginList() -> Bool { consume(ASCII.openBracket) }
}
