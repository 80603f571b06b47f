import DanshuCore
import DanshuStore
import DanshuApp
/// The drink form, the note editor and the questions.
extension Catalog {
    public func formTitle(_ purpose: DrinkForm.Purpose) -> String {
        switch purpose {
        case .oneOff: return pick("その他の飲み物", "Another drink")
        case .newPreset: return pick("プリセットを追加", "Add a preset")
        case .editPreset: return pick("プリセットを編集", "Edit preset")
        }
    }

    public func fieldLabel(_ field: DrinkForm.Field) -> String {
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

    public func problem(_ p: DrinkForm.Problem, field: DrinkForm.Field) -> String {
        switch p {
        case .required: return pick("入力してください", "required")
        case .duplicateName: return pick("同じ名前があります", "name already taken")
        case .volumeOrGrams: return pick("度数と量、または g を入力", "give ABV and volume, or grams")
        case .tooLong(let limit): return pick("\(limit)文字まで", "at most \(limit) characters")
        case .otherFieldsUnit:
            return field == .abv ? pick("ml は量の欄へ", "ml goes under Volume") : pick("% は度数の欄へ", "% goes under ABV")
        case .number(let n): return numberProblem(n, field: field)
        }
    }

    public func numberProblem(_ p: NumberInput.Problem, field: DrinkForm.Field) -> String {
        switch p {
        case .empty: return pick("入力してください", "required")
        case .notANumber:
            switch field {
            case .ml, .kcal: return pick("整数で入力（例: 350）", "a whole number, e.g. 350")
            case .price: return pick("円の整数で入力（例: 300 や 1,200円）", "whole yen, e.g. 300 or 1,200")
            case .name, .abv, .grams: return pick("数で入力（例: 5 や 13.5）", "a number, e.g. 5 or 13.5")
            }
        case .tooManyDecimals: return pick("小数は1桁まで", "one decimal at most")
        case .outOfRange:
            switch field {
            case .abv: return rangeProblem(Limits.abvTenths, formatTenthsCompact)
            case .ml: return rangeProblem(Limits.ml, String.init)
            case .grams: return rangeProblem(Limits.gramsTenths, formatTenthsCompact)
            case .price: return rangeProblem(Limits.priceYen, grouped)
            case .kcal: return rangeProblem(Limits.extraKcal, grouped)
            case .name: return ""
            }
        }
    }

    /// 「0〜100 の範囲で」 for a field's allowed range (one of `Limits`), its ends written by `text`.
    private func rangeProblem(_ range: ClosedRange<Int>, _ text: (Int) -> String) -> String {
        let low = text(range.lowerBound), high = text(range.upperBound)
        return pick("\(low)〜\(high) の範囲で", "from \(low) to \(high)")
    }

    public func noteTitle(_ date: LocalDate) -> String { pick("メモ: ", "Note: ") + longDate(date) }
    public func confirmDelete(_ name: String) -> String { pick("「\(name)」を削除しますか？ (y/n)", "Delete \(name)? (y/n)") }
}
