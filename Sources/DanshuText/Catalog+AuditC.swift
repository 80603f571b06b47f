import DanshuCore

/// The words of AUDIT-C from the diary (design.md §8): an estimate from what was recorded, never a diagnosis, and nothing
/// but how many more days it needs until 28 are recorded.
extension Catalog {
    /// `AUDIT-C（日記から）` / `AUDIT-C (diary)`.
    public var auditCLabel: String { pick("AUDIT-C（日記から）", "AUDIT-C (diary)") }
    /// The pane's value: `5点・目安以上` / `5, at or over 4`; before 28 recorded days `あと27日で表示` / `27 more days needed`.
    public func auditCValue(_ audit: AuditC) -> String {
        guard let score = audit.score, let positive = audit.positive else {
            return pick(
                "あと\(audit.neededDays)日で表示",
                audit.neededDays == 1 ? "1 more day needed" : "\(audit.neededDays) more days needed")
        }
        return positive
            ? pick("\(score)点・目安以上", "\(score), at or over \(audit.cutOff)")
            : pick("\(score)点・目安未満", "\(score), under \(audit.cutOff)")
    }
    /// `12か月前` / `A year ago`.
    public var auditCYearAgoLabel: String { pick("  12か月前", "  a year ago") }
    /// A month end's score, `-` for a window without answers (fewer than 28 recorded days).
    public func auditCScore(_ audit: AuditC) -> String {
        audit.score.map { pick("\($0)点", "\($0)") } ?? "-"
    }
    /// The three answers and the score in one line: `頻度 4・量 1・6ドリンク以上 0 → 5点（目安 4点以上: 該当）`; before 28
    /// recorded days, how many more it needs: `AUDIT-C は記録が28日分たまると表示します（あと 27日）`.
    public func auditCDetail(_ audit: AuditC) -> String {
        let needed = AuditC.minimumRecordedDays
        guard let answers = audit.answers, let positive = audit.positive else {
            return pick(
                "AUDIT-C は記録が\(needed)日分たまると表示します（あと \(audit.neededDays)日）",
                "AUDIT-C is shown once \(needed) days are recorded (\(audit.neededDays) more)")
        }
        let verdict = positive ? pick("該当", "at or over") : pick("非該当", "under")
        return pick(
            "頻度 \(answers.q1)・量 \(answers.q2)・6ドリンク以上 \(answers.q3) → \(answers.score)点（目安 \(audit.cutOff)点以上: \(verdict)）",
            "how often \(answers.q1), how much \(answers.q2), six or more \(answers.q3): \(answers.score) (\(verdict) the cut-off \(audit.cutOff))"
        )
    }
    /// Each month end of the history, oldest first: its month (`12月`, `Dec`) over its score (`-` without answers).
    public func auditCHistoryCells(_ history: [AuditC]) -> [(month: String, score: String)] {
        history.map { (shortMonth($0.endingOn.month), $0.score.map(String.init) ?? "-") }
    }
    /// What it is and what it stands on, said once wherever it is shown in full.
    public func auditCNote(_ audit: AuditC) -> String {
        pick(
            "直近\(AuditC.windowDays)日のうち記録した \(audit.recordedDays)日から推定した AUDIT-C です。診断ではありません。",
            "AUDIT-C estimated from the \(days(audit.recordedDays)) recorded of the last \(AuditC.windowDays); not a diagnosis."
        )
    }
    public var auditCHistoryLabel: String { pick("12か月の推移", "The last 12 months") }
}
