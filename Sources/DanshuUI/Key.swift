import DanshuCore

/// A key the user pressed (or a terminal event), as the keymap sees it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace, delete
    /// Ctrl plus a letter, lowercased: Ctrl-R is `.control("r")`.
    case control(Character)
    case function(Int)
    /// A mouse click at a cell.
    case click(x: Int, y: Int)
    /// The wheel, up (-1) or down (+1).
    case wheel(Int)
    /// Text the user pasted (bracketed paste), delivered whole: a form takes it as one edit.
    case paste(String)
    case resize

    /// How the key is written in help and messages: `←`, `PgUp`, `Ctrl-R`, `q`.
    public var label: String {
        switch self {
        case .character(" "): return "Space"
        // Another blank (the ideographic space of a Japanese input method, a no-break space) or an invisible
        // character would name nothing: its code point does.
        case .character(let c)
        where c.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.generalCategory == .format }):
            return c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        case .character(let c): return String(c)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .control(let c): return "Ctrl-\(String(c).uppercased())"
        case .function(let n): return "F\(n)"
        case .click: return "Click"
        case .wheel: return "Wheel"
        case .paste: return "Paste"
        case .resize: return "Resize"
        }
    }
}
