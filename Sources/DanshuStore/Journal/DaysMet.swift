import DanshuCore

/// The dates of the days read when they are counted, not kept: one bit a date over the span met so far, so that
/// a date met twice is refused as when the days are kept.
struct DaysMet {
    private var words: [UInt64] = []
    /// The word of `words[0]`.
    private var firstWord = 0
    private(set) var count = 0

    /// Marks `date`; false when it was marked before.
    mutating func insert(_ date: LocalDate) -> Bool {
        // Year, month and day as one number, 31 to a month: as unique as the day number, and cheaper.
        let key = (date.year * 12 + date.month - 1) * 31 + date.day - 1
        let word = key >> 6
        if words.isEmpty {
            firstWord = word
            words = [0]
        } else if word < firstWord {
            words.insert(contentsOf: repeatElement(0, count: firstWord - word), at: 0)
            firstWord = word
        } else if word >= firstWord + words.count {
            words.append(contentsOf: repeatElement(0, count: word - firstWord - words.count + 1))
        }
        let bit = UInt64(1) << UInt64(key & 63)
        guard words[word - firstWord] & bit == 0 else { return false }
        words[word - firstWord] |= bit
        count += 1
        return true
    }
}
