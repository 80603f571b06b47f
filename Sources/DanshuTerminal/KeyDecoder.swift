import DanshuUI

/// Turns what the terminal sends into keys, whole: an escape sequence becomes its key or nothing, never
/// the letters and digits inside it. Knows both cursor modes (`ESC [ C`, `ESC O C`), CSI and SS3 with
/// parameters and modifiers, the xterm, rxvt and linux-console forms of Home, End and the F-keys, mouse
/// reports (X10, SGR, urxvt) and bracketed paste, so it does not depend on what the terminfo entry names.
///
/// Pure: it is fed one character at a time and told when the input went quiet, so a sequence split
/// across reads decodes the same as one read at once.
struct KeyDecoder {
    /// How long the input may stay quiet before a pending sequence is decided.
    enum Wait: Equatable {
        /// A lone ESC: the Esc key unless more follows at once (the usual short escape delay).
        case escape
        /// Inside a started sequence (`ESC [`, `ESC O`): the rest is on its way.
        case sequence
        /// Inside a bracketed paste: the terminal is still sending the pasted text.
        case paste
    }

    private enum State {
        case ground
        /// Saw ESC.
        case escape
        /// Saw `ESC [` (or C1 CSI) and these parameter and intermediate characters.
        case csi
        /// Saw `ESC [ [` (linux console F1–F5).
        case linuxFunction
        /// Saw `ESC O` (or C1 SS3) and these parameter characters.
        case ss3
        /// Saw `ESC [ M`: an X10 mouse report, three more characters.
        case x10Mouse
        /// Between `ESC [ 200 ~` and `ESC [ 201 ~`.
        case paste
    }

    /// The longest sequence kept; a longer one is still read to its end, and dropped.
    static let maxSequenceLength = 32
    /// The most characters one paste keeps; the rest is read and dropped (every field is far shorter).
    static let maxPasteLength = 100_000

    private var state = State.ground
    private var sequence: [Unicode.Scalar] = []
    private var overflowed = false
    private var pasted: [Unicode.Scalar] = []
    private var pasteOverflowed = false
    /// How much of the paste end marker has been seen.
    private var endMatched = 0
    private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    /// What the decoder waits for; nil when no sequence is pending.
    var wait: Wait? {
        switch state {
        case .ground: return nil
        case .escape: return .escape
        case .csi, .linuxFunction, .ss3, .x10Mouse: return .sequence
        case .paste: return .paste
        }
    }

    /// Decodes one more character, appending any keys it completes.
    mutating func feed(_ scalar: Unicode.Scalar, into keys: inout [Key]) {
        switch state {
        case .ground:
            ground(scalar, into: &keys)
        case .escape:
            switch scalar {
            case "[": begin(.csi)
            case "O": begin(.ss3)
            case "\u{1B}":
                // Esc pressed twice: the first is a key; the second may start a sequence.
                keys.append(.escape)
            default:
                // Alt plus a key (ESC then the key): no meaning here, dropped whole.
                state = .ground
            }
        case .csi:
            csi(scalar, into: &keys)
        case .linuxFunction:
            state = .ground
            if ("A"..."E").contains(scalar) {
                keys.append(.function(Int(scalar.value - ("A" as Unicode.Scalar).value) + 1))
            }
        case .ss3:
            ss3(scalar, into: &keys)
        case .x10Mouse:
            append(scalar)
            if sequence.count == 3 {
                state = .ground
                let values = sequence.map { Int($0.value) - 32 } // each byte is 32 + the value; cells count from 1
                if let key = Self.mouse(button: values[0], x: values[1] - 1, y: values[2] - 1, released: false) {
                    keys.append(key)
                }
            }
        case .paste:
            paste(scalar, into: &keys)
        }
    }

    /// The input stayed quiet for the `wait`: decides what a pending sequence was.
    mutating func inputWentQuiet(into keys: inout [Key]) {
        switch state {
        case .ground: return
        case .escape: keys.append(.escape)
        case .paste:
            // The end marker never came: keep what was pasted rather than swallow every later key.
            finishPaste(into: &keys)
        case .csi, .linuxFunction, .ss3, .x10Mouse: break // cut short: dropped whole
        }
        state = .ground
    }

    // MARK: The states

    private mutating func ground(_ scalar: Unicode.Scalar, into keys: inout [Key]) {
        switch scalar.value {
        case 0x1B: state = .escape
        case 0x9B: begin(.csi) // C1 CSI, from terminals in 8-bit mode
        case 0x8F: begin(.ss3)
        case 0x80...0x9F: break // other C1 controls mean nothing here
        default:
            if let key = Self.key(character: scalar) { keys.append(key) }
        }
    }

    private mutating func begin(_ next: State) {
        state = next
        sequence.removeAll(keepingCapacity: true)
        overflowed = false
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        if sequence.count < Self.maxSequenceLength { sequence.append(scalar) } else { overflowed = true }
    }

    private mutating func csi(_ scalar: Unicode.Scalar, into keys: inout [Key]) {
        // urxvt ends a Shift-modified editing or F-key with `$` (`ESC [ 5 $`), which elsewhere is an intermediate.
        if scalar == "$", !sequence.isEmpty, sequence.allSatisfy({ ("0"..."9").contains($0) }) {
            state = .ground
            if !overflowed, let n = parameters()?.first, let key = tildeKey(n) { keys.append(key) }
            return
        }
        switch scalar.value {
        case 0x20...0x3F:
            append(scalar) // parameters (digits ; < = > ?) and intermediates
        case 0x40...0x7E:
            if sequence.isEmpty && scalar == "[" {
                state = .linuxFunction
                return
            }
            if sequence.isEmpty && scalar == "M" {
                begin(.x10Mouse)
                return
            }
            state = .ground
            guard !overflowed else { return }
            if let key = csiKey(final: scalar) { keys.append(key) }
        case 0x1B:
            // A sequence cut short by a new one: drop the first, start the second.
            state = .escape
        default:
            state = .ground // a control character inside a sequence: the sequence was garbage
        }
    }

    private mutating func ss3(_ scalar: Unicode.Scalar, into keys: inout [Key]) {
        switch scalar.value {
        case 0x30...0x3F:
            append(scalar) // some terminals put a modifier here: ESC O 5 C
        case 0x40...0x7E:
            state = .ground
            guard !overflowed else { return }
            if let key = Self.ss3Key(final: scalar) { keys.append(key) }
        case 0x1B:
            state = .escape
        default:
            state = .ground
        }
    }

    private mutating func paste(_ scalar: Unicode.Scalar, into keys: inout [Key]) {
        if scalar == Self.pasteEnd[endMatched] {
            endMatched += 1
            if endMatched == Self.pasteEnd.count { finishPaste(into: &keys) }
            return
        }
        // Not the end marker after all: what matched so far was pasted text.
        for matched in Self.pasteEnd[0..<endMatched] { addPasted(matched) }
        endMatched = 0
        if scalar == Self.pasteEnd[0] { endMatched = 1 } else { addPasted(scalar) }
    }

    private mutating func addPasted(_ scalar: Unicode.Scalar) {
        guard pasted.count < Self.maxPasteLength else {
            pasteOverflowed = true
            return
        }
        pasted.append(scalar)
    }

    private mutating func finishPaste(into keys: inout [Key]) {
        var text = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in pasted {
            switch scalar.value {
            case 0x0D: text.append("\n") // terminals send lines as CR
            case 0x0A where previous == "\r": break
            case 0x09, 0x0A: text.append(scalar)
            case 0x00..<0x20, 0x7F, 0x80...0x9F: break // other controls are not text
            default: text.append(scalar)
            }
            previous = scalar
        }
        // Over the cap, one more character makes sure the field refuses it as too long instead of keeping a part.
        if pasteOverflowed { text.append("…") }
        if !text.isEmpty { keys.append(.paste(String(text))) }
        pasted.removeAll()
        pasteOverflowed = false
        endMatched = 0
        state = .ground
    }

    // MARK: Meanings

    /// A character outside any sequence.
    static func key(character scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x0A, 0x0D: return .enter
        case 0x09: return .tab
        case 0x1B: return .escape
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(UInt8(scalar.value + 0x60))))
        case 0x00..<0x20, 0x80...0x9F: return nil
        default: return .character(Character(scalar))
        }
    }

    /// The numbers of a CSI sequence's parameters (`1;5` → [1, 5]); nil when it has a private marker
    /// or anything but digits and semicolons.
    private func parameters() -> [Int]? {
        var result: [Int] = []
        var current: Int?
        for scalar in sequence {
            switch scalar {
            case "0"..."9":
                current = min((current ?? 0) * 10 + Int(scalar.value - 0x30), 100_000)
            case ";":
                result.append(current ?? 0)
                current = nil
            default:
                return nil
            }
        }
        if let current { result.append(current) }
        return result
    }

    private mutating func csiKey(final: Unicode.Scalar) -> Key? {
        if sequence.first == "<" {
            // SGR mouse: ESC [ < button ; x ; y M (press) or m (release).
            let numbers = String(String.UnicodeScalarView(sequence.dropFirst())).split(separator: ";").compactMap {
                Int($0)
            }
            guard numbers.count == 3, final == "M" || final == "m" else { return nil }
            return Self.mouse(button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, released: final == "m")
        }
        guard let numbers = parameters() else { return nil }
        let first = numbers.first ?? 1
        // A modifier (Shift, Ctrl, Alt: `ESC [ 1 ; 5 C`) is the second number; the key itself stays the key.
        switch final {
        case "A": return first == 1 ? .up : nil
        case "B": return first == 1 ? .down : nil
        case "C": return first == 1 ? .right : nil
        case "D": return first == 1 ? .left : nil
        // urxvt's Shift-arrows.
        case "a": return numbers.isEmpty ? .up : nil
        case "b": return numbers.isEmpty ? .down : nil
        case "c": return numbers.isEmpty ? .right : nil
        case "d": return numbers.isEmpty ? .left : nil
        case "H": return first == 1 ? .home : nil
        case "F": return first == 1 ? .end : nil
        case "Z": return .backTab
        case "P", "Q", "R", "S":
            guard first == 1 else { return nil }
            return .function(Int(final.value - ("P" as Unicode.Scalar).value) + 1)
        case "M":
            // urxvt mouse: ESC [ button ; x ; y M, the button offset by 32.
            guard numbers.count == 3 else { return nil }
            return Self.mouse(button: numbers[0] - 32, x: numbers[1] - 1, y: numbers[2] - 1, released: false)
        case "u":
            // The kitty keyboard protocol: ESC [ code ; modifiers u. Only plain and Ctrl keys mean something.
            guard let code = numbers.first, let scalar = Unicode.Scalar(code) else { return nil }
            let modifiers = numbers.count > 1 ? numbers[1] : 1
            if modifiers == 1 { return Self.key(character: scalar) }
            if modifiers == 5, ("a"..."z").contains(scalar) { return .control(Character(scalar)) }
            return nil
        case "~", "^":
            // `^` is urxvt's Ctrl-modified form (`ESC [ 5 ^`: Ctrl-PgUp).
            return tildeKey(first)
        default:
            return nil // focus reports, other reports and keys without a meaning here
        }
    }

    /// `ESC [ n ~`: the editing keys and the F-keys of xterm, rxvt, the linux console and VT220s.
    private mutating func tildeKey(_ n: Int) -> Key? {
        switch n {
        case 1, 7: return .home
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(n - 10)
        case 17...21: return .function(n - 11)
        case 23, 24, 25, 26: return .function(n - 12)
        case 28, 29: return .function(n - 13)
        case 31...34: return .function(n - 14)
        case 200:
            state = .paste
            pasted.removeAll()
            endMatched = 0
            return nil
        default: return nil // Insert (2), the end of a paste that never began (201), …
        }
    }

    /// `ESC O x`: arrows, Home and End in application cursor mode, F1–F4, and the keypad in application mode.
    static func ss3Key(final: Unicode.Scalar) -> Key? {
        switch final {
        case "A", "a": return .up // lower case: urxvt's Ctrl-arrows
        case "B", "b": return .down
        case "C", "c": return .right
        case "D", "d": return .left
        case "H": return .home
        case "F": return .end
        case "P", "Q", "R", "S": return .function(Int(final.value - ("P" as Unicode.Scalar).value) + 1)
        case "M": return .enter
        case "j": return .character("*")
        case "k": return .character("+")
        case "l": return .character(",")
        case "m": return .character("-")
        case "n": return .character(".")
        case "o": return .character("/")
        case "X": return .character("=")
        case "p"..."y":
            return .character(Character(Unicode.Scalar(final.value - ("p" as Unicode.Scalar).value + 0x30) ?? "0"))
        default: return nil
        }
    }

    /// A mouse report: a press of the first button is a click, the wheel turns; the rest is dropped.
    /// `x` and `y` are 0-based cells.
    static func mouse(button: Int, x: Int, y: Int, released: Bool) -> Key? {
        guard !released, x >= 0, y >= 0 else { return nil }
        let button = button & ~(4 | 8 | 16) // Shift, Alt (Meta) and Ctrl held with it
        switch button {
        case 0: return .click(x: x, y: y)
        case 64: return .wheel(-1)
        case 65: return .wheel(1)
        default: return nil // other buttons, releases in X10 form (3), motion (32 and up)
        }
    }
}
