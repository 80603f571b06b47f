/// A day's urges in a three-way merge (design.md §9): kept from both sides, the same urge (`Urge.identity`) twice is
/// one. An urge both sides hold merges three-way by its follow-up (`UrgeFollowUp`) and by its details (`UrgeDetails`):
/// a side that changed one wins over one that did not (an urge both logged anew started with no follow-up); both
/// changed differently, ours is kept (or theirs, for the version kept aside). An urge one side removed is kept while
/// the other side holds it: never an urge lost, as never a day.
extension Urge {
    /// The urges of `ours` and `theirs` merged against `base` (and the values ours has had, `earlier`), in the day's
    /// order at `dayStartsAtHour`. `theirsOnClash` takes theirs where both changed an urge differently.
    public static func merged(
        base: [Urge], earlier: [[Urge]] = [], ours: [Urge], theirs: [Urge], theirsOnClash: Bool,
        dayStartsAtHour: Int
    ) -> [Urge] {
        let theirsByIdentity = Dictionary(theirs.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let oursIdentities = Set(ours.map(\.identity))
        func version(_ urges: [Urge], _ identity: Identity) -> Urge? { urges.first { $0.identity == identity } }
        var merged: [Urge] = []
        for urge in ours {
            guard let other = theirsByIdentity[urge.identity], other != urge else {
                merged.append(urge)
                continue
            }
            let was = version(base, urge.identity)
            let had = earlier.map { version($0, urge.identity) }
            var result = urge
            // An urge new on both sides started with nothing followed up: a side that left it so changed nothing.
            result.followUp = pick(
                urge.followUp, other.followUp, base: was?.followUp ?? .empty, earlier: had.map { $0?.followUp },
                theirsOnClash: theirsOnClash)
            result.details = pick(
                urge.details, other.details, base: was?.details, earlier: had.map { $0?.details },
                theirsOnClash: theirsOnClash)
            merged.append(result)
        }
        merged += theirs.filter { !oursIdentities.contains($0.identity) }
        return merged.sorted { $0.comesBefore($1, dayStartsAtHour: dayStartsAtHour) }
    }

    /// One share of an urge both sides hold: the side that changed it, else ours (theirs on a clash when asked).
    private static func pick<Value: Equatable>(
        _ ours: Value, _ theirs: Value, base: Value?, earlier: [Value?],
        theirsOnClash: Bool
    ) -> Value {
        if ours == theirs || theirs == base || earlier.contains(theirs) { return ours }
        if ours == base { return theirs }
        return theirsOnClash ? theirs : ours
    }
}
