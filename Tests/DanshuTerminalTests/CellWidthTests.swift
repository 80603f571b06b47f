import Testing

@testable import DanshuTerminal
@testable import DanshuUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncurses places every cell by the program's `wcwidth`; it must answer as the canvas counts, for every character, or
/// ncurses' copy of the screen and the canvas part ways at the first character they count differently.
@Suite struct CellWidthTests {
    @Test(
        "the exported wcwidth answers the canvas's width for every scalar, at both ambiguous widths", arguments: [1, 2])
    func everyScalar(ambiguousWidth: Int) {
        let outer = TextWidth.threadAmbiguousWidth
        TextWidth.threadAmbiguousWidth = ambiguousWidth
        defer { TextWidth.threadAmbiguousWidth = outer }
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let exported = Int(terminalCellWidth(wchar_t(bitPattern: value)))
            if exported != TextWidth.cells(scalar) { differing.append("U+\(String(value, radix: 16)): \(exported)") }
        }
        #expect(differing.isEmpty, "\(differing.count) scalars differ, e.g. \(differing.prefix(5))")
        // Spot checks the two counts could share a mistake on: the ambiguous ones follow the terminal.
        #expect(terminalCellWidth(wchar_t(0x25CB)) == Int32(ambiguousWidth)) // ○
        #expect(terminalCellWidth(wchar_t(0x9152)) == 2) // 酒
        #expect(terminalCellWidth(wchar_t(0x0301)) == 0) // a combining acute accent
    }

    @Test("what is no scalar cannot be printed: surrogates, negatives, past U+10FFFF")
    func notScalars() {
        for value: Int32 in [0xD800, 0xDFFF, -1, 0x110000, Int32.max] {
            #expect(terminalCellWidth(value) == -1, "\(value)")
        }
    }
}
