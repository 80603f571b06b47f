import DanshuCore

/// The main screen's week bars (large terminals).
extension Catalog {
    /// The bars' title.
    public var weekBarsTitle: String { pick("この週", "This week") }
    /// The week's grams, with the second unit when one is set: `合計 40.0g`, `合計 40.0g（4.0ドリンク）`.
    public func weekTotal(_ tenths: Int, _ unit: SecondUnit) -> String {
        pick("合計 \(grams(tenths, unit))", "\(grams(tenths, unit)) in all")
    }
    /// The week's sober days: `休肝日 2日`.
    public func weekSoberDays(_ n: Int) -> String { pick("休肝日 \(n)日", n == 1 ? "1 sober day" : "\(n) sober days") }
}
