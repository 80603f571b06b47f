import DanshuCore
import DanshuStore
import DanshuTestSupport
import Testing

/// The form's fields: ABV in tenths of a percent (0–100 %), volume in whole millilitres (1–5000 ml).
private func abv(_ text: String) -> Result<Int, NumberInput.Problem> {
    NumberInput.tenths(text, unit: "%", range: Limits.abvTenths)
}

private func volume(_ text: String) -> Result<Int, NumberInput.Problem> {
    NumberInput.whole(text, unit: "ml", range: Limits.ml)
}

@Suite("Number input")
struct NumberInputTests {
    @Test(
        "ABV as people type it",
        arguments: [
            ("13.5", 135), ("１３．５", 135), ("１３。５", 135), ("5", 50), ("５", 50), ("0", 0), ("100", 1000),
            ("13.50", 135), ("13.", 130), (".5", 5), ("007", 70),
            ("13.5%", 135), ("13.5 %", 135), ("13.5％", 135), ("１３．５ ％", 135), ("5　%", 50),
            (" 13.5 ", 135), ("\t13.5\n", 135), ("　１３．５　", 135), (" 9 % ", 90),
        ])
    func abvAccepted(text: String, tenths: Int) {
        #expect(abv(text) == .success(tenths))
    }

    @Test(
        "ABV refused with the reason",
        arguments: [
            ("", NumberInput.Problem.empty), ("   ", .empty), ("%", .empty), ("　", .empty),
            ("1e3", .notANumber), ("abc", .notANumber), ("13,5", .notANumber), ("1 3", .notANumber),
            (".", .notANumber), ("-", .notANumber), ("13.5.1", .notANumber), ("13.5g", .notANumber),
            ("13.55", .tooManyDecimals), ("13.05", .tooManyDecimals), ("１３．５５", .tooManyDecimals),
            ("-5", .outOfRange(0...1000)), ("－５", .outOfRange(0...1000)), ("101", .outOfRange(0...1000)),
            ("100.1", .outOfRange(0...1000)), ("99999999999", .outOfRange(0...1000)),
        ])
    func abvRefused(text: String, problem: NumberInput.Problem) {
        #expect(abv(text) == .failure(problem))
    }

    @Test(
        "Volume as people type it",
        arguments: [
            ("500", 500), ("５００", 500), ("500ml", 500), ("500 ml", 500), ("500ML", 500), ("５００ ml", 500),
            (" 350 ", 350), ("1", 1), ("5000", 5000), ("500.0", 500),
        ])
    func volumeAccepted(text: String, ml: Int) {
        #expect(volume(text) == .success(ml))
    }

    @Test(
        "Volume refused with the reason",
        arguments: [
            ("", NumberInput.Problem.empty), ("ml", .empty),
            ("0", .outOfRange(1...5000)), ("5001", .outOfRange(1...5000)), ("-5", .outOfRange(1...5000)),
            ("1e3", .notANumber), ("abc", .notANumber), ("500.5", .notANumber), ("13.55", .notANumber),
            ("500 cc", .notANumber),
        ])
    func volumeRefused(text: String, problem: NumberInput.Problem) {
        #expect(volume(text) == .failure(problem))
    }

    @Test("A field without a unit does not take one")
    func noUnit() {
        #expect(NumberInput.tenths("5%", range: 0...1000) == .failure(.notANumber))
        #expect(NumberInput.tenths("5", range: 0...1000) == .success(50))
    }

    @Test("Normalizing turns full-width digits, period, percent, minus and spaces into ASCII")
    func normalize() {
        #expect(NumberInput.normalize("　１２３４５６７８９０．％－　") == "1234567890.%-")
        #expect(NumberInput.normalize(" ビール ") == "ビール")
    }
}
