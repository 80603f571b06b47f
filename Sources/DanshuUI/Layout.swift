/// How much of a rectangle one part of a split takes (ratatui's `Constraint`): exactly so many cells, or a share of what
/// the exact parts leave, between a least and a most.
public enum Extent: Equatable, Sendable {
    /// Exactly `n` cells, fewer only where the rectangle runs out.
    case cells(Int)
    /// What the exact parts leave, shared by weight among the filling parts: at least `least`, at most `most`.
    case fill(least: Int = 0, most: Int = Int.max, weight: Int = 1)

    /// A part that takes whatever is left.
    public static let rest = Extent.fill()

    /// Where each of `parts` starts and how long it is in `total` cells with `gap` blank cells between parts, in order:
    /// the exact parts first (cut where the total runs out), then each filling part its least, then what is left by
    /// weight up to each most, rounding down and giving the odd cells to the first parts that can take them. What no part
    /// can take stays blank at the end, as ratatui's `Flex::Start` leaves it.
    static func lengths(_ parts: [Extent], total: Int, gap: Int) -> [(offset: Int, length: Int)] {
        var left = max(0, total - gap * max(0, parts.count - 1))
        var lengths = parts.map { part -> Int in
            guard case .cells(let n) = part else { return 0 }
            let length = min(max(0, n), left)
            left -= length
            return length
        }
        for (i, part) in parts.enumerated() {
            guard case .fill(let least, _, _) = part else { continue }
            lengths[i] = min(max(0, least), left)
            left -= lengths[i]
        }
        // Shares by weight, in rounds, while some part can still grow.
        while left > 0 {
            let growing = parts.indices.filter { i in
                guard case .fill(_, let most, let weight) = parts[i] else { return false }
                return weight > 0 && lengths[i] < most
            }
            guard !growing.isEmpty else { break }
            let weights = growing.map { i -> Int in
                guard case .fill(_, _, let weight) = parts[i] else { return 0 }
                return weight
            }
            let sum = weights.reduce(0, +)
            var given = 0
            for (k, i) in growing.enumerated() {
                guard case .fill(_, let most, _) = parts[i] else { continue }
                let share = min(left * weights[k] / sum, most - lengths[i])
                lengths[i] += share
                given += share
            }
            left -= given
            if given == 0 {
                // Fewer cells than parts to share them: one each, first come.
                for i in growing where left > 0 {
                    lengths[i] += 1
                    left -= 1
                }
            }
        }
        var offset = 0
        return lengths.map { length in
            defer { offset += length + gap }
            return (offset, length)
        }
    }
}

extension Rect {
    /// The rectangle split into columns, left to right, with `gap` blank columns between the parts.
    public func columns(_ parts: [Extent], gap: Int = 0) -> [Rect] {
        Extent.lengths(parts, total: width, gap: gap).map {
            Rect(x: x + $0.offset, y: y, width: $0.length, height: height)
        }
    }

    /// The rectangle split into rows, top to bottom, with `gap` blank rows between the parts.
    public func rows(_ parts: [Extent], gap: Int = 0) -> [Rect] {
        Extent.lengths(parts, total: height, gap: gap).map {
            Rect(x: x, y: y + $0.offset, width: width, height: $0.length)
        }
    }

    /// The part of the rectangle from row `top` down (relative to its own top), none when past its bottom.
    public func below(_ top: Int) -> Rect { Rect(x: x, y: y + top, width: width, height: height - top) }

    /// The top `rows` rows of the rectangle.
    public func top(_ rows: Int) -> Rect { Rect(x: x, y: y, width: width, height: min(rows, height)) }

    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
}
