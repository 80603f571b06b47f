import DanshuCore

/// Where JSON text goes, spelled the way the journal file spells it: a byte buffer, or a check that bytes already
/// there are exactly that text (`WriterTextCheck`), so the writer's spelling is written down once.
package protocol JSONOutput {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes as they are.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONOutput where Element == UInt8 {
    /// Appends bytes as they are.
    @inline(__always)
    package mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

extension JSONOutput {
    /// Appends ASCII text as it is.
    @inline(__always)
    package mutating func appendASCII(_ text: StaticString) {
        appendBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a string in double quotes: UTF-8 unescaped except `"`, `\` and control characters
    /// (U+0000–U+001F, U+007F), which become `\"`, `\\`, `\n`, `\t`, `\u001b`, ….
    package mutating func appendJSONString(_ string: String) {
        append(0x22)
        var string = string
        string.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else {
                appendBytes(utf8)
                return
            }
            for b in utf8 {
                switch b {
                case 0x22: appendASCII("\\\"")
                case 0x5C: appendASCII("\\\\")
                case 0x08: appendASCII("\\b")
                case 0x0C: appendASCII("\\f")
                case 0x0A: appendASCII("\\n")
                case 0x0D: appendASCII("\\r")
                case 0x09: appendASCII("\\t")
                case 0..<0x20, 0x7F:
                    let hex: StaticString = "0123456789abcdef"
                    appendASCII("\\u00")
                    append(hex.utf8Start[Int(b >> 4)])
                    append(hex.utf8Start[Int(b & 0xF)])
                default: append(b)
                }
            }
        }
        append(0x22)
    }

    /// Appends a whole number in decimal.
    package mutating func appendInteger(_ value: Int) {
        if value < 0 { append(0x2D) }
        appendDigits(value.magnitude)
    }

    /// Appends a date as `YYYY-MM-DD`, like `LocalDate.iso`.
    package mutating func appendDate(_ date: LocalDate) {
        appendDigits(UInt(date.year), count: 4)
        append(0x2D)
        appendDigits(UInt(date.month), count: 2)
        append(0x2D)
        appendDigits(UInt(date.day), count: 2)
    }

    /// Appends tenths with a decimal only when needed (as `formatTenthsCompact`): 50 → `5`, 135 → `13.5`, -5 → `-0.5`.
    mutating func appendTenths(_ tenths: Int) {
        guard tenths % 10 != 0 else { return appendInteger(tenths / 10) }
        if tenths < 0 { append(0x2D) }
        appendDigits(tenths.magnitude / 10)
        append(0x2E)
        append(UInt8(truncatingIfNeeded: tenths.magnitude % 10) + 0x30)
    }

    /// Appends `value` in decimal, with leading zeros up to `count` digits.
    private mutating func appendDigits(_ value: UInt, count: Int = 1) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0) // room for the 20 digits of any UInt, filled from the end
        var rest = value
        var length = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                length += 1
                buffer[24 - length] = UInt8(truncatingIfNeeded: rest % 10) + 0x30
                rest /= 10
            } while rest > 0 || length < count
            appendBytes(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(24 - length)...]))
        }
    }
}
