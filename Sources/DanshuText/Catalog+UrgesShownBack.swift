import DanshuCore

/// The urges shown back (design.md §9): the words of the statistics pane's and `danshu stats`' urges block, the
/// report's, `danshu status`' risky hours, a plan's record and "urges pass", which `danshu urge` says too.
extension Catalog {
    // MARK: A share, a plan's record, urges pass

    /// `3 / 4（75%）` / `3 of 4 (75%)`; `0 / 0` has no percent.
    public func urgeShare(_ share: Share) -> String {
        guard let percent = share.percent else {
            return pick("\(share.part) / \(share.whole)", "\(share.part) of \(share.whole)")
        }
        return pick("\(share.part) / \(share.whole)（\(percent)%）", "\(share.part) of \(share.whole) (\(percent)%)")
    }

    /// A mean change of strength in tenths: `平均 4.0 下がった` / `fell 4.0 on average`; a rise says so, and no change
    /// too.
    public func urgeMeanDrop(_ tenths: Int) -> String {
        if tenths == 0 { return pick("平均で変わらず", "no change on average") }
        let value = formatTenths(abs(tenths))
        return tenths > 0
            ? pick("平均 \(value) 下がった", "fell \(value) on average")
            : pick("平均 \(value) 上がった", "rose \(value) on average")
    }

    /// How a plan has done: `使った 4回・平均 4.0 下がった・飲まずに過ぎた 3 / 4（75%）` / `used 4 times, fell 4.0 on
    /// average, passed sober 3 of 4 (75%)`; before a follow-up, `あとの強さはまだ`.
    public func planRecord(_ outcome: PlanOutcome) -> String {
        var parts = [pick("使った \(outcome.uses)回", outcome.uses == 1 ? "used once" : "used \(outcome.uses) times")]
        parts.append(outcome.meanDropTenths.map(urgeMeanDrop) ?? pick("あとの強さはまだ", "no follow-up yet"))
        if outcome.passed.whole > 0 { parts.append(pick("飲まずに過ぎた ", "passed sober ") + urgeShare(outcome.passed)) }
        return parts.joined(separator: pick("・", ", "))
    }

    /// `3/4（75%）` / `3/4 (75%)`: a share where columns are narrow; `–` for a share of nothing.
    public func urgeShareShort(_ share: Share) -> String {
        guard let percent = share.percent else { return "-" }
        return pick("\(share.part)/\(share.whole)（\(percent)%）", "\(share.part)/\(share.whole) (\(percent)%)")
    }

    /// A plan in a few words: `ストレス → 散歩する` / `stress → go for a walk`.
    public func planRuleShort(_ rule: IfThenPlan.Rule) -> String {
        planSituation(rule.situation) + " → " + planResponse(rule.response)
    }

    /// 「衝動は過ぎていきます：7→3 まで 中央値12分（8回）」: how this person's urges eased; 「（9回中8回）」 when some
    /// urges followed up did not ease, so it never reads as if every one did.
    public func urgesPass(_ pass: UrgesPass) -> String {
        pick(
            "衝動は過ぎていきます：\(pass.medianStrength)→\(pass.medianAfter) まで 中央値\(pass.medianMinutes)分（\(urgesPassCount(pass))）",
            "Urges pass: \(pass.medianStrength)→\(pass.medianAfter) in a median of \(pass.medianMinutes) minutes (\(urgesPassCount(pass)))"
        )
    }

    /// How many urges the line is told from: `8回` / `8 urges`, or of how many followed up: `9回中8回` / `8 of 9`.
    func urgesPassCount(_ pass: UrgesPass) -> String {
        pass.allEased
            ? pick("\(pass.urges)回", "\(pass.urges) urges")
            : pick("\(pass.followedUp)回中\(pass.urges)回", "\(pass.urges) of \(pass.followedUp) urges")
    }

    // MARK: The statistics' urges block

    /// The block's title.
    public var urgesTitle: String { pick("衝動の記録", "Urges") }
    /// The month's urges' label.
    public var urgesCountLabel: String { pick("衝動", "Urges") }

    /// `12回（あとの強さ 8回）・週 2.8回` / `12 (8 followed up), 2.8 a week`.
    public func urgesCount(_ count: Int, followedUp: Int, perWeekTenths: Int?) -> String {
        let week = perWeekTenths.map { pick("・週 \(formatTenths($0))回", ", \(formatTenths($0)) a week") } ?? ""
        return pick("\(count)回（あとの強さ \(followedUp)回）", "\(count) (\(followedUp) followed up)") + week
    }

    /// The share of urges that passed without drinking that day: its label.
    public var urgesPassedLabel: String { pick("飲まずに過ぎた", "Passed sober") }

    /// The share's value: `9 / 12（75%）`, or why there is none yet.
    public func urgesPassed(_ share: Share) -> String {
        share.whole == 0 ? pick("その日の記録がまだありません", "the days are not recorded yet") : urgeShare(share)
    }

    /// Urges on days not answered: counted, in no share.
    public func urgesOnUnrecordedDays(_ count: Int) -> String {
        pick(
            "未記録の日の衝動 \(count)回（割合の外）",
            count == 1 ? "1 on a day not recorded (in no share)" : "\(count) on days not recorded (in no share)")
    }

    /// The triggers' heading: ranked by how often drinking followed, with the columns' meaning.
    public var urgeTriggersTitle: String {
        pick("きっかけ（その日に飲んだ割合の高い順・回数）", "Triggers (drank that day, most first; urges)")
    }

    /// A trigger's count of urges in its column: `4回` / `4`.
    public func urgeTriggerCount(_ count: Int) -> String { pick("\(count)回", String(count)) }

    /// The plans' heading: ranked by the drop in strength and the share passed, with the columns' meaning.
    public var urgePlansTitle: String {
        pick("使ったプラン（平均で下がった強さ・飲まずに過ぎた割合）", "Plans used (mean drop in strength; passed sober)")
    }

    /// The grid's heading: by the hour, or in blocks of four hours (the hour each starts at, in the row under it).
    public func urgeGridTitle(blocks: Bool) -> String {
        blocks
            ? pick("衝動の時間帯（曜日×4時間）", "When (weekday × 4 hours)")
            : pick("衝動の時間帯（曜日×時）", "When urges came (weekday × hour)")
    }

    /// Weekday names for the grid's rows, Sunday first: `日` / `Sun`.
    public var urgeGridWeekdays: [String] {
        language == .ja ? weekdayNames : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    }

    /// The statistics pane's key to the month's urges and back, on its key line: `i 衝動` / `i 統計`.
    public var statisticsUrgesHint: String { pick("衝動", "urges") }
    public var statisticsFiguresHint: String { pick("月の統計", "figures") }
    /// While the month has no urge.
    public var urgesNoneThisMonth: String {
        pick(
            "この月の衝動の記録はありません（全画面の i か danshu urge で記録できます）",
            "No urges recorded this month (i on the main screen, or danshu urge)")
    }

    // MARK: The report

    /// The report's block title.
    public var reportUrgesTitle: String { pick("衝動ともしもプラン", "Urges and if-then plans") }

    /// `衝動 週 2.8回（12回）・その日に飲んだ 3 / 10（30%）` / `urges 2.8 a week (12), followed by drinking that day 3 of
    /// 10 (30%)`.
    public func reportUrgesLine(_ urges: UrgeReport) -> String {
        let week = urges.perWeekTenths.map(formatTenths) ?? "0.0"
        let followed =
            urges.followedByDrinking.whole == 0
            ? pick("その日の記録なし", "days not recorded")
            : pick("その日に飲んだ ", "followed by drinking that day ") + urgeShare(urges.followedByDrinking)
        return pick("衝動 週 \(week)回（\(urges.count)回）・", "Urges \(week) a week (\(urges.count)), ") + followed
    }

    /// `多いきっかけ: ストレス 6回・疲れ 4回` / `Top triggers: stress 6, tired 4`.
    public func reportUrgeTriggers(_ rows: [UrgeReport.TriggerRow]) -> String {
        pick("多いきっかけ: ", "Top triggers: ")
            + rows.map { urgeTrigger($0.trigger) + pick(" \($0.count)回", " \($0.count)") }.joined(
                separator: pick("・", ", "))
    }

    /// `使ったプラン: ストレス → 散歩する 5回（平均 4.0 下がった）・ほか1件` / `Plans used: stress → go for a walk 5 (fell
    /// 4.0 on average), 1 more`: each plan by its IF and THEN, and how many more there are beyond those listed.
    public func reportUrgePlans(_ plans: [RankedPlan], more: Int = 0) -> String {
        let listed = plans.map { ranked in
            let uses = ranked.outcome?.uses ?? 0
            let drop = ranked.outcome?.meanDropTenths.map { pick("（", " (") + urgeMeanDrop($0) + pick("）", ")") } ?? ""
            return planRuleShort(ranked.plan.rule) + pick(" \(uses)回", " \(uses)") + drop
        }
        let rest = more > 0 ? [pick("ほか\(more)件", "\(more) more")] : []
        return pick("使ったプラン: ", "Plans used: ") + (listed + rest).joined(separator: pick("・", ", "))
    }

    // MARK: Status

    /// `{urgeRisk}` within this person's risky hours: `衝動が多い時間です：散歩する` / `Urges often come now: go for a
    /// walk`, the plan most used then; empty outside them.
    public func urgeRiskNow(plan: IfThenPlan?) -> String {
        let then = plan.map { pick("：", ": ") + planResponse($0.response) } ?? ""
        return pick("衝動が多い時間です", "Urges often come now") + then
    }
}
