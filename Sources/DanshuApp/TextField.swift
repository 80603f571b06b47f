import DanshuCore

/// One line of text being typed, with a cursor counted in characters.
public struct TextField: Equatable, Sendable {
    public private(set) var characters: [Character]
    /// Cursor position: 0 … characters.count.
    public private(set) var cursor: Int
    /// The most characters the field holds.
    public let limit: Int

    public init(_ text: String = "", limit: Int = 1000) {
        self.limit = limit
        self.characters = Array(text.prefix(limit))
        self.cursor = characters.count
    }

    public var text: String { String(characters) }

    /// One editing key applied to the field.
    public enum Edit: Equatable, Sendable {
        case insert(String)
        case backspace, deleteForward
        case left, right, home, end
        case clear
    }

    /// Applies an edit; returns false when it could not (e.g. the field is full).
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Bool {
        switch edit {
        case .insert(let s):
            // A field is one line: a pasted line break or tab ends up as a space, a control character is left out.
            let incoming = Array(OneLineText.read(s).text)
            guard characters.count + incoming.count <= limit else { return false }
            characters.insert(contentsOf: incoming, at: cursor)
            cursor += incoming.count
        case .backspace:
            guard cursor > 0 else { return false }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward:
            guard cursor < characters.count else { return false }
            characters.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .clear:
            characters.removeAll()
            cursor = 0
        }
        return true
    }
}
