import DanshuCore

/// The words for a drink beyond what a person can drink (issue 40, `BeyondDrinkable`): the app's question and
/// `log`'s refusal say the same reason. Most such amounts are a slip of the keys, so the words ask to check, never blame.
extension Catalog {
    /// `ビール500缶 × 999 で純アルコール 19980.0g です。1日に飲める量（500g）を超えています。`
    public func beyondDrinkable(_ beyond: BeyondDrinkable, name: String, count: Int) -> String {
        let what = count == 1 ? name : drinkLine(name: name, count: count)
        let w = count == 1 ? what : what + " " // a particle after `× 999` reads better apart
        let line = limitGrams(Limits.drinkableGramsTenths)
        switch beyond {
        case .strongerThanSold(let abv):
            let strongest = formatABV(Limits.drinkableABVTenths)
            return pick(
                "\(w)の度数 \(formatABV(abv)) は、売られている最も強いお酒（\(strongest)）より強い値です。",
                "\(what) at \(formatABV(abv)) is stronger than the strongest drink sold (\(strongest)).")
        case .entry(let tenths):
            return pick(
                "\(w)で純アルコール \(formatGrams(tenths)) です。人が1日に飲める量（\(line)）を超えています。",
                "\(what) is \(formatGrams(tenths)) of pure alcohol, more than a person can drink in a day (\(line)).")
        case .day(let tenths):
            return pick(
                "\(w)を加えると、この日の純アルコールは \(formatGrams(tenths)) です。人が1日に飲める量（\(line)）を超えています。",
                "With \(what), the day holds \(formatGrams(tenths)) of pure alcohol, more than a person can drink in a day (\(line))."
            )
        }
    }

    /// The app's question after the reason: `打ち間違いでなければ記録しますか？ (y/n)`.
    public var beyondDrinkableQuestion: String {
        pick("打ち間違いでなければ、このまま記録しますか？ (y/n)", "If it is not a typo, record it as it is? (y/n)")
    }

    /// The title of the app's question.
    public var beyondDrinkableTitle: String { pick("記録の確認", "Check the amount") }
}
