import DanshuApp
import DanshuCore
import DanshuStore

/// The drink form, the note editor and the questions.
extension Catalog {
    public func formTitle(_ purpose: DrinkForm.Purpose) -> String {
        switch purpose {
        case .oneOff: return pick("その他の飲み物", "Another drink")
        case .newPreset: return pick("プリセットを追加", "Add a preset")
        case .editPreset: return pick("プリセットを編集", "Edit preset")
        }
    }

    public func fieldLabel(_ field: DrinkField) -> String {
        switch field {
        case .name: return pick("名前", "Name")
        case .abv: return pick("度数 (%)", "ABV (%)")
        case .ml: return pick("量 (ml)", "Volume (ml)")
        case .grams: return pick("または純アルコール (g)", "or pure alcohol (g)")
        case .price: return pick("価格 (円)", "Price (yen)")
        case .kcal: return pick("糖質など (kcal)", "kcal besides alcohol")
        }
    }

    public var pureAlcoholLabel: String { pick("純アルコール量", "Pure alcohol") }

    /// Why a typed field was refused, as the form shows it beside the field and the command line after its value.
    public func problem(_ p: TypedDrink.Problem, field: DrinkField) -> String {
        switch p {
        case .drink(let problem): return drinkProblem(problem, field: field)
        case .duplicateName: return pick("同じ名前があります", "name already taken")
        case .tooLong(let limit): return drinkProblem(.tooLong(limit), field: field)
        case .otherFieldsUnit:
            return field == .abv ? pick("ml は量の欄へ", "ml goes under Volume") : pick("% は度数の欄へ", "% goes under ABV")
        case .number(let n): return numberProblem(n, field: field)
        }
    }

    /// Why DanshuCore refused a value of a drink: nothing given (grams: neither they nor ABV and volume), too long, out of range.
    public func drinkProblem(_ p: DrinkProblem, field: DrinkField) -> String {
        switch p {
        case .missing:
            return field == .grams
                ? pick("度数と量、または g を入力", "give ABV and volume, or grams") : pick("入力してください", "required")
        case .tooLong(let limit): return pick("\(limit)文字まで", "at most \(limit) characters")
        case .outOfRange(let range):
            switch field {
            case .abv, .grams: return rangeProblem(range, formatTenthsCompact)
            case .ml: return rangeProblem(range, String.init)
            case .price, .kcal: return rangeProblem(range, grouped)
            case .name: return ""
            }
        }
    }

    /// Why a typed text is no number of the field.
    public func numberProblem(_ p: NumberInput.Problem, field: DrinkField) -> String {
        switch p {
        case .empty: return pick("入力してください", "required")
        case .notANumber:
            switch field {
            case .ml, .kcal: return pick("整数で入力（例: 350）", "a whole number, e.g. 350")
            case .price: return pick("円の整数で入力（例: 300 や 1,200円）", "whole yen, e.g. 300 or 1,200")
            case .name, .abv, .grams: return pick("数で入力（例: 5 や 13.5）", "a number, e.g. 5 or 13.5")
            }
        case .tooManyDecimals: return pick("小数は1桁まで", "one decimal at most")
        case .outOfRange(let range): return drinkProblem(.outOfRange(field.range ?? range), field: field)
        }
    }

    /// Every refused value of a drink, field by field in the form's order: `ABV (%): from 0 to 100`.
    public func drinkProblems(_ problems: DrinkProblems) -> String {
        DrinkField.allCases.compactMap { field in
            problems[field].map { "\(fieldLabel(field)): \(drinkProblem($0, field: field))" }
        }
        .joined(separator: "; ")
    }

    /// 「0〜100 の範囲で」 for a field's allowed range (one of `Limits`), its ends written by `text`.
    private func rangeProblem(_ range: ClosedRange<Int>, _ text: (Int) -> String) -> String {
        let low = text(range.lowerBound)
        let high = text(range.upperBound)
        return pick("\(low)〜\(high) の範囲で", "from \(low) to \(high)")
    }

    public func noteTitle(_ date: LocalDate) -> String { pick("メモ: ", "Note: ") + longDate(date) }
    public func confirmDelete(_ name: String) -> String { pick("「\(name)」を削除しますか？ (y/n)", "Delete \(name)? (y/n)") }
}
