import CNcurses

/// The terminal's own strings for what `ScreenWriter` sends, from its terminfo entry; nil where the entry has none.
struct ControlStrings {
    var cursorAddress: (_ row: Int, _ column: Int) -> [UInt8]
    /// `hpa`, `vpa`: to a column, to a row.
    var column: ((Int) -> [UInt8])?
    var row: ((Int) -> [UInt8])?
    /// `cuf`, `cub`, `cuu`, `cud`: by a number of cells.
    var right: ((Int) -> [UInt8])?
    var left: ((Int) -> [UInt8])?
    var up: ((Int) -> [UInt8])?
    var down: ((Int) -> [UInt8])?
    /// `cuf1`, `cub1`, and `cud1` where it keeps the column (a newline the terminal driver turns into CR LF does not).
    var right1: [UInt8]?
    var left1: [UInt8]?
    var down1: [UInt8]?
    var carriageReturn: [UInt8]?
    var clear: [UInt8]
    /// `sgr0` as the entry has it, and without its switch back to the ASCII character set (danshu never leaves it).
    var resetFirst: [UInt8]
    var reset: [UInt8]
    /// Whether the reset also resets the colors (SGR 0 does).
    var resetsColors: Bool
    var bold: [UInt8]?
    var dim: [UInt8]?
    var reverse: [UInt8]?
    var underline: [UInt8]?
    /// `rmul`, unless it is a whole reset.
    var endUnderline: [UInt8]?
    /// `op`: the terminal's own colors.
    var defaultColors: [UInt8]?
    var foreground: ((Int) -> [UInt8])?
    var background: ((Int) -> [UInt8])?
    /// `ech`, `el`.
    var eraseCharacters: ((Int) -> [UInt8])?
    var eraseLine: [UInt8]?
    /// `cnorm`, `civis`.
    var showCursor: [UInt8]?
    var hideCursor: [UInt8]?
    /// `msgr`: the cursor may move while attributes are on.
    var movesInAttributes = true
    /// `am` without `xenl`: writing the last cell of the screen scrolls it.
    var lastCellScrolls = false
}

extension ControlStrings {
    /// The strings of the terminal ncurses set up; nil without cursor addressing or a way to clear. Padding (`$<5>`)
    /// is left out: it only slowed terminals of 9600 baud.
    static func current(newlineKeepsColumn: Bool) -> ControlStrings? {
        func string(_ name: String) -> [UInt8]? {
            cn_string_capability(name).map { withoutPadding(Array(String(cString: $0).utf8)) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        // Filled in once per value: a frame asks for the same few motions and colors again and again.
        func parameterized(_ name: String) -> ((Int) -> [UInt8])? {
            guard let raw = cn_string_capability(name) else { return nil }
            let format = String(cString: raw), filledIn = Filled()
            if let plain = PlainFormat(format) { return { plain.filled($0, 0) } }
            return { value in filledIn.bytes(value) { filled(format, Int32(clamping: value), 0) } }
        }
        guard let address = cn_string_capability("cup"), let clear = string("clear") else { return nil }
        let cup = String(cString: address), addresses = Filled(), plainCup = PlainFormat(cup)
        let resetFirst = string("sgr0") ?? []
        var reset = resetFirst
        if let ascii = string("rmacs") {
            if reset.starts(with: ascii) { reset.removeFirst(ascii.count) }
            if reset.count > ascii.count && Array(reset.suffix(ascii.count)) == ascii { reset.removeLast(ascii.count) }
        }
        let newline = string("cud1")
        return ControlStrings(
            cursorAddress: { row, column in
                if let plainCup { return plainCup.filled(row, column) }
                return addresses.bytes(row << 16 | column) { filled(cup, Int32(clamping: row), Int32(clamping: column)) }
            },
            column: parameterized("hpa"), row: parameterized("vpa"),
            right: parameterized("cuf"), left: parameterized("cub"), up: parameterized("cuu"), down: parameterized("cud"),
            right1: string("cuf1"), left1: string("cub1"),
            down1: newline == [0x0A] && !newlineKeepsColumn ? nil : newline,
            carriageReturn: string("cr"), clear: clear,
            resetFirst: resetFirst, reset: reset,
            resetsColors: contains(reset, Array("\u{1B}[m".utf8)) || contains(reset, Array("\u{1B}[0m".utf8)),
            bold: string("bold"), dim: string("dim"), reverse: string("rev"), underline: string("smul"),
            endUnderline: string("rmul").flatMap { $0 == reset || $0 == resetFirst ? nil : $0 },
            defaultColors: string("op"), foreground: parameterized("setaf"), background: parameterized("setab"),
            eraseCharacters: parameterized("ech"), eraseLine: string("el"),
            showCursor: string("cnorm"), hideCursor: string("civis"),
            movesInAttributes: cn_tigetflag("msgr") > 0,
            lastCellScrolls: cn_tigetflag("am") > 0 && cn_tigetflag("xenl") <= 0)
    }

    /// A parameterized string of the plain kind nearly every entry has for motions (`\E[%i%p1%d;%p2%dH`): text, `%i`,
    /// `%p1%d`, `%p2%d` and `%%` only, filled in here; any other is left to ncurses' `tiparm`. A cursor address differs
    /// at nearly every move, so a frame would otherwise call `tiparm` a hundred times.
    struct PlainFormat {
        private enum Part {
            case text([UInt8])
            case parameter(Int)
        }

        private var parts: [Part] = []
        private var increment = false

        init?(_ format: String) {
            let bytes = withoutPadding(Array(format.utf8))
            var text: [UInt8] = [], index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    text.append(bytes[index])
                    index += 1
                    continue
                }
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "%"):
                    text.append(UInt8(ascii: "%"))
                    index += 2
                case UInt8(ascii: "i"):
                    increment = true
                    index += 2
                case UInt8(ascii: "p") where index + 4 < bytes.count && (bytes[index + 2] == UInt8(ascii: "1") || bytes[index + 2] == UInt8(ascii: "2"))
                    && bytes[index + 3] == UInt8(ascii: "%") && bytes[index + 4] == UInt8(ascii: "d"):
                    parts.append(.text(text))
                    text = []
                    parts.append(.parameter(Int(bytes[index + 2] - UInt8(ascii: "1"))))
                    index += 5
                default:
                    return nil
                }
            }
            parts.append(.text(text))
        }

        func filled(_ first: Int, _ second: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            for part in parts {
                switch part {
                case .text(let text): bytes += text
                case .parameter(let number): Self.append((number == 0 ? first : second) + (increment ? 1 : 0), to: &bytes)
                }
            }
            return bytes
        }

        /// The decimal digits of a number, without a String in between.
        private static func append(_ number: Int, to bytes: inout [UInt8]) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var digits: [UInt8] = []
            var rest = number.magnitude
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            bytes += digits.reversed()
        }
    }

    /// Strings already filled in, by their parameters.
    private final class Filled {
        private var known: [Int: [UInt8]] = [:]
        func bytes(_ key: Int, _ fill: () -> [UInt8]) -> [UInt8] {
            if let bytes = known[key] { return bytes }
            let bytes = fill()
            known[key] = bytes
            return bytes
        }
    }

    private static func filled(_ format: String, _ first: Int32, _ second: Int32) -> [UInt8] {
        format.withCString { cn_parameters($0, first, second).map { withoutPadding(Array(String(cString: $0).utf8)) } } ?? []
    }

    /// A capability without its padding specifications (`$<2>`, `$<5*/>`).
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
               bytes[(index + 2)..<close].allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "/") }) {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard bytes.count >= part.count else { return false }
        return (0...(bytes.count - part.count)).contains { Array(bytes[$0..<($0 + part.count)]) == part }
    }
}
