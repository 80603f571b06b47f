import DanshuCore
/// Appending JSON text to a byte buffer, the way the journal file spells it.
extension Array where Element == UInt8 {
    /// Appends ASCII text as it is.
    @inline(__always)
    package mutating func appendASCII(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a string in double quotes: UTF-8 unescaped except `"`, `\` and control characters
    /// (U+0000–U+001F, U+007F), which become `\"`, `\\`, `\n`, `\t`, `\u001b`, ….
    package mutating func appendJSONString(_ string: String) {
        append(0x22)
        let utf8 = string.utf8
        let needsEscape = utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
        if !needsEscape {
            append(contentsOf: utf8)
        } else {
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
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(truncatingIfNeeded: magnitude / divisor % 10) + 0x30)
            divisor /= 10
        }
    }

    /// Appends a date as `YYYY-MM-DD`, like `LocalDate.iso`.
    package mutating func appendDate(_ date: LocalDate) {
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                append(UInt8(truncatingIfNeeded: value / divisor % 10) + 0x30)
                divisor /= 10
            }
        }
        digits(date.year, 4)
        append(0x2D)
        digits(date.month, 2)
        append(0x2D)
        digits(date.day, 2)
    }

    /// Appends tenths with a decimal only when needed (`formatTenthsCompact`): 50 → `5`, 135 → `13.5`.
    mutating func appendTenths(_ tenths: Int) {
        if tenths % 10 == 0 {
            appendInteger(tenths / 10)
        } else {
            append(contentsOf: formatTenthsCompact(tenths).utf8)
        }
    }
}
