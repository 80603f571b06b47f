/// Turns the terminal's bytes into characters as they arrive: a character split across two reads decodes the
/// same as one read at once, and a byte that cannot be UTF-8 becomes U+FFFD (shown, never silently lost).
///
/// Pure, so that the split reads a slow link or a paste produces are tested without a terminal.
struct UTF8Input {
    /// The start of a character whose remaining bytes have not arrived yet.
    private var pending: [UInt8] = []
    /// How many bytes the pending character has in all.
    private var expected = 0

    /// True while a character is cut short at the end of what was read.
    var isWaiting: Bool { !pending.isEmpty }

    /// Decodes `bytes`, handing each complete character to `emit`.
    mutating func feed(_ bytes: some Sequence<UInt8>, _ emit: (Unicode.Scalar) -> Void) {
        for byte in bytes { feed(byte, emit) }
    }

    /// The input stayed quiet with a character cut short: it never ends, so it is not a character.
    mutating func inputWentQuiet(_ emit: (Unicode.Scalar) -> Void) {
        guard !pending.isEmpty else { return }
        pending.removeAll()
        emit(Self.replacement)
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private mutating func feed(_ byte: UInt8, _ emit: (Unicode.Scalar) -> Void) {
        if !pending.isEmpty {
            if byte & 0xC0 == 0x80 {
                pending.append(byte)
                if pending.count == expected { finish(emit) }
                return
            }
            // The character stopped short; this byte starts afresh.
            pending.removeAll()
            emit(Self.replacement)
        }
        switch byte {
        case 0x00...0x7F: emit(Unicode.Scalar(byte))
        case 0xC2...0xDF: start(byte, length: 2)
        case 0xE0...0xEF: start(byte, length: 3)
        case 0xF0...0xF4: start(byte, length: 4)
        default: emit(Self.replacement) // a stray continuation byte, or a lead byte UTF-8 never uses
        }
    }

    private mutating func start(_ byte: UInt8, length: Int) {
        pending.append(byte)
        expected = length
    }

    private mutating func finish(_ emit: (Unicode.Scalar) -> Void) {
        var value = UInt32(pending[0]) & (0xFF >> UInt32(expected + 1))
        for byte in pending.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        pending.removeAll()
        // Overlong forms, surrogates and values past U+10FFFF are not characters.
        let shortest: UInt32 = expected == 3 ? 0x800 : expected == 4 ? 0x10000 : 0x80
        guard value >= shortest, let scalar = Unicode.Scalar(value) else {
            emit(Self.replacement)
            return
        }
        emit(scalar)
    }
}
