/// The ABV and the volume of a drink typed as two values on the command line (`--drink NAME:ABV:ML`,
/// `presets add NAME ABV ML`): ABV first, unless a unit on a value (`15%`, `180ml`, full-width too)
/// says what it is. The drink form then checks each value as if it had been typed into its field.
public struct ABVAndVolume: Equatable, Sendable {
    /// The ABV as typed, for the form's ABV field.
    public var abv: String
    /// The volume as typed, for the form's volume field.
    public var ml: String

    /// The two values as typed.
    public init(abv: String, ml: String) {
        self.abv = abv
        self.ml = ml
    }

    /// Bare values, normalized, with their units written out (`15%`, `180ml`), which read right in
    /// either order; for the right spelling in a message.
    public var withUnits: ABVAndVolume { ABVAndVolume(abv: normalized.abv + "%", ml: normalized.ml + "ml") }

    /// The values with full-width digits and spaces made plain (`１５` → `15`), for messages.
    public var normalized: ABVAndVolume { ABVAndVolume(abv: NumberInput.normalize(abv), ml: NumberInput.normalize(ml)) }

    /// What a unit on a typed value says it measures.
    public enum Unit: Equatable, Sendable {
        case percent
        case millilitres

        /// The unit at the end of a typed value (`15%`, `１５％`, `180ml`, `180 mL`), nil when there is none.
        public init?(endOf text: String) {
            let plain = NumberInput.normalize(text).lowercased()
            if plain.hasSuffix("%") {
                self = .percent
            } else if plain.hasSuffix("ml") {
                self = .millilitres
            } else {
                return nil
            }
        }
    }

    /// Why two values cannot be read as one ABV and one volume.
    public enum Problem: Error, Equatable, Sendable {
        /// Both values carry the same unit (`15%:15%`, `180ml:500ml`).
        case sameUnit(Unit)
        /// Bare values that only make sense the other way round (`180:15` would be 180 % in 15 ml):
        /// the order the user meant, to show as the right spelling.
        case swapped(ABVAndVolume)
    }

    /// Reads two values typed in this order: a unit decides; bare values are ABV then volume.
    public static func read(_ first: String, _ second: String) -> Result<ABVAndVolume, Problem> {
        switch (Unit(endOf: first), Unit(endOf: second)) {
        case (let a?, let b?) where a == b:
            return .failure(.sameUnit(a))
        case (.millilitres?, _), (_, .percent?):
            return .success(ABVAndVolume(abv: second, ml: first))
        case (.percent?, _), (_, .millilitres?):
            return .success(ABVAndVolume(abv: first, ml: second))
        case (nil, nil):
            if isSwapped(abv: first, ml: second) { return .failure(.swapped(ABVAndVolume(abv: second, ml: first))) }
            return .success(ABVAndVolume(abv: first, ml: second))
        }
    }

    /// True when the ABV cannot be one (over 100) while the volume could be an ABV (0 to 100), and the drink the other
    /// way round is one a person can drink (`BeyondDrinkable`): a suggestion never names an amount that is itself
    /// implausible (`ワイン:120:100` would be 100 % in 120 ml).
    static func isSwapped(abv: String, ml: String) -> Bool {
        let anyNumber = 0...Int.max
        guard case .success(let abvTenths) = NumberInput.tenths(abv, range: anyNumber),
            case .success(let mlTenths) = NumberInput.tenths(ml, range: anyNumber),
            !Limits.abvTenths.contains(abvTenths) && Limits.abvTenths.contains(mlTenths)
        else { return false }
        let volume = abvTenths / 10
        guard abvTenths % 10 == 0, Limits.ml.contains(volume) else { return false }
        let meant = DrinkEntry(
            name: "", ml: volume, abvTenths: mlTenths, gramsTenths: PureAlcohol.tenths(ml: volume, abvTenths: mlTenths),
            count: 1)
        return meant.beyondDrinkable == nil
    }
}
