import DanshuCore

/// Feedback beyond logging (design.md §6): money, calories and the second unit, wherever they are shown.
extension Catalog {
    /// A whole number with commas between groups of three digits: `12,345`.
    public func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// Yen: `1,200円` / `¥1,200`.
    public func yen(_ n: Int) -> String { pick("\(grouped(n))円", (n < 0 ? "-" : "") + "¥" + grouped(abs(n))) }

    /// Kilocalories: `280kcal` / `280 kcal`.
    public func kcal(_ n: Int) -> String { pick("\(grouped(n))kcal", "\(grouped(n)) kcal") }

    /// An amount in the second unit, from its tenths: `4.0ドリンク` / `4.0 drinks` (`1.0 drink`); `whole` rounds it half
    /// up to a whole number for a narrow place (`23ドリンク`).
    public func secondUnitAmount(_ tenths: Int, _ unit: SecondUnit, whole: Bool = false) -> String {
        let number = whole ? String(dividedRoundingHalfUp(tenths, by: 10)) : formatTenths(tenths)
        let one = whole ? dividedRoundingHalfUp(tenths, by: 10) == 1 : tenths == 10
        switch unit {
        case .none: return number
        case .drinksJP: return pick("\(number)ドリンク", "\(number) " + (one ? "drink" : "drinks"))
        case .ukUnits: return pick("\(number)ユニット", "\(number) UK " + (one ? "unit" : "units"))
        case .usDrinks: return pick("\(number)USドリンク", "\(number) US " + (one ? "drink" : "drinks"))
        }
    }

    /// Grams with the second unit beside them when one is set: `40.0g（4.0ドリンク）` / `40.0g (4.0 drinks)`;
    /// `40.0g` alone otherwise.
    public func grams(_ tenths: Int, _ unit: SecondUnit) -> String {
        guard let units = unit.tenths(ofGramsTenths: tenths) else { return formatGrams(tenths) }
        return grams(formatGrams(tenths), beside: secondUnitAmount(units, unit))
    }

    /// Grams as written and the second unit's amount beside them, in the one way both are shown: `229g（23ドリンク）`.
    public func grams(_ grams: String, beside amount: String) -> String { grams + pick("（\(amount)）", " (\(amount))") }

    /// What the day's drinks come to besides grams, for the day panel: `280kcal  1,200円`.
    public func dayFeedback(kcal: Int, spentYen: Int?) -> String {
        ([self.kcal(kcal)] + (spentYen.map { [yen($0)] } ?? [])).joined(separator: "  ")
    }

    /// The header's fact of money not spent over the current streak: `浮いたお金 3,571円` / `¥3,571 not spent`.
    public func notSpentFact(_ yen: Int) -> String { pick("浮いたお金 \(self.yen(yen))", "\(self.yen(yen)) not spent") }

    /// Money not spent as a value, said kindly when more was spent than usual: `3,000円` / `いつもより 1,200円 多め`.
    public func notSpentValue(_ yen: Int) -> String {
        yen >= 0 ? self.yen(yen) : pick("いつもより \(self.yen(-yen)) 多め", "\(self.yen(-yen)) more than usual")
    }

    /// Labels of the statistics pane and `danshu stats`.
    public var statKcal: String { pick("カロリー", "Calories") }
    public var statSpent: String { pick("支出", "Spent") }
    public func statYearSpent(_ year: Int) -> String { pick("\(year)年の支出", "Spent in \(year)") }
    public var statNotSpent: String { pick("浮いたお金", "Not spent") }

    /// `show`'s lines: `カロリー 280kcal`, `支出 1,200円`.
    public func kcalLine(_ n: Int) -> String { "\(statKcal) \(kcal(n))" }
    public func spentLine(_ n: Int) -> String { "\(statSpent) \(yen(n))" }
}
