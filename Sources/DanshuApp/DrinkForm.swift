import DanshuCore
/// The small form for a drink: adding or editing a preset, or a one-off drink for the day.
public struct DrinkForm: Equatable, Sendable {
    /// What saving the form does.
    public enum Purpose: Equatable, Sendable {
        case oneOff
        case newPreset
        case editPreset(index: Int)
    }

    /// The form's input fields in screen order.
    public enum Field: Int, CaseIterable, Sendable {
        case name, abv, ml, grams
        /// The price in yen and a preset's calories besides its alcohol (DESIGN §6): both may stay empty.
        case price, kcal
    }

    /// Why a field was refused, shown beside it.
    public enum Problem: Equatable, Sendable {
        case required
        case duplicateName
        case number(NumberInput.Problem)
        /// A one-off needs either ABV and volume, or grams.
        case volumeOrGrams
        /// More text than the field holds (its limit in characters).
        case tooLong(Int)
        /// A value with the other field's unit: `180ml` typed as the ABV, `15%` as the volume.
        case otherFieldsUnit
    }

    public var purpose: Purpose
    public var name: TextField
    public var abv: TextField
    public var ml: TextField
    public var grams: TextField
    public var price: TextField
    public var kcal: TextField
    public var focus: Field = .name
    /// Problems found at the last attempt to save, cleared field by field as the user edits.
    public var problems: [Field: Problem] = [:]

    public init(purpose: Purpose, preset: Preset? = nil) {
        self.purpose = purpose
        name = TextField(preset?.name ?? "", limit: Limits.nameLength.upperBound)
        abv = TextField(preset.map { formatTenthsCompact($0.abvTenths) } ?? "", limit: 16)
        ml = TextField(preset.map { String($0.ml) } ?? "", limit: 16)
        grams = TextField("", limit: 16)
        price = TextField(preset?.priceYen.map(String.init) ?? "", limit: 16)
        kcal = TextField(preset?.extraKcal.map(String.init) ?? "", limit: 16)
    }

    /// The fields this form shows: grams only for a one-off, where it replaces ABV and volume; a price for
    /// both; calories besides the alcohol's for a preset.
    public var fields: [Field] { purpose == .oneOff ? [.name, .abv, .ml, .grams, .price] : [.name, .abv, .ml, .price, .kcal] }

    public subscript(field: Field) -> TextField {
        get {
            switch field {
            case .name: return name
            case .abv: return abv
            case .ml: return ml
            case .grams: return grams
            case .price: return price
            case .kcal: return kcal
            }
        }
        set {
            switch field {
            case .name: name = newValue
            case .abv: abv = newValue
            case .ml: ml = newValue
            case .grams: grams = newValue
            case .price: price = newValue
            case .kcal: kcal = newValue
            }
        }
    }

    /// Moves the focus by `step` fields, wrapping around.
    public mutating func moveFocus(_ step: Int) {
        let list = fields
        let index = list.firstIndex(of: focus) ?? 0
        focus = list[((index + step) % list.count + list.count) % list.count]
    }

    static func parseABV(_ text: String) -> Result<Int, NumberInput.Problem> {
        NumberInput.tenths(text, unit: "%", range: Limits.abvTenths)
    }

    static func parseML(_ text: String) -> Result<Int, NumberInput.Problem> {
        NumberInput.whole(text, unit: "ml", range: Limits.ml)
    }

    static func parseGrams(_ text: String) -> Result<Int, NumberInput.Problem> {
        NumberInput.tenths(text, unit: "g", range: Limits.gramsTenths)
    }

    /// An optional whole number: nil when left empty.
    static func parseOptional(_ text: String, _ parse: (String) -> Result<Int, NumberInput.Problem>) -> Result<Int?, NumberInput.Problem> {
        NumberInput.normalize(text).isEmpty ? .success(nil) : parse(text).map { $0 }
    }

    /// Pure alcohol of one drink as typed so far, in tenths; updates on every keystroke.
    public var previewTenths: Int? {
        if case .success(let a) = Self.parseABV(abv.text), case .success(let v) = Self.parseML(ml.text) {
            return PureAlcohol.tenths(ml: v, abvTenths: a)
        }
        if purpose == .oneOff, abv.text.trimmingSpaces.isEmpty, ml.text.trimmingSpaces.isEmpty,
           case .success(let g) = Self.parseGrams(grams.text) {
            return g
        }
        return nil
    }

    /// True when a one-off leaves ABV and volume empty and gives grams instead.
    var usesGramsOnly: Bool {
        purpose == .oneOff && NumberInput.normalize(abv.text).isEmpty && NumberInput.normalize(ml.text).isEmpty
    }

    /// The outcome of checking the form.
    public enum Validation: Equatable, Sendable {
        case valid(DrinkEntry)
        case invalid([Field: Problem])
    }

    /// Checks every field; the entry the form describes, or the problems by field.
    /// `existingNames` are the other presets' names, which a preset name must not repeat.
    public func validate(existingNames: [String]) -> Validation {
        var problems: [Field: Problem] = [:]
        let trimmedName = name.text.trimmingSpaces
        if trimmedName.isEmpty {
            problems[.name] = .required
        } else if purpose != .oneOff && existingNames.contains(trimmedName) {
            problems[.name] = .duplicateName
        }
        var entry = DrinkEntry(name: trimmedName, ml: nil, abvTenths: nil, gramsTenths: 0, count: 1)
        if usesGramsOnly {
            switch Self.parseGrams(grams.text) {
            case .success(let g): entry.gramsTenths = g
            case .failure(.empty): problems[.grams] = .volumeOrGrams
            case .failure(let p): problems[.grams] = .number(p)
            }
        } else {
            let a = Self.parseABV(abv.text), v = Self.parseML(ml.text)
            if case .failure(let p) = a { problems[.abv] = p == .empty ? .required : .number(p) }
            if case .failure(let p) = v { problems[.ml] = p == .empty ? .required : .number(p) }
            if ABVAndVolume.Unit(endOf: abv.text) == .millilitres { problems[.abv] = .otherFieldsUnit }
            if ABVAndVolume.Unit(endOf: ml.text) == .percent { problems[.ml] = .otherFieldsUnit }
            if case .success(let abvTenths) = a, case .success(let volume) = v {
                entry.abvTenths = abvTenths
                entry.ml = volume
                entry.gramsTenths = PureAlcohol.tenths(ml: volume, abvTenths: abvTenths)
            }
        }
        if fields.contains(.price) {
            switch Self.parseOptional(price.text, NumberInput.yen) {
            case .success(let yen): entry.priceYen = yen
            case .failure(let p): problems[.price] = .number(p)
            }
        }
        if fields.contains(.kcal) {
            switch Self.parseOptional(kcal.text, { NumberInput.whole($0, unit: "kcal", range: Limits.extraKcal) }) {
            case .success(let k): entry.extraKcal = k
            case .failure(let p): problems[.kcal] = .number(p)
            }
        }
        return problems.isEmpty ? .valid(entry) : .invalid(problems)
    }
}
