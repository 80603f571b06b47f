/// "Urges pass" (design.md §9): how this person's urges eased, once there are enough of them to say it — the median
/// strength at the start, the median afterwards and the median minutes between, of the urges whose strength fell by
/// the follow-up: 「7→3 まで 中央値12分」.
public struct UrgesPass: Equatable, Sendable {
    /// The eased urges needed before anything is said: one or two are not yet a pattern.
    public static let neededUrges = 3

    /// The urges it is told from: followed up, and weaker afterwards.
    public let urges: Int
    /// The urges followed up, eased or not: more than `urges` when some were as strong or stronger afterwards, which
    /// is said too (「7回中6回」), so the line never reads as if every urge eased.
    public let followedUp: Int
    /// The median strength at the start.
    public let medianStrength: Int
    /// The median strength at the follow-up.
    public let medianAfter: Int
    /// The median minutes from the urge to the follow-up.
    public let medianMinutes: Int

    /// What `urges` say, nil while fewer than `neededUrges` of them eased. Each median is of the eased urges alone; of
    /// an even count, the mean of the middle two rounded half up.
    public init?(_ urges: some Sequence<Urge>) {
        var eased: [Urge] = []
        var followedUp = 0
        for urge in urges where urge.isFollowedUp {
            followedUp += 1
            if urge.eased { eased.append(urge) }
        }
        guard eased.count >= Self.neededUrges else { return nil }
        self.urges = eased.count
        self.followedUp = followedUp
        medianStrength = Self.median(eased.map(\.strength))
        medianAfter = Self.median(eased.compactMap(\.after))
        medianMinutes = Self.median(eased.compactMap(\.afterMinutes))
    }

    /// Whether every urge followed up eased.
    public var allEased: Bool { urges == followedUp }

    /// The median of values (at least one), the middle two's mean rounded half up when their count is even.
    static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1
            ? sorted[middle] : dividedRoundingHalfUp(sorted[middle - 1] + sorted[middle], by: 2)
    }
}
