import DanshuCore

/// The words of one line of a day's drinks, as the app's drink list and `danshu show` both write it (issue 26,
/// item 6): the name, then its price per drink and what tells it from another entry of the same name, then how many.
public struct DrinkLineWords: Equatable, Sendable {
    public var name: String
    /// The price per drink (`680円`), and where another entry shares the name its size (`350ml 6.5%`) and own calories
    /// (`+40kcal`) where those differ; empty for most drinks.
    public var detail: String
    /// Whether `detail` tells this entry from another of the same name, so a narrow line keeps it and cuts the name.
    public var tellsApart: Bool
    public var count: Int
}

extension Catalog {
    /// A drink line: `ビール500缶 × 2`, with the words after the name where there are some: `IPA 680円 × 3`.
    public func drinkLine(name: String, detail: String = "", count: Int) -> String {
        (detail.isEmpty ? name : name + " " + detail) + " " + drinkCount(count)
    }

    /// How many of a drink, after its name: `× 2`.
    public func drinkCount(_ n: Int) -> String { "× \(n)" }

    /// Each entry's words: its price per drink when it has one; when another entry has the same name (a preset edited
    /// during the day, a one-off named like a preset), also its size and its own calories where those differ, so two
    /// lines never read the same (docs/decisions.md, "Drinks of one name are counted together").
    public func drinkLineWords(_ drinks: [DrinkEntry]) -> [DrinkLineWords] {
        drinks.map { entry in
            let twins = drinks.filter { $0.name == entry.name && !$0.isSameDrink(as: entry) }
            var parts: [String] = entry.priceYen.map { [yen($0)] } ?? []
            if twins.contains(where: {
                $0.ml != entry.ml || $0.abvTenths != entry.abvTenths || $0.gramsTenths != entry.gramsTenths
            }) {
                parts.append(drinkSize(ml: entry.ml, abvTenths: entry.abvTenths, gramsTenths: entry.gramsTenths))
            }
            if twins.contains(where: { $0.extraKcal != entry.extraKcal }), let kcal = entry.extraKcal {
                parts.append(drinkExtraKcal(kcal))
            }
            return DrinkLineWords(
                name: entry.name, detail: parts.joined(separator: " "), tellsApart: !twins.isEmpty, count: entry.count)
        }
    }

    /// A drink's size, to tell it from another entry of the same name: `350ml 6.5%`, or its grams for a one-off
    /// entered as grams (`10.5g`).
    public func drinkSize(ml: Int?, abvTenths: Int?, gramsTenths: Int) -> String {
        guard let ml, let abvTenths else { return formatGrams(gramsTenths) }
        return formatMillilitres(ml) + " " + formatABV(abvTenths)
    }

    /// A drink's own calories, besides its alcohol's: `+40kcal` / `+40 kcal`.
    public func drinkExtraKcal(_ n: Int) -> String { "+" + kcal(n) }
}
