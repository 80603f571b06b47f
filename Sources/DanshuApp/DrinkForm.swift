import DanshuCore

/// The small form for a drink: adding or editing a preset, or a one-off drink for the day.
public struct DrinkForm: Equatable, Sendable {
    /// What saving the form does.
    public enum Purpose: Equatable, Sendable {
        case oneOff
        case newPreset
        case editPreset(index: Int)
    }

    /// A field of the form: a value of the drink (DanshuCore).
    public typealias Field = DrinkField
    /// Why a field was refused, shown beside it: DanshuCore's reading of typed drinks says.
    public typealias Problem = TypedDrink.Problem

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
        let limit = TypedDrink.limit(of:)
        name = TextField(preset?.name ?? "", limit: limit(.name))
        abv = TextField(preset.map { formatTenthsCompact($0.abvTenths) } ?? "", limit: limit(.abv))
        ml = TextField(preset.map { String($0.ml) } ?? "", limit: limit(.ml))
        grams = TextField("", limit: limit(.grams))
        price = TextField(preset?.priceYen.map(String.init) ?? "", limit: limit(.price))
        kcal = TextField(preset?.extraKcal.map(String.init) ?? "", limit: limit(.kcal))
    }

    /// The fields this form shows: grams only for a one-off, where it replaces ABV and volume; a price for
    /// both; calories besides the alcohol's for a preset.
    public var fields: [Field] { kind.fields }

    /// What the form describes: a one-off drink or a preset.
    public var kind: TypedDrink.Kind { purpose == .oneOff ? .oneOff : .preset }

    /// What the fields hold, for DanshuCore to read.
    public var typed: TypedDrink {
        TypedDrink(kind, Dictionary(uniqueKeysWithValues: fields.map { ($0, self[$0].text) }))
    }

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
        focus = fields.cycling(from: focus, by: step)
    }

    /// Pure alcohol of one drink as typed so far, in tenths; updates on every keystroke.
    public var previewTenths: Int? {
        if case .success(let a?) = Field.abv.read(abv.text), case .success(let v?) = Field.ml.read(ml.text) {
            return PureAlcohol.tenths(ml: v, abvTenths: a)
        }
        if purpose == .oneOff, abv.text.trimmingSpaces.isEmpty, ml.text.trimmingSpaces.isEmpty,
            case .success(let g?) = Field.grams.read(grams.text)
        {
            return g
        }
        return nil
    }

    /// Checks every field; the entry the form describes, or the problems by field.
    /// `existingNames` are the other presets' names, which a preset name must not repeat.
    public func validate(existingNames: [String]) -> Result<DrinkEntry, TypedDrink.Problems> {
        typed.read(existingNames: existingNames)
    }
}
