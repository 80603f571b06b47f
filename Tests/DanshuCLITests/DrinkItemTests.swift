import DanshuTestSupport
import DanshuText
import Testing

@testable import DanshuApp
@testable import DanshuCLI
@testable import DanshuCore
@testable import DanshuStore

@Suite("log items and one-off drinks")
struct DrinkItemTests {
    let presets =
        Preset.defaults + [Preset(name: "Mix x2", abvTenths: 50, ml: 350), Preset(name: "12", abvTenths: 50, ml: 100)]

    func parse(_ text: String) -> Result<DrinkItem, DrinkItem.Problem> { DrinkItem.parse(text, presets: presets) }

    @Test func namesNumbersAndCounts() {
        #expect(parse("ビール500缶") == .success(DrinkItem(presetIndex: 0, count: 1)))
        #expect(parse("ビール500缶x2") == .success(DrinkItem(presetIndex: 0, count: 2)))
        #expect(parse("ビール500缶×3") == .success(DrinkItem(presetIndex: 0, count: 3)))
        #expect(parse("ビール500缶*4") == .success(DrinkItem(presetIndex: 0, count: 4)))
        #expect(parse("ビール500缶 x ５") == .success(DrinkItem(presetIndex: 0, count: 5)))
        #expect(parse("3") == .success(DrinkItem(presetIndex: 2, count: 1)))
        #expect(parse("1x3") == .success(DrinkItem(presetIndex: 0, count: 3)))
        #expect(parse("２X2") == .success(DrinkItem(presetIndex: 1, count: 2)))
    }

    @Test func anExactNameWinsOverSuffixAndNumber() {
        #expect(parse("Mix x2") == .success(DrinkItem(presetIndex: 7, count: 1)))
        #expect(parse("Mix x2x3") == .success(DrinkItem(presetIndex: 7, count: 3)))
        #expect(parse("12") == .success(DrinkItem(presetIndex: 8, count: 1)))
        #expect(parse("ストロング 9% 500ml") == .success(DrinkItem(presetIndex: 5, count: 1)))
    }

    @Test func refusals() {
        #expect(parse("ワイン") == .failure(.unknownPreset("ワイン")))
        #expect(parse("ワインx2") == .failure(.unknownPreset("ワイン")))
        #expect(parse("10") == .failure(.noSuchNumber(10, presetCount: 9)))
        #expect(parse("0") == .failure(.noSuchNumber(0, presetCount: 9)))
        #expect(parse("1x0") == .failure(.badCount("0")))
        #expect(parse("1x-1") == .failure(.badCount("-1")))
        #expect(parse("1x1000") == .failure(.badCount("1000")))
        #expect(parse("1x99999999999999999999") == .failure(.badCount("99999999999999999999")))
        #expect(DrinkItem.resolve("1", presets: []) == .failure(.noSuchNumber(1, presetCount: 0)))
    }

    @Test func oneOffSplitsFromTheRight() {
        #expect(
            OneOffArgument.parse("ハイボール:7:350")
                == .success(OneOffArgument(name: "ハイボール", values: ABVAndVolume(abv: "7", ml: "350"))))
        #expect(
            OneOffArgument.parse("a:b:c:7:350")
                == .success(OneOffArgument(name: "a:b:c", values: ABVAndVolume(abv: "7", ml: "350"))))
        #expect(
            OneOffArgument.parse("酒：１５：１８０")
                == .success(OneOffArgument(name: "酒", values: ABVAndVolume(abv: "１５", ml: "１８０"))))
        #expect(OneOffArgument.parse("x:350") == .failure(.notThreeParts))
        #expect(OneOffArgument.parse("x") == .failure(.notThreeParts))
    }
}
