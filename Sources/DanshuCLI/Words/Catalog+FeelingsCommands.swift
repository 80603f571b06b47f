import DanshuCore
import DanshuText

/// The command line's words for feelings: `log --mood`, `--craving`, and `stats`.
extension Catalog {
    /// `--mood 7`: what the option takes, with the value given.
    public func badFeeling(option: String, value: String, range: ClosedRange<Int>) -> String {
        let low = range.lowerBound
        let high = range.upperBound
        return pick(
            "\(option) は \(low)〜\(high) の整数です（指定: 「\(value)」）。空にすると消えます",
            "\(option) takes a whole number from \(low) to \(high), not '\(value)'; empty clears it")
    }
}
