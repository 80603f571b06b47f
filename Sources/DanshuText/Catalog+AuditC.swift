import DanshuCore

/// The words of AUDIT-C from the diary (DESIGN §8): an estimate from what was recorded, never a diagnosis.
extension Catalog {
    /// `AUDIT-C（日記から）` / `AUDIT-C (diary)`.
    public var auditCLabel: String { pick("AUDIT-C（日記から）", "AUDIT-C (diary)") }
    /// `5点・目安以上` / `5, at or over 4`.
    public func auditCValue(_ audit: AuditC) -> String {
        audit.positive ? pick("\(audit.score)点・目安以上", "\(audit.score), at or over \(audit.cutOff)")
                       : pick("\(audit.score)点・目安未満", "\(audit.score), under \(audit.cutOff)")
    }
    /// `12か月前` / `A year ago`.
    public var auditCYearAgoLabel: String { pick("  12か月前", "  a year ago") }
    public func auditCScore(_ audit: AuditC) -> String { pick("\(audit.score)点", "\(audit.score)") }
    /// The three answers and the score in one line: `頻度 4・量 1・6ドリンク以上 0 → 5点（目安 4点以上: 該当）`.
    public func auditCDetail(_ audit: AuditC) -> String {
        let verdict = audit.positive ? pick("該当", "at or over") : pick("非該当", "under")
        return pick("頻度 \(audit.q1)・量 \(audit.q2)・6ドリンク以上 \(audit.q3) → \(audit.score)点（目安 \(audit.cutOff)点以上: \(verdict)）",
                    "how often \(audit.q1), how much \(audit.q2), six or more \(audit.q3): \(audit.score) (\(verdict) the cut-off \(audit.cutOff))")
    }
    /// The score at each month end, oldest first: `3 3 4 4 5 …`; `-` for a month end with nothing recorded in its year.
    public func auditCHistory(_ history: [AuditC]) -> String {
        history.map { $0.recordedDays == 0 ? "-" : String($0.score) }.joined(separator: " ")
    }
    /// What it is, said once wherever it is shown in full.
    public var auditCNote: String {
        pick("日記の記録した日（365日分）から推定した AUDIT-C です。診断ではありません。",
             "AUDIT-C estimated from the recorded days of the last 365; not a diagnosis.")
    }
    public var auditCHistoryLabel: String { pick("12か月の推移", "The last 12 months") }
}
