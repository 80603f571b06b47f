import DanshuCore

/// The drinks of the day being read, gathered one by one and then moved, not copied, into the day's own list, which is
/// allocated just as large (thousands of days keep their list for the whole run). A copy would retain each name once
/// more and the scratch's clearing release it again, for every drink of the file.
final class DrinkScratch {
    private var base: UnsafeMutablePointer<DrinkEntry>?
    private let capacity: Int
    /// How many drinks are gathered.
    private(set) var count = 0

    /// Room for `capacity` drinks, allocated at the first.
    init(capacity: Int) {
        self.capacity = capacity
    }

    deinit {
        base?.deinitialize(count: count)
        base?.deallocate()
    }

    /// Adds `drink` after the others; nothing when `capacity` are gathered (the reader refuses a day of more first).
    func append(_ drink: consuming DrinkEntry) {
        guard count < capacity else { return }
        let storage = base ?? UnsafeMutablePointer<DrinkEntry>.allocate(capacity: capacity)
        base = storage
        (storage + count).initialize(to: drink)
        count += 1
    }

    func removeAll() {
        base?.deinitialize(count: count)
        count = 0
    }

    /// The drinks gathered, as a list of their own, in order; the scratch is empty afterwards.
    func take() -> [DrinkEntry] {
        guard let base, count > 0 else { return [] }
        let taken = count
        count = 0
        // Not `Array(unsafeUninitializedCapacity:)`: that allocates through the runtime's unspecialized path, which
        // looks the list's type up again at every call (a tenth of the load).
        var list: [DrinkEntry] = []
        list.reserveCapacity(taken)
        for index in 0..<taken { list.append((base + index).move()) }
        return list
    }
}
