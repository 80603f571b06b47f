import DanshuCore
import Testing

/// What a drink or preset may hold (`DrinkEntry.checked`, `Preset.checked`) and how typed text is read into one
/// (`TypedDrink`): every problem names its field, so the form, the command line and the reader can each word it.
@Suite("Drink rules")
struct DrinkRulesTests {
    @Test("a preset from numbers, or each field's problem")
    func presets() {
        #expect(
            Preset.checked(name: "梅酒", abvTenths: 120, ml: 90, priceYen: 300, extraKcal: 60)
                == .success(Preset(name: "梅酒", abvTenths: 120, ml: 90, priceYen: 300, extraKcal: 60)))
        #expect(
            Preset.checked(name: "水", abvTenths: 0, ml: 1) == .success(Preset(name: "水", abvTenths: 0, ml: 1)),
            "the lowest ends")
        #expect(
            Preset.checked(name: "", abvTenths: nil, ml: nil)
                == .failure(DrinkProblems([.name: .missing, .abv: .missing, .ml: .missing])))
        #expect(
            Preset.checked(
                name: String(repeating: "あ", count: 1001), abvTenths: 1001, ml: 5001, priceYen: 100_001, extraKcal: -1)
                == .failure(
                    DrinkProblems([
                        .name: .tooLong(1000), .abv: .outOfRange(0...1000), .ml: .outOfRange(1...5000),
                        .price: .outOfRange(0...100_000), .kcal: .outOfRange(0...10_000),
                    ])))
        #expect(
            Preset(name: String(repeating: "あ", count: 1000), abvTenths: 1000, ml: 5000).problems == nil,
            "the highest ends")
    }

    @Test("an entry from ABV and volume, from grams, or as a journal records it")
    func entries() {
        let highball = DrinkEntry(name: "ハイボール", ml: 350, abvTenths: 70, gramsTenths: 196, count: 1)
        #expect(DrinkEntry.checked(name: "ハイボール", amount: .abvAndVolume(abvTenths: 70, ml: 350)) == .success(highball))
        #expect(
            DrinkEntry.checked(name: "ハイボール", amount: .abvAndVolume(abvTenths: 70, ml: nil))
                == .failure(DrinkProblems([.ml: .missing])))
        #expect(
            DrinkEntry.checked(name: "梅酒", amount: .grams(105), priceYen: 300)
                == .success(DrinkEntry(name: "梅酒", ml: nil, abvTenths: nil, gramsTenths: 105, count: 1, priceYen: 300)))
        #expect(DrinkEntry.checked(name: "梅酒", amount: .grams(nil)) == .failure(DrinkProblems([.grams: .missing])))
        #expect(
            DrinkEntry.checked(name: "梅酒", amount: .grams(40_001))
                == .failure(DrinkProblems([.grams: .outOfRange(0...40_000)])))
        // A journal's entry: grams follow from ABV and volume when left out, and stand as recorded when given.
        #expect(
            DrinkEntry.checked(name: "ハイボール", amount: .recorded(abvTenths: 70, ml: 350, gramsTenths: nil))
                == .success(highball))
        #expect(
            DrinkEntry.checked(name: "x", amount: .recorded(abvTenths: 70, ml: 350, gramsTenths: 200)).map(
                \.gramsTenths) == .success(200))
        #expect(
            DrinkEntry.checked(name: "x", amount: .recorded(abvTenths: nil, ml: 350, gramsTenths: nil))
                == .failure(DrinkProblems([.grams: .missing])))
        #expect(
            DrinkEntry.checked(name: "x", amount: .recorded(abvTenths: 1001, ml: 350, gramsTenths: nil))
                == .failure(DrinkProblems([.abv: .outOfRange(0...1000)])), "no grams problem besides the ABV's")
        #expect(highball.problems == nil)
    }

    @Test("typed text: full-width digits, units and a price read as the form reads them")
    func typed() {
        let sake = TypedDrink(.oneOff, [.name: " 日本酒 ", .abv: "１５％", .ml: "１８０ ml", .price: "¥1,200"])
        #expect(
            sake.read()
                == .success(
                    DrinkEntry(name: "日本酒", ml: 180, abvTenths: 150, gramsTenths: 216, count: 1, priceYen: 1200)))
        let grams = TypedDrink(.oneOff, [.name: "梅酒", .grams: "10.5"])
        #expect(grams.read() == .success(DrinkEntry(name: "梅酒", ml: nil, abvTenths: nil, gramsTenths: 105, count: 1)))
        #expect(TypedDrink(.oneOff, [.name: "梅酒"]).read() == .failure(TypedDrink.Problems([.grams: .drink(.missing)])))
        // A preset has no grams field: ABV and volume are needed.
        #expect(
            TypedDrink(.preset, [.name: "梅酒", .grams: "10"]).read()
                == .failure(TypedDrink.Problems([.abv: .drink(.missing), .ml: .drink(.missing)])))
    }

    @Test(
        "typed text: what is wrong with the text comes before what the drink then lacks",
        arguments: [
            (
                [DrinkField.abv: "abc", .ml: ""],
                [DrinkField.abv: TypedDrink.Problem.number(.notANumber), .ml: .drink(.missing)]
            ),
            ([.abv: "180ml", .ml: "15%"], [.abv: .otherFieldsUnit, .ml: .otherFieldsUnit]),
            ([.abv: "13.55", .ml: "350"], [.abv: .number(.tooManyDecimals)]),
            ([.abv: "101", .ml: "0.5"], [.abv: .drink(.outOfRange(0...1000)), .ml: .drink(.outOfRange(1...5000))]),
            ([.abv: "5", .ml: "350", .price: "12.5"], [.price: .number(.notANumber)]),
            ([.abv: "%", .ml: "350", .price: "円"], [.abv: .drink(.missing), .price: .number(.empty)]),
            ([.abv: String(repeating: "5", count: 17), .ml: "350"], [.abv: .tooLong(16)]),
        ])
    func typedProblems(texts: [DrinkField: String], problems: [DrinkField: TypedDrink.Problem]) {
        var named = texts
        named[.name] = "x"
        #expect(TypedDrink(.oneOff, named).read() == .failure(TypedDrink.Problems(problems)))
    }

    @Test("a preset's name must not repeat another's; a name is one line")
    func names() {
        let typed = TypedDrink(.preset, [.name: "梅酒", .abv: "12", .ml: "90"])
        #expect(typed.read(existingNames: ["梅酒"]) == .failure(TypedDrink.Problems([.name: .duplicateName])))
        #expect(typed.read(existingNames: ["日本酒"]).map(\.name) == .success("梅酒"))
        #expect(
            TypedDrink(.preset, [.name: "two\nlines", .abv: "5", .ml: "350"]).read().map(\.name)
                == .success("two lines"))
        #expect(
            TypedDrink(.oneOff, [.name: " "]).read()
                == .failure(TypedDrink.Problems([.name: .drink(.missing), .grams: .drink(.missing)])))
    }
}
