import DanshuCore
import DanshuStore
import DanshuText

/// The words after a journal that cannot be read, when its backup can (issue 40): the next step, not only the fault.
extension Catalog {
    /// `バックアップ ~/…/journal.json.bak（2026-11-28 21:14 時点、12日分）は読めます。…` and the line that restores it.
    public func backupRestores(_ backup: JournalBackup, shown path: String, command: String) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let when = "\(backup.savedOn.iso) \(two(backup.savedHour)):\(two(backup.savedMinute))"
        return pick(
            "バックアップ \(path)（\(when) 時点、\(days(backup.days))）は読めます。読めないファイルを別名で残してバックアップに戻すには:\n  \(command)",
            "The backup \(path) (as of \(when), \(days(backup.days))) can be read. To keep the unreadable file aside and go back to the backup:\n  \(command)"
        )
    }
}
