import DanshuApp
import DanshuCore

/// Feelings, milestones celebrated and past days guarded (design.md §6).
extension Catalog {
    // MARK: Feelings

    /// The feelings form's title, naming both values: `気分と飲みたい気持ち: 2026年11月29日(日)`.
    public func feelingsTitle(_ date: LocalDate) -> String {
        pick("気分と飲みたい気持ち: ", "Mood and craving: ") + longDate(date)
    }

    public func feelingsLabel(_ field: FeelingsForm.Field) -> String {
        switch field {
        case .mood: return pick("気分", "Mood")
        case .craving: return pick("飲みたい気持ち", "Craving")
        }
    }

    /// What the ends of the 気分 scale (`Limits.mood`) mean: the one pair of words the form and `ask` both say.
    public var moodScaleEnds: (low: String, high: String) { (pick("つらい", "low"), pick("よい", "good")) }
    /// What the ends of the 飲みたい気持ち scale (`Limits.craving`) mean.
    public var cravingScaleEnds: (low: String, high: String) { (pick("なし", "none"), pick("とても強い", "very strong")) }

    /// What the ends of a field's scale mean: `1 つらい 〜 5 よい`.
    public func feelingsScale(_ field: FeelingsForm.Field) -> String {
        let r = field.range
        let ends: (low: String, high: String)
        switch field {
        case .mood: ends = moodScaleEnds
        case .craving: ends = cravingScaleEnds
        }
        return pick(
            "\(r.lowerBound) \(ends.low) 〜 \(r.upperBound) \(ends.high)",
            "\(r.lowerBound) \(ends.low) to \(r.upperBound) \(ends.high)")
    }

    /// A value not chosen.
    public var feelingsNotSet: String { pick("未入力", "not set") }

    /// A day's 気分 wherever one is shown (the day panel, `show`, the report, a merge's conflict): `気分 4/5` / `mood 4/5`.
    public func moodValue(_ n: Int) -> String { pick("気分 ", "mood ") + outOf(String(n), Limits.mood) }
    /// A day's 飲みたい気持ち wherever one is shown: `飲みたい 3/10` / `craving 3/10` (the short word, so both values fit
    /// the day panel at 80 columns; forms and statistics name it in full).
    public func cravingValue(_ n: Int) -> String { pick("飲みたい ", "craving ") + outOf(String(n), Limits.craving) }
    /// A value on its scale, the one way feelings are written: `3/10`, an average `3.1/10`.
    private func outOf(_ value: String, _ scale: ClosedRange<Int>) -> String { "\(value)/\(scale.upperBound)" }

    /// The day's feelings in parts: `気分 4/5`, `飲みたい 3/10`, only the values the day has.
    public func dayFeelings(mood: Int?, craving: Int?) -> [String] {
        [mood.map(moodValue), craving.map(cravingValue)].compactMap { $0 }
    }

    /// The calendar legend's word for `*` (or for a bold day number, where cells have no column for `*`): the key
    /// line's word for `f` too, so the two read as one thing.
    public var legendFeelings: String { pick("気分", "mood") }

    /// The feelings on one line, as the day panel (where it fits) and `show` print them: `気分 4/5  飲みたい 3/10`.
    public func feelingsLine(mood: Int?, craving: Int?) -> String {
        dayFeelings(mood: mood, craving: craving).joined(separator: "  ")
    }

    /// Names what the day now holds, so a craving alone is never called 気分.
    public func feelingsSaved(mood: Bool, craving: Bool) -> String {
        switch (mood, craving) {
        case (true, true): return pick("気分と飲みたい気持ちを保存しました（u で取り消し）", "Mood and craving saved (u to undo)")
        case (true, false): return pick("気分を保存しました（u で取り消し）", "Mood saved (u to undo)")
        case (false, _): return pick("飲みたい気持ちを保存しました（u で取り消し）", "Craving saved (u to undo)")
        }
    }
    public var feelingsCleared: String {
        pick("気分と飲みたい気持ちを消しました（u で戻せます）", "Mood and craving cleared (u brings them back)")
    }
    public var moodOutOfRange: String {
        pick(
            "気分は \(rangeText(Limits.mood)) の整数です",
            "Mood is a whole number from \(Limits.mood.lowerBound) to \(Limits.mood.upperBound)")
    }
    public var cravingOutOfRange: String {
        pick(
            "飲みたい気持ちは \(rangeText(Limits.craving)) の整数です",
            "Craving is a whole number from \(Limits.craving.lowerBound) to \(Limits.craving.upperBound)")
    }

    /// `1〜5`.
    private func rangeText(_ r: ClosedRange<Int>) -> String { "\(r.lowerBound)〜\(r.upperBound)" }

    // MARK: Statistics

    public var statMood: String { pick("気分の平均", "Average mood") }
    /// `休肝日4.2 飲酒日2.8`, `-` where no such day has a 気分; within the pane's 20 columns.
    public func statMoodBySober(sober: Int?, drinking: Int?) -> String {
        let s = sober.map(formatTenths) ?? "-"
        let d = drinking.map(formatTenths) ?? "-"
        return pick("休肝日\(s) 飲酒日\(d)", "sober \(s) drank \(d)")
    }
    public var statCraving: String { pick("飲みたい気持ち 平均", "Average craving") }
    /// `3.1/10`, `-/10` with none: the day's values' scale.
    public func statCravingValue(_ tenths: Int?) -> String {
        outOf(tenths.map(formatTenths) ?? "-", Limits.craving)
    }

    // MARK: Milestones celebrated

    /// The celebration's words: 「祝 断酒30日目」 / `30 days sober`.
    public func celebration(_ days: Int) -> String {
        pick("祝 断酒\(days)日目", days == 1 ? "1 day sober" : "\(days) days sober")
    }

    // MARK: Past days guarded

    public var pastDayLocked: String { pick("記録済みの日です。Enter で修正", "This day is recorded. Enter to change it") }
    public var dayUnlocked: String {
        pick("この日を修正できます（ほかの日を選ぶと元に戻ります）", "You can change this day until you select another")
    }
    /// The day panel's line on a locked day.
    public var lockedDayLine: String { pick("記録済み Enter で修正", "Recorded. Enter edits") }
}
