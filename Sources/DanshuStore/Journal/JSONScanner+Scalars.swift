/// Scalars: strings, numbers and literals, and the fast readers of plainly spelled numbers and booleans.
extension JSONScanner {
    /// Reads a scalar value, or recognises (without consuming) the start of an object or a list.
    mutating func readValue() throws(ReadFailure) -> JSONValue {
        guard let b = peek() else { throw syntaxError(.value) }
        switch b {
        case ASCII.quote: return .string(try readString())
        case ASCII.openBrace: return .object
        case ASCII.openBracket: return .list
        case ASCII.minus, ASCII.zero...ASCII.nine: return .number(try readNumber())
        case 0x74:
            try readLiteral("true")
            return .bool(true)
        case 0x66:
            try readLiteral("false")
            return .bool(false)
        case 0x6E:
            try readLiteral("null")
            return .null
        default: throw syntaxError(.value)
        }
    }

    /// The number that comes next in tenths when it is spelled plainly — one to nine digits, at most one decimal, no
    /// sign or exponent (`20`, `20.0`, `13.5`) — read at once; nil, with nothing consumed, for any other spelling or
    /// value, which `readNumber` reads.
    @inline(__always)
    mutating func readPlainTenths() -> Int? {
        guard let first = peek() else { return nil }
        let n = bytes.count
        var digit = first &- ASCII.zero
        guard digit < 10 else { return nil }
        var value = Int(digit)
        var i = offset + 1
        if digit != 0 {
            while i < n && i - offset < 10 {
                digit = bytes[i] &- ASCII.zero
                guard digit < 10 else { break }
                value = value &* 10 &+ Int(digit)
                i += 1
            }
            guard i - offset < 10 else { return nil }
        }
        value *= 10
        if i < n && bytes[i] == ASCII.dot {
            guard i + 1 < n else { return nil }
            digit = bytes[i + 1] &- ASCII.zero
            guard digit < 10 else { return nil }
            value += Int(digit)
            i += 2
        }
        // More digits, a second decimal or an exponent: the general reader's.
        if i < n {
            let next = bytes[i]
            guard next &- ASCII.zero >= 10, next != ASCII.dot, next | 0x20 != 0x65 else { return nil }
        }
        offset = i
        return value
    }

    /// `true` or `false` when one comes next; nil, with nothing consumed, when the next value is something else.
    @inline(__always)
    mutating func readBoolIfNext() -> Bool? {
        guard let first = peek(), first == 0x74 || first == 0x66, let base = bytes.baseAddress else { return nil }
        let word: StaticString = first == 0x74 ? "true" : "false"
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count, sameBytes(base + offset, word.utf8Start, count: count) else { return nil }
        offset += count
        return first == 0x74
    }

    /// The number that comes next; nil, with nothing consumed, when the next value is something else.
    @inline(__always)
    mutating func readNumberIfNext() throws(ReadFailure) -> JSONNumber? {
        guard let b = peek(), b == ASCII.minus || (ASCII.zero...ASCII.nine).contains(b) else { return nil }
        return try readNumber()
    }

    /// The text of the number that starts at `number.start`.
    func text(of number: JSONNumber) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[number.start..<number.end]), as: UTF8.self)
    }

    private mutating func readLiteral(_ word: StaticString) throws(ReadFailure) {
        let start = offset
        for i in 0..<word.utf8CodeUnitCount {
            guard start + i < bytes.count, bytes[start + i] == word.utf8Start[i] else {
                throw syntaxError(.literal(word.description), at: start + i)
            }
        }
        offset = start + word.utf8CodeUnitCount
    }

    /// Reads a number (RFC 8259 grammar) exactly, keeping up to 18 significant digits.
    mutating func readNumber() throws(ReadFailure) -> JSONNumber {
        var number = JSONNumber(start: offset, end: offset)
        if offset < bytes.count, bytes[offset] == ASCII.minus {
            number.negative = true
            offset += 1
        }
        @inline(__always) func isDigit(_ i: Int) -> Bool {
            i < bytes.count && bytes[i] >= ASCII.zero && bytes[i] <= ASCII.nine
        }
        guard isDigit(offset) else { throw syntaxError(.digit) }
        let mantissaLimit: UInt64 = 100_000_000_000_000_000
        if bytes[offset] == ASCII.zero {
            offset += 1
        } else {
            while isDigit(offset) {
                let d = UInt64(bytes[offset] - ASCII.zero)
                if number.mantissa < mantissaLimit {
                    number.mantissa = number.mantissa * 10 + d
                } else {
                    number.exponent += 1
                    if d != 0 { number.exact = false }
                }
                offset += 1
            }
        }
        if offset < bytes.count, bytes[offset] == ASCII.dot {
            offset += 1
            guard isDigit(offset) else { throw syntaxError(.digit) }
            while isDigit(offset) {
                let d = UInt64(bytes[offset] - ASCII.zero)
                if number.mantissa < mantissaLimit {
                    number.mantissa = number.mantissa * 10 + d
                    number.exponent -= 1
                } else if d != 0 {
                    number.exact = false
                }
                offset += 1
            }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == 0x65 { // e or E
            offset += 1
            var negativeExponent = false
            if offset < bytes.count, bytes[offset] == ASCII.minus || bytes[offset] == ASCII.plus {
                negativeExponent = bytes[offset] == ASCII.minus
                offset += 1
            }
            guard isDigit(offset) else { throw syntaxError(.digit) }
            var e = 0
            while isDigit(offset) {
                if e < 1_000_000 { e = e * 10 + Int(bytes[offset] - ASCII.zero) }
                offset += 1
            }
            number.exponent += negativeExponent ? -e : e
        }
        number.end = offset
        return number
    }

    /// Reads a string at `"`: escapes decoded, UTF-8 checked, control characters refused.
    mutating func readString() throws(ReadFailure) -> String {
        let start = offset + 1
        var i = start
        let n = bytes.count
        // Fast path: no escapes, so the text is a slice of the file.
        while i < n {
            let b = bytes[i]
            if b == ASCII.quote {
                offset = i + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            }
            if b == ASCII.backslash { break }
            if b < 0x20 { throw syntaxError(.escapedControlCharacter, at: i) }
            if b < 0x80 {
                i += 1
            } else {
                guard let length = utf8Length(at: i) else { throw .at(i, .invalidUTF8(byte: b)) }
                i += length
            }
        }
        guard i < n else { throw syntaxError(.stringEnd, at: i) }
        var decoded = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while i < n {
            let b = bytes[i]
            if b == ASCII.quote {
                offset = i + 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if b == ASCII.backslash {
                i = try readEscape(at: i, into: &decoded)
            } else if b < 0x20 {
                throw syntaxError(.escapedControlCharacter, at: i)
            } else if b < 0x80 {
                decoded.append(b)
                i += 1
            } else {
                guard let length = utf8Length(at: i) else { throw .at(i, .invalidUTF8(byte: b)) }
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<i + length]))
                i += length
            }
        }
        throw syntaxError(.stringEnd, at: i)
    }

    /// Decodes the escape at the backslash at `i` into `out`; returns the offset after it.
    private func readEscape(at i: Int, into out: inout [UInt8]) throws(ReadFailure) -> Int {
        guard i + 1 < bytes.count else { throw syntaxError(.escape, at: i + 1) }
        let simple: UInt8?
        switch bytes[i + 1] {
        case ASCII.quote: simple = ASCII.quote
        case ASCII.backslash: simple = ASCII.backslash
        case ASCII.slash: simple = ASCII.slash
        case 0x62: simple = 0x08 // b
        case 0x66: simple = 0x0C // f
        case 0x6E: simple = 0x0A // n
        case 0x72: simple = 0x0D // r
        case 0x74: simple = 0x09 // t
        case 0x75: simple = nil // u
        default: throw syntaxError(.escape, at: i + 1)
        }
        if let simple {
            out.append(simple)
            return i + 2
        }
        var code = try hex4(at: i + 2)
        var next = i + 6
        if (0xDC00...0xDFFF).contains(code) { throw syntaxError(.surrogatePair, at: i) }
        if (0xD800...0xDBFF).contains(code) {
            guard next + 1 < bytes.count, bytes[next] == ASCII.backslash, bytes[next + 1] == 0x75 else {
                throw syntaxError(.surrogatePair, at: next)
            }
            let low = try hex4(at: next + 2)
            guard (0xDC00...0xDFFF).contains(low) else { throw syntaxError(.surrogatePair, at: next) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        }
        guard let scalar = Unicode.Scalar(code) else { throw syntaxError(.surrogatePair, at: i) }
        out.append(contentsOf: scalar.utf8)
        return next
    }

    private func hex4(at i: Int) throws(ReadFailure) -> UInt32 {
        var value: UInt32 = 0
        for j in i..<i + 4 {
            guard j < bytes.count else { throw syntaxError(.hexDigits, at: j) }
            let b = bytes[j]
            let digit: UInt8
            switch b {
            case ASCII.zero...ASCII.nine: digit = b - ASCII.zero
            case 0x41...0x46: digit = b - 0x41 + 10
            case 0x61...0x66: digit = b - 0x61 + 10
            default: throw syntaxError(.hexDigits, at: j)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
