import DanshuCore
import DanshuTestSupport
import Testing

/// The exact integer rules of design.md §6, each with a table of its edges: money not spent, calories, the second
/// unit, prices as typed, the weekly budget and the journal version the new fields need.
@Suite("Feedback rules")
struct FeedbackRulesTests {
    /// A drink of exactly `tenths` tenths of a gram (a one-off given in grams), maybe with a price and calories.
    static func grams(_ tenths: Int, count: Int = 1, yen: Int? = nil, kcal: Int? = nil) -> DrinkEntry {
        DrinkEntry(
            name: "g\(tenths)", ml: nil, abvTenths: nil, gramsTenths: tenths, count: count, priceYen: yen,
            extraKcal: kcal)
    }

    @Test(
        "money not spent is ⌊usual a week × days / 7⌋, rounded down once at the end",
        arguments: [
            (10_000, 1, 1_428), // 1,428.57…: not 1,429
            (10_000, 7, 10_000), // a whole week is the weekly figure, not 7 × 1,428 = 9,996
            (10_000, 8, 11_428),
            (10_000, 0, 0),
            (7_000, 20, 20_000), // divisible by 7: exact
            (9_999, 3, 4_285), // 29,997 / 7 = 4,285.28…
            (1, 6, 0),
            (1, 7, 1),
            (1_000_000, 36_500, 5_214_285_714), // the largest setting over 100 years: no overflow
        ])
    func moneyNotSpent(perWeek: Int, days: Int, yen: Int) {
        #expect(Money.usualYen(perWeek: perWeek, days: days) == yen)
        var settings = Settings()
        settings.usualYenPerWeek = perWeek
        #expect(settings.notSpentYen(overDays: days) == yen)
    }

    @Test("money not spent is off (nil) while usualYenPerWeek is 0")
    func moneyOff() {
        #expect(Settings().notSpentYen(overDays: 30) == nil)
        #expect(StatusFacts(today: day("2026-11-29"), record: nil, streak: 30, monthSoberDays: 0).notSpentYen == nil)
    }

    @Test(
        "a drink's calories are 7 kcal a gram plus its own, whole kcal rounded half up",
        arguments: [
            (5, nil, 4), // 0.5 g: 3.5 kcal → 4
            (15, nil, 11), // 1.5 g: 10.5 kcal → 11
            (1, nil, 1), // 0.7 kcal → 1
            (2, nil, 1), // 1.4 kcal → 1
            (200, nil, 140), // 20.0 g
            (196, 50, 187), // 137.2 + 50 = 187.2
            (0, 90, 90), // alcohol-free with sugar
            (40_000, 10_000, 38_000), // the limits of one drink
        ] as [(Int, Int?, Int)])
    func calories(gramsTenths: Int, extra: Int?, kcal: Int) {
        #expect(Calories.whole(Calories.tenths(gramsTenths: gramsTenths, extraKcal: extra)) == kcal)
    }

    @Test("a day's calories are rounded once from their exact sum, not drink by drink")
    func caloriesRoundOnce() {
        // Two drinks of 0.5 g: 3.5 + 3.5 = 7 kcal, where rounding each would say 8.
        let day = drank(Self.grams(5), Self.grams(5, kcal: 0))
        #expect(day.kcalTenths == 70 && Calories.whole(day.kcalTenths) == 7)
        // Counts multiply exactly: three of 0.5 g are 10.5 kcal → 11.
        #expect(Calories.whole(drank(Self.grams(5, count: 3)).kcalTenths) == 11)
        // A sober day has none, whatever a hand edit left.
        #expect(DayRecord(drank: false).kcalTenths == 0)
    }

    @Test(
        "the second unit in tenths, rounded half up once",
        arguments: [
            (SecondUnit.drinksJP, 400, 40), // 40.0 g is 4.0 drinks
            (.drinksJP, 5, 1), // 0.05 drinks: exactly half of a tenth → 0.1
            (.drinksJP, 4, 0),
            (.drinksJP, 215, 22), // 2.15 → 2.2
            (.ukUnits, 400, 50),
            (.ukUnits, 4, 1), // 0.05 units → 0.1
            (.ukUnits, 3, 0),
            (.ukUnits, 196, 25), // 2.45 → 2.5
            (.usDrinks, 400, 29), // 2.857… → 2.9
            (.usDrinks, 7, 1), // 0.05 → 0.1
            (.usDrinks, 140, 10),
            (.usDrinks, 0, 0),
        ])
    func secondUnit(unit: SecondUnit, gramsTenths: Int, tenths: Int) {
        #expect(unit.tenths(ofGramsTenths: gramsTenths) == tenths)
    }

    @Test("no second unit for none; one gram per unit as the setting names it")
    func secondUnitNone() {
        #expect(SecondUnit.none.tenths(ofGramsTenths: 400) == nil)
        #expect(SecondUnit.allCases.map(\.gramsTenthsPerUnit) == [nil, 100, 80, 140])
    }

    @Test(
        "prices as people type them",
        arguments: [
            ("500", 500), ("５００", 500), ("500円", 500), ("500 円", 500), ("¥500", 500), ("￥500", 500),
            ("\u{FFE5}５００", 500),
            ("1,200", 1_200), ("1,200円", 1_200), ("１，２００円", 1_200), (" 450 ", 450), ("450 yen", 450), ("0", 0),
            ("100000", 100_000), ("100,000", 100_000),
        ])
    func pricesAccepted(text: String, yen: Int) {
        #expect(NumberInput.yen(text) == .success(yen))
    }

    @Test(
        "prices refused: negative, exponents, decimals, words, over 100,000, misplaced commas",
        arguments: [
            ("-5", NumberInput.Problem.outOfRange(0...100_000)), ("100001", .outOfRange(0...100_000)),
            ("1,000,000", .outOfRange(0...100_000)), ("1e3", .notANumber), ("abc", .notANumber), ("12.5", .notANumber),
            ("1,20", .notANumber), ("1,2000", .notANumber), (",500", .notANumber), ("", .empty), ("円", .empty),
        ])
    func pricesRefused(text: String, problem: NumberInput.Problem) {
        #expect(NumberInput.yen(text) == .failure(problem))
    }

    @Test("a day's spending: price × count, drinks without a price count 0, only on a drinking day")
    func spending() {
        let day = drank(Self.grams(200, count: 3, yen: 250), Self.grams(100), Self.grams(50, count: 2, yen: 0))
        #expect(day.spentYen == 750 && day.hasPrice)
        #expect(!drank(Self.grams(100)).hasPrice && drank(Self.grams(100)).spentYen == 0)
        #expect(DayRecord(drank: false).spentYen == 0 && !DayRecord(drank: false).hasPrice)
    }

    @Test(
        "the weekly budget: strictly over it, never while it is 0",
        arguments: [
            (100, 1_000, false), (100, 1_001, true), (100, 0, false), (0, 99_999, false), (1_400, 14_001, true),
        ])
    func weeklyBudget(limit: Int, tenths: Int, over: Bool) {
        var settings = Settings()
        settings.weeklyLimitGrams = limit
        #expect(settings.isOverWeeklyLimit(gramsTenths: tenths) == over)
    }

    @Test("the version a journal needs: 1 until a field of version 2 is used")
    func versions() {
        var journal = Journal()
        #expect(journal.formatVersion == 1)
        journal.settings.weeklyLimitGrams = 100 // the default is not written
        #expect(journal.formatVersion == 1)
        let changes: [(inout Journal) -> Void] = [
            { $0.presets[0].priceYen = 300 }, { $0.presets[1].extraKcal = 0 }, { $0.settings.secondUnit = .drinksJP },
            { $0.settings.usualYenPerWeek = 1 }, { $0.settings.weeklyLimitGrams = 0 },
            { $0.days[day("2026-11-28")] = drank(Self.grams(10, yen: 0)) },
            { $0.days[day("2026-11-28")] = drank(Self.grams(10), Self.grams(20, kcal: 5)) },
        ]
        for change in changes {
            var changed = journal
            change(&changed)
            #expect(changed.formatVersion == 2)
        }
        journal.days[day("2026-11-28")] = drank(Self.grams(10))
        #expect(journal.formatVersion == 1)
    }

    @Test("a tap snapshots the preset's price and calories; a preset edited later leaves the day alone")
    func snapshot() throws {
        var journal = Journal()
        journal.presets[0].priceYen = 300
        journal.presets[0].extraKcal = 40
        let today = day("2026-11-29")
        try journal.apply(.addDrink(today, journal.presets[0].entry), today: today)
        try journal.apply(
            .replacePreset(at: 0, with: Preset(name: journal.presets[0].name, abvTenths: 50, ml: 500, priceYen: 350)),
            today: today)
        #expect(
            journal.days[today]?.drinks.first?.priceYen == 300 && journal.days[today]?.drinks.first?.extraKcal == 40)
        // The same drink at the new price is another entry, so each keeps what it cost.
        try journal.apply(.addDrink(today, journal.presets[0].entry), today: today)
        #expect(journal.days[today]?.drinks.map(\.priceYen) == [300, 350])
        #expect(journal.days[today]?.spentYen == 650)
    }
}
