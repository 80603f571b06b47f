import DanshuCore
/// Words for sync conflict copies beside the journal (DESIGN §7), on the app's message line and in `check`.
extension Catalog {
    // MARK: Sync conflict copies

    /// The app's message line when a sync tool left a conflict copy beside the journal: the command
    /// comes first, so a narrow screen cuts the advice after it rather than the file's name.
    public func syncConflictCopy(_ file: String, others: Int) -> String {
        let more = others == 0 ? "" : pick("（ほかに\(others)件）", others == 1 ? " (1 more)" : " (\(others) more)")
        return pick("同期の競合コピー: danshu import \(file) で取り込み、済んだら削除\(more)",
                    "Sync conflict copy: merge it with danshu import \(file), then delete it\(more)")
    }

    /// `danshu check`: one line per conflict copy.
    public func checkConflictCopy(_ file: String) -> String {
        pick("同期の競合コピー: \(file)（danshu import \(file) で取り込み、済んだら消してください）",
             "sync conflict copy: \(file) (merge it with danshu import \(file), then delete it)")
    }

}
