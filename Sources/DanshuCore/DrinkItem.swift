/// One ITEM of `danshu log`: a preset by name or 1-based number, with an optional count suffix
/// `xN`, `×N` or `*N` (`ビール500缶x2`, `1x3`). A text that is itself a preset's exact name always
/// names that preset, so `Mix x2` stays a name when a preset is called that.
public struct DrinkItem: Equatable, Sendable {
    /// Index into the journal's presets.
    public var presetIndex: Int
    /// How many of it: in `Limits.count`.
    public var count: Int

    /// An item of `count` of the preset at `presetIndex`.
    public init(presetIndex: Int, count: Int) {
        self.presetIndex = presetIndex
        self.count = count
    }

    /// Why an ITEM was refused.
    public enum Problem: Error, Equatable, Sendable {
        /// No preset has this name (the text before any count suffix).
        case unknownPreset(String)
        /// A preset number outside 1…`presetCount`.
        case noSuchNumber(Int, presetCount: Int)
        /// A count suffix that is not a whole number in `Limits.count` (`x0`, `x-1`, `x1000`).
        case badCount(String)
    }

    /// The characters that start a count suffix.
    static let countMarks: Set<Character> = ["x", "X", "×", "*", "＊", "ｘ", "Ｘ", "✕"]

    /// Reads an ITEM against the journal's presets.
    public static func parse(_ text: String, presets: [Preset]) -> Result<DrinkItem, Problem> {
        if let index = presets.firstIndex(where: { $0.name == text }) {
            return .success(DrinkItem(presetIndex: index, count: 1))
        }
        guard let (head, countText) = splitCount(text) else {
            return resolve(text, presets: presets).map { DrinkItem(presetIndex: $0, count: 1) }
        }
        return resolve(head, presets: presets).flatMap { index in
            guard let count = Int(countText), Limits.count.contains(count) else {
                return .failure(.badCount(countText))
            }
            return .success(DrinkItem(presetIndex: index, count: count))
        }
    }

    /// A preset by exact name, else by 1-based number: for `log`, `presets rm` and `presets mv`.
    public static func resolve(_ text: String, presets: [Preset]) -> Result<Int, Problem> {
        if let index = presets.firstIndex(where: { $0.name == text }) { return .success(index) }
        let normalized = NumberInput.normalize(text)
        if !normalized.isEmpty, normalized.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            guard normalized.count <= 9, let number = Int(normalized), number >= 1, number <= presets.count else {
                return .failure(.noSuchNumber(Int(normalized.prefix(9)) ?? 0, presetCount: presets.count))
            }
            return .success(number - 1)
        }
        return .failure(.unknownPreset(text))
    }

    /// The text before the last count mark and the normalized count after it, when what follows the
    /// mark is a (possibly signed) whole number; nil when the text has no count suffix.
    static func splitCount(_ text: String) -> (head: String, count: String)? {
        guard let mark = text.lastIndex(where: { countMarks.contains($0) }) else { return nil }
        let head = String(text[..<mark]).trimmingSpaces
        let tail = NumberInput.normalize(String(text[text.index(after: mark)...]))
        let digits = tail.hasPrefix("-") || tail.hasPrefix("+") ? tail.dropFirst() : Substring(tail)
        guard !head.isEmpty, !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return (head, tail)
    }
}
