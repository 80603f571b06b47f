/// Where the help pane is scrolled: the scroll keys pressed since it opened, merged while they go the same
/// way. How tall a page is depends on the terminal, which only the view knows, so the view replays the
/// moves at its own height (`firstRow`): PgDn turns exactly one visible page, scrolling stops at the end at
/// every height, and the first key back moves back at once.
public struct HelpScroll: Equatable, Sendable {
    /// Lines and pages in one direction (both ≥ 0 or both ≤ 0).
    struct Move: Equatable, Sendable {
        var lines = 0, pages = 0
        var isForward: Bool { lines > 0 || pages > 0 }
    }

    /// The moves, oldest first; next to each other they alternate in direction.
    private(set) var moves: [Move] = []
    /// Direction changes remembered: past them the oldest go (a storm of keys, never a person reading help).
    static let maximumMoves = 256

    public init() {}

    /// Scrolls by `lines` (negative: up).
    public mutating func scroll(lines: Int) { add(Move(lines: lines)) }

    /// Scrolls by `pages` of whatever height the pane has (negative: up).
    public mutating func scroll(pages: Int) { add(Move(pages: pages)) }

    private mutating func add(_ move: Move) {
        guard move.lines != 0 || move.pages != 0 else { return }
        if let last = moves.last, last.isForward == move.isForward {
            moves[moves.count - 1].lines += move.lines
            moves[moves.count - 1].pages += move.pages
        } else if !moves.isEmpty || move.isForward { // going up from the top changes nothing
            moves.append(move)
        }
        // Back up at least as far as every move down went: the top, at any height.
        let down = moves.filter(\.isForward)
        if let last = moves.last, !last.isForward,
            -last.lines >= down.reduce(0, { $0 + $1.lines }), -last.pages >= down.reduce(0, { $0 + $1.pages })
        {
            moves = []
        }
        if moves.count > Self.maximumMoves { moves.removeFirst(moves.count - Self.maximumMoves) }
    }

    /// The first row shown of `rows` rows in a window `page` rows tall: each move from the previous
    /// position, stopped at the top and at the last full page.
    public func firstRow(rows: Int, page: Int) -> Int {
        let last = max(0, rows - max(page, 1))
        var row = 0
        for move in moves { row = min(last, max(0, row + move.lines + move.pages * max(page, 1))) }
        return row
    }
}
