import DanshuCore
import DanshuText
import Testing

@testable import DanshuCLI

/// `--drink NAME:ABV:ML` and `presets add NAME ABV ML`: ABV first, or any order with units; what the
/// drink form then saves, or why the values were refused before it.
@Suite("ABV and volume as typed on the command line")
struct ABVAndVolumeTests {
    /// The pure alcohol a `--drink` text records, in tenths, through DanshuCore's reading of the form `o` opens;
    /// nil when it refuses the values.
    func grams(of text: String) -> Result<Int, OneOffArgument.Problem>? {
        switch OneOffArgument.parse(text) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let drink):
            guard case .success(let entry) = drink.typed.read() else { return nil }
            return .success(entry.gramsTenths)
        }
    }

    @Test(
        "Spellings that record a drink",
        arguments: [
            ("sake:15:180", 216), // ABV then ml, bare
            ("sake:15%:180ml", 216),
            ("sake:180ml:15%", 216), // units decide, in any order
            ("sake:１５％:１８０ｍｌ", 216), // full-width, as an input method types them
            ("sake:180ml:15", 216), // one unit is enough: the other value is the other thing
            ("sake:180:15%", 216),
            ("sake:15:180ML", 216),
            ("sake:15:180mL", 216),
            ("sake:15 %:180 ml", 216),
            ("sake：15：180", 216), // full-width colons
            ("sake:0:180", 0), // alcohol-free: ABV 0 is allowed, 0.0 g
            ("sake:100:50", 400), // both bare values fit either way: ABV first
            ("sake:5:5", 2),
            ("sake:100:101", 808), // ml over 100 with an ABV of 100: nothing looks swapped
        ])
    func recorded(text: String, tenths: Int) {
        #expect(grams(of: text) == .success(tenths))
    }

    @Test(
        "Bare values that only fit the other order are refused with the order meant",
        arguments: [
            ("sake:180:15", ABVAndVolume(abv: "15", ml: "180")),
            ("sake:500:5", ABVAndVolume(abv: "5", ml: "500")),
            ("sake:１８０:１５", ABVAndVolume(abv: "１５", ml: "１８０")),
            ("sake:101:96", ABVAndVolume(abv: "96", ml: "101")),
        ])
    func swapped(text: String, meant: ABVAndVolume) {
        #expect(grams(of: text) == .failure(.values(name: "sake", .swapped(meant))))
    }

    @Test(
        "Two values with the same unit are refused",
        arguments: [
            ("sake:15%:15%", ABVAndVolume.Unit.percent),
            ("sake:１５％:5%", .percent),
            ("sake:180ml:500ML", .millilitres),
        ])
    func sameUnit(text: String, unit: ABVAndVolume.Unit) {
        #expect(grams(of: text) == .failure(.values(name: "sake", .sameUnit(unit))))
    }

    @Test(
        "Values the form refuses keep the form's reason",
        arguments: ["sake:180:150", "sake:15ml:180", "sake:15:180.5", "sake::180"])
    func formRefuses(text: String) {
        #expect(grams(of: text) == nil)
    }

    @Test("The right spelling in the refusal, in both languages")
    func hint() {
        let ja = Catalog(.ja)
        let en = Catalog(.en)
        let swapped = OneOffArgument.Problem.values(name: "my sake", .swapped(ABVAndVolume(abv: "１５", ml: "180")))
        #expect(
            ja.message(for: swapped, text: "my sake:180:１５").contains(
                "--drink 'my sake:15:180'（単位を付けて --drink 'my sake:15%:180ml' でも）"))
        #expect(
            en.message(for: swapped, text: "my sake:180:１５").contains(
                "--drink 'my sake:15:180' (or, with units, --drink 'my sake:15%:180ml')"))
        let preset = en.presetValuesProblem(.swapped(ABVAndVolume(abv: "15", ml: "180")), name: "酒")
        #expect(preset.contains("danshu presets add 酒 15 180 (or, with units, danshu presets add 酒 15% 180ml)"))
        #expect(
            en.presetValuesProblem(.sameUnit(.percent), name: "it's").contains("danshu presets add 'it'\\''s' 5% 350ml")
        )
    }
}
