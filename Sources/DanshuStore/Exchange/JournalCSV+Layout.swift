import DanshuCore

/// Where the CSV columns stand, for a day parts' table (`DayPart`): the day's (`date`, `drank`), the drink's (`name`,
/// `ml`, `abv`, `grams`, `count`) and those of the parts of version 1 (`note`) in every export; then the later groups,
/// each only once an export uses it, by the version that added it, a day's part before the drink's at one version:
/// `mood,craving` (2), `price,kcal` (the drink's, 2), `medicine` (3), `where,with,why,after` (3), and a part added later
/// after them. An import takes the base columns followed by any of the later ones (`CarriedFields`).
struct CSVLayout: Sendable {
    /// A group of later columns: a part's, or the drink's price and calories.
    enum Group: Sendable {
        case part(DayPartDescriptor)
        case drinkExtras
    }

    /// The table it is made from.
    let parts: DayPartTable
    /// The columns every export has.
    let base: [String]
    /// The parts whose columns every export has (version 1), in table order.
    let baseParts: [DayPartDescriptor]
    /// The later groups, in order.
    let later: [Group]

    /// The drink's price and calories (version 2).
    static let drinkExtraColumns = ["price", "kcal"]
    private static let drinkExtrasVersion = 2

    init(_ parts: DayPartTable) {
        self.parts = parts
        baseParts = parts.parts.filter { Self.isInEveryExport($0) }
        base = ["date", "drank", "name", "ml", "abv", "grams", "count"] + baseParts.flatMap { $0.columns.map(\.name) }
        let groups: [(version: Int, group: Group)] =
            parts.parts.filter { !Self.isInEveryExport($0) }.map { ($0.sinceVersion, .part($0)) }
            + [(Self.drinkExtrasVersion, .drinkExtras)]
        // A stable sort: parts keep the table's order, and come before the drink's at one version.
        later = groups.enumerated().sorted { ($0.element.version, $0.offset) < ($1.element.version, $1.offset) }.map(
            \.element.group)
    }

    /// Whether every export has the part's columns: a part of the first version, which every export had.
    static func isInEveryExport(_ part: DayPartDescriptor) -> Bool { part.sinceVersion == 1 }

    /// Every later column, in order.
    var laterColumns: [String] { later.flatMap(Self.columns) }

    /// The later groups an export of `days` has: those a day uses.
    func groups(usedBy days: [LocalDate: DayRecord]) -> [Group] {
        later.filter { group in
            switch group {
            case .part(let part): return days.values.contains { !part.isAbsent($0) }
            case .drinkExtras: return days.values.contains { $0.drinks.contains { $0.formatVersion == 2 } }
            }
        }
    }

    /// The header of an export with these later groups.
    func header(for groups: [Group]) -> [String] { base + groups.flatMap(Self.columns) }

    private static func columns(_ group: Group) -> [String] {
        switch group {
        case .part(let part): return part.columns.map(\.name)
        case .drinkExtras: return drinkExtraColumns
        }
    }

    /// The layout of the table every journal uses.
    static let standard = CSVLayout(DayPart.table)

    /// The layout of `parts`: the standard one for `DayPart.table`.
    static func of(_ parts: DayPartTable) -> CSVLayout {
        parts === DayPart.table ? standard : CSVLayout(parts)
    }
}
