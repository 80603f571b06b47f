/// A part of a whole, kept as its two counts so that shares compare exactly and read as "3 of 5" or as a percent: the
/// share of urges that passed without drinking, or of a trigger's urges that drinking followed (design.md §9).
public struct Share: Hashable, Sendable {
    /// How many of the whole.
    public let part: Int
    /// How many in all; 0 when there is nothing to share out.
    public let whole: Int

    /// `part` of `whole`.
    public init(_ part: Int, of whole: Int) {
        self.part = part
        self.whole = whole
    }

    /// Nothing of nothing (named apart from `none`, which an optional share would mistake for nil).
    public static let empty = Share(0, of: 0)

    /// The share in whole percent, rounded half up; nil when the whole is 0.
    public var percent: Int? { whole == 0 ? nil : dividedRoundingHalfUp(part * 100, by: whole) }

    /// Whether this share is larger than `other`, exactly; a share of nothing is smaller than any other.
    public func isLarger(than other: Share) -> Bool {
        guard whole > 0 else { return false }
        guard other.whole > 0 else { return true }
        return part * other.whole > other.part * whole
    }

    /// The share with one more counted in the whole, and in the part when `inPart`.
    func adding(inPart: Bool) -> Share { Share(part + (inPart ? 1 : 0), of: whole + 1) }
}
