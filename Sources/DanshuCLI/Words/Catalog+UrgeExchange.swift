import DanshuText

/// The command line's words for urges and if-then plans in `danshu export` and `danshu import` (design.md §9).
extension Catalog {
    /// `export --table` with `--format json`, which holds every table.
    public var exportTableIsCSV: String {
        pick(
            "--table は CSV の表を選びます（JSON にはすべてが入ります。--format json なら --table は要りません）",
            "--table picks a CSV table; JSON holds them all, so --format json takes no --table")
    }

    /// `衝動: 追加 3件、同じ 1件、違う 1件（こちらを残しました）`: the urges a file brought.
    public func urgeImportSummary(added: Int, same: Int, conflicts: Int, replaced: Bool) -> String {
        pick(
            "衝動: 追加 \(added)件、同じ \(same)件、違う \(conflicts)件",
            "Urges: \(added) added, \(same) the same, \(conflicts) different")
            + keptOrTaken(conflicts: conflicts, replaced: replaced)
    }

    /// `もしもプラン: 追加 2件、同じ 0件、違う 0件`: the if-then plans a file brought.
    public func ifThenPlanImportSummary(added: Int, same: Int, conflicts: Int, replaced: Bool) -> String {
        pick(
            "もしもプラン: 追加 \(added)件、同じ \(same)件、違う \(conflicts)件",
            "If-then plans: \(added) added, \(same) the same, \(conflicts) different")
            + keptOrTaken(conflicts: conflicts, replaced: replaced)
    }

    /// What became of the ones recorded differently: nothing when there were none.
    private func keptOrTaken(conflicts: Int, replaced: Bool) -> String {
        conflicts == 0
            ? "" : replaced ? pick("（ファイルの方にしました）", " (the file's taken)") : pick("（こちらを残しました）", " (ours kept)")
    }
}
