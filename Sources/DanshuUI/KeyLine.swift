import DanshuCore
import DanshuApp
import DanshuText

/// The line of keys at the bottom of the screen, generated from the bindings in force (`Keymap.bindings`), so
/// it shows only keys that work in the mode on screen: `y/n 回答  1-0 追加  …  q 終了`. Whether a key works now is
/// the reducer's own answer (`AppState.availability(of:)`): on a locked past day Enter is offered and the keys that
/// would change the day are not, `p` only while a medicine is set, `c` only on a drinking day, `-` only on a day with
/// a drink. While the journal is read-only the line starts with a marker that no message replaces and no width drops
/// (`[読み取り専用]`, as vim's `[RO]`).
public enum KeyLine {
    /// One entry of the line: one or more keys that share the same words.
    public struct Item: Equatable, Sendable {
        /// The first key of each binding in the entry, in table order.
        public var keys: [Key]
        public var words: String
        /// The highest rank of its bindings: the line drops the lowest first.
        public var rank: Int
        /// Whether it takes turns with the other less used keys (`KeyLine.rotated`).
        public var rotates = false

        /// How the entry reads: `y/n 回答`, and for more than two keys the first and the last, `1-0 追加`.
        public var text: String {
            let labels = keys.map(\.label)
            let spelled = labels.count > 2 ? (labels.first ?? "") + "-" + (labels.last ?? "") : labels.joined(separator: "/")
            return spelled + " " + words
        }
    }

    /// Two spaces between entries, as between words of different meaning.
    static let separator = "  "

    /// Every entry for what is on the screen, in table order, before any is dropped for width.
    public static func items(for state: AppState, catalog: Catalog) -> [Item] {
        var items: [Item] = []
        var lastHint: KeyHint?
        for binding in Keymap.bindings(for: state) {
            guard let hint = binding.hint, let key = binding.keys.first,
                  state.availability(of: binding.action).isAvailable else {
                lastHint = nil
                continue
            }
            if hint == lastHint, let last = items.indices.last {
                items[last].keys.append(key)
                items[last].rank = max(items[last].rank, binding.hintRank)
            } else {
                items.append(Item(keys: [key], words: catalog.keyHint(hint), rank: binding.hintRank, rotates: binding.hintRotates))
            }
            lastHint = hint
        }
        return rotated(items, turn: state.selected.dayNumber)
    }

    /// The ranks the less used keys take by turn: the first in turn the highest, just under the statistics' 7; the
    /// others above `-`'s 3, so a wide line keeps every one of them before `-`, Ctrl-R and the moves.
    static let rotationRanks = 4...6

    /// The less used keys ranked by turn: on day `turn` the key at `turn` modulo their count comes first (rank 6), the
    /// next after it (5), the rest 4, so the places the width leaves go to a different key each day and every feature
    /// shows on the line within a few days, at 80 columns too (issue 35). The others keep their ranks.
    static func rotated(_ items: [Item], turn: Int) -> [Item] {
        let indices = items.indices.filter { items[$0].rotates }
        guard !indices.isEmpty else { return items }
        var items = items
        let start = ((turn % indices.count) + indices.count) % indices.count
        for (order, index) in (indices[start...] + indices[..<start]).enumerated() {
            items[index].rank = max(rotationRanks.lowerBound, rotationRanks.upperBound - order)
        }
        return items
    }

    /// The entries that fit in `width` columns: whole entries only, the lowest rank dropped first (the later of
    /// equals), the rest in table order; then the room left goes to the dropped ones that fit in it, highest rank
    /// first (a narrow key that fits where a wider one of higher rank did not).
    public static func fitted(for state: AppState, width: Int, catalog: Catalog) -> [Item] {
        let all = items(for: state, catalog: catalog)
        func lineWidth(_ kept: [Int]) -> Int {
            kept.reduce(0) { $0 + TextWidth.of(all[$1].text) } + max(0, kept.count - 1) * TextWidth.of(separator)
        }
        var kept = Array(all.indices)
        var dropped: [Int] = []
        while lineWidth(kept) > width, let lowestRank = kept.map({ all[$0].rank }).min(),
              let last = kept.lastIndex(where: { all[$0].rank == lowestRank }) {
            dropped.append(kept.remove(at: last))
        }
        for index in dropped.reversed() {
            let tried = (kept + [index]).sorted()
            if lineWidth(tried) <= width { kept = tried }
        }
        return kept.map { all[$0] }
    }

    /// The marker the line starts with while the journal is read-only; nil otherwise.
    public static func marker(for state: AppState, catalog: Catalog) -> String? {
        state.readOnly == nil ? nil : catalog.readOnlyMarker
    }

    /// The line as drawn, at most `width` columns: the read-only marker, then the keys that fit beside it.
    public static func text(for state: AppState, width: Int, catalog: Catalog) -> String {
        let marker = marker(for: state, catalog: catalog)
        let room = marker.map { width - TextWidth.of($0 + separator) } ?? width
        let keys = fitted(for: state, width: room, catalog: catalog).map(\.text).joined(separator: separator)
        return [marker, keys.isEmpty ? nil : keys].compactMap { $0 }.joined(separator: separator)
    }

    /// Draws the line on row `y` of every pane, one column in: the keys dim, the read-only marker in the error style.
    static func draw(_ state: AppState, y: Int, width: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        frame.canvas.put(" " + text(for: state, width: width - 1, catalog: catalog), x: 0, y: y, style: theme.dim)
        if let marker = marker(for: state, catalog: catalog) {
            frame.canvas.put(marker, x: 1, y: y, style: theme.error, maxWidth: width - 1)
        }
    }
}
