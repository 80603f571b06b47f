/// A drink the user records often: one chip on the main screen.
public struct Preset: Equatable, Hashable, Sendable {
    public var name: String
    /// ABV in tenths of a percent: 5 % is 50.
    public var abvTenths: Int
    public var ml: Int
    /// What one costs in whole yen, nil when not given (version 2, `price`).
    public var priceYen: Int?
    /// Kilocalories of one besides its alcohol's (sugar and the rest), nil when not given (version 2, `kcal`).
    public var extraKcal: Int?

    public init(name: String, abvTenths: Int, ml: Int, priceYen: Int? = nil, extraKcal: Int? = nil) {
        self.name = name
        self.abvTenths = abvTenths
        self.ml = ml
        self.priceYen = priceYen
        self.extraKcal = extraKcal
    }

    /// The preset a drink form's entry describes: its name, ABV, volume, price and calories.
    public init(_ entry: DrinkEntry) {
        self.init(
            name: entry.name, abvTenths: entry.abvTenths ?? 0, ml: entry.ml ?? 0, priceYen: entry.priceYen,
            extraKcal: entry.extraKcal)
    }

    /// Pure alcohol of one drink in tenths of a gram.
    public var gramsTenths: Int { PureAlcohol.tenths(ml: ml, abvTenths: abvTenths) }

    /// The entry one tap of this preset records: a snapshot that later preset edits never change.
    public var entry: DrinkEntry {
        DrinkEntry(
            name: name, ml: ml, abvTenths: abvTenths, gramsTenths: gramsTenths, count: 1, priceYen: priceYen,
            extraKcal: extraKcal)
    }

    /// The presets of a new Japanese journal (seed 000), in order.
    public static let defaults: [Preset] = [
        Preset(name: "ビール500缶", abvTenths: 50, ml: 500),
        Preset(name: "赤ワイン1杯", abvTenths: 130, ml: 120),
        Preset(name: "赤ワイン1本", abvTenths: 130, ml: 720),
        Preset(name: "日本酒1合", abvTenths: 150, ml: 180),
        Preset(name: "ウイスキーダブル1杯", abvTenths: 430, ml: 60),
        Preset(name: "ストロング 9% 500ml", abvTenths: 90, ml: 500),
        Preset(name: "缶チューハイ 7% 500ml", abvTenths: 70, ml: 500),
    ]

    /// The same presets named in English (design.md §2): same order, same numbers.
    public static let englishDefaults: [Preset] = zip(
        [
            "Beer 500ml can", "Red wine glass", "Red wine bottle", "Sake 180ml", "Whisky double",
            "Strong chuhai 9% 500ml", "Chuhai 7% 500ml",
        ], defaults
    ).map { Preset(name: $0, abvTenths: $1.abvTenths, ml: $1.ml) }

    /// The presets of a new journal created in `language`.
    public static func defaults(in language: Language) -> [Preset] {
        language == .ja ? defaults : englishDefaults
    }
}
