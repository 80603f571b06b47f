import DanshuCore

/// The question asked once before a drink beyond what a person can drink is recorded (issue 40, `BeyondDrinkable`):
/// y records it, n or Esc records nothing. Typed as a one-off, the drink's form opens again on n, as it was typed.
public struct AmountQuestion: Equatable, Sendable {
    /// The day the drink goes on.
    public var date: LocalDate
    /// The drink, with its count, as it would be recorded.
    public var entry: DrinkEntry
    /// Why it is asked about.
    public var beyond: BeyondDrinkable
    /// The one-off form the drink was typed in; nil for a chip.
    public var form: DrinkForm?

    /// The question for `entry` on `date`.
    public init(date: LocalDate, entry: DrinkEntry, beyond: BeyondDrinkable, form: DrinkForm? = nil) {
        self.date = date
        self.entry = entry
        self.beyond = beyond
        self.form = form
    }
}
