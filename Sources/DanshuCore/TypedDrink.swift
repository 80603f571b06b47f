/// A drink or preset as a person types it, one text per field: the drink form, `log --drink` and `presets add` read
/// it here, so the same text meets the same problem everywhere. Each text is read as a number of its field
/// (`NumberInput`), then `DrinkEntry.checked` or `Preset.checked` decides what the numbers may be.
public struct TypedDrink: Equatable, Sendable {
    /// What the text describes: a one-off drink (ABV and volume, or grams alone) or a preset (ABV and volume).
    public enum Kind: Equatable, Sendable {
        case oneOff, preset

        /// The fields typed for it, in the form's order.
        public var fields: [DrinkField] {
            self == .oneOff ? [.name, .abv, .ml, .grams, .price] : [.name, .abv, .ml, .price, .kcal]
        }
    }

    /// Why a typed field was refused.
    public enum Problem: Error, Equatable, Sendable {
        /// The drink's own rule (DanshuCore): nothing given, a number out of range.
        case drink(DrinkProblem)
        /// Text that is no number of the field.
        case number(NumberInput.Problem)
        /// A value with the other field's unit: `180ml` typed as the ABV, `15%` as the volume.
        case otherFieldsUnit
        /// More text than the field holds (its limit in characters).
        case tooLong(Int)
        /// Another preset has this name.
        case duplicateName
    }

    /// Every refused field of a typed drink.
    public struct Problems: Error, Equatable, Sendable {
        /// The problem of each refused field.
        public var byField: [DrinkField: Problem]

        /// The problems of the fields named.
        public init(_ byField: [DrinkField: Problem]) { self.byField = byField }
    }

    public var kind: Kind
    /// The text of each field as typed; a field left out is empty.
    public var texts: [DrinkField: String]

    /// A drink of `kind` typed as `texts`.
    public init(_ kind: Kind, _ texts: [DrinkField: String]) {
        self.kind = kind
        self.texts = texts
    }

    /// The most characters a field holds: a name as many as `Limits.nameLength` allows, a number 16.
    public static func limit(of field: DrinkField) -> Int { field == .name ? Limits.nameLength.upperBound : 16 }

    /// The text of `field` as its one line holds it (`OneLineText`), and a text longer than the field holds is none.
    public func text(of field: DrinkField) -> String {
        let line = OneLineText.read(texts[field] ?? "").text
        return line.count > Self.limit(of: field) ? "" : line
    }

    /// The entry the texts describe (for a preset, the entry one tap of it records), or the problem of each field.
    /// `existingNames` are the other presets' names, which a preset's name must not repeat.
    public func read(existingNames: [String] = []) -> Result<DrinkEntry, Problems> {
        var problems: [DrinkField: Problem] = [:]
        for field in kind.fields where (texts[field] ?? "").count > Self.limit(of: field) {
            problems[field] = .tooLong(Self.limit(of: field))
        }
        var numbers: [DrinkField: Int] = [:]
        func read(_ field: DrinkField) {
            guard problems[field] == nil else { return }
            switch field.read(text(of: field)) {
            case .success(let number): numbers[field] = number
            case .failure(let problem): problems[field] = problem
            }
        }
        let gramsOnly =
            kind == .oneOff && [DrinkField.abv, .ml].allSatisfy { NumberInput.normalize(text(of: $0)).isEmpty }
        if gramsOnly {
            read(.grams)
        } else {
            read(.abv)
            read(.ml)
            if ABVAndVolume.Unit(endOf: text(of: .abv)) == .millilitres { problems[.abv] = .otherFieldsUnit }
            if ABVAndVolume.Unit(endOf: text(of: .ml)) == .percent { problems[.ml] = .otherFieldsUnit }
        }
        for field in [DrinkField.price, .kcal] where kind.fields.contains(field) {
            read(field)
            // A unit alone (`円`) where a value may be left out asks for the value: it is not left out.
            if problems[field] == nil && numbers[field] == nil && !NumberInput.normalize(text(of: field)).isEmpty {
                problems[field] = .number(.empty)
            }
        }
        let name = text(of: .name).trimmingSpaces
        let checked: Result<DrinkEntry, DrinkProblems>
        switch kind {
        case .oneOff:
            let amount =
                gramsOnly
                ? DrinkAmount.grams(numbers[.grams]) : .abvAndVolume(abvTenths: numbers[.abv], ml: numbers[.ml])
            checked = DrinkEntry.checked(name: name, amount: amount, priceYen: numbers[.price])
        case .preset:
            checked = Preset.checked(
                name: name, abvTenths: numbers[.abv], ml: numbers[.ml], priceYen: numbers[.price],
                extraKcal: numbers[.kcal]
            ).map(\.entry)
            if !name.isEmpty && existingNames.contains(name) { problems[.name] = problems[.name] ?? .duplicateName }
        }
        switch checked {
        case .success(let entry) where problems.isEmpty:
            return .success(entry)
        case .success:
            return .failure(Problems(problems))
        case .failure(let refused):
            // What was wrong with the text explains a field better than what its missing number then lacks.
            return .failure(Problems(problems.merging(refused.byField.mapValues(Problem.drink)) { typed, _ in typed }))
        }
    }
}

extension DrinkField {
    /// The number a person typed into this field (full-width digits, a unit, `¥` and commas for a price); nil when
    /// nothing but spaces or a unit was typed. A number outside the field's range is refused as the drink's rule does.
    public func read(_ text: String) -> Result<Int?, TypedDrink.Problem> {
        guard let range else { return .success(nil) } // the name is text, not a number
        let read: Result<Int, NumberInput.Problem>
        switch self {
        case .abv, .grams: read = NumberInput.tenths(text, unit: self == .abv ? "%" : "g", range: range)
        case .ml, .kcal: read = NumberInput.whole(text, unit: self == .ml ? "ml" : "kcal", range: range)
        case .price: read = NumberInput.yen(text, range: range)
        case .name: return .success(nil)
        }
        switch read {
        case .success(let number): return .success(number)
        case .failure(.empty): return .success(nil)
        case .failure(.outOfRange): return .failure(.drink(.outOfRange(range)))
        case .failure(let problem): return .failure(.number(problem))
        }
    }
}
