import Testing

@testable import DanshuTerminal

/// The terminal's bytes become characters however the reads cut them; bytes that are not UTF-8 show as U+FFFD.
@Suite struct UTF8InputTests {
    /// Feeds `bytes` cut into reads at `cuts`, then lets the input go quiet.
    static func decode(_ bytes: [UInt8], cuts: [Int] = []) -> String {
        var input = UTF8Input()
        var scalars = String.UnicodeScalarView()
        var start = 0
        for cut in cuts + [bytes.count] {
            input.feed(bytes[start..<cut]) { scalars.append($0) }
            start = cut
        }
        input.inputWentQuiet { scalars.append($0) }
        return String(scalars)
    }

    @Test("Japanese, emoji and ASCII decode the same in one read and cut at every byte")
    func everyCut() {
        let text = "梅酒 a🍺ｂ\u{1B}[A"
        let bytes = Array(text.utf8)
        #expect(Self.decode(bytes) == text)
        for cut in 1..<bytes.count {
            #expect(Self.decode(bytes, cuts: [cut]) == text, "cut at \(cut)")
        }
        #expect(Self.decode(bytes, cuts: Array(1..<bytes.count)) == text, "one byte per read")
    }

    @Test(
        "bytes that are not UTF-8 become U+FFFD and the text after them is kept",
        arguments: [
            ([0xE9, 0x61], "\u{FFFD}a"), // Latin-1 é
            ([0x80, 0x61], "\u{FFFD}a"), // a stray continuation byte
            ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"), // lead bytes UTF-8 never uses
            ([0xE0, 0x80, 0xAF], "\u{FFFD}"), // an overlong form
            ([0xED, 0xA0, 0x80], "\u{FFFD}"), // a surrogate
            ([0xE6, 0xA2, 0x61], "\u{FFFD}a"), // a character cut short by the next one
            ([0xE6, 0xA2], "\u{FFFD}"), // cut short, then nothing more
        ] as [([UInt8], String)])
    func notUTF8(bytes: [UInt8], expected: String) {
        #expect(Self.decode(bytes) == expected)
    }

    @Test("a character cut short waits for its end: nothing is emitted until the rest or the quiet")
    func waitsForTheRest() {
        var input = UTF8Input()
        var scalars: [Unicode.Scalar] = []
        input.feed([0xE6, 0xA2]) { scalars.append($0) }
        #expect(scalars.isEmpty && input.isWaiting)
        input.feed([0x85]) { scalars.append($0) }
        #expect(scalars == ["梅"] && !input.isWaiting)
    }
}
