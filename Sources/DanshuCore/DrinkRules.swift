// What a drink or preset may hold, stated once: the form, the command line, the reader and `Journal.apply` ask here.

/// A value of a drink or preset, so that a problem says which one it belongs to.
public enum DrinkField: Int, CaseIterable, Sendable {
    case name, abv, ml, grams
    /// The price in yen and a preset's calories besides its alcohol (design.md §6): both may be left out.
    case price, kcal

    /// The numbers the field takes, in its unit (tenths of a percent or gram for ABV and grams); nil for the name.
    public var range: ClosedRange<Int>? {
        switch self {
        case .name: return nil
        case .abv: return Limits.abvTenths
        case .ml: return Limits.ml
        case .grams: return Limits.gramsTenths
        case .price: return Limits.priceYen
        case .kcal: return Limits.extraKcal
        }
    }
}

/// Why one value of a drink or preset is refused.
public enum DrinkProblem: Equatable, Sendable {
    /// Nothing where the drink needs a value: its name, the ABV or volume beside the other, its grams when neither is given.
    case missing
    /// A name longer than `Limits.nameLength` allows; the most characters it may have.
    case tooLong(Int)
    /// A number outside the field's `range`.
    case outOfRange(ClosedRange<Int>)
}

/// Every refused value of a drink or preset, by field.
public struct DrinkProblems: Error, Equatable, Sendable {
    /// The problem of each refused field; the others are fine.
    public var byField: [DrinkField: DrinkProblem]

    /// The problems of the fields named.
    public init(_ byField: [DrinkField: DrinkProblem]) { self.byField = byField }

    /// The problem of `field`, nil when it has none.
    public subscript(field: DrinkField) -> DrinkProblem? { byField[field] }
}

/// How much alcohol one drink holds, as it was given.
public enum DrinkAmount: Equatable, Sendable {
    /// The ABV in tenths of a percent and the volume in ml, nil when not given; the grams follow from both.
    case abvAndVolume(abvTenths: Int?, ml: Int?)
    /// Pure alcohol alone in tenths of a gram, nil when not given: a one-off given as grams.
    case grams(Int?)
    /// As a journal records it: any of ABV, volume and grams, the grams following from the other two when left out.
    case recorded(abvTenths: Int?, ml: Int?, gramsTenths: Int?)
}

extension DrinkEntry {
    /// One of a drink, from values already read as numbers, or the problem of each value. How many is the edit's
    /// business (`Journal.apply` refuses a count outside `Limits.count`), so the entry's count is 1.
    public static func checked(name: String, amount: DrinkAmount, priceYen: Int? = nil, extraKcal: Int? = nil)
        -> Result<DrinkEntry, DrinkProblems>
    {
        var check = DrinkCheck(name: name, priceYen: priceYen, extraKcal: extraKcal)
        let abv: Int?
        let ml: Int?
        let grams: Int?
        switch amount {
        case .abvAndVolume(let a, let v):
            abv = check.value(.abv, a, required: true)
            ml = check.value(.ml, v, required: true)
            grams = check.grams(abv: abv, ml: ml)
        case .grams(let g):
            (abv, ml) = (nil, nil)
            grams = check.value(.grams, g, required: true)
        case .recorded(let a, let v, let g):
            abv = check.value(.abv, a, required: false)
            ml = check.value(.ml, v, required: false)
            // Grams as recorded stand even when they differ from ABV × volume: a hand edit may say so.
            grams =
                g == nil && a != nil && v != nil
                ? check.grams(abv: abv, ml: ml) : check.value(.grams, g, required: true)
        }
        guard check.problems.isEmpty, let grams else { return .failure(DrinkProblems(check.problems)) }
        return .success(
            DrinkEntry(
                name: name, ml: ml, abvTenths: abv, gramsTenths: grams, count: 1, priceYen: priceYen,
                extraKcal: extraKcal))
    }

    /// Why a journal may not hold this entry's values, nil when it may (its count aside).
    public var problems: DrinkProblems? {
        let amount = DrinkAmount.recorded(abvTenths: abvTenths, ml: ml, gramsTenths: gramsTenths)
        guard
            case .failure(let problems) = Self.checked(
                name: name, amount: amount, priceYen: priceYen, extraKcal: extraKcal)
        else { return nil }
        return problems
    }
}

extension Preset {
    /// A preset from values already read as numbers (nil when not given), or the problem of each value.
    public static func checked(name: String, abvTenths: Int?, ml: Int?, priceYen: Int? = nil, extraKcal: Int? = nil)
        -> Result<Preset, DrinkProblems>
    {
        var check = DrinkCheck(name: name, priceYen: priceYen, extraKcal: extraKcal)
        let abv = check.value(.abv, abvTenths, required: true)
        let volume = check.value(.ml, ml, required: true)
        guard check.problems.isEmpty, let abv, let volume else { return .failure(DrinkProblems(check.problems)) }
        return .success(Preset(name: name, abvTenths: abv, ml: volume, priceYen: priceYen, extraKcal: extraKcal))
    }

    /// Why a journal may not hold this preset's values, nil when it may.
    public var problems: DrinkProblems? {
        guard
            case .failure(let problems) = Self.checked(
                name: name, abvTenths: abvTenths, ml: ml, priceYen: priceYen, extraKcal: extraKcal)
        else {
            return nil
        }
        return problems
    }
}

/// The checks every drink and preset share, gathering each field's problem.
private struct DrinkCheck {
    var problems: [DrinkField: DrinkProblem] = [:]

    init(name: String, priceYen: Int?, extraKcal: Int?) {
        let most = Limits.nameLength.upperBound
        if name.isEmpty {
            problems[.name] = .missing
        } else if name.utf8.count > most && name.count > most { // bytes first: counting characters is slow
            problems[.name] = .tooLong(most)
        }
        _ = value(.price, priceYen, required: false)
        _ = value(.kcal, extraKcal, required: false)
    }

    /// The value when it is given and in its field's range; otherwise nil, with the problem noted.
    mutating func value(_ field: DrinkField, _ value: Int?, required: Bool) -> Int? {
        guard let value else {
            if required { problems[field] = .missing }
            return nil
        }
        if let range = field.range, !range.contains(value) {
            problems[field] = .outOfRange(range)
            return nil
        }
        return value
    }

    /// The grams of an ABV and a volume that both passed; nil when one did not (its own problem says why).
    func grams(abv: Int?, ml: Int?) -> Int? {
        guard let abv, let ml else { return nil }
        return PureAlcohol.tenths(ml: ml, abvTenths: abv)
    }
}

/// Why recording a drink would record more than a person can drink (issue 40; the lines are `Limits.drinkableGramsTenths`
/// and `Limits.drinkableABVTenths`). The journal still holds it when the person says so: the app asks once, the
/// command line needs `--force`, and the reader accepts whatever the file holds.
public enum BeyondDrinkable: Equatable, Sendable {
    /// A drink stronger than any sold: its ABV in tenths of a percent.
    case strongerThanSold(abvTenths: Int)
    /// One entry, the drink times its count, of more pure alcohol than a day can hold: its grams in tenths.
    case entry(gramsTenths: Int)
    /// The day's total passes the line with this drink: the total it would have, in tenths.
    case day(gramsTenths: Int)
}

extension DrinkEntry {
    /// Why this drink, times its count, is more than a person can drink; nil when it is not.
    public var beyondDrinkable: BeyondDrinkable? {
        if let abv = abvTenths, abv > Limits.drinkableABVTenths { return .strongerThanSold(abvTenths: abv) }
        if totalTenths > Limits.drinkableGramsTenths { return .entry(gramsTenths: totalTenths) }
        return nil
    }
}

extension Journal {
    /// Why adding `entry` on `date` records more than a person can drink, nil when it does not. A day already past the
    /// line is not asked about again for one more ordinary drink: the question was answered when it crossed.
    public func beyondDrinkable(adding entry: DrinkEntry, on date: LocalDate) -> BeyondDrinkable? {
        if let beyond = entry.beyondDrinkable { return beyond }
        let before = days[date]?.drank == true ? days[date]?.totalTenths ?? 0 : 0
        let after = before + entry.totalTenths
        return before <= Limits.drinkableGramsTenths && after > Limits.drinkableGramsTenths
            ? .day(gramsTenths: after) : nil
    }
}
