import DanshuApp
import DanshuCore
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
        /// Its place in today's turn among the keys that take turns (0 first); 0 for the others. Among equal ranks the
        /// line drops the latest in turn first and gives room left to the earliest.
        public var turnOrder = 0
        /// The key line's words it shows, where it comes from the keymap.
        public var hint: KeyHint?

        /// How the entry reads: `y/n 回答`, and for more than two keys the first and the last, `1-0 追加`.
        public var text: String {
            let labels = keys.map(\.label)
            let spelled =
                labels.count > 2 ? (labels.first ?? "") + "-" + (labels.last ?? "") : labels.joined(separator: "/")
            return spelled + " " + words
        }
    }

    /// Two spaces between entries, as between words of different meaning.
    static let separator = "  "

    /// An entry the screen adds where a key matters only at its size, ranked `rank` (`g カレンダー` on a screen too short
    /// for the calendar and the day together, the scroll keys on a pane longer than the screen): the keys are the
    /// keymap's for `action`.
    public static func item(_ action: Action, _ hint: KeyHint, rank: Int, for state: AppState, catalog: Catalog)
        -> Item?
    {
        let keys = Keymap.bindings(for: state).filter { $0.action == action }.compactMap(\.keys.first)
        guard !keys.isEmpty, state.availability(of: action).isAvailable else { return nil }
        return Item(keys: keys, words: catalog.keyHint(hint), rank: rank)
    }

    /// Every entry for what is on the screen, in table order (the screen's own first), before any is dropped for width.
    public static func items(for state: AppState, catalog: Catalog, adding extra: [Item] = []) -> [Item] {
        var items: [Item] = extra
        var lastHint: KeyHint?
        let bindings = Keymap.bindings(for: state)
        for binding in bindings {
            guard let hint = binding.hint, let key = binding.keys.first,
                state.availability(of: binding.action).isAvailable
            else {
                lastHint = nil
                continue
            }
            if hint == lastHint, let last = items.indices.last {
                items[last].keys.append(key)
                items[last].rank = max(items[last].rank, binding.hintRank)
            } else {
                items.append(
                    Item(
                        keys: [key], words: catalog.keyHint(hint), rank: binding.hintRank, rotates: binding.hintRotates,
                        hint: hint))
            }
            lastHint = hint
        }
        // The turn counts every key that takes turns on this screen, usable now or not, so a day where one of them is
        // not (`c` on a sober day) does not shift the others' turns.
        let turning = bindings.filter(\.hintRotates).compactMap(\.hint)
        return rotated(items, turn: state.selected.dayNumber, turning: turning)
    }

    /// The ranks the less used keys take by turn: the first in turn the highest, just under the statistics' 7; the
    /// others above `-`'s 3, so a wide line keeps every one of them before `-`, Ctrl-R and the moves.
    static let rotationRanks = 4...6

    /// The less used keys ranked by turn: on day `turn` the key at `turn` modulo their count comes first (rank 6), the
    /// next after it (5), the rest 4, so the places the width leaves go to a different key each day and every feature
    /// shows on the line within a few days, at 80 columns too (issue 35). `turning` is every key of the screen that takes
    /// turns, usable now or not, so the count does not change from day to day; each key's order in the day's turn
    /// (`turnOrder`) decides among equal ranks, so where the first in turn is too wide, the next in turn takes its place.
    /// The others keep their ranks.
    static func rotated(_ items: [Item], turn: Int, turning: [KeyHint]) -> [Item] {
        let indices = items.indices.filter { items[$0].rotates }
        guard !indices.isEmpty, !turning.isEmpty else { return items }
        var items = items
        let start = ((turn % turning.count) + turning.count) % turning.count
        let inTurn = Array(turning[start...] + turning[..<start])
        let place = { (index: Int) in items[index].hint.flatMap { inTurn.firstIndex(of: $0) } ?? 0 }
        let ordered = indices.sorted { place($0) < place($1) }
        for (order, index) in ordered.enumerated() {
            items[index].rank = max(rotationRanks.lowerBound, rotationRanks.upperBound - order)
            items[index].turnOrder = order
        }
        return items
    }

    /// The entries that fit in `width` columns: whole entries only, the lowest rank dropped first (the later of
    /// equals), the rest in table order; then the room left goes to the dropped ones that fit in it, highest rank
    /// first (a narrow key that fits where a wider one of higher rank did not).
    public static func fitted(for state: AppState, width: Int, catalog: Catalog) -> [Item] {
        fittedRows(for: state, width: width, rows: 1, catalog: catalog).flatMap { $0 }
    }

    /// The entries that fit in `rows` rows of `width` columns, each row whole entries in table order: as `fitted` chooses
    /// them for one row, with "fits" meaning they wrap into the rows.
    public static func fittedRows(
        for state: AppState, width: Int, rows: Int, catalog: Catalog, adding extra: [Item] = []
    ) -> [[Item]] {
        let all = items(for: state, catalog: catalog, adding: extra)
        // Each entry's width once: the fitting below wraps the entries again for each one it drops.
        let widths = all.map { TextWidth.of($0.text) }
        let gap = TextWidth.of(separator)
        /// The kept entries wrapped into rows, or nil when they need more than `rows`.
        func wrapped(_ kept: [Int]) -> [[Int]]? {
            var lines: [[Int]] = [[]]
            var used = 0
            for index in kept {
                let w = widths[index]
                if !lines[lines.count - 1].isEmpty && used + gap + w > width {
                    lines.append([])
                    used = 0
                }
                used += (lines[lines.count - 1].isEmpty ? 0 : gap) + w
                lines[lines.count - 1].append(index)
                if used > width { return nil }
            }
            return lines.count <= rows ? lines : nil
        }
        var kept = Array(all.indices)
        var dropped: [Int] = []
        // The lowest rank first; among equals the latest in turn, then the later in the table.
        while wrapped(kept) == nil, let lowestRank = kept.map({ all[$0].rank }).min(),
            let last = kept.indices.filter({ all[kept[$0]].rank == lowestRank })
                .max(by: { (all[kept[$0]].turnOrder, $0) < (all[kept[$1]].turnOrder, $1) })
        {
            dropped.append(kept.remove(at: last))
        }
        for index in dropped.reversed() {
            let tried = (kept + [index]).sorted()
            if wrapped(tried) != nil { kept = tried }
        }
        return (wrapped(kept) ?? [[]]).map { $0.map { all[$0] } }
    }

    /// The marker the line starts with while the journal is read-only; nil otherwise.
    public static func marker(for state: AppState, catalog: Catalog) -> String? {
        state.readOnly == nil ? nil : catalog.readOnlyMarker
    }

    /// The line as drawn, at most `width` columns: the read-only marker, then the keys that fit beside it.
    public static func text(for state: AppState, width: Int, catalog: Catalog) -> String {
        lines(for: state, width: width, rows: 1, catalog: catalog).first ?? ""
    }

    /// The line in `rows` rows of at most `width` columns (two on a narrow screen): the read-only marker first, then the
    /// keys that fit, the screen's `extra` entries among them.
    public static func lines(for state: AppState, width: Int, rows: Int, catalog: Catalog, adding extra: [Item] = [])
        -> [String]
    {
        let marker = marker(for: state, catalog: catalog)
        // The marker takes the first row's start: its room is held by an entry as wide that is never shown.
        let held =
            marker.map {
                [Item(keys: [], words: String(repeating: " ", count: max(0, TextWidth.of($0) - 1)), rank: Int.max)]
            } ?? []
        let fitted = fittedRows(for: state, width: width, rows: rows, catalog: catalog, adding: held + extra)
        return fitted.enumerated().map { row, items in
            items.map { $0.rank == Int.max ? marker ?? "" : $0.text }.joined(separator: separator)
        }
    }

    /// Draws the line in the `rows` rows from `y` of every pane, one column in: the keys dim, the read-only marker in the
    /// error style.
    static func draw(
        _ state: AppState, y: Int, width: Int, rows: Int = 1, adding extra: [Item] = [], into frame: inout Frame,
        catalog: Catalog,
        theme: Theme
    ) {
        // Fewer rows than it may take stand at the bottom, the last row of the screen always the line's.
        let lines = lines(for: state, width: width - 1, rows: rows, catalog: catalog, adding: extra)
        let top = y + rows - lines.count
        for (i, line) in lines.enumerated() {
            frame.canvas.put(" " + line, x: 0, y: top + i, style: theme.dim)
        }
        if let marker = marker(for: state, catalog: catalog) {
            frame.canvas.put(marker, x: 1, y: top, style: theme.error, maxWidth: width - 1)
        }
    }
}
