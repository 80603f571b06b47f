/// A 0–10 scale typed one digit at a time (an urge's strength and its strength afterwards, the day's 飲みたい気持ち):
/// each digit is its own value, and a 0 typed right after a 1 makes 10, as people write ten ("1" "0"); any other 0 is 0.
/// Without this, "1" "0" Enter would keep 0, the opposite of what was meant.
public struct ScaleTyping: Equatable, Sendable {
    /// Whether the last key on the row was the digit 1.
    private var afterOne = false

    /// A row where nothing has been typed yet.
    public init() {}

    /// The value of `digit` (0–9) typed next on the row: 10 for a 0 right after a 1, else the digit itself.
    public mutating func value(typing digit: Int) -> Int {
        defer { afterOne = digit == 1 }
        return digit == 0 && afterOne ? 10 : digit
    }

    /// Another key on the row, or the focus leaving it: a 0 typed next is 0 again.
    public mutating func interrupt() { afterOne = false }
}
