import DanshuApp
import DanshuCore
import DanshuTestSupport
import DanshuText
import Testing

/// A bad value of a drink meets one problem wherever it is typed: the form `o` opens, the preset pane's form,
/// `log --drink` and `presets add` all ask DanshuCore, and only word what it says.
@Suite("One problem for a bad drink value")
struct DrinkProblemAgreementTests {
    /// The problem the drink form of `purpose` shows beside `field` after saving `texts`.
    func formProblem(_ opening: Action, _ texts: [DrinkField: String], _ field: DrinkField) -> TypedDrink.Problem? {
        var state = AppState(journal: Journal(), today: day("2026-11-29"))
        reduce(&state, opening)
        guard case .drinkForm(let opened) = state.modal else { return nil }
        for name in opened.fields {
            reduce(&state, .modal(.drinkForm(.textEdited(.insert(texts[name] ?? "")))))
            reduce(&state, .modal(.drinkForm(.fieldMoved(by: 1))))
        }
        reduce(&state, .modal(.drinkForm(.submitPressed)))
        guard case .drinkForm(let form) = state.modal else { return nil }
        return form.problems[field]
    }

    @Test(
        "the form, the preset form, log --drink and presets add give the same problem in the same words",
        arguments: [
            (DrinkField.abv, "101", TypedDrink.Problem.drink(.outOfRange(Limits.abvTenths))),
            (.abv, "-5", .drink(.outOfRange(Limits.abvTenths))),
            (.abv, "13.55", .number(.tooManyDecimals)),
            (.abv, "abc", .number(.notANumber)),
            (.ml, "0", .drink(.outOfRange(Limits.ml))),
            (.ml, "5001", .drink(.outOfRange(Limits.ml))),
            (.ml, "1e3", .number(.notANumber)),
            (.ml, "3.5", .number(.notANumber)),
            (.price, "12.5円", .number(.notANumber)),
            (.price, "100001円", .drink(.outOfRange(Limits.priceYen))),
        ])
    func sameProblem(field: DrinkField, bad: String, problem: TypedDrink.Problem) {
        var texts: [DrinkField: String] = [.name: "x", .abv: "5", .ml: "350", .price: "300円"]
        texts[field] = bad
        #expect(formProblem(.main(.oneOffPressed), texts, field) == problem, "the one-off form")
        #expect(formProblem(.presets(.addPressed), texts, field) == problem, "the preset form")

        let words = Catalog(.ja).fieldProblem(field, problem, value: bad)
        let texted = [texts[.abv], texts[.ml], texts[.price]].compactMap { $0 }
        let cli = CLI()
        cli.expectRefused(["log", "--drink", (["x"] + texted).joined(separator: ":")], words)
        cli.expectRefused(["presets", "add", "x"] + texted, words)
    }
}
