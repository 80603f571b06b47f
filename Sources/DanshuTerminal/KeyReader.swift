import CNcurses
import DanshuUI
import Glibc

/// Turns what `get_wch` returns into keys.
enum KeyReader {
    /// Maps a character code read with OK.
    static func key(character code: UInt32) -> Key? {
        switch code {
        case 0x0A, 0x0D: return .enter
        case 0x09: return .tab
        case 0x1B: return .escape
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(UInt8(code + 0x60))))
        case 0x00..<0x20: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// Maps a function-key code read with KEY_CODE_YES.
    static func key(function code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_RESIZE: return .resize
        case KEY_F0 + 1...KEY_F0 + 24: return .function(Int(code - KEY_F0))
        default: return nil
        }
    }
}
